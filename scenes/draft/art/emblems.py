"""Each card's picture, drawn by code: an emblem on a ground lit in the card's own colours, the
ground's rays and motes varied by the card's id so no two cards share a picture."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix, prepare, rounded_mask, vertical_gradient
from scenes.draft.art.common import digest
from scenes.draft.art.faces import Face, frame_colour
from scenes.draft.art.icons import CLASS_SIGNS, KIND_SIGNS


def tint(f: Face) -> tuple:
    """The emblem's colour: the frame's hue turned a little by the id."""
    d = digest(f.id)
    turned = pygame.Color(*frame_colour(f))
    hue, sat, val, _a = turned.hsva
    turned.hsva = ((hue + (d[0] - 128) / 128 * 30) % 360, max(30, min(85, sat + (d[1] - 128) / 10)),
                   max(55, min(95, val + 20)), 100)
    return (turned.r, turned.g, turned.b)


def ground(size, f: Face) -> pygame.Surface:
    """A gradient in the frame's colour with rays and motes turned by the id (opaque)."""
    w, h = size
    colour = frame_colour(f)
    surf = vertical_gradient(size, lighten(colour, 0.45), darken(colour, 0.35)).copy()
    d = digest(f.id + "/ground")
    rng = random.Random(d)
    big = shapes.canvas(w * 2, h * 2)
    centre = (w, h * (0.8 + d[3] / 255 * 0.4))
    spokes, turn = 6 + d[0] % 8, d[1] / 255 * math.pi
    for k in range(spokes):
        a = turn + 2 * math.pi * k / spokes
        far = [(centre[0] + math.cos(a + s) * w * 4, centre[1] + math.sin(a + s) * w * 4) for s in (-0.1, 0.1)]
        pygame.draw.polygon(big, (*lighten(colour, 0.6), 30), [centre, *far])
    for _ in range(6 + d[2] % 9):
        pygame.draw.circle(big, (255, 248, 220, 54), (rng.uniform(0, w * 2), rng.uniform(0, h * 2)),
                           rng.uniform(2, 6))
    surf.blit(shapes.downscale(big, size), (0, 0))
    return surf


def paint(big: pygame.Surface, f: Face, c, r) -> None:
    """The emblem itself, into a supersampled canvas about centre `c`, radius `r`."""
    main = tint(f)
    KIND_SIGNS[f.kind](big, (c[0] + r * 0.06, c[1] + r * 0.08), r, darken(main, 0.7))
    KIND_SIGNS[f.kind](big, c, r, mix(main, (250, 244, 226), 0.35))
    if f.cls:
        CLASS_SIGNS[f.cls](big, (c[0] + r * 0.62, c[1] + r * 0.62), r * 0.3, darken(main, 0.5))


@lru_cache(maxsize=1024)
def picture(f: Face, size: tuple[int, int]) -> pygame.Surface:
    """The card's picture at `size`: its emblem on its ground, corners rounded."""
    w, h = size
    surf = ground(size, f)
    big = shapes.canvas(w * shapes.SS, h * shapes.SS)
    r = min(w, h) * shapes.SS * 0.4
    paint(big, f, (w * shapes.SS / 2, h * shapes.SS / 2), r)
    surf.blit(shapes.downscale(big, size), (0, 0))
    return prepare(rounded_mask(surf, max(3, w // 24)))
