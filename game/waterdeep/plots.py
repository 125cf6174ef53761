"""Completed plot quests' ongoing effects (LW-PQ-01, LW-PQ-03): which of a seat's plots carry an
effect of a given name, and with what arguments. The rules modules ask here where a plot changes
them (a discount in Builder's Hall, a shared space, a bonus cube...)."""
from __future__ import annotations

from game.waterdeep.content import load
from game.waterdeep.state import State


def plot_args(state: State, seat: int, name: str) -> list[dict]:
    """The arguments of each completed plot quest of this seat whose ongoing effect is `name`."""
    plots = state.seats[seat].plots
    if not plots:
        return []
    quests = load().quests
    return [dict(quests[q].plot_args or {}) for q in plots if quests[q].plot == name]


def has(state: State, seat: int, name: str) -> bool:
    plots = state.seats[seat].plots
    if not plots:
        return False
    quests = load().quests
    return any(quests[q].plot == name for q in plots)
