"""Modal overlays over a frozen, darkened picture of the scenes beneath.

Only the top scene is updated, so whatever lies under a modal overlay cannot change while it
is up. Drawing it once into a snapshot (already shaded) instead of redrawing every scene
below each frame makes a dialog over a busy table cost one blit. The overlay is therefore
opaque to the stack while looking exactly like a translucent one.
"""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.draw import prepare, shade
from scenes.stack import Scene

#: Snapshots of overlays that have left, kept to be drawn over by the next one: a new full-canvas
#: surface costs 5-15 ms to allocate (8 MB of fresh pages), longer than the rest of the frame.
_SPARE: dict[tuple[int, int], pygame.Surface] = {}


def ready_snapshot(size: tuple[int, int] = (theme.CANVAS_W, theme.CANVAS_H)) -> None:
    """Allocate the first overlay's snapshot ahead (a table calls this while it opens)."""
    if size not in _SPARE:
        _SPARE[size] = prepare(pygame.Surface(size))


def scenes_below(app, scene: Scene) -> list[Scene]:
    """The scenes that show under `scene`, bottom-up (from the highest opaque one)."""
    stacked = list(app.stack)
    below = stacked[: stacked.index(scene)] if scene in stacked else stacked
    start = 0
    for i in range(len(below) - 1, -1, -1):
        if not below[i].transparent:
            start = i
            break
    return below[start:]


class Overlay(Scene):
    """A modal scene drawn over a snapshot of what was beneath it, darkened by `shade_alpha`."""

    transparent = False
    shade_alpha = 150

    def __init__(self, app) -> None:
        super().__init__(app)
        self._under: pygame.Surface | None = None

    def refresh_backdrop(self) -> None:
        """Take a new snapshot of the scenes below at the next draw."""
        self._under = None

    def backdrop(self, size: tuple[int, int] = (theme.CANVAS_W, theme.CANVAS_H)) -> pygame.Surface:
        if self._under is None or self._under.get_size() != size:
            surf = _SPARE.pop(size, None) or pygame.Surface(size)
            surf.fill(theme.BACKDROP)
            for scene in scenes_below(self.app, self):
                scene.draw(surf)
            if self.shade_alpha > 0:
                surf.blit(shade(size, self.shade_alpha), (0, 0))
            self.draw_static(surf)
            self._under = prepare(surf)
        return self._under

    def exit(self) -> None:
        """Leave the snapshot to the next overlay (see _SPARE)."""
        if self._under is not None:
            _SPARE[self._under.get_size()] = self._under
            self._under = None

    def draw_static(self, surface: pygame.Surface) -> None:
        """Draw what never changes while the overlay is up (its panel, its text) into the snapshot."""

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.backdrop(surface.get_size()), (0, 0))
