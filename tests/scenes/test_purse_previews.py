"""Costs before commitment (issue 15 item 2): starting a Brawl or a Faction Action that draws a
card first shows what it will do (the engine's preview: cost, what moves, who is drawn in,
that dice or cards follow), then Do it or Cancel; a whisper, which Undo takes back, is done at
once and undone by Ctrl+Z."""
from __future__ import annotations

import pygame

from game.core.codec import to_data
from game.vault import actions as A
from game.vault import board
from scenes.vault import layout
from scenes.vault.table import VaultTable
from scenes.vault.words import describe
from tests.scenes.test_purse_vault import _table as seated
from tests.vault.helpers import put, start


def _table(pilot, m, seat: int = 0) -> VaultTable:
    table = seated(pilot, m, seat)
    table.reread()
    pilot.advance(1)
    return table


def _button(panel, label: str):
    return next(w for w in panel.ui.widgets if getattr(w, "label", None) == label)


def _brawl_ready():
    m = start(3, initiative=0)
    put(m, 0, board.slot(0), 2, 0, 0)
    put(m, 1, board.slot(0), 1, 0, 0)  # Bo shares the first Location: it is Contested
    return m


def _open_brawl(pilot, table) -> A.Fight:
    fight = next(a for a in table.legal if isinstance(a, A.Fight))
    pilot.click(*layout.place_rect(fight.place).center)
    pilot.advance(1)
    if table.popup is not None and any(getattr(w, "label", "") == describe(fight, table.view)
                                       for w in table.popup.ui.widgets) and "?" not in table.popup.question:
        pilot.click(*_button(table.popup, describe(fight, table.view)).rect.center)  # the place's menu
        pilot.advance(1)
    return fight


def test_starting_a_brawl_shows_who_is_drawn_in_and_that_dice_follow_then_cancel_changes_nothing(pilot):
    m = _brawl_ready()
    table = _table(pilot, m)
    before = to_data(m.state)
    fight = _open_brawl(pilot, table)
    assert table.popup is not None
    words = table.popup.question
    assert words.startswith(describe(fight, table.view) + "?")
    assert "Drawn in: Bo" in words and "Dice are rolled next: it cannot be undone." in words
    assert "Cost: nothing" in words
    assert to_data(m.state) == before  # shown, not done
    pilot.click(*_button(table.popup, "Cancel").rect.center)
    pilot.advance(1)
    assert table.popup is None and to_data(m.state) == before


def test_confirming_the_brawl_starts_it(pilot):
    m = _brawl_ready()
    table = _table(pilot, m)
    fight = _open_brawl(pilot, table)
    pilot.click(*_button(table.popup, describe(fight, table.view)).rect.center)
    pilot.advance(1)
    assert any(e.action == fight for e in m.log)


def test_a_faction_action_that_draws_a_card_shows_its_cost_first(pilot):
    m = start(3, initiative=2)
    assert m.state.seats[2].faction == "zhentarim"  # pay 4 gold to draw 1 Magic Item
    table = _table(pilot, m, seat=2)
    action = next(a for a in table.legal if isinstance(a, A.FactionAction))
    label = describe(action, table.view)
    assert label == "Faction Action"  # short on its button; the deal is in its tip and the question
    before = to_data(m.state)
    pilot.click(*_button(table.prompt, label).rect.center)
    pilot.advance(1)
    words = table.popup.question
    assert words.startswith("Faction Action: pay 4 gold to draw 1 Magic Item?")
    assert "Cost: 4 gold" in words and "Cards are drawn next" in words
    assert to_data(m.state) == before
    pilot.click(*_button(table.popup, label).rect.center)
    pilot.advance(1)
    assert any(e.action == action for e in m.log) and m.state.seats[2].gold == 6


def test_a_whisper_is_done_at_once_and_ctrl_z_takes_it_back(pilot):
    m = start(3, initiative=0)
    assert m.state.seats[0].rumors == 1  # the Xanathar's Initiative Rumor, in the log
    table = _table(pilot, m)
    whisper = next(a for a in table.legal if isinstance(a, A.Whisper))
    told = m.ask("preview", whisper)
    assert told["undoable"] and told["pays"] == {"rumors": 1} and len(told["watch"]) == 1
    before = to_data(m.state)
    table.consider(whisper)
    pilot.advance(1)
    assert table.popup is None and m.log[-1].action == whisper
    pilot.press(pygame.K_z, mod=pygame.KMOD_CTRL)
    pilot.advance(1)
    assert to_data(m.state) == before
