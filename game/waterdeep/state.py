"""Lords of Waterdeep state: plain dataclasses that round-trip through JSON (nothing kept on them)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.deck import Deck
from game.core.flow import ChanceRequest, Decision, Step  # noqa: F401 (the state's agenda types)

KINDS = ("cleric", "fighter", "rogue", "wizard")  # the four adventurers (LW-COMP-03)
HARBOR = ("harbor_1", "harbor_2", "harbor_3")  # Waterdeep Harbor's spaces, in reassignment order (LW-WH-04)
HALL_SLOTS = 3  # face-up tiles in Builder's Hall (LW-SET-07)
INN_SLOTS = 4  # face-up quests at Cliffwatch Inn (LW-CW-02)
START_QUESTS = 2  # active quests dealt to each seat (LW-SET-10)
START_INTRIGUE = 2  # intrigue cards dealt to each seat (LW-SET-12)
AMBASSADOR, LIEUTENANT = "ambassador", "lieutenant"  # the neutral agents (LW-COMP-08)


@dataclass
class Seat:
    """One Lord of Waterdeep: the player mat (pool, tavern, completed quests) and the hand."""

    name: str
    colour: str = ""
    vp: int = 0  # the scoring track
    gold: int = 0
    tavern: dict[str, int] = field(default_factory=lambda: dict.fromkeys(KINDS, 0))
    agents: int = 0  # agents of this seat in play this round (own colour, Lieutenant, Ambassador)
    pool: int = 0  # of those, the ones not yet assigned (LW-AGT-01)
    waiting_agent: bool = True  # the extra agent beside round 5 has not joined yet (LW-SET-03)
    neutral: list[str] = field(default_factory=list)  # the Lieutenant, the Ambassador while held
    quests: list[str] = field(default_factory=list)  # active quests, face up (LW-SET-10)
    mandatory: list[str] = field(default_factory=list)  # mandatory quests (intrigue ids) played on this seat
    done: list[str] = field(default_factory=list)  # completed quests, in order (LW-QST-07)
    plots: list[str] = field(default_factory=list)  # completed plot quests, face up (LW-PQ-03)
    intrigue: list[str] = field(default_factory=list)  # the hidden hand (LW-INFO-02)
    lord: str = ""  # the secret Lord card (LW-INFO-01)
    buildings: list[str] = field(default_factory=list)  # tiles bought, in order
    shared_in: int = 0  # the round in which the share-a-space plot was last used (LW-EX-08)


@dataclass
class State:
    seats: list[Seat]
    quest_deck: Deck
    intrigue_deck: Deck
    building_deck: Deck
    lord_deck: Deck
    supply: dict[str, int]  # adventurer cubes left in the supply (LW-SUP-01)
    round_vp: list[int]  # VP tokens left on each round space (LW-SET-05)
    hall: list[str] = field(default_factory=list)  # Builder's Hall tiles ("" for an empty slot)
    hall_vp: list[int] = field(default_factory=list)  # VP tokens piled on each Hall tile
    inn: list[str] = field(default_factory=list)  # Cliffwatch Inn's face-up quests ("" for empty)
    built: list[str] = field(default_factory=list)  # building tiles in play, in the order built
    owner: dict[str, int] = field(default_factory=dict)  # built tile -> owning seat
    piles: dict[str, dict[str, int]] = field(default_factory=dict)  # built tile -> what its round starts piled on it
    occupants: dict[str, list[int]] = field(default_factory=dict)  # space id -> seats of the agents on it
    ambassador: int = -1  # the seat holding the Ambassador (-1: nobody)
    ambassador_next: int = -1  # the seat that took it this round: it joins that pool next round
    first: int = 0  # the First Player marker (LW-SET-13)
    round: int = 0  # 1..8 once play starts
    turn: int = -1  # the seat whose turn it is (-1: none)
    phase: str = "setup"  # setup | place | reassign | over
    final: list[dict] = field(default_factory=list)  # final scoring, one row per seat
    decisions: list[Decision] = field(default_factory=list)  # a stack: the last is owed first
    agenda: list[Step] = field(default_factory=list)  # automatic steps, first is next
    chance: ChanceRequest | None = None
