"""Followers, the City Watch token and the 'used this round' marker."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import contrast_ink, darken, lighten, mix, outline_text, prepare
from scenes.kit.tokens import symbol_surface
from scenes.kit.shapes import SS
from scenes.vault.art.common import CLASSES, MIN_TEXT, STEEL, WAX, _grey


# -- Followers ------------------------------------------------------------------------------
def _shield_points() -> list[tuple[float, float]]:
    right = [(0.84, -0.88)] + shapes.bezier((0.84, -0.05), (0.82, 0.62), (0.0, 0.98), 14)
    left = [(-x, y) for x, y in reversed(right)]
    return [(-0.84, -0.88), (-0.42, -0.9), (0.0, -0.78), (0.42, -0.9)] + right + left[1:-1]


def _rogue_points() -> list[tuple[float, float]]:
    # A blade-like diamond: a long point up, a shorter point down, a crossguard notch each side.
    return [(0.0, -1.0), (0.6, -0.3), (0.86, -0.1), (0.6, 0.14), (0.0, 0.98), (-0.6, 0.14),
            (-0.86, -0.1), (-0.6, -0.3)]


def _wizard_points() -> list[tuple[float, float]]:
    tip = (0.3, -0.98)
    right = shapes.bezier(tip, (0.36, -0.16), (0.66, 0.48), 10)
    left = shapes.bezier((-0.66, 0.48), (-0.3, -0.3), tip, 10)
    brim = []
    for i in range(25):  # the brim: an ellipse's lower part, from the right round to the left
        a = math.radians(-12 + 204 * i / 24)
        brim.append((0.98 * math.cos(a), 0.66 + 0.26 * math.sin(a)))
    return right + brim + left[:-1]


SHAPES = {"fighter": _shield_points, "rogue": _rogue_points, "wizard": _wizard_points}
# Where the seat symbol sits in each shape (unit coordinates) and how big it is (of the token).
SYMBOL_SPOT = {"fighter": ((0.0, -0.12), 0.5), "rogue": ((0.0, -0.08), 0.44), "wizard": ((0.0, 0.22), 0.48)}


def _bevelled(big: pygame.Surface, pts, colour, outline, rim: float, centre) -> None:
    """Fill `pts` with `colour`: lit upper-left rim, shaded lower-right rim, soft top light."""
    size = big.get_size()
    mask = shapes.poly_mask(size, pts)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, darken(colour, 0.32), pts)
    pygame.draw.polygon(layer, lighten(colour, 0.45), [(x - rim, y - rim) for x, y in pts])
    inner = shapes.scaled(pts, 0.84, centre)
    pygame.draw.polygon(layer, colour, inner)
    shine = pygame.Surface(size, pygame.SRCALPHA)
    shine.blit(shapes.gradient_layer(size, (255, 255, 255), (0, 0, 0)), (0, 0))
    shine.set_alpha(38)
    layer.blit(shine, (0, 0))
    big.blit(shapes.clip(layer, mask), (0, 0))
    shapes.stroke(big, outline, pts, rim * 0.9)


def _follower_big(klass: str, colour: tuple, size: int) -> pygame.Surface:
    if klass not in SHAPES:
        raise ValueError(f"unknown class {klass!r}; known: {', '.join(CLASSES)}")
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2 - SS * 0.5)
    r = size * SS * 0.45
    pts = shapes.place(SHAPES[klass](), c[0], c[1], r)
    shadow = [(x + SS * 0.6, y + SS * 1.6) for x, y in pts]
    pygame.draw.polygon(big, (0, 0, 0, 95), shadow)
    rim = max(SS * 1.2, size * SS * 0.05)
    _bevelled(big, pts, colour, darken(colour, 0.68), rim, (c[0], c[1] + r * 0.1))
    return big


@lru_cache(maxsize=512)
def follower_token(klass: str, colour: tuple, symbol: str, size: int = 40) -> pygame.Surface:
    """One Follower: fighter a shield, rogue a blade-diamond, wizard a pointed hat, in the seat
    colour with the seat's symbol in contrasting ink (size x size, SRCALPHA)."""
    colour = tuple(colour[:3])
    big = _follower_big(klass, colour, size)
    token = shapes.downscale(big, (size, size))
    (ux, uy), k = SYMBOL_SPOT[klass]
    r = size * 0.45
    sym = symbol_surface(symbol, max(6, round(size * k)), contrast_ink(colour))
    token.blit(sym, sym.get_rect(center=(size / 2 + ux * r, size / 2 - 0.5 + uy * r)))
    return prepare(token)


@lru_cache(maxsize=64)
def _count_label(count: int, size: int) -> pygame.Surface:
    return outline_text(f"×{count}", size, (252, 248, 236), (24, 18, 14), "bold", 2)


@lru_cache(maxsize=512)
def group_surface(force: tuple[int, int, int], colour: tuple, symbol: str, size: int = 34) -> pygame.Surface:
    """One seat's Followers at a place: a token per class present, '×N' beside it when N > 1."""
    parts = []
    for klass, count in zip(CLASSES, force):
        if count > 0:
            parts.append((follower_token(klass, colour, symbol, size),
                          _count_label(count, max(MIN_TEXT, round(size * 0.5))) if count > 1 else None))
    if not parts:
        return prepare(shapes.canvas(1, 1))
    gap, overlap = 3, max(2, size // 3)  # the count sits a third onto its token, like a badge
    width = 0
    for tok, lab in parts:
        width += tok.get_width() + (lab.get_width() - overlap if lab else 0)
    width += gap * (len(parts) - 1)
    height = max([size + 4] + [lab.get_height() for _, lab in parts if lab])  # never cut a count
    out = shapes.canvas(width, height)
    x = 0
    for tok, lab in parts:
        out.blit(tok, (x, 2))
        x += tok.get_width()
        if lab:
            out.blit(lab, (x - overlap, height - lab.get_height()))
            x += lab.get_width() - overlap
        x += gap
    return prepare(out)


# -- City Watch and markers -------------------------------------------------------------------
def _helmet(s: pygame.Surface, c, r: float, metal, dark) -> None:
    dome = pygame.Rect(0, 0, r * 1.3, r * 1.3)
    dome.center = (c[0], c[1] - r * 0.05)
    pygame.draw.ellipse(s, metal, dome)
    pygame.draw.rect(s, (0, 0, 0, 0), pygame.Rect(dome.x - 2, dome.centery + r * 0.16, dome.w + 4, dome.h))
    brim = pygame.Rect(0, 0, r * 1.72, r * 0.3)
    brim.center = (c[0], c[1] + r * 0.2)
    pygame.draw.ellipse(s, lighten(metal, 0.15), brim)
    pygame.draw.ellipse(s, dark, brim, max(1, round(r * 0.06)))
    cheeks = [(c[0] - r * 0.5, c[1] + r * 0.24), (c[0] - r * 0.44, c[1] + r * 0.72), (c[0] - r * 0.18, c[1] + r * 0.6),
              (c[0] - r * 0.16, c[1] + r * 0.3)]
    for sign in (1, -1):
        pts = [(c[0] + (x - c[0]) * sign, y) for x, y in cheeks]
        pygame.draw.polygon(s, darken(metal, 0.1), pts)
        shapes.stroke(s, dark, pts, r * 0.05)
    pygame.draw.rect(s, darken(metal, 0.15), pygame.Rect(c[0] - r * 0.07, c[1] - r * 0.1, r * 0.14, r * 0.75),
                     border_radius=max(1, round(r * 0.05)))  # the nasal guard
    pygame.draw.arc(s, dark, dome, 0, math.pi, max(1, round(r * 0.06)))
    pygame.draw.line(s, darken(metal, 0.25), (c[0], dome.y + r * 0.08), (c[0], c[1] + r * 0.1), max(1, round(r * 0.08)))
    pygame.draw.arc(s, (255, 255, 255, 150), dome.inflate(-r * 0.3, -r * 0.3), math.radians(100), math.radians(160),
                    max(1, round(r * 0.07)))
    # a plume
    plume = [(c[0] - r * 0.05, dome.y + r * 0.05), (c[0] + r * 0.2, dome.y - r * 0.28), (c[0] + r * 0.62, dome.y - r * 0.3),
             (c[0] + r * 0.34, dome.y + r * 0.02)]
    pygame.draw.polygon(s, (176, 40, 40), plume)


@lru_cache(maxsize=16)
def watch_token(regrouping: bool, size: int = 44) -> pygame.Surface:
    """A City Watch token: a steel disc with a plumed helmet. Regrouping: greyed, the helmet
    knocked over on its side, a 'zz' mark (size x size, SRCALPHA)."""
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2 - SS * 0.5)
    r = size * SS * 0.45
    steel = (128, 136, 146) if regrouping else STEEL
    pygame.draw.circle(big, (0, 0, 0, 100), (c[0] + SS * 0.6, c[1] + SS * 1.6), r)
    pygame.draw.circle(big, darken(steel, 0.55), c, r)
    for i in range(10):
        t = i / 9
        pygame.draw.circle(big, mix(darken(steel, 0.2), lighten(steel, 0.25), t),
                           (c[0] - r * 0.1 * t, c[1] - r * 0.12 * t), r * (0.92 - 0.3 * t))
    pygame.draw.circle(big, lighten(steel, 0.55), c, r * 0.9, max(1, round(SS * 1.2)))
    for i in range(8):  # rivets round the rim
        a = i * math.pi / 4 + math.pi / 8
        pygame.draw.circle(big, lighten(steel, 0.6), (c[0] + math.cos(a) * r * 0.8, c[1] + math.sin(a) * r * 0.8),
                           r * 0.045)
    metal, dark = (226, 232, 240), (30, 38, 52)
    if regrouping:
        helm = shapes.canvas(size * SS, size * SS)
        _helmet(helm, c, r * 0.72, (196, 198, 202), (60, 62, 66))
        helm = pygame.transform.rotate(helm, -100)
        big.blit(helm, helm.get_rect(center=(c[0], c[1] + r * 0.12)))
    else:
        _helmet(big, (c[0], c[1] + r * 0.05), r * 0.72, metal, dark)
    token = shapes.downscale(big, (size, size))
    if regrouping:
        token = _grey(token, 0.6)
        token.fill((255, 255, 255, 225), special_flags=pygame.BLEND_RGBA_MULT)
        zz = outline_text("zz", max(MIN_TEXT, size // 3), (236, 240, 250), (28, 34, 48), "bold", 2)
        token.blit(zz, zz.get_rect(topright=(size, -2)))
    return prepare(token)


@lru_cache(maxsize=16)
def used_marker(size: int = 30) -> pygame.Surface:
    """'Used this round': a red wax seal with a tick pressed into it (size x size, SRCALPHA)."""
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2 - SS * 0.4)
    r = size * SS * 0.4
    rng = random.Random(5)
    blob = []
    for i in range(36):
        a = i * math.tau / 36
        rr = r * (1.0 + 0.08 * math.sin(i * 2.3) + rng.uniform(-0.03, 0.05))
        blob.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
    pygame.draw.polygon(big, (0, 0, 0, 90), [(x + SS * 0.6, y + SS * 1.4) for x, y in blob])
    pygame.draw.polygon(big, darken(WAX, 0.35), blob)
    pygame.draw.polygon(big, WAX, shapes.scaled(blob, 0.93, (c[0] - r * 0.04, c[1] - r * 0.05)))
    pygame.draw.circle(big, darken(WAX, 0.28), c, r * 0.7)
    pygame.draw.circle(big, lighten(WAX, 0.12), (c[0] - r * 0.03, c[1] - r * 0.04), r * 0.64)
    pygame.draw.circle(big, darken(WAX, 0.3), c, r * 0.64, max(1, round(r * 0.05)))
    tick = [(c[0] - r * 0.36, c[1] + r * 0.0), (c[0] - r * 0.1, c[1] + r * 0.28), (c[0] + r * 0.4, c[1] - r * 0.3)]
    pygame.draw.lines(big, darken(WAX, 0.55), False, [(x + SS * 0.5, y + SS * 0.8) for x, y in tick],
                      round(r * 0.2))
    shapes.stroke(big, (252, 226, 160), tick, r * 0.17, closed=False)
    pygame.draw.arc(big, (255, 190, 180, 150), pygame.Rect(c[0] - r * 0.9, c[1] - r * 0.9, r * 1.8, r * 1.8),
                    math.radians(110), math.radians(160), max(1, round(r * 0.08)))
    return prepare(shapes.downscale(big, (size, size)))
