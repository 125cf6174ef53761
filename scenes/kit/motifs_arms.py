"""Arms and gear: a sword, a club, knives, a crossbow, a pilgrim's staff, a shield, a helm, a
running boot and a hexer's hat. Each is a painter `(surf, c, r, main, rng)`; scenes/kit/motifs.py
names them all in MOTIFS."""
from __future__ import annotations

import math

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten
from scenes.kit.motifs_pen import GOLD, INK, curve, disc, outlined, oval, point, polygon
from scenes.kit.shapes import shield_shape, star


def sword(surf, c, r, main, rng):
    """A sword point down: blade, crossguard, grip and pommel."""
    steel = (214, 220, 230)
    outlined(surf, steel, c, r, [(-0.08, -0.45), (0.08, -0.45), (0.08, 0.6), (0, 0.85), (-0.08, 0.6)])
    pygame.draw.line(surf, (160, 168, 180), point(c, r, 0, -0.4), point(c, r, 0, 0.7), max(2, int(r * 0.025)))
    outlined(surf, main, c, r, [(-0.45, -0.52), (0.45, -0.52), (0.4, -0.42), (-0.4, -0.42)])
    outlined(surf, (110, 70, 40), c, r, [(-0.06, -0.85), (0.06, -0.85), (0.06, -0.52), (-0.06, -0.52)])
    disc(surf, INK, c, r, 0, -0.9, 0.1)
    disc(surf, GOLD, c, r, 0, -0.9, 0.075)


def club(surf, c, r, main, rng):
    """A studded club and a clenched grip: brute force for hire."""
    shaft = curve(c, r, (-0.6, 0.75), (-0.1, 0.2), (0.45, -0.55))
    shapes.stroke(surf, INK, shaft, r * 0.26, closed=False)
    shapes.stroke(surf, (140, 92, 52), shaft, r * 0.2, closed=False)
    disc(surf, INK, c, r, 0.42, -0.5, 0.34)
    disc(surf, (150, 100, 58), c, r, 0.42, -0.5, 0.3)
    for a in range(7):
        ang = a * math.pi * 2 / 7
        p = (0.42 + math.cos(ang) * 0.3, -0.5 + math.sin(ang) * 0.3)
        outlined(surf, (210, 214, 222), c, r, [(p[0] - 0.05, p[1]), (p[0] + 0.05, p[1]),
                                                (p[0] + math.cos(ang) * 0.14, p[1] + math.sin(ang) * 0.14)])
    oval(surf, main, c, r, -0.38, 0.45, 0.2, 0.15)


def knives(surf, c, r, main, rng):
    """Three throwing knives fanned out."""
    for a in (-0.45, 0.0, 0.45):
        blade = [(-0.07, -0.85), (0.07, -0.6), (0.06, 0.15), (-0.06, 0.15)]
        grip = [(-0.05, 0.15), (0.05, 0.15), (0.05, 0.6), (-0.05, 0.6)]
        for pts, col in ((blade, (222, 228, 236)), (grip, main)):
            rot = [(x * math.cos(a) - (y - 0.6) * math.sin(a), x * math.sin(a) + (y - 0.6) * math.cos(a) + 0.55) for x, y in pts]
            outlined(surf, col, c, r, rot)


def crossbow(surf, c, r, main, rng):
    """A loaded crossbow, seen from above."""
    bow = curve(c, r, (-0.85, -0.2), (0, -0.75), (0.85, -0.2))
    shapes.stroke(surf, INK, bow, r * 0.14, closed=False)
    shapes.stroke(surf, main, bow, r * 0.08, closed=False)
    pygame.draw.line(surf, (240, 236, 226), point(c, r, -0.85, -0.2), point(c, r, 0, 0.15), max(2, int(r * 0.03)))
    pygame.draw.line(surf, (240, 236, 226), point(c, r, 0.85, -0.2), point(c, r, 0, 0.15), max(2, int(r * 0.03)))
    outlined(surf, (130, 84, 44), c, r, [(-0.08, -0.55), (0.08, -0.55), (0.1, 0.9), (-0.1, 0.9)])
    outlined(surf, (210, 216, 226), c, r, [(0, -0.95), (-0.07, -0.75), (0.07, -0.75)])


def staff(surf, c, r, main, rng):
    """A pilgrim's staff with a gourd and a rolled bandage tied to it."""
    shapes.stroke(surf, INK, [point(c, r, -0.3, 0.9), point(c, r, 0.2, -0.9)], r * 0.13, closed=False)
    shapes.stroke(surf, (150, 100, 56), [point(c, r, -0.3, 0.9), point(c, r, 0.2, -0.9)], r * 0.08, closed=False)
    pygame.draw.arc(surf, (150, 100, 56), pygame.Rect(point(c, r, 0.1, -1.05), (r * 0.35, r * 0.35)), -1.5, 2.5,
                    max(2, int(r * 0.08)))
    disc(surf, INK, c, r, 0.35, -0.05, 0.24)
    disc(surf, (200, 150, 60), c, r, 0.35, -0.05, 0.2)
    disc(surf, (200, 150, 60), c, r, 0.35, -0.32, 0.1)
    outlined(surf, (246, 244, 236), c, r, [(-0.6, 0.25), (-0.15, 0.25), (-0.15, 0.55), (-0.6, 0.55)])
    polygon(surf, (200, 40, 40), c, r, [(-0.42, 0.28), (-0.33, 0.28), (-0.33, 0.52), (-0.42, 0.52)])


def shield(surf, c, r, main, rng):
    """A heater shield with a bold cross: guarding against harm."""
    pts = shield_shape(c, r * 0.85)
    pygame.draw.polygon(surf, INK, shapes.scaled(pts, 1.06, c))
    pygame.draw.polygon(surf, main, pts)
    polygon(surf, lighten(main, 0.5), c, r, [(-0.1, -0.7), (0.1, -0.7), (0.1, 0.75), (-0.1, 0.75)])
    polygon(surf, lighten(main, 0.5), c, r, [(-0.62, -0.25), (0.62, -0.25), (0.62, -0.07), (-0.62, -0.07)])
    pygame.draw.polygon(surf, GOLD, pts, max(2, int(r * 0.05)))


def helm(surf, c, r, main, rng):
    """A crested helm: a fighter of renown."""
    steel = (190, 196, 210)
    outlined(surf, steel, c, r, [(-0.55, 0.75), (-0.6, -0.1), (-0.4, -0.55), (0, -0.7), (0.4, -0.55), (0.6, -0.1),
                                  (0.55, 0.75)])
    polygon(surf, INK, c, r, [(-0.42, -0.05), (0.42, -0.05), (0.42, 0.08), (-0.42, 0.08)])
    polygon(surf, INK, c, r, [(-0.06, 0.08), (0.06, 0.08), (0.06, 0.6), (-0.06, 0.6)])
    crest = curve(c, r, (0, -0.68), (0.2, -1.05), (0.75, -0.75))
    shapes.stroke(surf, main, crest, r * 0.16, closed=False)


def boot(surf, c, r, main, rng):
    """A boot in mid-stride with speed lines behind it."""
    outlined(surf, (110, 70, 40), c, r, [(-0.2, -0.75), (0.25, -0.75), (0.25, 0.2), (0.75, 0.35), (0.8, 0.65),
                                         (-0.25, 0.65), (-0.3, 0.2)])
    polygon(surf, (80, 50, 30), c, r, [(-0.25, 0.5), (0.8, 0.5), (0.8, 0.65), (-0.25, 0.65)])
    polygon(surf, lighten(main, 0.3), c, r, [(-0.22, -0.75), (0.27, -0.75), (0.27, -0.55), (-0.22, -0.55)])
    for k, y in enumerate((-0.4, -0.05, 0.3)):
        shapes.stroke(surf, (255, 255, 255, 200), [point(c, r, -0.95 + k * 0.1, y), point(c, r, -0.45, y)], r * 0.06,
                      closed=False)


def hat(surf, c, r, main, rng):
    """A tall pointed hat with a wide brim and a star: a witch or hexer."""
    oval(surf, INK, c, r, 0, 0.55, 0.95, 0.22)
    oval(surf, darken(main, 0.2), c, r, 0, 0.52, 0.9, 0.18)
    cone = curve(c, r, (-0.45, 0.5), (-0.2, -0.2), (0.35, -0.95)) + curve(c, r, (0.35, -0.95), (0.15, -0.2), (0.45, 0.5))[1:]
    pygame.draw.polygon(surf, main, cone)
    pygame.draw.polygon(surf, INK, cone, max(2, int(r * 0.04)))
    polygon(surf, GOLD, c, r, [(-0.42, 0.3), (0.43, 0.3), (0.44, 0.45), (-0.44, 0.45)])
    star(surf, point(c, r, 0.02, -0.1), r * 0.14, lighten(main, 0.7))
