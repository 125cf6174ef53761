"""A set is a set (issue 13): the Locations a gather-Move names (VD-YP-05, AMB-08), the
Locations Bregan D'aerthe's Action names (VD-FACT-12, AMB-32) and the cards kept from a draw
(VD-DRAW-02) are accepted in any order and stored in one canonical order."""
from __future__ import annotations

from game.vault.actions import Decline, FactionAction, Gather, Keep, Move, TakeGold
from tests.vault.helpers import put, start


def test_a_gather_names_its_locations_in_any_order():
    """VD-YP-05, AMB-08: the gather-Move from s7 and s5 is the gather from s5 and s7."""
    m = start(2)
    put(m, 0, "yp", fighters=1)
    put(m, 0, "s5", rogues=1)
    put(m, 0, "s7", wizards=2)
    m.act(Move("yp", "s2", fighters=1))
    m.act(TakeGold())
    assert Gather(("s7", "s5")) == Gather(("s5", "s7")) and Gather(("s7", "s5")) in m.legal_actions()
    m.act(Gather(("s7", "s5")))
    assert m.state.followers[0] == {"s2": [1, 0, 0], "yp": [0, 1, 2]}
    assert m.log[-1].action.sources == ("s5", "s7")


def test_bregan_names_its_two_locations_in_any_order():
    """VD-FACT-12, AMB-32: Bregan D'aerthe's Action from s4 and s0 is the one from s0 and s4."""
    m = start(4, initiative=3)
    m.act(Decline())
    put(m, 3, "s0", fighters=1)
    put(m, 3, "s4", rogues=2)
    assert FactionAction(("s4", "s0"), "s5") in m.legal_actions()
    m.act(FactionAction(("s4", "s0"), "s5"))
    assert m.state.followers[3] == {"s5": [1, 2, 0]}
    assert m.log[-1].action.places == ("s0", "s4")


def test_kept_cards_are_a_set():
    """VD-DRAW-02: the cards kept are one choice whatever order they are named in."""
    assert Keep(("ring_of_valor", "flametongue")) == Keep(("flametongue", "ring_of_valor"))
    assert Keep(("ring_of_valor", "flametongue")).cards == ("flametongue", "ring_of_valor")
    assert hash(Keep(("b", "a"))) == hash(Keep(("a", "b")))
