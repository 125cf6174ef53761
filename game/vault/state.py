"""Vault of Dragons state: plain dataclasses that round-trip through JSON."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.deck import Deck
from game.core.flow import ChanceRequest, Decision, Step  # noqa: F401 (the state's agenda types)

CLASSES = ("fighter", "rogue", "wizard")
CLASS_DIE = {"fighter": "d10", "rogue": "d4", "wizard": "d12"}  # VD-FIGHT-04
INFLICTED = ("rogue_cd", "crit_cd", "card_cd")  # Casualty dice a rival throws at you (not the Watch's)
HIRE_COST = {"fighter": 1, "rogue": 2, "wizard": 3}  # VD-HIRE-02
ENTRANCES = ("gold", "magic", "rumors", "vault")  # VD-YP-09, AMB-10 (the free Vault door)
RUMOR_TOKENS = 30  # VD-COMP-13, AMB-28


@dataclass
class Slot:
    """A Waterdeep Location on the grid: which tile, which face up, its Used token."""

    tile: str
    face: str
    used: bool = False
    profit: int = 0  # Increase Profits: gold piled on an unused Location


@dataclass
class Watch:
    """A City Watch token; a Regrouping one contests nothing and cannot move (VD-WATCH-13)."""

    place: str
    regrouping: bool = False


@dataclass
class Player:
    faction: str
    name: str = ""
    gold: int = 10  # VD-SETUP-11
    actions: int = 5  # Actions left this round (VD-SETUP-12)
    rumors_new: int = 0
    rumors_old: int = 0
    secrets: list[str] = field(default_factory=list)
    treasure: list[str] = field(default_factory=list)  # hidden hand
    magic: list[str] = field(default_factory=list)  # hidden hand, ready to play
    played: list[str] = field(default_factory=list)  # Magic Items face up until Refresh
    supply: list[int] = field(default_factory=lambda: [4, 3, 3])  # unhired Fighters, Rogues, Wizards
    entrances: list[str] = field(default_factory=list)  # Yawning Portal doors used this round
    faction_used: bool = False
    hire_discount: int = 0  # Zhentarim Initiative: gold off the first Hire this round
    turn_actions: int = 0  # Actions taken this turn (Action Packed)

    @property
    def rumors(self) -> int:
        return self.rumors_new + self.rumors_old


@dataclass
class FightDie:
    """One die in a Fight: its kind, its value, where it came from, whether it is ignored."""

    kind: str  # d4 d10 d12 casualty
    value: int
    source: str  # fighter rogue wizard rogue_cd crit_cd card_cd watch_cd
    ignored: bool = False
    target: int = -1  # for a Casualty die inflicted in a Brawl: the seat that suffers it


@dataclass
class Side:
    """One participant's part in a Fight."""

    seat: int  # -1 for the City Watch
    force: list[int] = field(default_factory=lambda: [0, 0, 0])  # Fighters, Rogues, Wizards in the Fight
    dice: list[FightDie] = field(default_factory=list)
    attack: int = -1  # index into dice of the chosen Attack die
    bonus: int = 0  # from cards
    rumors: int = 0  # Rumors spent
    rerolls: int = 0  # re-rolls available (Wizards beyond the first, cards)
    magic_used: int = 0
    class_used: list[int] = field(default_factory=lambda: [0, 0, 0])
    die_locks: list[str] = field(default_factory=list)  # die kinds a played card needs as Attack die
    found: list[str] = field(default_factory=list)  # cards found in this Fight (not usable in it)
    set_aside: list[FightDie] = field(default_factory=list)  # a Critical die given up by switching away
    declared: bool = False  # the Rogue Casualty die has been decided
    rogue_cd: bool = False


@dataclass
class Fight:
    """A Fight in progress: a Dungeon or Vault attempt, a Quest, or a Brawl."""

    kind: str  # dungeon | vault | quest | brawl
    place: str  # the slot of a Quest or Brawl; "dungeon" or "vault"
    attacker: int
    sides: list[Side] = field(default_factory=list)
    step: str = "declare"  # declare | roll | exchange | resolve | casualties | loot | done
    rooms: list[dict] = field(default_factory=list)  # rooms faced (dungeon, quest)
    secret: str = ""  # the Secret token flipped for this attempt
    level: str = ""  # the Undermountain level face
    turn: int = 0  # index of the side to act in the exchange
    passes: int = 0  # consecutive passes in the exchange
    reached: int = 0  # rooms reached
    winner: int = -2  # brawl: winning seat (-1 the Watch)
    entrance: str = ""


@dataclass
class State:
    seats: list[Player]
    slots: list[Slot]
    watch: list[Watch]
    treasure: Deck
    magic: Deck
    secrets: Deck
    levels: list[str]  # the Undermountain stack, top first (level face ids)
    variants: dict = field(default_factory=dict)
    followers: list[dict[str, list[int]]] = field(default_factory=list)  # per seat: place -> [F, R, W]
    round: int = 1
    phase: str = "setup"  # setup | actions | rewards | rumors | refresh | over
    initiative: int = 0
    turn: int = 0
    decisions: list[Decision] = field(default_factory=list)  # a stack: the last is owed first
    agenda: list[Step] = field(default_factory=list)  # automatic steps, first is next
    chance: ChanceRequest | None = None
    fight: Fight | None = None
    vault_revealed: bool = False
    revisited: bool = False
    dungeon_rumors: list[str] = field(default_factory=list)  # Rumors Spread: "new"/"old" beside the top Dungeon
    dealt: list[str] = field(default_factory=list)  # Pursue Rumors: cards face up ("t:id" / "m:id")
    unused_tiles: list[str] = field(default_factory=list)  # Fewer Locations
    winner: int = -1
