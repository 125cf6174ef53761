"""Positions of a Lords of Waterdeep game reached by bots: for the tour, the frame benchmark and
tests that need a table in a given phase (the first turn, a quest to complete, a Harbor
reassignment, a full board late in the game, the end)."""
from __future__ import annotations

from typing import Callable

from game.core.bots import kind_or_random, play_until as play_bots_until
from game.core.match import Match

NAMES = ("Ana", "Ben", "Cy", "Di", "Eve")
COLOURS = ("Sky blue", "Green", "Yellow", "Blue", "Vermilion")  # the content's: never a cube's colour


def setup_for(seats: int = 4, people: tuple[int, ...] = (), bot: str = "heuristic") -> dict:
    """`seats` seats, the ones in `people` run by people, the others by bots of one kind."""
    return {"seats": [{"name": NAMES[i], "colour": COLOURS[i], "bot": None if i in people else bot}
                      for i in range(seats)]}


def bot_kind(match: Match, wanted: str) -> str:
    """`wanted` if the game has that bot (the heuristic bot may not have landed), else random."""
    return kind_or_random(match.rules, wanted)


def play_until(done: Callable[[Match], bool], *, seats: int = 4, seed: int = 7, limit: int = 4000,
               bot: str = "heuristic") -> Match:
    """A match played by bots of one kind in every seat until `done(match)` (or the end)."""
    match = Match("waterdeep", setup_for(seats), seed)
    return play_bots_until(match, done, bot_kind(match, bot), limit)


def seat_people(match: Match, *people: int) -> Match:
    """Make the seats in `people` people at the table; everyone else a heuristic bot."""
    for i, seat in enumerate(match.setup["seats"]):
        seat["bot"] = None if i in people else bot_kind(match, "heuristic")
    return match


def owed_seat(match: Match) -> int:
    who = match.to_act()
    return who if isinstance(who, int) else 0


def asking(kind: str) -> Callable[[Match], bool]:
    """A position where the seat to act owes a decision of this kind (the view's "asked")."""
    def check(match: Match) -> bool:
        who = match.to_act()
        if not isinstance(who, int):
            return False
        asked = match.view(who).get("asked") or {}
        return asked.get("kind") == kind
    return check


def placing(round_: int = 1, placed: int = 0) -> Callable[[Match], bool]:
    """A seat to place an agent in round `round_`, with at least `placed` agents on the board."""
    def check(match: Match) -> bool:
        who = match.to_act()
        if not isinstance(who, int):
            return False
        view = match.view(who)
        taken = sum(1 for s in view["spaces"] if s.get("occupant", -1) >= 0)
        asked = (view.get("asked") or {}).get("kind")
        return (view["round"] >= round_ and view["phase"] == "place" and asked in (None, "place")
                and bool(view.get("open")) and taken >= placed)
    return check
