"""The Lords of Waterdeep table played by mouse: two people (through the UIPlayer, which only drags
and clicks) and two heuristic bots, to the winner's screen; no lord or intrigue card of one seat
drawn while another holds the screen; refused drops, undo, the large look and the final count."""
from __future__ import annotations

import pygame
import pytest

from game.core.codec import state_hash
from scenes.pilot import Pilot
from scenes.waterdeep import answers
from scenes.waterdeep.finale import STEPS, STEP_SECONDS, WaterdeepFinale
from scenes.waterdeep.gestures import POOL
from tests.scenes.secret_watch import SecretWatch
from tests.scenes.table_play import check_large_look
from tests.scenes.waterdeep.ui_player import UIPlayer, human_entries, open_table, play_to_end

GAME_SEED = 5
MAX_ITERATIONS = 20_000


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TAVERN_TABLE_HOME", str(tmp_path_factory.mktemp("home")))
        mp.setenv("SDL_VIDEODRIVER", "dummy")
        mp.setenv("SDL_AUDIODRIVER", "dummy")
        pilot = Pilot()
        table = open_table(pilot, people=(0, 1), seats=4, seed=GAME_SEED)
        watch = SecretWatch(pilot.app, table, "drawn_secrets")
        player = UIPlayer(pilot, table, seed=GAME_SEED, wild=0.2)
        iterations = play_to_end(pilot, table, player, max_iterations=MAX_ITERATIONS)
        yield pilot, table, player, watch, iterations
        pilot.app.close()


def test_two_people_and_two_bots_play_a_whole_game_by_mouse_to_the_winners_screen(played):
    pilot, table, player, _watch, iterations = played
    assert iterations < MAX_ITERATIONS
    top = pilot.app.stack.top
    assert isinstance(top, WaterdeepFinale) and top.name == "waterdeep_winner"
    outcome = table.match.outcome()
    assert table.match.over and outcome is not None and outcome.winners
    assert sorted(top.winners) == sorted(outcome.winners)
    people = {e.seat for e in human_entries(table, 0)}
    assert people == {0, 1}, "both people made their own choices"
    assert player.actions == len(human_entries(table, 0)) > 30
    made = {kind for kind, _path in player.paths}
    assert {"assign", "pick"} <= made, sorted(player.paths)
    gestures = {path for _kind, path in player.paths}
    assert {"drag", "card"} <= gestures, sorted(player.paths)


def test_no_lord_or_intrigue_but_the_screen_holders_is_ever_drawn_and_none_under_the_curtain(played):
    _pilot, _table, _player, watch, _iterations = played
    assert not watch.leaks, watch.leaks[:5]
    assert watch.curtained > 10 and watch.drawn > 10, (watch.curtained, watch.drawn)


def test_the_final_scoring_counts_up_to_the_engines_totals(played):
    pilot, table, _player, _watch, _iterations = played
    finale = WaterdeepFinale(pilot.app, table.match)
    final = table.match.view(-1)["final"]
    assert final and len(finale.final) == len(final)
    assert [finale.running_total(r) for r in finale.final] == [0] * len(final)  # nothing counted yet
    finale.clock = STEP_SECONDS
    assert [finale.running_total(r) for r in finale.final] == [r["track"] for r in finale.final]
    finale.clock = len(STEPS) * STEP_SECONDS
    assert finale.counted
    assert [finale.running_total(r) for r in finale.final] == [r["total"] for r in finale.final]


def _first_placement(pilot, table, player):
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                and table.driver.human_to_act() is not None and POOL in table.drag.items
                and (table.view.get("asked") or {}).get("kind") in (None, "place"))


def test_an_unlit_drop_springs_back_with_the_engines_reason_and_changes_nothing(pilot):
    table = open_table(pilot, people=(0, 1), seed=GAME_SEED)
    player = UIPlayer(pilot, table, seed=2)
    for _ in range(3):  # a few rounds of placements, so some spaces are taken
        _first_placement(pilot, table, player)
        player.act()
    _first_placement(pilot, table, player)
    open_ = answers.spaces_open(table.legal)
    closed = [s for s in table.space_rects if s not in open_]
    assert closed, "every space is open: nothing to refuse"
    log, digest = len(table.match.log), state_hash(table.match.state)
    pilot.app.toasts.items.clear()
    home = table.drag.items[POOL].rect.copy()
    pilot.drag(home.center, table.space_rects[closed[0]].center)
    pilot.advance(30)
    assert len(table.match.log) == log and state_hash(table.match.state) == digest
    errors = [t.text for t in pilot.app.toasts.items if t.kind == "error"]
    assert errors and "RULE" not in errors[-1] and "LW-" not in errors[-1], errors
    assert table.drag.items[POOL].rect == home, "the agent did not spring back to the pool"


def test_ctrl_z_after_a_placement_restores_the_position(pilot):
    table = open_table(pilot, people=(0,), seed=GAME_SEED + 1)
    player = UIPlayer(pilot, table, seed=3)
    _first_placement(pilot, table, player)
    before, log = state_hash(table.match.state), len(table.match.log)
    action = next(a for a in table.legal if a.kind == "assign")
    player.act(action)
    assert len(table.match.log) > log
    pilot.press(pygame.K_z, mod=pygame.KMOD_CTRL)
    pilot.advance(2)
    assert state_hash(table.match.state) == before and len(table.match.log) == log


def test_right_click_shows_an_inn_quest_large_and_any_click_closes_it(pilot):
    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    pilot.advance(10)  # the opening deal
    index = next(i for i, q in enumerate(table.view["inn"]) if q)
    check_large_look(pilot, table, table.rects["inn"][index].center)


def test_every_event_kind_bots_games_report_makes_a_sound_or_is_silent_on_purpose():
    from scenes.table.sounds import event_kind
    from scenes.waterdeep import positions
    from scenes.waterdeep.sounds import SOUNDS
    from tests.scenes.table_play import kinds_reported

    setups = [(positions.setup_for(seats, bot=bot), seed, bot)
              for seats, seed, bot in ((2, 1, "random"), (3, 2, "heuristic"), (5, 3, "random"), (4, 4, "heuristic"))]
    seen = kinds_reported("waterdeep", setups, event_kind)
    missing = sorted(sorted(k) for k in seen - set(SOUNDS))
    assert not missing, f"scenes/waterdeep/sounds.py: give these event kinds a sound or None: {missing}"


def test_an_autosaved_game_continues_at_the_same_position(pilot):
    from scenes import tables
    from scenes.menu.slots import AUTOSAVE, slot_path
    from game.core.match import Match

    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    player = UIPlayer(pilot, table, seed=7)
    for _ in range(4):
        _first_placement(pilot, table, player)
        player.act()
    pilot.advance(5)
    saved = Match.load(slot_path(AUTOSAVE))
    assert state_hash(saved.state) == state_hash(table.match.state)
    resumed = tables.resume_game(pilot.app, saved)
    assert resumed.name == "waterdeep_table" and resumed.match is saved
    assert len(resumed.match.log) == len(table.match.log) and resumed.view == saved.view(0)
    pilot.advance(3)
    assert pilot.top is resumed


def test_the_rules_button_opens_the_rules_of_waterdeep(pilot):
    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    rules = next(w for w in table.ui.widgets if getattr(w, "label", "") == "Rules")
    pilot.click(*rules.rect.center)
    pilot.advance(2)
    assert pilot.top.name != "waterdeep_table"
    assert "Waterdeep" in repr(vars(pilot.top))


def test_the_common_seat_setup_seats_two_to_five_people_or_bots_at_the_waterdeep_table(pilot):
    from game import registry
    from scenes.menu.seats import SeatSetupScene
    from scenes.waterdeep.table import WaterdeepTable

    info = registry.get("waterdeep")
    scene = pilot.app.stack.push(SeatSetupScene(pilot.app, info))
    assert (scene.min_seats, scene.max_seats) == (2, 5) and set(scene.bot_kinds) == {"random", "heuristic"}
    for _ in range(6):
        scene.add_seat()
    assert len(scene.seats) == 5
    for seat in scene.seats[1:]:
        scene.cycle_role(seat)  # a bot in every seat but the first
    scene.start()
    pilot.advance(2)
    table = pilot.top
    assert isinstance(table, WaterdeepTable) and len(table.view["seats"]) == 5
    assert [s.bot is None for s in table.styles] == [True, False, False, False, False]


def test_the_seat_setup_offers_waterdeeps_colours_and_the_table_seats_the_colour_chosen(pilot):
    """The seat setup offers only the game's five colours (not the Fighters' orange nor the Wizards'
    purple), and each seat plays in the colour it chose there."""
    from game import registry
    from scenes.menu.seats import SeatSetupScene

    info = registry.get("waterdeep")
    scene = pilot.app.stack.push(SeatSetupScene(pilot.app, info))
    assert set(scene.colours) == {"Sky blue", "Green", "Yellow", "Blue", "Vermilion"}
    seen = set()
    for _ in range(7):
        scene.cycle_colour(scene.seats[0])
        seen.add(scene.seats[0].colour)
    assert seen <= set(scene.colours) and scene.seats[1].colour not in seen
    chosen = [s.colour for s in scene.seats]
    scene.start()
    pilot.advance(2)
    names = {c.id: c.name for c in load_content().config.colours}
    assert [names[s["colour"]] for s in pilot.top.view["seats"]] == chosen


def load_content():
    from game.waterdeep.content import load

    return load()


def test_the_hand_keeps_two_columns_of_chips_while_they_can_stay_56_px_tall():
    from scenes.waterdeep import layout

    for seats in range(2, 6):
        rects = layout.chip_rects(5, seats)  # a lord, two quests, two intrigue cards
        assert len({r.x for r in rects}) <= 2 and min(r.h for r in rects) >= layout.CHIP_H_LEAST
        assert all(layout.hand_rect(seats).contains(r) for r in rects)
    many = layout.chip_rects(12, 5)
    assert len({r.x for r in many}) == 3  # when many, three columns rather than chips too thin
