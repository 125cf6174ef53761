"""Every decision a Legend of Drizzt seat can make, as small frozen dataclasses. `hero` is the
index of the hero acting (one person may run several heroes)."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.protocol import Action, Unordered


# -- the hero phase (LD-HERO-04/05) ----------------------------------------------------------------
@dataclass(frozen=True)
class Move(Action):
    """One move: to the space (x, y), up to the hero's Speed (LD-MOVE-02); or with `power` (a
    power or treasure whose effect is move:N), up to N spaces as that card says."""

    kind: ClassVar[str] = "move"
    hero: int
    x: int
    y: int
    power: str = ""


@dataclass(frozen=True)
class Attack(Unordered, Action):
    """Attack with a power (or an attack treasure) at these targets (monster uids, a set)."""

    kind: ClassVar[str] = "attack"
    sets: ClassVar[tuple[str, ...]] = ("targets",)
    hero: int
    power: str
    targets: tuple[str, ...] = ()


@dataclass(frozen=True)
class UsePower(Action):
    """A power that is not an attack: heal, defend, cure... `target` is a hero index or -1 for self."""

    kind: ClassVar[str] = "power"
    hero: int
    power: str
    target: int = -1


@dataclass(frozen=True)
class UseItem(Action):
    """Use a treasure card beside the hero card (LD-TRS-04)."""

    kind: ClassVar[str] = "item"
    hero: int
    item: str
    target: int = -1


@dataclass(frozen=True)
class Disarm(Action):
    """Instead of attacking: try to disarm a trap on the hero's tile (LD-ACT-03)."""

    kind: ClassVar[str] = "disarm"
    hero: int
    trap: str


@dataclass(frozen=True)
class OpenDoor(Action):
    """Instead of attacking: try to open a closed door next to the hero (LD-DOOR-02)."""

    kind: ClassVar[str] = "open_door"
    hero: int
    tx: int
    ty: int


@dataclass(frozen=True)
class EndPhase(Action):
    kind: ClassVar[str] = "end_phase"
    hero: int


# -- owed decisions --------------------------------------------------------------------------------
@dataclass(frozen=True)
class Explore(Action):
    """Which unexplored edge to explore when the hero stands next to several (G-16)."""

    kind: ClassVar[str] = "explore"
    side: str


@dataclass(frozen=True)
class Cancel(Unordered, Action):
    """Spend these monster cards from the experience pile (a set; G-09: no pointless waste)."""

    kind: ClassVar[str] = "cancel"
    sets: ClassVar[tuple[str, ...]] = ("cards",)
    cards: tuple[str, ...]


@dataclass(frozen=True)
class LetItBe(Action):
    """Do not spend experience: the encounter happens, the level-up is not taken."""

    kind: ClassVar[str] = "let_it_be"


@dataclass(frozen=True)
class LevelUp(Unordered, Action):
    """Spend 5 XP (these cards, a set) and take this Art as the level-2 extra Art (LD-LVL-03/04, G-08)."""

    kind: ClassVar[str] = "level_up"
    sets: ClassVar[tuple[str, ...]] = ("cards",)
    cards: tuple[str, ...]
    art: str = ""


@dataclass(frozen=True)
class Give(Action):
    """Keep the treasure just drawn (hero = the drawer) or give it to another hero (LD-TRS-02)."""

    kind: ClassVar[str] = "give"
    hero: int


ACTIONS = (Move, Attack, UsePower, UseItem, Disarm, OpenDoor, EndPhase, Explore, Cancel, LetItBe, LevelUp, Give)
