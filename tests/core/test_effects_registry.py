"""The effect registry every game's content effects go through (game/core/effects.py)."""
from __future__ import annotations

import pytest

from game.core.effects import Effects
from game.core.errors import ContentError, UnknownEffect


def registry(vocabulary=None) -> Effects:
    heal = Effects("power effect", vocabulary)

    @heal.handler("heal", "mend")
    def _heal(pool: list, n: int) -> str:
        pool.append(n)
        return "healed"

    return heal


def test_a_name_runs_its_handler():
    powers, pool = registry(), []
    assert powers["heal"](pool, 2) == "healed" and pool == [2]
    assert powers.run("mend", pool, 3) == "healed" and pool == [2, 3]
    assert powers["heal"] is powers["mend"]  # one function may handle several names


def test_names_and_membership():
    powers = registry()
    assert powers.names() == {"heal", "mend"}
    assert "heal" in powers and "cure" not in powers
    assert repr(powers) == "Effects('power effect': heal, mend)"


def test_an_unknown_name_is_a_content_error_naming_the_kind_and_the_known_names():
    powers = registry()
    with pytest.raises(UnknownEffect, match=r"no handler for power effect 'cure' \(known: heal, mend\)"):
        powers.run("cure", [], 1)
    with pytest.raises(ContentError):
        powers["cure"]
    with pytest.raises(ValueError):  # (callers that caught the old ValueError still do)
        powers[""]


def test_a_name_has_one_handler_given_by_the_decorator():
    powers = registry()
    with pytest.raises(ValueError, match="'heal' has two handlers"):
        powers.handler("heal")
    with pytest.raises(TypeError, match=r"@Effects.handler\('cure'\)"):
        powers["cure"] = print


def test_a_registry_is_its_own_kind():
    """Two registries with the same handlers are still two (equal only to themselves, hashable)."""
    a, b = registry(), registry()
    assert a != b and a == a and len({a, b}) == 2


def test_a_vocabulary_refuses_a_handler_for_a_name_it_does_not_know_and_lists_the_missing():
    powers = registry({"heal": "n", "mend": "n", "cure": None})
    assert powers.missing() == ["cure"]
    with pytest.raises(ValueError, match="power effect 'blink' is not in the content vocabulary"):
        powers.handler("blink")
    assert registry().missing() == []  # no vocabulary: nothing is known to be missing
