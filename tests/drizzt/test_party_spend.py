"""The quick test of whether the party can spend experience (party.can_spend, LD-ENC-02, G-09)
agrees with the sets it could spend, for every pile of experience cards up to five cards."""
from __future__ import annotations

from itertools import combinations_with_replacement

from game.drizzt import party
from game.drizzt.content import load
from game.drizzt.state import State


def test_can_spend_is_whether_any_set_is_offered_G_09():
    cards = sorted(load().monsters)
    state = State.__new__(State)
    seen = {True: 0, False: 0}
    for size in range(6):
        for pile in combinations_with_replacement(cards[::3], size):
            state.xp = {"0": list(pile)}
            offered = bool(party.spend_options(state, "0"))
            assert party.can_spend(state, "0") == offered, pile
            seen[offered] += 1
    assert seen[True] and seen[False]
    state.xp = {}
    assert not party.can_spend(state, "1")
