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
SPACE_SIZES = (14, 21, 28, 35, 42, 49, 56, 70, 84, 98, 112)  # 0.25x .. 2x, whole pixels each (the two
# smallest are for seeing a long dungeon whole, clear of the captions)
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

    def fit(self, x0: float, y0: float, x1: float, y1: float, free: pygame.Rect | None = None) -> None:
        """The closest zoom showing the whole world rect, centred on it; inside `free` (the part
        of the viewport no panel or caption covers) when given."""
        area = pygame.Rect(free) if free is not None else self.viewport
        w, h = max(1e-6, x1 - x0), max(1e-6, y1 - y0)
        fitting = [i for i, s in enumerate(SPACE_SIZES) if w * s <= area.w and h * s <= area.h]
        self.level = fitting[-1] if fitting else 0
        self.centre = list(self._centre_putting(((x0 + x1) / 2, (y0 + y1) / 2), area.center))
        self.target = None
        self._clamp()

    def _centre_putting(self, world, at) -> tuple[float, float]:
        """The centre that shows world point `world` at screen point `at` (at this zoom)."""
        s = self.space
        return world[0] - (at[0] - self.viewport.centerx) / s, world[1] - (at[1] - self.viewport.centery) / s

    def shows(self, cell, free: pygame.Rect) -> bool:
        """True when the whole space `cell` lies inside the screen rect `free`."""
        return pygame.Rect(free).contains(self.cell_rect(cell))

    def bring_into_view(self, cell, free: pygame.Rect, *, jump: bool = False) -> bool:
        """Make the space `cell` fully seen inside `free` (the viewport less what covers it): when
        it already is, nothing moves (a person's aim is not pulled away); else the camera glides
        (or with `jump` moves at once) to put it in the middle of `free`. True if it moves."""
        headed = self.centre if self.target is None else self._clamped(self.target)
        s = self.space
        ox = round(self.viewport.centerx - headed[0] * s)
        oy = round(self.viewport.centery - headed[1] * s)
        if pygame.Rect(free).contains((ox + cell[0] * s, oy + cell[1] * s, s, s)):
            return False  # seen where the camera is (or is already going): leave it be
        centre = self._clamped(self._centre_putting((cell[0] + 0.5, cell[1] + 0.5), pygame.Rect(free).center))
        if jump:
            self.centre, self.target = list(centre), None
        else:
            self.target = centre
        return True

    def follow(self, cell) -> None:
        """Glide (over the next updates) until the space `cell` is in the centre of the viewport."""
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
        self.centre = list(self._clamped(self.centre))

    def _clamped(self, centre) -> tuple[float, float]:
        """`centre` moved as little as needed to keep KEEP_IN_VIEW px of the map in the viewport."""
        if self.bounds is None:
            return float(centre[0]), float(centre[1])
        x0, y0, x1, y1 = self.bounds
        s = self.space
        reach_x = (self.viewport.w / 2 - KEEP_IN_VIEW) / s
        reach_y = (self.viewport.h / 2 - KEEP_IN_VIEW) / s
        return min(max(centre[0], x0 - reach_x), x1 + reach_x), min(max(centre[1], y0 - reach_y), y1 + reach_y)
