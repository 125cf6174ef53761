"""Dice kinds: fair faces, the casualty die's skulls, chance sampling."""
import random
from collections import Counter

import pytest

from game.core.chance import RollSpec
from game.core.dice import CASUALTY, DICE, Die, die, register
from game.core.errors import IllegalAction
from game.core.protocol import Roll

# Chi-square critical values at p = 0.001 by degrees of freedom.
CRITICAL_001 = {1: 10.83, 2: 13.82, 3: 16.27, 5: 20.52, 7: 24.32, 9: 27.88, 11: 31.26, 19: 43.82}
ROLLS = 60_000


def chi_square(counts: Counter, expected: dict) -> float:
    return sum((counts[v] - e) ** 2 / e for v, e in expected.items())


@pytest.mark.parametrize("kind", sorted(DICE))
def test_sixty_thousand_seeded_rolls_are_fair(kind):
    d = die(kind)
    spec = RollSpec((kind,))
    rng = random.Random(f"chi:{kind}")
    counts = Counter(spec.sample(rng).values[0] for _ in range(ROLLS))
    faces = Counter(d.faces)
    expected = {v: ROLLS * n / d.sides for v, n in faces.items()}
    assert set(counts) == set(expected)
    assert chi_square(counts, expected) < CRITICAL_001[len(expected) - 1]


def test_standard_dice_have_faces_one_to_n():
    for n in (4, 6, 8, 10, 12, 20):
        assert DICE[f"d{n}"].faces == tuple(range(1, n + 1))


def test_casualty_die_shows_zero_zero_one_one_one_two_skulls():
    assert sorted(CASUALTY.faces) == [0, 0, 1, 1, 1, 2]
    assert CASUALTY.values == (0, 1, 2)


def test_roll_spec_refuses_impossible_values():
    spec = RollSpec(("d6", "casualty"), "test")
    assert spec.check(Roll(("d6", "casualty"), (6, 2)))
    with pytest.raises(IllegalAction, match="cannot show 7"):
        spec.check(Roll(("d6", "casualty"), (7, 0)))
    with pytest.raises(IllegalAction, match="cannot show 3"):
        spec.check(Roll(("d6", "casualty"), (1, 3)))
    with pytest.raises(IllegalAction, match="one value"):
        spec.check(Roll(("d6", "casualty"), (1,)))
    with pytest.raises(IllegalAction, match="expected a roll"):
        spec.check(Roll(("d8",), (1,)))


def test_unknown_die_names_the_known_ones():
    with pytest.raises(ValueError, match="d20"):
        die("d7")


def test_custom_dice_register_once():
    odd = Die("test_odd", (1, 3, 5), "odd die")
    assert register(odd) is odd
    assert register(Die("test_odd", (1, 3, 5), "odd die")) == odd
    with pytest.raises(ValueError):
        register(Die("test_odd", (2, 4), "even"))


def test_a_one_die_roll_samples_and_checks_as_any_roll_does():
    """The one-die roll takes a quick way, with the same value from the same generator, and the
    same refusals (a face the die does not have, the wrong die, two values for one die)."""
    from game.core.errors import IllegalAction
    from game.core.protocol import Roll

    spec = RollSpec(("d20",), "test")
    for seed in range(30):
        quick, plain = random.Random(seed), random.Random(seed)
        assert spec.sample(quick).values == (die("d20").roll(plain),)
        assert quick.random() == plain.random()
    assert spec.check(Roll(("d20",), (20,))) == Roll(("d20",), (20,))
    for bad in (Roll(("d20",), (21,)), Roll(("d6",), (3,)), Roll(("d20",), (3, 4)), Roll(("d20",), ())):
        with pytest.raises(IllegalAction):
            spec.check(bad)
