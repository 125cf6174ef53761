"""What a chance node asks for (a roll of these dice, a draw from this deck), and how
the match samples it. Rules modules describe chance; only the match holds the RNG."""
from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass

from game.core.dice import die
from game.core.errors import IllegalAction
from game.core.protocol import Draw, Roll


@dataclass(frozen=True)
class RollSpec:
    """Roll these dice (die kind ids), for this reason."""

    dice: tuple[str, ...]
    reason: str = ""

    def sample(self, rng: random.Random) -> Roll:
        if len(self.dice) == 1:  # the usual roll: one die
            return Roll(self.dice, (die(self.dice[0]).roll(rng),))
        return Roll(self.dice, tuple(die(kind).roll(rng) for kind in self.dice))

    def check(self, action: object) -> Roll:
        """The roll if it answers this spec, else IllegalAction saying why."""
        if (type(action) is Roll and len(self.dice) == 1 and action.dice == self.dice and len(action.values) == 1
                and die(self.dice[0]).admits(action.values[0])):
            return action  # the usual roll, plainly fine
        if not isinstance(action, Roll):
            raise IllegalAction(f"the dice must be rolled ({self.reason or 'a roll is pending'})")
        if tuple(action.dice) != tuple(self.dice):
            raise IllegalAction(f"expected a roll of {', '.join(self.dice)}, got {', '.join(action.dice)}")
        for kind, value in zip(action.dice, action.values, strict=False):
            if not die(kind).admits(value):
                raise IllegalAction(f"a {kind} cannot show {value}")
        if len(action.values) != len(action.dice):
            raise IllegalAction("one value is needed for each die")
        return action


@dataclass(frozen=True)
class DrawSpec:
    """Draw `count` cards from a deck: first its known-order top, then the unordered
    pile, then the known-order bottom, then (when all run out) the reshuffled discard."""

    deck: str
    count: int
    top: tuple[str, ...]
    pile: tuple[str, ...]
    discard: tuple[str, ...]
    bottom: tuple[str, ...] = ()

    def sample(self, rng: random.Random) -> Draw:
        if self.count == 1 and not self.top and self.pile:  # the common draw (rng.sample of one, without its setup)
            return Draw(self.deck, (sorted(self.pile)[rng.randrange(len(self.pile))],))
        cards = list(self.top[: self.count])
        need = self.count - len(cards)
        cards.extend(rng.sample(sorted(self.pile), min(need, len(self.pile))))
        need = self.count - len(cards)
        cards.extend(self.bottom[:need])
        need = self.count - len(cards)
        if need > 0:
            cards.extend(rng.sample(sorted(self.discard), min(need, len(self.discard))))
        return Draw(self.deck, tuple(cards))

    @property
    def size(self) -> int:
        """How many cards the draw yields (fewer than count when every card is out)."""
        return min(self.count, len(self.top) + len(self.pile) + len(self.bottom) + len(self.discard))

    def check(self, action: object) -> Draw:
        """The draw if these cards could come off the deck, else IllegalAction.

        A draw lists its cards in the order they come: the known top, then cards from the
        shuffled pile (any of them), then the known bottom, then the reshuffled discard.
        """
        if not isinstance(action, Draw) or action.deck != self.deck:
            raise IllegalAction(f"a draw from the {self.deck} deck is pending")
        if self.count == 1 and not self.top and len(action.cards) == 1 and action.cards[0] in self.pile:
            return action  # the common draw: one card off the shuffled pile
        cards = list(action.cards)
        if len(cards) != self.size:
            raise IllegalAction(f"expected {self.size} card(s) from the {self.deck} deck, got {len(cards)}")
        n_top = min(self.count, len(self.top))
        n_pile = min(len(cards) - n_top, len(self.pile))
        n_bottom = min(len(cards) - n_top - n_pile, len(self.bottom))
        parts = (cards[:n_top], cards[n_top:n_top + n_pile], cards[n_top + n_pile:n_top + n_pile + n_bottom],
                 cards[n_top + n_pile + n_bottom:])
        if parts[0] != list(self.top[:n_top]):
            raise IllegalAction(f"the top of the {self.deck} deck is {', '.join(self.top[:n_top])}")
        if parts[2] != list(self.bottom[:n_bottom]):
            raise IllegalAction(f"after the {self.deck} deck's pile comes {', '.join(self.bottom[:n_bottom])}")
        for drawn, source in ((parts[1], self.pile), (parts[3], self.discard)):
            if not drawn or (len(drawn) == 1 and drawn[0] in source):
                continue  # nothing to count
            missing = Counter(drawn) - Counter(source)
            if missing and source is self.pile and not missing - Counter(self.discard):
                raise IllegalAction(f"the rest of the {self.deck} deck must be drawn before the reshuffle")
            if missing:
                raise IllegalAction(f"{_first(missing)} is not in the {self.deck} deck")
        return action


def _first(counter: Counter) -> str:
    return sorted(counter)[0]
