"""Every decision a Vault of Dragons seat can make, as small frozen dataclasses.

Pass, Decline, Pick (a card of the Pursue Rumors deal) and Keep (the cards kept of a draw) are
the core's common answers (game/core/common_actions.py), named here with the rest."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.common_actions import Decline, Keep, Pass, Pick
from game.core.protocol import Action, Unordered


# -- a turn's Action (VD-P1-04) ---------------------------------------------------------------
@dataclass(frozen=True)
class TakeGold(Action):
    kind: ClassVar[str] = "take_gold"


@dataclass(frozen=True)
class Hire(Action):
    kind: ClassVar[str] = "hire"
    place: str
    fighters: int = 0
    rogues: int = 0
    wizards: int = 0


@dataclass(frozen=True)
class Move(Action):
    kind: ClassVar[str] = "move"
    source: str
    dest: str
    fighters: int = 0
    rogues: int = 0
    wizards: int = 0


@dataclass(frozen=True)
class Gather(Unordered, Action):
    """The Yawning Portal's gather-Move: every Follower from these Locations (a set) to the Portal."""

    kind: ClassVar[str] = "gather"
    sets: ClassVar[tuple[str, ...]] = ("sources",)
    sources: tuple[str, ...]


@dataclass(frozen=True)
class UseLocation(Action):
    """Use a Location's Action; `option` picks a trade, `target` a Location to flip."""

    kind: ClassVar[str] = "use"
    place: str
    option: int = 0
    target: str = ""


@dataclass(frozen=True)
class Quest(Action):
    kind: ClassVar[str] = "quest"
    place: str


@dataclass(frozen=True)
class Enter(Action):
    """Attempt the top Dungeon (or the revealed Vault) through a Yawning Portal entrance."""

    kind: ClassVar[str] = "enter"
    entrance: str  # gold | magic | rumors | vault (the free Vault door)
    fighters: int = 0
    rogues: int = 0
    wizards: int = 0
    vault: bool = False
    card: str = ""  # the Magic Item paid at the magic entrance


@dataclass(frozen=True)
class Fight(Action):
    kind: ClassVar[str] = "fight"
    place: str


@dataclass(frozen=True)
class FactionAction(Unordered, Action):
    """A Faction's own Action; `places` is the set of Locations it names."""

    kind: ClassVar[str] = "faction"
    sets: ClassVar[tuple[str, ...]] = ("places",)
    places: tuple[str, ...] = ()
    dest: str = ""


# -- free, during your own turn -------------------------------------------------------------
@dataclass(frozen=True)
class Whisper(Action):
    """Spend a Rumor: move a City Watch token one step (VD-WATCH-06)."""

    kind: ClassVar[str] = "whisper"
    watch: int
    dest: str


@dataclass(frozen=True)
class RevealVault(Action):
    kind: ClassVar[str] = "reveal"


@dataclass(frozen=True)
class PlayCard(Action):
    """Play a Treasure or Magic Item; `target` names a die or a Watch token when it needs one."""

    kind: ClassVar[str] = "play"
    card: str
    target: int = -1
    dest: str = ""


# -- owed decisions ------------------------------------------------------------------------------
@dataclass(frozen=True)
class PlaceWatch(Action):
    kind: ClassVar[str] = "place_watch"
    place: str


@dataclass(frozen=True)
class RogueDie(Action):
    """Before rolling: throw the Rogue's optional Casualty die or not (VD-FIGHT-09)."""

    kind: ClassVar[str] = "rogue_die"
    roll: bool


@dataclass(frozen=True)
class SwitchDie(Action):
    kind: ClassVar[str] = "switch_die"
    index: int


@dataclass(frozen=True)
class Reroll(Action):
    kind: ClassVar[str] = "reroll"
    index: int


@dataclass(frozen=True)
class SpendRumors(Action):
    kind: ClassVar[str] = "spend_rumors"
    count: int


@dataclass(frozen=True)
class Casualties(Action):
    """Which of your Followers die."""

    kind: ClassVar[str] = "casualties"
    fighters: int = 0
    rogues: int = 0
    wizards: int = 0


@dataclass(frozen=True)
class Retreat(Action):
    kind: ClassVar[str] = "retreat"
    dest: str


@dataclass(frozen=True)
class Assign(Action):
    """Send the Casualty die `die` you inflicted to this rival (AMB-24)."""

    kind: ClassVar[str] = "assign"
    die: int
    seat: int


@dataclass(frozen=True)
class Regroup(Action):
    kind: ClassVar[str] = "regroup"
    dest: str


@dataclass(frozen=True)
class Patrol(Action):
    kind: ClassVar[str] = "patrol"
    watch: int
    dest: str


@dataclass(frozen=True)
class Bid(Action):
    kind: ClassVar[str] = "bid"
    new: int
    old: int


ACTIONS = (TakeGold, Hire, Move, Gather, UseLocation, Quest, Enter, Fight, FactionAction, Whisper, RevealVault,
           PlayCard, PlaceWatch, RogueDie, SwitchDie, Reroll, SpendRumors, Pass, Casualties, Keep, Retreat, Assign,
           Regroup, Patrol, Decline, Pick, Bid)
