"""The small pictures of Lords of Waterdeep: the four adventurer cubes (each its own shape AND
colour), gold, the VP token, the quest and intrigue card marks, the five quest type signs, the
three intrigue kind signs and the tower that signs buildings. Each is drawn SS times larger and
smoothed down, once per size."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix, prepare
from scenes.kit.shapes import SS
from scenes.waterdeep.art.common import ADVENTURERS, KIND_COLOURS, QUEST_TYPES, TYPE_COLOURS

# The adventurers' colours, as the rulebook sorts them: Clerics white, Fighters orange, Rogues
# black, Wizards purple. Each also has its own outline: Cleric a round sun, Fighter a square
# shield, Rogue a diamond with a dagger, Wizard a triangle with a star.
CUBE_COLOURS = {"cleric": (246, 244, 236), "fighter": (236, 128, 28), "rogue": (34, 32, 38), "wizard": (128, 64, 182)}
CUBE_SHAPES = {"cleric": "circle", "fighter": "square", "rogue": "diamond", "wizard": "triangle"}
COIN_GOLD = (232, 184, 62)
VP_GREEN = (36, 120, 96)


def _polygon(n: int, r: float, c, turn: float = 0.0, inner: float | None = None) -> list[tuple[float, float]]:
    """A regular polygon (or a star when `inner` is given) of radius r around c."""
    pts = []
    k = n * 2 if inner else n
    for i in range(k):
        a = turn - math.pi / 2 + i * math.tau / k
        rr = inner * r if inner and i % 2 else r
        pts.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
    return pts


def _rounded(pts, c, k: float = 0.9) -> list[tuple[float, float]]:
    return shapes.scaled(pts, k, c)


# -- adventurer cubes -------------------------------------------------------------------------------------
def _cube_outline(kind: str, c, r: float) -> list[tuple[float, float]] | None:
    shape = CUBE_SHAPES[kind]
    if shape == "circle":
        return None
    if shape == "square":
        return [(c[0] - r * 0.86, c[1] - r * 0.86), (c[0] + r * 0.86, c[1] - r * 0.86),
                (c[0] + r * 0.86, c[1] + r * 0.86), (c[0] - r * 0.86, c[1] + r * 0.86)]
    if shape == "diamond":
        return [(c[0], c[1] - r * 1.04), (c[0] + r * 0.94, c[1]), (c[0], c[1] + r * 1.04), (c[0] - r * 0.94, c[1])]
    return [(c[0], c[1] - r * 1.06), (c[0] + r * 1.08, c[1] + r * 0.86), (c[0] - r * 1.08, c[1] + r * 0.86)]


def _sun(s, c, r, ink):
    shapes.sun(s, c, r, ink, core=0.36, reach=0.8, base=0.44, spread=0.24)


def _shield(s, c, r, ink):
    right = [(r * 0.62, -r * 0.7)] + shapes.bezier((r * 0.62, 0), (r * 0.6, r * 0.5), (0, r * 0.82), 10)
    pts = [(-r * 0.62, -r * 0.7), (0, -r * 0.58)] + right + [(-x, y) for x, y in reversed(right[:-1])]
    pygame.draw.polygon(s, ink, [(c[0] + x, c[1] + y) for x, y in pts])


def _dagger(s, c, r, ink):
    blade = [(c[0], c[1] - r * 0.78), (c[0] + r * 0.17, c[1] - r * 0.1), (c[0], c[1] + r * 0.08),
             (c[0] - r * 0.17, c[1] - r * 0.1)]
    pygame.draw.polygon(s, ink, blade)
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.42, c[1] + r * 0.06, r * 0.84, r * 0.14),
                     border_radius=max(1, round(r * 0.05)))
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.09, c[1] + r * 0.18, r * 0.18, r * 0.42))
    pygame.draw.circle(s, ink, (c[0], c[1] + r * 0.66), r * 0.12)


def _star(s, c, r, ink):
    pygame.draw.polygon(s, ink, _polygon(5, r * 0.52, (c[0], c[1] + r * 0.2), inner=0.45))


@lru_cache(maxsize=128)
def cube(kind: str, size: int = 28) -> pygame.Surface:
    """One adventurer: a Cleric white sun-disc, a Fighter orange square with a shield, a Rogue black
    diamond with a dagger, a Wizard purple triangle with a star (size x size, SRCALPHA). The black
    and white pieces carry a rim that stands out on dark and light grounds alike."""
    if kind not in CUBE_COLOURS:
        raise KeyError(f"unknown adventurer {kind!r}; known: {', '.join(ADVENTURERS)}")
    colour = CUBE_COLOURS[kind]
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2 - SS * 0.4)
    r = size * SS * 0.44
    rim = max(SS * 1.5, r * 0.12)
    edge = (150, 148, 160) if kind == "rogue" else darken(colour, 0.62) if kind != "cleric" else (86, 78, 66)
    pts = _cube_outline(kind, c, r)
    drop = (SS * 0.5, SS * 1.2)
    if pts is None:
        pygame.draw.circle(big, (0, 0, 0, 110), (c[0] + drop[0], c[1] + drop[1]), r * 0.95)
        pygame.draw.circle(big, edge, c, r * 0.95)
        pygame.draw.circle(big, colour, c, r * 0.95 - rim)
        pygame.draw.circle(big, lighten(colour, 0.3) if kind != "cleric" else (255, 255, 255),
                           (c[0] - r * 0.12, c[1] - r * 0.14), r * 0.5)
        pygame.draw.circle(big, colour, c, r * 0.42)
    else:
        pygame.draw.polygon(big, (0, 0, 0, 110), [(x + drop[0], y + drop[1]) for x, y in pts])
        shapes.stroke(big, edge, pts, rim * (1.2 if kind == "rogue" else 2))
        pygame.draw.polygon(big, edge, pts)
        inner = _rounded(pts, c, {"rogue": 0.9, "wizard": 0.76}.get(kind, 0.84))
        pygame.draw.polygon(big, colour, inner)
        light = shapes.scaled(inner, 0.6, (c[0] - r * 0.2, c[1] - r * 0.25))
        layer = shapes.canvas(size * SS, size * SS)
        pygame.draw.polygon(layer, (*lighten(colour, 0.5), 70), light)
        big.blit(layer, (0, 0))
    glyph_ink = {"cleric": (200, 150, 40), "fighter": (250, 226, 180), "rogue": (176, 176, 190),
                 "wizard": (246, 226, 140)}[kind]
    gc = (c[0], c[1] + r * 0.18) if kind == "wizard" else c
    {"cleric": _sun, "fighter": _shield, "rogue": _dagger, "wizard": _star}[kind](big, gc, r * (0.7 if kind == "wizard" else 0.8), glyph_ink)
    return prepare(shapes.downscale(big, (size, size)))


# -- gold and VP ------------------------------------------------------------------------------------------
@lru_cache(maxsize=64)
def coin(size: int = 28) -> pygame.Surface:
    """A gold piece: a milled rim, a raised centre with a tower stamped on it."""
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2 - SS * 0.4)
    r = size * SS * 0.45
    pygame.draw.circle(big, (0, 0, 0, 100), (c[0] + SS * 0.5, c[1] + SS * 1.2), r)
    pygame.draw.circle(big, (120, 80, 16), c, r)
    pygame.draw.circle(big, COIN_GOLD, c, r * 0.9)
    for i in range(24):  # the milled edge
        a = i * math.tau / 24
        p = (c[0] + math.cos(a) * r * 0.84, c[1] + math.sin(a) * r * 0.84)
        pygame.draw.circle(big, (196, 146, 36), p, r * 0.06)
    pygame.draw.circle(big, (250, 214, 110), (c[0] - r * 0.06, c[1] - r * 0.08), r * 0.66)
    pygame.draw.circle(big, (214, 164, 48), c, r * 0.62, max(1, round(r * 0.06)))
    tower = darken(COIN_GOLD, 0.42)
    body = pygame.Rect(0, 0, r * 0.36, r * 0.6)
    body.midbottom = (c[0], c[1] + r * 0.36)
    pygame.draw.rect(big, tower, body)
    top = pygame.Rect(0, 0, r * 0.56, r * 0.16)
    top.midbottom = (c[0], body.y + 1)
    pygame.draw.rect(big, tower, top)
    for k in (-1, 0, 1):
        pygame.draw.rect(big, tower, pygame.Rect(c[0] + k * r * 0.2 - r * 0.06, top.y - r * 0.12, r * 0.12, r * 0.13))
    pygame.draw.rect(big, (250, 214, 110), pygame.Rect(c[0] - r * 0.05, body.bottom - r * 0.2, r * 0.1, r * 0.2))
    pygame.draw.arc(big, (255, 240, 190), pygame.Rect(c[0] - r * 0.8, c[1] - r * 0.8, r * 1.6, r * 1.6),
                    math.radians(100), math.radians(165), max(1, round(r * 0.1)))
    return prepare(shapes.downscale(big, (size, size)))


@lru_cache(maxsize=64)
def vp_token(size: int = 28) -> pygame.Surface:
    """A victory point token: a green octagon with a gold laurel star."""
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2 - SS * 0.4)
    r = size * SS * 0.47
    pts = _polygon(8, r, c, turn=math.pi / 8)
    pygame.draw.polygon(big, (0, 0, 0, 100), [(x + SS * 0.5, y + SS * 1.2) for x, y in pts])
    pygame.draw.polygon(big, darken(VP_GREEN, 0.5), pts)
    pygame.draw.polygon(big, VP_GREEN, shapes.scaled(pts, 0.86, c))
    pygame.draw.polygon(big, lighten(VP_GREEN, 0.18), shapes.scaled(pts, 0.62, (c[0] - r * 0.08, c[1] - r * 0.1)))
    pygame.draw.polygon(big, VP_GREEN, shapes.scaled(pts, 0.52, c))
    pygame.draw.polygon(big, darken(COIN_GOLD, 0.45), _polygon(5, r * 0.6, (c[0] + SS * 0.4, c[1] + r * 0.08 + SS * 0.6), inner=0.45))
    pygame.draw.polygon(big, (250, 208, 90), _polygon(5, r * 0.6, (c[0], c[1] + r * 0.08), inner=0.45))
    return prepare(shapes.downscale(big, (size, size)))


# -- the card marks (a reward that draws cards) -------------------------------------------------------------
@lru_cache(maxsize=64)
def card_mark(deck: str, size: int = 28) -> pygame.Surface:
    """A small card, a little tilted: 'quest' parchment with a scroll seal, 'intrigue' dark purple
    with a mask; the reward 'draw one of these'."""
    big = shapes.canvas(size * SS, size * SS)
    w, h = size * SS * 0.62, size * SS * 0.86
    card = shapes.canvas(w, h)
    if deck == "quest":
        face, edge, ink = (236, 220, 178), (110, 80, 40), (150, 30, 40)
    else:
        face, edge, ink = (70, 44, 96), (230, 200, 120), (230, 200, 120)
    rect = card.get_rect()
    pygame.draw.rect(card, edge, rect, border_radius=round(w * 0.14))
    pygame.draw.rect(card, face, rect.inflate(-w * 0.14, -w * 0.14), border_radius=round(w * 0.1))
    cc = (w / 2, h / 2)
    if deck == "quest":
        for k in range(3):
            y = h * (0.28 + 0.14 * k)
            pygame.draw.line(card, darken(face, 0.4), (w * 0.24, y), (w * 0.76, y), max(1, round(w * 0.06)))
        pygame.draw.circle(card, ink, (w * 0.5, h * 0.74), w * 0.16)
    else:
        _mask(card, cc, w * 0.42, ink)
    card = pygame.transform.rotate(card, -8)
    big.blit(card, card.get_rect(center=(size * SS / 2, size * SS / 2)))
    return prepare(shapes.downscale(big, (size, size)))


def _mask(s, c, r, ink, hole=(0, 0, 0, 0)):
    """A domino mask: a wide band with two eye holes (skullduggery, intrigue)."""
    pts = [(-1.0, -0.3), (-0.5, -0.5), (0, -0.32), (0.5, -0.5), (1.0, -0.3), (0.9, 0.2), (0.45, 0.42),
           (0.12, 0.22), (0, 0.1), (-0.12, 0.22), (-0.45, 0.42), (-0.9, 0.2)]
    pygame.draw.polygon(s, ink, shapes.place(pts, c[0], c[1], r))
    for sx in (-1, 1):
        eye = pygame.Rect(0, 0, r * 0.56, r * 0.3)
        eye.center = (c[0] + sx * r * 0.45, c[1] - r * 0.06)
        pygame.draw.ellipse(s, hole, eye)


# -- quest type signs -------------------------------------------------------------------------------------
def _moon_star(s, c, r, ink, ground):
    pygame.draw.circle(s, ink, (c[0] - r * 0.12, c[1] + r * 0.05), r * 0.72)
    pygame.draw.circle(s, ground, (c[0] + r * 0.18, c[1] - r * 0.14), r * 0.6)
    pygame.draw.polygon(s, ink, _polygon(4, r * 0.36, (c[0] + r * 0.44, c[1] - r * 0.3), inner=0.35))


def _scales(s, c, r, ink, ground):
    w = max(1, round(r * 0.12))
    pygame.draw.line(s, ink, (c[0], c[1] - r * 0.7), (c[0], c[1] + r * 0.62), w)
    pygame.draw.line(s, ink, (c[0] - r * 0.8, c[1] - r * 0.48), (c[0] + r * 0.8, c[1] - r * 0.48), w)
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.42, c[1] + r * 0.56, r * 0.84, r * 0.18),
                     border_radius=max(1, round(r * 0.06)))
    pygame.draw.circle(s, ink, (c[0], c[1] - r * 0.74), r * 0.12)
    for sx in (-1, 1):
        x = c[0] + sx * r * 0.66
        pygame.draw.line(s, ink, (x, c[1] - r * 0.48), (x - r * 0.26, c[1] + r * 0.12), max(1, w // 2))
        pygame.draw.line(s, ink, (x, c[1] - r * 0.48), (x + r * 0.26, c[1] + r * 0.12), max(1, w // 2))
        pan = pygame.Rect(0, 0, r * 0.64, r * 0.5)
        pan.midbottom = (x, c[1] + r * 0.36)
        pygame.draw.ellipse(s, ink, pan)
        pygame.draw.rect(s, ground, pygame.Rect(pan.x - 1, pan.y - 1, pan.w + 2, pan.h * 0.5 + 1))


def _halo(s, c, r, ink, ground):
    for i in range(12):
        a = i * math.tau / 12
        tip = (c[0] + math.cos(a) * r * 0.92, c[1] + math.sin(a) * r * 0.92)
        left = (c[0] + math.cos(a - 0.16) * r * 0.5, c[1] + math.sin(a - 0.16) * r * 0.5)
        right = (c[0] + math.cos(a + 0.16) * r * 0.5, c[1] + math.sin(a + 0.16) * r * 0.5)
        pygame.draw.polygon(s, ink, [tip, left, right])
    pygame.draw.circle(s, ink, c, r * 0.5)
    pygame.draw.circle(s, ground, c, r * 0.36)
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.06, c[1] - r * 0.26, r * 0.12, r * 0.52))
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.2, c[1] - r * 0.12, r * 0.4, r * 0.11))


def _crossed_swords(s, c, r, ink, ground):
    for sign in (1, -1):
        a = math.radians(45 * sign)
        dx, dy = math.sin(a), -math.cos(a)

        def at(u, v):
            return (c[0] + dx * u - dy * v, c[1] + dy * u + dx * v)
        blade = [at(r * 0.95, 0), at(r * 0.7, r * 0.1), at(-r * 0.4, r * 0.1), at(-r * 0.4, -r * 0.1), at(r * 0.7, -r * 0.1)]
        pygame.draw.polygon(s, ink, blade)
        pygame.draw.line(s, ink, at(-r * 0.42, -r * 0.3), at(-r * 0.42, r * 0.3), max(1, round(r * 0.13)))
        pygame.draw.line(s, ink, at(-r * 0.45, 0), at(-r * 0.78, 0), max(1, round(r * 0.14)))
        pygame.draw.circle(s, ink, at(-r * 0.84, 0), r * 0.09)


def _skull_mask(s, c, r, ink, ground):
    _mask(s, c, r * 0.95, ink, ground)


TYPE_SIGNS = {"arcana": _moon_star, "commerce": _scales, "piety": _halo, "skullduggery": _skull_mask,
              "warfare": _crossed_swords}


@lru_cache(maxsize=128)
def type_icon(quest_type: str, size: int = 32) -> pygame.Surface:
    """A quest type's sign on a disc of its colour with a rim: arcana a moon and star, commerce a
    pair of scales, piety a haloed sun, skullduggery a mask, warfare crossed swords."""
    if quest_type not in TYPE_COLOURS:
        raise KeyError(f"unknown quest type {quest_type!r}; known: {', '.join(QUEST_TYPES)}")
    colour = TYPE_COLOURS[quest_type]
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2)
    r = size * SS * 0.47
    ink = (40, 40, 50) if quest_type == "piety" else (250, 244, 226) if quest_type != "commerce" else (70, 44, 10)
    pygame.draw.circle(big, darken(colour, 0.55) if quest_type != "piety" else (110, 116, 130), c, r)
    pygame.draw.circle(big, colour, c, r * 0.86)
    pygame.draw.circle(big, lighten(colour, 0.16), (c[0] - r * 0.08, c[1] - r * 0.1), r * 0.66)
    ground = colour
    sign = shapes.canvas(size * SS, size * SS)
    TYPE_SIGNS[quest_type](sign, c, r * 0.62, ink, (0, 0, 0, 0))
    big.blit(sign, (0, 0))
    del ground
    return prepare(shapes.downscale(big, (size, size)))


# -- intrigue kind signs ----------------------------------------------------------------------------------
def _attack_sign(s, c, r, ink):
    """A dagger striking down through a jagged flash."""
    flash = [(-0.9, -0.2), (-0.3, -0.3), (-0.5, -0.9), (0.1, -0.35), (0.9, -0.5), (0.35, 0.05), (0.8, 0.7),
             (0.0, 0.25), (-0.6, 0.85), (-0.35, 0.1)]
    pygame.draw.polygon(s, mix(ink, (0, 0, 0), 0.0), shapes.place(flash, c[0], c[1], r))
    _dagger(s, c, r * 0.9, (60, 16, 20))


def _utility_sign(s, c, r, ink):
    """A key."""
    w = max(1, round(r * 0.2))
    pygame.draw.circle(s, ink, (c[0] - r * 0.45, c[1] - r * 0.1), r * 0.42)
    pygame.draw.circle(s, (0, 0, 0, 0), (c[0] - r * 0.45, c[1] - r * 0.1), r * 0.18)
    pygame.draw.line(s, ink, (c[0] - r * 0.1, c[1] - r * 0.1), (c[0] + r * 0.9, c[1] - r * 0.1), w)
    for x, d in ((0.55, 0.38), (0.8, 0.3)):
        pygame.draw.line(s, ink, (c[0] + r * x, c[1] - r * 0.1), (c[0] + r * x, c[1] - r * 0.1 + r * d), w)


def _mandatory_sign(s, c, r, ink):
    """A wax seal with an exclamation mark: a task you must do first."""
    pts = _polygon(12, r * 0.9, c, inner=0.86)
    pygame.draw.polygon(s, ink, pts)
    pygame.draw.circle(s, (150, 26, 30), c, r * 0.66)
    pygame.draw.rect(s, ink, pygame.Rect(c[0] - r * 0.1, c[1] - r * 0.45, r * 0.2, r * 0.56),
                     border_radius=max(1, round(r * 0.06)))
    pygame.draw.circle(s, ink, (c[0], c[1] + r * 0.33), r * 0.11)


KIND_SIGNS = {"attack": _attack_sign, "utility": _utility_sign, "mandatory": _mandatory_sign}


@lru_cache(maxsize=64)
def kind_icon(kind: str, size: int = 32) -> pygame.Surface:
    """An intrigue kind's sign on a disc of its frame colour: attack a dagger and flash, utility a
    key, mandatory a seal with an exclamation mark."""
    if kind not in KIND_COLOURS:
        raise KeyError(f"unknown intrigue kind {kind!r}")
    colour = KIND_COLOURS[kind]
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2)
    r = size * SS * 0.47
    pygame.draw.circle(big, (236, 200, 110), c, r)
    pygame.draw.circle(big, colour, c, r * 0.86)
    KIND_SIGNS[kind](big, c, r * 0.66, (250, 226, 150))
    return prepare(shapes.downscale(big, (size, size)))


@lru_cache(maxsize=32)
def reset_mark(size: int = 28) -> pygame.Surface:
    """Two arrows chasing round a circle: 'discard and refill' (Cliffwatch Inn's third space)."""
    big = shapes.canvas(size * SS, size * SS)
    c, r = (size * SS / 2, size * SS / 2), size * SS * 0.34
    ink, w = (60, 44, 30), max(SS * 2, round(size * SS * 0.09))
    for start in (0.35, math.pi + 0.35):
        pts = [(c[0] + math.cos(start + t * 2.3) * r, c[1] + math.sin(start + t * 2.3) * r) for t in (i / 12 for i in range(13))]
        shapes.stroke(big, ink, pts, w, closed=False)
        end = start + 2.3
        tip = (c[0] + math.cos(end) * r, c[1] + math.sin(end) * r)
        tangent = (-math.sin(end), math.cos(end))
        normal = (math.cos(end), math.sin(end))
        head = [(tip[0] + tangent[0] * r * 0.5, tip[1] + tangent[1] * r * 0.5),
                (tip[0] + normal[0] * r * 0.35, tip[1] + normal[1] * r * 0.35),
                (tip[0] - normal[0] * r * 0.35, tip[1] - normal[1] * r * 0.35)]
        pygame.draw.polygon(big, ink, head)
    return prepare(shapes.downscale(big, (size, size)))


@lru_cache(maxsize=32)
def tile_mark(size: int = 28) -> pygame.Surface:
    """A small building tile with a roof: 'a building'."""
    big = shapes.canvas(size * SS, size * SS)
    S = size * SS
    body = pygame.Rect(S * 0.2, S * 0.42, S * 0.6, S * 0.46)
    pygame.draw.polygon(big, (150, 40, 36), [(S * 0.12, S * 0.46), (S * 0.5, S * 0.12), (S * 0.88, S * 0.46)])
    pygame.draw.rect(big, (226, 210, 176), body)
    pygame.draw.rect(big, (70, 52, 40), body, max(SS, S // 20))
    pygame.draw.rect(big, (70, 52, 40), pygame.Rect(S * 0.43, S * 0.62, S * 0.14, S * 0.26))
    return prepare(shapes.downscale(big, (size, size)))


@lru_cache(maxsize=32)
def round_mark(size: int = 28) -> pygame.Surface:
    """An hourglass: 'piled up at each round's start' (a tile whose visitor takes the pile)."""
    big = shapes.canvas(size * SS, size * SS)
    S = size * SS
    wood, glass, sand = (120, 78, 40), (236, 228, 206), (222, 164, 60)
    top, bottom = S * 0.16, S * 0.84
    bulb = [(S * 0.3, top), (S * 0.7, top), (S * 0.53, S * 0.5), (S * 0.7, bottom), (S * 0.3, bottom), (S * 0.47, S * 0.5)]
    pygame.draw.polygon(big, glass, bulb)
    pygame.draw.polygon(big, sand, [(S * 0.36, bottom - S * 0.02), (S * 0.64, bottom - S * 0.02), (S * 0.5, S * 0.6)])
    shapes.stroke(big, (70, 50, 30), bulb, S * 0.05)
    for y in (top, bottom):
        pygame.draw.rect(big, wood, pygame.Rect(S * 0.22, y - S * 0.06, S * 0.56, S * 0.12), border_radius=SS)
    return prepare(shapes.downscale(big, (size, size)))


@lru_cache(maxsize=32)
def play_mark(size: int = 28) -> pygame.Surface:
    """An intrigue card thrown forward (a gold arrow out of it): 'play an intrigue card'."""
    out = shapes.canvas(size, size)
    card = card_mark("intrigue", max(8, size * 3 // 4))
    out.blit(card, (0, size - card.get_height()))
    big = shapes.canvas(size * SS, size * SS)
    S = size * SS
    arrow = [(S * 0.5, S * 0.1), (S * 0.98, S * 0.1), (S * 0.98, S * 0.58), (S * 0.82, S * 0.42), (S * 0.6, S * 0.64),
             (S * 0.44, S * 0.48), (S * 0.66, S * 0.26)]
    shapes.stroke(big, (80, 50, 10), arrow, S * 0.05)
    pygame.draw.polygon(big, (240, 196, 80), arrow)
    out.blit(shapes.downscale(big, (size, size)), (0, 0))
    return prepare(out)


# Items a space or a tile gives that are not resources: drawn as pictures too.
MARKS = ("ambassador", "first_player", "reset", "building", "round", "play_intrigue")


def bundle_icon(key: str, size: int) -> pygame.Surface:
    """The picture of one kind of bundle item: an adventurer, gold, VP, a card to draw, or one of
    MARKS (the Ambassador, the first player marker, a refill of the Inn, a building)."""
    if key in CUBE_COLOURS:
        return cube(key, size)
    if key == "gold":
        return coin(size)
    if key == "vp":
        return vp_token(size)
    if key == "ambassador":
        from scenes.waterdeep.art.pieces import neutral_agent

        return neutral_agent("ambassador", size)
    if key == "first_player":
        from scenes.waterdeep.art.pieces import first_player_marker

        return first_player_marker(size)
    if key == "reset":
        return reset_mark(size)
    if key == "building":
        return tile_mark(size)
    if key == "round":
        return round_mark(size)
    if key == "play_intrigue":
        return play_mark(size)
    return card_mark(key, size)


def tower(surf, centre, r: int) -> None:
    """A white stone tower with a crenellated top and a door, `r` px about `centre` on `surf`: the
    sign of buildings (the lord of buildings' crest, the building deck's back)."""
    big = shapes.canvas(r * 2 * SS, r * 2 * SS)
    R = r * SS
    c = (R, R)
    stone, dark = (232, 222, 196), (70, 60, 52)
    body = pygame.Rect(0, 0, R * 0.8, R * 1.2)
    body.midbottom = (c[0], c[1] + R * 0.85)
    pygame.draw.rect(big, stone, body)
    cap = pygame.Rect(0, 0, R * 1.1, R * 0.3)
    cap.midbottom = (c[0], body.y + 2)
    pygame.draw.rect(big, stone, cap)
    for k in range(4):
        pygame.draw.rect(big, stone, pygame.Rect(cap.x + k * cap.w / 3.5, cap.y - R * 0.2, cap.w / 6, R * 0.22))
    door = pygame.Rect(0, 0, R * 0.3, R * 0.42)
    door.midbottom = body.midbottom
    pygame.draw.rect(big, dark, door, border_top_left_radius=int(R * 0.15), border_top_right_radius=int(R * 0.15))
    pygame.draw.rect(big, dark, pygame.Rect(c[0] - R * 0.08, body.y + R * 0.2, R * 0.16, R * 0.26))
    img = shapes.downscale(big, (r * 2, r * 2))
    surf.blit(img, img.get_rect(center=centre))
