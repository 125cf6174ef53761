"""How the core finds a game by its id: a save, a scenario and `Match("vault", ...)` name their
game by id, but the core knows no game and no registry. Whoever assembles the engine installs a
finder (game/__init__.py installs game.registry.get); a GameInfo handed over directly needs none."""
from __future__ import annotations

from typing import Callable

from game.core.info import GameInfo

Finder = Callable[[str], GameInfo]
_finder: Finder | None = None
_version = ""  # the Tavern Table version that assembled the engine: what a save says wrote it


def install(finder: Finder, version: str = "") -> None:
    """Answer the core's `find` with `finder` (an id -> GameInfo, KeyError for an unknown id);
    `version` is the app's (game.__version__), which saves record."""
    global _finder, _version
    _finder = finder
    _version = version


def app_version() -> str:
    """The version installed with the finder ("" when none was)."""
    return _version


def find(game_id: str) -> GameInfo:
    """The installed game with this id; a KeyError naming the known ids otherwise."""
    if _finder is None:
        raise KeyError(f"unknown game {game_id!r} (no games are installed)")
    return _finder(game_id)


def resolve(game: GameInfo | str) -> GameInfo:
    """A game's info from its id, or the info itself."""
    return find(game) if isinstance(game, str) else game
