"""The pen the emblem painters draw with: points in units of a radius `r` about a centre `c`,
and the ink and gold they share. The kit's motifs (scenes/kit/motifs_*.py) and each game's own
painters build on these."""
from __future__ import annotations

import pygame

from scenes.kit import shapes

INK = (30, 22, 20)
GOLD = (232, 188, 76)
GOLD_DARK = (150, 104, 28)


def point(c, r, x, y):
    return (c[0] + x * r, c[1] + y * r)


def polygon(surf, colour, c, r, pts, width=0):
    pygame.draw.polygon(surf, colour, [point(c, r, x, y) for x, y in pts], width)


def outlined(surf, fill, c, r, pts, edge=INK):
    polygon(surf, fill, c, r, pts)
    polygon(surf, edge, c, r, pts, max(2, int(r * 0.04)))


def disc(surf, colour, c, r, x, y, rad, width=0):
    pygame.draw.circle(surf, colour, point(c, r, x, y), rad * r, width if width == 0 else max(1, int(width)))


def oval(surf, colour, c, r, x, y, rw, rh, width=0):
    rect = pygame.Rect(0, 0, rw * r * 2, rh * r * 2)
    rect.center = point(c, r, x, y)
    pygame.draw.ellipse(surf, colour, rect, width)


def curve(c, r, p0, p1, p2, steps=12):
    return shapes.bezier(point(c, r, *p0), point(c, r, *p1), point(c, r, *p2), steps)
