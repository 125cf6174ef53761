"""Small pictures painted onto the dungeon tiles: spawn sigils, stairs, the exit, the triangle,
doors in their three states, and hazard, trap and item markers. Each is drawn supersampled
once per size and cached; the tile pictures (dungeon_art.py) only blit them."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.dice.art import draw_skull
from scenes.kit.draw import darken, lighten, prepare

SS = 3  # supersampling for soft edges
BONE, BLOOD = (226, 214, 188), (150, 34, 28)
OAK, IRON, BRASS = (120, 74, 38), (58, 54, 52), (214, 170, 72)
EMBER = (255, 150, 60)


def _big(w: int, h: int | None = None) -> pygame.Surface:
    return pygame.Surface((w * SS, (h if h is not None else w) * SS), pygame.SRCALPHA)


def _down(big: pygame.Surface) -> pygame.Surface:
    return prepare(pygame.transform.smoothscale(big, (big.get_width() // SS, big.get_height() // SS)))


@lru_cache(maxsize=32)
def spawn_sigil(px: int) -> pygame.Surface:
    """The spawn point: a warding circle painted on the floor in old blood, with a small skull.
    Muted on purpose: it must never be taken for a monster's token."""
    s = _big(px)
    c, r = px * SS / 2, px * SS * 0.4
    paint = (*darken(BLOOD, 0.35), 150)
    pygame.draw.circle(s, paint, (c, c), r, max(2, int(r * 0.07)))
    for i in range(8):  # runes on the ring
        a = i * math.pi / 4 + math.pi / 8
        p = (c + math.cos(a) * r * 0.82, c + math.sin(a) * r * 0.82)
        pygame.draw.circle(s, paint, p, max(2, r * 0.05))
    draw_skull(s, c, c + r * 0.02, r * 0.55, darken(BONE, 0.35), (40, 18, 14))
    return _down(s)


@lru_cache(maxsize=32)
def stairs(px: int) -> pygame.Surface:
    """Stairs going down: steps narrowing into darkness, one space."""
    s = _big(px)
    w = px * SS
    steps = 5
    for i in range(steps):
        t = i / steps
        inset = w * (0.08 + 0.07 * i)
        top = w * (0.1 + 0.16 * i)
        rect = pygame.Rect(inset, top, w - 2 * inset, w * 0.17)
        tone = darken((150, 132, 112), 0.16 * i)
        pygame.draw.rect(s, darken(tone, 0.5), rect.move(0, w * 0.03), border_radius=int(w * 0.02))
        pygame.draw.rect(s, tone, rect, border_radius=int(w * 0.02))
        pygame.draw.line(s, lighten(tone, 0.3 - t * 0.2), rect.topleft, rect.topright, max(1, SS))
    pygame.draw.rect(s, (20, 16, 14), (w * 0.08, w * 0.06, w * 0.84, w * 0.88), max(2, SS * 2), border_radius=int(w * 0.06))
    return _down(s)


@lru_cache(maxsize=32)
def exit_arch(px: int) -> pygame.Surface:
    """The exit: a glowing arched doorway out of the dungeon."""
    s = _big(px)
    w = px * SS
    for i in range(10, 0, -1):  # the glow
        pygame.draw.circle(s, (*EMBER, int(14 * (11 - i) / 1.6)), (w / 2, w * 0.55), w * 0.05 * i)
    arch = pygame.Rect(w * 0.22, w * 0.16, w * 0.56, w * 0.74)
    pygame.draw.rect(s, (150, 138, 120), arch.inflate(w * 0.1, w * 0.06), border_top_left_radius=int(w * 0.33),
                     border_top_right_radius=int(w * 0.33))
    pygame.draw.rect(s, (255, 222, 150), arch, border_top_left_radius=int(w * 0.28), border_top_right_radius=int(w * 0.28))
    inner = arch.inflate(-w * 0.12, -w * 0.1).move(0, w * 0.05)
    pygame.draw.rect(s, (255, 246, 214), inner, border_top_left_radius=int(w * 0.22), border_top_right_radius=int(w * 0.22))
    return _down(s)


@lru_cache(maxsize=32)
def triangle(px: int, colour: str) -> pygame.Surface:
    """The tile's triangle (white: quiet; black: an encounter) as it sits on a north edge, pointing
    into the tile; turn it for other sides."""
    w, h = int(px * 0.62), int(px * 0.36)
    s = _big(w, h)
    pts = [(SS * 2, SS), (w * SS - SS * 2, SS), (w * SS / 2, h * SS - SS * 2)]
    fill, edge = ((236, 228, 206), (60, 48, 36)) if colour == "white" else ((24, 20, 20), (214, 190, 140))
    pygame.draw.polygon(s, fill, pts)
    pygame.draw.polygon(s, edge, pts, max(2, SS * 2))
    return _down(s)


def _planks(s: pygame.Surface, rect: pygame.Rect, vertical: bool) -> None:
    pygame.draw.rect(s, OAK, rect, border_radius=max(1, rect.h // 8))
    n = 4
    for i in range(1, n):
        if vertical:
            y = rect.y + rect.h * i / n
            pygame.draw.line(s, darken(OAK, 0.45), (rect.x, y), (rect.right, y), max(1, SS))
        else:
            x = rect.x + rect.w * i / n
            pygame.draw.line(s, darken(OAK, 0.45), (x, rect.y), (x, rect.bottom), max(1, SS))
    pygame.draw.rect(s, darken(OAK, 0.6), rect, max(1, SS), border_radius=max(1, rect.h // 8))


@lru_cache(maxsize=64)
def door(px: int, state: str) -> pygame.Surface:
    """A door lying along a north edge, 2 spaces wide centred on the edge's middle, for
    `state`: "closed" (oak slab), "locked" (slab, iron bands, padlock), "open" (slab swung
    back, the way clear) or "" (only the doorway, the adventure uses no doors)."""
    w, h = px * 2, int(px * 0.5)
    s = _big(w, h)
    W, H = w * SS, h * SS
    stone = (128, 118, 104)
    jamb = W * 0.09
    for x in (0, W - jamb):  # the stone jambs
        pygame.draw.rect(s, darken(stone, 0.45), (x, 0, jamb, H * 0.62))
        pygame.draw.rect(s, stone, (x + SS, 0, jamb - 2 * SS, H * 0.56))
    slab = pygame.Rect(jamb, H * 0.06, W - 2 * jamb, H * 0.36)
    if state in ("closed", "locked"):
        _planks(s, slab, vertical=False)
        if state == "locked":
            for fx in (0.25, 0.75):
                band = pygame.Rect(slab.x + slab.w * fx - SS * 3, slab.y, SS * 6, slab.h)
                pygame.draw.rect(s, IRON, band)
            lock = pygame.Rect(0, 0, H * 0.42, H * 0.42)
            lock.center = (slab.centerx, slab.centery + H * 0.12)
            pygame.draw.circle(s, IRON, (lock.centerx, lock.y), lock.w * 0.36, max(2, SS * 3))
            pygame.draw.rect(s, BRASS, lock, border_radius=SS * 3)
            pygame.draw.rect(s, darken(BRASS, 0.5), lock, max(1, SS), border_radius=SS * 3)
            pygame.draw.circle(s, (30, 24, 20), lock.center, lock.w * 0.12)
        else:
            pygame.draw.circle(s, BRASS, (slab.centerx + slab.w * 0.08, slab.centery), SS * 3)
    elif state == "open":  # the slab swung back against the west jamb, the threshold dark
        pygame.draw.rect(s, (26, 20, 16, 200), slab)
        leaf = pygame.Rect(jamb, H * 0.06, slab.h * 0.5, H * 0.9)
        _planks(s, leaf, vertical=True)
    else:
        pygame.draw.rect(s, (40, 32, 26, 150), slab)
    return _down(s)


@lru_cache(maxsize=64)
def marker(px: int, kind: str) -> pygame.Surface:
    """A marker chit (about a space across): "hazard" (amber warning diamond with a flame),
    "trap" (a red disc with iron teeth) or "item" (a small treasure chest)."""
    size = int(px * 0.9)
    s = _big(size)
    c, r = size * SS / 2, size * SS * 0.46
    if kind == "hazard":
        pts = [(c, c - r), (c + r, c), (c, c + r), (c - r, c)]
        pygame.draw.polygon(s, (30, 18, 8), [(x, y + SS * 2) for x, y in pts])
        pygame.draw.polygon(s, (232, 160, 40), pts)
        pygame.draw.polygon(s, (90, 40, 10), pts, max(2, SS * 2))
        flame = [(c, c - r * 0.55), (c + r * 0.3, c), (c + r * 0.2, c + r * 0.38), (c, c + r * 0.46),
                 (c - r * 0.2, c + r * 0.38), (c - r * 0.3, c)]
        pygame.draw.polygon(s, (150, 30, 12), flame)
        pygame.draw.circle(s, (255, 214, 110), (c, c + r * 0.22), r * 0.14)
    elif kind == "trap":
        pygame.draw.circle(s, (30, 10, 8), (c, c + SS * 2), r)
        pygame.draw.circle(s, (170, 40, 32), (c, c), r)
        pygame.draw.circle(s, (60, 16, 12), (c, c), r * 0.62)
        for i in range(10):  # the jaws' teeth
            a = i * math.pi / 5
            tip = (c + math.cos(a) * r * 0.2, c + math.sin(a) * r * 0.2)
            b1 = (c + math.cos(a - 0.25) * r * 0.62, c + math.sin(a - 0.25) * r * 0.62)
            b2 = (c + math.cos(a + 0.25) * r * 0.62, c + math.sin(a + 0.25) * r * 0.62)
            pygame.draw.polygon(s, (206, 200, 190), [tip, b1, b2])
        pygame.draw.circle(s, (255, 200, 180), (c, c), r, max(2, SS * 2))
    else:
        body = pygame.Rect(0, 0, r * 1.6, r * 1.0)
        body.center = (c, c + r * 0.25)
        lid = pygame.Rect(body.x, body.y - r * 0.5, body.w, r * 0.6)
        pygame.draw.ellipse(s, (255, 220, 120, 90), body.inflate(r * 0.6, r * 0.9))
        pygame.draw.rect(s, (120, 70, 30), body, border_radius=SS * 2)
        pygame.draw.rect(s, (150, 92, 40), lid, border_top_left_radius=int(r * 0.3), border_top_right_radius=int(r * 0.3))
        for rect in (body, lid):
            pygame.draw.rect(s, (60, 34, 14), rect, max(1, SS), border_radius=SS * 2)
        pygame.draw.rect(s, BRASS, (c - r * 0.14, body.y - r * 0.1, r * 0.28, r * 0.34))
    return _down(s)
