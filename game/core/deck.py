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
    bottom: list[str] = field(default_factory=list)  # put under the deck: drawn after the pile
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
        return len(self.top) + len(self.pile) + len(self.bottom)

    def all_cards(self) -> Counter:
        """Every card the deck holds anywhere (draw, discard, removed)."""
        return (Counter(self.top) + Counter(self.pile) + Counter(self.bottom) + Counter(self.discard)
                + Counter(self.removed))

    def draw_spec(self, count: int = 1) -> DrawSpec:
        return DrawSpec(self.name, count, tuple(self.top), tuple(self.pile), tuple(self.discard), tuple(self.bottom))

    def take(self, draw: Draw, count: int = 1) -> list[str]:
        """Move the drawn cards out of the deck (checked against what it could yield)."""
        if count == 1 and not self.top and type(draw) is Draw and draw.deck == self.name and len(draw.cards) == 1:
            card = draw.cards[0]
            if card in self.pile:  # the common draw, plainly fine: one card off the shuffled pile
                self.pile.remove(card)
                return [card]
        self.draw_spec(count).check(draw)
        cards = list(draw.cards)
        n_top = min(len(self.top), count)
        n_pile = min(len(cards) - n_top, len(self.pile))
        n_bottom = min(len(cards) - n_top - n_pile, len(self.bottom))
        del self.top[:n_top]
        for card in cards[n_top:n_top + n_pile]:
            self.pile.remove(card)
        del self.bottom[:n_bottom]
        from_discard = cards[n_top + n_pile + n_bottom:]
        if from_discard:  # every other card is out: the discard is shuffled into a new pile
            self._reshuffle()
            for card in from_discard:
                self.pile.remove(card)
        return cards

    def _reshuffle(self) -> None:
        if self.pile or self.bottom:
            raise IllegalAction(f"the {self.name} deck still has cards; no reshuffle yet")
        self.pile = sorted(self.discard)
        self.discard = []
        self.reshuffles += 1

    def put_bottom(self, card: str) -> None:
        """Put a card under the deck: it comes back only after every other card."""
        self.bottom.append(card)

    def put_discard(self, card: str) -> None:
        self.discard.append(card)

    def remove_from_play(self, card: str) -> None:
        self.removed.append(card)
