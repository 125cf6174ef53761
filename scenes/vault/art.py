"""Vault of Dragons art: Followers, Location tiles, tokens, icons and the table's set pieces.

Everything here is a pure function of hashable arguments returning a pygame Surface, cached
with lru_cache: the table scene blits them every frame and they are drawn once per process.
Shapes are drawn SUPERSAMPLE times larger and smoothed down (soft edges); text is rendered at
its final size on top, never smaller than 16 px.
"""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.cards import CardData
from scenes.kit.draw import (contrast_ink, darken, light, lighten, mix, outline_text, prepare, radial_glow,
                             rounded_gradient, rounded_mask, vertical_gradient, vignette)
from scenes.kit.fonts import font, render
from scenes.kit.text import wrap
from scenes.kit.tokens import symbol_surface

SS = 4  # supersampling factor for shapes
CLASSES = ("fighter", "rogue", "wizard")
MIN_TEXT = 16

# Header colours of the Location tiles, by face kind.
KIND_COLOURS = {
    "gain": (52, 108, 64),
    "trade": (38, 88, 132),
    "quest": (146, 34, 32),
    "flip": (96, 58, 128),
    "secret_barter": (122, 88, 24),
}
KIND_FALLBACK = (92, 80, 66)
STEEL = (88, 112, 140)
WAX = (164, 28, 34)
DRAGON_RED = (196, 40, 28)
INK_BROWN = (92, 58, 30)
ICON_NAMES = ("gold", "rumor", "rumor_old", "secret", "action", "action_spent", "initiative", "treasure",
              "magic", "skull", "door")


# -- small helpers ------------------------------------------------------------------------
def _canvas(w: float, h: float) -> pygame.Surface:
    return pygame.Surface((max(1, round(w)), max(1, round(h))), pygame.SRCALPHA)


def _down(big: pygame.Surface, size: tuple[int, int]) -> pygame.Surface:
    return pygame.transform.smoothscale(big, size)


def _place(points, cx: float, cy: float, rx: float, ry: float | None = None) -> list[tuple[float, float]]:
    ry = rx if ry is None else ry
    return [(cx + x * rx, cy + y * ry) for x, y in points]


def _bezier(p0, p1, p2, steps: int = 12) -> list[tuple[float, float]]:
    out = []
    for i in range(steps + 1):
        t = i / steps
        a, b, c = (1 - t) ** 2, 2 * (1 - t) * t, t * t
        out.append((a * p0[0] + b * p1[0] + c * p2[0], a * p0[1] + b * p1[1] + c * p2[1]))
    return out


def _scaled(points, k: float, centre) -> list[tuple[float, float]]:
    cx, cy = centre
    return [(cx + (x - cx) * k, cy + (y - cy) * k) for x, y in points]


def _stroke(surf: pygame.Surface, colour, points, width: float, closed: bool = True) -> None:
    """A thick poly-line with round joints (pygame's thick polygons leave gaps at corners)."""
    width = max(1, round(width))
    pygame.draw.lines(surf, colour, closed, points, width)
    if width > 2:
        for p in points:
            pygame.draw.circle(surf, colour, p, width / 2)


def _clip(layer: pygame.Surface, mask: pygame.Surface) -> pygame.Surface:
    """`layer` kept only where `mask` is opaque (both SRCALPHA, same size)."""
    out = layer.copy()
    out.blit(mask, (0, 0), special_flags=pygame.BLEND_RGBA_MIN)
    return out


def _poly_mask(size, points) -> pygame.Surface:
    mask = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(mask, (255, 255, 255, 255), points)
    return mask


def _gradient_layer(size, top, bottom) -> pygame.Surface:
    layer = pygame.Surface(size, pygame.SRCALPHA)
    layer.blit(vertical_gradient(size, top[:3], bottom[:3]), (0, 0))
    return layer


def _fit(text: str, width: int, start: int, face: str, smallest: int = MIN_TEXT) -> int:
    size = start
    while size > smallest and font(size, face).size(text)[0] > width:
        size -= 1
    return size


def _ellipsize(text: str, width: int, size: int, face: str) -> str:
    fnt = font(size, face)
    if fnt.size(text)[0] <= width:
        return text
    while text and fnt.size(text.rstrip() + "…")[0] > width:
        text = text[:-1]
    return text.rstrip(" ,.;:") + "…"


def _label(text: str, width: int, start: int, colour, face: str = "bold") -> pygame.Surface:
    """One line of text at the largest size <= start that fits (>= 16 px), cut short if needed."""
    size = _fit(text, width, start, face)
    return render(_ellipsize(text, width, size, face), size, colour, face)


def _shadowed(text: str, size: int, colour, face: str = "bold", shadow=(0, 0, 0), offset: int = 1,
              alpha: int = 170) -> pygame.Surface:
    """Text with a soft drop shadow, for light text on busy or dark grounds."""
    top = render(text, size, colour, face)
    back = render(text, size, shadow[:3], face).copy()
    back.set_alpha(alpha)
    out = _canvas(top.get_width() + offset + 1, top.get_height() + offset + 1)
    out.blit(back, (offset + 1, offset + 1))
    out.blit(back, (offset, offset))
    out.blit(top, (0, 0))
    return out


def _grey(surf: pygame.Surface, amount: float = 0.75) -> pygame.Surface:
    """A copy of `surf` with its colours pulled towards their own grey."""
    out = surf.copy()
    w, h = out.get_size()
    out.lock()
    for y in range(h):
        for x in range(w):
            r, g, b, a = out.get_at((x, y))
            if a:
                v = int(0.3 * r + 0.59 * g + 0.11 * b)
                out.set_at((x, y), (int(r + (v - r) * amount), int(g + (v - g) * amount),
                                    int(b + (v - b) * amount), a))
    out.unlock()
    return out


def _noise(surf: pygame.Surface, rect: pygame.Rect, rng: random.Random, count: int, dark: int = 22,
           bright: int = 14, blob: int = 1) -> None:
    """Speckles of darker and lighter tone (paper fibres, stone grit)."""
    layer = pygame.Surface(rect.size, pygame.SRCALPHA)
    for _ in range(count):
        c = (0, 0, 0, dark) if rng.random() < 0.6 else (255, 255, 255, bright)
        x, y = rng.randrange(rect.w), rng.randrange(rect.h)
        if blob > 1:
            pygame.draw.circle(layer, c, (x, y), rng.randint(1, blob))
        else:
            layer.set_at((x, y), c)
    surf.blit(layer, rect.topleft)


def _planks(size: tuple[int, int], base: tuple, seed: int, plank_h: tuple[int, int] = (70, 110),
            contrast: float = 1.0) -> pygame.Surface:
    """Horizontal wooden planks with wavy grain, knots and seams (opaque)."""
    w, h = size
    rng = random.Random(seed)
    surf = pygame.Surface(size)
    surf.fill(base)
    y = 0
    while y < h:
        ph = rng.randint(*plank_h)
        tone = mix(base, darken(base, 0.45), rng.random() * 0.3 * contrast)
        tone = mix(tone, lighten(base, 0.2), rng.random() * 0.2 * contrast)
        surf.blit(vertical_gradient((w, ph), lighten(tone, 0.05), darken(tone, 0.1)), (0, y))
        step = max(12, w // 80)
        for _ in range(max(6, ph // 3)):
            gy = y + rng.uniform(2, ph - 2)
            amp = rng.uniform(0.5, 3.0)
            freq = rng.uniform(0.002, 0.008)
            phase = rng.uniform(0, 6.3)
            k = rng.choice((0.8, 0.86, 0.9, 1.1, 1.16))
            k = 1 + (k - 1) * contrast
            col = tuple(max(0, min(255, int(c * k))) for c in tone)
            pts = [(x, gy + amp * math.sin(x * freq + phase)) for x in range(-step, w + step * 2, step)]
            pygame.draw.aalines(surf, col, False, pts)
        for _ in range(rng.randint(0, max(1, w // 700))):  # knots with rings around them
            kx, ky = rng.randint(30, max(31, w - 30)), y + rng.randint(ph // 4, max(ph // 4 + 1, 3 * ph // 4))
            for ring in range(5, 0, -1):
                pygame.draw.ellipse(surf, darken(tone, 0.035 * ring + 0.03),
                                    (kx - ring * 7, ky - ring * 2.2, ring * 14, ring * 4.4), 1)
            pygame.draw.ellipse(surf, darken(tone, 0.4), (kx - 5, ky - 2, 10, 4))
        joint = rng.randint(0, max(1, w))  # an end joint per plank, staggered
        while joint < w:
            pygame.draw.line(surf, darken(tone, 0.55), (joint, y), (joint, y + ph), 2)
            pygame.draw.line(surf, lighten(tone, 0.12), (joint + 2, y), (joint + 2, y + ph), 1)
            joint += rng.randint(max(200, w // 2), max(201, w + w // 2))
        pygame.draw.line(surf, darken(base, 0.62), (0, y), (w, y), 2)
        pygame.draw.line(surf, lighten(tone, 0.15), (0, y + 2), (w, y + 2), 1)
        y += ph
    return surf


def _stone(size: tuple[int, int], base: tuple, seed: int, block: tuple[int, int] = (46, 26)) -> pygame.Surface:
    """Dressed stone blocks with mortar joints and grit (opaque)."""
    w, h = size
    rng = random.Random(seed)
    surf = pygame.Surface(size)
    surf.fill(darken(base, 0.45))
    bw, bh = block
    row = 0
    y = 0
    while y < h:
        x = -rng.randint(0, bw // 2) - (bw // 2 if row % 2 else 0)
        while x < w:
            width = rng.randint(int(bw * 0.75), int(bw * 1.3))
            tone = mix(base, darken(base, 0.35), rng.random() * 0.6)
            tone = mix(tone, lighten(base, 0.15), rng.random() * 0.3)
            r = pygame.Rect(x + 1, y + 1, width - 2, bh - 2)
            pygame.draw.rect(surf, tone, r, border_radius=3)
            pygame.draw.line(surf, lighten(tone, 0.18), (r.x + 2, r.y), (r.right - 3, r.y))
            pygame.draw.line(surf, darken(tone, 0.3), (r.x + 2, r.bottom - 1), (r.right - 3, r.bottom - 1))
            x += width
        y += bh
        row += 1
    _noise(surf, surf.get_rect(), rng, w * h // 14)
    return surf


# -- Followers ------------------------------------------------------------------------------
def _shield_points() -> list[tuple[float, float]]:
    right = [(0.84, -0.88)] + _bezier((0.84, -0.05), (0.82, 0.62), (0.0, 0.98), 14)
    left = [(-x, y) for x, y in reversed(right)]
    return [(-0.84, -0.88), (-0.42, -0.9), (0.0, -0.78), (0.42, -0.9)] + right + left[1:-1]


def _rogue_points() -> list[tuple[float, float]]:
    # A blade-like diamond: a long point up, a shorter point down, a crossguard notch each side.
    return [(0.0, -1.0), (0.6, -0.3), (0.86, -0.1), (0.6, 0.14), (0.0, 0.98), (-0.6, 0.14),
            (-0.86, -0.1), (-0.6, -0.3)]


def _wizard_points() -> list[tuple[float, float]]:
    tip = (0.3, -0.98)
    right = _bezier(tip, (0.36, -0.16), (0.66, 0.48), 10)
    left = _bezier((-0.66, 0.48), (-0.3, -0.3), tip, 10)
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
    mask = _poly_mask(size, pts)
    layer = pygame.Surface(size, pygame.SRCALPHA)
    pygame.draw.polygon(layer, darken(colour, 0.32), pts)
    pygame.draw.polygon(layer, lighten(colour, 0.45), [(x - rim, y - rim) for x, y in pts])
    inner = _scaled(pts, 0.84, centre)
    pygame.draw.polygon(layer, colour, inner)
    shine = pygame.Surface(size, pygame.SRCALPHA)
    shine.blit(_gradient_layer(size, (255, 255, 255), (0, 0, 0)), (0, 0))
    shine.set_alpha(38)
    layer.blit(shine, (0, 0))
    big.blit(_clip(layer, mask), (0, 0))
    _stroke(big, outline, pts, rim * 0.9)


def _follower_big(klass: str, colour: tuple, size: int) -> pygame.Surface:
    if klass not in SHAPES:
        raise ValueError(f"unknown class {klass!r}; known: {', '.join(CLASSES)}")
    big = _canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2 - SS * 0.5)
    r = size * SS * 0.45
    pts = _place(SHAPES[klass](), c[0], c[1], r)
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
    token = _down(big, (size, size))
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
        return prepare(_canvas(1, 1))
    gap, overlap = 3, max(2, size // 8)
    width = 0
    for tok, lab in parts:
        width += tok.get_width() + (lab.get_width() - overlap if lab else 0)
    width += gap * (len(parts) - 1)
    height = size + 4
    out = _canvas(width, height)
    x = 0
    for tok, lab in parts:
        out.blit(tok, (x, 2))
        x += tok.get_width()
        if lab:
            out.blit(lab, (x - overlap, height - lab.get_height()))
            x += lab.get_width() - overlap
        x += gap
    return prepare(out)


# -- icons ------------------------------------------------------------------------------------
def _coin(s: pygame.Surface, c, r: float) -> None:
    pygame.draw.circle(s, (108, 70, 14), (c[0] + r * 0.06, c[1] + r * 0.1), r)
    pygame.draw.circle(s, (176, 126, 30), c, r)
    pygame.draw.circle(s, (236, 192, 76), (c[0] - r * 0.05, c[1] - r * 0.06), r * 0.86)
    pygame.draw.circle(s, (198, 148, 42), c, r * 0.64, max(1, round(r * 0.09)))
    pygame.draw.circle(s, (226, 180, 64), c, r * 0.58)
    # a dragon's-head mark: a small diamond, two horns
    d = r * 0.3
    pygame.draw.polygon(s, (164, 116, 28), [(c[0], c[1] - d), (c[0] + d * 0.8, c[1]), (c[0], c[1] + d * 1.1),
                                            (c[0] - d * 0.8, c[1])])
    pygame.draw.arc(s, (255, 236, 170), pygame.Rect(c[0] - r * 0.78, c[1] - r * 0.8, r * 1.5, r * 1.5),
                    math.radians(95), math.radians(170), max(1, round(r * 0.12)))


def _scroll(s: pygame.Surface, c, r: float, paper, edge, ink) -> None:
    body = pygame.Rect(0, 0, r * 1.5, r * 1.25)
    body.center = (c[0], c[1])
    pygame.draw.rect(s, paper, body)
    pygame.draw.rect(s, edge, body, max(1, round(r * 0.1)))
    for i in range(3):
        y = body.y + body.h * (0.28 + 0.22 * i)
        x1 = body.right - body.w * (0.2 if i < 2 else 0.42)
        pygame.draw.line(s, ink, (body.x + body.w * 0.2, y), (x1, y), max(1, round(r * 0.13)))
    for x in (body.x, body.right):  # the rolled ends
        roll = pygame.Rect(0, 0, r * 0.42, r * 1.55)
        roll.center = (x, c[1])
        pygame.draw.ellipse(s, darken(paper, 0.12), roll)
        pygame.draw.ellipse(s, edge, roll, max(1, round(r * 0.1)))
        pygame.draw.ellipse(s, darken(paper, 0.35), roll.inflate(-roll.w * 0.5, -roll.h * 0.78).move(0, -roll.h * 0.3))


def _key(s: pygame.Surface, c, r: float, metal=(224, 178, 70)) -> None:
    dark = darken(metal, 0.5)
    w = max(2, round(r * 0.24))
    a = math.radians(-40)
    ca, sa = math.cos(a), math.sin(a)

    def at(u, v):
        return (c[0] + u * ca - v * sa, c[1] + u * sa + v * ca)

    bow = at(-r * 0.52, 0)
    shaft = [at(-r * 0.2, 0), at(r * 0.95, 0)]
    teeth = [(at(r * 0.55, 0), at(r * 0.55, r * 0.38)), (at(r * 0.82, 0), at(r * 0.82, r * 0.45))]
    for col, extra in ((dark, w * 0.6), (metal, 0)):
        pygame.draw.line(s, col, *shaft, round(w + extra))
        for p, q in teeth:
            pygame.draw.line(s, col, p, q, round(w + extra))
        pygame.draw.circle(s, col, bow, r * 0.42 + extra / 2)
    pygame.draw.circle(s, (0, 0, 0, 0), bow, r * 0.18)
    pygame.draw.circle(s, dark, bow, r * 0.2, max(1, round(r * 0.05)))
    pygame.draw.circle(s, lighten(metal, 0.5), at(-r * 0.64, -r * 0.18), r * 0.08)


def _hourglass(s: pygame.Surface, c, r: float, filled: bool) -> None:
    wood = (132, 84, 44) if filled else (132, 120, 104)
    glass = (250, 240, 214) if filled else (0, 0, 0, 0)
    edge = (58, 36, 20) if filled else (116, 106, 92)
    sand = (232, 168, 52)
    top, bottom = c[1] - r * 0.72, c[1] + r * 0.72
    bulb = [(c[0] - r * 0.52, top), (c[0] + r * 0.52, top), (c[0] + r * 0.08, c[1]),
            (c[0] + r * 0.52, bottom), (c[0] - r * 0.52, bottom), (c[0] - r * 0.08, c[1])]
    width = max(1, round(r * 0.12))
    if filled:
        pygame.draw.polygon(s, glass, bulb)
        pygame.draw.polygon(s, sand, [(c[0] - r * 0.3, top + r * 0.25), (c[0] + r * 0.3, top + r * 0.25),
                                      (c[0], c[1] - r * 0.05)])
        pygame.draw.polygon(s, sand, [(c[0], c[1] + r * 0.3), (c[0] + r * 0.46, bottom - r * 0.02),
                                      (c[0] - r * 0.46, bottom - r * 0.02)])
        pygame.draw.line(s, sand, (c[0], c[1]), (c[0], bottom), max(1, round(r * 0.06)))
    _stroke(s, edge, bulb, width)
    for y in (top, bottom):
        bar = pygame.Rect(0, 0, r * 1.5, r * 0.3)
        bar.center = (c[0], y)
        pygame.draw.rect(s, wood, bar, border_radius=max(1, round(r * 0.1)))
        pygame.draw.rect(s, edge, bar, max(1, round(r * 0.07)), border_radius=max(1, round(r * 0.1)))
    if not filled:  # hollow: only the frame, with a slash of ash grey
        for x in (c[0] - r * 0.62, c[0] + r * 0.62):
            pygame.draw.line(s, edge, (x, top), (x, bottom), max(1, round(r * 0.08)))


_CROWN = [(-0.8, 0.42), (-0.9, -0.42), (-0.42, -0.02), (0.0, -0.62), (0.42, -0.02), (0.9, -0.42), (0.8, 0.42)]


def _crown(s: pygame.Surface, c, r: float) -> None:
    gold, dark = (236, 188, 64), (120, 78, 16)
    pts = _place(_CROWN, c[0], c[1], r)
    pygame.draw.polygon(s, gold, pts)
    band = pygame.Rect(0, 0, r * 1.7, r * 0.38)
    band.midtop = (c[0], c[1] + r * 0.36)
    pygame.draw.rect(s, (214, 160, 44), band, border_radius=max(1, round(r * 0.08)))
    _stroke(s, dark, pts, r * 0.08)
    pygame.draw.rect(s, dark, band, max(1, round(r * 0.08)), border_radius=max(1, round(r * 0.08)))
    for x, y in ((-0.9, -0.42), (0.0, -0.62), (0.9, -0.42)):
        pygame.draw.circle(s, dark, (c[0] + x * r, c[1] + y * r - r * 0.1), r * 0.15)
        pygame.draw.circle(s, (255, 226, 130), (c[0] + x * r, c[1] + y * r - r * 0.1), r * 0.1)
    for x, col in ((-0.45, (40, 120, 200)), (0.0, DRAGON_RED), (0.45, (40, 120, 200))):
        pygame.draw.circle(s, col, (c[0] + x * r, band.centery), r * 0.11)


def _chest(s: pygame.Surface, c, r: float) -> None:
    wood, dark, metal = (148, 92, 46), (62, 36, 18), (230, 184, 70)
    body = pygame.Rect(0, 0, r * 1.8, r * 0.98)
    body.midtop = (c[0], c[1] - r * 0.12)
    lid = pygame.Rect(0, 0, r * 1.8, r * 1.1)
    lid.midbottom = (c[0], c[1] - r * 0.06)
    pygame.draw.ellipse(s, (110, 66, 32), lid)
    pygame.draw.rect(s, (0, 0, 0, 0), pygame.Rect(lid.x - 2, lid.centery, lid.w + 4, lid.h))
    lid_rect = pygame.Rect(lid.x, lid.centery - 1, lid.w, c[1] - r * 0.06 - lid.centery + 2)
    pygame.draw.rect(s, (126, 78, 38), lid_rect)
    pygame.draw.rect(s, wood, body)
    edge = max(1, round(r * 0.09))
    pygame.draw.arc(s, dark, lid, 0, math.pi, edge)
    pygame.draw.rect(s, dark, body, edge)
    pygame.draw.line(s, dark, (lid.x, lid_rect.bottom - 1), (lid.right, lid_rect.bottom - 1), edge)
    for x in (body.x + body.w * 0.2, body.right - body.w * 0.2):  # gold bands
        pygame.draw.line(s, metal, (x, lid.y + r * 0.1), (x, body.bottom - edge), max(1, round(r * 0.16)))
    lock = pygame.Rect(0, 0, r * 0.4, r * 0.48)
    lock.center = (c[0], body.y + r * 0.1)
    pygame.draw.rect(s, metal, lock, border_radius=max(1, round(r * 0.08)))
    pygame.draw.rect(s, dark, lock, max(1, round(r * 0.05)), border_radius=max(1, round(r * 0.08)))
    pygame.draw.circle(s, dark, (lock.centerx, lock.centery - r * 0.02), r * 0.07)
    pygame.draw.line(s, lighten(wood, 0.3), (body.x + edge * 2, body.y + edge * 1.5),
                     (body.right - edge * 2, body.y + edge * 1.5), max(1, round(r * 0.05)))


def _orb(s: pygame.Surface, c, r: float, alpha: int = 255) -> None:
    stand = [(c[0] - r * 0.62, c[1] + r * 0.92), (c[0] + r * 0.62, c[1] + r * 0.92),
             (c[0] + r * 0.34, c[1] + r * 0.5), (c[0] - r * 0.34, c[1] + r * 0.5)]
    pygame.draw.polygon(s, (196, 150, 52), stand)
    _stroke(s, (92, 62, 18), stand, r * 0.07)
    oc, orr = (c[0], c[1] - r * 0.1), r * 0.7
    pygame.draw.circle(s, (52, 24, 96), oc, orr)
    for i in range(8):
        t = i / 7
        pygame.draw.circle(s, mix((92, 54, 170), (196, 160, 255), t),
                           (oc[0] - orr * 0.22 * t, oc[1] - orr * 0.25 * t), orr * (0.92 - 0.55 * t))
    pygame.draw.circle(s, (32, 14, 64), oc, orr, max(1, round(r * 0.07)))
    pygame.draw.circle(s, (255, 255, 255), (oc[0] - orr * 0.35, oc[1] - orr * 0.38), orr * 0.16)
    # a sparkle
    sp, sr = (oc[0] + orr * 0.28, oc[1] + orr * 0.12), orr * 0.32
    pygame.draw.polygon(s, (255, 244, 190), [(sp[0], sp[1] - sr), (sp[0] + sr * 0.25, sp[1]), (sp[0], sp[1] + sr),
                                             (sp[0] - sr * 0.25, sp[1])])
    pygame.draw.polygon(s, (255, 244, 190), [(sp[0] - sr, sp[1]), (sp[0], sp[1] + sr * 0.25), (sp[0] + sr, sp[1]),
                                             (sp[0], sp[1] - sr * 0.25)])


def _skull(s: pygame.Surface, c, r: float, bone=(240, 232, 210), hole=(40, 28, 24)) -> None:
    from scenes.dice.art import draw_skull

    edge = darken(bone, 0.6)
    draw_skull(s, c[0], c[1] + r * 0.03, r * 1.96, edge, edge)
    draw_skull(s, c[0], c[1] + r * 0.03, r * 1.8, bone, hole)


def _door(s: pygame.Surface, c, r: float) -> None:
    stone, wood, iron = (150, 140, 126), (128, 78, 40), (52, 46, 42)
    arch = pygame.Rect(0, 0, r * 1.6, r * 1.9)
    arch.midbottom = (c[0], c[1] + r * 0.95)
    pygame.draw.rect(s, stone, arch.inflate(r * 0.0, 0).move(0, arch.w * 0.5).clip(arch))
    pygame.draw.ellipse(s, stone, pygame.Rect(arch.x, arch.y, arch.w, arch.w))
    pygame.draw.rect(s, stone, pygame.Rect(arch.x, arch.y + arch.w / 2, arch.w, arch.h - arch.w / 2))
    inner = arch.inflate(-r * 0.36, -r * 0.18).move(0, r * 0.09)
    pygame.draw.ellipse(s, wood, pygame.Rect(inner.x, inner.y, inner.w, inner.w))
    pygame.draw.rect(s, wood, pygame.Rect(inner.x, inner.y + inner.w / 2, inner.w, inner.h - inner.w / 2))
    for x in (inner.x + inner.w / 3, inner.x + 2 * inner.w / 3):
        pygame.draw.line(s, darken(wood, 0.35), (x, inner.y + r * 0.12), (x, inner.bottom), max(1, round(r * 0.06)))
    for y in (inner.y + inner.h * 0.45, inner.y + inner.h * 0.8):
        pygame.draw.line(s, iron, (inner.x, y), (inner.right, y), max(1, round(r * 0.12)))
    pygame.draw.circle(s, (214, 170, 70), (inner.right - inner.w * 0.24, inner.y + inner.h * 0.62), r * 0.12,
                       max(1, round(r * 0.06)))
    edge = max(1, round(r * 0.08))
    pygame.draw.arc(s, darken(stone, 0.55), pygame.Rect(arch.x, arch.y, arch.w, arch.w), 0, math.pi, edge)
    for x in (arch.x, arch.right - edge):
        pygame.draw.line(s, darken(stone, 0.55), (x, arch.y + arch.w / 2), (x, arch.bottom - 1), edge)
    pygame.draw.line(s, darken(stone, 0.55), (arch.x, arch.bottom - edge / 2), (arch.right, arch.bottom - edge / 2),
                     edge)


def _draw_icon(name: str, s: pygame.Surface, c, r: float) -> None:
    if name == "gold":
        _coin(s, c, r * 0.9)
    elif name == "rumor":
        _scroll(s, c, r, (250, 240, 214), (84, 50, 22), (60, 40, 26))
    elif name == "rumor_old":
        _scroll(s, c, r, (178, 146, 100), (96, 66, 38), (120, 92, 64))
    elif name == "secret":
        _key(s, (c[0] - r * 0.05, c[1] + r * 0.05), r * 1.08)
    elif name in ("action", "action_spent"):
        _hourglass(s, c, r * 1.2, name == "action")
    elif name == "initiative":
        _crown(s, c, r)
    elif name == "treasure":
        _chest(s, c, r)
    elif name == "magic":
        _orb(s, c, r)
    elif name == "skull":
        _skull(s, c, r)
    elif name == "door":
        _door(s, c, r)


@lru_cache(maxsize=256)
def icon(name: str, size: int = 28) -> pygame.Surface:
    """A small picture: gold, rumor, rumor_old, secret, action, action_spent, initiative, treasure,
    magic, skull, door (size x size, SRCALPHA). Unknown names raise ValueError."""
    if name not in ICON_NAMES:
        raise ValueError(f"unknown icon {name!r}; known: {', '.join(ICON_NAMES)}")
    big = _canvas(size * SS, size * SS)
    _draw_icon(name, big, (size * SS / 2, size * SS / 2), size * SS * 0.46)
    out = _down(big, (size, size))
    if name == "rumor_old":
        out.fill((255, 255, 255, 215), special_flags=pygame.BLEND_RGBA_MULT)
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
        _stroke(s, dark, pts, r * 0.05)
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
    big = _canvas(size * SS, size * SS)
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
        helm = _canvas(size * SS, size * SS)
        _helmet(helm, c, r * 0.72, (196, 198, 202), (60, 62, 66))
        helm = pygame.transform.rotate(helm, -100)
        big.blit(helm, helm.get_rect(center=(c[0], c[1] + r * 0.12)))
    else:
        _helmet(big, (c[0], c[1] + r * 0.05), r * 0.72, metal, dark)
    token = _down(big, (size, size))
    if regrouping:
        token = _grey(token, 0.6)
        token.fill((255, 255, 255, 225), special_flags=pygame.BLEND_RGBA_MULT)
        zz = outline_text("zz", max(MIN_TEXT, size // 3), (236, 240, 250), (28, 34, 48), "bold", 2)
        token.blit(zz, zz.get_rect(topright=(size, -2)))
    return prepare(token)


@lru_cache(maxsize=16)
def used_marker(size: int = 30) -> pygame.Surface:
    """'Used this round': a red wax seal with a tick pressed into it (size x size, SRCALPHA)."""
    big = _canvas(size * SS, size * SS)
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
    pygame.draw.polygon(big, WAX, _scaled(blob, 0.93, (c[0] - r * 0.04, c[1] - r * 0.05)))
    pygame.draw.circle(big, darken(WAX, 0.28), c, r * 0.7)
    pygame.draw.circle(big, lighten(WAX, 0.12), (c[0] - r * 0.03, c[1] - r * 0.04), r * 0.64)
    pygame.draw.circle(big, darken(WAX, 0.3), c, r * 0.64, max(1, round(r * 0.05)))
    tick = [(c[0] - r * 0.36, c[1] + r * 0.0), (c[0] - r * 0.1, c[1] + r * 0.28), (c[0] + r * 0.4, c[1] - r * 0.3)]
    pygame.draw.lines(big, darken(WAX, 0.55), False, [(x + SS * 0.5, y + SS * 0.8) for x, y in tick],
                      round(r * 0.2))
    _stroke(big, (252, 226, 160), tick, r * 0.17, closed=False)
    pygame.draw.arc(big, (255, 190, 180, 150), pygame.Rect(c[0] - r * 0.9, c[1] - r * 0.9, r * 1.8, r * 1.8),
                    math.radians(110), math.radians(160), max(1, round(r * 0.08)))
    return prepare(_down(big, (size, size)))


# -- Location tiles ---------------------------------------------------------------------------
_BUNDLE_ICON = {"gold": "gold", "gold_die": "gold", "rumors": "rumor", "treasure": "treasure", "magic": "magic",
                "secret": "secret"}


def _bundle_words(key: str, amount) -> str:
    if key == "gold":
        return f"{amount} gold"
    if key == "gold_die":
        return f"{amount} gold"
    if key == "rumors":
        return f"{amount} Rumor" + ("s" if amount != 1 else "")
    if key == "treasure":
        return f"{amount} Treasure"
    if key == "magic":
        return f"{amount} Magic"
    if key == "secret":
        return f"{amount} Secret" + ("s" if amount != 1 else "")
    return f"{amount} {key}"


def _bundle_items(bundle: dict, casualty_dice: int = 0) -> list[tuple[str, str, str]]:
    """(icon, short, words) per item of a bundle, casualty dice first (they are suffered first)."""
    items = []
    if casualty_dice:
        items.append(("skull", str(casualty_dice), f"{casualty_dice} Casualty"))
    for key in ("gold_die", "gold", "rumors", "treasure", "magic", "secret"):
        if key in bundle and bundle[key]:
            amount = bundle[key]
            items.append((_BUNDLE_ICON[key], str(amount), _bundle_words(key, amount)))
    return items


def _icon_row(items, icon_size: int, text_size: int, ink, width: int, *, counts_of_one: bool = True) -> pygame.Surface:
    """Icons with their amounts in a row; words ('2 gold') when there is a single item and room."""
    pieces = []
    for name, short, words in items:
        text = words if len(items) == 1 else short
        if not counts_of_one and short == "1" and len(items) > 1:
            text = ""
        pieces.append((icon(name, icon_size), render(text, text_size, ink, "bold") if text else None))

    def total(ps):
        return sum(i.get_width() + (t.get_width() + 3 if t else 0) for i, t in ps) + 8 * (len(ps) - 1)

    if len(items) == 1 and total(pieces) > width:
        name, short, _ = items[0]
        pieces = [(icon(name, icon_size), render(short, text_size, ink, "bold"))]
    out = _canvas(max(1, total(pieces)), icon_size)
    x = 0
    for img, text in pieces:
        out.blit(img, (x, 0))
        x += img.get_width()
        if text:
            out.blit(text, (x + 3, (icon_size - text.get_height()) // 2 + 1))
            x += text.get_width() + 3
        x += 8
    return out


def _class_badge(klass: str, r: int) -> pygame.Surface:
    """A parchment disc with the class silhouette in dark ink (what a Location needs)."""
    size = r * 2
    big = _canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2)
    pygame.draw.circle(big, (40, 26, 16), c, size * SS / 2)
    pygame.draw.circle(big, theme.PARCHMENT, c, size * SS / 2 - SS * 1.5)
    pts = _place(SHAPES[klass](), c[0], c[1], size * SS * 0.3)
    pygame.draw.polygon(big, (50, 34, 22), pts)
    return _down(big, (size, size))


def _seal(r: int, colour=WAX) -> pygame.Surface:
    """A wax seal with an upright sword pressed into it (the mark of a Quest)."""
    size = r * 2
    big = _canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2)
    R = size * SS / 2 - SS
    blob = [(c[0] + math.cos(i * math.tau / 30) * R * (0.95 + 0.05 * math.sin(i * 2.7)),
             c[1] + math.sin(i * math.tau / 30) * R * (0.95 + 0.05 * math.sin(i * 2.7))) for i in range(30)]
    pygame.draw.polygon(big, darken(colour, 0.45), blob)
    pygame.draw.polygon(big, lighten(colour, 0.08), _scaled(blob, 0.9, (c[0] - SS, c[1] - SS)))
    pygame.draw.circle(big, darken(colour, 0.3), c, R * 0.7, max(1, SS * 2))
    ink = (252, 222, 176)
    blade = [(c[0], c[1] - R * 0.58), (c[0] + R * 0.1, c[1] - R * 0.42), (c[0] + R * 0.1, c[1] + R * 0.2),
             (c[0] - R * 0.1, c[1] + R * 0.2), (c[0] - R * 0.1, c[1] - R * 0.42)]
    pygame.draw.polygon(big, ink, blade)
    pygame.draw.rect(big, ink, pygame.Rect(c[0] - R * 0.34, c[1] + R * 0.18, R * 0.68, R * 0.12),
                     border_radius=round(R * 0.05))
    pygame.draw.rect(big, ink, pygame.Rect(c[0] - R * 0.06, c[1] + R * 0.28, R * 0.12, R * 0.22))
    pygame.draw.circle(big, ink, (c[0], c[1] + R * 0.54), R * 0.09)
    return _down(big, (size, size))


def _difficulty_badge(value: int, h: int, text: int = MIN_TEXT) -> pygame.Surface:
    """A small dark-red shield with a room's Difficulty."""
    label = render(str(value), text, (255, 246, 228), "bold")
    w = max(h, label.get_width() + 8)
    big = _canvas(w * SS, h * SS)
    pts = [(w * SS * 0.5, 0), (w * SS, h * SS * 0.28), (w * SS * 0.86, h * SS * 0.8), (w * SS * 0.5, h * SS),
           (w * SS * 0.14, h * SS * 0.8), (0, h * SS * 0.28)]
    pygame.draw.polygon(big, (120, 26, 24), pts)
    pygame.draw.polygon(big, (70, 12, 12), pts, SS * 2)
    out = _down(big, (w, h))
    out.blit(label, label.get_rect(center=(w / 2, h / 2 + 1)))
    return out


def _room_chip(index: int, room, size: tuple[int, int], k: float) -> pygame.Surface:
    w, h = size
    chip = rounded_gradient(size, (246, 236, 212), (226, 210, 176), max(4, round(8 * k)))
    pygame.draw.rect(chip, (150, 112, 72), chip.get_rect(), max(1, round(2 * k)), border_radius=max(4, round(8 * k)))
    pad = max(4, round(5 * k))
    title = render(f"Room {index}", max(MIN_TEXT, round(16 * k)), (92, 30, 24), "bold")
    chip.blit(title, (pad + 1, pad))
    if room.difficulty:
        badge = _difficulty_badge(room.difficulty, max(22, round(24 * k)), max(MIN_TEXT, round(16 * k)))
        chip.blit(badge, badge.get_rect(topright=(w - pad + 1, pad - 2)))
    items = _bundle_items(room.loot, room.casualty_dice)
    row = _icon_row(items, max(20, round(24 * k)), max(MIN_TEXT, round(16 * k)), theme.INK, w - pad * 2,
                    counts_of_one=False)
    if row.get_width() > w - pad * 2:
        row = pygame.transform.smoothscale(row, (w - pad * 2, round(row.get_height() * (w - pad * 2) / row.get_width())))
    chip.blit(row, row.get_rect(midbottom=(w / 2, h - pad + 2)))
    return chip


def _body_text(text: str, width: int, height: int, k: float) -> pygame.Surface:
    """The Location's text at 18, 17 or 16 px, whichever fits the box first (at 16 the lines may
    sit a little closer); what still does not fit is cut short with an ellipsis."""
    smallest = max(MIN_TEXT, round(16 * k))
    for size in dict.fromkeys(max(MIN_TEXT, round(n * k)) for n in (18, 17, 16)):
        lines = wrap(text, width, size, "sans")
        line_h = font(size, "sans").get_linesize()
        if size == smallest and len(lines) * line_h > height:
            line_h = max(size + 1, round(line_h * 0.9))
        room = max(1, height // line_h)
        if len(lines) <= room:
            break
    if len(lines) > room:
        rest = " ".join(lines[room - 1:])
        lines = lines[:room - 1] + (_ellipsize(rest, width, size, "sans"),)
    out = _canvas(width, line_h * len(lines) + 4)
    for i, line in enumerate(lines):
        out.blit(render(line, size, theme.INK, "sans"), (0, i * line_h))
    return out


@lru_cache(maxsize=64)
def location_card(face_id: str, size: tuple[int, int] = (381, 191)) -> pygame.Surface:
    """A Waterdeep Location face: a stone-framed parchment tile with a header by kind, the
    name, the rule text (quests: their three rooms), the Reward bottom-left and a calm band
    bottom-right where the table stands Followers and Watch tokens (size, SRCALPHA)."""
    from game.vault.content import load

    face = load().faces[face_id]
    w, h = size
    k = h / 191
    radius = max(6, round(12 * k))
    colour = KIND_COLOURS.get(face.kind, KIND_FALLBACK)
    rng = random.Random(face_id)
    # Stone frame and parchment field.
    surf = _canvas(w, h)
    stone = rounded_gradient(size, (150, 138, 118), (92, 82, 70), radius)
    surf.blit(stone, (0, 0))
    frame = max(4, round(6 * k))
    field = pygame.Rect(frame, frame, w - 2 * frame, h - 2 * frame)
    paper = pygame.Surface(field.size)
    paper.blit(vertical_gradient(field.size, (244, 234, 208), (222, 204, 166)), (0, 0))
    _noise(paper, paper.get_rect(), rng, field.w * field.h // 40, dark=14, bright=18)
    for _ in range(3):  # faint stains
        spot = radial_glow(rng.randint(20, 50), (150, 110, 60), 26)
        paper.blit(spot, spot.get_rect(center=(rng.randrange(field.w), rng.randrange(field.h))))
    surf.blit(rounded_mask(_alpha_copy(paper),
                           max(3, radius - frame)), field)
    pygame.draw.rect(surf, (70, 60, 50), surf.get_rect(), max(2, round(2 * k)), border_radius=radius)
    pygame.draw.rect(surf, (198, 186, 164), surf.get_rect().inflate(-4, -4), 1, border_radius=radius - 1)
    pygame.draw.rect(surf, (84, 70, 56), field.inflate(2, 2), max(1, round(2 * k)), border_radius=max(3, radius - frame))
    # Header band.
    head_h = max(30, round(40 * k))
    head = pygame.Rect(field.x, field.y, field.w, head_h)
    band = rounded_gradient(head.size, lighten(colour, 0.16), darken(colour, 0.22), max(3, radius - frame))
    pygame.draw.rect(band, (0, 0, 0, 0), pygame.Rect(0, head_h // 2, head.w, head_h))
    band.blit(vertical_gradient((head.w, head_h - head_h // 2), mix(lighten(colour, 0.16), darken(colour, 0.22), 0.5),
                                darken(colour, 0.22)), (0, head_h // 2))
    surf.blit(band, head)
    pygame.draw.line(surf, darken(colour, 0.55), (head.x, head.bottom), (head.right - 1, head.bottom), max(2, round(2 * k)))
    pygame.draw.line(surf, lighten(colour, 0.4), (head.x + 4, head.y + 1), (head.right - 5, head.y + 1), 1)
    right_room = 12
    if face.kind == "quest":
        seal = _seal(max(13, head_h // 2 - 2))
        tag = render("QUEST", max(MIN_TEXT, round(16 * k)), (255, 232, 200), "bold")
        right_room = seal.get_width() + tag.get_width() + 16
    if face.needs:
        right_room += max(26, round(30 * k)) + 8
    name_ink = (255, 248, 234)
    name_room = head.w - 14 - right_room
    name_size = _fit(face.name, name_room, max(MIN_TEXT, round(22 * k)), "bold")
    name_text = _ellipsize(face.name, name_room, name_size, "bold")
    name = render(name_text, name_size, name_ink, "bold")
    shadow = render(name_text, name_size, darken(colour, 0.7), "bold")
    ny = head.centery - name.get_height() // 2
    surf.blit(shadow, (head.x + 11, ny + 2))
    surf.blit(name, (head.x + 10, ny))
    x_right = head.right - 6
    if face.kind == "quest":
        surf.blit(seal, seal.get_rect(midright=(x_right + 2, head.centery + 1)))
        x_right -= seal.get_width() + 4
        surf.blit(tag, tag.get_rect(midright=(x_right, head.centery + 1)))
        x_right -= tag.get_width() + 10
    if face.needs:
        badge = _class_badge(face.needs, max(13, round(15 * k)))
        surf.blit(badge, badge.get_rect(midright=(x_right, head.centery)))
    # Body: rule text, or a quest's three rooms.
    pad = max(8, round(12 * k))
    bottom_h = round(70 * k)
    body = pygame.Rect(field.x + pad - 2, head.bottom + max(4, round(5 * k)), field.w - 2 * pad + 4, 0)
    body.h = h - bottom_h - body.y + 1
    if face.kind == "quest" and face.rooms:
        gap = max(4, round(6 * k))
        cw = (body.w - 2 * gap) // 3
        ch = min(body.h + 2, round(68 * k))
        for i, room in enumerate(face.rooms):
            chip = _room_chip(i + 1, room, (cw, ch), k)
            surf.blit(chip, (body.x + i * (cw + gap), body.y))
    else:
        text = _body_text(face.text, body.w, body.h, k)
        surf.blit(text, body.topleft)
    # The calm band for Followers (bottom right) and the Reward (bottom left).
    split = round(w * 0.45)
    calm = pygame.Rect(split, h - bottom_h, field.right - split - max(2, round(3 * k)), bottom_h - frame - max(2, round(3 * k)))
    tray = _canvas(*calm.size)
    pygame.draw.rect(tray, (90, 60, 30, 26), tray.get_rect(), border_radius=max(4, round(8 * k)))
    pygame.draw.rect(tray, (120, 86, 50, 60), tray.get_rect(), 1, border_radius=max(4, round(8 * k)))
    surf.blit(tray, calm)
    plaque_y = h - round(62 * k)
    plaque = pygame.Rect(field.x + max(3, round(4 * k)), plaque_y, split - field.x - max(8, round(10 * k)),
                         calm.bottom - plaque_y)
    _reward_plaque(surf, plaque, face, k)
    return prepare(surf)


def _alpha_copy(surface: pygame.Surface) -> pygame.Surface:
    out = pygame.Surface(surface.get_size(), pygame.SRCALPHA)
    out.blit(surface, (0, 0))
    return out


def _reward_plaque(surf: pygame.Surface, rect: pygame.Rect, face, k: float) -> None:
    r = max(4, round(8 * k))
    plate = rounded_gradient(rect.size, (236, 214, 160), (206, 176, 116), r)
    surf.blit(plate, rect)
    pygame.draw.rect(surf, (122, 84, 40), rect, max(1, round(2 * k)), border_radius=r)
    pad = max(5, round(8 * k))
    title = render("Reward", max(MIN_TEXT, round(16 * k)), (110, 62, 20), "bold")
    surf.blit(title, (rect.x + pad, rect.y + max(1, round(2 * k))))
    items = _bundle_items(face.reward, face.reward_casualty_dice)
    if not items:
        return
    ih = max(20, round(24 * k))
    row = _icon_row(items, ih, max(MIN_TEXT, round(18 * k)), theme.INK, rect.w - pad * 2)
    if row.get_width() > rect.w - pad * 2:
        row = pygame.transform.smoothscale(row, (rect.w - pad * 2, round(row.get_height() * (rect.w - pad * 2)
                                                                        / row.get_width())))
    surf.blit(row, (rect.x + pad, rect.bottom - row.get_height() - max(3, round(4 * k))))


# -- the Yawning Portal and its doors ------------------------------------------------------------
def _well(surf: pygame.Surface, centre, r: float) -> None:
    """A round stone well-mouth seen from above, a stair spiralling down into the dark."""
    big = _canvas(r * 2 * SS + 8 * SS, r * 2 * SS + 8 * SS)
    c = (big.get_width() / 2, big.get_height() / 2)
    R = r * SS
    pygame.draw.circle(big, (0, 0, 0, 110), (c[0] + SS * 3, c[1] + SS * 5), R)
    pygame.draw.circle(big, (96, 88, 78), c, R)
    # Ring of stones.
    n = 14
    for i in range(n):
        a0, a1 = i * math.tau / n + 0.03, (i + 1) * math.tau / n - 0.03
        tone = mix((150, 140, 124), (104, 96, 86), (i * 37 % 10) / 10)
        pts = [(c[0] + math.cos(a0 + (a1 - a0) * t) * R * 0.98, c[1] + math.sin(a0 + (a1 - a0) * t) * R * 0.98)
               for t in (0, 0.5, 1)]
        pts += [(c[0] + math.cos(a1 - (a1 - a0) * t) * R * 0.72, c[1] + math.sin(a1 - (a1 - a0) * t) * R * 0.72)
                for t in (0, 0.5, 1)]
        pygame.draw.polygon(big, tone, pts)
        pygame.draw.lines(big, lighten(tone, 0.25), False, pts[:3], SS)
    # The pit: darkening rings with spiral steps.
    for i in range(24):
        t = i / 23
        pygame.draw.circle(big, mix((58, 44, 34), (6, 4, 6), t ** 0.8), (c[0] + R * 0.05 * t, c[1] + R * 0.08 * t),
                           R * 0.72 * (1 - 0.8 * t))
    steps = 30
    for i in range(steps):  # a stair winding down the shaft wall, two turns into the dark
        t = i / steps
        a0 = -math.pi * 0.6 + t * math.tau * 2.1
        a1 = a0 + math.tau * 2.1 / steps * 0.92
        outer = R * 0.7 * (1 - 0.72 * t)
        inner = outer * 0.74
        p = [(c[0] + math.cos(a0) * outer, c[1] + math.sin(a0) * outer),
             (c[0] + math.cos(a1) * outer, c[1] + math.sin(a1) * outer),
             (c[0] + math.cos(a1) * inner, c[1] + math.sin(a1) * inner),
             (c[0] + math.cos(a0) * inner, c[1] + math.sin(a0) * inner)]
        tone = mix((170, 136, 98), (24, 18, 16), t ** 0.7)
        pygame.draw.polygon(big, tone, p)
        pygame.draw.line(big, darken(tone, 0.5), p[1], p[2], SS)
        pygame.draw.line(big, lighten(tone, 0.25), p[0], p[1], SS)
    # Torch glow on the far wall.
    glow = radial_glow(round(R * 0.5), (255, 170, 70), 90)
    big.blit(glow, glow.get_rect(center=(c[0] - R * 0.25, c[1] - R * 0.35)))
    pygame.draw.circle(big, (52, 44, 38), c, R, SS * 2)
    pygame.draw.circle(big, (40, 32, 26), c, R * 0.72, SS * 2)
    small = _down(big, (round(big.get_width() / SS), round(big.get_height() / SS)))
    surf.blit(small, small.get_rect(center=centre))


@lru_cache(maxsize=8)
def portal_surface(size: tuple[int, int] = (580, 190)) -> pygame.Surface:
    """The Yawning Portal: warm tavern planks, the great well at the left, the title at the top;
    the middle is left clear for Followers and the bottom ~56 px for the door plates (SRCALPHA)."""
    w, h = size
    wood = _planks(size, (128, 82, 46), 11, (26, 38), 0.8)
    glow = light(round(w * 0.55), (255, 170, 80), 0.3, 0.6)
    wood.blit(glow, glow.get_rect(center=(w * 0.55, h * 0.35)), special_flags=pygame.BLEND_RGB_ADD)
    wood.blit(vignette(size, 150), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    # The door row: a darker flagstone floor.
    floor_h = 60
    floor = _stone((w, floor_h), (110, 88, 68), 4, (58, 30))
    shade = pygame.Surface((w, floor_h), pygame.SRCALPHA)
    shade.fill((20, 12, 8, 70))
    floor.blit(shade, (0, 0))
    wood.blit(floor, (0, h - floor_h))
    pygame.draw.line(wood, (40, 24, 14), (0, h - floor_h), (w, h - floor_h), 3)
    pygame.draw.line(wood, (176, 122, 72), (0, h - floor_h + 3), (w, h - floor_h + 3), 1)
    # The well at the left.
    well_r = min((h - floor_h) * 0.5 - 6, w * 0.14)
    _well(wood, (14 + well_r, (h - floor_h) / 2 + 2), well_r)
    surf = _alpha_copy(wood)
    surf = rounded_mask(surf, 14)
    pygame.draw.rect(surf, (46, 28, 14), surf.get_rect(), 4, border_radius=14)
    pygame.draw.rect(surf, (184, 132, 76), surf.get_rect().inflate(-8, -8), 1, border_radius=11)
    title = outline_text("The Yawning Portal", 26, theme.GOLD, (40, 20, 8), "title", 2)
    left = 14 + well_r * 2 + 8
    surf.blit(title, title.get_rect(midtop=((left + w) / 2, 8)))
    return prepare(surf)


DOOR_STYLES = {
    # entrance: (icon, plate colour)
    "gold": ("gold", (92, 58, 30)),
    "magic": ("magic", (62, 48, 96)),
    "rumors": ("rumor", (76, 62, 40)),
    "vault": ("secret", (120, 30, 26)),
}


@lru_cache(maxsize=64)
def door_surface(entrance: str, cost: str, size: tuple[int, int] = (132, 52)) -> pygame.Surface:
    """A Yawning Portal door plate: an iron-bound plate with the door's icon and its cost."""
    if entrance not in DOOR_STYLES:
        raise ValueError(f"unknown entrance {entrance!r}; known: {', '.join(DOOR_STYLES)}")
    name, colour = DOOR_STYLES[entrance]
    w, h = size
    r = max(4, h // 5)
    surf = rounded_gradient(size, lighten(colour, 0.22), darken(colour, 0.3), r)
    grain = _canvas(w, h)
    rng = random.Random(entrance)
    for _ in range(h // 4):
        y = rng.uniform(3, h - 3)
        pygame.draw.line(grain, (0, 0, 0, 30), (0, y), (w, y + rng.uniform(-2, 2)))
    surf.blit(grain, (0, 0))
    surf = rounded_mask(surf, r)
    pygame.draw.rect(surf, (26, 18, 12), surf.get_rect(), 3, border_radius=r)
    pygame.draw.rect(surf, (*lighten(colour, 0.5), 200), surf.get_rect().inflate(-7, -7), 1, border_radius=max(2, r - 3))
    for cx, cy in ((7, 7), (w - 8, 7), (7, h - 8), (w - 8, h - 8)):  # rivets
        pygame.draw.circle(surf, (30, 24, 20), (cx, cy), 3)
        pygame.draw.circle(surf, (196, 180, 150), (cx - 0.6, cy - 0.6), 1.6)
    isz = max(16, min(h - 22, 32))
    disc = _canvas(isz + 8, isz + 8)
    pygame.draw.circle(disc, (*darken(colour, 0.6), 200), (disc.get_width() / 2, disc.get_height() / 2), isz / 2 + 4)
    surf.blit(disc, disc.get_rect(center=(6 + isz / 2, h / 2)))
    ic = icon(name, isz)
    surf.blit(ic, ic.get_rect(center=(6 + isz / 2, h / 2)))
    text_x = 6 + isz + 5
    room = w - text_x - 5
    ink = (252, 244, 226)
    size_ = _fit(cost, room, 20, "bold")
    if font(size_, "bold").size(cost)[0] <= room or " " not in cost:
        label = _shadowed(_ellipsize(cost, room, size_, "bold"), size_, ink)
    else:
        lines = wrap(cost, room, MIN_TEXT, "bold")[:2]
        if len(wrap(cost, room, MIN_TEXT, "bold")) > 2:
            lines = (lines[0], _ellipsize(" ".join(wrap(cost, room, MIN_TEXT, "bold")[1:]), room, MIN_TEXT, "bold"))
        parts = [_shadowed(line, MIN_TEXT, ink) for line in lines]
        lh = font(MIN_TEXT, "bold").get_linesize() - 1
        label = _canvas(max(p.get_width() for p in parts), lh * len(parts) + 2)
        for i, p in enumerate(parts):
            label.blit(p, ((label.get_width() - p.get_width()) // 2, i * lh))
    surf.blit(label, label.get_rect(center=(text_x + room / 2, h / 2 + 1)))
    return prepare(surf)


# -- Undermountain and the Vault -----------------------------------------------------------------
def _stairway(surf: pygame.Surface, rect: pygame.Rect) -> None:
    """An arched opening with steps leading down into the dark, seen from the front."""
    big = _canvas(rect.w * SS, rect.h * SS)
    W, H = big.get_size()
    arch = pygame.Rect(W * 0.08, H * 0.02, W * 0.84, H * 0.98)
    opening = arch.inflate(-W * 0.16, -H * 0.1).move(0, H * 0.05)
    # Stone surround.
    pygame.draw.ellipse(big, (112, 104, 96), pygame.Rect(arch.x, arch.y, arch.w, arch.w))
    pygame.draw.rect(big, (112, 104, 96), pygame.Rect(arch.x, arch.y + arch.w / 2, arch.w, arch.h - arch.w / 2))
    n = 9
    for i in range(n):  # voussoirs
        a = math.pi + i * math.pi / (n - 1)
        cx, cy = arch.centerx, arch.y + arch.w / 2
        pygame.draw.line(big, (60, 54, 50), (cx + math.cos(a) * opening.w / 2, cy + math.sin(a) * opening.w / 2 + H * 0.05),
                         (cx + math.cos(a) * arch.w / 2, cy + math.sin(a) * arch.w / 2), SS)
    dark = pygame.Rect(opening.x, opening.y, opening.w, opening.w)
    pygame.draw.ellipse(big, (10, 8, 10), dark)
    pygame.draw.rect(big, (10, 8, 10), pygame.Rect(opening.x, dark.centery, opening.w, opening.bottom - dark.centery))
    # Steps: nearest at the bottom, widest and lightest; each higher one narrower and darker.
    steps = 7
    y = opening.bottom
    for i in range(steps):
        t = i / steps
        sw = opening.w * (1 - 0.55 * t)
        sh = H * 0.1 * (1 - 0.6 * t)
        tone = mix((150, 138, 122), (22, 18, 18), t ** 0.8)
        tread = pygame.Rect(0, 0, sw, sh * 0.45)
        tread.midbottom = (opening.centerx, y - sh * 0.55)
        riser = pygame.Rect(0, 0, sw, sh * 0.55)
        riser.midbottom = (opening.centerx, y)
        pygame.draw.rect(big, tone, tread)
        pygame.draw.rect(big, darken(tone, 0.35), riser)
        pygame.draw.line(big, lighten(tone, 0.2), tread.topleft, tread.topright, SS)
        y -= sh
    glow = radial_glow(round(opening.w * 0.35), (120, 200, 170), 60)
    big.blit(glow, glow.get_rect(center=(opening.centerx, y - H * 0.02)))
    pygame.draw.ellipse(big, (52, 46, 42), pygame.Rect(arch.x, arch.y, arch.w, arch.w), SS * 2)
    surf.blit(_down(big, rect.size), rect)


def _secret_tile(size: int, face_down: bool = True) -> pygame.Surface:
    big = _canvas(size * SS, size * SS)
    R = size * SS
    body = pygame.Rect(SS, SS, R - 2 * SS, R - 3 * SS)
    pygame.draw.rect(big, (0, 0, 0, 110), body.move(SS, SS * 2), border_radius=R // 5)
    pygame.draw.rect(big, (44, 34, 62), body, border_radius=R // 5)
    pygame.draw.rect(big, (70, 56, 96), body.inflate(-R * 0.1, -R * 0.1).move(-SS, -SS), border_radius=R // 6)
    pygame.draw.rect(big, (214, 170, 72), body, SS * 2, border_radius=R // 5)
    pygame.draw.rect(big, (150, 116, 46), body.inflate(-R * 0.16, -R * 0.16), SS, border_radius=R // 7)
    return _down(big, (size, size))


@lru_cache(maxsize=32)
def undermountain_surface(level_name: str, secrets_left: int, size: tuple[int, int] = (280, 190)) -> pygame.Surface:
    """Undermountain: a stone panel with a stairway into the dark, the top level's name and the
    face-down Secret pile with how many are left (size, SRCALPHA)."""
    w, h = size
    base = _stone(size, (84, 80, 84), 21, (40, 22))
    shade = vertical_gradient(size, (200, 200, 210), (90, 88, 100))
    base.blit(shade, (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    surf = rounded_mask(_alpha_copy(base), 14)
    title = outline_text("Undermountain", 24, theme.GOLD, (20, 14, 10), "title", 2)
    surf.blit(title, title.get_rect(midtop=(w / 2, 6)))
    # The level plate under the title.
    plate_y = 6 + title.get_height() + 2
    name = _label(level_name, w - 36, 18, (246, 238, 220))
    plate = pygame.Rect(0, 0, min(w - 16, name.get_width() + 24), name.get_height() + 6)
    plate.midtop = (w / 2, plate_y)
    back = _canvas(*plate.size)
    pygame.draw.rect(back, (20, 16, 18, 190), back.get_rect(), border_radius=plate.h // 2)
    pygame.draw.rect(back, (150, 120, 70, 220), back.get_rect(), 1, border_radius=plate.h // 2)
    surf.blit(back, plate)
    surf.blit(name, name.get_rect(center=plate.center))
    # The stairway at the left, the Secret pile at the right.
    top = plate.bottom + 6
    stair = pygame.Rect(12, top, round(w * 0.42), h - top - 6)
    _stairway(surf, stair)
    col = pygame.Rect(stair.right + 4, top, w - stair.right - 12, h - top - 10)
    tile = max(36, min(56, round(col.h * 0.5)))
    tile_c = (col.centerx, col.y + 4 + tile / 2)
    if secrets_left > 0:
        for i in range(min(secrets_left, 4) - 1, -1, -1):  # the pile, a little taller while it is big
            t = _secret_tile(tile)
            surf.blit(t, t.get_rect(center=(tile_c[0] + i * 2, tile_c[1] + i * 3)))
        mark = outline_text("?", round(tile * 0.6), theme.GOLD, (20, 10, 30), "title", 2)
        surf.blit(mark, mark.get_rect(center=(tile_c[0], tile_c[1] + 1)))
        words = f"{secrets_left} Secret{'s' if secrets_left != 1 else ''} left"
    else:
        slot = pygame.Rect(0, 0, tile, tile)
        slot.center = tile_c
        pygame.draw.rect(surf, (150, 130, 100), slot, 2, border_radius=tile // 5)
        words = "No Secrets left"
    y = tile_c[1] + tile / 2 + 14
    for line in wrap(words, col.w, MIN_TEXT, "bold"):
        label = outline_text(line, MIN_TEXT, (246, 238, 220), (16, 12, 12), "bold", 2)
        surf.blit(label, label.get_rect(midtop=(col.centerx, y)))
        y += label.get_height() - 3
    pygame.draw.rect(surf, (30, 26, 28), surf.get_rect(), 4, border_radius=14)
    pygame.draw.rect(surf, (140, 130, 120), surf.get_rect().inflate(-8, -8), 1, border_radius=11)
    return prepare(surf)


def _chain(surf: pygame.Surface, a, b, link: float, colour) -> None:
    """A chain of alternating links from a to b."""
    dx, dy = b[0] - a[0], b[1] - a[1]
    length = math.hypot(dx, dy)
    ux, uy = dx / length, dy / length
    n = int(length / (link * 0.8))
    dark = darken(colour, 0.6)
    for i in range(n + 1):
        cx, cy = a[0] + ux * i * link * 0.8, a[1] + uy * i * link * 0.8
        if i % 2:
            pygame.draw.line(surf, dark, (cx - ux * link * 0.55, cy - uy * link * 0.55),
                             (cx + ux * link * 0.55, cy + uy * link * 0.55), round(link * 0.42))
            pygame.draw.line(surf, colour, (cx - ux * link * 0.5, cy - uy * link * 0.5),
                             (cx + ux * link * 0.5, cy + uy * link * 0.5), round(link * 0.26))
        else:
            pts = []
            for j in range(20):
                t = j * math.tau / 20
                u, v = math.cos(t) * link * 0.62, math.sin(t) * link * 0.36
                pts.append((cx + u * ux - v * uy, cy + u * uy + v * ux))
            _stroke(surf, dark, pts, link * 0.3)
            _stroke(surf, colour, pts, link * 0.17)


def _dragon_eye(surf: pygame.Surface, c, r: float, open_: bool) -> None:
    top = _bezier((c[0] - r, c[1]), (c[0], c[1] - r * 0.95), (c[0] + r, c[1]), 16)
    bottom = _bezier((c[0] + r, c[1]), (c[0], c[1] + r * 0.95), (c[0] - r, c[1]), 16)
    if not open_:
        _stroke(surf, (20, 14, 12), top, r * 0.1, closed=False)
        return
    eye = top + bottom[1:-1]
    pygame.draw.polygon(surf, (120, 20, 10), eye)
    for i in range(10):
        t = i / 9
        pygame.draw.circle(surf, mix((220, 60, 20), (255, 224, 90), t), c, r * 0.46 * (1 - 0.7 * t) + r * 0.02)
    mask = _poly_mask(surf.get_size(), eye)
    layer = _canvas(*surf.get_size())
    pupil = _bezier((c[0], c[1] - r * 0.44), (c[0] + r * 0.2, c[1]), (c[0], c[1] + r * 0.44), 10)
    pupil += _bezier((c[0], c[1] + r * 0.44), (c[0] - r * 0.2, c[1]), (c[0], c[1] - r * 0.44), 10)[1:-1]
    pygame.draw.polygon(layer, (12, 6, 4, 255), pupil)
    surf.blit(_clip(layer, mask), (0, 0))
    _stroke(surf, (30, 8, 6), eye, r * 0.09)
    pygame.draw.circle(surf, (255, 250, 220), (c[0] - r * 0.16, c[1] - r * 0.2), r * 0.07)


@lru_cache(maxsize=16)
def vault_surface(revealed: bool, difficulty: int, size: tuple[int, int] = (276, 190)) -> pygame.Surface:
    """The Vault of Dragons tile: sealed (dark iron door, chains, 'Sealed') or revealed (a gold
    door with a dragon's eye open, red glow, 'Difficulty N') (size, SRCALPHA)."""
    w, h = size
    base = _stone(size, (70, 58, 58) if revealed else (58, 56, 62), 33, (40, 22))
    base.blit(vertical_gradient(size, (190, 180, 180), (80, 74, 80)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    door_c = (w / 2, h * 0.55)
    door_r = min(w * 0.26, h * 0.34)
    if revealed:
        glow = light(round(door_r * 2.3), (255, 90, 30), 0.9)
        base.blit(glow, glow.get_rect(center=door_c), special_flags=pygame.BLEND_RGB_ADD)
    surf = rounded_mask(_alpha_copy(base), 14)
    # The round door.
    big = _canvas(door_r * 2.4 * SS, door_r * 2.4 * SS)
    c = (big.get_width() / 2, big.get_height() / 2)
    R = door_r * SS
    metal = (222, 176, 64) if revealed else (88, 90, 100)
    pygame.draw.circle(big, (0, 0, 0, 120), (c[0] + SS * 3, c[1] + SS * 5), R * 1.06)
    pygame.draw.circle(big, darken(metal, 0.55), c, R * 1.06)
    for i in range(12):
        t = i / 11
        pygame.draw.circle(big, mix(darken(metal, 0.3), lighten(metal, 0.25), t), (c[0] - R * 0.1 * t, c[1] - R * 0.1 * t),
                           R * (1.0 - 0.25 * t))
    pygame.draw.circle(big, darken(metal, 0.5), c, R * 0.78, SS * 2)
    for i in range(12):  # bolts round the rim
        a = i * math.tau / 12
        p = (c[0] + math.cos(a) * R * 0.89, c[1] + math.sin(a) * R * 0.89)
        pygame.draw.circle(big, darken(metal, 0.55), p, R * 0.07)
        pygame.draw.circle(big, lighten(metal, 0.35), (p[0] - SS, p[1] - SS), R * 0.045)
    for i in range(6):  # spokes of the wheel
        a = i * math.pi / 3 + math.pi / 6
        pygame.draw.line(big, darken(metal, 0.45), (c[0] + math.cos(a) * R * 0.2, c[1] + math.sin(a) * R * 0.2),
                         (c[0] + math.cos(a) * R * 0.7, c[1] + math.sin(a) * R * 0.7), round(SS * 2.5))
    _dragon_eye(big, c, R * 0.55, revealed)
    if not revealed:
        steel = (150, 152, 160)
        _chain(big, (c[0] - R * 1.18, c[1] - R * 0.9), (c[0] + R * 1.18, c[1] + R * 0.9), R * 0.22, steel)
        _chain(big, (c[0] + R * 1.18, c[1] - R * 0.9), (c[0] - R * 1.18, c[1] + R * 0.9), R * 0.22, steel)
        # the padlock where the chains cross
        body = pygame.Rect(0, 0, R * 0.46, R * 0.38)
        body.midtop = (c[0], c[1] + R * 0.02)
        pygame.draw.arc(big, (40, 40, 46), pygame.Rect(c[0] - R * 0.16, c[1] - R * 0.2, R * 0.32, R * 0.44), 0, math.pi,
                        round(R * 0.07))
        pygame.draw.rect(big, (160, 124, 48), body, border_radius=round(R * 0.06))
        pygame.draw.rect(big, (70, 50, 20), body, round(SS * 1.5), border_radius=round(R * 0.06))
        pygame.draw.circle(big, (40, 26, 12), (body.centerx, body.centery - R * 0.03), R * 0.05)
    door = _down(big, (round(big.get_width() / SS), round(big.get_height() / SS)))
    if revealed:  # the hoard spilling out at both sides, behind the door's rim
        rng = random.Random(9)
        for side in (-1, 1):
            for _ in range(18):
                spread = rng.uniform(0, 1)
                x = door_c[0] + side * (door_r * 0.8 + spread * door_r * 0.75)
                y = h - 34 - rng.uniform(0, 30) * (1 - spread)
                coin = icon("gold", rng.choice((14, 16, 18)))
                surf.blit(coin, coin.get_rect(center=(x, y)))
    surf.blit(door, door.get_rect(center=door_c))
    title = outline_text("Vault of Dragons", 24, theme.GOLD if revealed else (214, 206, 190), (24, 12, 8), "title", 2)
    surf.blit(title, title.get_rect(midtop=(w / 2, 6)))
    words = f"Difficulty {difficulty}" if revealed else "Sealed"
    label = _shadowed(words, 20, (255, 240, 210), "bold", offset=1, alpha=220)
    plate = label.get_rect(midbottom=(w / 2, h - 10)).inflate(22, 8)
    back = _canvas(*plate.size)
    fill = (120, 22, 16, 235) if revealed else (26, 24, 30, 230)
    pygame.draw.rect(back, fill, back.get_rect(), border_radius=plate.h // 2)
    pygame.draw.rect(back, (*(theme.GOLD if revealed else (140, 140, 150)), 255), back.get_rect(), 2,
                     border_radius=plate.h // 2)
    surf.blit(back, plate)
    surf.blit(label, label.get_rect(center=(plate.centerx + 1, plate.centery + 1)))
    edge = (60, 20, 12) if revealed else (24, 22, 26)
    pygame.draw.rect(surf, edge, surf.get_rect(), 4, border_radius=14)
    pygame.draw.rect(surf, (200, 150, 70) if revealed else (120, 118, 126), surf.get_rect().inflate(-8, -8), 1,
                     border_radius=11)
    return prepare(surf)


# -- cards and the table ----------------------------------------------------------------------
CARD_WHEN = {
    "fight": "During a Fight",
    "casualties": "When you Suffer Casualties",
    "turn": "On your turn",
    "draw": "When you draw cards",
}
CARD_COLOURS = {"treasure": (190, 144, 48), "magic": (88, 66, 156)}


@lru_cache(maxsize=1)
def _card_flavour() -> dict[str, str]:
    """Flavour lines from the card files (the engine's Card does not keep them)."""
    import tomllib

    from game.vault.content import CONTENT_DIR

    out = {}
    for deck in ("treasure", "magic"):
        try:
            data = tomllib.loads((CONTENT_DIR / f"{deck}.toml").read_text(encoding="utf-8"))
        except (OSError, tomllib.TOMLDecodeError):
            continue
        for item in data.get("card", []):
            if item.get("flavour"):
                out[item["id"]] = item["flavour"]
    return out


@lru_cache(maxsize=256)
def card_data(card_id: str) -> CardData:
    """What the kit's card face shows for a Treasure or Magic Item card."""
    from game.vault.content import load

    card = load().cards[card_id]
    kind = "Treasure" if card.deck == "treasure" else "Magic Item"
    footer = CARD_WHEN.get(card.when, card.when)
    corner = card.klass[:1].upper() if card.klass else ""
    return CardData(id=card.id, name=card.name, text=card.text, kind=kind, corner=corner, footer=footer,
                    flavour=_card_flavour().get(card.id, ""), colour=CARD_COLOURS.get(card.deck))


@lru_cache(maxsize=2)
def felt_background(size: tuple[int, int] = (theme.CANVAS_W, theme.CANVAS_H)) -> pygame.Surface:
    """The table: dark oiled planks, a warm pool of light in the middle, dark corners (opaque).
    Kept in the disk cache between runs, like the menu backdrop."""
    from pathlib import Path

    from scenes.kit import disk_cache

    size = (int(size[0]), int(size[1]))
    return disk_cache.cached_surface("vault-table", size, lambda: _draw_table(size), (Path(__file__),))


def _draw_table(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = _planks(size, (70, 46, 30), 1337, (max(60, h // 9), max(61, h // 7)), 0.9)
    glow = light(round(max(w, h) * 0.5), (255, 160, 80), 0.22, 0.7)
    surf.blit(glow, glow.get_rect(center=(w / 2, h * 0.45)), special_flags=pygame.BLEND_RGB_ADD)
    surf.blit(vignette(size, 70), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return prepare(surf)
