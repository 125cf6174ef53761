"""The bundled DejaVu fonts, loaded once per (face, size)."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.paths import asset

FACES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "title": "DejaVuSerif-Bold.ttf",
}


@lru_cache(maxsize=None)
def font(size: int, face: str = "sans") -> pygame.font.Font:
    """A font of the given pixel size; face is 'sans', 'bold' or 'title'."""
    if not pygame.font.get_init():
        pygame.font.init()
    return pygame.font.Font(str(asset("fonts", FACES[face])), size)


@lru_cache(maxsize=4096)
def render(text: str, size: int, colour: tuple, face: str = "sans") -> pygame.Surface:
    """Rendered text, cached: static labels cost nothing per frame."""
    return font(size, face).render(text, True, colour)
