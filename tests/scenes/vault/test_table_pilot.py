"""The Vault of Dragons table played by mouse: two people (through the UIPlayer, which only
drags and clicks) and two heuristic bots, to the winner's screen; card zoom, refused drops,
undo, and hands kept hidden between the two people."""
from __future__ import annotations

import pygame
import pytest

from game.core.codec import state_hash
from game.vault import actions as A
from game.vault import board
from scenes.kit.cards import CardZoom
from scenes.pilot import Pilot
from scenes.vault import layout
from scenes.vault.winner import VaultWinnerScene
from tests.scenes.secret_watch import SecretWatch
from tests.scenes.vault.ui_player import UIPlayer, four_seats, human_entries, open_table, play_to_end

GAME_SEED = 6
MAX_ITERATIONS = 20_000


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """One whole game, played once for the tests that look at it."""
    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TAVERN_TABLE_HOME", str(tmp_path_factory.mktemp("home")))
        mp.setenv("SDL_VIDEODRIVER", "dummy")
        mp.setenv("SDL_AUDIODRIVER", "dummy")
        pilot = Pilot()
        table = open_table(pilot, four_seats(humans=(0, 2)), GAME_SEED)
        watch = SecretWatch(pilot.app, table, "drawn_hands")
        player = UIPlayer(pilot, table, seed=GAME_SEED, wild=0.25)
        per_action: list[tuple] = []

        def after(action, before):
            per_action.append((action, set(table.drawn_hands), pilot.app.stack.top.name))

        iterations = play_to_end(pilot, table, player, max_iterations=MAX_ITERATIONS, after_action=after)
        yield pilot, table, player, watch, iterations, per_action
        pilot.app.close()


def test_two_people_and_two_bots_play_a_whole_game_by_mouse_to_the_winners_screen(played):
    pilot, table, player, _watch, iterations, _ = played
    assert iterations < MAX_ITERATIONS
    top = pilot.app.stack.top
    assert isinstance(top, VaultWinnerScene) and top.name == "vault_winner"
    outcome = table.match.outcome()
    assert table.match.over and outcome is not None and outcome.winners
    assert tuple(top.winners) == tuple(outcome.winners)
    people = {e.seat for e in human_entries(table, 0)}
    assert people == {0, 2}, "both people made their own choices"
    assert player.actions == len(human_entries(table, 0)) > 40
    made = {kind for kind, _path in player.paths}
    assert {"Hire", "Move", "TakeGold", "PlaceWatch"} <= made, sorted(player.paths)
    gestures = {path for _kind, path in player.paths}
    assert {"drag", "hire", "place", "buttons"} <= gestures, sorted(player.paths)
    assert set(player.ambiguous) <= {"Reroll"}, f"labels two legal actions share: {player.ambiguous}"


def test_no_hand_but_the_one_of_the_seat_to_act_is_ever_drawn_and_none_under_the_curtain(played):
    _pilot, table, player, watch, _iterations, per_action = played
    assert not watch.leaks, watch.leaks[:5]
    assert watch.curtained > 20 and watch.drawn > 20, (watch.curtained, watch.drawn)
    assert len(per_action) == player.actions
    for action, drawn, top in per_action:
        assert top == "curtain" or drawn <= {0, 2}, (action, drawn, top)


def first_card_turn(pilot, table, player):
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table and table.hand
                and table.driver.human_to_act() is not None)
    assert table.hand, "no person ever held a card"


def test_right_click_on_a_hand_card_zooms_it_and_the_click_that_closes_it_does_nothing_else(pilot):
    table = open_table(pilot, four_seats(humans=(0, 2)), GAME_SEED)
    first_card_turn(pilot, table, UIPlayer(pilot, table, seed=1))
    sprite = table.hand[-1]
    log, digest = len(table.match.log), state_hash(table.match.state)
    pilot.click(*sprite.rect.center, button=3)
    zoom = pilot.top
    assert isinstance(zoom, CardZoom) and zoom.card.id == sprite.card.id
    played: list[str] = []
    play = table.click_card
    table.click_card = lambda card: played.append(card) or play(card)
    pilot.click(*sprite.rect.center)  # closes the zoom; the release must not play the card below
    pilot.advance(2)
    assert pilot.top is table
    assert not played, "the click that closed the zoom also clicked the card under it"
    assert len(table.match.log) == log and state_hash(table.match.state) == digest


def test_an_illegal_drop_changes_nothing_and_says_why(pilot):
    table = open_table(pilot, four_seats(humans=(0, 2)), GAME_SEED)
    player = UIPlayer(pilot, table, seed=2, wild=0.3)
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                and table.driver.human_to_act() is not None and not table.view["decision"]
                and board.YP in table.drag.items and len(table.drag.items) > 1
                and any(isinstance(a, A.Enter) for a in table.legal))
    log, digest = len(table.match.log), state_hash(table.match.state)
    city = next(p for p in table.drag.items if p != board.YP)
    door = next(a.entrance for a in table.legal if isinstance(a, A.Enter))

    def refused(start, end, *words):
        pilot.app.toasts.items.clear()
        pilot.drag(start, end)
        pilot.advance(2)
        assert len(table.match.log) == log and state_hash(table.match.state) == digest
        assert table.picker is None and table.popup is None, "a refused drop opened a picker or a pop-up"
        assert pilot.top is table
        errors = [t.text for t in pilot.app.toasts.items if t.kind == "error"]
        assert errors and all(w in errors[-1] for w in words), errors

    # onto its own place
    refused(table.drag.items[city].rect.center, layout.place_rect(city).center, "another place")
    # a group in the city onto a door the Portal's group may use: only Portal Followers go down
    refused(table.drag.items[city].rect.center, layout.door_rect(door).center, "Yawning Portal")
    # the Portal's group onto the Vault door before the Vault is revealed: the engine's reason
    assert not table.view["vault_revealed"]
    refused(table.drag.items[board.YP].rect.center, layout.door_rect("vault").center, "Vault", "revealed")
    # and a drop that is fine still works afterwards (the groups sprang back home)
    before = len(table.match.log)
    UIPlayer(pilot, table).act(next(a for a in table.legal if isinstance(a, A.Enter)))
    assert len(table.match.log) > before


def test_during_a_bots_turn_nothing_can_be_dragged_or_clicked_into_the_game(pilot):
    table = open_table(pilot, four_seats(humans=(0, 2)), GAME_SEED, bot_speed="slow")
    player = UIPlayer(pilot, table, seed=3)
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                and table.driver.is_bot(table.match.to_act()) and table.driver.bot_clock == 0.0
                and any(table.view["followers"][s] for s in (0, 2)))
    seat = next(s for s in (0, 2) if table.view["followers"][s])
    place = next(iter(table.view["followers"][seat]))
    log, digest = len(table.match.log), state_hash(table.match.state)
    assert not table.drag.items
    spot = layout.followers_area(place).center
    pilot.drag(spot, layout.place_rect(board.YP if place != board.YP else "s1").center)
    pilot.click(*layout.place_rect(place).center)
    assert table.driver.is_bot(table.match.to_act())
    assert len(table.match.log) == log and state_hash(table.match.state) == digest


@pytest.mark.parametrize("humans, bot_speed", [((0,), "instant"), ((0, 2), "normal")])
def test_ctrl_z_after_a_persons_move_restores_the_position_before_it(pilot, humans, bot_speed):
    """With one person, instant bots' moves since are taken back too (up to a roll or a draw);
    with two, only until the next person takes the screen, so the bots think for a while."""
    table = open_table(pilot, four_seats(humans=humans), GAME_SEED + 1, bot_speed=bot_speed)
    undone: list = []

    class Undoer(UIPlayer):
        def choose(self):
            moves = [a for a in table.legal if isinstance(a, A.Move)]
            if moves and self.rng.random() < 0.5:
                return self.rng.choice(moves)
            return super().choose()

        def act(self, action=None):
            before = state_hash(table.match.state)
            log = len(table.match.log)
            seat = table.driver.human_to_act()
            made = super().act(action)
            if isinstance(made, (A.Move, A.Hire, A.TakeGold)) and pilot.top is table and table.driver.can_undo():
                pilot.press(pygame.K_z, mod=pygame.KMOD_CTRL)
                assert state_hash(table.match.state) == before, f"Ctrl+Z after {made} did not restore the position"
                assert len(table.match.log) == log
                assert table.driver.human_to_act() == seat and table.legal == table.match.legal_actions()
                assert pilot.top is table and table.view == table.match.view(seat)
                assert pilot.app.toasts.items[-1].text == "Undone"
                undone.append(made)
                super().act(made)  # and make it again: the game goes on as it would have
            return made

    player = Undoer(pilot, table, seed=4)
    play_to_end(pilot, table, player, until=lambda: len(undone) >= 6 or table.view["round"] >= 4)
    assert any(isinstance(a, A.Move) for a in undone), undone
    assert len(undone) >= 3, undone


def test_cards_overlapping_in_a_full_hand_are_clicked_where_they_show(pilot):
    table = open_table(pilot, four_seats(humans=(0, 2)), GAME_SEED)
    first_card_turn(pilot, table, UIPlayer(pilot, table, seed=1))
    seat = table.driver.human_to_act()
    from game.vault.content import load

    cards = list(dict.fromkeys(load().deck_list("treasure") + load().deck_list("magic")))[:12]
    player = table.match.state.seats[seat]
    player.treasure, player.magic = list(cards), []  # a crowded hand, set up directly: this is about clicks
    table.refresh(animate=False)
    pilot.advance(1)
    assert [s.card.id for s in table.hand] == cards
    clicked: list[str] = []
    table.click_card = clicked.append
    for i, sprite in enumerate(table.hand[:-1]):
        visible = (sprite.rect.x + table.hand[i + 1].rect.x) // 2  # the middle of its uncovered strip
        pilot.click(visible, sprite.rect.centery)
        assert clicked[-1] == cards[i], f"a click on card {i} played card {cards.index(clicked[-1])}"
