"""What a seat may see of cards and questions that belong to another seat.

A game's `view(state, seat)` builds its public picture and asks these helpers for the private
parts, so every game hides the same things the same way:

- a hand (or any pile a seat holds face down): every seat sees how many cards it holds, only its
  owner sees which (`hand`, `pile`);
- the question a seat is answering: its options and private data are shown to that seat only;
  the others see what the game's `Secrecy` for that kind allows, or only that the seat is
  thinking (`decision`).

A viewer that is no seat (-1: nobody holds the screen) sees only what every seat may see.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Mapping, Sequence


def pile(owner: int, viewer: int, cards: Sequence[str], *, count: str, shown: str) -> dict:
    """One face-down pile: everyone sees `count` (how many cards), only the owner `shown` (which)."""
    seen: dict = {count: len(cards)}
    if owner == viewer:
        seen[shown] = list(cards)
    return seen


def hand(owner: int, viewer: int, piles: Mapping[str, Sequence[str]], *, total: str = "") -> dict:
    """A seat's hand kept in named piles: everyone sees `<pile>_count` for each pile (and the
    sum under `total`, when named); only the owner sees the cards, under `<pile>`."""
    seen: dict = {total: sum(len(cards) for cards in piles.values())} if total else {}
    seen.update((f"{name}_count", len(cards)) for name, cards in piles.items())
    if owner == viewer:
        seen.update((name, list(cards)) for name, cards in piles.items())
    return seen


@dataclass(frozen=True)
class Secrecy:
    """How a pending decision of one kind shows to the seats that are not deciding.

    `shown`: the data fields they may see as they are. `counted`: field -> key, a list they see
    only the length of, under that key. `thinking`: the question itself would give a secret
    away (it is asked only because of a card in hand): they see only that the seat is thinking.
    """

    shown: tuple[str, ...] = ()
    counted: Mapping[str, str] = field(default_factory=dict)
    thinking: bool = False

    def redact(self, data: Mapping) -> dict:
        """The data of the question as another seat sees it."""
        seen = {name: data[name] for name in self.shown if name in data}
        seen.update((key, len(data[name])) for name, key in self.counted.items() if name in data)
        return seen


THINKING = Secrecy(thinking=True)


def decision(kind: str, seat: int, data: Mapping, viewer: int, question: str,
             secrecy: Mapping[str, Secrecy]) -> dict:
    """A pending decision as `viewer` sees it: all of it for the deciding seat; for the others,
    what `secrecy[kind]` allows (a kind not named there is public)."""
    rule = secrecy.get(kind) if seat != viewer else None
    if rule is None:
        return {"kind": kind, "seat": seat, "data": dict(data), "question": question}
    if rule.thinking:
        return {"kind": "thinking", "seat": seat, "data": {}}
    return {"kind": kind, "seat": seat, "data": rule.redact(data), "question": question}


_NOTHING = (None, "", (), [], {})


def shows_more(seen: object, other: object, *, own: tuple[str, ...] = ()) -> bool:
    """True when the view `seen` holds something the view `other` does not: a card, a count or
    a question's data one seat is shown and the other is not. A field only one view carries and
    that is empty there (an empty hand), or an empty list the other counts, shows nothing; the dict keys named in `own` (the viewer's
    own seat number, prices told to each seat about itself) are no secret and are not compared.
    A table asks this before passing the screen: no curtain when the next person would see
    nothing hidden from the last."""
    if isinstance(seen, dict) and isinstance(other, dict):
        for key, value in seen.items():
            if key in own:
                continue
            if key not in other:
                if value not in _NOTHING:
                    return True
            elif shows_more(value, other[key], own=own):
                return True
        return False
    if isinstance(seen, (list, tuple)) and isinstance(other, int) and not isinstance(other, bool):
        return bool(seen)  # the other view counts what this one lists: only the cards themselves tell
    if isinstance(other, (list, tuple)) and isinstance(seen, int) and not isinstance(seen, bool):
        return seen != len(other)  # this view only counts what the other lists
    if isinstance(seen, (list, tuple)) and isinstance(other, (list, tuple)):
        return len(seen) != len(other) or any(shows_more(a, b, own=own) for a, b in zip(seen, other))
    return seen != other
