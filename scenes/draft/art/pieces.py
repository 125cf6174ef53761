"""The tavern table the game is played on: dark walnut boards with a worn leather mat in the
middle, calm in colour and contrast so the cards read on it."""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

import pygame

from scenes.kit.draw import darken, lighten, prepare, rounded_gradient, vignette
from scenes.kit.wood import planks


def _draw_table(size: tuple[int, int]) -> pygame.Surface:
    w, h = size
    surf = planks(size, (84, 56, 38), 31, (max(40, h // 12), max(41, h // 9)), 0.45)
    mat = pygame.Rect(0, 0, int(w * 0.9), int(h * 0.84))
    mat.center = (w // 2, h // 2)
    leather = (62, 74, 56)
    surf.blit(rounded_gradient(mat.size, lighten(leather, 0.08), darken(leather, 0.18), max(8, h // 30)), mat)
    stitch = mat.inflate(-max(10, h // 50) * 2, -max(10, h // 50) * 2)
    dash = max(6, w // 160)
    colour = lighten(leather, 0.28)
    for x in range(stitch.x, stitch.right, dash * 2):
        for y in (stitch.y, stitch.bottom):
            pygame.draw.line(surf, colour, (x, y), (min(x + dash, stitch.right), y), max(1, h // 540))
    for y in range(stitch.y, stitch.bottom, dash * 2):
        for x in (stitch.x, stitch.right):
            pygame.draw.line(surf, colour, (x, y), (x, min(y + dash, stitch.bottom)), max(1, h // 540))
    surf.blit(vignette(size, max(20, h // 12)), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
    return prepare(surf)


@lru_cache(maxsize=2)
def table_surface(size: tuple[int, int]) -> pygame.Surface:
    """The table top, kept in the disk cache between runs."""
    from scenes.kit import disk_cache

    here = Path(__file__).parent
    return disk_cache.cached_surface("draft-table", size, lambda: _draw_table(size), (here, here.parent.parent / "kit"))
