"""Decks: draws as chance, discards, reshuffles, removal; no card is ever lost or made."""
import random
from collections import Counter

import pytest

from game.core.deck import Deck
from game.core.errors import IllegalAction
from game.core.protocol import Draw

CARDS = ["a"] * 5 + ["b"] * 3 + ["c", "d", "e"]


def test_forced_order_is_drawn_first():
    deck = Deck.of("t", CARDS, order=["e", "a"])
    spec = deck.draw_spec(3)
    draw = spec.sample(random.Random(1))
    assert draw.cards[:2] == ("e", "a")
    with pytest.raises(IllegalAction, match="top of the t deck"):
        deck.take(Draw("t", ("a", "e", "b")), 3)
    assert deck.take(draw, 3) == list(draw.cards)
    assert len(deck) == len(CARDS) - 3


def test_draw_of_a_card_not_in_the_deck_is_refused_and_changes_nothing():
    deck = Deck.of("t", CARDS)
    before = (list(deck.pile), list(deck.top), list(deck.discard))
    with pytest.raises(IllegalAction, match="z is not in the t deck"):
        deck.take(Draw("t", ("z",)), 1)
    assert (deck.pile, deck.top, deck.discard) == before


def test_discard_is_reshuffled_when_the_pile_runs_dry():
    deck = Deck.of("t", ["a", "b"])
    deck.take(Draw("t", ("a", "b")), 2)
    deck.put_discard("a")
    deck.put_discard("b")
    assert len(deck) == 0
    spec = deck.draw_spec(1)
    assert spec.size == 1
    drawn = deck.take(spec.sample(random.Random(0)), 1)
    assert deck.reshuffles == 1
    assert Counter(drawn + deck.pile) == Counter(["a", "b"]) and deck.discard == []


def test_pile_must_run_out_before_the_discard_is_used():
    deck = Deck.of("t", ["a", "b", "c"])
    deck.take(Draw("t", ("a", "b")), 2)
    deck.put_discard("a")
    with pytest.raises(IllegalAction, match="rest of the t deck"):
        deck.take(Draw("t", ("a", "a")), 2)
    assert deck.take(Draw("t", ("c", "a")), 2) == ["c", "a"]  # the pile's last card, then the reshuffle


def test_removed_cards_never_come_back():
    deck = Deck.of("t", ["a", "b"])
    deck.take(Draw("t", ("a",)), 1)
    deck.remove_from_play("a")
    deck.take(Draw("t", ("b",)), 1)
    deck.put_discard("b")
    assert deck.take(deck.draw_spec(1).sample(random.Random(0)), 1) == ["b"]
    assert deck.draw_spec(1).size == 0


def test_conservation_over_ten_thousand_random_operations():
    rng = random.Random(42)
    deck = Deck.of("t", CARDS, order=["c"])
    hand: list[str] = []
    total = Counter(CARDS)
    for _ in range(10_000):
        op = rng.random()
        if op < 0.5:
            count = rng.randint(1, 4)
            spec = deck.draw_spec(count)
            hand += deck.take(spec.sample(rng), count)
        elif hand and op < 0.95:
            deck.put_discard(hand.pop(rng.randrange(len(hand))))
        elif hand:
            deck.remove_from_play(hand.pop(rng.randrange(len(hand))))
        assert deck.all_cards() + Counter(hand) == total
    assert deck.reshuffles > 10


def test_cards_put_under_the_deck_come_after_the_pile_and_before_the_reshuffle():
    deck = Deck.of("t", ["a", "b"])
    deck.take(Draw("t", ("a",)), 1)
    deck.put_bottom("a")
    deck.put_discard("x")
    with pytest.raises(IllegalAction, match="after the t deck's pile comes a"):
        deck.take(Draw("t", ("b", "x")), 2)
    assert deck.draw_spec(3).sample(random.Random(1)).cards == ("b", "a", "x")
    assert deck.take(Draw("t", ("b", "a", "x")), 3) == ["b", "a", "x"]
    assert len(deck) == 0 and deck.reshuffles == 1


def test_drawing_one_card_picks_as_a_uniform_sample_of_the_sorted_pile():
    """The one-card draw takes its own quick way, yet picks the very card (and leaves the random
    generator in the very state) a general sample of the sorted pile would: seeded games replay."""
    import random

    from game.core.chance import DrawSpec

    for n in (1, 2, 7, 21, 22, 60):
        pile = tuple(f"card{i:02d}" for i in reversed(range(n)))  # not in order: the draw sorts
        for seed in range(20):
            quick, general = random.Random(seed), random.Random(seed)
            drawn = DrawSpec("deck", 1, (), pile, ("old",)).sample(quick)
            assert drawn.cards == tuple(general.sample(sorted(pile), 1))
            assert quick.random() == general.random()
