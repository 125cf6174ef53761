"""The Drizzt table keeps an autosave after every action, Continue on the title screen brings the
adventure back on the Drizzt table, Ctrl+Z takes back a person's move but never a roll or a
draw, and a hero dropped where it cannot go changes nothing and says the engine's reason."""
from __future__ import annotations

import copy

import pygame
import pytest

from game.core.codec import state_hash
from game.core.errors import IllegalAction
from game.core.match import Match
from game.core.protocol import CHANCE
from game.drizzt import actions as A
from scenes.drizzt import layout
from scenes.drizzt.table import DrizztTable
from scenes.menu.slots import AUTOSAVE, slot_path
from scenes.menu.title import TitleScene
from tests.scenes.drizzt.ui_player import UIPlayer, headless_home, human_entries, open_table, play_to_end, setup_for


@pytest.fixture
def pilot(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


def people_acted(table, n: int):
    return lambda: len(human_entries(table, 0)) >= n


def persons_plain_move(pilot, table):
    return (pilot.app.stack.top is table and table.driver.human_to_act() is not None
            and "" in table.controls.uses() and not table.controls.card)


def test_every_action_is_autosaved_and_the_save_replays_to_the_same_position(pilot):
    table = open_table(pilot, setup_for(), seed=5)
    checked: list[int] = []

    def after(_action, _before):
        loaded = Match.load(slot_path(AUTOSAVE))
        assert len(loaded.log) == len(table.match.log)
        assert state_hash(loaded.state) == state_hash(table.match.state)
        checked.append(len(loaded.log))

    play_to_end(pilot, table, UIPlayer(pilot, table, seed=5, wild=0.2), after_action=after,
                until=people_acted(table, 25))
    assert len(checked) >= 25 and checked == sorted(checked)
    assert any(isinstance(e.seat, int) and table.driver.is_bot(e.seat) for e in table.match.log)
    pilot.advance(3)  # and after the bot's and the dungeon's moves too
    assert state_hash(Match.load(slot_path(AUTOSAVE)).state) == state_hash(table.match.state)


def test_continue_from_the_title_resumes_the_adventure_on_the_drizzt_table(pilot):
    table = open_table(pilot, setup_for(), seed=6)
    play_to_end(pilot, table, UIPlayer(pilot, table, seed=6), until=people_acted(table, 15))
    pilot.advance(2)
    before, log = state_hash(table.match.state), len(table.match.log)
    told = list(table.log.lines)
    title = pilot.app.stack.reset(TitleScene(pilot.app))
    title.continue_game()
    resumed = pilot.app.stack.top
    assert isinstance(resumed, DrizztTable) and resumed is not table
    assert state_hash(resumed.match.state) == before and len(resumed.match.log) == log
    assert resumed.log.lines == told, "the resumed log tells the same story, the villains' tactics too"
    assert any(line.startswith("The ") and " toward " in line for line in told), "no tactic was told"
    assert resumed.match.setup["adventure"] == "the_spiders_court"
    # and the adventure goes on by mouse
    player = UIPlayer(pilot, resumed, seed=7)
    play_to_end(pilot, resumed, player, until=lambda: player.actions >= 3)


def test_ctrl_z_takes_back_a_persons_move_and_nothing_past_a_roll(pilot):
    table = open_table(pilot, setup_for(), seed=8)
    player = UIPlayer(pilot, table, seed=8)
    play_to_end(pilot, table, player, until=lambda: persons_plain_move(pilot, table))
    seat = table.driver.human_to_act()
    before, log = state_hash(table.match.state), len(table.match.log)
    move = next(a for a in table.legal if isinstance(a, A.Move) and not a.power)
    player.act(move)
    assert len(table.match.log) == log + 1 and table.driver.can_undo()
    pilot.press(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert state_hash(table.match.state) == before and len(table.match.log) == log
    assert table.driver.human_to_act() == seat and pilot.app.toasts.items[-1].text == "Undone"
    assert table.legal == table.match.legal_actions() and table.view == table.match.view(table.seat)
    # a person's attack is followed by its roll: no Ctrl+Z takes the attack back
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                and table.driver.human_to_act() is not None and any(isinstance(a, A.Attack) for a in table.legal))
    attack = next(a for a in table.legal if isinstance(a, A.Attack))
    at = len(table.match.log)
    player.act(attack)
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                and table.driver.human_to_act() is not None)
    assert table.match.log[at + 1].seat == CHANCE, "the attack's roll"
    for _ in range(4):
        pilot.press(pygame.K_z, mod=pygame.KMOD_CTRL)
    assert table.match.log[at].action == attack and table.match.log[at + 1].seat == CHANCE
    errors = [t.text for t in pilot.app.toasts.items if t.kind == "error"]
    assert errors and errors[-1] == "Nothing of yours to undo since the last roll, draw or reveal"
    assert table.legal == table.match.legal_actions() and table.view == table.match.view(table.seat)


def _engine_reason(match, action) -> str:
    probe = copy.deepcopy(match.state)
    with pytest.raises(IllegalAction) as refused:
        match.rules.apply(probe, action)
    return refused.value.plain  # what the table says to the person


def test_a_hero_dropped_where_it_cannot_go_changes_nothing_and_shows_the_engines_reason(pilot):
    table = open_table(pilot, setup_for(), seed=9)
    play_to_end(pilot, table, UIPlayer(pilot, table, seed=9), until=lambda: persons_plain_move(pilot, table)
                and len(table.view["tiles"]) >= 2)
    hero = table.controls.hero
    cell = tuple(table.view["heroes"][hero]["cell"])
    pilot.press(pygame.K_m)  # the whole map: every space shows
    pilot.advance(2)
    camera = table.camera
    floor = [c for c in table.dungeon.floor if c not in table.controls.lit.spaces and c != cell
             and layout.VIEWPORT.collidepoint(camera.cell_rect(c).center)
             and not layout.LOG.collidepoint(camera.cell_rect(c).center)]
    far = max(floor, key=lambda c: abs(c[0] - cell[0]) + abs(c[1] - cell[1]))
    x0, y0, x1, y1 = (round(v) for v in table.dungeon.bounds())
    void = next(c for c in ((x, y) for y in range(y0, y1) for x in range(x0, x1)) if c not in table.dungeon.floor
                and layout.VIEWPORT.collidepoint(camera.cell_rect(c).center)
                and not layout.LOG.collidepoint(camera.cell_rect(c).center))
    for target in (far, void):
        assert target not in table.controls.lit.spaces
        log, digest = len(table.match.log), state_hash(table.match.state)
        reason = _engine_reason(table.match, A.Move(hero, *target))
        pilot.app.toasts.items.clear()
        start = table.dungeon.figure_centre(cell)
        pilot.drag((int(start[0]), int(start[1])), camera.cell_rect(target).center)
        assert len(table.match.log) == log and state_hash(table.match.state) == digest
        errors = [t.text for t in pilot.app.toasts.items if t.kind == "error"]
        assert errors == [reason], (target, errors)
        assert table.spring is not None, "the hero springs back"
        pilot.advance(20)
        assert table.spring is None and tuple(table.view["heroes"][hero]["cell"]) == cell
    # and a drop that is fine still works afterwards
    assert UIPlayer(pilot, table).act(next(a for a in table.legal if isinstance(a, A.Move) and not a.power))
