"""What the table lights on the dungeon, drawn over the tiles each frame: reachable spaces with
their cost, a path, the hovered space, rings round the selected hero and round the figures a
card can reach, and the torchlight the heroes carry. Every surface here is cached per space
size (numbers through the font cache), so a frame only blits and draws a few lines."""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache

import pygame

from scenes.kit.draw import light
from scenes.kit.fonts import render

Cell = tuple[int, int]
REACH = (120, 220, 140)
PATH = (255, 214, 102)
TARGET = (235, 70, 50)
FRIEND = (110, 200, 255)
IDLE_FRIEND = (120, 128, 140)  # a hero the card may be used on but would do nothing for
SELECTED = (255, 214, 102)
TORCH = (120, 74, 30)


@dataclass
class Highlights:
    """What to light: spaces a move may end on {cell: cost}, the path to the hovered one, monsters
    a power may target (uids), heroes it may help (indexes), the selected hero, the hovered space."""

    reach: dict[Cell, int] = field(default_factory=dict)
    path: list[Cell] = field(default_factory=list)
    targets: frozenset[str] = frozenset()
    heroes: frozenset[int] = frozenset()
    idle: frozenset[int] = frozenset()  # lit heroes the card would do nothing for (a dimmer ring)
    selected: int | None = None
    hover: Cell | None = None


@lru_cache(maxsize=16)
def lit_space(px: int) -> pygame.Surface:
    """A reachable space: a soft green wash with a bright inner edge."""
    s = pygame.Surface((px, px), pygame.SRCALPHA)
    s.fill((*REACH, 64))
    pygame.draw.rect(s, (*REACH, 190), s.get_rect().inflate(-4, -4), max(1, px // 24), border_radius=max(2, px // 8))
    return s


@lru_cache(maxsize=16)
def hover_space(px: int) -> pygame.Surface:
    s = pygame.Surface((px, px), pygame.SRCALPHA)
    s.fill((255, 255, 255, 36))
    pygame.draw.rect(s, (255, 246, 220, 230), s.get_rect(), max(2, px // 16), border_radius=max(2, px // 10))
    return s


@lru_cache(maxsize=256)
def cost_label(cost: int, px: int) -> pygame.Surface:
    """The cost number of a reachable space, with a dark outline so it reads on any stone."""
    size = max(10, int(px * 0.34))
    front = render(str(cost), size, (236, 255, 236), "bold")
    back = render(str(cost), size, (10, 30, 14), "bold")
    s = pygame.Surface((front.get_width() + 2, front.get_height() + 2), pygame.SRCALPHA)
    for dx, dy in ((0, 1), (2, 1), (1, 0), (1, 2)):
        s.blit(back, (dx, dy))
    s.blit(front, (1, 1))
    return s


def warm_jobs(px: int) -> list:
    """Calls that prepare this module's cached pictures for a space of `px`."""
    return [lambda: light(torch_radius(px), TORCH, 0.9), lambda: lit_space(px), lambda: hover_space(px)]


TORCH_MOST = 200  # px: a torch's reach on screen stops growing past this (a glow is blended pixel by pixel)


def torch_radius(px: int) -> int:
    return min(int(px * 2.4), TORCH_MOST)


def torchlight(surface: pygame.Surface, centres, px: int) -> None:
    """Warm light around every hero (added, so the stone brightens where they stand)."""
    glow = light(torch_radius(px), TORCH, 0.9)
    view = surface.get_clip()
    r = glow.get_width() // 2
    for c in centres:
        if not view.inflate(2 * r, 2 * r).collidepoint(c):
            continue  # a glow wholly off screen costs nothing
        surface.blit(glow, glow.get_rect(center=c), special_flags=pygame.BLEND_RGB_ADD)


def reach(surface: pygame.Surface, camera, costs: dict) -> None:
    px = camera.space
    ox, oy = camera.origin()
    wash = lit_space(px)
    view = camera.viewport
    for (x, y), cost in costs.items():
        at = (ox + x * px, oy + y * px)
        if not (view.left - px < at[0] < view.right and view.top - px < at[1] < view.bottom):
            continue
        surface.blit(wash, at)
        label = cost_label(cost, px)
        surface.blit(label, (at[0] + px - label.get_width() - 2, at[1] + 1))


def path(surface: pygame.Surface, camera, cells: list) -> None:
    """The route as a gold line through the spaces' centres, ending in a ring."""
    if len(cells) < 2:
        return
    px = camera.space
    pts = [camera.to_screen(x + 0.5, y + 0.5) for x, y in cells]
    width = max(3, px // 9)
    pygame.draw.lines(surface, (40, 26, 8), False, pts, width + 4)
    pygame.draw.lines(surface, PATH, False, pts, width)
    for p in pts[1:-1]:
        pygame.draw.circle(surface, PATH, p, width * 0.9)
    pygame.draw.circle(surface, (40, 26, 8), pts[-1], px * 0.3, width + 2)
    pygame.draw.circle(surface, PATH, pts[-1], px * 0.3, width)


def hover(surface: pygame.Surface, camera, cell) -> None:
    rect = camera.cell_rect(cell)
    if camera.viewport.colliderect(rect):
        surface.blit(hover_space(camera.space), rect)


def ring(surface: pygame.Surface, centre, radius: float, colour, t: float, pulse: bool = True) -> None:
    """A ring round a figure; pulsing rings breathe in and out so they catch the eye."""
    r = radius * (1.0 + (0.06 * math.sin(t * 5.0) if pulse else 0.0))
    width = max(2, int(radius * 0.14))
    pygame.draw.circle(surface, (20, 10, 6), centre, r + 2, width + 3)
    pygame.draw.circle(surface, colour, centre, r, width)
