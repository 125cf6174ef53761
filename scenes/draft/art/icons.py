"""The signs of Dungeon Draft, each a painter `(surf, centre, r, ink)` drawing in a supersampled
canvas: the five class signs (a leaf, a shield, a star, a dagger, a claw mark: five shapes as well
as five colours), the card kinds (a hero's helm, a weapon's axe, a monster's horned skull, a
quest's banner), and the numbers' signs (a gold coin, an XP star, an attack sword, production: a
coin with an arrow). `badge` puts a number on its sign."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, prepare
from scenes.kit.fonts import font, render
from scenes.kit.shapes import SS, shield_shape, star
from scenes.draft.art.common import BLOOD, CLASS_COLOURS, CLASSES, GOLD, GOLD_DARK, INK, QUEST_CARD, XP_BLUE


def _p(c, r, x, y):
    return (c[0] + x * r, c[1] + y * r)


def _pts(c, r, pts):
    return [_p(c, r, x, y) for x, y in pts]


# -- the classes ---------------------------------------------------------------------------------------------
def leaf(surf, c, r, ink):
    """Druid: a pointed leaf leaning right, with its midrib and stalk."""
    tip, base = _p(c, r, 0.62, -0.78), _p(c, r, -0.5, 0.6)
    left = shapes.bezier(base, _p(c, r, -0.95, -0.55), tip, 14)
    right = shapes.bezier(tip, _p(c, r, 0.75, 0.25), base, 14)
    pygame.draw.polygon(surf, ink, left + right[1:])
    vein = lighten(ink, 0.55)
    pygame.draw.line(surf, vein, base, _p(c, r, 0.45, -0.58), max(2, int(r * 0.08)))
    pygame.draw.line(surf, ink, base, _p(c, r, -0.85, 0.95), max(2, int(r * 0.12)))


def heater(surf, c, r, ink):
    """Warrior: a heater shield with a bar across it."""
    pygame.draw.polygon(surf, ink, shield_shape(c, r))
    pygame.draw.polygon(surf, lighten(ink, 0.5), _pts(c, r, [(-0.78, -0.35), (0.78, -0.35), (0.74, -0.12),
                                                             (-0.74, -0.12)]))


def sparkle(surf, c, r, ink):
    """Mage: a six-pointed star with a small one beside it."""
    star(surf, c, r * 0.95, ink, 6, 0.48)
    pygame.draw.circle(surf, lighten(ink, 0.6), c, r * 0.2)


def dagger(surf, c, r, ink):
    """Rogue: a dagger, point up, with a cross guard and a round pommel."""
    pygame.draw.polygon(surf, ink, _pts(c, r, [(0, -1.0), (0.2, -0.7), (0.2, 0.25), (-0.2, 0.25), (-0.2, -0.7)]))
    pygame.draw.polygon(surf, ink, _pts(c, r, [(-0.62, 0.22), (0.62, 0.22), (0.62, 0.4), (-0.62, 0.4)]))
    pygame.draw.polygon(surf, ink, _pts(c, r, [(-0.12, 0.4), (0.12, 0.4), (0.12, 0.78), (-0.12, 0.78)]))
    pygame.draw.circle(surf, ink, _p(c, r, 0, 0.88), r * 0.16)
    pygame.draw.line(surf, lighten(ink, 0.5), _p(c, r, 0, -0.82), _p(c, r, 0, 0.16), max(2, int(r * 0.06)))


def claws(surf, c, r, ink):
    """Monster: three claw slashes, curved and tapering."""
    for dx in (-0.5, 0.0, 0.5):
        top, bot = _p(c, r, dx + 0.32, -0.92), _p(c, r, dx - 0.32, 0.92)
        mid_out = _p(c, r, dx + 0.22, 0.05)
        mid_in = _p(c, r, dx + 0.02, 0.0)
        pygame.draw.polygon(surf, ink, shapes.bezier(top, mid_out, bot, 12) + shapes.bezier(bot, mid_in, top, 12)[1:])


CLASS_SIGNS = {"druid": leaf, "warrior": heater, "mage": sparkle, "rogue": dagger, "monster": claws}


# -- the kinds -----------------------------------------------------------------------------------------------
def helm(surf, c, r, ink):
    """Hero: a helmet with a nose guard and a crest."""
    dome = pygame.Rect(0, 0, r * 1.5, r * 1.5)
    dome.center = _p(c, r, 0, 0.05)
    pygame.draw.ellipse(surf, ink, dome)
    pygame.draw.polygon(surf, ink, _pts(c, r, [(-0.75, 0.05), (0.75, 0.05), (0.7, 0.9), (0.25, 0.9), (0.2, 0.35),
                                               (-0.2, 0.35), (-0.25, 0.9), (-0.7, 0.9)]))
    pygame.draw.polygon(surf, ink, _pts(c, r, [(-0.12, -0.7), (0, -1.0), (0.12, -0.7)]))
    hole = (250, 244, 230, 0)
    pygame.draw.polygon(surf, hole, _pts(c, r, [(-0.6, 0.12), (-0.12, 0.12), (-0.12, 0.3), (-0.6, 0.3)]))
    pygame.draw.polygon(surf, hole, _pts(c, r, [(0.12, 0.12), (0.6, 0.12), (0.6, 0.3), (0.12, 0.3)]))


def axe(surf, c, r, ink):
    """Weapon: a war axe with a long haft."""
    pygame.draw.line(surf, ink, _p(c, r, -0.55, 0.95), _p(c, r, 0.35, -0.9), max(3, int(r * 0.18)))
    blade = shapes.bezier(_p(c, r, 0.05, -0.6), _p(c, r, 1.05, -0.75), _p(c, r, 0.55, 0.25), 12)
    pygame.draw.polygon(surf, ink, blade + [_p(c, r, 0.2, -0.05)])


def horned_skull(surf, c, r, ink):
    """Monster card: a horned skull."""
    pygame.draw.circle(surf, ink, _p(c, r, 0, -0.1), r * 0.62)
    pygame.draw.polygon(surf, ink, _pts(c, r, [(-0.4, 0.3), (0.4, 0.3), (0.3, 0.8), (-0.3, 0.8)]))
    for side in (-1, 1):
        horn = shapes.bezier(_p(c, r, side * 0.45, -0.45), _p(c, r, side * 1.05, -0.5), _p(c, r, side * 0.85, -1.0), 10)
        horn += shapes.bezier(_p(c, r, side * 0.85, -1.0), _p(c, r, side * 0.75, -0.65), _p(c, r, side * 0.3, -0.6), 10)[1:]
        pygame.draw.polygon(surf, ink, horn)
        pygame.draw.circle(surf, (0, 0, 0, 0), _p(c, r, side * 0.25, -0.1), r * 0.17)
    pygame.draw.polygon(surf, (0, 0, 0, 0), _pts(c, r, [(0, 0.12), (0.09, 0.3), (-0.09, 0.3)]))


def banner(surf, c, r, ink):
    """Quest: a swallow-tailed banner on a pole."""
    pygame.draw.line(surf, ink, _p(c, r, -0.6, -0.95), _p(c, r, -0.6, 0.98), max(3, int(r * 0.14)))
    pygame.draw.circle(surf, ink, _p(c, r, -0.6, -0.95), r * 0.12)
    pygame.draw.polygon(surf, ink, _pts(c, r, [(-0.55, -0.8), (0.85, -0.8), (0.85, 0.35), (0.15, 0.05),
                                               (-0.55, 0.35)]))


KIND_SIGNS = {"hero": helm, "weapon": axe, "monster": horned_skull, "quest": banner}


# -- the numbers ---------------------------------------------------------------------------------------------
def coin(surf, c, r, ink):
    """Gold: a coin with a rim."""
    pygame.draw.circle(surf, darken(ink, 0.35), c, r)
    pygame.draw.circle(surf, ink, c, r * 0.9)
    pygame.draw.circle(surf, lighten(ink, 0.25), c, r * 0.72, max(2, int(r * 0.07)))


def xp_star(surf, c, r, ink):
    """XP: a pale blue star with a dark edge."""
    star(surf, c, r, darken(ink, 0.55), 5, 0.55)
    star(surf, c, r * 0.84, ink, 5, 0.55)


def sword(surf, c, r, ink):
    """Attack: a sword, point up, on a red burst."""
    star(surf, c, r, BLOOD, 8, 0.72)
    steel = (226, 230, 236)
    pygame.draw.polygon(surf, steel, _pts(c, r, [(0, -0.95), (0.13, -0.75), (0.13, 0.3), (-0.13, 0.3), (-0.13, -0.75)]))
    pygame.draw.polygon(surf, GOLD, _pts(c, r, [(-0.45, 0.28), (0.45, 0.28), (0.45, 0.42), (-0.45, 0.42)]))
    pygame.draw.polygon(surf, (90, 54, 30), _pts(c, r, [(-0.09, 0.42), (0.09, 0.42), (0.09, 0.8), (-0.09, 0.8)]))
    pygame.draw.circle(surf, GOLD, _p(c, r, 0, 0.86), r * 0.11)


def income(surf, c, r, ink):
    """Gold production: a coin with a green arrow rising from it."""
    coin(surf, _p(c, r, 0, 0.12), r * 0.86, ink)
    arrow = _pts(c, r, [(0.55, -0.3), (0.55, -0.75), (0.35, -0.75), (0.75, -1.0), (1.0, -0.75), (0.8, -0.75),
                        (0.8, -0.3)])
    pygame.draw.polygon(surf, (24, 120, 50), arrow)


NUMBER_SIGNS = {"cost": coin, "gold": coin, "xp": xp_star, "attack": sword, "production": income,
                "attack_cost": sword}
NUMBER_INKS = {"cost": GOLD, "gold": GOLD, "xp": XP_BLUE, "attack": GOLD, "production": GOLD, "attack_cost": GOLD}
NUMBER_WORDS = {"cost": "gold cost", "gold": "gold", "xp": "XP", "attack": "attack", "production": "gold production",
                "attack_cost": "attack needed"}


@lru_cache(maxsize=512)
def painted(sign: str, side: int, ink: tuple) -> pygame.Surface:
    """One sign, `side` px square, drawn large and shrunk for smooth edges."""
    painter = {**CLASS_SIGNS, **KIND_SIGNS, **NUMBER_SIGNS}[sign]
    big = shapes.canvas(side * SS, side * SS)
    painter(big, (side * SS / 2, side * SS / 2), side * SS * 0.45, ink)
    return prepare(shapes.downscale(big, (side, side)))


@lru_cache(maxsize=256)
def class_disc(cls: str, side: int) -> pygame.Surface:
    """A class's sign in white on a disc of its colour, with a dark ring (colour and shape both)."""
    colour = CLASS_COLOURS[cls]
    big = shapes.canvas(side * SS, side * SS)
    c, R = (side * SS / 2, side * SS / 2), side * SS / 2 - SS
    pygame.draw.circle(big, darken(colour, 0.6), c, R)
    pygame.draw.circle(big, colour, c, R * 0.88)
    CLASS_SIGNS[cls](big, c, R * 0.6, (250, 246, 236))
    return prepare(shapes.downscale(big, (side, side)))


@lru_cache(maxsize=64)
def kind_disc(kind: str, side: int, colour: tuple = QUEST_CARD) -> pygame.Surface:
    """A card kind's sign in pale ink on a dark disc with a gold ring."""
    big = shapes.canvas(side * SS, side * SS)
    c, R = (side * SS / 2, side * SS / 2), side * SS / 2 - SS
    pygame.draw.circle(big, GOLD_DARK, c, R)
    pygame.draw.circle(big, darken(colour, 0.3), c, R * 0.86)
    KIND_SIGNS[kind](big, c, R * 0.56, (246, 236, 210))
    return prepare(shapes.downscale(big, (side, side)))


def numeral_size(value: int, box: int, start: int) -> int:
    """The px size at which the number is as large as fits `box` wide, never under 20 px."""
    size = start
    while size > 20 and font(size, "bold").size(str(value))[0] > box:
        size -= 1
    return size


@lru_cache(maxsize=512)
def badge(kind: str, value: int, side: int) -> pygame.Surface:
    """A number on its sign: the cost on a coin, XP on a star, attack on a red burst, production
    on a coin with an arrow; the numeral as large as the sign holds (20 px or more), dark on gold,
    white with a dark edge elsewhere."""
    sign = painted(kind, side, NUMBER_INKS[kind]).copy()
    ink = INK if kind in ("cost", "gold", "production", "xp") else (255, 250, 240)
    start = max(20, int(side * 0.62))
    px = numeral_size(value, int(side * 0.8), start)
    num = render(str(value), px, ink, "bold")
    at = num.get_rect(center=(side // 2, side // 2 + (side // 14 if kind == "production" else 0)))
    if ink != INK:
        edge = render(str(value), px, (30, 10, 10), "bold")
        for dx, dy in ((-1, 0), (1, 0), (0, -1), (0, 1), (1, 1)):
            sign.blit(edge, at.move(dx, dy))
    sign.blit(num, at)
    return prepare(sign)


__all__ = ["CLASSES", "CLASS_SIGNS", "KIND_SIGNS", "NUMBER_SIGNS", "NUMBER_WORDS", "badge", "class_disc",
           "kind_disc", "painted", "star"]
