"""Legend of Drizzt state: plain dataclasses that round-trip through JSON."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.deck import Deck
from game.core.flow import ChanceRequest, Decision, Step  # noqa: F401 (the state's agenda types)

Cell = tuple[int, int]  # a space: (x, y) on the dungeon grid (JSON keeps it as a 2-list)


@dataclass
class Power:
    """A power card in front of a hero: Arts and Maneuvers turn face down when used."""

    id: str
    up: bool = True


@dataclass
class Hero:
    """One hero in play (a seat may run several heroes; `seat` is who decides for it)."""

    id: str  # content id
    seat: int
    name: str = ""
    level: int = 1
    health: int = 0
    max_health: int = 0
    defense: int = 0
    speed: int = 0
    cell: list[int] | None = None  # None: off the map (escaped, or in a pit for a turn)
    powers: list[Power] = field(default_factory=list)
    items: list[str] = field(default_factory=list)  # treasure cards beside the hero card
    stunned: bool = False
    poisoned: bool = False
    curses: list[str] = field(default_factory=list)
    row: list[str] = field(default_factory=list)  # monster uids and "hazard:<id>@tile"/"trap:..." in order received
    escaped: bool = False
    team: int = 0
    evil: bool = False

    @property
    def down(self) -> bool:
        return self.health <= 0 and not self.escaped


@dataclass
class Monster:
    """A monster figure on the map; `card` is its monster card, held in `holder`'s row."""

    uid: str  # "m1", "m2"... unique in the game
    card: str  # content id
    holder: int  # the hero (index) whose row holds the card
    health: int = 0
    cell: list[int] = field(default_factory=lambda: [0, 0])  # its top-left space (a 2x2 base covers 4)


@dataclass
class PlacedTile:
    """A dungeon tile on the map: where, turned how far, its door and its markers."""

    id: str
    tx: int
    ty: int
    rot: int = 0  # quarter turns clockwise from the authored orientation
    door: str = ""  # "" | closed | locked | open (after it is opened the edge is open)
    markers: list[str] = field(default_factory=list)  # "hazard:<card>" | "trap:<card>" | "item:<id>"

    def __setattr__(self, name: str, value) -> None:
        if name != "markers":
            TILE_CHANGES[0] += 1  # a tile made, turned or its door changed: maps built before are stale
        object.__setattr__(self, name, value)


TILE_CHANGES = [0]  # counts every change to any PlacedTile's place, turn or door (see board.index)


@dataclass
class Turn:
    """What the active hero has done so far this turn."""

    hero: int = 0
    phase: str = "hero"  # hero | exploration | villain
    moves: int = 0  # moves made this hero phase
    attacked: bool = False  # the attack (or a stand-in: disarm, open a door) is used
    placed: list[str] = field(default_factory=list)  # triangle colours of the tiles placed this turn
    treasure: bool = False  # a treasure has been drawn this turn (LD-DEF-04)


@dataclass
class State:
    adventure: str
    heroes: list[Hero]
    seats: int
    tiles: list[PlacedTile]
    tile_deck: list[str]  # the prepared dungeon tile deck, top first (chance draws pick the order)
    monsters: list[Monster]
    monster_deck: Deck
    encounter_deck: Deck
    treasure_deck: Deck
    xp: dict[str, list[str]] = field(default_factory=lambda: {"0": []})  # team -> defeated monster cards
    surges: int = 2
    setting: str = ""  # the setting encounter in play
    turn: Turn = field(default_factory=Turn)
    round: int = 1
    phase: str = "setup"  # setup | play | over
    decisions: list[Decision] = field(default_factory=list)
    agenda: list[Step] = field(default_factory=list)
    chance: ChanceRequest | None = None
    flags: dict = field(default_factory=dict)  # adventure progress: counters and switches
    next_uid: int = 1
    result: str = ""  # "" | won | lost
    reason: str = ""
