"""The picture window of a large card: a hero's shield (its field split and tinted from the
hero's id, charged with its class sign) or a monster's kind sign on a dark ground. The signs are
the figures' own (scenes/drizzt/figure_emblems.py). Drawn SS times larger, smoothed down, cached."""
from __future__ import annotations

import hashlib
import math
from functools import lru_cache

import pygame

from scenes.drizzt.figure_emblems import emblem_for_class, emblem_for_kind
from scenes.kit.draw import darken, lighten, prepare, radial_glow, rounded_gradient
from scenes.kit import shapes
from scenes.kit.shapes import SS

TINCTURES = ((164, 36, 40), (34, 78, 150), (36, 112, 64), (112, 50, 130), (40, 40, 48), (150, 110, 36))
METALS = ((232, 200, 96), (226, 226, 232))


def _shield_outline(w: float, h: float) -> list[tuple[float, float]]:
    """A heater shield filling (w, h): flat top, sides curving down to a point."""
    top = h * 0.04
    right = [(w * 0.94 - w * 0.44 * t ** 1.8, top + h * 0.94 * math.sin(t * math.pi / 2))
             for t in (i / 14 for i in range(15))]
    return [(w * 0.06, top)] + right + [(w - x, y) for x, y in reversed(right[:-1])]


def _division(w: float, h: float, style: int) -> list[tuple[float, float]]:
    """The part of the field in the second tincture: per pale, per fess, per bend or a chevron."""
    return [
        [(w / 2, 0), (w, 0), (w, h), (w / 2, h)],
        [(0, h * 0.5), (w, h * 0.5), (w, h), (0, h)],
        [(0, 0), (w * 0.3, 0), (w, h * 0.7), (w, h), (0, h)],
        [(0, h * 0.8), (w / 2, h * 0.35), (w, h * 0.8), (w, h), (0, h)],
    ][style % 4]


@lru_cache(maxsize=64)
def hero_shield(hero_id: str, klass: str, size: tuple[int, int]) -> pygame.Surface:
    """The hero's shield at `size` (transparent around it)."""
    w, h = size[0] * SS, size[1] * SS
    digest = hashlib.sha1(hero_id.encode("utf-8")).digest()
    field = TINCTURES[digest[0] % len(TINCTURES)]
    second = TINCTURES[(digest[0] + 1 + digest[1] % 4) % len(TINCTURES)]
    metal = METALS[digest[2] % 2]
    outline = _shield_outline(w, h)
    art = shapes.canvas(w, h)
    art.fill((*field, 255))
    for i in range(0, int(w + h), max(1, int(w / 8))):  # a faint diaper under the division
        pygame.draw.line(art, darken(field, 0.14), (i, 0), (i - h, h), max(1, SS))
    pygame.draw.polygon(art, lighten(second, 0.08), _division(w, h, digest[3]))
    art = shapes.clip(art, shapes.poly_mask((w, h), outline))
    pygame.draw.polygon(art, metal, outline, max(2, int(w * 0.05)))
    centre, r = (w / 2, h * 0.44), min(w, h) * 0.25
    pygame.draw.circle(art, darken(field, 0.55), centre, r * 1.35)
    pygame.draw.circle(art, metal, centre, r * 1.35, max(1, int(r * 0.09)))
    emblem_for_class(klass)(art, centre, r, metal)
    return prepare(shapes.downscale(art, size))


@lru_cache(maxsize=64)
def hero_picture(hero_id: str, klass: str, size: tuple[int, int], colour: tuple) -> pygame.Surface:
    pic = rounded_gradient(size, lighten(colour, 0.3), darken(colour, 0.35), max(3, size[0] // 40)).copy()
    glow = radial_glow(int(size[1] * 0.55), lighten(colour, 0.6), 120)
    pic.blit(glow, glow.get_rect(center=(size[0] // 2, size[1] // 2)))
    shield = hero_shield(hero_id, klass, (int(size[1] * 0.74), int(size[1] * 0.88)))
    pic.blit(shield, shield.get_rect(center=(size[0] // 2, size[1] // 2)))
    return prepare(pic)


@lru_cache(maxsize=64)
def monster_picture(kind: str, size: tuple[int, int], colour: tuple) -> pygame.Surface:
    """A dark window with the monster kind's sign glowing in it."""
    w, h = size
    pic = rounded_gradient(size, darken(colour, 0.35), darken(colour, 0.75), max(3, w // 40)).copy()
    glow = radial_glow(int(h * 0.5), lighten(colour, 0.3), 150)
    pic.blit(glow, glow.get_rect(center=(w // 2, h // 2)))
    big = shapes.canvas(h * SS, h * SS)
    emblem_for_kind(kind)(big, (h * SS / 2, h * SS / 2), h * SS * 0.36, lighten(colour, 0.75))
    sign = shapes.downscale(big, (h, h))
    pic.blit(sign, sign.get_rect(center=(w // 2, h // 2)))
    pygame.draw.rect(pic, darken(colour, 0.8), pic.get_rect(), max(1, w // 120), border_radius=max(3, w // 40))
    return prepare(pic)
