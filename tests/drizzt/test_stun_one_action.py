"""A stunned hero gets one action, whatever gives it (LD-COND-02, G-13): a free movement power
(Folded Step, LD-PWR-05) or a free movement treasure (Tailwind, LD-TRS-04) is that one action for a
stunned hero, before or after an attack; a hero that is not stunned keeps them on top of its
two actions (LD-HERO-04); a stun cured mid-phase gives the rest of the turn back (LD-COND-04)."""
from __future__ import annotations

import pytest

from game.core.codec import to_data
from game.core.errors import IllegalAction
from game.drizzt.actions import Attack, Move, UseItem
from tests.drizzt.helpers import hero_at, monster, roll
from tests.drizzt.rulekit_iv import begin, legal, spaces


def _wizard(stunned: bool, items: list[str] | None = None):
    """Ilyndra (Folded Step: a free move of up to 3) on the start tile, a bear two spaces off within
    Arcane Dart's range, her friend out of the way."""
    m = begin("ilyndra", "thalia", items={0: list(items or [])})
    hero_at(m, 0, (1, 1))
    hero_at(m, 1, (3, 3))
    m.state.heroes[0].stunned = stunned
    bear = monster(m, "cave_bear", (1, 3), holder=1)
    return m, bear


def _card_moves(m, card: str) -> list:
    return [a for a in legal(m, Move) if a.power == card]


def _refused_unchanged(m, action) -> str:
    """Apply an illegal action: it is refused with a reason and the state is untouched."""
    before = to_data(m.state)
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    assert to_data(m.state) == before
    return str(err.value)


@pytest.mark.parametrize("card, items", [("folded_step", []), ("tailwind", ["tailwind"])])
def test_a_stunned_hero_that_attacked_has_no_free_move_left(card, items):
    """LD-COND-02, G-13 (with LD-PWR-05 / LD-TRS-04): after a stunned hero's attack, a free
    movement card is not offered, and playing it anyway is refused with the state unchanged."""
    m, bear = _wizard(stunned=True, items=items)
    assert _card_moves(m, card)
    m.act(Attack(0, "arcane_dart", (bear.uid,)))
    roll(m, 1)
    assert _card_moves(m, card) == []
    assert not legal(m, Move) and not legal(m, Attack)
    reason = _refused_unchanged(m, Move(0, 2, 1, card))
    assert "stunned" in reason


@pytest.mark.parametrize("card, items", [("folded_step", []), ("tailwind", ["tailwind"])])
def test_a_stunned_hero_free_move_is_its_one_action(card, items):
    """LD-COND-02, G-13: a stunned hero that moves with a free movement card has spent its one
    action: no attack, no ordinary move, no second card move."""
    m, bear = _wizard(stunned=True, items=items)
    m.act(Move(0, 2, 1, card))
    assert m.state.turn.moves == 1
    assert not legal(m, Attack) and not legal(m, Move)
    _refused_unchanged(m, Attack(0, "arcane_dart", (bear.uid,)))
    _refused_unchanged(m, Move(0, 1, 1))


@pytest.mark.parametrize("card, items", [("folded_step", []), ("tailwind", ["tailwind"])])
def test_a_hero_not_stunned_moves_freely_on_top_of_two_actions(card, items):
    """LD-HERO-04 with LD-PWR-05 / LD-TRS-04: without a stun, the free movement card costs no
    action: after an attack and a move it is still offered, and after it the hero still has both."""
    m, bear = _wizard(stunned=False, items=items)
    m.act(Move(0, 2, 1, card))
    assert m.state.turn.moves == 0
    assert legal(m, Attack) and spaces(m)

    m, bear = _wizard(stunned=False, items=items)
    m.act(Attack(0, "arcane_dart", (bear.uid,)))
    roll(m, 1)
    m.act(Move(0, 2, 1))
    assert not spaces(m) and _card_moves(m, card)


def test_a_stunned_hero_that_moved_with_a_card_and_was_cured_may_still_attack():
    """LD-COND-04 with G-13: the free move counted as the stunned hero's move; cured, the hero has
    its full turn back, so the attack is there, and nothing more after it."""
    m, bear = _wizard(stunned=True, items=["antidote_flask"])
    m.act(Move(0, 2, 1, "folded_step"))
    m.act(UseItem(0, "antidote_flask"))
    assert not m.state.heroes[0].stunned
    assert legal(m, Attack)
    m.act(Attack(0, "arcane_dart", (bear.uid,)))
    roll(m, 1)
    assert not spaces(m) and not legal(m, Attack)


def test_every_free_movement_card_is_covered_here():
    """The cards above are every free movement power and treasure in our content: a new one must
    join the stun tests (LD-COND-02 with LD-PWR-05 / LD-TRS-04)."""
    from game.drizzt.content import load, split_effect

    cards = load()
    free_moves = {c.id for c in [*cards.powers.values(), *cards.treasures.values()]
                  if c.use == "free" and split_effect(c.effect)[0] == "move"}
    assert free_moves == {"folded_step", "tailwind"}
