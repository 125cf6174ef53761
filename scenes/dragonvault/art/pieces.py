"""The pieces around the cards: champion portraits (a medallion, a different face per champion),
companion tokens, the frost laid over a frozen card, the damage badge, the treasure pile of the
turn's pool, and the table top."""
from __future__ import annotations

import math
import random
from functools import lru_cache
from pathlib import Path

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, light, lighten, mix, prepare, vignette
from scenes.kit.fonts import render
from scenes.kit.shapes import SS
from scenes.kit.wood import planks
from scenes.dragonvault.art.common import GOLD, GOLD_DARK, ICE, INK, KIND_COLOURS, MIN_TEXT, digest, fits
from scenes.dragonvault.art.emblems import MOTIFS, main_colour, motif_for
from scenes.dragonvault.art.faces import Face
from scenes.dragonvault.art.icons import badge, star

# -- portraits ------------------------------------------------------------------------------------------------
SKINS = ((236, 196, 160), (198, 150, 110), (150, 102, 70), (104, 70, 48), (170, 196, 150), (210, 204, 224))
HAIRS = ((40, 30, 24), (120, 70, 30), (210, 170, 90), (180, 60, 30), (220, 220, 226), (30, 30, 40))
CLOAKS = ((150, 36, 40), (40, 90, 160), (50, 120, 70), (120, 60, 140), (200, 140, 40), (40, 130, 130),
          (110, 70, 40), (70, 70, 90), (180, 80, 120), (90, 110, 30), (200, 90, 30), (30, 50, 100),
          (140, 140, 150), (100, 30, 60))
GROUNDS = ((70, 50, 90), (40, 70, 80), (90, 60, 40), (50, 80, 50), (80, 40, 50), (60, 60, 90))
HEADGEAR = ("helm", "hood", "circlet", "hair", "hat", "horns", "bald")

# The rulebook's five, as their names and abilities suggest: (skin, hair, headgear, beard).
KNOWN = {
    "ulric": (0, 1, "helm", True),      # an old soldier with a purse
    "avadel": (0, 2, "circlet", False),  # lucky, light of foot
    "radin": (1, 3, "horns", True),     # rolls and the room shakes
    "celaine": (2, 0, "hood", False),    # a healer
    "vorix": (4, 5, "bald", False),     # heals by himself
}


def _look(champion_id: str, index: int) -> dict:
    d = digest(champion_id)
    skin, hair, gear, beard = KNOWN.get(champion_id, (d[0] % 4, d[1] % len(HAIRS), HEADGEAR[index % len(HEADGEAR)],
                                                     d[2] % 3 == 0))
    return {"skin": SKINS[skin], "hair": HAIRS[hair], "gear": gear, "beard": beard,
            "cloak": CLOAKS[index % len(CLOAKS)], "ground": GROUNDS[(index + d[3]) % len(GROUNDS)],
            "eyes": (40, 110, 170) if d[4] % 2 else (90, 60, 30)}


def _bust(big, c, R, look) -> None:
    """Shoulders, a head, and the champion's hair, headgear and beard."""
    skin, hair, cloak = look["skin"], look["hair"], look["cloak"]
    shoulders = pygame.Rect(0, 0, R * 1.7, R * 1.1)
    shoulders.midtop = (c[0], c[1] + R * 0.35)
    pygame.draw.ellipse(big, darken(cloak, 0.35), shoulders.inflate(SS * 4, SS * 4))
    pygame.draw.ellipse(big, cloak, shoulders)
    pygame.draw.polygon(big, lighten(cloak, 0.3), [(c[0] - R * 0.2, c[1] + R * 0.38), (c[0] + R * 0.2, c[1] + R * 0.38),
                                                   (c[0], c[1] + R * 0.75)])
    head = (c[0], c[1] - R * 0.08)
    hr = R * 0.38
    gear = look["gear"]
    if gear in ("hair", "circlet", "hood"):  # long hair falls behind the shoulders
        back = pygame.Rect(0, 0, hr * 2.3, hr * 2.9)
        back.midtop = (head[0], head[1] - hr * 1.05)
        pygame.draw.ellipse(big, hair, back)
    if gear == "hood":
        hood = [(head[0] - hr * 1.45, c[1] + R * 0.5), (head[0] - hr * 1.25, head[1] - hr * 0.6),
                (head[0], head[1] - hr * 1.55), (head[0] + hr * 1.25, head[1] - hr * 0.6),
                (head[0] + hr * 1.45, c[1] + R * 0.5)]
        pygame.draw.polygon(big, darken(cloak, 0.15), hood)
    pygame.draw.rect(big, darken(skin, 0.1), (head[0] - hr * 0.4, head[1] + hr * 0.6, hr * 0.8, hr * 0.8))
    pygame.draw.circle(big, skin, head, hr)
    for side in (-1, 1):  # ears (pointed for green or pale skins)
        ear = [(head[0] + side * hr * 0.9, head[1] - hr * 0.2), (head[0] + side * hr * 0.9, head[1] + hr * 0.25),
               (head[0] + side * hr * (1.5 if skin in SKINS[4:] else 1.15), head[1] - hr * (0.5 if skin in SKINS[4:] else 0))]
        pygame.draw.polygon(big, skin, ear)
        pygame.draw.circle(big, (250, 250, 250), (head[0] + side * hr * 0.38, head[1] - hr * 0.02), hr * 0.16)
        pygame.draw.circle(big, look["eyes"], (head[0] + side * hr * 0.38, head[1] - hr * 0.02), hr * 0.1)
        pygame.draw.line(big, darken(hair, 0.2), (head[0] + side * hr * 0.18, head[1] - hr * 0.25),
                         (head[0] + side * hr * 0.6, head[1] - hr * 0.3), max(2, int(hr * 0.1)))
    pygame.draw.line(big, darken(skin, 0.35), (head[0], head[1] + hr * 0.05), (head[0] - hr * 0.08, head[1] + hr * 0.3),
                     max(2, int(hr * 0.07)))
    pygame.draw.arc(big, darken(skin, 0.45), (head[0] - hr * 0.3, head[1] + hr * 0.2, hr * 0.6, hr * 0.4), math.pi * 1.15,
                    math.pi * 1.85, max(2, int(hr * 0.07)))
    if look["beard"]:
        beard = [(head[0] - hr * 0.85, head[1] + hr * 0.1), (head[0] + hr * 0.85, head[1] + hr * 0.1),
                 (head[0] + hr * 0.5, head[1] + hr * 1.1), (head[0], head[1] + hr * 1.45),
                 (head[0] - hr * 0.5, head[1] + hr * 1.1)]
        pygame.draw.polygon(big, hair, beard)
        pygame.draw.ellipse(big, darken(skin, 0.45), (head[0] - hr * 0.22, head[1] + hr * 0.42, hr * 0.44, hr * 0.16))
    if gear == "helm":
        dome = pygame.Rect(0, 0, hr * 2.2, hr * 2.0)
        dome.midtop = (head[0], head[1] - hr * 1.15)
        pygame.draw.arc(big, (180, 186, 200), dome, 0, math.pi, int(hr * 0.6))
        pygame.draw.rect(big, (150, 156, 170), (head[0] - hr * 1.1, head[1] - hr * 0.45, hr * 2.2, hr * 0.22))
        pygame.draw.rect(big, (150, 156, 170), (head[0] - hr * 0.09, head[1] - hr * 0.45, hr * 0.18, hr * 0.65))
    elif gear == "horns":
        pygame.draw.arc(big, (160, 166, 180), (head[0] - hr, head[1] - hr * 1.05, hr * 2, hr * 1.6), 0, math.pi,
                        int(hr * 0.55))
        for side in (-1, 1):
            horn = shapes.bezier((head[0] + side * hr * 0.8, head[1] - hr * 0.6),
                                 (head[0] + side * hr * 1.7, head[1] - hr * 0.7), (head[0] + side * hr * 1.5, head[1] - hr * 1.7))
            shapes.stroke(big, (236, 226, 200), horn, hr * 0.28, closed=False)
    elif gear == "circlet":
        pygame.draw.arc(big, hair, (head[0] - hr * 1.02, head[1] - hr * 1.05, hr * 2.04, hr * 1.5), 0.1, math.pi - 0.1,
                        int(hr * 0.35))
        pygame.draw.arc(big, GOLD, (head[0] - hr, head[1] - hr * 0.85, hr * 2, hr * 1.2), 0.3, math.pi - 0.3,
                        max(2, int(hr * 0.12)))
        star(big, (head[0], head[1] - hr * 0.85), hr * 0.2, (120, 220, 255), 4, 0.4)
    elif gear == "hat":
        pygame.draw.ellipse(big, darken(cloak, 0.2), (head[0] - hr * 1.5, head[1] - hr * 0.75, hr * 3, hr * 0.5))
        pygame.draw.polygon(big, darken(cloak, 0.2), [(head[0] - hr * 0.8, head[1] - hr * 0.6),
                                                      (head[0] + hr * 0.8, head[1] - hr * 0.6),
                                                      (head[0] + hr * 0.6, head[1] - hr * 2.0)])
        star(big, (head[0] + hr * 0.1, head[1] - hr * 1.05), hr * 0.22, GOLD)
    elif gear == "hair":
        pygame.draw.arc(big, hair, (head[0] - hr * 1.02, head[1] - hr * 1.05, hr * 2.04, hr * 1.6), 0.05, math.pi - 0.05,
                        int(hr * 0.45))
    elif gear == "hood":
        pygame.draw.arc(big, darken(cloak, 0.15), (head[0] - hr * 1.25, head[1] - hr * 1.35, hr * 2.5, hr * 2.2), 0,
                        math.pi, int(hr * 0.35))
    elif gear == "bald":
        pygame.draw.arc(big, darken(skin, 0.3), (head[0] - hr * 0.6, head[1] - hr * 0.9, hr * 1.2, hr * 0.5), 0.4,
                        math.pi - 0.4, max(2, int(hr * 0.06)))


@lru_cache(maxsize=256)
def portrait_surface(champion_id: str, index: int, side: int) -> pygame.Surface:
    """A round medallion: a gold rim, the champion's colours and bust (`side` px across)."""
    big = shapes.canvas(side * SS, side * SS)
    look = _look(champion_id, index)
    c = (side * SS / 2, side * SS / 2)
    R = side * SS / 2 - SS
    ground = look["ground"]
    pygame.draw.circle(big, GOLD_DARK, c, R)
    inner = R * 0.88
    disc = shapes.canvas(side * SS, side * SS)
    for k in range(12, 0, -1):
        pygame.draw.circle(disc, mix(darken(ground, 0.4), lighten(ground, 0.25), 1 - k / 12), (c[0], c[1] - R * 0.2),
                           inner * (0.5 + k * 0.07))
    _bust(disc, (c[0], c[1] + R * 0.05), inner, look)
    mask = shapes.canvas(side * SS, side * SS)
    pygame.draw.circle(mask, (255, 255, 255, 255), c, inner)
    big.blit(shapes.clip(disc, mask), (0, 0))
    pygame.draw.circle(big, GOLD, c, R, max(2, int(R * 0.06)))
    pygame.draw.circle(big, lighten(GOLD, 0.4), c, inner, max(1, SS))
    for k in range(12):  # rivets on the rim
        a = k * math.pi / 6
        pygame.draw.circle(big, lighten(GOLD, 0.5), (c[0] + math.cos(a) * R * 0.94, c[1] + math.sin(a) * R * 0.94), R * 0.025)
    return prepare(shapes.downscale(big, (side, side)))


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
    snowflake in the middle (see-through, so what is frozen still reads)."""
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
    drop = badge("damage", damage, max(24, h - 4))
    surf.blit(drop, (2, (h - drop.get_height()) // 2))
    words = f"/ {toughness}"
    room = w - drop.get_width() - 10
    px = max(MIN_TEXT, min(h - 8, 34))
    while px > MIN_TEXT and not fits(words, room, px, "bold"):
        px -= 1
    label = render(words, px, (250, 240, 226), "bold")
    surf.blit(label, label.get_rect(midleft=(drop.get_width() + 6, h // 2)))
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
    """The turn's pool: a heap of coins with a gem for every few treasure, higher the more there is
    (nothing but a faint ring at 0), and the amount in numerals on a plaque when it is 60 px or taller."""
    w, h = size
    big = shapes.canvas(w * SS, h * SS)
    floor = h * SS * 0.84
    cx = w * SS / 2
    if amount <= 0:
        pygame.draw.ellipse(big, (255, 230, 160, 60), (cx - w * SS * 0.36, floor - h * SS * 0.12, w * SS * 0.72, h * SS * 0.24),
                            SS * 2)
    rng = random.Random(amount)
    coin_r = max(3, min(w, h) * 0.11) * SS
    count = min(46, amount * 3)
    gems = min(8, amount // 2)
    spread = min(w * SS * 0.42, coin_r * (2.2 + math.sqrt(count) * 0.9))
    height = min(h * SS * 0.62, coin_r * (0.6 + math.sqrt(count) * 0.55))
    spots = []
    for k in range(count + gems):
        t = rng.random()
        x = cx + (rng.random() * 2 - 1) * spread * (1 - t * 0.75)
        y = floor - t * height
        spots.append((y, x, k < gems))
    for y, x, is_gem in sorted(spots):
        if is_gem:
            _gem(big, (x, y - coin_r * 0.5), coin_r * 0.8, rng.choice(((200, 30, 60), (40, 90, 210), (30, 160, 90),
                                                                     (150, 60, 190))))
        else:
            _coin(big, (x, y), coin_r, mix(GOLD, (255, 220, 120), rng.random() * 0.5))
    surf = shapes.downscale(big, (w, h))
    if amount > 0 and h >= 60:
        words = str(amount)
        px = max(MIN_TEXT, min(40, h // 3))
        label = render(words, px, INK, "title")
        plate = label.get_rect(bottomright=(w - 4, h - 4)).inflate(14, 2)
        plate.bottomright = (w - 2, h - 2)
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
