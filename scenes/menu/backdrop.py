"""The tavern drawn with code: plank wall, warm light, a table with dice, coins, cards, a
tankard and candles, and a wooden frame. Built once per variant and cached; the candle flames
(`Candles`) are drawn apart, at one moment of their flicker, so a screen may hold them still."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import (bevel_frame, darken, lighten, light, mix, outline_text, prepare, vertical_gradient,
                             vignette)
from scenes.kit.fonts import render

W, H = theme.CANVAS_W, theme.CANVAS_H
FRAME = 22
TABLE_Y = 880
CANDLES = ((250, 748), (1672, 760))  # wick tips
WARM = (255, 170, 80)


def _wall(surf: pygame.Surface, rng: random.Random) -> None:
    x = 0
    base = (78, 50, 32)
    while x < W:
        width = rng.randint(110, 150)
        tone = mix(base, (40, 26, 18), rng.random() * 0.35)
        pygame.draw.rect(surf, tone, (x, 0, width, TABLE_Y))
        for _ in range(7):  # grain
            gx = x + rng.randint(8, width - 8)
            pygame.draw.line(surf, darken(tone, 0.12), (gx, 0), (gx + rng.randint(-6, 6), TABLE_Y), 1)
        for _ in range(rng.randint(0, 2)):  # knots
            k = (x + rng.randint(20, width - 20), rng.randint(60, TABLE_Y - 60))
            pygame.draw.ellipse(surf, darken(tone, 0.3), (k[0] - 9, k[1] - 14, 18, 28), 2)
        pygame.draw.line(surf, (28, 18, 12), (x, 0), (x, TABLE_Y), 3)
        pygame.draw.line(surf, lighten(tone, 0.08), (x + 3, 0), (x + 3, TABLE_Y), 1)
        x += width
    # A beam across the wall with pegs.
    beam = pygame.Rect(0, 130, W, 46)
    surf.blit(vertical_gradient(beam.size, (96, 62, 38), (52, 32, 20)), beam)
    pygame.draw.line(surf, (30, 20, 12), beam.bottomleft, beam.bottomright, 3)
    for px in range(180, W, 400):
        pygame.draw.circle(surf, (40, 26, 16), (px, beam.centery), 9)
        pygame.draw.circle(surf, (120, 84, 52), (px - 2, beam.centery - 2), 5)


def _table(surf: pygame.Surface, rng: random.Random) -> None:
    top = pygame.Rect(0, TABLE_Y, W, H - TABLE_Y)
    surf.blit(vertical_gradient(top.size, (126, 82, 46), (70, 42, 24)), top)
    y = TABLE_Y
    while y < H:
        h = rng.randint(46, 62)
        pygame.draw.line(surf, (44, 28, 16), (0, y), (W, y), 2)
        for _ in range(5):
            gy = y + rng.randint(6, h - 6)
            pygame.draw.line(surf, (96, 62, 36), (0, gy), (W, gy + rng.randint(-3, 3)), 1)
        y += h
    pygame.draw.line(surf, (170, 120, 72), (0, TABLE_Y), (W, TABLE_Y), 3)
    shadow = pygame.Surface((W, 26), pygame.SRCALPHA)
    for i in range(26):
        pygame.draw.line(shadow, (0, 0, 0, 110 - i * 4), (0, i), (W, i))
    surf.blit(shadow, (0, TABLE_Y + 2))


def _d6(surf: pygame.Surface, at: tuple[int, int], size: int, colour: tuple) -> None:
    x, y = at
    depth = size // 3
    front = pygame.Rect(x, y + depth, size, size)
    top = [(x, y + depth), (x + depth, y), (x + size + depth, y), (x + size, y + depth)]
    side = [(x + size, y + depth), (x + size + depth, y), (x + size + depth, y + size), (x + size, y + size + depth)]
    pygame.draw.ellipse(surf, (30, 18, 10), (x - 6, y + size + depth - 10, size + depth + 20, 24))
    pygame.draw.polygon(surf, lighten(colour, 0.25), top)
    pygame.draw.polygon(surf, darken(colour, 0.3), side)
    pygame.draw.rect(surf, colour, front, border_radius=6)
    for poly in (top, side):
        pygame.draw.polygon(surf, darken(colour, 0.5), poly, 2)
    pygame.draw.rect(surf, darken(colour, 0.5), front, 2, border_radius=6)
    pip = (30, 24, 24)
    r = max(3, size // 10)
    for dx, dy in ((0.25, 0.25), (0.75, 0.25), (0.5, 0.5), (0.25, 0.75), (0.75, 0.75)):
        pygame.draw.circle(surf, pip, (front.x + front.w * dx, front.y + front.h * dy), r)
    for t in (0.25, 0.5, 0.75):  # three pips on top, squashed by the angle
        cx = x + depth * (1 - t) + size * t + depth * 0.1
        cy = y + depth * (1 - t) + depth * 0.05
        pygame.draw.ellipse(surf, pip, (cx - r, cy - r * 0.45, r * 2, r * 0.9))


def _d20(surf: pygame.Surface, centre: tuple[int, int], radius: int, colour: tuple) -> None:
    cx, cy = centre

    def at(angle: float, r: float) -> tuple[float, float]:
        return cx + math.cos(math.radians(angle)) * r, cy + math.sin(math.radians(angle)) * r

    hexa = [at(-90 + 60 * k, radius) for k in range(6)]
    tri = [at(-90, radius * 0.58), at(30, radius * 0.58), at(150, radius * 0.58)]
    faces = [tri]
    for i in range(3):
        h_at = 2 * i  # hexagon vertex in line with this triangle corner
        faces.append([tri[i], hexa[(h_at - 1) % 6], hexa[h_at]])
        faces.append([tri[i], hexa[h_at], hexa[(h_at + 1) % 6]])
        faces.append([tri[i], hexa[(h_at + 1) % 6], tri[(i + 1) % 3]])
    pygame.draw.ellipse(surf, (30, 18, 10), (cx - radius, cy + radius * 0.7, radius * 2.1, radius * 0.5))
    for face in faces:
        mx = sum(p[0] for p in face) / 3 - cx
        my = sum(p[1] for p in face) / 3 - cy
        norm = math.hypot(mx, my) or 1
        shine = 0.5 + 0.5 * ((-0.6 * mx - 0.8 * my) / norm) if face is not tri else 0.9
        pygame.draw.polygon(surf, mix(darken(colour, 0.45), lighten(colour, 0.15), shine), face)
        pygame.draw.polygon(surf, darken(colour, 0.6), face, 2)
    label = render("20", max(12, radius // 2), theme.GOLD, "bold")
    surf.blit(label, label.get_rect(center=(cx, cy + radius * 0.05)))


def _coins(surf: pygame.Surface, at: tuple[int, int], count: int) -> None:
    x, y = at
    pygame.draw.ellipse(surf, (30, 18, 10), (x - 6, y + 8, 80, 22))
    for i in range(count):
        rect = pygame.Rect(x, y - i * 7, 68, 24)
        pygame.draw.ellipse(surf, (150, 108, 30), rect.move(0, 4))
        pygame.draw.ellipse(surf, (230, 186, 72), rect)
        pygame.draw.ellipse(surf, (170, 126, 40), rect.inflate(-16, -8), 2)


def _tankard(surf: pygame.Surface, at: tuple[int, int]) -> None:
    x, y = at
    body = pygame.Rect(x, y, 120, 150)
    pygame.draw.ellipse(surf, (30, 18, 10), (x - 14, body.bottom - 16, 170, 34))
    pygame.draw.ellipse(surf, (70, 44, 26), (x + 88, y + 28, 76, 94), 16)  # handle
    surf.blit(vertical_gradient(body.size, (140, 92, 52), (88, 56, 30)), body)
    for sx in range(x + 16, body.right - 8, 22):
        pygame.draw.line(surf, (72, 46, 26), (sx, y + 6), (sx, body.bottom - 6), 2)
    for by in (y + 18, body.bottom - 26):
        pygame.draw.rect(surf, (150, 150, 150), (x - 3, by, 126, 12), border_radius=3)
        pygame.draw.line(surf, (210, 210, 210), (x, by + 2), (x + 118, by + 2), 1)
    pygame.draw.ellipse(surf, (250, 244, 224), (x - 4, y - 14, 128, 30))
    for fx, fy, fr in ((10, -14, 16), (38, -20, 18), (70, -18, 17), (98, -12, 15), (24, -4, 12), (84, -2, 13)):
        pygame.draw.circle(surf, (252, 248, 232), (x + fx, y + fy), fr)
    pygame.draw.circle(surf, (252, 248, 232), (x + 4, y + 18), 9)  # a drip over the rim


def _candle(surf: pygame.Surface, wick: tuple[int, int], height: int) -> None:
    x, y = wick
    body = pygame.Rect(x - 22, y + 10, 44, height)
    dish = pygame.Rect(x - 58, body.bottom - 14, 116, 30)
    pygame.draw.ellipse(surf, (30, 18, 10), dish.move(6, 10))
    pygame.draw.ellipse(surf, (150, 110, 44), dish)
    pygame.draw.ellipse(surf, (204, 160, 70), dish.inflate(-12, -10))
    surf.blit(vertical_gradient(body.size, (246, 236, 210), (206, 190, 160)), body)
    pygame.draw.ellipse(surf, (252, 246, 228), (body.x, body.y - 8, body.w, 16))
    for dx, length in ((-14, 34), (6, 58), (15, 22)):
        pygame.draw.line(surf, (240, 230, 204), (x + dx, body.y), (x + dx, body.y + length), 7)
        pygame.draw.circle(surf, (240, 230, 204), (x + dx, body.y + length), 4)
    pygame.draw.line(surf, (40, 30, 24), (x, y + 12), (x, y - 4), 3)


def _fan_of_cards(surf: pygame.Surface, centre: tuple[int, int]) -> None:
    from scenes.kit import cards  # only needed when the backdrop is drawn, not loaded

    back = cards.card_back(cards.MEDIUM, "tavern")
    for angle in (24, 10, -4):
        rotated = pygame.transform.rotozoom(back, angle, 0.85)
        surf.blit(rotated, rotated.get_rect(center=(centre[0] - angle * 4, centre[1])))


@lru_cache(maxsize=4)
def backdrop(variant: str = "title") -> pygame.Surface:
    """The tavern: 'title' has the table dressed; 'plain' is the quieter wall for other menus."""
    from scenes.kit import disk_cache

    return disk_cache.cached_surface(f"backdrop-{variant}", (W, H), lambda: _draw_backdrop(variant),
                                     disk_cache.drawing_sources())


def _draw_backdrop(variant: str) -> pygame.Surface:
    from scenes.kit.tokens import token_surface

    rng = random.Random(7)
    surf = pygame.Surface((W, H))
    _wall(surf, rng)
    _table(surf, rng)
    surf.blit(light(900, WARM, 0.55, 0.7), light(900, WARM, 0.55, 0.7).get_rect(center=(W // 2, 470)),
              special_flags=pygame.BLEND_RGB_ADD)
    if variant == "title":
        for wick in CANDLES:
            glow = light(420, WARM, 0.6)
            surf.blit(glow, glow.get_rect(center=wick), special_flags=pygame.BLEND_RGB_ADD)
        _candle(surf, CANDLES[0], 110)
        _candle(surf, CANDLES[1], 100)
        _d6(surf, (430, 900), 78, (236, 226, 204))
        _d6(surf, (560, 950), 64, (176, 44, 40))
        _d20(surf, (1430, 960), 62, (40, 90, 160))
        _coins(surf, (740, 990), 5)
        _coins(surf, (830, 1010), 2)
        _tankard(surf, (1500, 820))
        _fan_of_cards(surf, (1180, 1000))
        for i, (_name, rgb, symbol) in enumerate(theme.SEAT_COLOURS[:4]):
            tok = token_surface(rgb, symbol, 26)
            surf.blit(tok, (96 + i * 66 + (i % 2) * 10, 968 + (i % 2) * 22))
    surf.blit(vignette((W, H), 70 if variant == "title" else 60), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    bevel_frame(surf, surf.get_rect(), FRAME, (104, 66, 38))
    for cx, cy in ((FRAME // 2, FRAME // 2), (W - FRAME // 2, FRAME // 2), (FRAME // 2, H - FRAME // 2),
                   (W - FRAME // 2, H - FRAME // 2)):
        pygame.draw.circle(surf, (60, 40, 24), (cx, cy), 8)
        pygame.draw.circle(surf, (200, 170, 110), (cx - 1, cy - 1), 5)
    return prepare(surf)


@lru_cache(maxsize=4)
def sign(text: str, size: int = 132) -> pygame.Surface:
    """A hanging wooden sign with `text` carved in gold (the title board)."""
    label = outline_text(text, size, theme.GOLD, (40, 22, 10), "title", 4)
    w, h = label.get_width() + 140, label.get_height() + 70
    surf = pygame.Surface((w, h + 70), pygame.SRCALPHA)
    board = pygame.Rect(0, 70, w, h)
    for x in (90, w - 90):  # chains
        for y in range(0, 76, 14):
            pygame.draw.ellipse(surf, (150, 140, 120), (x - 6, y, 12, 18), 3)
    pygame.draw.rect(surf, (0, 0, 0, 90), board.move(8, 10), border_radius=18)
    plank = vertical_gradient(board.size, (132, 86, 50), (82, 52, 30)).copy()
    rng = random.Random(3)
    for _ in range(14):
        gy = rng.randint(8, board.h - 8)
        pygame.draw.line(plank, (100, 64, 38), (0, gy), (board.w, gy + rng.randint(-4, 4)), 2)
    from scenes.kit.draw import rounded_mask

    surf.blit(rounded_mask(plank.convert_alpha() if pygame.display.get_surface() else plank, 18), board)
    pygame.draw.rect(surf, (50, 30, 16), board, 5, border_radius=18)
    pygame.draw.rect(surf, (170, 124, 74), board.inflate(-16, -16), 2, border_radius=12)
    for x in (90, w - 90):
        pygame.draw.circle(surf, (60, 50, 40), (x, board.y + 12), 8)
        pygame.draw.circle(surf, (190, 180, 160), (x - 1, board.y + 11), 4)
    surf.blit(label, label.get_rect(center=board.center))
    return prepare(surf)


@lru_cache(maxsize=32)
def heading(text: str, size: int = 64) -> pygame.Surface:
    """A page heading in the title face with a dark outline."""
    return prepare(outline_text(text, size, theme.GOLD, (30, 16, 8), "title", 3))


class Candles:
    """The two candle flames of the title backdrop: a few polygons and a flickering glow."""

    def __init__(self, positions=CANDLES) -> None:
        self.positions = positions
        self.clock = 0.0

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw(self, surface: pygame.Surface) -> None:
        for i, (x, y) in enumerate(self.positions):
            t = self.clock * 9 + i * 2.1
            flicker = 0.5 + 0.25 * math.sin(t) + 0.25 * math.sin(t * 2.7 + 1.3)
            level = int(flicker * 5)  # a few cached glow strengths, not one per frame
            glow = light(120, WARM, 0.25 + level * 0.06)
            surface.blit(glow, glow.get_rect(center=(x, y - 20)), special_flags=pygame.BLEND_RGB_ADD)
            sway = math.sin(t * 0.7) * 4
            h = 46 + flicker * 10
            outer = [(x + sway, y - h), (x + 13, y - 14), (x + 10, y + 2), (x, y + 7), (x - 10, y + 2), (x - 13, y - 14)]
            inner = [(x + sway * 0.6, y - h * 0.6), (x + 6, y - 8), (x, y + 3), (x - 6, y - 8)]
            pygame.draw.polygon(surface, (255, 150, 40), outer)
            pygame.draw.polygon(surface, (255, 236, 150), inner)
