"""The answers every card game gives, in one home: Pass, Decline, Pick and Keep; and Target and
Choose for the games whose effects name a seat or offer options (Waterdeep, Dragonvault).

A game lists the ones it uses in its own ACTIONS; each keeps the one text form of every action
(`pass`, `decline`, `pick card=wand`, `keep cards=a,b`), so a game that adopts them changes no
save file, scenario or log. What each answer does is the game's own decision handler's business.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.protocol import Action, Unordered


@dataclass(frozen=True)
class Pass(Action):
    """Let the moment go: take no (more) part in what is being asked, or end a turn early."""

    kind: ClassVar[str] = "pass"


@dataclass(frozen=True)
class Decline(Action):
    """Say no to an offer (a free move, a card's extra, a fight)."""

    kind: ClassVar[str] = "decline"


@dataclass(frozen=True)
class Pick(Action):
    """Take one card from those on offer (a deal, a draft pack, a looted hand)."""

    kind: ClassVar[str] = "pick"
    card: str


@dataclass(frozen=True)
class Keep(Unordered, Action):
    """Keep these cards of the ones shown (a set: any order is the same answer); the rest go."""

    kind: ClassVar[str] = "keep"
    sets: ClassVar[tuple[str, ...]] = ("cards",)
    cards: tuple[str, ...]


COMMON_ACTIONS: tuple[type, ...] = (Pass, Decline, Pick, Keep)


@dataclass(frozen=True)
class Target(Action):
    """The seat a card or an effect names (an opponent to attack, a champion to heal)."""

    kind: ClassVar[str] = "target"
    seat: int


@dataclass(frozen=True)
class Choose(Action):
    """One of the options a choose-one effect offers (by its place in the list)."""

    kind: ClassVar[str] = "choose"
    option: int


CHOOSING_ACTIONS: tuple[type, ...] = (Target, Choose)  # taken by the games whose effects name a seat or an option
