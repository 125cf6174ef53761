"""Costs before commitment at the Vault table (issue 15 item 2): the hire picker and the door
picker show the price and the purse as the counts change, and a + that would overrun the purse
refuses, saying why by the button."""
from __future__ import annotations

from game.vault import actions as A
from game.vault import board
from scenes.vault.table import VaultTable
from tests.vault.helpers import put, start


def _table(pilot, m, seat: int = 0) -> VaultTable:
    table = VaultTable(pilot.app, match=m)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    while table.driver.human_to_act() != seat:  # lift the hand-off curtain
        pilot.click(960, 540)
        pilot.advance(1)
    return table


def _plus(picker, klass: int):
    return picker.plus_buttons[klass]


def test_the_hire_picker_refuses_a_follower_the_purse_cannot_pay_and_says_why(pilot):
    m = start(3, initiative=0)
    m.state.seats[0].gold = 13  # by hand: the 13 gold, a full supply (19 gold of Followers)
    table = _table(pilot, m)
    table.open_hire()
    picker = table.picker
    for klass in (0, 0, 0, 1, 1, 1, 2, 2, 2):  # click + as a person would, Fighters first
        pilot.click(*_plus(picker, klass).rect.center)
        pilot.advance(1)
    assert picker.cost <= 13, picker.counts
    assert picker.counts == (4, 3, 1)  # 4 + 6 + 3 = 13 gold: a second Wizard would make 16
    assert picker.refusal.showing and "Not enough gold" in picker.refusal.text
    assert "your purse holds 13" in picker.refusal.text and "(VD-" not in picker.refusal.text
    note_x, note_y = picker.refusal.pos
    assert _plus(picker, 2).rect.collidepoint(note_x, note_y + 1)  # by the button that refused
    assert picker.price.cost(picker.counts) == "Cost 13 gold"
    assert picker.price.left(picker.counts) == "Purse 13 gold: 0 left"
    assert "Not enough gold" in _plus(picker, 2).tooltip
    lit = table.hire_targets()
    assert lit, "the counts the picker allows are a hire some place takes"


def test_every_count_the_hire_picker_allows_is_one_the_engine_would_hire(pilot):
    m = start(3, initiative=0)
    m.state.seats[0].gold = 5
    table = _table(pilot, m)
    table.open_hire()
    picker = table.picker
    legal = {(a.fighters, a.rogues, a.wizards) for a in table.legal if isinstance(a, A.Hire)}
    for klass in (2, 2, 1, 1, 0, 0, 0):
        pilot.click(*_plus(picker, klass).rect.center)
        pilot.advance(1)
        assert picker.counts in legal, picker.counts
    assert picker.price.refuse(picker.counts) == ""


def test_the_door_picker_shows_the_price_and_starts_at_what_the_purse_pays(pilot):
    m = start(3, initiative=0)
    put(m, 0, board.YP, 3, 1, 0)
    m.state.seats[0].gold = 2  # the gold door costs 1 gold per Follower: two may go in
    table = _table(pilot, m)
    table.reread()
    table.click_door("gold")
    picker = table.picker
    assert table.picker_kind == "enter" and picker.title == "The gold door: 1 gold each"
    assert sum(picker.counts) == 2
    assert picker.price.cost(picker.counts) == "Cost 2 gold"
    assert picker.price.left(picker.counts).startswith("Left: 0 gold")
    pilot.click(*_plus(picker, 1 if picker.counts[1] == 0 else 0).rect.center)
    pilot.advance(1)
    assert sum(picker.counts) == 2  # a third Follower would cost 3 gold: refused
    assert picker.refusal.showing and "1 gold per Follower" in picker.refusal.text
    pilot.advance(1)
    before = len(m.log)
    pilot.click(*picker.confirm_button.rect.center)
    pilot.advance(1)
    entered = [e.action for e in m.log[before:] if isinstance(e.action, A.Enter)]
    assert len(entered) == 1 and entered[0].fighters + entered[0].rogues == 2


def test_the_engine_previews_an_action_without_changing_the_game():
    m = start(3, initiative=0)
    put(m, 0, board.YP, 2, 0, 0)
    m.state.seats[0].gold = 4
    entry = next(a for a in m.legal_actions() if isinstance(a, A.Enter) and a.entrance == "gold")
    before = m.view(0)
    told = m.ask("preview", entry)
    assert m.view(0) == before
    assert told["pays"] == {"gold": entry.fighters} and told["then"] and not told["undoable"]
    refused = m.ask("preview", A.Enter("gold", 9, 0, 0))
    assert "refused" in refused
