"""Champion portraits: a bust drawn by code (skin, hair, headgear, beard, cloak and ground), a
different look for every champion of the content; on a card's picture and in a gold medallion for
the seat panels. The rulebook's five look as their names and abilities suggest."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix, prepare
from scenes.kit.shapes import SS
from scenes.dragonvault.art.common import GOLD, GOLD_DARK, digest
from scenes.dragonvault.art.icons import star

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


def look(champion_id: str, index: int) -> dict:
    d = digest(champion_id)
    skin, hair, gear, beard = KNOWN.get(champion_id, (d[0] % 4, d[1] % len(HAIRS), HEADGEAR[index % len(HEADGEAR)],
                                                     d[2] % 3 == 0))
    return {"skin": SKINS[skin], "hair": HAIRS[hair], "gear": gear, "beard": beard,
            "cloak": CLOAKS[index % len(CLOAKS)], "ground": GROUNDS[(index + d[3]) % len(GROUNDS)],
            "eyes": (40, 110, 170) if d[4] % 2 else (90, 60, 30)}


def bust(big, c, R, style) -> None:
    """Shoulders, a head, and the champion's hair, headgear and beard."""
    skin, hair, cloak = style["skin"], style["hair"], style["cloak"]
    shoulders = pygame.Rect(0, 0, R * 1.7, R * 1.1)
    shoulders.midtop = (c[0], c[1] + R * 0.35)
    pygame.draw.ellipse(big, darken(cloak, 0.35), shoulders.inflate(SS * 4, SS * 4))
    pygame.draw.ellipse(big, cloak, shoulders)
    pygame.draw.polygon(big, lighten(cloak, 0.3), [(c[0] - R * 0.2, c[1] + R * 0.38), (c[0] + R * 0.2, c[1] + R * 0.38),
                                                   (c[0], c[1] + R * 0.75)])
    head = (c[0], c[1] - R * 0.08)
    hr = R * 0.38
    gear = style["gear"]
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
        pygame.draw.circle(big, style["eyes"], (head[0] + side * hr * 0.38, head[1] - hr * 0.02), hr * 0.1)
        pygame.draw.line(big, darken(hair, 0.2), (head[0] + side * hr * 0.22, head[1] - hr * 0.3),
                         (head[0] + side * hr * 0.56, head[1] - hr * 0.33), max(2, int(hr * 0.06)))
    pygame.draw.line(big, darken(skin, 0.35), (head[0], head[1] + hr * 0.05), (head[0] - hr * 0.08, head[1] + hr * 0.3),
                     max(2, int(hr * 0.07)))
    pygame.draw.arc(big, darken(skin, 0.45), (head[0] - hr * 0.3, head[1] + hr * 0.2, hr * 0.6, hr * 0.4), math.pi * 1.15,
                    math.pi * 1.85, max(2, int(hr * 0.07)))
    if style["beard"]:
        beard = [(head[0] - hr * 0.85, head[1] + hr * 0.1), (head[0] + hr * 0.85, head[1] + hr * 0.1),
                 (head[0] + hr * 0.5, head[1] + hr * 1.1), (head[0], head[1] + hr * 1.45),
                 (head[0] - hr * 0.5, head[1] + hr * 1.1)]
        pygame.draw.polygon(big, hair, beard)
        pygame.draw.ellipse(big, darken(skin, 0.45), (head[0] - hr * 0.22, head[1] + hr * 0.42, hr * 0.44, hr * 0.16))
    top = head[1] - hr
    if gear == "helm":  # a steel cap with a brow band and a nasal guard
        pygame.draw.polygon(big, (172, 178, 194), _cap(head, hr * 1.08, hr * 1.12, head[1] - hr * 0.3))
        pygame.draw.polygon(big, (120, 126, 142), _cap(head, hr * 1.08, hr * 1.12, head[1] - hr * 0.3), max(2, SS))
        pygame.draw.rect(big, (130, 136, 152), (head[0] - hr * 1.1, head[1] - hr * 0.45, hr * 2.2, hr * 0.2))
        pygame.draw.rect(big, (130, 136, 152), (head[0] - hr * 0.09, head[1] - hr * 0.45, hr * 0.18, hr * 0.6))
        pygame.draw.circle(big, (230, 232, 240), (head[0] - hr * 0.45, top + hr * 0.3), hr * 0.1)
    elif gear == "horns":
        for side in (-1, 1):
            horn = shapes.bezier((head[0] + side * hr * 0.7, head[1] - hr * 0.55),
                                 (head[0] + side * hr * 1.7, head[1] - hr * 0.7), (head[0] + side * hr * 1.45, head[1] - hr * 1.75))
            shapes.stroke(big, (110, 100, 84), horn, hr * 0.34, closed=False)
            shapes.stroke(big, (236, 226, 200), horn, hr * 0.26, closed=False)
        pygame.draw.polygon(big, (160, 166, 180), _cap(head, hr * 1.06, hr * 1.08, head[1] - hr * 0.35))
        pygame.draw.rect(big, (120, 126, 140), (head[0] - hr * 1.08, head[1] - hr * 0.5, hr * 2.16, hr * 0.18))
    elif gear == "circlet":
        pygame.draw.polygon(big, hair, _cap(head, hr * 1.04, hr * 1.08, head[1] - hr * 0.45))
        pygame.draw.line(big, GOLD, (head[0] - hr * 0.98, head[1] - hr * 0.5), (head[0] + hr * 0.98, head[1] - hr * 0.5),
                         max(2, int(hr * 0.12)))
        star(big, (head[0], head[1] - hr * 0.52), hr * 0.2, (120, 220, 255), 4, 0.4)
    elif gear == "hat":
        pygame.draw.polygon(big, darken(cloak, 0.2), [(head[0] - hr * 0.8, head[1] - hr * 0.6),
                                                      (head[0] + hr * 0.8, head[1] - hr * 0.6),
                                                      (head[0] + hr * 0.7, head[1] - hr * 2.1)])
        pygame.draw.ellipse(big, darken(cloak, 0.3), (head[0] - hr * 1.5, head[1] - hr * 0.8, hr * 3, hr * 0.5))
        star(big, (head[0] + hr * 0.15, head[1] - hr * 1.15), hr * 0.22, GOLD)
    elif gear == "hair":
        pygame.draw.polygon(big, hair, _cap(head, hr * 1.05, hr * 1.1, head[1] - hr * 0.35))
        pygame.draw.polygon(big, hair, [(head[0] - hr * 0.2, head[1] - hr * 0.9), (head[0] + hr * 0.9, head[1] - hr * 0.5),
                                        (head[0] + hr * 0.2, head[1] - hr * 0.3)])
    elif gear == "hood":
        pygame.draw.polygon(big, darken(cloak, 0.15), _cap(head, hr * 1.25, hr * 1.4, head[1] - hr * 0.5))
    elif gear == "bald":
        pygame.draw.arc(big, darken(skin, 0.3), (head[0] - hr * 0.6, head[1] - hr * 0.9, hr * 1.2, hr * 0.5), 0.4,
                        math.pi - 0.4, max(2, int(hr * 0.06)))


def _cap(head, rx, ry, bottom) -> list:
    """A cap over the head: the part of an ellipse about `head` above `bottom`, closed flat."""
    pts = []
    for k in range(33):
        a = math.pi + k * math.pi / 32
        y = head[1] + math.sin(a) * ry
        if y <= bottom:
            pts.append((head[0] + math.cos(a) * rx, y))
    return [(pts[0][0], bottom)] + pts + [(pts[-1][0], bottom)] if pts else []


@lru_cache(maxsize=256)
def portrait_surface(champion_id: str, index: int, side: int) -> pygame.Surface:
    """A round medallion: a gold rim, the champion's colours and bust (`side` px across)."""
    big = shapes.canvas(side * SS, side * SS)
    style = look(champion_id, index)
    c = (side * SS / 2, side * SS / 2)
    R = side * SS / 2 - SS
    ground = style["ground"]
    pygame.draw.circle(big, GOLD_DARK, c, R)
    inner = R * 0.88
    disc = shapes.canvas(side * SS, side * SS)
    for k in range(12, 0, -1):
        pygame.draw.circle(disc, mix(darken(ground, 0.4), lighten(ground, 0.25), 1 - k / 12), (c[0], c[1] - R * 0.2),
                           inner * (0.5 + k * 0.07))
    bust(disc, (c[0], c[1] + R * 0.05), inner, style)
    mask = shapes.canvas(side * SS, side * SS)
    pygame.draw.circle(mask, (255, 255, 255, 255), c, inner)
    big.blit(shapes.clip(disc, mask), (0, 0))
    pygame.draw.circle(big, GOLD, c, R, max(2, int(R * 0.06)))
    pygame.draw.circle(big, lighten(GOLD, 0.4), c, inner, max(1, SS))
    for k in range(12):  # rivets on the rim
        a = k * math.pi / 6
        pygame.draw.circle(big, lighten(GOLD, 0.5), (c[0] + math.cos(a) * R * 0.94, c[1] + math.sin(a) * R * 0.94), R * 0.025)
    return prepare(shapes.downscale(big, (side, side)))
