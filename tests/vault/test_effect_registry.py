"""Every effect Vault of Dragons content names has a handler in each registry of the moment it is
played in (game/vault/effects.py), and every handler is named by some content: a dead handler
fails here as surely as a missing one.

A card's `effect` is played at its `when`: in a Fight (what it offers, what it needs, what it
does), while suffering Casualties (offers, does), on your turn (offers, checks, does) or when
drawing cards; a card ignoring a Casualty die is also played in a Brawl, so the Fight registries
handle it too. A Faction's `initiative` has its own registry."""
from __future__ import annotations

import pytest

from game.core.errors import UnknownEffect
from game.vault import content as C, effects, rules  # noqa: F401 (rules: every module that plays a card)

MOMENTS = {  # a card's `when` -> the registries of that moment
    "fight": (effects.FIGHT_PLAYS, effects.FIGHT_NEEDS, effects.FIGHT),
    "casualties": (effects.CASUALTY_PLAYS, effects.CASUALTY),
    "turn": (effects.TURN_PLAYS, effects.TURN_CHECK, effects.TURN),
    "draw": (effects.DRAW,),
}
IN_A_BRAWL = {"ignore_casualty_die"}  # casualty cards played in a Brawl too (on a rival's Casualty die)
CARD_REGISTRIES = [r for regs in MOMENTS.values() for r in regs]
ALL = {f"{r.kind} ({name})": r for name, r in vars(effects).items() if isinstance(r, effects.Effects)}


@pytest.fixture(scope="module")
def content():
    return C.load()


def test_every_registry_is_checked_here():
    assert set(ALL.values()) == {*CARD_REGISTRIES, effects.INITIATIVE}


def test_every_card_effect_has_a_handler_for_its_moment(content):
    unhandled = [f"{card.id}: {card.effect} ({registry.kind})" for card in content.cards.values()
                 for registry in MOMENTS[card.when] if card.effect not in registry]
    unhandled += [f"{card.id}: {card.effect} ({registry.kind})" for card in content.cards.values()
                  if card.effect in IN_A_BRAWL for registry in MOMENTS["fight"] if card.effect not in registry]
    assert not unhandled


def test_every_card_handler_is_named_by_a_card_of_its_moment(content):
    for when, registries in MOMENTS.items():
        named = {c.effect for c in content.cards.values() if c.when == when}
        if when == "fight":
            named |= {c.effect for c in content.cards.values() if c.effect in IN_A_BRAWL}
        for registry in registries:
            assert registry.names() == named, f"{registry.kind}: dead {sorted(registry.names() - named)}, " \
                                              f"missing {sorted(named - registry.names())}"


def test_every_initiative_has_a_handler_and_every_handler_a_faction(content):
    assert {f.initiative for f in content.factions.values()} == effects.INITIATIVE.names()


@pytest.mark.parametrize("name", sorted(ALL))
def test_the_handlers_are_the_vocabulary(name):
    """The content vocabulary (content.CARD_EFFECTS, INITIATIVE_HANDLERS: what files are checked
    against when loaded) and the handlers name the same effects."""
    registry = ALL[name]
    assert registry.missing() == [] and registry.names() == set(registry.vocabulary)


def test_a_card_plays_in_a_brawl_when_it_has_a_fight_handler():
    assert {n for n, when in C.CARD_EFFECTS.items() if when != "fight" and n in effects.FIGHT} == IN_A_BRAWL


def test_an_unknown_effect_is_refused_with_its_kind():
    with pytest.raises(UnknownEffect, match="no handler for turn card 'fly'"):
        effects.TURN["fly"](None, 0, None, None)
