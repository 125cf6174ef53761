"""Positions of a Vault of Dragons game reached by bots: for the tour, the benchmark and tests
that need a table in a given phase (a fight, a Dungeon attempt, Pursue Rumors, the end)."""
from __future__ import annotations

from typing import Callable

from game.core.bots import bot_move
from game.core.match import Match

NAMES = ("Ana", "Ben", "Cy", "Di")
COLOURS = ("Orange", "Sky blue", "Green", "Purple")


def setup_for(seats: int = 4) -> dict:
    return {"seats": [{"name": NAMES[i], "colour": COLOURS[i], "bot": None} for i in range(seats)],
            "variants": {}}


def play_until(done: Callable[[Match], bool], *, seats: int = 4, seed: int = 7, limit: int = 6000,
               bot: str = "heuristic") -> Match:
    """A match played by bots of one kind in every seat until `done(match)` (or the end)."""
    match = Match("vault", setup_for(seats), seed)
    for _ in range(limit):
        if done(match) or match.over:
            break
        if match.to_act() == "chance":
            match.roll()
        else:
            match.act(bot_move(match, bot))
    return match


def seat_people(match: Match, person: int) -> Match:
    """Make `person` the only human at the table; everyone else a heuristic bot."""
    for i, seat in enumerate(match.setup["seats"]):
        seat["bot"] = None if i == person else "heuristic"
    return match


def deciding(kind: str, fight: str | None = None) -> Callable[[Match], bool]:
    """A position where someone owes a decision of this kind (in a fight of this kind)."""
    def check(match: Match) -> bool:
        who = match.to_act()
        view = match.view(who if isinstance(who, int) else -1)
        decision, shown = view["decision"], view["fight"]
        if decision is None or decision["kind"] != kind:
            return False
        return fight is None or (shown is not None and shown["kind"] == fight
                                 and all(s["dice"] for s in shown["sides"]))
    return check


def owed_seat(match: Match) -> int:
    who = match.to_act()
    return who if isinstance(who, int) else 0
