"""The city's action spaces: the nine basic buildings printed on the board (LW-COMP-06) and the
tiles bought from Builder's Hall (LW-COMP-07), each space read once from the content."""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

from game.waterdeep.content import load
from game.waterdeep.state import HARBOR, State


@dataclass(frozen=True)
class Space:
    """One action space: its building, what a visit gives (`gain`) and does (`effect`, `args`)."""

    id: str
    building: str
    name: str
    text: str
    gain: dict = field(default_factory=dict)
    effect: str = ""
    args: dict = field(default_factory=dict)
    basic: bool = True
    harbor: bool = False  # one of Waterdeep Harbor's spaces


@lru_cache(maxsize=1)
def basic_spaces() -> tuple[Space, ...]:
    """Every space of the basic buildings, in board order."""
    out = []
    for b in load().basics.values():
        for s in b.spaces:
            out.append(Space(s.id, b.id, b.name, s.text, dict(s.gain or {}), s.effect or "", dict(s.args or {}),
                             harbor=s.id in HARBOR))
    return tuple(out)


@lru_cache(maxsize=1)
def _basic_index() -> dict[str, Space]:
    return {s.id: s for s in basic_spaces()}


@lru_cache(maxsize=256)
def tile_space(building: str) -> Space:
    """The space of a building tile once built: its id is the building's id."""
    t = load().buildings[building]
    return Space(t.id, t.id, t.name, t.text, dict(t.visit or {}), t.effect or "", dict(t.args or {}), basic=False)


def space(space_id: str) -> Space:
    got = _basic_index().get(space_id)
    return got if got is not None else tile_space(space_id)


def spaces_in_play(state: State) -> list[Space]:
    """Every action space in play as its Space, board order."""
    return [*basic_spaces(), *map(tile_space, state.built)]


def in_play(state: State) -> list[str]:
    """Every action space in play, board order: the basic ones, then the tiles as they were built."""
    return [s.id for s in basic_spaces()] + list(state.built)


def exists(state: State, space_id: str) -> bool:
    return space_id in _basic_index() or space_id in state.built
