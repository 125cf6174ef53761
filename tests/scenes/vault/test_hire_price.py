"""The hire picker shows the engine's price: a Zhentarim seat holding the Initiative pays its
gold off the first Hire (VD-HIRE-02 with the Zhentarim Initiative), and the picker says so."""
from __future__ import annotations

from game.vault import actions as A
from scenes.vault.prompt import hire_tip
from scenes.vault.table import VaultTable
from tests.vault.helpers import start


def _zhentarim_first():
    """Three people; the Zhentarim (seat 2) won the opening roll and hires first."""
    m = start(3, initiative=2)
    assert m.state.seats[2].faction == "zhentarim" and m.to_act() == 2
    return m


def test_the_view_prices_every_hire_as_the_engine_checks_it():
    m = _zhentarim_first()
    own = m.view(2)["players"][2]
    assert own["hire_discount"] == 2 and own["hire_prices"] == [1, 2, 3]
    costs = {(f, r, w): gold for f, r, w, gold in own["hire_costs"]}
    assert costs[(1, 0, 0)] == 0 and costs[(1, 0, 1)] == 2 and costs[(0, 2, 1)] == 5
    assert "hire_costs" not in m.view(2)["players"][0]  # a seat's own prices only
    m.state.seats[2].gold, m.state.seats[2].supply = 1, [1, 0, 1]  # by hand: 1 gold, a Fighter and a Wizard
    costs = {(f, r, w): gold for f, r, w, gold in m.view(2)["players"][2]["hire_costs"]}
    assert costs == {(1, 0, 0): 0, (0, 0, 1): 1, (1, 0, 1): 2}
    legal = {(a.fighters, a.rogues, a.wizards) for a in m.legal_actions() if isinstance(a, A.Hire)}
    assert legal == {(1, 0, 0), (0, 0, 1)}  # the price the rules charge is the price shown


def test_a_zhentarim_seats_hire_picker_shows_the_discounted_price(pilot):
    m = _zhentarim_first()
    table = VaultTable(pilot.app, match=m)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    while table.driver.human_to_act() != 2:  # lift the hand-off curtain
        pilot.click(960, 540)
        pilot.advance(1)
    table.open_hire()
    picker = table.picker
    assert picker is not None and picker.counts == (1, 0, 0)
    assert picker.cost == 0 and "for 0 gold (2 gold off)" in picker.summary
    picker.bump(2, 1)  # one Fighter and one Wizard: 4 gold, 2 off
    assert picker.cost == 2 and picker.summary.endswith("for 2 gold (2 gold off)")
    pilot.advance(1)  # and it draws
    assert hire_tip(table.view["players"][2]).startswith("Fighter 1, Rogue 2, Wizard 3 gold (2 gold off this Hire)")


def test_without_a_discount_the_picker_shows_the_printed_price(pilot):
    m = start(3, initiative=0)
    table = VaultTable(pilot.app, match=m)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    while table.driver.human_to_act() != 0:
        pilot.click(960, 540)
        pilot.advance(1)
    table.open_hire()
    table.picker.bump(2, 1)
    assert table.picker.cost == 4 and table.picker.summary.endswith("for 4 gold")
