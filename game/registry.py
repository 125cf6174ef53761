"""The games the engine knows: id -> GameInfo (title, seats, co-op?, rules module...).

A game registers in one place, its own package: every sub-package of `game` but the core whose
`rules` module exposes INFO is a game. They are found by walking the package (no list to edit)
the first time the games are asked for, not when the app starts. Tests and tools may `register`
more (a game outside `game/`, like the test-only Coin Dash).
"""
from __future__ import annotations

import importlib
import importlib.util
import pkgutil
import sys

from game.core.info import GameInfo, Option

__all__ = ["GameInfo", "Option", "games", "get", "register", "unregister"]

CORE = "game.core"  # the one sub-package that is not a game
_found: dict[str, GameInfo] | None = None  # the games walking the package found, once walked
_registered: dict[str, GameInfo] = {}


def _discover() -> dict[str, GameInfo]:
    """Every game package under `game`, in package-name order: id -> its rules module's INFO."""
    found: dict[str, GameInfo] = {}
    # the package this module sits in: imported before it, and it imports this module (game/__init__.py)
    for package in pkgutil.iter_modules(sys.modules[__package__].__path__, "game."):
        if not package.ispkg or package.name == CORE or importlib.util.find_spec(f"{package.name}.rules") is None:
            continue
        info = getattr(importlib.import_module(f"{package.name}.rules"), "INFO", None)
        if isinstance(info, GameInfo):
            found.setdefault(info.id, info)
    return found


def _games() -> dict[str, GameInfo]:
    global _found
    if _found is None:
        _found = _discover()
    return {**_found, **_registered}


def register(info: GameInfo) -> GameInfo:
    """Add a game that is not a package of `game` (tests register their own small games too)."""
    _registered[info.id] = info
    return info


def unregister(game_id: str) -> None:
    _registered.pop(game_id, None)


def games() -> list[GameInfo]:
    """Every installed game: the packages of `game` by name, then those registered."""
    return list(_games().values())


def get(game_id: str) -> GameInfo:
    """The game with this id; a KeyError naming the known ids otherwise."""
    known = _games()
    try:
        return known[game_id]
    except KeyError:
        raise KeyError(f"unknown game {game_id!r} (installed: {', '.join(known) or 'none'})") from None
