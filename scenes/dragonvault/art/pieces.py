"""The pieces around the cards: companion tokens, the frost laid over a frozen card, the damage badge, the treasure pile of the
turn's pool, and the table top."""
from __future__ import annotations

import math
import random
from functools import lru_cache
from pathlib import Path

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, light, lighten, mix, prepare, rounded_mask, vignette
from scenes.kit.fonts import render
from scenes.kit.shapes import SS
from scenes.kit.wood import planks
from scenes.dragonvault.art.common import GOLD, GOLD_DARK, ICE, INK, KIND_COLOURS, MIN_TEXT, fits
from scenes.dragonvault.art.emblems import main_colour, motif_for
from scenes.kit.motifs import MOTIFS
from scenes.dragonvault.art.faces import Face
from scenes.dragonvault.art.icons import badge, drop

# -- companions -----------------------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def token_surface(face: Face, size: tuple[int, int]) -> pygame.Surface:
    """A round token: the companion's emblem on its own colour in a teal rim, and its toughness on a
    shield at the lower right when the token is 60 px or more."""
    w, h = size
    side = min(w, h)
    surf = shapes.canvas(w, h)
    big = shapes.canvas(side * SS, side * SS)
    c = (side * SS / 2, side * SS / 2)
    R = side * SS / 2 - SS
    rim = KIND_COLOURS["companion"]
    main = main_colour(face)
    pygame.draw.circle(big, darken(rim, 0.5), c, R)
    pygame.draw.circle(big, rim, c, R * 0.93)
    pygame.draw.circle(big, mix(lighten(main, 0.55), (240, 230, 206), 0.5), c, R * 0.8)
    MOTIFS[motif_for(face)](big, c, R * 0.62, main, random.Random(0))
    pygame.draw.circle(big, GOLD, c, R * 0.8, max(2, SS))
    token = shapes.downscale(big, (side, side))
    surf.blit(token, ((w - side) // 2, (h - side) // 2))
    if side >= 60 and face.toughness:
        b = badge("toughness", face.toughness, max(34, side * 2 // 5))
        surf.blit(b, (w - b.get_width(), h - b.get_height()))
    return prepare(surf)


# -- frost, damage, treasure ----------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def frost_surface(size: tuple[int, int]) -> pygame.Surface:
    """Ice over a frozen card or portrait: a pale blue veil, frost creeping in from the edges and a
    snowflake in the middle (see-through, so what is frozen still reads); a square size is a
    portrait's medallion, so its ice is a disc."""
    w, h = size
    big = shapes.canvas(w * SS, h * SS)
    big.fill((*ICE, 84))
    rng = random.Random(w * 1000 + h)
    for _ in range(14 + (w + h) // 40):  # frost ferns from the edges
        side = rng.randrange(4)
        x = rng.uniform(0, w * SS) if side < 2 else (0 if side == 2 else w * SS)
        y = rng.uniform(0, h * SS) if side >= 2 else (0 if side == 0 else h * SS)
        a = math.atan2(h * SS / 2 - y, w * SS / 2 - x) + rng.uniform(-0.6, 0.6)
        length = rng.uniform(0.12, 0.3) * min(w, h) * SS
        tip = (x + math.cos(a) * length, y + math.sin(a) * length)
        shapes.stroke(big, (240, 250, 255, 200), [(x, y), tip], SS * 1.5, closed=False)
        for t in (0.35, 0.6, 0.82):
            p = (x + (tip[0] - x) * t, y + (tip[1] - y) * t)
            for s in (-1, 1):
                q = (p[0] + math.cos(a + s * 0.7) * length * 0.22, p[1] + math.sin(a + s * 0.7) * length * 0.22)
                shapes.stroke(big, (240, 250, 255, 170), [p, q], SS, closed=False)
    c = (w * SS / 2, h * SS / 2)
    r = min(w, h) * SS * 0.22
    MOTIFS["snowflake"](big, c, r, ICE, rng)
    if w == h:  # a square is a portrait's medallion: the ice is a disc
        mask = shapes.canvas(w * SS, h * SS)
        pygame.draw.circle(mask, (255, 255, 255, 255), c, w * SS / 2)
        big = shapes.clip(big, mask)
        pygame.draw.circle(big, (220, 244, 255, 220), c, w * SS / 2, SS * 3)
    else:  # a card's: its corners cut round as the faces' are
        big = rounded_mask(big, max(6, w // 16) * SS)
        pygame.draw.rect(big, (220, 244, 255, 220), big.get_rect(), SS * 3, border_radius=max(6, w // 16) * SS)
    return prepare(shapes.downscale(big, (w, h)))


@lru_cache(maxsize=512)
def damage_surface(damage: int, toughness: int, size: tuple[int, int]) -> pygame.Surface:
    """A pill: a blood drop and 'damage / toughness' in numerals of 20 px or more; the pill warms
    from dark to red as the damage nears the toughness."""
    w, h = size
    surf = shapes.canvas(w, h)
    share = damage / toughness if toughness else 0
    fill = mix((44, 36, 40), (150, 20, 24), min(1.0, share * 1.1))
    pygame.draw.rect(surf, darken(fill, 0.4), surf.get_rect(), border_radius=h // 2)
    pygame.draw.rect(surf, fill, surf.get_rect().inflate(-4, -4), border_radius=h // 2)
    pygame.draw.rect(surf, GOLD if share < 1 else (255, 220, 220), surf.get_rect(), 2, border_radius=h // 2)
    side = max(16, h - 6)
    big = shapes.canvas(side * SS, side * SS)
    drop(big, (side * SS / 2, side * SS / 2), side * SS / 2 - SS)
    surf.blit(shapes.downscale(big, (side, side)), (6, (h - side) // 2))
    words = f"{damage} / {toughness}"
    room = w - side - 18
    px = max(MIN_TEXT, min(h - 8, 34))
    while px > MIN_TEXT and not fits(words, room, px, "bold"):
        px -= 1
    label = render(words, px, (250, 240, 226), "bold")
    surf.blit(label, label.get_rect(midleft=(side + 10, h // 2)))
    return prepare(surf)


def _coin(big, c, r, gold) -> None:
    pygame.draw.ellipse(big, darken(gold, 0.45), (c[0] - r, c[1] - r * 0.5 + r * 0.18, r * 2, r))
    pygame.draw.ellipse(big, gold, (c[0] - r, c[1] - r * 0.5, r * 2, r))
    pygame.draw.ellipse(big, lighten(gold, 0.35), (c[0] - r * 0.7, c[1] - r * 0.35, r * 1.4, r * 0.7), max(1, SS))


def _gem(big, c, r, colour) -> None:
    pts = [(c[0] - r, c[1] - r * 0.2), (c[0] - r * 0.5, c[1] - r * 0.7), (c[0] + r * 0.5, c[1] - r * 0.7),
           (c[0] + r, c[1] - r * 0.2), (c[0], c[1] + r)]
    pygame.draw.polygon(big, darken(colour, 0.4), shapes.scaled(pts, 1.12, c))
    pygame.draw.polygon(big, colour, pts)
    pygame.draw.polygon(big, lighten(colour, 0.45), [pts[1], pts[2], (c[0] + r * 0.25, c[1] - r * 0.2),
                                                     (c[0] - r * 0.25, c[1] - r * 0.2)])


@lru_cache(maxsize=128)
def pile_surface(amount: int, size: tuple[int, int]) -> pygame.Surface:
    """The turn's pool: a heap of coins with a gem for every two treasure, wider and higher the
    more there is (a faint ring when empty), and the amount in numerals on a plaque at its right
    when the pile is 60 px or taller."""
    w, h = size
    label = None
    if amount > 0 and h >= 60:
        label = render(str(amount), max(MIN_TEXT, min(40, h // 3)), INK, "title")
    room_w = w - (label.get_width() + 16 if label is not None else 0)
    big = shapes.canvas(w * SS, h * SS)
    floor = h * SS * 0.86
    cx = room_w * SS / 2
    if amount <= 0:
        pygame.draw.ellipse(big, (255, 230, 160, 70), (cx - room_w * SS * 0.36, floor - h * SS * 0.12,
                                                        room_w * SS * 0.72, h * SS * 0.24), SS * 2)
    rng = random.Random(amount)
    coin_r = max(3.0, min(room_w * 0.1, h * 0.12)) * SS
    count = min(60, amount * 3)
    gems = min(10, amount // 2)
    fill = min(1.0, 0.35 + amount / 14)  # how much of the room the heap takes
    half_w = (room_w * SS / 2 - coin_r) * fill
    top = min(h * SS * 0.62, half_w * 1.1)
    spots = []
    for k in range(count + gems):
        t = 1 - math.sqrt(rng.random())  # more low than high: a mound
        x = cx + (rng.random() * 2 - 1) * half_w * (1 - t)
        spots.append((floor - t * top, x, k < gems))
    for y, x, is_gem in sorted(spots):
        if is_gem:
            _gem(big, (x, y - coin_r * 0.4), coin_r * 0.8, rng.choice(((200, 30, 60), (40, 90, 210), (30, 160, 90),
                                                                     (150, 60, 190))))
        else:
            _coin(big, (x, y), coin_r, mix(GOLD, (255, 220, 120), rng.random() * 0.5))
    surf = shapes.downscale(big, (w, h))
    if label is not None:
        plate = label.get_rect().inflate(14, 2)
        plate.midright = (w - 2, h - plate.h // 2 - 4)
        pygame.draw.rect(surf, (246, 232, 196), plate, border_radius=plate.h // 3)
        pygame.draw.rect(surf, GOLD_DARK, plate, 2, border_radius=plate.h // 3)
        surf.blit(label, label.get_rect(center=plate.center))
    return prepare(surf)


# -- the table ------------------------------------------------------------------------------------------------
def _draw_table(size: tuple[int, int]) -> pygame.Surface:
    """Warm oak planks, low in contrast so cards read on them; a pool of lamplight in the middle,
    a few old rings left by tankards, dark corners (opaque)."""
    w, h = size
    surf = planks(size, (104, 66, 40), 17, (max(50, h // 10), max(51, h // 8)), 0.55)
    rng = random.Random(4)
    stains = shapes.canvas(w, h)
    for _ in range(5):
        x, y = rng.uniform(w * 0.05, w * 0.95), rng.uniform(h * 0.05, h * 0.95)
        rad = rng.uniform(28, 44)
        pygame.draw.circle(stains, (40, 20, 10, 26), (x, y), rad, 5)
        pygame.draw.circle(stains, (40, 20, 10, 14), (x + 2, y + 1), rad - 6, 2)
    surf.blit(stains, (0, 0))
    glow = light(round(max(w, h) * 0.55), (255, 170, 90), 0.18, 0.65)
    surf.blit(glow, glow.get_rect(center=(w / 2, h * 0.48)), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(vignette(size, 80), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return prepare(surf)


@lru_cache(maxsize=2)
def table_surface(size: tuple[int, int]) -> pygame.Surface:
    """The table top, kept in the disk cache between runs."""
    from scenes.kit import disk_cache

    here = Path(__file__).parent
    return disk_cache.cached_surface("dragonvault-table", size, lambda: _draw_table(size),
                                     (here, here.parent.parent / "kit"))
