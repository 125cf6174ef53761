"""The look of each die kind seen from above, and where the tray sits on the canvas.

Pure data and math (no pygame, no pymunk): the physics and the art both read it.
Every die is a silhouette polygon (its physics shape and outline), an inner top face
where the value is printed, and the facets between them, shaded by the light.
"""
from __future__ import annotations

import math
from dataclasses import dataclass

Point = tuple[float, float]

# Where the tray sits on the 1920x1080 canvas: the wooden rim and the felt inside it.
TRAY_RECT = (150, 118, 1620, 792)  # x, y, w, h of the outer rim
RIM = 40
FELT_RECT = (TRAY_RECT[0] + RIM, TRAY_RECT[1] + RIM, TRAY_RECT[2] - 2 * RIM, TRAY_RECT[3] - 2 * RIM)

# The light comes from the top left (a unit vector in screen coordinates).
LIGHT = (-0.6, -0.8)


@dataclass(frozen=True)
class DieShape:
    """One die kind's silhouette, top face and facets, in pixels around its centre."""

    kind: str
    outline: tuple[Point, ...]
    top: tuple[Point, ...]
    facets: tuple[tuple[Point, ...], ...]
    colour: tuple[int, int, int]
    ink: tuple[int, int, int]
    label_size: int
    #: The silhouette looks the same after turning by this many degrees.
    symmetry: float

    @property
    def radius(self) -> float:
        """The distance from the centre to the farthest corner."""
        return max(math.hypot(x, y) for x, y in self.outline)


def regular(n: int, radius: float, start_deg: float = -90.0) -> tuple[Point, ...]:
    """A regular n-gon, first corner at start_deg (-90 = straight up)."""
    pts = []
    for i in range(n):
        a = math.radians(start_deg + 360.0 * i / n)
        pts.append((radius * math.cos(a), radius * math.sin(a)))
    return tuple(pts)


def scaled(points: tuple[Point, ...], k: float, dy: float = 0.0) -> tuple[Point, ...]:
    return tuple((x * k, y * k + dy) for x, y in points)


def bevel_facets(outline: tuple[Point, ...], top: tuple[Point, ...]) -> tuple[tuple[Point, ...], ...]:
    """The chamfer quads between an outline and a top face with the same corner count."""
    n = len(outline)
    return tuple((outline[i], outline[(i + 1) % n], top[(i + 1) % n], top[i]) for i in range(n))


def _bevelled(kind, outline, k, colour, ink, label_size, symmetry, dy=0.0) -> DieShape:
    top = scaled(outline, k, dy)
    return DieShape(kind, outline, top, bevel_facets(outline, top), colour, ink, label_size, symmetry)


def _d20(radius: float, colour, ink) -> DieShape:
    """A hexagon silhouette around a triangular top face: the icosahedron from above."""
    hexagon = regular(6, radius, -90.0)
    top = regular(3, radius * 0.62, -90.0)
    facets = []
    for i in range(3):
        t, t_next = top[i], top[(i + 1) % 3]
        h = 2 * i  # the hexagon corner straight out from top corner i
        facets.append((t, hexagon[(h - 1) % 6], hexagon[h]))
        facets.append((t, hexagon[h], hexagon[(h + 1) % 6]))
        facets.append((t, hexagon[(h + 1) % 6], t_next))
    return DieShape("d20", hexagon, top, tuple(facets), colour, ink, 40, 120.0)


def _kite(w: float, top_y: float, wing_y: float, bottom_y: float) -> tuple[Point, ...]:
    return ((0.0, top_y), (w, wing_y), (0.0, bottom_y), (-w, wing_y))


IVORY = (238, 230, 208)
DARK_INK = (40, 30, 26)
LIGHT_INK = (250, 246, 236)

SHAPES: dict[str, DieShape] = {
    "d4": _bevelled("d4", regular(3, 66.0), 0.58, (52, 152, 96), LIGHT_INK, 36, 120.0),
    "d6": _bevelled("d6", regular(4, 64.0, -135.0), 0.76, IVORY, DARK_INK, 50, 90.0),
    "d8": _bevelled("d8", _kite(47.0, -62.0, 0.0, 62.0), 0.7, (50, 108, 196), LIGHT_INK, 42, 180.0),
    "d10": _bevelled("d10", _kite(52.0, -58.0, -10.0, 62.0), 0.68, (128, 74, 168), LIGHT_INK, 38, 360.0, 2.0),
    "d12": _bevelled("d12", regular(5, 58.0), 0.66, (222, 124, 38), LIGHT_INK, 40, 72.0, 2.0),
    "d20": _d20(60.0, (184, 40, 48), LIGHT_INK),
    "casualty": _bevelled("casualty", regular(4, 64.0, -135.0), 0.76, (58, 52, 56), (236, 226, 200), 50, 90.0),
}
#: Any die kind without art of its own borrows the d6 look (its value printed as digits).
FALLBACK = "d6"


def shape_for(kind: str) -> DieShape:
    return SHAPES.get(kind, SHAPES[FALLBACK])


def rotate(points: tuple[Point, ...], angle: float, cx: float, cy: float, k: float = 1.0) -> list[Point]:
    """Points turned by `angle` radians, scaled by k and moved to (cx, cy)."""
    c, s = math.cos(angle) * k, math.sin(angle) * k
    return [(cx + x * c - y * s, cy + x * s + y * c) for x, y in points]


def inside_felt(points: list[Point], felt: tuple[float, float, float, float] = FELT_RECT, slack: float = 1.0) -> bool:
    """True when every point lies on the felt (within `slack` pixels)."""
    x, y, w, h = felt
    return all(x - slack <= px <= x + w + slack and y - slack <= py <= y + h + slack for px, py in points)
