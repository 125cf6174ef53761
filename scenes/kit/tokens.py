"""Round seat tokens: the seat colour AND its symbol drawn as a shape, so colour is never the
only cue. Rendered supersampled once per (colour, symbol, size) and cached."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes, theme
from scenes.kit.draw import contrast_ink, darken, lighten, prepare

SYMBOLS = ("sun", "moon", "leaf", "star", "drop", "flame", "crown")
SUPERSAMPLE = 4
CLEAR = (0, 0, 0, 0)


def seat_style(colour_name: str) -> tuple[tuple[int, int, int], str]:
    """(rgb, symbol) for a seat colour name from theme.SEAT_COLOURS ('Orange' -> sun)."""
    for name, rgb, symbol in theme.SEAT_COLOURS:
        if name.lower() == colour_name.lower():
            return rgb, symbol
    raise KeyError(f"unknown seat colour {colour_name!r}")


def _pts(points, c, r):
    return [(c[0] + x * r, c[1] + y * r) for x, y in points]


def _sun(surf, c, r, ink):
    shapes.sun(surf, c, r, ink)


def _moon(surf, c, r, ink):
    pygame.draw.circle(surf, ink, c, r * 0.82)
    pygame.draw.circle(surf, CLEAR, (c[0] + r * 0.38, c[1] - r * 0.22), r * 0.68)


def _leaf(surf, c, r, ink):
    n, length, half = 28, r * 0.88, r * 0.46
    upper = [(-length + 2 * length * i / n, -half * math.sin(math.pi * i / n)) for i in range(n + 1)]
    lower = [(x, -y) for x, y in reversed(upper)]
    a = -math.pi / 4
    rot = [(c[0] + x * math.cos(a) - y * math.sin(a), c[1] + x * math.sin(a) + y * math.cos(a)) for x, y in upper + lower]
    pygame.draw.polygon(surf, ink, rot)
    tail = (c[0] - length * math.cos(a) * 1.12, c[1] - length * math.sin(a) * 1.12)
    head = (c[0] + length * math.cos(a) * 0.7, c[1] + length * math.sin(a) * 0.7)
    pygame.draw.line(surf, CLEAR, tail, head, max(2, int(r * 0.09)))
    pygame.draw.line(surf, ink, tail, (c[0] - length * math.cos(a) * 0.95, c[1] - length * math.sin(a) * 0.95),
                     max(2, int(r * 0.12)))


def _star(surf, c, r, ink):
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = r * (0.95 if i % 2 == 0 else 0.4)
        pts.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr + r * 0.06))
    pygame.draw.polygon(surf, ink, pts)


def _drop(surf, c, r, ink):
    cx, cy, rad = c[0], c[1] + r * 0.28, r * 0.55
    tip = (c[0], c[1] - r * 0.92)
    phi = math.degrees(math.acos(rad / (cy - tip[1])))
    arc = []
    for i in range(33):
        deg = -90 + phi + (360 - 2 * phi) * i / 32
        arc.append((cx + rad * math.cos(math.radians(deg)), cy + rad * math.sin(math.radians(deg))))
    pygame.draw.polygon(surf, ink, [tip, *arc])
    pygame.draw.circle(surf, CLEAR, (cx - rad * 0.38, cy + rad * 0.05), rad * 0.2)


_FLAME = [(0, -0.95), (0.2, -0.55), (0.42, -0.4), (0.38, -0.7), (0.6, -0.3), (0.66, 0.15), (0.54, 0.52),
          (0.26, 0.8), (0, 0.86), (-0.26, 0.8), (-0.54, 0.52), (-0.64, 0.12), (-0.56, -0.2), (-0.4, -0.52),
          (-0.32, -0.22), (-0.14, -0.6)]
_FLAME_CORE = [(0, -0.18), (0.2, 0.22), (0.22, 0.48), (0, 0.64), (-0.22, 0.48), (-0.2, 0.22)]


def _flame(surf, c, r, ink):
    pygame.draw.polygon(surf, ink, _pts(_FLAME, c, r))
    pygame.draw.polygon(surf, CLEAR, _pts(_FLAME_CORE, c, r))


_CROWN = [(-0.72, 0.32), (-0.84, -0.42), (-0.4, -0.02), (0, -0.62), (0.4, -0.02), (0.84, -0.42), (0.72, 0.32)]


def _crown(surf, c, r, ink):
    pygame.draw.polygon(surf, ink, _pts(_CROWN, c, r))
    band = pygame.Rect(0, 0, r * 1.44, r * 0.3)
    band.midtop = (c[0], c[1] + r * 0.4)
    pygame.draw.rect(surf, ink, band, border_radius=max(1, int(r * 0.06)))
    for x, y in ((-0.84, -0.42), (0, -0.62), (0.84, -0.42)):
        pygame.draw.circle(surf, ink, (c[0] + x * r, c[1] + y * r - r * 0.06), r * 0.13)
    pygame.draw.circle(surf, CLEAR, (c[0], c[1] + r * 0.1), r * 0.12)


DRAWERS = {"sun": _sun, "moon": _moon, "leaf": _leaf, "star": _star, "drop": _drop, "flame": _flame,
           "crown": _crown}


@lru_cache(maxsize=256)
def symbol_surface(symbol: str, size: int, colour: tuple) -> pygame.Surface:
    """The symbol alone, `size` px square, anti-aliased by supersampling (cached)."""
    if symbol not in DRAWERS:
        raise KeyError(f"unknown symbol {symbol!r}; known: {', '.join(SYMBOLS)}")
    big = size * SUPERSAMPLE
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    DRAWERS[symbol](surf, (big / 2, big / 2), big / 2, (*colour[:3], 255))
    return prepare(pygame.transform.smoothscale(surf, (size, size)))


@lru_cache(maxsize=256)
def token_surface(colour: tuple, symbol: str, radius: int, ring: tuple | None = None) -> pygame.Surface:
    """A round token: shaded disc in the seat colour, a rim, the symbol in contrasting ink."""
    size = radius * 2 + 8  # room for the shadow
    big = size * SUPERSAMPLE
    r = radius * SUPERSAMPLE
    c = (big // 2, big // 2 - 2 * SUPERSAMPLE)
    surf = pygame.Surface((big, big), pygame.SRCALPHA)
    pygame.draw.circle(surf, (0, 0, 0, 90), (c[0], c[1] + 4 * SUPERSAMPLE), r)
    pygame.draw.circle(surf, darken(colour, 0.45), c, r)
    for i in range(10):
        t = i / 9
        pygame.draw.circle(surf, lighten(colour, 0.22 * t), (c[0] - r * 0.12 * t, c[1] - r * 0.14 * t),
                           r * (0.9 - 0.35 * t))
    pygame.draw.circle(surf, ring or lighten(colour, 0.55), c, r * 0.9, max(1, SUPERSAMPLE * 2))
    token = pygame.transform.smoothscale(surf, (size, size))
    sym = symbol_surface(symbol, int(radius * 1.15), contrast_ink(colour))
    token.blit(sym, sym.get_rect(center=(size // 2, size // 2 - 2)))
    return prepare(token)


class Token:
    """A seat token at `center`; draw() is one blit. Carries a tooltip (e.g. the seat's name)."""

    def __init__(self, center, radius: int, colour: tuple, symbol: str, *, tooltip: str = "") -> None:
        self.radius = radius
        self.colour = tuple(colour)
        self.symbol = symbol
        self.tooltip = tooltip
        self.rect = pygame.Rect(0, 0, radius * 2, radius * 2)
        self.rect.center = center

    @classmethod
    def for_seat(cls, center, radius: int, colour_name: str, *, tooltip: str = "") -> "Token":
        rgb, symbol = seat_style(colour_name)
        return cls(center, radius, rgb, symbol, tooltip=tooltip)

    @property
    def surface(self) -> pygame.Surface:
        return token_surface(self.colour, self.symbol, self.radius)

    def contains(self, pos) -> bool:
        return math.dist(pos, self.rect.center) <= self.radius

    def draw(self, surface: pygame.Surface) -> None:
        img = self.surface
        surface.blit(img, img.get_rect(center=(self.rect.centerx, self.rect.centery + 2)))
