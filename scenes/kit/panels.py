"""Panels: framed backgrounds for groups of widgets, rendered once per size and style."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import darken, lighten, prepare, rounded_gradient, soft_shadow
from scenes.kit.fonts import render

STYLES = {
    # style: (top colour, bottom colour, edge colour, title colour)
    "dark": (lighten(theme.PANEL, 0.06), darken(theme.PANEL, 0.25), theme.PANEL_EDGE, theme.GOLD),
    "parchment": (theme.PARCHMENT, theme.PARCHMENT_DARK, theme.WOOD_DARK, theme.WOOD_DARK),
    "wood": (lighten(theme.WOOD, 0.08), theme.WOOD_DARK, darken(theme.WOOD_DARK, 0.4), theme.GOLD),
    "felt": (theme.FELT, theme.FELT_DARK, darken(theme.FELT_DARK, 0.4), theme.PARCHMENT),
}


@lru_cache(maxsize=128)
def panel_surface(size: tuple[int, int], style: str = "dark", title: str = "", radius: int = 14,
                  alpha: int = 255) -> pygame.Surface:
    """A panel: gradient fill, double edge, optional title band (cached)."""
    top, bottom, edge, title_colour = STYLES[style]
    w, h = size
    surf = rounded_gradient(size, top, bottom, radius)
    pygame.draw.rect(surf, edge, surf.get_rect(), 3, border_radius=radius)
    pygame.draw.rect(surf, (*lighten(edge, 0.3), 90), surf.get_rect().inflate(-10, -10), 1,
                     border_radius=max(2, radius - 5))
    if title:
        label = render(title, 30, title_colour, "title")
        surf.blit(label, label.get_rect(midtop=(w // 2, 18)))
        y = 18 + label.get_height() + 10
        pygame.draw.line(surf, (*edge, 160), (28, y), (w - 28, y), 2)
    if alpha < 255:
        surf.fill((255, 255, 255, alpha), special_flags=pygame.BLEND_RGBA_MULT)
    return prepare(surf)


def title_height(title: str) -> int:
    """Pixels from a panel's top to below its title rule (where content may start)."""
    return 18 + render(title, 30, theme.GOLD, "title").get_height() + 22 if title else 16


class Panel:
    """A framed panel at `rect` with a drop shadow; draw() is two blits."""

    def __init__(self, rect, *, style: str = "dark", title: str = "", shadow: bool = True,
                 alpha: int = 255) -> None:
        self.rect = pygame.Rect(rect)
        self.style = style
        self.title = title
        self.shadow = shadow
        self.alpha = alpha

    @property
    def content(self) -> pygame.Rect:
        """The area inside the frame and below the title."""
        top = title_height(self.title)
        return pygame.Rect(self.rect.x + 24, self.rect.y + top, self.rect.w - 48, self.rect.h - top - 20)

    def draw(self, surface: pygame.Surface) -> None:
        if self.shadow:
            spread = 14
            surface.blit(soft_shadow(self.rect.size, 14, spread), (self.rect.x - spread + 4, self.rect.y - spread + 8))
        surface.blit(panel_surface(self.rect.size, self.style, self.title, 14, self.alpha), self.rect)
