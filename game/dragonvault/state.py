"""Dragonvault state: plain dataclasses that round-trip through JSON (nothing kept on them)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.deck import Deck
from game.core.flow import ChanceRequest, Decision, Step  # noqa: F401 (the state's agenda types)


@dataclass
class Companion:
    """A companion on the table beside its champion (DV-COMP-01)."""

    card: str
    damage: int = 0
    frozen: bool = False
    thaws_on_turn: int | None = None  # the owner's own turn number at whose start it thaws


@dataclass
class Seat:
    """One player: the champion, its damage and frost, the hand and the companions on the table."""

    name: str
    kind: str = "human"
    bot: str = ""
    colour: str = ""
    champion: str = ""
    damage: int = 0
    frozen: bool = False
    thaws_on_turn: int | None = None  # this seat's own turn number at whose start the champion thaws
    alive: bool = True
    hand: list[str] = field(default_factory=list)
    companions: list[Companion] = field(default_factory=list)
    team: int | None = None
    turns: int = 0  # how many of its own turns this seat has begun


@dataclass
class State:
    seats: list[Seat]
    adventure: Deck  # the adventure deck; its `discard` is the one discard pile (DV-DECK-09)
    side: dict[str, int] = field(default_factory=dict)  # the side deck: card id -> copies (DV-DECK-04)
    phase: str = "champions"  # champions | order | turn | over
    active: int = -1  # the seat whose turn it is (-1 before the first turn)
    turn: int = 0  # turns begun, 1-based once play starts
    pool: int = 0  # the active seat's treasure pool this turn (DV-PAY-03)
    skip_draw: bool = False  # an action said: no draw this turn
    teams: list[int] | None = None
    rules: dict = field(default_factory=dict)  # the config with the setup's overrides
    order_rolls: list[list[int]] = field(default_factory=list)  # each seat's turn-order rolls
    rollers: list[int] = field(default_factory=list)  # seats still rolling for turn order
    resolving: list[str] = field(default_factory=list)  # cards played and not yet discarded
    encounter: dict | None = None  # {card, drawer, facing} while an encounter resolves
    peeking: list[str] = field(default_factory=list)  # cards taken off the top to be put back
    last_roll: dict | None = None  # {seat, value, purpose}
    flags: list[str] = field(default_factory=list)  # "prevent:7": response 7 stopped its trigger
    triggers: int = 0  # counts the moments a response was asked about (their ids)
    deaths: list[int] = field(default_factory=list)  # seats in the order their champions died
    final: dict | None = None
    decisions: list[Decision] = field(default_factory=list)  # a stack: the last is owed first
    agenda: list[Step] = field(default_factory=list)  # automatic steps, first is next
    chance: ChanceRequest | None = None
