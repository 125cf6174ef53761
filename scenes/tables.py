"""Where a game's table scene is found: the menus start and resume games through here.

A game package adds its table with `TABLES[game_id] = factory`, where the factory is called
as `factory(app, info=info, setup=setup)` for a new game and `factory(app, match=match)` to
resume a loaded one, and returns the table Scene. Starting a game replaces the whole menu
stack with that scene. A package may also add `SETUPS[game_id] = factory(app, info)`: its own
setup screen instead of the common seat setup. The packages named in GAME_SCENES register
themselves when first asked for.
"""
from __future__ import annotations

import importlib
from typing import Callable

from scenes.stack import Scene

TABLES: dict[str, Callable[..., Scene]] = {}
SETUPS: dict[str, Callable[..., Scene]] = {}
GAME_SCENES = ("scenes.vault", "scenes.drizzt")
_loaded = False


def _load() -> None:
    global _loaded
    if not _loaded:
        _loaded = True
        for name in GAME_SCENES:
            importlib.import_module(name)


def has_table(game_id: str) -> bool:
    """Whether the app can seat a game of this kind yet (its engine may exist before its table)."""
    _load()
    return game_id in TABLES


def setup_scene(app, info) -> Scene:
    """The setup screen for `info`: the game's own, or the common seat setup."""
    _load()
    factory = SETUPS.get(info.id)
    if factory is not None:
        return factory(app, info)
    from scenes.menu.seats import SeatSetupScene

    return SeatSetupScene(app, info)


def start_game(app, info, setup: dict) -> Scene | None:
    """Open the table for `info` with the seats from setup; a toast when there is none yet."""
    _load()
    factory = TABLES.get(info.id)
    if factory is None:
        app.toasts.show(f"No table for {info.title} yet", "error")
        return None
    return app.stack.reset(factory(app, info=info, setup=setup))


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
    _load()
    factory = TABLES.get(match_game_id(match) or "")
    if factory is None:
        app.toasts.show("No table for this game yet", "error")
        return None
    return app.stack.reset(factory(app, match=match))
