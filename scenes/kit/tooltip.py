"""Tooltips: a short text box that appears after the mouse rests on something."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import prepare
from scenes.kit.text import wrap_surface

TOOLTIP_WIDTH = 460


@lru_cache(maxsize=256)
def tooltip_surface(text: str) -> pygame.Surface:
    """The rendered tooltip box for `text` (cached)."""
    body = wrap_surface(text, TOOLTIP_WIDTH, 22, theme.INK)
    pad = 12
    surf = pygame.Surface((body.get_width() + pad * 2, body.get_height() + pad * 2), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, theme.PARCHMENT, rect, border_radius=8)
    pygame.draw.rect(surf, theme.WOOD_DARK, rect, 2, border_radius=8)
    surf.blit(body, (pad, pad))
    return prepare(surf)


class TooltipLayer:
    """Tracks what the mouse rests on; after `delay` seconds shows its tooltip near the pointer.

    Anything with a non-empty `tooltip` attribute qualifies (widgets, card sprites...).
    """

    def __init__(self, delay: float = 0.45) -> None:
        self.delay = delay
        self.subject = None
        self.rest = 0.0
        self.pos = (0, 0)

    def hide(self) -> None:
        self.subject = None
        self.rest = 0.0

    def update(self, dt: float, subject, pos) -> None:
        if subject is not None and not getattr(subject, "tooltip", ""):
            subject = None
        if subject is not self.subject:
            self.subject, self.rest = subject, 0.0
        elif subject is not None:
            self.rest += dt
        self.pos = pos

    @property
    def showing(self) -> bool:
        return self.subject is not None and self.rest >= self.delay

    @property
    def text(self) -> str:
        return getattr(self.subject, "tooltip", "") if self.showing else ""

    def draw(self, surface: pygame.Surface) -> None:
        if not self.showing:
            return
        box = tooltip_surface(self.subject.tooltip)
        rect = box.get_rect(topleft=(self.pos[0] + 18, self.pos[1] + 26))
        area = surface.get_rect()
        if rect.right > area.right - 8:
            rect.right = self.pos[0] - 8
        if rect.bottom > area.bottom - 8:
            rect.bottom = self.pos[1] - 8
        surface.blit(box, rect.clamp(area))
