"""A short note shown right by the pointer, that fades: why a click or a drop did nothing
("Choose 1 more card to keep"), said where the player is looking rather than at the top of the
screen, and never over a table's top bar."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import prepare
from scenes.kit.fonts import render
from scenes.kit.text import wrap_surface

NOTE_SECONDS = 2.5
NOTE_WIDTH = 420
CLEAR_TOP = 80  # px at the top of the canvas kept clear for a table's top bar (70 px at most)


@lru_cache(maxsize=64)
def note_surface(text: str) -> pygame.Surface:
    """The note's box: a warning mark and the words, on parchment with a red edge (cached)."""
    mark = render("\u26a0", 24, theme.DANGER, "bold")
    body = wrap_surface(text, NOTE_WIDTH, 22, theme.INK)
    pad = 12
    w = mark.get_width() + 10 + body.get_width() + pad * 2
    h = max(mark.get_height(), body.get_height()) + pad * 2
    surf = pygame.Surface((w, h), pygame.SRCALPHA)
    pygame.draw.rect(surf, theme.PARCHMENT, surf.get_rect(), border_radius=8)
    pygame.draw.rect(surf, theme.DANGER, surf.get_rect(), 3, border_radius=8)
    surf.blit(mark, (pad, pad))
    surf.blit(body, (pad + mark.get_width() + 10, pad))
    return prepare(surf)


def note_rect(size, pos, area: pygame.Rect) -> pygame.Rect:
    """Where a note of `size` goes for a pointer at `pos`: above and right of the tip, else
    left of it or below it; always inside `area` below the top bar's band."""
    rect = pygame.Rect(0, 0, *size)
    rect.bottomleft = (pos[0] + 16, pos[1] - 12)
    room = pygame.Rect(area.x + 8, max(area.y, CLEAR_TOP) + 8, area.w - 16, area.bottom - max(area.y, CLEAR_TOP) - 16)
    if rect.right > room.right:
        rect.right = pos[0] - 16
    if rect.top < room.top:
        rect.top = pos[1] + 24
    return rect.clamp(room)


class PointerNote:
    """One note at a time: show(text, pos), then update(dt) and draw(surface) each frame."""

    def __init__(self) -> None:
        self.text = ""
        self.pos = (0, 0)
        self.age = 0.0

    def show(self, text: str, pos) -> None:
        self.text, self.pos, self.age = text, (int(pos[0]), int(pos[1])), 0.0

    def hide(self) -> None:
        self.text = ""

    @property
    def showing(self) -> bool:
        return bool(self.text)

    def update(self, dt: float) -> None:
        if self.text:
            self.age += dt
            if self.age >= NOTE_SECONDS:
                self.text = ""

    def rect(self, area: pygame.Rect) -> pygame.Rect | None:
        """Where the note shows now (None when it does not)."""
        return note_rect(note_surface(self.text).get_size(), self.pos, area) if self.text else None

    def draw(self, surface: pygame.Surface) -> None:
        if not self.text:
            return
        box = note_surface(self.text)
        fade = min(1.0, (NOTE_SECONDS - self.age) / 0.4)
        box.set_alpha(int(255 * fade))
        surface.blit(box, self.rect(surface.get_rect()))
