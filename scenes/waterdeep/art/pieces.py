"""The wooden pieces: agents in the seat colours (each colour with its own mark, so colour is
never the only cue), the Ambassador and the Lieutenant, the first player marker and the
building control markers."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes, theme
from scenes.kit.draw import contrast_ink, darken, lighten, prepare
from scenes.kit.shapes import SS
from scenes.kit.tokens import SYMBOLS, symbol_surface, token_surface

NEUTRALS = ("ambassador", "lieutenant")
AMBASSADOR = (236, 232, 222)
LIEUTENANT = (120, 128, 140)


def mark_for(colour) -> str:
    """The mark that goes with a seat colour: the kit's pairing (Orange a sun, Sky blue a moon...)
    for its colours, else a mark chosen from the colour itself (always the same for one colour)."""
    rgb = tuple(colour[:3])
    for _name, seat_rgb, symbol in theme.SEAT_COLOURS:
        if tuple(seat_rgb) == rgb:
            return symbol
    return SYMBOLS[(rgb[0] * 7 + rgb[1] * 5 + rgb[2] * 3) % len(SYMBOLS)]


def _meeple(c, r: float, robe: bool = False) -> list[tuple[float, float]]:
    """A meeple's outline (without the head): arms out, two legs; a robe closes the legs."""
    pts = [(-0.3, -0.34), (-0.86, -0.16), (-0.92, 0.06), (-0.38, 0.08), (-0.66, 0.96), (-0.14, 0.96),
           (0.0, 0.6), (0.14, 0.96), (0.66, 0.96), (0.38, 0.08), (0.92, 0.06), (0.86, -0.16), (0.3, -0.34)]
    if robe:
        pts = [(-0.3, -0.34), (-0.86, -0.16), (-0.92, 0.06), (-0.42, 0.08), (-0.72, 0.96), (0.72, 0.96),
               (0.42, 0.08), (0.92, 0.06), (0.86, -0.16), (0.3, -0.34)]
    return shapes.place(pts, c[0], c[1], r)


def _figure(size: int, colour, robe: bool = False) -> pygame.Surface:
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS * 0.5)
    r = size * SS * 0.47
    body = _meeple(c, r, robe)
    head = (c[0], c[1] - r * 0.6)
    edge = darken(colour, 0.6) if sum(colour) > 180 else lighten(colour, 0.55)
    rim = max(SS * 1.2, r * 0.07)
    shade = [(x + SS * 0.6, y + SS * 1.4) for x, y in body]
    pygame.draw.polygon(big, (0, 0, 0, 100), shade)
    shapes.stroke(big, edge, body, rim * 2)
    pygame.draw.polygon(big, edge, body)
    pygame.draw.circle(big, edge, head, r * 0.34 + rim)
    pygame.draw.polygon(big, colour, shapes.scaled(body, 0.9, (c[0], c[1] + r * 0.2)))
    pygame.draw.circle(big, colour, head, r * 0.34)
    pygame.draw.circle(big, lighten(colour, 0.3), (head[0] - r * 0.1, head[1] - r * 0.1), r * 0.12)
    return big


@lru_cache(maxsize=128)
def agent(colour, size: int = 40, mark: str | None = None) -> pygame.Surface:
    """An agent of a seat: a meeple in the seat colour with the seat's mark on its chest (size x
    size, SRCALPHA). `colour` is an RGB triple, or 'ambassador' / 'lieutenant' for the neutral agents."""
    if isinstance(colour, str):
        return neutral_agent(colour, size)
    colour = tuple(colour[:3])
    big = _figure(size, colour)
    token = shapes.downscale(big, (size, size))
    sym = symbol_surface(mark or mark_for(colour), max(6, round(size * 0.36)), contrast_ink(colour))
    token.blit(sym, sym.get_rect(center=(size / 2, size * 0.56)))
    return prepare(token)


@lru_cache(maxsize=32)
def neutral_agent(which: str, size: int = 40) -> pygame.Surface:
    """The Ambassador (an ivory robed figure with a purple sash and a gold crown) or the Lieutenant
    (a steel-grey figure with a red chevron and a helmet crest)."""
    if which not in NEUTRALS:
        raise KeyError(f"unknown neutral agent {which!r}")
    ambassador = which == "ambassador"
    colour = AMBASSADOR if ambassador else LIEUTENANT
    big = _figure(size, colour, robe=ambassador)
    c = (size * SS / 2, size * SS * 0.5)
    r = size * SS * 0.47
    if ambassador:
        sash = [(c[0] - r * 0.3, c[1] - r * 0.28), (c[0] - r * 0.1, c[1] - r * 0.3), (c[0] + r * 0.48, c[1] + r * 0.7),
                (c[0] + r * 0.28, c[1] + r * 0.76)]
        pygame.draw.polygon(big, (112, 48, 150), sash)
        crown = [(-0.3, -0.78), (-0.34, -1.0), (-0.15, -0.88), (0.0, -1.04), (0.15, -0.88), (0.34, -1.0), (0.3, -0.78)]
        pygame.draw.polygon(big, (222, 176, 52), shapes.place(crown, c[0], c[1], r))
        shapes.stroke(big, (110, 78, 16), shapes.place(crown, c[0], c[1], r), max(1, r * 0.04))
    else:
        chevron = [(-0.42, 0.02), (0.0, -0.26), (0.42, 0.02), (0.42, 0.24), (0.0, -0.04), (-0.42, 0.24)]
        pygame.draw.polygon(big, (190, 36, 40), shapes.place(chevron, c[0], c[1] + r * 0.12, r))
        crest = [(-0.06, -0.9), (0.06, -0.9), (0.1, -1.04), (-0.1, -1.04)]
        pygame.draw.polygon(big, (190, 36, 40), shapes.place(crest, c[0], c[1], r))
        pygame.draw.arc(big, darken(colour, 0.5), pygame.Rect(c[0] - r * 0.36, c[1] - r * 0.96, r * 0.72, r * 0.72),
                        0, math.pi, max(1, round(r * 0.08)))
    return prepare(shapes.downscale(big, (size, size)))


@lru_cache(maxsize=32)
def first_player_marker(size: int = 44) -> pygame.Surface:
    """The first player marker: a deep red disc, a gold rim and a gold crown on it."""
    big = shapes.canvas(size * SS, size * SS)
    c = (size * SS / 2, size * SS / 2 - SS * 0.4)
    r = size * SS * 0.46
    pygame.draw.circle(big, (0, 0, 0, 110), (c[0] + SS * 0.6, c[1] + SS * 1.4), r)
    pygame.draw.circle(big, (150, 110, 30), c, r)
    pygame.draw.circle(big, (236, 196, 92), c, r * 0.94)
    pygame.draw.circle(big, (120, 20, 30), c, r * 0.8)
    pygame.draw.circle(big, (150, 32, 44), (c[0] - r * 0.08, c[1] - r * 0.1), r * 0.6)
    crown = [(-0.6, 0.36), (-0.7, -0.36), (-0.32, 0.0), (0.0, -0.52), (0.32, 0.0), (0.7, -0.36), (0.6, 0.36)]
    pts = shapes.place(crown, c[0], c[1] - r * 0.04, r)
    pygame.draw.polygon(big, (240, 200, 90), pts)
    shapes.stroke(big, (110, 70, 10), pts, r * 0.05)
    band = pygame.Rect(0, 0, r * 1.24, r * 0.22)
    band.midtop = (c[0], c[1] + r * 0.34)
    pygame.draw.rect(big, (214, 164, 48), band, border_radius=max(1, round(r * 0.06)))
    for x in (-0.7, 0.0, 0.7):
        pygame.draw.circle(big, (255, 230, 140), (c[0] + x * r, c[1] - r * 0.04 + (-0.52 if x == 0 else -0.36) * r - r * 0.06),
                           r * 0.08)
    return prepare(shapes.downscale(big, (size, size)))


def control_marker(colour, size: int = 28, mark: str | None = None) -> pygame.Surface:
    """A building control marker: a round token in the owner's colour with the owner's mark."""
    colour = tuple(colour[:3])
    return token_surface(colour, mark or mark_for(colour), max(6, (size - 8) // 2))
