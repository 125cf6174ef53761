"""Who is whose ally (DV-TEAM-01, G-19): in a free-for-all every other champion is an enemy; in a
team game the seats declared on one team before the turn-order roll are allies. And the order
seats are taken in: clockwise from a seat (DV-ORD-03)."""
from __future__ import annotations

from game.dragonvault.state import State


def allied(state: State, a: int, b: int) -> bool:
    """True when `a` and `b` are the same seat or declared allies."""
    return a == b or (state.teams is not None and state.teams[a] == state.teams[b])


def enemy(state: State, a: int, b: int) -> bool:
    return not allied(state, a, b)


def clockwise(state: State, start: int) -> list[int]:
    """Every seat, starting with `start` and going clockwise (to the left)."""
    n = len(state.seats)
    start = start if 0 <= start < n else 0
    return [(start + k) % n for k in range(n)]


def living(state: State, start: int | None = None) -> list[int]:
    """The seats whose champions live, clockwise from `start` (the active seat by default)."""
    return [s for s in clockwise(state, state.active if start is None else start) if state.seats[s].alive]


def living_allies(state: State, seat: int) -> list[int]:
    """Living allies of `seat` (itself not counted), to give cards to (DV-TEAM-02, G-22)."""
    return [s for s in living(state, seat) if s != seat and allied(state, seat, s)]


def sides_alive(state: State) -> set:
    """The sides still in the game: a team index, or ("seat", i) for a free-for-all seat."""
    return {state.teams[s] if state.teams is not None else ("seat", s)
            for s in range(len(state.seats)) if state.seats[s].alive}
