"""Setting up (DV-DECK, DV-SET, DV-ORD): the two decks, the champions, the starting hands, the
start-of-game abilities and the turn-order roll-off with abilities and rerolls of the tied only."""
from collections import Counter

import pytest

from game.core.common_actions import Pass, Pick
from game.core.errors import SetupError
from game.core.match import Match
from game.dragonvault.content import deck_list, side_list
from tests.dragonvault.helpers import C, act, draw, owed, roll, start


def test_the_adventure_deck_and_the_side_deck():
    """DV-DECK-01, DV-DECK-02, DV-DECK-03, DV-DECK-04, DV-DECK-05, DV-DECK-07, DV-DECK-09, G-01: the cards
    split in two piles by our catalogue (G-01: the content is ours, as data; DV-DECK-05: the deck list is
    the content's, so the first edition's missing list does not matter): the adventure deck face down and
    unordered, the side deck with the spares and every unused champion, and one discard pile, empty."""
    m = start(3, ("avadel", "radin", "vorix"), first=0)
    s = m.state
    assert sorted(s.adventure.pile) == sorted(deck_list(C, 3)) and not s.adventure.top  # shuffled: no known order
    v = m.view(1)
    assert v["deck_count"] == len(deck_list(C, 3)) and v["discard"] == []
    side = Counter(side_list(C, 3)) - Counter({"food": 3, "gold_coins": 6})
    for champ in C.champions:
        if champ not in {p.champion for p in s.seats}:
            side[champ] += 1
    assert Counter(v["side"]) == side
    assert all(card not in s.adventure.pile for card in C.champions)  # DV-DECK-04: champions are side cards
    assert not any(C.cards[c].type == "encounter" for c in s.side if c in C.cards and c != "gluttonous_ogre")


def test_the_extra_ogre_joins_at_five_seats():
    """DV-DECK-06, DV-EX-11: the extra Gluttonous Ogre is in the adventure deck at 5 seats, the side deck at 4."""
    four, five = start(4), start(5)
    assert four.state.adventure.pile.count("gluttonous_ogre") + 1 == five.state.adventure.pile.count("gluttonous_ogre")
    assert four.state.side.get("gluttonous_ogre") == 1 and "gluttonous_ogre" not in five.state.side


def test_champions_are_dealt_by_chance_or_chosen_in_seat_order():
    """DV-SET-01, DV-SET-02: dealt at random (a draw) or chosen one seat after another; a champion
    taken is no longer offered and stays with its seat for the game."""
    m = Match("dragonvault", {"seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}], "first": 0}, 4)
    assert m.state.chance.purpose == "deal_champions"
    m.settle()
    assert len({p.champion for p in m.state.seats}) == 3 and all(p.champion for p in m.state.seats)
    m = Match("dragonvault", {"seats": [{"name": "A"}, {"name": "B"}], "champions": "choose", "first": 0}, 4)
    assert owed(m).kind == "champion" and owed(m).seat == 0
    act(m, Pick("avadel"))
    assert owed(m).seat == 1 and Pick("avadel") not in m.legal_actions()
    act(m, Pick("radin"))
    assert [p.champion for p in m.state.seats] == ["avadel", "radin"] and "avadel" not in m.state.side


def test_starting_hands_come_from_the_side_deck():
    """DV-SET-03, DV-DECK-07: 1 Food and 2 Gold Coins each, taken from the side deck."""
    m = start(4, ("avadel", "radin", "vorix", "celaine"))
    assert all(sorted(p.hand) == ["food", "gold_coins", "gold_coins"] for p in m.state.seats)
    assert m.state.side["food"] == Counter(side_list(C, 4))["food"] - 4


def test_start_of_game_abilities_before_the_roll_clockwise_from_a_random_seat():
    """DV-SET-04, G-14: Ulric and Garrow take their card from the side deck after the starting hands,
    before the turn order is rolled, one at a time clockwise from a seat drawn at random."""
    m = start(3, ("avadel", "ulric", "garrow"), first=None)
    assert m.state.chance.purpose == "start_seat"
    events = draw(m, "2")
    kinds = [e.data.get("kind") for e in events]
    gained = [e.data["seat"] for e in events if e.data.get("kind") == "gained"]
    assert gained == [2, 1] and kinds.index("start_seat") < kinds.index("gained")
    assert m.state.seats[1].hand.count("gold_coins") == 3 and m.state.seats[2].hand.count("food") == 2
    assert m.state.phase == "order" and m.state.chance.dice == ["d6"]


def test_teams_are_declared_before_the_roll():
    """DV-SET-05: the teams are part of the setup, known before any turn-order die is rolled."""
    m = start(4, first=None, teams=[0, 1, 0, 1])
    assert m.state.phase == "order" and m.view(0)["teams"] == [0, 1, 0, 1] and m.view(2)["seats"][1]["team"] == 1
    with pytest.raises(SetupError):
        start(4, teams=[0, 0, 0, 0])


def test_seat_counts():
    """G-02: two to six seats."""
    for n in (1, 7):
        with pytest.raises(SetupError):
            Match("dragonvault", {"seats": [{"name": str(i)} for i in range(n)]})
    for n in range(2, 7):
        assert len(start(n).state.seats) == n


def test_the_highest_roll_goes_first_then_clockwise():
    """DV-ORD-01, DV-ORD-03: every seat rolls a d6; the highest starts; turns then go clockwise."""
    m = start(3, ("garrow", "bram", "ysolde"), first=None, top=["gold_coins", "gemstones", "gold_coins"])
    roll(m, 2, 6, 3)
    assert m.state.active == 1 and m.state.phase == "turn" and m.view(0)["order_rolls"] == [[2], [6], [3]]
    act(m, Pass())
    draw(m, "gold_coins")
    roll(m, 1)  # Bram's end-of-turn roll
    assert m.state.active == 2 and owed(m).kind == "play"
    act(m, Pass())
    draw(m, "gemstones")
    assert m.state.active == 0


def test_only_the_tied_roll_again():
    """DV-ORD-02, G-15: a tie for the highest roll is rolled again by the tied seats only, as often as needed."""
    m = start(4, ("garrow", "bram", "ysolde", "halla"), first=None)
    roll(m, 5, 2, 5, 1)
    assert m.state.rollers == [0, 2]
    roll(m, 4, 4)
    roll(m, 3, 6)
    assert m.state.active == 2 and m.state.order_rolls == [[5, 4, 3], [2], [5, 4, 6], [1]]


def test_abilities_count_in_the_turn_order_roll():
    """DV-ORD-04, DV-EX-03, G-18: Avadel adds 1 (a 4 is a 5); Radin's 5 hurts every enemy by 1; the tied
    Avadel and Radin roll again, Radin's 6 hurts again; the damage stays into the game."""
    m = start(3, ("avadel", "radin", "garrow"), first=None)
    roll(m, 4, 5, 2)
    assert m.state.order_rolls == [[5], [5], [2]] and [p.damage for p in m.state.seats] == [1, 0, 1]
    assert m.state.rollers == [0, 1]
    roll(m, 3, 6)
    assert [p.damage for p in m.state.seats] == [2, 0, 2] and m.state.active == 1
    assert m.view(2)["seats"][0]["damage"] == 2


def test_a_death_in_the_turn_order_roll_is_not_looted():
    """G-24: a champion killed during the roll-off (Radin) is not looted: nobody's turn has begun."""
    m = start(2, ("radin", "iselde"), first=None)
    m.state.seats[1].damage = C.champions["iselde"].toughness - 1
    roll(m, 6)
    assert not m.state.seats[1].alive and m.state.phase == "over" and m.state.seats[0].hand.count("food") == 1
    assert m.outcome().winners == (0,) and "food" in m.state.adventure.discard
