"""A row of mutually exclusive options (dice speed, window size)."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from scenes.kit import theme
from scenes.kit.draw import darken, lighten
from scenes.kit.fonts import font, render
from scenes.kit.widget import Widget


class Choice(Widget):
    """Segments labelled from `options` [(label, value), ...]; on_change(value) when one is picked."""

    focusable = True

    def __init__(self, rect, options: Sequence[tuple[str, Any]], value: Any = None,
                 on_change: Callable[[Any], None] | None = None, *, tooltip: str = "",
                 text_size: int = 24) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.options = list(options)
        values = [v for _, v in self.options]
        self.value = value if value in values else values[0]
        self.on_change = on_change
        self.text_size = text_size
        self.hover_index: int | None = None

    def segments(self) -> list[pygame.Rect]:
        n = len(self.options)
        w = self.rect.w / n
        return [pygame.Rect(round(self.rect.x + i * w), self.rect.y, round(w) - 6, self.rect.h) for i in range(n)]

    @property
    def index(self) -> int:
        return [v for _, v in self.options].index(self.value)

    def pick(self, index: int) -> None:
        if not self.enabled:
            return
        value = self.options[index % len(self.options)][1]
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def _index_at(self, pos) -> int | None:
        return next((i for i, r in enumerate(self.segments()) if r.collidepoint(pos)), None)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hover_index = self._index_at(event.pos) if self.visible else None
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            index = self._index_at(event.pos)
            if index is not None:
                self.pick(index)
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.pick(self.index + (1 if event.key == pygame.K_RIGHT else -1))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        chosen = self.index
        for i, (rect, (label, _)) in enumerate(zip(self.segments(), self.options)):
            on = i == chosen
            fill = theme.GOLD if on else darken(theme.PANEL, 0.3)
            if i == self.hover_index and not on:
                fill = lighten(fill, 0.12)
            pygame.draw.rect(surface, fill, rect, border_radius=8)
            edge = theme.HILITE if (on or i == self.hover_index) else theme.PANEL_EDGE
            pygame.draw.rect(surface, edge, rect, 3 if on else 2, border_radius=8)
            face = "bold" if on and font(self.text_size, "bold").size(label)[0] <= rect.w - 8 else "sans"
            text = render(label, self.text_size, theme.INK if on else theme.TEXT, face)
            surface.blit(text, text.get_rect(center=rect.center))
        if self.focused:
            pygame.draw.rect(surface, theme.HILITE, self.rect.inflate(10, 10), 1, border_radius=10)
