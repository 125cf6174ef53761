"""Where a game's scenes are found: the menus start and resume games through here, and the tour
asks here for each game's stops. Nothing here names a game.

A game's scenes live in the package named after its id (`scenes/<game id>/`), whose __init__.py
declares them as `SCENES = GameScenes(table=..., setup=..., tour=...)`. The table factory is
called as `table(app, info=info, setup=setup, seed=seed)` for a new game and `table(app, match=match)` to
resume a loaded one, and returns the table Scene; starting a game replaces the whole menu stack
with it. `setup(app, info)` is the game's own setup screen (without one the picker opens the
common seat setup), and `tour()` its tour stops. Tests may put tables and setups of their own in
TABLES and SETUPS: they come before a package's.
"""
from __future__ import annotations

import importlib
import importlib.util
from dataclasses import dataclass
from functools import lru_cache
from typing import Callable

from scenes.stack import Scene

TABLES: dict[str, Callable[..., Scene]] = {}
SETUPS: dict[str, Callable[..., Scene]] = {}


@dataclass(frozen=True)
class GameScenes:
    """What a game's scenes package declares as SCENES."""

    table: Callable[..., Scene]
    setup: Callable[..., Scene] | None = None
    tour: Callable[[], list] | None = None


@lru_cache(maxsize=None)
def scenes_of(game_id: str) -> GameScenes | None:
    """The scenes `scenes/<game_id>/` declares; None while the game has no package here (its
    engine may land before its table)."""
    name = f"{__package__}.{game_id}"
    if not game_id.isidentifier() or importlib.util.find_spec(name) is None:
        return None
    declared = getattr(importlib.import_module(name), "SCENES", None)
    return declared if isinstance(declared, GameScenes) else None


def _table(game_id: str) -> Callable[..., Scene] | None:
    declared = scenes_of(game_id)
    return TABLES.get(game_id) or (declared.table if declared else None)


def has_table(game_id: str) -> bool:
    """Whether the app can seat a game of this kind yet."""
    return _table(game_id) is not None


def setup_scene(app, info) -> Scene | None:
    """The game's own setup screen for `info`, or None when it brings none (the picker then opens
    the common seat setup: this module sits below the menus and does not import them)."""
    declared = scenes_of(info.id)
    factory = SETUPS.get(info.id) or (declared.setup if declared else None)
    return None if factory is None else factory(app, info)


def tour_stops(game_id: str) -> list:
    """The tour stops a game's scenes package declares (none without a package or a tour)."""
    declared = scenes_of(game_id)
    return declared.tour() if declared and declared.tour else []


def start_game(app, info, setup: dict, seed: int | None = None) -> Scene | None:
    """Open the table for `info` with the seats from setup (and `seed`, a random one when
    None); a toast when there is none yet."""
    factory = _table(info.id)
    if factory is None:
        app.toasts.show(f"No table for {info.title} yet", "error")
        return None
    return app.stack.reset(factory(app, info=info, setup=setup, seed=seed))


def match_game_id(match) -> str | None:
    """The game id a loaded match belongs to (tolerant of how the match names it)."""
    for attr in ("game_id", "game", "info"):
        value = getattr(match, attr, None)
        if isinstance(value, str):
            return value
        if value is not None and isinstance(getattr(value, "id", None), str):
            return value.id
    return None


def resume_game(app, match) -> Scene | None:
    """Open the table for a loaded match; a toast when that game has no table yet."""
    factory = _table(match_game_id(match) or "")
    if factory is None:
        app.toasts.show("No table for this game yet", "error")
        return None
    return app.stack.reset(factory(app, match=match))
