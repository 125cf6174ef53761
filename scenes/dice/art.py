"""Drawing dice and the tray: facets shaded by the light, printed faces, soft shadows.

Dice bodies are drawn as polygons every frame (a handful of fills, crisp at any angle);
the printed face (digits, pips or skulls) and the shadow are small sprites rendered once
and kept rotated at a quantised angle. The felt tray is painted once and kept on disk (it costs
tens of milliseconds to paint: never in a frame of play after the first run).
"""
from __future__ import annotations

import math
import random
from functools import lru_cache
from pathlib import Path

import pygame

from scenes.dice.geometry import FELT_RECT, LIGHT, RIM, TRAY_RECT, DieShape, shape_for
from scenes.kit import theme
from scenes.kit.draw import prepare
from scenes.kit.fonts import render

ANGLE_STEP = 3  # degrees between cached rotations of a printed face
SHADOW_STEP = 10  # the shadow is soft: coarser turns do not show
SHADOW_OFFSET = (8, 11)
_CACHE_LIMIT = 4000

_rotated_faces: dict[tuple, pygame.Surface] = {}
_rotated_shadows: dict[tuple, pygame.Surface] = {}


def _tint(colour, k: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c * k))) for c in colour)


def _lighten(colour, k: float) -> tuple[int, int, int]:
    return tuple(max(0, min(255, int(c + (255 - c) * k))) for c in colour)


# -- printed faces ------------------------------------------------------------------
def draw_skull(surface: pygame.Surface, cx: float, cy: float, size: float, colour, hole) -> None:
    """A skull mark `size` pixels tall: cranium, cheek-bones, jaw, eye sockets, nose, teeth."""
    s = size / 100.0
    pygame.draw.ellipse(surface, colour, pygame.Rect(cx - 44 * s, cy - 50 * s, 88 * s, 76 * s))
    pygame.draw.rect(surface, colour, pygame.Rect(cx - 27 * s, cy + 8 * s, 54 * s, 40 * s), border_radius=int(10 * s))
    for dx in (-19, 19):
        pygame.draw.ellipse(surface, hole, pygame.Rect(cx + (dx - 13) * s, cy - 16 * s, 26 * s, 24 * s))
    nose = [(cx, cy + 10 * s), (cx - 7 * s, cy + 22 * s), (cx + 7 * s, cy + 22 * s)]
    pygame.draw.polygon(surface, hole, nose)
    for dx in (-12, 0, 12):
        pygame.draw.line(surface, hole, (cx + dx * s, cy + 34 * s), (cx + dx * s, cy + 48 * s), max(1, int(4 * s)))


def _skull_face(count: int, colour, hole) -> pygame.Surface:
    """0, 1 or 2 skulls, drawn large and smoothed down so the edges are soft."""
    big = pygame.Surface((288, 288), pygame.SRCALPHA)
    if count == 1:
        draw_skull(big, 144, 148, 170, colour, hole)
    elif count >= 2:
        draw_skull(big, 90, 96, 118, colour, hole)
        draw_skull(big, 198, 196, 118, colour, hole)
    return pygame.transform.smoothscale(big, (72, 72))


PIPS = {
    1: [(0, 0)],
    2: [(-1, -1), (1, 1)],
    3: [(-1, -1), (0, 0), (1, 1)],
    4: [(-1, -1), (1, -1), (-1, 1), (1, 1)],
    5: [(-1, -1), (1, -1), (0, 0), (-1, 1), (1, 1)],
    6: [(-1, -1), (1, -1), (-1, 0), (1, 0), (-1, 1), (1, 1)],
}


def _pip_face(value: int, colour) -> pygame.Surface:
    big = pygame.Surface((288, 288), pygame.SRCALPHA)
    for px, py in PIPS[value]:
        centre = (144 + px * 80, 144 + py * 80)
        pygame.draw.circle(big, _lighten(colour, 0.5), (centre[0] + 4, centre[1] + 5), 29)
        pygame.draw.circle(big, colour, centre, 28)
    return pygame.transform.smoothscale(big, (72, 72))


def _digit_face(text: str, shape: DieShape) -> pygame.Surface:
    ink = shape.ink
    glyph = render(text, shape.label_size, ink, "bold")
    shade = render(text, shape.label_size, _tint(shape.colour, 0.45), "bold")
    w, h = glyph.get_width() + 6, glyph.get_height() + 8
    face = pygame.Surface((w, h), pygame.SRCALPHA)
    face.blit(shade, (4, 3))
    face.blit(glyph, (3, 1))
    if text in ("6", "9"):  # tell a 6 from an upside-down 9
        bar = pygame.Rect(w // 2 - glyph.get_width() // 3, h - 7, 2 * glyph.get_width() // 3, 4)
        pygame.draw.rect(face, ink, bar, border_radius=2)
    return face


@lru_cache(maxsize=512)
def face_sprite(kind: str, value: int) -> pygame.Surface:
    """The printed face of a die showing `value`, upright."""
    shape = shape_for(kind)
    if kind == "casualty":
        return _skull_face(value, shape.ink, _tint(shape.colour, 0.6))
    if kind == "d6" and value in PIPS:
        return _pip_face(value, shape.ink)
    return _digit_face(str(value), shape)


def rotated_face(kind: str, value: int, degrees: float) -> pygame.Surface:
    step = int(round(degrees / ANGLE_STEP)) % (360 // ANGLE_STEP)
    key = (kind, value, step)
    surf = _rotated_faces.get(key)
    if surf is None:
        if len(_rotated_faces) > _CACHE_LIMIT:
            _rotated_faces.clear()
        surf = prepare(pygame.transform.rotozoom(face_sprite(kind, value), step * ANGLE_STEP, 1.0))
        _rotated_faces[key] = surf
    return surf


# -- shadows ---------------------------------------------------------------------
SHADOW_BLUR = 7


def shadow(kind: str, degrees: float) -> pygame.Surface:
    """A die's soft shadow turned by `degrees` (cached per SHADOW_STEP, within its symmetry)."""
    shape = shape_for(kind)
    step = int(round((degrees % shape.symmetry) / SHADOW_STEP))
    key = (kind, step)
    surf = _rotated_shadows.get(key)
    if surf is None:
        # Turn the polygon, blur it small and scale it up: soft, cheap, and no bigger than needed.
        r = int(shape.radius) + 2 * SHADOW_BLUR
        q = 4
        small = pygame.Surface((2 * r // q, 2 * r // q), pygame.SRCALPHA)
        a = math.radians(-step * SHADOW_STEP)
        c, s = math.cos(a) / q, math.sin(a) / q
        pts = [(r / q + x * c - y * s, r / q + x * s + y * c) for x, y in shape.outline]
        pygame.draw.polygon(small, (0, 0, 0, 150), pts)
        small = pygame.transform.gaussian_blur(small, 2)
        surf = prepare(pygame.transform.smoothscale(small, (2 * r, 2 * r)))
        _rotated_shadows[key] = surf
    return surf


# -- the die ---------------------------------------------------------------------
SHADES = 32  # facet brightness levels, precomputed per die kind


class _Mesh:
    """A die shape as shared corner points and facets by index, with its colours ready."""

    def __init__(self, shape: DieShape) -> None:
        self.points: list[tuple[float, float]] = []
        index: dict[tuple[float, float], int] = {}

        def ids(poly) -> tuple[int, ...]:
            out = []
            for p in poly:
                if p not in index:
                    index[p] = len(self.points)
                    self.points.append(p)
                out.append(index[p])
            return tuple(out)

        self.outline = ids(shape.outline)
        self.top = ids(shape.top)
        self.facets = [ids(f) for f in shape.facets]
        self.dirs = []
        for facet in shape.facets:
            mx = sum(p[0] for p in facet) / len(facet)
            my = sum(p[1] for p in facet) / len(facet)
            d = math.hypot(mx, my) or 1.0
            self.dirs.append((mx / d, my / d))
        tx = sum(p[0] for p in shape.top) / len(shape.top)
        ty = sum(p[1] for p in shape.top) / len(shape.top)
        self.top_centre = (tx, ty)
        colour = shape.colour
        # Facets facing the light are brighter: dot product -1..1 mapped onto SHADES levels.
        self.palette = [_tint(colour, 0.86 + 0.34 * (2 * i / SHADES - 1)) for i in range(SHADES + 1)]
        self.top_fill = _lighten(colour, 0.06)
        self.top_edge = _lighten(colour, 0.35)
        self.edge = _tint(colour, 0.5)


@lru_cache(maxsize=64)
def _mesh(kind: str) -> _Mesh:
    return _Mesh(shape_for(kind))


def warm(kind: str) -> None:
    """Build a die kind's mesh, printed faces and its shadow at every turn now, not in a throw's
    first frames."""
    _mesh(kind)
    values = range(3) if kind == "casualty" else range(1, int(kind[1:]) + 1) if kind[1:].isdigit() else ()
    for value in values:
        face_sprite(kind, value)
    for degrees in range(0, int(shape_for(kind).symmetry), SHADOW_STEP):
        shadow(kind, degrees)


def draw_shadow(surface: pygame.Surface, kind: str, x: float, y: float, angle: float, lift: float = 0.0) -> None:
    """The soft shadow a die casts on the felt (further off the higher it is)."""
    sh = shadow(kind, -math.degrees(angle))
    ox = SHADOW_OFFSET[0] * (1 + 3 * lift)
    oy = SHADOW_OFFSET[1] * (1 + 3 * lift)
    surface.blit(sh, sh.get_rect(center=(x + ox, y + oy)))


def draw_body(surface: pygame.Surface, kind: str, value: int, x: float, y: float, angle: float,
              lift: float = 0.0) -> None:
    """A die's facets, top face and printed value at (x, y), turned by `angle` radians."""
    mesh = _mesh(kind)
    k = 1.0 + 0.28 * lift
    cos, sin = math.cos(angle), math.sin(angle)
    c, s = cos * k, sin * k
    pts = [(x + px * c - py * s, y + px * s + py * c) for px, py in mesh.points]
    # The light turned into the die's own frame, so facet directions need no turning.
    lx = LIGHT[0] * cos + LIGHT[1] * sin
    ly = -LIGHT[0] * sin + LIGHT[1] * cos
    palette, half = mesh.palette, SHADES / 2
    for facet, (ux, uy) in zip(mesh.facets, mesh.dirs):
        shade = palette[int((ux * lx + uy * ly + 1.0) * half + 0.5)]
        pygame.draw.polygon(surface, shade, [pts[i] for i in facet])
    top = [pts[i] for i in mesh.top]
    pygame.draw.polygon(surface, mesh.top_fill, top)
    pygame.draw.aalines(surface, mesh.top_edge, True, top)
    pygame.draw.aalines(surface, mesh.edge, True, [pts[i] for i in mesh.outline])
    tx, ty = mesh.top_centre
    face = rotated_face(kind, value, -math.degrees(angle))
    surface.blit(face, face.get_rect(center=(x + tx * c - ty * s, y + tx * s + ty * c)))


def draw_die(surface: pygame.Surface, kind: str, value: int, x: float, y: float, angle: float,
             lift: float = 0.0) -> None:
    """One die with its shadow; `lift` > 0 raises it off the felt."""
    draw_shadow(surface, kind, x, y, angle, lift)
    draw_body(surface, kind, value, x, y, angle, lift)


def die_icon(kind: str, value: int, scale: float = 1.0) -> pygame.Surface:
    """A die lying flat, for menus and result rows (cached per kind, value and scale)."""
    return _die_icon(kind, value, round(scale, 2))


@lru_cache(maxsize=256)
def _die_icon(kind: str, value: int, scale: float) -> pygame.Surface:
    r = int(shape_for(kind).radius) + 24
    big = pygame.Surface((2 * r, 2 * r), pygame.SRCALPHA)
    draw_die(big, kind, value, r - 4, r - 5, 0.0)
    if scale == 1.0:
        return big
    return pygame.transform.smoothscale(big, (int(2 * r * scale), int(2 * r * scale)))


# -- the tray --------------------------------------------------------------------
def _grain(surface: pygame.Surface, rect: pygame.Rect, rng: random.Random, vertical: bool) -> None:
    """Wood grain: long faint stripes along the board."""
    for _ in range(int((rect.w if vertical else rect.h) * 0.9)):
        shade = rng.choice((0.82, 0.88, 1.08, 1.14))
        col = _tint(theme.WOOD, shade)
        if vertical:
            gx = rng.randrange(rect.left, rect.right)
            pygame.draw.line(surface, col, (gx, rect.top), (gx + rng.randint(-3, 3), rect.bottom))
        else:
            gy = rng.randrange(rect.top, rect.bottom)
            pygame.draw.line(surface, col, (rect.left, gy), (rect.right, gy + rng.randint(-3, 3)))


def _felt(size: tuple[int, int], rng: random.Random) -> pygame.Surface:
    """Green baize: mottled, finely speckled, darker towards the rim."""
    w, h = size
    mottle = pygame.Surface((w // 40 + 2, h // 40 + 2))
    for mx in range(mottle.get_width()):
        for my in range(mottle.get_height()):
            mottle.set_at((mx, my), _tint(theme.FELT, rng.uniform(0.93, 1.07)))
    felt = pygame.transform.smoothscale(mottle, (w, h))
    speck = pygame.Surface((w, h), pygame.SRCALPHA)
    for _ in range(w * h // 60):
        c = rng.choice(((0, 0, 0, 26), (255, 255, 255, 14)))
        speck.set_at((rng.randrange(w), rng.randrange(h)), c)
    felt.blit(speck, (0, 0))
    # The rim casts a soft shadow inward.
    band = pygame.Surface((w, h), pygame.SRCALPHA)
    for i in range(26):
        alpha = int(120 * (1 - i / 26) ** 2)
        pygame.draw.rect(band, (0, 0, 0, alpha), pygame.Rect(i, i, w - 2 * i, h - 2 * i), 1)
    felt.blit(band, (0, 0))
    return felt


@lru_cache(maxsize=1)
def tray_background() -> pygame.Surface:
    """The wooden tray with its felt (TRAY_RECT-sized, opaque), from the disk cache when painted before."""
    from scenes.kit import disk_cache

    here = Path(__file__).resolve().parent
    return disk_cache.cached_surface("dice-tray", tuple(TRAY_RECT[2:]), _paint_tray, (here, here.parent / "kit"))


def _paint_tray() -> pygame.Surface:
    rng = random.Random(7)
    tx, ty, tw, th = TRAY_RECT
    surf = pygame.Surface((tw, th))
    surf.fill(theme.WOOD)
    full = surf.get_rect()
    _grain(surf, pygame.Rect(0, 0, tw, RIM), rng, vertical=False)
    _grain(surf, pygame.Rect(0, th - RIM, tw, RIM), rng, vertical=False)
    _grain(surf, pygame.Rect(0, RIM, RIM, th - 2 * RIM), rng, vertical=True)
    _grain(surf, pygame.Rect(tw - RIM, RIM, RIM, th - 2 * RIM), rng, vertical=True)
    # Bevels: a lit outer edge top-left, a dark inner lip, mitred corners.
    pygame.draw.rect(surf, theme.WOOD_DARK, full, 3, border_radius=10)
    pygame.draw.line(surf, _lighten(theme.WOOD, 0.3), (6, 3), (tw - 8, 3), 2)
    pygame.draw.line(surf, _lighten(theme.WOOD, 0.2), (3, 6), (3, th - 8), 2)
    for cx, cy, dx, dy in ((0, 0, 1, 1), (tw, 0, -1, 1), (0, th, 1, -1), (tw, th, -1, -1)):
        pygame.draw.line(surf, theme.WOOD_DARK, (cx + dx * 4, cy + dy * 4), (cx + dx * RIM, cy + dy * RIM), 2)
    fx, fy, fw, fh = FELT_RECT
    felt = _felt((fw, fh), rng)
    surf.blit(felt, (fx - tx, fy - ty))
    inner = pygame.Rect(fx - tx - 3, fy - ty - 3, fw + 6, fh + 6)
    pygame.draw.rect(surf, _tint(theme.WOOD_DARK, 0.7), inner, 3)
    pygame.draw.line(surf, _lighten(theme.WOOD, 0.25), inner.bottomleft, inner.bottomright, 2)
    pygame.draw.line(surf, _lighten(theme.WOOD, 0.18), inner.topright, inner.bottomright, 2)
    return prepare(surf)


@lru_cache(maxsize=16)
def title_plate(text: str) -> pygame.Surface:
    """A brass-edged plate with the throw's title, to sit on the tray's top rim."""
    dark = render(text, 26, _tint(theme.WOOD_DARK, 0.6), "title")
    light = render(text, 26, theme.GOLD, "title")
    plate = pygame.Surface((light.get_width() + 40, RIM - 4), pygame.SRCALPHA)
    box = plate.get_rect()
    pygame.draw.rect(plate, _tint(theme.WOOD_DARK, 0.8), box, border_radius=8)
    pygame.draw.rect(plate, _tint(theme.GOLD, 0.7), box, 2, border_radius=8)
    rect = light.get_rect(center=box.center)
    plate.blit(dark, rect.move(1, 2))
    plate.blit(light, rect)
    return plate
