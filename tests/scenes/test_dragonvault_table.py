"""The Dragonvault table played by mouse: two people (through the UIPlayer, which only drags and
clicks) and two heuristic bots, to the winner's screen, with a response played by one person on
the other person's turn; no hand of one seat drawn face up while another holds the screen; refused
drops, undo, the large look, the finale's count, the setup screen and the sounds."""
from __future__ import annotations

import pygame
import pytest

from game.core.codec import state_hash
from scenes.dragonvault import answers, positions
from scenes.dragonvault.finale import COUNT_SECONDS, DragonvaultFinale
from tests.scenes.dragonvault.ui_player import UIPlayer, human_entries, open_table, play_to_end
from tests.scenes.secret_watch import SecretWatch
from tests.scenes.table_play import (check_large_look, check_whole_game, headless_home, kinds_reported,
                                     play_noting_curtains, play_to_question)

GAME_SEED = 5
MAX_ITERATIONS = 20_000
PEOPLE = (0, 1)


def response_order() -> list[str]:
    """A forced top of the adventure deck (setup "order"): a response in every hand in the first
    round, then cards that hurt an enemy, then more of both, so a person is offered a response on
    the other person's turn (DV-RESP)."""
    return ["invisibility_potion", "invisibility_potion", "mirror_charm", "invisibility_potion",
            "throwing_knives", "throwing_knives", "hired_muscle", "hired_muscle",
            "mirror_charm", "spirit_of_retribution", "spirit_of_retribution", "hired_muscle", "hired_muscle"]


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    with headless_home(tmp_path_factory.mktemp("home")) as pilot:
        table = open_table(pilot, people=PEOPLE, seats=4, seed=GAME_SEED, order=response_order())
        watch = SecretWatch(pilot.app, table, "drawn_hands")
        player = UIPlayer(pilot, table, seed=GAME_SEED, wild=0.1, rivals=PEOPLE)
        iterations, curtains = play_noting_curtains(pilot, table, player, winner="dragonvault_winner",
                                                    max_iterations=MAX_ITERATIONS)
        yield pilot, table, player, watch, iterations, curtains


def test_two_people_and_two_bots_play_a_whole_game_by_mouse_to_the_winners_screen(played):
    pilot, table, player, _watch, iterations, _curtains = played
    assert iterations < MAX_ITERATIONS and isinstance(pilot.app.stack.top, DragonvaultFinale)
    check_whole_game(pilot, table, player, iterations, winner="dragonvault_winner", people=PEOPLE, least=10)
    gestures = {path for _kind, path in player.paths}
    assert "drag" in gestures and "buttons" in gestures, sorted(player.paths)


def test_a_person_responds_on_the_other_persons_turn_behind_the_curtain(played):
    """DV-RESP: a response offered to a person on another person's turn brings the curtain for
    that person ("<name>: you may respond"), and they play it by mouse."""
    _pilot, table, player, _watch, _iterations, curtains = played
    across = [(who, whose) for who, whose in player.responses if who in PEOPLE and whose in PEOPLE and who != whose]
    assert across, f"no person responded on the other person's turn: {player.responses}"
    names = [table.styles[who].name for who, _whose in across]
    assert any(note == f"{name}: you may respond" for note in curtains for name in names), curtains[:20]


def test_no_hand_but_the_screen_holders_is_ever_drawn_and_none_under_the_curtain(played):
    _pilot, _table, _player, watch, _iterations, _curtains = played
    assert not watch.leaks, watch.leaks[:5]
    assert watch.curtained > 10 and watch.drawn > 10, (watch.curtained, watch.drawn)


def test_the_final_count_reveals_every_hand_and_counts_up_to_the_engines_totals(played):
    pilot, table, _player, _watch, _iterations, _curtains = played
    finale = DragonvaultFinale(pilot.app, table.match)
    final = table.match.view(-1)["final"]
    seats = range(len(finale.names))
    assert [finale.running_total(s) for s in seats] == [0] * len(finale.names)
    finale.clock = COUNT_SECONDS
    assert finale.counted and [finale.running_total(s) for s in seats] == list(final["totals"])
    assert len(final["hands"]) == len(finale.names)


def _my_play_step(pilot, table, player, also=lambda: True):
    play_to_question(pilot, table, player, "play", winner="dragonvault_winner", also=also)


def test_an_unlit_drop_springs_back_with_the_engines_reason_and_changes_nothing(pilot):
    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    player = UIPlayer(pilot, table, seed=2)
    _my_play_step(pilot, table, player, lambda: any(not answers.for_card(table.legal, s.card.id) or
                                                    answers.POOL not in answers.drop_places(table.legal, s.card.id)
                                                    for s in table.hand))
    card = next(i for i, s in enumerate(table.hand) if answers.POOL not in answers.drop_places(table.legal, s.card.id))
    log, digest = len(table.match.log), state_hash(table.match.state)
    pilot.app.toasts.items.clear()
    home = table.drag.items[("hand", card)].rect.copy()
    pilot.drag((home.x + 20, home.y + 40), table.drag.targets[answers.POOL].rect.center)
    pilot.advance(30)
    assert len(table.match.log) == log and state_hash(table.match.state) == digest
    errors = [t.text for t in pilot.app.toasts.items if t.kind == "error"]
    assert errors and "DV-" not in errors[-1] and "RULE" not in errors[-1], errors
    assert table.drag.items[("hand", card)].rect == home, "the card did not spring back to the hand"


def test_paying_treasure_by_drag_fills_the_pool(pilot):
    """DV-PAY: treasure dragged from the hand into the pool pays into the turn's pool."""
    table = open_table(pilot, people=(0,), seed=GAME_SEED + 1)
    player = UIPlayer(pilot, table, seed=3)
    _my_play_step(pilot, table, player, lambda: bool(answers.of_kind(table.legal, "pay")))
    pool, count = table.view["pool"], len(table.view["seats"][0]["hand"])
    pay = answers.of_kind(table.legal, "pay")[0]
    player.act(pay)
    assert player.paths[("pay", "drag")] == 1
    assert table.view["pool"] > pool and len(table.view["seats"][0]["hand"]) == count - 1


def test_ctrl_z_takes_back_a_persons_last_choice_to_the_position_before_it(pilot):
    """Celaine's start-of-turn heal names a champion (a Target that shows nothing hidden): undo
    takes that choice back. Playing or paying a card shows it, so the engine lets no undo past it."""
    table = open_table(pilot, people=(0,), seed=GAME_SEED, named={0: "celaine"})
    player = UIPlayer(pilot, table, seed=8)
    hashes: list[str] = []
    act = player.act

    def noting(action=None):
        hashes.append(state_hash(table.match.state))
        return act(action)

    player.act = noting
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table and table.driver.can_undo())
    before, log = hashes[-1], len(table.match.log)
    pilot.press(pygame.K_z, mod=pygame.KMOD_CTRL)
    pilot.advance(2)
    assert state_hash(table.match.state) == before and len(table.match.log) < log


def test_right_click_shows_a_hand_card_large_and_any_click_closes_it(pilot):
    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    player = UIPlayer(pilot, table, seed=4)
    _my_play_step(pilot, table, player)
    sprite = table.hand[0]
    check_large_look(pilot, table, (sprite.rect.x + 20, sprite.rect.y + 40))


def test_every_event_kind_bots_games_report_makes_a_sound_or_is_silent_on_purpose():
    from scenes.dragonvault.sounds import SOUNDS

    setups = [(positions.setup_for(seats, bot=bot), seed, bot)
              for seats, seed, bot in ((2, 1, "random"), (3, 2, "heuristic"), (5, 3, "random"), (6, 4, "heuristic"))]
    seen = kinds_reported("dragonvault", setups, lambda e: e.data.get("kind") if isinstance(e.data, dict) else None)
    missing = sorted(str(k) for k in seen - set(SOUNDS))
    assert not missing, f"scenes/dragonvault/sounds.py: give these event kinds a sound or None: {missing}"


def test_an_autosaved_game_continues_at_the_same_position(pilot):
    from game.core.match import Match
    from scenes import tables
    from scenes.menu.slots import AUTOSAVE, slot_path

    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    player = UIPlayer(pilot, table, seed=7)
    _my_play_step(pilot, table, player)
    player.act(answers.find(table.legal, "pass"))
    _my_play_step(pilot, table, player)
    pilot.advance(5)
    saved = Match.load(slot_path(AUTOSAVE))
    assert state_hash(saved.state) == state_hash(table.match.state)
    resumed = tables.resume_game(pilot.app, saved)
    assert resumed.name == "dragonvault_table" and resumed.match is saved
    assert len(resumed.match.log) == len(table.match.log)


def test_the_setup_screen_seats_six_in_teams_with_chosen_champions_and_the_table_opens(pilot):
    from game import registry
    from scenes.dragonvault.setup_scene import DragonvaultSetupScene, pairs
    from scenes.dragonvault.table import DragonvaultTable

    scene = pilot.app.stack.push(DragonvaultSetupScene(pilot.app, registry.get("dragonvault")))
    assert (scene.min_seats, scene.max_seats) == (2, 6)
    for _ in range(6):
        scene.add_seat()
    assert len(scene.seats) == 6
    scene.set_mode("teams")
    scene.set_champions("choose")
    for seat in scene.seats[1:]:
        scene.cycle_role(seat)  # a bot in every seat but the first
    setup = scene.setup()
    assert setup["teams"] == pairs(6) == [0, 1, 2, 0, 1, 2] and setup["champions"] == "choose"
    assert [s["kind"] for s in setup["seats"]] == ["human"] + ["bot"] * 5
    assert scene.problem() is None
    scene.start()
    pilot.advance(2)
    table = pilot.top
    assert isinstance(table, DragonvaultTable) and len(table.plates) == 6
    assert table.view["teams"] == [0, 1, 2, 0, 1, 2]


def test_the_setup_screen_refuses_a_team_game_of_one_team(pilot):
    from game import registry
    from scenes.dragonvault.setup_scene import DragonvaultSetupScene

    scene = pilot.app.stack.push(DragonvaultSetupScene(pilot.app, registry.get("dragonvault")))
    scene.set_mode("teams")
    for seat in scene.seats:
        seat.team = 0
    assert "two teams" in (scene.problem() or "")


def test_a_card_that_names_a_seat_is_aimed_by_click_then_a_click_on_a_lit_plate(pilot):
    """DV-TYPE: a click on a card that names a seat lights the seats it may name; a click on an
    unlit plate is refused by the pointer, a click on a lit one plays it there."""
    table = open_table(pilot, people=(0,), seed=GAME_SEED, order=["throwing_knives", "throwing_knives"]
                       + ["hired_muscle"] * 4)
    player = UIPlayer(pilot, table, seed=9)

    def aimed_play():
        return next((a for a in table.legal if a.kind == "play" and a.target >= 0
                     and all(isinstance(p, tuple) for p in answers.drop_places(table.legal, a.card))), None)

    _my_play_step(pilot, table, player, lambda: aimed_play() is not None)
    action = aimed_play()
    sprite = next(s for s in table.hand if s.card.id == action.card)
    pilot.click(sprite.rect.x + 20, sprite.rect.y + 40)
    pilot.advance(1)
    assert table.aiming == action.card
    lit = table.lit_seats()
    assert action.target in lit and 0 not in lit
    log = len(table.match.log)
    pilot.app.toasts.items.clear()
    pilot.click(*table.plates[0].center)  # your own plate: not a seat this card names
    pilot.advance(1)
    assert len(table.match.log) == log and [t for t in pilot.app.toasts.items if t.kind == "error"]
    pilot.click(*table.plates[action.target].center)
    pilot.advance(1)
    made = human_entries(table, log)
    assert [e.action for e in made] == [action] and table.aiming is None


def test_copies_of_a_card_lie_as_one_card_with_their_count_and_a_drag_takes_one(pilot):
    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    player = UIPlayer(pilot, table, seed=5)
    _my_play_step(pilot, table, player, lambda: any(n > 1 and answers.find(table.legal, "pay", card=c)
                                                    for c, n in table.counts.items()))
    hand = table.view["seats"][0]["hand"]
    assert [s.card.id for s in table.hand] == list(dict.fromkeys(hand)), "one card per kind, in the hand's order"
    card = next(c for c, n in table.counts.items() if n > 1 and answers.find(table.legal, "pay", card=c))
    copies = table.counts[card]
    assert copies == hand.count(card)
    player.act(answers.find(table.legal, "pay", card=card))
    assert table.view["seats"][0]["hand"].count(card) == copies - 1
    assert table.counts.get(card, 0) == copies - 1
