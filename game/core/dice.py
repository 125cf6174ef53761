"""Dice kinds: standard dN and custom-face dice such as the casualty die."""
from __future__ import annotations

import random
from dataclasses import dataclass


@dataclass(frozen=True)
class Die:
    """A die: its id, the value on each face, and a label for people."""

    id: str
    faces: tuple[int, ...]
    label: str

    @property
    def sides(self) -> int:
        return len(self.faces)

    def roll(self, rng: random.Random) -> int:
        """One fair throw: every face equally likely."""
        return self.faces[rng.randrange(len(self.faces))]

    def admits(self, value: int) -> bool:
        return value in self.faces

    @property
    def values(self) -> tuple[int, ...]:
        """The distinct values, low to high."""
        return tuple(sorted(set(self.faces)))


def standard(sides: int) -> Die:
    return Die(f"d{sides}", tuple(range(1, sides + 1)), f"d{sides}")


# The casualty die: six faces showing 0, 0, 1, 1, 1 and 2 skulls.
CASUALTY = Die("casualty", (0, 0, 1, 1, 1, 2), "Casualty die")

DICE: dict[str, Die] = {d.id: d for d in (standard(n) for n in (4, 6, 8, 10, 12, 20))}
DICE[CASUALTY.id] = CASUALTY


def die(kind: str) -> Die:
    """Look up a die kind; unknown kinds are a ValueError naming the known ones."""
    try:
        return DICE[kind]
    except KeyError:
        raise ValueError(f"unknown die {kind!r}; known dice: {', '.join(DICE)}") from None


def register(d: Die) -> Die:
    """Add a game's own custom-face die."""
    existing = DICE.get(d.id)
    if existing is not None and existing != d:
        raise ValueError(f"die {d.id!r} is already registered with other faces")
    DICE[d.id] = d
    return d
