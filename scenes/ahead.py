"""Work done ahead while the app stands idle: the one-off loads the first opening of a screen
would otherwise pay in one long frame (each game's content files, the quieter menu backdrop).

The live loop (App.run) takes one task from the queue instead of sleeping whenever a frame had
nothing to draw, so the work lands while the player reads the title, never while something
moves. Every task only fills a cache the game would fill anyway: doing it ahead changes no
picture and no game."""
from __future__ import annotations

import importlib
import importlib.util
from collections import deque
from typing import Callable


def tasks() -> deque[Callable[[], object]]:
    """The quieter backdrop, then each game's content, in the picker's order."""
    from game import registry
    from scenes.menu.backdrop import backdrop

    queue: deque[Callable[[], object]] = deque([lambda: backdrop("plain")])
    for info in registry.games():
        loader = _content_loader(info.module.rpartition(".")[0])
        if loader is not None:
            queue.append(loader)
    return queue


def _content_loader(package: str) -> Callable[[], object] | None:
    """`<game package>.content.load` when the game keeps its content in files, else None."""
    if importlib.util.find_spec(f"{package}.content") is None:
        return None
    return getattr(importlib.import_module(f"{package}.content"), "load", None)
