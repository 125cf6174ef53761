"""The Legend of Drizzt table played by mouse: two people (through the UIPlayer, which only drags,
clicks and presses keys) and one co-op bot play The Spider's Court to the end scene; a card
aimed at the hero holding it, a target off screen, and a bot's turn that no gesture can enter."""
from __future__ import annotations

from collections import Counter

import pygame
import pytest

from game.core.codec import state_hash
from game.drizzt import actions as A
from scenes.drizzt.camera import SPACE_SIZES
from scenes.drizzt.epilogue import DrizztEndScene
from tests.scenes.drizzt.ui_player import (UIPlayer, headless_home, human_entries, kind_of, open_table, play_to_end,
                                          setup_for)

GAME_SEEDS = (3, 13, 22)  # 6 to 8 rounds each; together every kind of choice but a door
MAX_ITERATIONS = 5_000


@pytest.fixture
def pilot(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    """Whole adventures, played once for the tests that look at them: (end scene, table,
    player, iterations) each (how long they take is for bench/, never a test)."""
    with headless_home(tmp_path_factory.mktemp("home")) as pilot:
        games = []
        for seed in GAME_SEEDS:
            table = open_table(pilot, setup_for(), seed=seed)
            player = UIPlayer(pilot, table, seed=seed, wild=0.2)
            iterations = play_to_end(pilot, table, player, max_iterations=MAX_ITERATIONS)
            games.append((pilot.app.stack.top, table, player, iterations))
        yield games


def test_two_people_and_a_coop_bot_play_the_spiders_court_by_mouse_to_the_end_scene(played):
    for end, table, player, iterations in played:
        assert iterations < MAX_ITERATIONS
        assert isinstance(end, DrizztEndScene) and end.match is table.match
        outcome = table.match.outcome()
        assert table.match.over and outcome is not None and table.match.state.result in ("won", "lost")
        assert {e.seat for e in human_entries(table, 0)} == {0, 1}, "both people made their own choices"
        assert any(e.seat == 2 for e in table.match.log), "the co-op bot played its hero"
        assert player.actions == len(human_entries(table, 0)) > 40


def test_every_kind_of_choice_the_people_made_was_made_by_a_gesture(played):
    made, paths = set(), Counter()
    for _end, table, player, _iterations in played:
        kinds = {kind_of(e.action) for e in human_entries(table, 0)}
        assert kinds == {kind for kind, _path in player.paths}, sorted(player.paths.items())
        assert sum(player.paths.values()) == player.actions
        assert not player.fallbacks, player.fallbacks[:5]
        assert not player.ambiguous, f"buttons two legal actions share: {player.ambiguous}"
        made |= kinds
        paths += player.paths
    assert {"Move", "Attack", "UsePower", "UseItem", "Disarm", "EndPhase", "Explore", "Cancel", "LevelUp", "Give",
            "LetItBe"} <= made, made
    assert {path for _kind, path in paths} == {"drag", "space", "card", "bar", "prompt"}, sorted(paths.items())
    assert {"drag", "space"} <= {path for kind, path in paths if kind == "Move"}
    assert {"bar", "card", "prompt"} <= {path for kind, path in paths if kind == "UsePower"}


def _ally_card_turn(pilot, table, player) -> A.UsePower:
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                and table.driver.human_to_act() is not None
                and any(isinstance(a, A.UsePower) and a.target == a.hero for a in table.legal)
                and "" in table.controls.uses())
    return next(a for a in table.legal if isinstance(a, A.UsePower) and a.target == a.hero)


def test_a_card_aimed_at_its_own_hero_is_used_by_clicking_that_hero(pilot):
    """Regression: pressing the hero put the card down at once (a drag of the hero is a plain
    move), so a power on oneself could never be aimed while a plain move was legal."""
    table = open_table(pilot, setup_for(), seed=1)
    action = _ally_card_turn(pilot, table, UIPlayer(pilot, table, seed=1, wild=0.2))
    player = UIPlayer(pilot, table)
    assert player.act(action) == action
    assert player.paths[("UsePower", "card")] == 1


def test_a_target_off_screen_is_brought_into_view_by_dragging_the_floor(pilot):
    table = open_table(pilot, setup_for(), seed=3)
    player = UIPlayer(pilot, table, seed=3)
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                and table.driver.human_to_act() is not None and len(table.view["tiles"]) >= 3
                and any(isinstance(a, A.Move) and not a.power for a in table.legal))
    hero = table.controls.hero
    move = max((a for a in table.legal if isinstance(a, A.Move) and not a.power and a.hero == hero),
               key=lambda a: table.controls.lit.spaces[(a.x, a.y)])
    camera = table.camera
    pilot.move((720, 500))
    for _ in range(6):  # the wheel zooms in as far as it goes
        pilot.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=1, flipped=False))
    assert camera.space == SPACE_SIZES[-1]
    x, y = camera.cell_rect((move.x, move.y)).center
    dx, dy = (-1 if x < 720 else 1), (-1 if y < 500 else 1)
    start = (720 - dx * 300, 500 - dy * 200)
    assert camera.cell_at(start) not in table.dungeon.hero_cells
    pilot.drag(start, (start[0] + dx * 1400, start[1] + dy * 800), steps=20)  # the map slides away
    for cell in ((move.x, move.y), table.view["heroes"][hero]["cell"]):
        assert player.free_point(camera.cell_rect(cell)) is None, f"{cell} still shows"
    assert player.act(move) == move and player.pans >= 1


def test_during_the_bots_turn_no_drag_or_click_reaches_the_game(pilot):
    table = open_table(pilot, setup_for(), seed=4, bot_speed="slow")
    player = UIPlayer(pilot, table, seed=4)
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                and table.driver.is_bot(table.match.to_act()) and table.driver.bot_clock == 0.0)
    log, digest = len(table.match.log), state_hash(table.match.state)
    assert not table.legal and not table.controls.lit.spaces and not table.action_bar.options
    h = next(h for h in table.view["heroes"] if h["cell"] is not None and not table.driver.is_bot(h["seat"]))
    start = table.dungeon.figure_centre(h["cell"])  # a person's hero, dragged a space east (a bot "thinks" 1.4 s)
    end = table.camera.cell_rect((h["cell"][0] + 1, h["cell"][1])).center
    pilot.drag((int(start[0]), int(start[1])), end, steps=4)
    pilot.click(*end)
    for card in table.hand.cards[:2]:
        pilot.click(*card.rect.center)
    assert table.driver.is_bot(table.match.to_act())
    assert len(table.match.log) == log and state_hash(table.match.state) == digest
