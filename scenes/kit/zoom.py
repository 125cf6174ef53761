"""The large look: right-click a card, a monster, a hero or a tile and it opens big in the middle
of the screen over the shaded table, with a caption under it; any click or Esc closes it.

Every table builds its own pictures (a card face, a tile) and hands them here; this overlay only
shows them. A picture is never shown shorter than a third of the canvas: one drawn smaller is
scaled up once when the look opens (tables should draw their pictures large in the first place)."""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.draw import prepare, soft_shadow
from scenes.kit.fonts import render
from scenes.kit.overlay import Overlay
from scenes.kit.text import wrap_surface

LEAST_H = theme.CANVAS_H // 3  # 360 px: a third of the screen's height
MOST_H = theme.CANVAS_H - 200  # room for the caption and the closing hint
HINT = "Click anywhere or press Esc to close"


def at_least_a_third(picture: pygame.Surface) -> pygame.Surface:
    """`picture`, scaled (keeping its shape) to between a third of the canvas and almost all of it."""
    w, h = picture.get_size()
    target = min(max(h, LEAST_H), MOST_H)
    if target == h or h <= 0:
        return picture
    scale = target / h
    return prepare(pygame.transform.smoothscale(picture, (max(1, round(w * scale)), target)))


class Zoom(Overlay):
    """One picture large, its caption under it; any click, Esc or other key closes the look."""

    name = "zoom"
    shade_alpha = 170

    def __init__(self, app, picture: pygame.Surface, caption: str = "") -> None:
        super().__init__(app)
        self.picture = at_least_a_third(picture)
        self.caption = caption
        self.rect = self.picture.get_rect()

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.KEYDOWN):
            if self.app.stack.top is self:
                self.app.stack.pop()
            return True
        return event.type in (pygame.MOUSEBUTTONUP, pygame.KEYUP, pygame.MOUSEMOTION, pygame.MOUSEWHEEL)

    def draw_static(self, surface: pygame.Surface) -> None:
        below = 40 + (40 if self.caption else 0)
        self.rect = self.picture.get_rect(center=(surface.get_width() // 2, (surface.get_height() - below) // 2))
        surface.blit(soft_shadow(self.rect.size, 30, 24, 140), self.rect.move(-24, -16))
        surface.blit(self.picture, self.rect)
        y = self.rect.bottom + 14
        if self.caption:
            words = wrap_surface(self.caption, 1200, 26, theme.TEXT, "bold", "center")
            surface.blit(words, words.get_rect(midtop=(self.rect.centerx, y)))
            y += words.get_height() + 8
        hint = render(HINT, 22, theme.TEXT_DIM)
        surface.blit(hint, hint.get_rect(midtop=(self.rect.centerx, y)))


def open_zoom(app, picture: pygame.Surface | None, caption: str = "", tooltips=None) -> bool:
    """Open the large look on `picture` (nothing when None), hiding `tooltips` first (anything with
    a hide() method) so the hover tip never shows in the shaded picture under it."""
    if picture is None:
        return False
    if tooltips is not None:
        tooltips.hide()
    app.stack.push(Zoom(app, picture, caption))
    return True
