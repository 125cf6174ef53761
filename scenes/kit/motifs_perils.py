"""Perils: traps (jaws, spikes, a poisoned needle, a rune, a pendulum, vines, falling rocks,
shackles), the elements (waves, frost, fire, lightning), a firepot and a campfire. Each is a painter
`(surf, c, r, main, rng)`; scenes/kit/motifs.py names them all in MOTIFS."""
from __future__ import annotations

import math

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix
from scenes.kit.motifs_pen import GOLD, INK, curve, disc, outlined, oval, point, polygon
from scenes.kit.shapes import star


def jaws(surf, c, r, main, rng):
    """A sprung bear trap: two steel jaws full of teeth over a chained plate."""
    steel, dark = lighten(main, 0.2), darken(main, 0.5)
    oval(surf, dark, c, r, 0, 0.55, 0.7, 0.16)
    for side in (-1, 1):
        arc = [point(c, r, math.cos(a) * 0.72, side * 0.05 + math.sin(a) * 0.55 * side - 0.05)
               for a in [math.pi * k / 14 for k in range(15)]]
        shapes.stroke(surf, INK, arc, r * 0.16, closed=False)
        shapes.stroke(surf, steel, arc, r * 0.1, closed=False)
        for k in range(1, 14, 2):
            a = math.pi * k / 14
            x, y = math.cos(a) * 0.72, side * 0.05 + math.sin(a) * 0.55 * side - 0.05
            outlined(surf, (236, 236, 240), c, r, [(x - 0.06, y), (x + 0.06, y), (x * 0.8, y - side * 0.2)])
    disc(surf, INK, c, r, 0, 0, 0.16)
    disc(surf, steel, c, r, 0, 0, 0.11)
    links = [point(c, r, 0.2 + k * 0.16, 0.62 + (k % 2) * 0.04) for k in range(5)]
    for p in links:
        pygame.draw.ellipse(surf, INK, (p[0] - r * 0.09, p[1] - r * 0.05, r * 0.18, r * 0.1), max(2, int(r * 0.035)))


def spikes(surf, c, r, main, rng):
    """A pit with iron spikes rising from it."""
    oval(surf, INK, c, r, 0, 0.55, 0.95, 0.3)
    oval(surf, darken(main, 0.6), c, r, 0, 0.5, 0.85, 0.22)
    for k in range(7):
        x = -0.72 + k * 0.24
        tall = 0.55 + 0.35 * ((k * 37) % 5) / 4
        outlined(surf, lighten(main, 0.3), c, r, [(x - 0.08, 0.55), (x + 0.08, 0.55), (x, 0.55 - tall)])
        disc(surf, (170, 20, 24), c, r, x, 0.58 - tall + 0.06, 0.03)


def needle(surf, c, r, main, rng):
    """A lock plate with a poisoned needle springing from the keyhole."""
    outlined(surf, (176, 140, 70), c, r, [(-0.55, -0.7), (0.55, -0.7), (0.55, 0.7), (-0.55, 0.7)])
    for x, y in ((-0.42, -0.57), (0.42, -0.57), (-0.42, 0.57), (0.42, 0.57)):
        disc(surf, (110, 80, 40), c, r, x, y, 0.06)
    disc(surf, INK, c, r, 0, -0.1, 0.16)
    polygon(surf, INK, c, r, [(-0.08, -0.05), (0.08, -0.05), (0.14, 0.35), (-0.14, 0.35)])
    shapes.stroke(surf, (220, 226, 234), [point(c, r, 0.05, -0.1), point(c, r, 0.85, -0.6)], r * 0.05, closed=False)
    for k in range(3):
        disc(surf, main, c, r, 0.85 - k * 0.04, -0.45 + k * 0.22, 0.06 - k * 0.01)


def rune(surf, c, r, main, rng):
    """A flagstone with a glowing rune cut into it."""
    outlined(surf, (120, 120, 130), c, r, [(-0.8, -0.55), (0.7, -0.7), (0.85, 0.55), (-0.7, 0.7)])
    glow = lighten(main, 0.5)
    for a, b in (((-0.35, -0.4), (0.35, 0.45)), ((0.35, -0.4), (-0.35, 0.45)), ((0, -0.55), (0, 0.55)),
                 ((-0.45, 0.05), (0.45, 0.05))):
        shapes.stroke(surf, main, [point(c, r, *a), point(c, r, *b)], r * 0.16, closed=False)
        shapes.stroke(surf, glow, [point(c, r, *a), point(c, r, *b)], r * 0.07, closed=False)


def pendulum(surf, c, r, main, rng):
    """A crescent blade swinging on a rod, with the arc it sweeps."""
    pygame.draw.arc(surf, (255, 255, 255, 120), pygame.Rect(point(c, r, -0.85, -1.6), (r * 1.7, r * 2.4)), math.pi * 1.15,
                    math.pi * 1.85, max(2, int(r * 0.04)))
    pivot, end = point(c, r, 0, -0.9), point(c, r, 0.3, 0.35)
    shapes.stroke(surf, INK, [pivot, end], r * 0.1, closed=False)
    shapes.stroke(surf, (150, 150, 160), [pivot, end], r * 0.05, closed=False)
    blade = curve(c, r, (-0.3, 0.2), (0.35, 0.95), (0.95, 0.45)) + curve(c, r, (0.95, 0.45), (0.35, 0.55), (-0.3, 0.2))[1:]
    pygame.draw.polygon(surf, (222, 228, 236), blade)
    pygame.draw.polygon(surf, INK, blade, max(2, int(r * 0.035)))
    disc(surf, main, c, r, 0, -0.9, 0.1)


def vines(surf, c, r, main, rng):
    """Thorny vines curling up and grasping."""
    green = mix(main, (60, 130, 50), 0.6)
    for k, x0 in enumerate((-0.6, 0.0, 0.55)):
        stem = [point(c, r, x0 + math.sin(t * 5 + k) * 0.22, 0.9 - t * 1.7) for t in [i / 20 for i in range(21)]]
        shapes.stroke(surf, darken(green, 0.3), stem, r * 0.11, closed=False)
        shapes.stroke(surf, green, stem, r * 0.06, closed=False)
        for i in range(3, 20, 5):
            x, y = stem[i]
            pygame.draw.ellipse(surf, lighten(green, 0.2), (x, y - r * 0.06, r * 0.26, r * 0.12))
            pygame.draw.polygon(surf, INK, [(x - r * 0.04, y), (x - r * 0.14, y + r * 0.04), (x - r * 0.04, y + r * 0.06)])


def rocks(surf, c, r, main, rng):
    """Boulders tumbling down, with dust."""
    for x, y, s in ((-0.45, -0.45, 0.32), (0.35, -0.6, 0.25), (0.1, 0.0, 0.4), (-0.5, 0.45, 0.3), (0.55, 0.45, 0.34)):
        pts = [(x + math.cos(a) * s * (0.8 + 0.25 * ((k * 7) % 3) / 2), y + math.sin(a) * s * 0.85)
               for k, a in enumerate([i * math.pi / 4 for i in range(8)])]
        outlined(surf, (130, 118, 104), c, r, pts)
        polygon(surf, (160, 148, 132), c, r, pts[5:8] + [(x, y)])
    for k in range(6):
        disc(surf, (200, 190, 170, 150), c, r, -0.8 + k * 0.3, 0.85, 0.08)


def shackles(surf, c, r, main, rng):
    """Iron shackles on a chain, and a reward purse: a bounty."""
    for x in (-0.45, 0.45):
        disc(surf, INK, c, r, x, 0.2, 0.33, r * 0.14)
        disc(surf, (150, 156, 170), c, r, x, 0.2, 0.31, r * 0.08)
    for k in range(4):
        p = point(c, r, -0.22 + k * 0.15, 0.2 + (k % 2) * 0.04)
        pygame.draw.ellipse(surf, INK, (p[0] - r * 0.08, p[1] - r * 0.05, r * 0.16, r * 0.1), max(2, int(r * 0.03)))
    oval(surf, (150, 110, 60), c, r, 0, -0.55, 0.3, 0.25)
    disc(surf, GOLD, c, r, 0, -0.55, 0.1)


def wave(surf, c, r, main, rng):
    """Rising water: three curling waves."""
    for k in range(3):
        y = -0.45 + k * 0.42
        col = mix((40, 110, 190), (130, 200, 240), k / 3)
        crest = [point(c, r, -0.95 + t * 1.9, y + math.sin(t * math.pi * 2 + k) * 0.1) for t in [i / 24 for i in range(25)]]
        body = crest + [point(c, r, 0.95, y + 0.55), point(c, r, -0.95, y + 0.55)]
        pygame.draw.polygon(surf, col, body)
        shapes.stroke(surf, (240, 250, 255), crest, r * 0.05, closed=False)


def snowflake(surf, c, r, main, rng):
    """A six-armed snowflake: freezing."""
    ice = (220, 240, 255)
    for k in range(6):
        a = k * math.pi / 3
        end = (math.cos(a) * 0.85, math.sin(a) * 0.85)
        shapes.stroke(surf, ice, [c, point(c, r, *end)], r * 0.1, closed=False)
        for t in (0.45, 0.68):
            base = (math.cos(a) * t, math.sin(a) * t)
            for s in (-1, 1):
                tip = (base[0] + math.cos(a + s * 0.8) * 0.22, base[1] + math.sin(a + s * 0.8) * 0.22)
                shapes.stroke(surf, ice, [point(c, r, *base), point(c, r, *tip)], r * 0.07, closed=False)
    disc(surf, lighten(main, 0.6), c, r, 0, 0, 0.14)


def flame(surf, c, r, main, rng):
    """A tongue of fire, three colours deep."""
    for k, col in enumerate(((200, 40, 20), (240, 130, 30), (255, 220, 90))):
        s = 1 - k * 0.28
        pts = curve(c, r, (0, 0.85 * s + 0.0), (-0.9 * s, 0.4), (-0.1 * s, -0.9 * s)) + \
            curve(c, r, (-0.1 * s, -0.9 * s), (0.15 * s, -0.3), (0.35 * s, -0.5 * s))[1:] + \
            curve(c, r, (0.35 * s, -0.5 * s), (0.9 * s, 0.3), (0, 0.85 * s))[1:]
        pygame.draw.polygon(surf, col, [(x, y + k * r * 0.12) for x, y in pts])


def bolt(surf, c, r, main, rng):
    """A storm cloud and its lightning stroke."""
    cloud = (90, 96, 120)
    for x, y, s in ((-0.4, -0.45, 0.3), (0, -0.6, 0.38), (0.4, -0.45, 0.3), (0.15, -0.35, 0.3), (-0.2, -0.35, 0.3)):
        disc(surf, cloud, c, r, x, y, s)
    outlined(surf, (255, 228, 90), c, r, [(0.05, -0.3), (-0.3, 0.2), (-0.02, 0.2), (-0.2, 0.85), (0.35, 0.05),
                                          (0.07, 0.05), (0.25, -0.3)])


def bomb(surf, c, r, main, rng):
    """A clay firepot with a lit fuse."""
    disc(surf, INK, c, r, 0, 0.15, 0.62)
    disc(surf, (150, 80, 50), c, r, 0, 0.15, 0.57)
    oval(surf, (190, 120, 80), c, r, -0.2, -0.05, 0.15, 0.1)
    outlined(surf, (120, 70, 40), c, r, [(-0.18, -0.55), (0.18, -0.55), (0.2, -0.4), (-0.2, -0.4)])
    fuse = curve(c, r, (0, -0.55), (0.2, -0.85), (0.45, -0.75))
    shapes.stroke(surf, (60, 50, 40), fuse, r * 0.05, closed=False)
    star(surf, fuse[-1], r * 0.2, (255, 200, 60), 6, 0.4)


def campfire(surf, c, r, main, rng):
    """Crossed logs and a small fire, a bedroll beside it."""
    oval(surf, (90, 70, 110), c, r, 0.55, 0.65, 0.35, 0.14)
    for a, b in (((-0.6, 0.75), (0.4, 0.45)), ((-0.4, 0.45), (0.6, 0.75))):
        shapes.stroke(surf, INK, [point(c, r, *a), point(c, r, *b)], r * 0.2, closed=False)
        shapes.stroke(surf, (140, 90, 50), [point(c, r, *a), point(c, r, *b)], r * 0.14, closed=False)
    flame(surf, (c[0], c[1] - r * 0.15), r * 0.6, main, rng)
