"""Decks as plain data: a known-order top, an unordered draw pile, a discard pile and the
cards removed from play. Drawing is a chance action; when the pile runs dry the discard
is reshuffled into it."""
from __future__ import annotations

from collections import Counter
from dataclasses import dataclass, field

from game.core.chance import DrawSpec
from game.core.errors import IllegalAction
from game.core.protocol import Draw


@dataclass
class Deck:
    name: str
    pile: list[str] = field(default_factory=list)  # unordered: a shuffled deck
    top: list[str] = field(default_factory=list)  # forced order, drawn first
    discard: list[str] = field(default_factory=list)
    removed: list[str] = field(default_factory=list)
    reshuffles: int = 0

    @classmethod
    def of(cls, name: str, cards: list[str], order: list[str] | None = None) -> "Deck":
        """A deck of `cards`; `order` (a sub-list of them) is placed on top in that order."""
        pile = list(cards)
        for card in order or []:
            if card not in pile:
                raise ValueError(f"forced order names {card!r}, which is not in the {name} deck")
            pile.remove(card)
        return cls(name=name, pile=sorted(pile), top=list(order or []))

    def __len__(self) -> int:
        """Cards left to draw (top and pile)."""
        return len(self.top) + len(self.pile)

    def all_cards(self) -> Counter:
        """Every card the deck holds anywhere (draw, discard, removed)."""
        return Counter(self.top) + Counter(self.pile) + Counter(self.discard) + Counter(self.removed)

    def draw_spec(self, count: int = 1) -> DrawSpec:
        return DrawSpec(self.name, count, tuple(self.top), tuple(self.pile), tuple(self.discard))

    def take(self, draw: Draw, count: int = 1) -> list[str]:
        """Move the drawn cards out of the deck (checked against what it could yield)."""
        self.draw_spec(count).check(draw)
        cards = list(draw.cards)
        from_top = min(len(self.top), count)
        del self.top[:from_top]
        rest = cards[from_top:]
        if len(rest) > len(self.pile):  # the pile runs dry mid-draw
            beyond = Counter(rest) - Counter(self.pile)
            self.pile = []
            self._reshuffle()
            rest = list(beyond.elements())
        for card in rest:
            self.pile.remove(card)
        return cards

    def _reshuffle(self) -> None:
        if self.pile:
            raise IllegalAction(f"the {self.name} deck still has cards; no reshuffle yet")
        self.pile = sorted(self.discard)
        self.discard = []
        self.reshuffles += 1

    def put_discard(self, card: str) -> None:
        self.discard.append(card)

    def remove_from_play(self, card: str) -> None:
        self.removed.append(card)
