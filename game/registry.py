"""The games the engine knows: id -> rules module and the facts the menus show."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class GameInfo:
    """What the game picker, seat setup and rules viewer need to know about a game."""

    id: str
    title: str
    module: str  # dotted path of the rules module (implements the protocol)
    min_seats: int
    max_seats: int
    coop: bool = False
    has_secrets: bool = False
    blurb: str = ""
    rules_summary: str = ""
    bots: tuple[str, ...] = ("random",)

    def rules(self) -> ModuleType:
        """Import and return the rules module."""
        return importlib.import_module(self.module)


# Games whose engine has landed: the rules module of each, whose INFO describes it. They are
# imported the first time the list is asked for, not when the app starts.
BUILT_IN = ("game.vault.rules", "game.drizzt.rules")
_GAMES: dict[str, GameInfo] = {}
_loaded = False


def _load_built_in() -> None:
    global _loaded
    if _loaded:
        return
    _loaded = True
    for name in BUILT_IN:
        info = importlib.import_module(name).INFO
        _GAMES.setdefault(info.id, info)


def register(info: GameInfo) -> GameInfo:
    """Add a game (tests register their own small games too)."""
    _GAMES[info.id] = info
    return info


def unregister(game_id: str) -> None:
    _GAMES.pop(game_id, None)


def games() -> list[GameInfo]:
    """Every installed game, in the order registered."""
    _load_built_in()
    return list(_GAMES.values())


def get(game_id: str) -> GameInfo:
    """The game with this id; a KeyError naming the known ids otherwise."""
    _load_built_in()
    try:
        return _GAMES[game_id]
    except KeyError:
        known = ", ".join(_GAMES) or "none"
        raise KeyError(f"unknown game {game_id!r} (installed: {known})") from None
