"""Dungeon Draft's own emblems, beside the kit's (scenes/kit/motifs.py): an acorn, a bee, a
tree, a spider, a rat, a bat, a slime, an axe, a spear, a bow, a maul, a wand, a book, a banner,
a mask, a crown, a sickle and a totem. Each is a painter `(surf, c, r, main, rng)` like the kit's;
`rng` varies a detail."""
from __future__ import annotations

import math

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix
from scenes.kit.motifs import GOLD, INK, MOTIFS, curve, disc, oval, outlined, point, polygon

WOOD = (128, 84, 46)
STEEL = (208, 214, 224)


def acorn(surf, c, r, main, rng):
    """An acorn in its cup, with a leaf behind."""
    outlined(surf, mix(main, (60, 130, 50), 0.5), c, r, [(0.1, -0.5), (0.9, -0.75), (0.7, -0.2), (0.2, -0.25)])
    oval(surf, INK, c, r, 0, 0.22, 0.5, 0.62)
    oval(surf, (176, 122, 60), c, r, 0, 0.22, 0.46, 0.58)
    oval(surf, lighten((176, 122, 60), 0.35), c, r, -0.16, 0.1, 0.1, 0.25)
    outlined(surf, (110, 76, 40), c, r, [(-0.56, -0.2), (-0.4, -0.48), (0.4, -0.48), (0.56, -0.2), (0, -0.08)])
    for k in range(5):
        disc(surf, darken((110, 76, 40), 0.3), c, r, -0.36 + k * 0.18, -0.3, 0.05)
    polygon(surf, INK, c, r, [(-0.04, -0.48), (0.04, -0.48), (0.08, -0.72), (0.0, -0.72)])


def bee(surf, c, r, main, rng):
    """A striped bee with two wings, over a hex of honeycomb."""
    hexagon = [(math.cos(a) * 0.9, math.sin(a) * 0.9) for a in (k * math.pi / 3 for k in range(6))]
    polygon(surf, (*darken(GOLD, 0.2), 120), c, r, hexagon, max(2, int(r * 0.05)))
    for dx in (-0.25, 0.25):
        oval(surf, (236, 244, 250), c, r, dx, -0.42, 0.22, 0.3)
        oval(surf, INK, c, r, dx, -0.42, 0.22, 0.3, max(1, int(r * 0.03)))
    oval(surf, INK, c, r, 0, 0.1, 0.36, 0.5)
    oval(surf, (240, 190, 40), c, r, 0, 0.1, 0.32, 0.46)
    for y in (-0.05, 0.2, 0.42):
        polygon(surf, INK, c, r, [(-0.32, y), (0.32, y), (0.3, y + 0.1), (-0.3, y + 0.1)])
    disc(surf, INK, c, r, 0, -0.38, 0.16)


def tree(surf, c, r, main, rng):
    """An old tree: a thick trunk, roots and a round crown of leaves."""
    outlined(surf, WOOD, c, r, [(-0.15, 0.05), (0.15, 0.05), (0.22, 0.7), (0.5, 0.9), (-0.5, 0.9), (-0.22, 0.7)])
    lobes = 5 + rng.randrange(3)
    for k in range(lobes):
        a = -math.pi / 2 + (k - (lobes - 1) / 2) * 0.5
        disc(surf, INK, c, r, math.cos(a) * 0.42, -0.35 + math.sin(a) * 0.3 + 0.2, 0.36)
    for k in range(lobes):
        a = -math.pi / 2 + (k - (lobes - 1) / 2) * 0.5
        disc(surf, main, c, r, math.cos(a) * 0.42, -0.35 + math.sin(a) * 0.3 + 0.2, 0.32)
    disc(surf, lighten(main, 0.3), c, r, -0.15, -0.5, 0.14)


def spider(surf, c, r, main, rng):
    """A spider hanging on its thread, eight bent legs."""
    pygame.draw.line(surf, (230, 230, 230), point(c, r, 0, -1.0), point(c, r, 0, -0.3), max(1, int(r * 0.03)))
    for side in (-1, 1):
        for k in range(4):
            y = -0.05 + k * 0.13
            knee = point(c, r, side * (0.45 + k * 0.05), y - 0.35 + k * 0.12)
            foot = point(c, r, side * (0.8 + k * 0.03), y + 0.25 + k * 0.08)
            shapes.stroke(surf, INK, [point(c, r, side * 0.12, y), knee, foot], r * 0.06, closed=False)
    oval(surf, INK, c, r, 0, 0.25, 0.34, 0.4)
    oval(surf, main, c, r, 0, 0.25, 0.3, 0.36)
    disc(surf, INK, c, r, 0, -0.2, 0.2)
    for dx in (-0.07, 0.07):
        disc(surf, (230, 40, 40), c, r, dx, -0.24, 0.04)


def rat(surf, c, r, main, rng):
    """A big rat side on: round ears, a long tail curling up."""
    fur = mix(main, (120, 110, 100), 0.6)
    shapes.stroke(surf, (210, 150, 150), curve(c, r, (0.45, 0.3), (1.05, 0.4), (0.9, -0.3)), r * 0.06, closed=False)
    oval(surf, INK, c, r, 0.05, 0.25, 0.56, 0.36)
    oval(surf, fur, c, r, 0.05, 0.25, 0.52, 0.32)
    outlined(surf, fur, c, r, [(-0.35, 0.0), (-0.95, 0.3), (-0.4, 0.45)])
    disc(surf, INK, c, r, -0.95, 0.3, 0.05)
    disc(surf, (220, 160, 160), c, r, -0.3, -0.1, 0.15)
    disc(surf, INK, c, r, -0.3, -0.1, 0.15, 2)
    disc(surf, (200, 30, 30), c, r, -0.55, 0.17, 0.045)
    for dy in (-0.04, 0.04):  # whiskers
        pygame.draw.line(surf, INK, point(c, r, -0.85, 0.3 + dy), point(c, r, -1.05, 0.24 + dy * 3), max(1, int(r * 0.015)))


def bat(surf, c, r, main, rng):
    """A bat with scalloped wings spread."""
    body = mix(main, (60, 50, 70), 0.6)
    for side in (-1, 1):
        pts = [(side * 0.12, -0.15), (side * 0.5, -0.45), (side * 1.0, -0.25)]
        pts += [(side * 0.85, 0.15), (side * 0.65, 0.02), (side * 0.5, 0.25), (side * 0.3, 0.08), (side * 0.12, 0.25)]
        outlined(surf, body, c, r, pts)
    oval(surf, INK, c, r, 0, 0.02, 0.17, 0.3)
    outlined(surf, body, c, r, [(-0.14, -0.2), (-0.16, -0.42), (-0.04, -0.26), (0.04, -0.26), (0.16, -0.42),
                                (0.14, -0.2)])
    for dx in (-0.06, 0.06):
        disc(surf, (250, 210, 60), c, r, dx, -0.12, 0.035)


def slime(surf, c, r, main, rng):
    """A quivering slime: a dome with drips, bubbles and what it has swallowed."""
    pts = [(-0.85, 0.6)] + [(math.cos(a) * 0.85, 0.6 - math.sin(a) * (0.95 + 0.08 * math.sin(a * 5)))
                            for a in (k * math.pi / 16 for k in range(17))] + [(0.85, 0.6)]
    outlined(surf, (*mix(main, (110, 200, 90), 0.5), 255), c, r, pts)
    for dx in (-0.5, 0.1, 0.55):
        oval(surf, mix(main, (110, 200, 90), 0.5), c, r, dx, 0.7, 0.08, 0.14)
    pygame.draw.circle(surf, STEEL, point(c, r, 0.2 + rng.random() * 0.2, 0.2), r * 0.12)  # a swallowed coin or buckle
    for k in range(4):
        disc(surf, lighten(main, 0.6), c, r, -0.5 + k * 0.28, -0.1 - (k % 2) * 0.25, 0.05 + 0.02 * (k % 2))
    for dx in (-0.25, 0.15):
        disc(surf, INK, c, r, dx, -0.2, 0.07)


def axe(surf, c, r, main, rng):
    """A war axe: a long haft and a curved blade."""
    outlined(surf, WOOD, c, r, [(-0.06, -0.85), (0.06, -0.85), (0.07, 0.95), (-0.07, 0.95)])
    blade = curve(c, r, (0.05, -0.75), (0.95, -0.6), (0.7, 0.15)) + [point(c, r, 0.05, -0.1)]
    pygame.draw.polygon(surf, mix(STEEL, main, 0.25), blade)
    pygame.draw.polygon(surf, INK, blade, max(2, int(r * 0.04)))
    if rng.random() < 0.5:  # a spike on the back
        outlined(surf, STEEL, c, r, [(-0.05, -0.55), (-0.45, -0.42), (-0.05, -0.3)])


def spear(surf, c, r, main, rng):
    """A spear, leaning, with a leaf blade and a tassel."""
    a, b = point(c, r, -0.7, 0.9), point(c, r, 0.45, -0.55)
    shapes.stroke(surf, WOOD, [a, b], r * 0.09, closed=False)
    outlined(surf, mix(STEEL, main, 0.2), c, r, [(0.38, -0.48), (0.55, -0.62), (0.9, -0.95), (0.62, -0.55),
                                                 (0.52, -0.4)])
    for k in range(3):
        shapes.stroke(surf, main, [point(c, r, 0.36, -0.45), point(c, r, 0.25 + k * 0.08, -0.1)], r * 0.05,
                      closed=False)


def bow(surf, c, r, main, rng):
    """A longbow drawn, an arrow on the string."""
    limb = curve(c, r, (-0.2, -0.95), (0.75, 0.0), (-0.2, 0.95), 16)
    shapes.stroke(surf, WOOD, limb, r * 0.1, closed=False)
    pygame.draw.line(surf, (236, 230, 210), limb[0], point(c, r, -0.45, 0), max(1, int(r * 0.025)))
    pygame.draw.line(surf, (236, 230, 210), limb[-1], point(c, r, -0.45, 0), max(1, int(r * 0.025)))
    shapes.stroke(surf, WOOD, [point(c, r, -0.5, 0), point(c, r, 0.8, 0)], r * 0.05, closed=False)
    outlined(surf, STEEL, c, r, [(0.8, -0.09), (1.0, 0), (0.8, 0.09)])
    outlined(surf, main, c, r, [(-0.55, 0), (-0.35, -0.12), (-0.25, 0), (-0.35, 0.12)])


def maul(surf, c, r, main, rng):
    """A great maul: a long haft and a heavy square head bound in iron."""
    outlined(surf, WOOD, c, r, [(-0.06, -0.3), (0.06, -0.3), (0.07, 0.95), (-0.07, 0.95)])
    outlined(surf, mix((120, 120, 130), main, 0.3), c, r, [(-0.6, -0.85), (0.6, -0.85), (0.6, -0.25), (-0.6, -0.25)])
    for x in (-0.42, 0.42):
        polygon(surf, darken(STEEL, 0.35), c, r, [(x - 0.06, -0.85), (x + 0.06, -0.85), (x + 0.06, -0.25),
                                                 (x - 0.06, -0.25)])


def wand(surf, c, r, main, rng):
    """A wand, a spark at its tip and stars about it."""
    shapes.stroke(surf, INK, [point(c, r, -0.6, 0.75), point(c, r, 0.3, -0.3)], r * 0.13, closed=False)
    shapes.stroke(surf, (222, 200, 160), [point(c, r, -0.6, 0.75), point(c, r, 0.3, -0.3)], r * 0.08, closed=False)
    shapes.star(surf, point(c, r, 0.42, -0.45), r * 0.34, INK, 4, 0.32)
    shapes.star(surf, point(c, r, 0.42, -0.45), r * 0.28, lighten(main, 0.6), 4, 0.32)
    for k in range(3):
        shapes.star(surf, point(c, r, -0.1 + k * 0.35, -0.8 + (k % 2) * 0.25), r * 0.09, (255, 246, 200), 4, 0.4)


def book(surf, c, r, main, rng):
    """A heavy book, clasped, a sign on its cover."""
    outlined(surf, (238, 228, 200), c, r, [(-0.62, -0.6), (0.7, -0.6), (0.7, 0.78), (-0.62, 0.78)])
    outlined(surf, main, c, r, [(-0.7, -0.72), (0.6, -0.72), (0.6, 0.68), (-0.7, 0.68)])
    polygon(surf, darken(main, 0.4), c, r, [(-0.7, -0.72), (-0.52, -0.72), (-0.52, 0.68), (-0.7, 0.68)])
    shapes.star(surf, point(c, r, 0.04, -0.02), r * 0.3, GOLD, 5 + rng.randrange(3), 0.45)
    polygon(surf, GOLD, c, r, [(0.55, -0.1), (0.75, -0.1), (0.75, 0.08), (0.55, 0.08)])


def banner(surf, c, r, main, rng):
    """A swallow-tailed war banner on a pole, a sign on its cloth."""
    shapes.stroke(surf, WOOD, [point(c, r, -0.55, -0.95), point(c, r, -0.55, 0.98)], r * 0.08, closed=False)
    disc(surf, GOLD, c, r, -0.55, -0.95, 0.09)
    outlined(surf, main, c, r, [(-0.5, -0.82), (0.8, -0.82), (0.8, 0.4), (0.15, 0.12), (-0.5, 0.4)])
    shapes.star(surf, point(c, r, 0.15, -0.35), r * 0.25, GOLD, 5 + rng.randrange(2) * 3, 0.5)


def mask(surf, c, r, main, rng):
    """A masquerade mask with two eye holes and ribbons."""
    for side in (-1, 1):
        shapes.stroke(surf, main, curve(c, r, (side * 0.8, -0.1), (side * 1.0, 0.3), (side * 0.7, 0.8)), r * 0.07,
                      closed=False)
    pts = [(-0.85, -0.25), (-0.4, -0.45), (0, -0.3), (0.4, -0.45), (0.85, -0.25), (0.75, 0.2), (0.35, 0.3), (0, 0.1),
           (-0.35, 0.3), (-0.75, 0.2)]
    outlined(surf, mix(main, INK, 0.4), c, r, pts)
    for side in (-1, 1):
        oval(surf, (250, 244, 230), c, r, side * 0.38, -0.08, 0.18, 0.1)
        oval(surf, INK, c, r, side * 0.38, -0.08, 0.07, 0.07)


def crown(surf, c, r, main, rng):
    """A crown of five points, a jewel on each."""
    pts = [(-0.8, 0.45), (-0.85, -0.45), (-0.45, 0.0), (-0.2, -0.55), (0, -0.1), (0.2, -0.55), (0.45, 0.0),
           (0.85, -0.45), (0.8, 0.45)]
    outlined(surf, GOLD, c, r, pts)
    outlined(surf, darken(GOLD, 0.2), c, r, [(-0.8, 0.3), (0.8, 0.3), (0.8, 0.55), (-0.8, 0.55)])
    for x, y in ((-0.85, -0.45), (-0.2, -0.55), (0.2, -0.55), (0.85, -0.45)):
        disc(surf, main, c, r, x, y, 0.1)
    disc(surf, lighten(main, 0.2), c, r, 0, 0.42, 0.1)


def sickle(surf, c, r, main, rng):
    """A sickle: a crescent blade on a short handle."""
    blade = curve(c, r, (-0.3, 0.2), (-0.2, -1.1), (0.75, -0.6), 16)
    inner = curve(c, r, (0.75, -0.6), (-0.05, -0.75), (-0.15, 0.2), 16)
    pygame.draw.polygon(surf, mix(GOLD, main, 0.2), blade + inner[1:])
    pygame.draw.polygon(surf, INK, blade + inner[1:], max(2, int(r * 0.04)))
    outlined(surf, WOOD, c, r, [(-0.34, 0.15), (-0.1, 0.15), (-0.18, 0.95), (-0.4, 0.95)])


def totem(surf, c, r, main, rng):
    """A carved totem: stacked faces, the top one horned."""
    for k, y in enumerate((-0.45, 0.15, 0.7)):
        outlined(surf, mix(WOOD, main, 0.25 * k), c, r, [(-0.38, y - 0.3), (0.38, y - 0.3), (0.38, y + 0.28),
                                                          (-0.38, y + 0.28)])
        for dx in (-0.16, 0.16):
            disc(surf, INK, c, r, dx, y - 0.08, 0.07)
        polygon(surf, INK, c, r, [(-0.16, y + 0.1), (0.16, y + 0.1), (0.1, y + 0.18), (-0.1, y + 0.18)])
    for side in (-1, 1):
        outlined(surf, (236, 224, 196), c, r, [(side * 0.3, -0.72), (side * 0.75, -0.95), (side * 0.42, -0.6)])


DRAFT_MOTIFS = {"acorn": acorn, "bee": bee, "tree": tree, "spider": spider, "rat": rat, "bat": bat, "slime": slime,
                "axe": axe, "spear": spear, "bow": bow, "maul": maul, "wand": wand, "book": book, "banner": banner,
                "mask": mask, "crown": crown, "sickle": sickle, "totem": totem}
ALL = {**MOTIFS, **DRAFT_MOTIFS}
