"""The signs of Dragonvault: one icon per card type (a dragon's wing, a trap's jaws, an eye, three
heads, a scroll, a shield turning a blow, crossed swords, a paw, a coin, a crown) and the number
badges (a coin for a cost, a shield for toughness, a gem for a treasure's value).

Each sign is a painter `(surf, centre, r, ink)` drawing into a supersampled canvas, so the same
sign serves as a 24 px corner mark and a faint watermark behind a picture."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, prepare
from scenes.kit.fonts import render
from scenes.kit.shapes import SS, shield_shape, star
from scenes.dragonvault.art.common import GOLD, GOLD_DARK, INK, KIND_COLOURS, fits


def _polar(c, r, a):
    return (c[0] + math.cos(a) * r, c[1] + math.sin(a) * r)


def wing(surf, c, r, ink):
    """A dragon's wing: a leading bone and three scalloped membranes."""
    root = (c[0] - r * 0.75, c[1] + r * 0.55)
    tips = [(c[0] + r * 0.85, c[1] - r * 0.85), (c[0] + r * 0.95, c[1] - r * 0.05), (c[0] + r * 0.55, c[1] + r * 0.6)]
    top = shapes.bezier(root, (c[0] - r * 0.2, c[1] - r * 0.9), tips[0])
    pts = list(top)
    for a, b in zip(tips, tips[1:]):
        mid = ((a[0] + b[0]) / 2 - r * 0.22, (a[1] + b[1]) / 2 - r * 0.05)
        pts += shapes.bezier(a, mid, b, 8)[1:]
    pts += shapes.bezier(tips[-1], (c[0] - r * 0.1, c[1] + r * 0.35), root, 8)[1:]
    pygame.draw.polygon(surf, ink, pts)


def jaws(surf, c, r, ink):
    """A bear trap's jaws: two toothed arcs about a round plate."""
    w = max(2, r * 0.14)
    for side in (-1, 1):
        arc = [_polar(c, r * 0.82, math.pi / 2 * side + math.pi / 2 + t * math.pi / 12 * side) for t in range(-6, 7)]
        arc = [(x, y) for x, y in arc]
        shapes.stroke(surf, ink, arc, w, closed=False)
        for k in range(1, 12, 2):
            a = math.pi / 2 * side + math.pi / 2 + (k - 6) * math.pi / 12 * side
            base1 = _polar(c, r * 0.82, a - 0.12)
            base2 = _polar(c, r * 0.82, a + 0.12)
            tip = _polar(c, r * 0.5, a)
            pygame.draw.polygon(surf, ink, [base1, tip, base2])
    pygame.draw.circle(surf, ink, c, r * 0.2)


def eye(surf, c, r, ink):
    """An open eye: the strange encounters that may help or hinder."""
    upper = shapes.bezier((c[0] - r, c[1]), (c[0], c[1] - r * 1.05), (c[0] + r, c[1]))
    lower = shapes.bezier((c[0] + r, c[1]), (c[0], c[1] + r * 1.05), (c[0] - r, c[1]))
    pygame.draw.polygon(surf, ink, upper + lower[1:])
    pygame.draw.circle(surf, (250, 244, 230), c, r * 0.4)
    pygame.draw.circle(surf, ink, c, r * 0.22)


def heads(surf, c, r, ink):
    """Three heads and shoulders side by side: every seat takes part."""
    for dx, k in ((-0.58, 0.8), (0.58, 0.8), (0.0, 1.0)):
        x = c[0] + dx * r
        pygame.draw.circle(surf, ink, (x, c[1] - r * 0.28 * k), r * 0.27 * k)
        body = pygame.Rect(0, 0, r * 0.78 * k, r * 0.9 * k)
        body.midtop = (x, c[1] + r * 0.05)
        pygame.draw.ellipse(surf, ink, body)
        if k == 1.0:
            pygame.draw.circle(surf, ink, (x, c[1] - r * 0.28), r * 0.27 + SS * 2, max(1, SS * 2))


def scroll(surf, c, r, ink):
    """A scroll with rolled ends: a card played on your turn."""
    body = pygame.Rect(0, 0, r * 1.2, r * 1.4)
    body.center = c
    pygame.draw.rect(surf, ink, body, max(2, int(r * 0.12)))
    for y in (body.top, body.bottom):
        pygame.draw.ellipse(surf, ink, (body.x - r * 0.2, y - r * 0.16, body.w + r * 0.4, r * 0.32))
    for k in range(3):
        y = body.top + body.h * (0.3 + 0.2 * k)
        pygame.draw.line(surf, ink, (body.x + r * 0.22, y), (body.right - r * 0.22, y), max(1, int(r * 0.08)))


def ward(surf, c, r, ink):
    """A shield with a lightning stroke across it: a card played when something happens to you."""
    pygame.draw.polygon(surf, ink, shield_shape(c, r))
    bolt = [(c[0] + r * 0.12, c[1] - r * 0.7), (c[0] - r * 0.32, c[1] + r * 0.05), (c[0] + r * 0.02, c[1] + r * 0.05),
            (c[0] - r * 0.14, c[1] + r * 0.72), (c[0] + r * 0.36, c[1] - r * 0.15), (c[0] + r * 0.02, c[1] - r * 0.15)]
    pygame.draw.polygon(surf, (250, 244, 230), bolt)


def swords(surf, c, r, ink):
    """Two crossed swords: hired help."""
    for side in (-1, 1):
        a = math.pi / 4 * side - math.pi / 2
        tip = _polar(c, r * 0.95, a)
        hilt = _polar(c, r * 0.95, a + math.pi)
        shapes.stroke(surf, ink, [tip, hilt], r * 0.16, closed=False)
        guard = _polar(hilt, r * 0.35, a)
        g1, g2 = _polar(guard, r * 0.32, a + math.pi / 2), _polar(guard, r * 0.32, a - math.pi / 2)
        shapes.stroke(surf, ink, [g1, g2], r * 0.14, closed=False)
        pygame.draw.circle(surf, ink, hilt, r * 0.12)


def paw(surf, c, r, ink):
    """A paw print: a companion at your side."""
    pad = pygame.Rect(0, 0, r * 0.95, r * 0.8)
    pad.center = (c[0], c[1] + r * 0.35)
    pygame.draw.ellipse(surf, ink, pad)
    for dx, dy in ((-0.62, -0.2), (-0.24, -0.62), (0.24, -0.62), (0.62, -0.2)):
        toe = pygame.Rect(0, 0, r * 0.36, r * 0.46)
        toe.center = (c[0] + dx * r, c[1] + dy * r)
        pygame.draw.ellipse(surf, ink, toe)


def coin_sign(surf, c, r, ink):
    """A coin with a rim and a star: treasure."""
    pygame.draw.circle(surf, ink, c, r * 0.9)
    pygame.draw.circle(surf, (250, 244, 230), c, r * 0.68, max(1, int(r * 0.1)))
    star(surf, c, r * 0.4, (250, 244, 230))


def crown(surf, c, r, ink):
    """A crown of five points: a champion."""
    base = c[1] + r * 0.55
    pts = [(c[0] - r * 0.9, base), (c[0] - r * 0.95, c[1] - r * 0.45), (c[0] - r * 0.45, c[1] + r * 0.02),
           (c[0], c[1] - r * 0.75), (c[0] + r * 0.45, c[1] + r * 0.02), (c[0] + r * 0.95, c[1] - r * 0.45),
           (c[0] + r * 0.9, base)]
    pygame.draw.polygon(surf, ink, pts)
    pygame.draw.rect(surf, ink, (c[0] - r * 0.9, base, r * 1.8, r * 0.28))
    for x in (-0.95, 0.0, 0.95):
        pygame.draw.circle(surf, ink, (c[0] + x * r, c[1] - (0.75 if x == 0 else 0.45) * r), r * 0.13)


SIGNS = {
    "dragon": wing, "trap": jaws, "other": eye, "group": heads, "action": scroll, "response": ward,
    "mercenary": swords, "companion": paw, "treasure": coin_sign, "champion": crown,
}


def painted(painter, side: int, ink, *args) -> pygame.Surface:
    """A painter's drawing at `side` px square, supersampled and smoothed."""
    big = shapes.canvas(side * SS, side * SS)
    c = (side * SS / 2, side * SS / 2)
    painter(big, c, side * SS * 0.46, ink, *args)
    return shapes.downscale(big, (side, side))


@lru_cache(maxsize=256)
def kind_icon(kind: str, side: int, ink: tuple | None = None) -> pygame.Surface:
    """The type's sign at `side` px (in `ink`, else the type's own colour darkened)."""
    colour = ink or darken(KIND_COLOURS[kind], 0.15)
    return prepare(painted(SIGNS[kind], side, tuple(colour)))


@lru_cache(maxsize=256)
def kind_disc(kind: str, side: int) -> pygame.Surface:
    """The type's sign, pale on a disc of the type's colour with a gold rim (a card's corner mark)."""
    big = shapes.canvas(side * SS, side * SS)
    c = (side * SS / 2, side * SS / 2)
    R = side * SS / 2 - SS
    colour = KIND_COLOURS[kind]
    pygame.draw.circle(big, darken(colour, 0.45), c, R)
    pygame.draw.circle(big, colour, c, R * 0.86)
    pygame.draw.circle(big, GOLD, c, R, max(2, SS * 2))
    SIGNS[kind](big, c, R * 0.6, (250, 244, 230))
    return prepare(shapes.downscale(big, (side, side)))


def drop(surf, c, R) -> None:
    """A drop of blood, point up, about `c` (radius `R`)."""
    tip = (c[0], c[1] - R)
    bowl = (c[0], c[1] + R * 0.22)
    pygame.draw.circle(surf, (120, 14, 20), bowl, R * 0.75)
    pygame.draw.polygon(surf, (120, 14, 20), [tip, (c[0] - R * 0.68, c[1] + R * 0.02), (c[0] + R * 0.68, c[1] + R * 0.02)])
    pygame.draw.circle(surf, (196, 36, 40), bowl, R * 0.64)
    pygame.draw.ellipse(surf, (236, 120, 120), (c[0] - R * 0.38, c[1] + R * 0.0, R * 0.22, R * 0.34))


# -- number badges -------------------------------------------------------------------------------------------
def _number(value: str, box_w: int, start: int, ink) -> pygame.Surface:
    size = start
    while size > 20 and not fits(value, box_w, size, "title"):
        size -= 1
    return render(value, size, ink, "title")


@lru_cache(maxsize=256)
def badge(kind: str, value: int, side: int) -> pygame.Surface:
    """A number on its sign: 'cost' a gold coin, 'toughness' a steel shield, 'value' a gold gem,
    'damage' a red drop. The numeral is as large as the badge allows (never under 20 px)."""
    big = shapes.canvas(side * SS, side * SS)
    c = (side * SS / 2, side * SS / 2)
    R = side * SS / 2 - SS * 1.5
    edge = max(2, SS * 2)
    if kind == "cost":
        pygame.draw.circle(big, GOLD_DARK, c, R)
        pygame.draw.circle(big, GOLD, c, R * 0.9)
        pygame.draw.circle(big, lighten(GOLD, 0.3), c, R * 0.76, edge)
        ink, box = INK, R * 1.25
    elif kind == "toughness":
        pts = shield_shape(c, R)
        pygame.draw.polygon(big, (58, 66, 84), pts)
        pygame.draw.polygon(big, (150, 162, 184), shapes.scaled(pts, 0.86, c))
        pygame.draw.polygon(big, (58, 66, 84), pts, edge)
        ink, box = INK, R * 1.2
    elif kind == "value":
        pts = [_polar(c, R, math.pi / 2 + math.pi / 3 * k) for k in range(6)]
        pygame.draw.polygon(big, GOLD_DARK, pts)
        pygame.draw.polygon(big, GOLD, shapes.scaled(pts, 0.86, c))
        pygame.draw.polygon(big, lighten(GOLD, 0.35), shapes.scaled(pts, 0.6, c), edge)
        ink, box = INK, R * 1.2
    else:  # damage: a drop of blood
        drop(big, c, R)
        ink, box = (252, 244, 236), R * 1.1
    surf = shapes.downscale(big, (side, side))
    text = _number(str(value), int(box / SS), int(side * 0.62), ink)
    surf.blit(text, text.get_rect(center=(side / 2, side / 2 + (side * 0.06 if kind == "damage" else 0))))
    return prepare(surf)
