"""Positions of a Dungeon Draft game reached by bots: for the tour, the frame benchmark and tests
that need a table at a given moment (a quest keep, a draft pick, the play phase, the end)."""
from __future__ import annotations

from typing import Callable

from game.core.bots import asking, owed_seat  # noqa: F401 (for the tours and tests, as before)
from game.core.bots import kind_or_random, play_until as play_bots_until
from game.core.match import Match

NAMES = ("Ana", "Ben", "Cy", "Di", "Eve")
COLOURS = ("Orange", "Sky blue", "Green", "Yellow", "Purple")


def setup_for(seats: int = 4, people: tuple[int, ...] = (), bot: str = "drafter", *, quests: bool = True) -> dict:
    """`seats` seats, the ones in `people` run by people, the others by bots of one kind."""
    from scenes.menu.seats import COLOUR_NAMES

    colours = [c for c in COLOURS if c in COLOUR_NAMES] or list(COLOUR_NAMES)
    return {"seats": [{"name": NAMES[i], "colour": colours[i % len(colours)],
                       "kind": "human" if i in people else "bot", "bot": None if i in people else bot}
                      for i in range(seats)], "quests": quests}


def play_until(done: Callable[[Match], bool], *, seats: int = 4, seed: int = 7, limit: int = 4000,
               bot: str = "drafter", **options) -> Match:
    """A match played by bots of one kind in every seat until `done(match)` (or the end)."""
    match = Match("draft", setup_for(seats, **options), seed)
    return play_bots_until(match, done, kind_or_random(match.rules, bot), limit)


def seat_people(match: Match, *people: int) -> Match:
    """Make the seats in `people` people at the table; everyone else a drafting bot."""
    for i, seat in enumerate(match.setup["seats"]):
        seat["bot"] = None if i in people else kind_or_random(match.rules, "drafter")
        seat["kind"] = "human" if i in people else "bot"
    return match


def playing(round_no: int = 1, also: Callable[[dict], bool] | None = None) -> Callable[[Match], bool]:
    return asking("play", lambda v: v.get("round", 0) >= round_no and (also is None or also(v)))


def lit(kind: str) -> Callable[[dict], bool]:
    """The seat to act may play a monster ("monster") or a quest ("quest") now."""
    def check(view: dict) -> bool:
        me = view["seats"][view["viewer"]]
        quests = set(me.get("quests") or ())
        for p in view.get("playable") or ():
            if p.get("why"):
                continue
            if kind == "quest" and p["card"] in quests:
                return True
            if kind == "monster" and p["card"] not in quests:
                from scenes.draft import words

                if words.cls(p["card"]) == "monster":
                    return True
        return False
    return check
