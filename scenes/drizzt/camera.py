"""The camera over the dungeon: world coordinates in spaces (x grows east, y south; space (x, y)
covers [x, x+1) x [y, y+1)) to screen pixels inside the viewport, and back.

Zoom comes in fixed steps whose space size is a whole number of pixels, so every zoom level
can keep its own pictures of the tiles (drawn at that size, sharp) and a frame only blits.
"""
from __future__ import annotations

import math

import pygame

from scenes.drizzt.layout import VIEWPORT

BASE_SPACE = 56  # px per space at zoom 1
SPACE_SIZES = (28, 35, 42, 49, 56, 70, 84, 98, 112)  # 0.5x .. 2x, whole pixels each
GLIDE_RATE = 9.0  # follow(): the share of the way left that is covered per second, exponentially
KEEP_IN_VIEW = 120  # px of the map that always stay inside the viewport


class Camera:
    """Where the viewport looks (`centre`, in spaces) and how large a space is (`space`, px)."""

    def __init__(self, viewport: pygame.Rect = VIEWPORT, space: int = BASE_SPACE) -> None:
        self.viewport = pygame.Rect(viewport)
        self.level = SPACE_SIZES.index(space) if space in SPACE_SIZES else SPACE_SIZES.index(BASE_SPACE)
        self.centre = [0.0, 0.0]
        self.bounds: tuple[float, float, float, float] | None = None  # the map, in spaces: x0, y0, x1, y1
        self.target: tuple[float, float] | None = None  # where follow() glides to

    # -- size ----------------------------------------------------------------------------------
    @property
    def space(self) -> int:
        """Pixels per space at the current zoom."""
        return SPACE_SIZES[self.level]

    @property
    def zoom(self) -> float:
        return self.space / BASE_SPACE

    def origin(self) -> tuple[int, int]:
        """Screen position of world (0, 0), rounded so that tile pictures land on whole pixels."""
        s = self.space
        return (round(self.viewport.centerx - self.centre[0] * s), round(self.viewport.centery - self.centre[1] * s))

    # -- conversions ---------------------------------------------------------------------------
    def to_screen(self, wx: float, wy: float) -> tuple[float, float]:
        ox, oy = self.origin()
        return ox + wx * self.space, oy + wy * self.space

    def to_world(self, sx: float, sy: float) -> tuple[float, float]:
        ox, oy = self.origin()
        return (sx - ox) / self.space, (sy - oy) / self.space

    def cell_at(self, pos) -> tuple[int, int] | None:
        """The space under a screen point inside the viewport (any space, placed tile or not)."""
        if not self.viewport.collidepoint(pos):
            return None
        wx, wy = self.to_world(*pos)
        return math.floor(wx), math.floor(wy)

    def cell_rect(self, cell) -> pygame.Rect:
        """The screen rect of a space."""
        ox, oy = self.origin()
        s = self.space
        return pygame.Rect(ox + cell[0] * s, oy + cell[1] * s, s, s)

    def visible(self) -> tuple[float, float, float, float]:
        """The world rect the viewport shows: x0, y0, x1, y1 in spaces."""
        x0, y0 = self.to_world(self.viewport.left, self.viewport.top)
        x1, y1 = self.to_world(self.viewport.right, self.viewport.bottom)
        return x0, y0, x1, y1

    # -- moving --------------------------------------------------------------------------------
    def set_bounds(self, x0: float, y0: float, x1: float, y1: float) -> None:
        """The map's extent in spaces; the camera never lets it leave the viewport entirely."""
        self.bounds = (x0, y0, x1, y1)
        self._clamp()

    def look_at(self, wx: float, wy: float) -> None:
        """Centre the viewport on a world point at once."""
        self.centre = [float(wx), float(wy)]
        self.target = None
        self._clamp()

    def pan(self, dx: float, dy: float) -> None:
        """Move the picture by (dx, dy) screen pixels, as a drag does (stops any glide)."""
        self.centre[0] -= dx / self.space
        self.centre[1] -= dy / self.space
        self.target = None
        self._clamp()

    def zoom_at(self, pos, steps: int) -> bool:
        """Zoom by `steps` levels (positive: closer) keeping the world point under `pos` there.
        Returns False when already at the nearest or farthest level."""
        level = max(0, min(len(SPACE_SIZES) - 1, self.level + steps))
        if level == self.level:
            return False
        wx, wy = self.to_world(*pos)
        self.level = level
        s = self.space
        self.centre = [wx - (pos[0] - self.viewport.centerx) / s, wy - (pos[1] - self.viewport.centery) / s]
        self._clamp()
        return True

    def fit(self, x0: float, y0: float, x1: float, y1: float) -> None:
        """The closest zoom showing the whole world rect, centred on it."""
        w, h = max(1e-6, x1 - x0), max(1e-6, y1 - y0)
        fitting = [i for i, s in enumerate(SPACE_SIZES) if w * s <= self.viewport.w and h * s <= self.viewport.h]
        self.level = fitting[-1] if fitting else 0
        self.look_at((x0 + x1) / 2, (y0 + y1) / 2)

    def follow(self, cell) -> None:
        """Glide (over the next updates) until the space `cell` is in the centre."""
        self.target = (cell[0] + 0.5, cell[1] + 0.5)

    def update(self, dt: float) -> bool:
        """Advance a glide by `dt` seconds; True while the camera moved."""
        if self.target is None:
            return False
        k = 1.0 - math.exp(-GLIDE_RATE * dt)
        tx, ty = self.target
        cx, cy = self.centre
        cx += (tx - cx) * k
        cy += (ty - cy) * k
        if abs(tx - cx) * self.space < 0.5 and abs(ty - cy) * self.space < 0.5:
            cx, cy = tx, ty
            self.target = None
        self.centre = [cx, cy]
        self._clamp()
        return True

    def _clamp(self) -> None:
        if self.bounds is None:
            return
        x0, y0, x1, y1 = self.bounds
        s = self.space
        reach_x = (self.viewport.w / 2 - KEEP_IN_VIEW) / s
        reach_y = (self.viewport.h / 2 - KEEP_IN_VIEW) / s
        self.centre[0] = min(max(self.centre[0], x0 - reach_x), x1 + reach_x)
        self.centre[1] = min(max(self.centre[1], y0 - reach_y), y1 + reach_y)
