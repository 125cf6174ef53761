"""Esc opens the pause menu at the first press, even over the overlays a table puts up while play
runs on (the hand-off curtain, the dice tray): they ask the table beneath them to open it.

The menu is pushed on top of the overlay, which stays where it is: an opaque curtain keeps the
table hidden under the menu, and a tray's dice wait (only the top scene is updated) and go on
rolling or resting after Resume."""
from __future__ import annotations

from scenes.stack import Scene


def open_menu_below(app, scene: Scene) -> bool:
    """Ask the nearest scene under `scene` that has a pause menu (a table's `open_menu`) to open
    it. False when none has one (a curtain or tray shown outside a game, e.g. the kit demo)."""
    stacked = list(app.stack)
    below = stacked[: stacked.index(scene)] if scene in stacked else stacked
    for under in reversed(below):
        opener = getattr(under, "open_menu", None)
        if callable(opener):
            opener()
            return True
    return False
