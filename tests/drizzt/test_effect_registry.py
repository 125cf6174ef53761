"""Every effect Legend of Drizzt content names has a handler in the registry of its kind, and every
handler is named by some content: a dead handler fails here as surely as a missing one.

The kinds: a power's `effect`, its `hit` and `miss` lists, a treasure's `effect` (used in the hero
phase), an event's, hazard's or trap's `effect`, and each tactic line's condition and action
(monsters, villains, and the objects destroy_item adventures place). Settings and curses are not
dispatched: each is read where the number it changes is worked out (tests/drizzt/test_effects.py
checks the engine reads exactly their vocabulary)."""
from __future__ import annotations

import pytest

from game.core.errors import UnknownEffect
from game.drizzt import content as C, effects, rules, tactics  # noqa: F401 (rules: every handler registered)

REGISTRIES = {"power": effects.POWER, "hit": effects.HIT, "miss": effects.MISS, "treasure": effects.ITEM,
              "encounter": effects.ENCOUNTER, "tactic condition": tactics.CONDITIONS,
              "tactic action": tactics.ACTIONS}


def named(content) -> dict[str, dict[str, str]]:
    """Kind -> {effect name -> the first content item naming it}."""
    out: dict[str, dict[str, str]] = {kind: {} for kind in REGISTRIES}

    def see(kind: str, effect: str, where: str) -> None:
        out[kind].setdefault(C.effect_name(effect), where)

    for p in content.powers.values():
        if p.effect:
            see("power", p.effect, f"power {p.id}")
        for e in p.hit:
            see("hit", e, f"power {p.id} (hit)")
        for e in p.miss:
            see("miss", e, f"power {p.id} (miss)")
    for t in content.treasures.values():
        see("treasure", t.effect, f"treasure {t.id}")
    for e in content.encounters.values():
        if e.kind in ("event", "hazard", "trap"):  # settings and curses are read, not dispatched
            see("encounter", e.effect, f"{e.kind} {e.id}")
    for m in [*content.monsters.values(), *content.objects.values()]:
        for line in m.tactics:
            if line.cond:
                see("tactic condition", line.cond, f"monster {m.id}")
            see("tactic action", line.action, f"monster {m.id}")
    return out


@pytest.fixture(scope="module")
def used():
    return named(C.load())


@pytest.mark.parametrize("kind", sorted(REGISTRIES))
def test_every_effect_content_names_has_a_handler(kind, used):
    registry = REGISTRIES[kind]
    unhandled = {name: where for name, where in used[kind].items() if name not in registry}
    assert not unhandled, f"{registry.kind}s with no handler: {unhandled}"


@pytest.mark.parametrize("kind", sorted(REGISTRIES))
def test_every_handler_is_named_by_some_content(kind, used):
    dead = sorted(REGISTRIES[kind].names() - set(used[kind]))
    assert not dead, f"{REGISTRIES[kind].kind} handlers no content names: {dead}"


@pytest.mark.parametrize("kind", sorted(REGISTRIES))
def test_the_handlers_are_the_vocabulary(kind):
    """The content vocabulary (what content files are checked against when loaded) and the
    handlers name the same effects: a handler for an unknown name is refused at import, and none
    of the vocabulary is missing."""
    registry = REGISTRIES[kind]
    assert registry.missing() == []
    assert registry.names() == set(registry.vocabulary)


def test_the_vocabulary_tables_are_those_content_is_checked_against():
    assert effects.POWER.vocabulary is C.POWER_EFFECTS and effects.ITEM.vocabulary is C.TREASURE_EFFECTS
    assert effects.HIT.vocabulary is C.HIT_EFFECTS and effects.MISS.vocabulary is C.MISS_EFFECTS
    assert set(effects.ENCOUNTER.vocabulary) == {n for k in ("event", "hazard", "trap") for n in C.ENCOUNTER_EFFECTS[k]}
    assert tactics.CONDITIONS.vocabulary is C.TACTIC_CONDITIONS
    assert set(tactics.ACTIONS.vocabulary) == set(C.TACTIC_ACTIONS) | {"idle"}  # idle: objects, made by the engine


def test_an_unknown_effect_is_refused_with_its_kind():
    with pytest.raises(UnknownEffect, match=r"no handler for power effect 'fly' \(known: "):
        effects.power_effect(None, 0, 0, "fly:2")
    with pytest.raises(UnknownEffect, match="no handler for tactic action 'dance'"):
        tactics._Line(C.Tactic(cond="", action="dance"), "A bear")
