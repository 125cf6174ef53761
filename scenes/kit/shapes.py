"""Small helpers for drawing smooth shapes: draw on a canvas SS times larger than wanted, then
shrink it with smoothscale so the edges come out soft. Any game's art may use them; text is
not drawn here (it is rendered at its final size on top).

Every function is pure: it returns a new surface or a list of points, or draws onto the
surface it is given.
"""
from __future__ import annotations

import math

import pygame

from scenes.kit.draw import vertical_gradient

SS = 4  # how many times larger shapes are drawn before they are shrunk


def canvas(w: float, h: float) -> pygame.Surface:
    """A clear SRCALPHA surface of about (w, h), at least one pixel each way."""
    return pygame.Surface((max(1, round(w)), max(1, round(h))), pygame.SRCALPHA)


def downscale(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    """A supersampled drawing shrunk to its final size, smoothly."""
    return pygame.transform.smoothscale(big, size)


def place(points, cx: float, cy: float, rx: float, ry: float | None = None) -> list[tuple[float, float]]:
    """Unit points (about -1..1) moved to the centre (cx, cy) and stretched by rx, ry."""
    ry = rx if ry is None else ry
    return [(cx + x * rx, cy + y * ry) for x, y in points]


def bezier(p0, p1, p2, steps: int = 12) -> list[tuple[float, float]]:
    """A quadratic curve from p0 to p2 pulled towards p1, as steps + 1 points."""
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def scaled(points, k: float, centre) -> list[tuple[float, float]]:
    """Points grown (k > 1) or shrunk (k < 1) about `centre`."""
    cx, cy = centre
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in points]


def stroke(surf: pygame.Surface, colour, points, width: float, closed: bool = True) -> None:
    """A thick line through `points` with round joints (pygame's thick lines leave notches at
    the corners, so a disc covers each joint)."""
    width = max(1, round(width))
    pygame.draw.lines(surf, colour, closed, points, width)
    if width > 2:
        for p in points:
            pygame.draw.circle(surf, colour, p, width / 2)


def clip(layer: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """A copy of `layer` kept only where `mask` is opaque (both SRCALPHA, the same size)."""
    out = layer.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def poly_mask(size, points) -> pygame.Surface:
    """A mask of `size`: opaque white inside the polygon, clear outside."""
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), points)
    return mask


def gradient_layer(size, top, bottom) -> pygame.Surface:
    """An SRCALPHA layer filled with a top-to-bottom gradient (for clipping into a shape)."""
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.blit(vertical_gradient(size, top[:3], bottom[:3]), (0, 0))
    return layer


def alpha_copy(surface: pygame.Surface) -> pygame.Surface:
    """A copy of `surface` on a fresh SRCALPHA surface."""
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    return out


def sun(surf: pygame.Surface, c, r: float, ink, *, core: float = 0.42, reach: float = 0.98,
        base: float = 0.56, spread: float = 0.2) -> None:
    """A sun of radius `r` at `c`: a disc (`core` of r) and eight pointed rays reaching `reach` of
    r from feet at `base` of r, `spread` radians either side of each ray."""
    pygame.draw.circle(surf, ink, c, r * core)
    for i in range(8):
        a = i * math.pi / 4
        tip = (c[0] + math.cos(a) * r * reach, c[1] + math.sin(a) * r * reach)
        left = (c[0] + math.cos(a - spread) * r * base, c[1] + math.sin(a - spread) * r * base)
        right = (c[0] + math.cos(a + spread) * r * base, c[1] + math.sin(a + spread) * r * base)
        pygame.draw.polygon(surf, ink, [tip, left, right])


def star(surf: pygame.Surface, c, r: float, ink, points: int = 5, inner: float = 0.45) -> None:
    """A star of `points` points about `c`, its inner corners at `inner` of the radius."""
    pts = []
    for i in range(points * 2):
        a = -math.pi / 2 + i * math.pi / points
        rad = r * (1.0 if i % 2 == 0 else inner)
        pts.append((c[0] + math.cos(a) * rad, c[1] + math.sin(a) * rad))
    pygame.draw.polygon(surf, ink, pts)


def shield_shape(c, r: float) -> list[tuple[float, float]]:
    """A heater shield's outline about `c`: a flat top and sides curving to a point."""
    top = c[1] - r * 0.9
    left, right = c[0] - r * 0.78, c[0] + r * 0.78
    pts = [(left, top), (right, top)]
    pts += bezier((right, top), (right, c[1] + r * 0.45), (c[0], c[1] + r), 10)[1:]
    pts += bezier((c[0], c[1] + r), (left, c[1] + r * 0.45), (left, top), 10)[1:]
    return pts
