"""Dungeon Draft state: plain dataclasses that round-trip through JSON (nothing kept on them)."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.deck import Deck
from game.core.flow import ChanceRequest, Decision, Step  # noqa: F401 (the state's agenda types)


@dataclass
class Seat:
    """One player: gold and XP tokens, the play area by round, the quests and the draft piles."""

    name: str
    colour: str = ""
    gold: int = 0
    xp_tokens: int = 0  # the Earned XP space (DD-COMP-06)
    play_area: list[list[str]] = field(default_factory=list)  # heroes and weapons played, one list a round
    quests: list[str] = field(default_factory=list)  # kept quests not yet played (private, DD-SET-05)
    dealt: list[str] = field(default_factory=list)  # the 5 quests dealt, until the seat keeps 3
    quests_played: list[str] = field(default_factory=list)  # in play, in the order played (public)
    quest_round: dict[str, int] = field(default_factory=dict)  # quest played -> the round it was played in
    pack: list[str] = field(default_factory=list)  # the hand being drafted from (private)
    drafted: list[str] = field(default_factory=list)  # this round's picks, face down (private)
    attack_bonus: int = 0  # attack from card text, this round only (DD-CARD-05)
    discount: int = 0  # heroes and weapons cost this much less, this round only
    income_bonus: int = 0  # gold added to this round's end-of-turn income


@dataclass
class State:
    seats: list[Seat]
    deck: Deck  # the Draft deck and its discard pile (DD-COMP-05)
    quest_deck: Deck
    quests_on: bool = True  # False: the introductory game (DD-SET-06)
    first: int = -1  # the round-1 starting player, chosen at random (DD-SET-07)
    round: int = 0  # 1..4 once the first round starts
    pick: int = 0  # 1..7 during a draft
    starting: int = -1  # this round's starting player (DD-RND-03)
    active: int = -1  # the seat whose play turn it is (-1 outside the play phase)
    turn_index: int = 0  # how many seats have finished their play turn this round
    phase: str = "setup"  # setup | quests | draft | play | over
    final: dict | None = None  # the tally once the game is over
    decisions: list[Decision] = field(default_factory=list)
    agenda: list[Step] = field(default_factory=list)
    chance: ChanceRequest | None = None


def seat_name(state: State, seat: int) -> str:
    """How the events (and the secret choices' seals) name a seat."""
    return state.seats[seat].name
