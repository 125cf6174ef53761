"""Positions of a Dragonvault game reached by bots: for the tour, the frame benchmark and tests
that need a table at a given moment (the play step, a response offered, an encounter, a loot,
a team game, the end)."""
from __future__ import annotations

from typing import Callable

from game.core.bots import asking, owed_seat  # noqa: F401 (for the tours and tests, as before)
from game.core.bots import kind_or_random, play_until as play_bots_until
from game.core.match import Match

NAMES = ("Ana", "Ben", "Cy", "Di", "Eve", "Finn")
COLOURS = ("Orange", "Sky blue", "Green", "Yellow", "Blue", "Purple")


def setup_for(seats: int = 4, people: tuple[int, ...] = (), bot: str = "heuristic", *, teams=None,
              champions: str = "deal", order: list[str] | None = None, named: dict | None = None) -> dict:
    """`seats` seats, the ones in `people` run by people, the others by bots of one kind; `named`
    gives some seats their champion (seat -> champion id)."""
    from scenes.menu.seats import COLOUR_NAMES

    colours = [c for c in COLOURS if c in COLOUR_NAMES] or list(COLOUR_NAMES)
    setup = {"seats": [{"name": NAMES[i], "colour": colours[i % len(colours)],
                        "kind": "human" if i in people else "bot", "bot": None if i in people else bot}
                       for i in range(seats)], "champions": champions, "teams": teams}
    if order:
        setup["order"] = {"adventure": list(order)}
    for seat, champion in (named or {}).items():
        setup["seats"][seat]["champion"] = champion
    return setup


def bot_kind(match: Match, wanted: str) -> str:
    """`wanted` if the game has that bot (the heuristic bot may not have landed), else random."""
    return kind_or_random(match.rules, wanted)


def play_until(done: Callable[[Match], bool], *, seats: int = 4, seed: int = 7, limit: int = 4000,
               bot: str = "heuristic", **options) -> Match:
    """A match played by bots of one kind in every seat until `done(match)` (or the end)."""
    match = Match("dragonvault", setup_for(seats, **options), seed)
    return play_bots_until(match, done, bot_kind(match, bot), limit)


def seat_people(match: Match, *people: int) -> Match:
    """Make the seats in `people` people at the table; everyone else a heuristic bot."""
    for i, seat in enumerate(match.setup["seats"]):
        seat["bot"] = None if i in people else bot_kind(match, "heuristic")
        seat["kind"] = "human" if i in people else "bot"
    return match


def playing(turn: int = 1, *, pool: int = 0) -> Callable[[Match], bool]:
    """A seat in its play step at turn `turn` or later with at least `pool` treasure paid in."""
    return asking("play", lambda v: v.get("turn", 0) >= turn and v.get("pool", 0) >= pool)


def facing_group() -> Callable[[Match], bool]:
    """A group encounter being resolved by a seat that is not its drawer."""
    def check(match: Match) -> bool:
        who = match.to_act()
        if not isinstance(who, int):
            return False
        encounter = match.view(who).get("encounter") or {}
        return bool(encounter) and encounter.get("facing", -1) != encounter.get("drawer", -1)
    return check


def encountering() -> Callable[[Match], bool]:
    """An encounter on show, a seat to decide about it."""
    def check(match: Match) -> bool:
        who = match.to_act()
        return isinstance(who, int) and bool(match.view(who).get("encounter"))
    return check
