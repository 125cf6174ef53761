"""Contact sheets: every picture of a game's art laid out in rows on one surface, to look at as a
player would (each game's art has a `sheet` module naming what goes on its sheets)."""
from __future__ import annotations

from pathlib import Path
from typing import Callable

import pygame

from scenes.kit import theme


def grid(pictures: list[pygame.Surface], width: int = 1900, gap: int = 10, ground: tuple = theme.FELT) -> pygame.Surface:
    """`pictures` left to right in rows no wider than `width`, `gap` px apart, on `ground`."""
    x = y = gap
    row_h = 0
    spots = []
    for pic in pictures:
        if x + pic.get_width() > width - gap and x > gap:
            x, y, row_h = gap, y + row_h + gap, 0
        spots.append((pic, (x, y)))
        x += pic.get_width() + gap
        row_h = max(row_h, pic.get_height())
    sheet = pygame.Surface((width, y + row_h + gap))
    sheet.fill(ground)
    for pic, at in spots:
        sheet.blit(pic, at)
    return sheet


def write(sheets: Callable[[], dict[str, pygame.Surface]], argv: list[str]) -> int:
    """Draw `sheets()` headless and save each as OUT_DIR/<name>.png (OUT_DIR is argv[0], else '.')."""
    import os

    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    pygame.init()
    pygame.display.set_mode((8, 8))
    folder = Path(argv[0] if argv else ".")
    folder.mkdir(parents=True, exist_ok=True)
    for name, sheet in sheets().items():
        pygame.image.save(sheet, str(folder / f"{name}.png"))
    return 0
