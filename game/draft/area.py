"""A seat's play area in numbers: the class counts, total attack, gold production, the XP printed
on cards in play and the cards in front of it (DD-CLASS-04, DD-MON-03, DD-EOT-03, DD-END-02).

Class counts include only heroes and weapons in the play area, one card one icon (G-05, G-06);
played quests' continuous abilities add to attack, discount and income while they are in play."""
from __future__ import annotations

from game.draft.content import load
from game.draft.state import Seat, State

STANDING = ("attack", "attack_per_class", "discount", "income")  # continuous effects worked out live


def in_play(p: Seat) -> list[str]:
    """Every hero and weapon in the seat's play area, round by round."""
    return [card for cards in p.play_area for card in cards]


def class_counts(p: Seat) -> dict[str, int]:
    cards = load().cards
    counts: dict[str, int] = {}
    for cards_round in p.play_area:
        for card in cards_round:
            cls = cards[card].cls
            counts[cls] = counts.get(cls, 0) + 1
    return counts


def count(p: Seat, cls: str) -> int:
    cards = load().cards
    return sum(1 for cards_round in p.play_area for card in cards_round if cards[card].cls == cls)


def meets(p: Seat, need: dict[str, int]) -> bool:
    """The seat has at least this many cards of each class in play (DD-CLASS-03, DD-QST-01)."""
    if not need:
        return True
    counts = class_counts(p)
    return all(counts.get(cls, 0) >= n for cls, n in need.items())


def missing(p: Seat, need: dict[str, int]) -> dict[str, int]:
    """How many more cards of each class the seat needs for `need` (none when it is met)."""
    counts = class_counts(p)
    return {cls: n - counts.get(cls, 0) for cls, n in sorted(need.items()) if counts.get(cls, 0) < n}


def _continuous(p: Seat):
    quests = load().quests
    for q in p.quests_played:
        ability = quests[q].ability
        if ability is not None and ability.frequency == "continuous":
            yield from ability.effects


def standing(p: Seat, do: str) -> int:
    """What the seat's played quests' continuous effects of this kind add now."""
    total = 0
    for e in _continuous(p):
        if e.do == do:
            total += e.amount * (count(p, e.cls) if do == "attack_per_class" else 1)
    return total


def attack(state: State, seat: int) -> int:
    """Total attack: every card in play, from all rounds, plus this round's text and the quests'
    continuous attack (DD-MON-03). Attack is never spent (DD-MON-04)."""
    p = state.seats[seat]
    cards = load().cards
    base = sum(cards[c].attack for cards_round in p.play_area for c in cards_round)
    return base + p.attack_bonus + standing(p, "attack") + standing(p, "attack_per_class")


def production(p: Seat) -> int:
    cards = load().cards
    return sum(cards[c].production for cards_round in p.play_area for c in cards_round)


def discount(p: Seat) -> int:
    return p.discount + standing(p, "discount")


def price(state: State, seat: int, card: str) -> int:
    """What a hero or weapon costs this seat now (a discount never goes below 0)."""
    return max(0, load().cards[card].cost - discount(state.seats[seat]))


def income(p: Seat) -> int:
    """The gold taken at the end of a turn: 5 plus production (DD-EOT-03), plus this round's
    income from text and the quests' continuous income."""
    return load().config.income_base + production(p) + p.income_bonus + standing(p, "income")


def card_xp(p: Seat) -> int:
    """XP printed on heroes, weapons and quests in play (DD-END-02)."""
    c = load()
    return sum(c.cards[card].xp for card in in_play(p)) + sum(c.quests[q].xp for q in p.quests_played)


def cards_in_front(p: Seat) -> int:
    """Heroes, weapons and quests in play (G-14): the first tie-break (DD-END-06)."""
    return sum(len(r) for r in p.play_area) + len(p.quests_played)
