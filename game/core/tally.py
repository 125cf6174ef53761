"""The end screen's numbers, counted the same way for every game that keeps them from events: the
match's actions replayed from its setup through the rules, each event's data handed to the game's
own counter, and the winners marked from the outcome."""
from __future__ import annotations

import copy
from dataclasses import asdict, field, make_dataclass
from typing import Any, Callable


def seat_counts(rows: tuple, *more: tuple) -> type:
    """The dataclass of one seat's counts: its seat, name and win, the game's `more` fields
    ((name, type, default) each), then one whole number for each (key, label) of `rows`."""
    return make_dataclass("SeatStats", [("seat", int), ("name", str), ("winner", bool, field(default=False)),
                                        *[(name, kind, field(default=default)) for name, kind, default in more],
                                        *[(key, int, field(default=0)) for key, _ in rows]])


def replayed(rules: Any, setup: dict, actions: list, seat_stats: Callable[[int, Any], Any],
             count: Callable[[Any, list, dict], None], before: Callable[[Any, list, Any], None] | None = None,
             after: Callable[[Any, list], None] | None = None) -> list[dict]:
    """Replay `actions` (decisions and chance, in log order) from `setup`: `seat_stats(i, seat)` makes
    one seat's counts (a dataclass with `seat` and `winner`), `count(state, stats, data)` counts
    one event that names a seat of the game (`data["seat"]`; other events are not counted).
    A game that counts more may hand in `before(state, stats, action)`, called before
    each action is applied, and `after(state, stats)`, called at the end once the winners are
    marked. One plain dict per seat."""
    state = rules.new_game(copy.deepcopy(setup))
    stats = [seat_stats(i, p) for i, p in enumerate(state.seats)]
    for action in actions:
        if before is not None:
            before(state, stats, action)
        for event in rules.apply(state, action):
            seat = event.data.get("seat")
            if isinstance(seat, int) and 0 <= seat < len(stats):
                count(state, stats, event.data)
    outcome = rules.outcome(state)
    for s in stats:
        s.winner = outcome is not None and s.seat in outcome.winners
    if after is not None:
        after(state, stats)
    return [asdict(s) for s in stats]


def of_match(tally: Callable[[dict, list], list[dict]], match: Any) -> list[dict]:
    """A game's tally() for a Match: its setup and every logged action."""
    return tally(match.setup, [entry.action for entry in match.log])
