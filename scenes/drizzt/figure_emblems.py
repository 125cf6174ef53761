"""Emblems drawn on the figures' tokens: one per hero class and one per monster kind, in
simple strong shapes that read at 20 px. Each draws into `s` around centre `c` with radius `r`
in colour `ink` (the caller supersamples and caches)."""
from __future__ import annotations

import math

import pygame

from scenes.dice.art import draw_skull


def _pts(c, r, points):
    return [(c[0] + x * r, c[1] + y * r) for x, y in points]


def sword(s, c, r, ink):
    pygame.draw.polygon(s, ink, _pts(c, r, [(0, -0.95), (0.13, -0.75), (0.11, 0.35), (-0.11, 0.35), (-0.13, -0.75)]))
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.5, c[1] + r * 0.32, r, r * 0.16), border_radius=int(r * 0.05))
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.08, c[1] + r * 0.45, r * 0.16, r * 0.38))
    pygame.draw.circle(s, ink, (c[0], c[1] + r * 0.88), r * 0.12)


def bow(s, c, r, ink):
    w = max(2, int(r * 0.14))
    pygame.draw.arc(s, ink, pygame.Rect(c[0] - r * 1.1, c[1] - r * 0.9, r * 1.5, r * 1.8), -1.2, 1.2, w)
    top, bottom = (c[0] + r * 0.1, c[1] - r * 0.78), (c[0] + r * 0.1, c[1] + r * 0.78)
    pygame.draw.line(s, ink, top, bottom, max(1, w // 3))
    pygame.draw.line(s, ink, (c[0] - r * 0.8, c[1]), (c[0] + r * 0.75, c[1]), max(2, w // 2))
    pygame.draw.polygon(s, ink, _pts(c, r, [(0.95, 0), (0.62, -0.16), (0.62, 0.16)]))


def sun(s, c, r, ink):
    pygame.draw.circle(s, ink, c, r * 0.38)
    for i in range(12):
        a = i * math.pi / 6
        w = 0.16 if i % 2 == 0 else 0.1
        ln = 0.92 if i % 2 == 0 else 0.7
        pygame.draw.polygon(s, ink, [(c[0] + math.cos(a) * r * ln, c[1] + math.sin(a) * r * ln),
                                     (c[0] + math.cos(a + w) * r * 0.45, c[1] + math.sin(a + w) * r * 0.45),
                                     (c[0] + math.cos(a - w) * r * 0.45, c[1] + math.sin(a - w) * r * 0.45)])


def star(s, c, r, ink):
    pts = []
    for i in range(8):
        a = -math.pi / 2 + i * math.pi / 4
        rr = r * (0.95 if i % 2 == 0 else 0.3)
        pts.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
    pygame.draw.polygon(s, ink, pts)


def dagger(s, c, r, ink):
    a = math.radians(-40)
    ca, sa = math.cos(a), math.sin(a)

    def rot(pts):
        return [(c[0] + x * r * ca - y * r * sa, c[1] + x * r * sa + y * r * ca) for x, y in pts]

    pygame.draw.polygon(s, ink, rot([(0, -0.95), (0.16, -0.3), (0.1, 0.2), (-0.1, 0.2), (-0.16, -0.3)]))
    pygame.draw.polygon(s, ink, rot([(-0.42, 0.2), (0.42, 0.2), (0.42, 0.34), (-0.42, 0.34)]))
    pygame.draw.polygon(s, ink, rot([(-0.08, 0.34), (0.08, 0.34), (0.08, 0.85), (-0.08, 0.85)]))


def shield(s, c, r, ink):
    pts = _pts(c, r, [(-0.75, -0.8), (0.75, -0.8), (0.72, 0.05), (0, 0.95), (-0.72, 0.05)])
    pygame.draw.polygon(s, ink, pts)
    hole = (0, 0, 0, 0)
    pygame.draw.rect(s, hole, pygame.Rect(c[0] - r * 0.08, c[1] - r * 0.6, r * 0.16, r * 1.2))
    pygame.draw.rect(s, hole, pygame.Rect(c[0] - r * 0.45, c[1] - r * 0.25, r * 0.9, r * 0.16))


def axe(s, c, r, ink):
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.07, c[1] - r * 0.9, r * 0.14, r * 1.85))
    for side in (-1, 1):
        pygame.draw.polygon(s, ink, _pts(c, r, [(0, -0.55), (0.75 * side, -0.85), (0.9 * side, -0.3),
                                                (0.75 * side, 0.2), (0, -0.05)]))


def skull(s, c, r, ink):
    draw_skull(s, c[0], c[1] + r * 0.05, r * 1.75, ink, (0, 0, 0, 0))


def paw(s, c, r, ink):
    pygame.draw.ellipse(s, ink, pygame.Rect(c[0] - r * 0.45, c[1] - r * 0.05, r * 0.9, r * 0.75))
    for x, y in ((-0.62, -0.3), (-0.24, -0.68), (0.24, -0.68), (0.62, -0.3)):
        pygame.draw.ellipse(s, ink, pygame.Rect(c[0] + (x - 0.17) * r, c[1] + (y - 0.22) * r, r * 0.34, r * 0.44))


def spider(s, c, r, ink):
    w = max(2, int(r * 0.09))
    for side in (-1, 1):
        for k, (ky, ty) in enumerate(((-0.2, -0.85), (-0.05, -0.35), (0.1, 0.3), (0.2, 0.85))):
            knee = (c[0] + side * r * 0.6, c[1] + r * (ky - 0.25))
            pygame.draw.lines(s, ink, False, [(c[0], c[1] + r * ky * 0.4), knee, (c[0] + side * r * 0.9, c[1] + r * ty)], w)
    pygame.draw.circle(s, ink, (c[0], c[1] + r * 0.25), r * 0.36)
    pygame.draw.circle(s, ink, (c[0], c[1] - r * 0.25), r * 0.22)


def eye(s, c, r, ink):
    pygame.draw.ellipse(s, ink, pygame.Rect(c[0] - r * 0.95, c[1] - r * 0.5, r * 1.9, r * 1.0))
    pygame.draw.circle(s, (0, 0, 0, 0), c, r * 0.38)
    pygame.draw.circle(s, ink, c, r * 0.18)


def horns(s, c, r, ink):
    for side in (-1, 1):
        pygame.draw.polygon(s, ink, _pts(c, r, [(0.2 * side, -0.1), (0.95 * side, -0.95), (0.75 * side, -0.2),
                                                (0.45 * side, 0.2)]))
    pygame.draw.ellipse(s, ink, pygame.Rect(c[0] - r * 0.45, c[1] - r * 0.3, r * 0.9, r * 1.2))


def tusks(s, c, r, ink):
    pygame.draw.ellipse(s, ink, pygame.Rect(c[0] - r * 0.7, c[1] - r * 0.75, r * 1.4, r * 1.55))
    hole = (0, 0, 0, 0)
    for side in (-1, 1):
        pygame.draw.polygon(s, hole, _pts(c, r, [(0.32 * side, 0.45), (0.45 * side, -0.05), (0.16 * side, 0.4)]))
        pygame.draw.circle(s, hole, (c[0] + side * r * 0.28, c[1] - r * 0.2), r * 0.12)


def mushroom(s, c, r, ink):
    pygame.draw.ellipse(s, ink, pygame.Rect(c[0] - r * 0.9, c[1] - r * 0.8, r * 1.8, r * 1.0))
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.22, c[1] - r * 0.1, r * 0.44, r * 0.95), border_radius=int(r * 0.1))
    for x, y in ((-0.45, -0.5), (0.1, -0.6), (0.5, -0.45)):
        pygame.draw.circle(s, (0, 0, 0, 0), (c[0] + x * r, c[1] + y * r), r * 0.1)


def blob(s, c, r, ink):
    pygame.draw.ellipse(s, ink, pygame.Rect(c[0] - r * 0.9, c[1] - r * 0.2, r * 1.8, r * 0.95))
    pygame.draw.circle(s, ink, (c[0] - r * 0.1, c[1] - r * 0.25), r * 0.5)
    pygame.draw.circle(s, ink, (c[0] + r * 0.55, c[1] - r * 0.65), r * 0.16)


def wing(s, c, r, ink):
    pts = _pts(c, r, [(-0.9, 0.6), (-0.3, -0.9), (0.1, -0.3), (0.5, -0.8), (0.95, 0.1), (0.4, 0.0), (0.2, 0.6),
                      (-0.2, 0.15)])
    pygame.draw.polygon(s, ink, pts)


def fist(s, c, r, ink):
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.7, c[1] - r * 0.5, r * 1.4, r * 1.2), border_radius=int(r * 0.3))
    for i in range(1, 4):
        x = c[0] - r * 0.7 + r * 1.4 * i / 4
        pygame.draw.line(s, (0, 0, 0, 0), (x, c[1] - r * 0.5), (x, c[1] - r * 0.05), max(2, int(r * 0.08)))
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.4, c[1] + r * 0.6, r * 0.8, r * 0.35))


def hammer(s, c, r, ink):
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.08, c[1] - r * 0.4, r * 0.16, r * 1.3))
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.7, c[1] - r * 0.85, r * 1.4, r * 0.5), border_radius=int(r * 0.08))


CLASS_EMBLEMS = {"fighter": sword, "ranger": bow, "cleric": sun, "wizard": star, "rogue": dagger,
                 "paladin": shield, "barbarian": axe}
KIND_EMBLEMS = {"undead": skull, "animal": paw, "vermin": spider, "aberration": eye, "monstrosity": horns,
                "orc": tusks, "goblin": dagger, "plant": mushroom, "ooze": blob, "dragon": wing, "giant": fist,
                "dwarf": hammer, "drow": spider}


def emblem_for_class(klass: str):
    return CLASS_EMBLEMS.get(klass, star)


def emblem_for_kind(kind: str):
    return KIND_EMBLEMS.get(kind, eye)
