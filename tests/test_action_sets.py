"""Actions that take a set (`Unordered`): any order given is stored sorted, so the action
compares, hashes, prints, parses and saves the same whatever order it was built in (issue 13)."""
from __future__ import annotations

import dataclasses
from itertools import permutations

import pytest

from game import registry
from game.core.protocol import ActionCodec, Unordered


def _set_classes():
    for game_id in ("vault", "drizzt"):
        rules = registry.get(game_id).rules()
        for cls in rules.ACTIONS:
            if issubclass(cls, Unordered):
                yield game_id, cls


def test_every_set_field_names_a_field():
    found = {cls.__name__ for _, cls in _set_classes()}
    assert {"Attack", "Cancel", "LevelUp", "Gather", "FactionAction", "Keep"} <= found
    for _, cls in _set_classes():
        assert cls.sets and set(cls.sets) <= {f.name for f in dataclasses.fields(cls)}


@pytest.mark.parametrize("game_id, cls", list(_set_classes()), ids=lambda x: getattr(x, "__name__", x))
def test_any_order_is_one_action_in_every_form(game_id, cls):
    """Every permutation of a set field gives an equal action with the same hash, str, JSON; and
    the str and the JSON read back to it."""
    codec = ActionCodec(registry.get(game_id).rules().ACTIONS)
    base = {f.name: 0 if str(f.type) == "int" else "x" for f in dataclasses.fields(cls) if f.name not in cls.sets}
    made = [cls(**base, **{n: p for n in cls.sets}) for p in permutations(("c", "a", "b"))]
    first = made[0]
    for action in made:
        assert action == first and hash(action) == hash(first)
        assert all(getattr(action, n) == ("a", "b", "c") for n in cls.sets)
        assert str(action) == str(first) and action.to_json() == first.to_json()
    assert codec.decode(first.to_json()) == first
    assert codec.decode({**first.to_json(), **{n: ["b", "c", "a"] for n in cls.sets}}) == first
    assert codec.parse(str(first)) == first


def test_a_multiset_keeps_its_repeats():
    """Two copies of one card in a set stay two (an XP pile may hold two cards of one monster)."""
    from game.drizzt.actions import Cancel

    assert Cancel(("orc", "bear", "orc")).cards == ("bear", "orc", "orc")
