"""The effect vocabulary's handlers (game/draft/effects.py): one for each `do` of the content's
vocabulary, each used by some card or quest, each doing what the contract's table says."""
from __future__ import annotations

import pytest

from game.draft import effects
from game.draft.content import Effect, load
from game.draft.content_schema import EFFECTS as VOCABULARY
from tests.draft.helpers import cards, draft_round, in_play, start


def _used() -> set[str]:
    c = load()
    abilities = [x.ability for x in c.cards.values()] + [q.ability for q in c.quests.values()]
    return {e.do for a in abilities if a is not None for e in a.effects}


def test_every_name_of_the_vocabulary_has_a_handler_and_is_used():
    assert effects.EFFECTS.missing() == [] and set(effects.EFFECTS) == set(VOCABULARY)
    assert _used() == set(VOCABULARY)


def test_a_name_outside_the_vocabulary_is_refused():
    with pytest.raises(ValueError):
        effects.EFFECTS.handler("steal_gold")


@pytest.fixture
def m():
    m = start(2, quests=False)
    draft_round(m)
    in_play(m, 0, *cards("hero", cls="mage")[:3], cards("hero", cls="rogue")[0])
    return m


@pytest.mark.parametrize("do, cls, field, expected", [
    ("gain_gold", "", "gold", 9 + 2),
    ("gain_xp", "", "xp_tokens", 2),
    ("gain_gold_per_class", "mage", "gold", 9 + 2 * 3),
    ("gain_xp_per_class", "rogue", "xp_tokens", 2 * 1),
    ("xp_per_class", "mage", "xp_tokens", 2 * 3),
    ("xp_per_card", "", "xp_tokens", 2 * 4),
    ("attack", "", "attack_bonus", 2),
    ("attack_per_class", "mage", "attack_bonus", 2 * 3),
    ("discount", "", "discount", 2),
    ("income", "", "income_bonus", 2),
])
def test_each_effect_does_what_the_table_says(m, do, cls, field, expected):
    effects.resolve(m.state, 0, [Effect(do, 2, cls)], "a test")
    assert getattr(m.state.seats[0], field) == expected


def test_a_discount_never_takes_a_price_below_zero(m):
    from game.draft import area

    effects.resolve(m.state, 0, [Effect("discount", 9)])
    assert area.price(m.state, 0, cards("hero", cost=lambda c: c >= 3)[0]) == 0


def test_end_of_game_effects_value_the_play_area(m):
    assert effects.end_xp(m.state, 0, [Effect("xp_per_class", 1, "mage"), Effect("xp_per_card", 2)]) == 3 + 2 * 4
