"""A horizontal slider for a value from 0 to 1 (volume): drag, click, wheel or arrow keys."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.draw import darken
from scenes.kit.fonts import render
from scenes.kit.widget import Widget


class Slider(Widget):
    """on_change(value) runs whenever the value moves; `step` is the key/wheel increment."""

    focusable = True

    def __init__(self, rect, value: float = 0.5, on_change: Callable[[float], None] | None = None, *,
                 step: float = 0.05, tooltip: str = "", show_percent: bool = True) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.value = min(1.0, max(0.0, value))
        self.on_change = on_change
        self.step = step
        self.show_percent = show_percent
        self.dragging = False
        self.hovered = False

    @property
    def track(self) -> pygame.Rect:
        right = 96 if self.show_percent else 16
        return pygame.Rect(self.rect.x + 16, self.rect.centery - 5, self.rect.w - 16 - right, 10)

    def set_value(self, value: float) -> None:
        value = round(min(1.0, max(0.0, value)), 3)
        if value != self.value:
            self.value = value
            if self.on_change:
                self.on_change(value)

    def _value_at(self, x: int) -> float:
        track = self.track
        return (x - track.x) / max(1, track.w)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
            if self.dragging:
                self.set_value(self._value_at(event.pos[0]))
                return True
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.dragging = True
            self.set_value(self._value_at(event.pos[0]))
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self.dragging:
            self.dragging = False
            return True
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.set_value(self.value + self.step * (1 if event.y > 0 else -1))
            return True
        if event.type == pygame.KEYDOWN and self.focused and event.key in (pygame.K_LEFT, pygame.K_RIGHT):
            self.set_value(self.value + self.step * (1 if event.key == pygame.K_RIGHT else -1))
            return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        track = self.track
        pygame.draw.rect(surface, darken(theme.PANEL, 0.5), track, border_radius=5)
        filled = track.copy()
        filled.w = round(track.w * self.value)
        if filled.w:
            pygame.draw.rect(surface, theme.GOLD, filled, border_radius=5)
        pygame.draw.rect(surface, theme.PANEL_EDGE, track, 1, border_radius=5)
        knob = (track.x + filled.w, track.centery)
        ring = theme.HILITE if (self.hovered or self.dragging or self.focused) else theme.PARCHMENT_DARK
        pygame.draw.circle(surface, darken(theme.WOOD_DARK, 0.3), (knob[0], knob[1] + 3), 17)
        pygame.draw.circle(surface, theme.PARCHMENT, knob, 16)
        pygame.draw.circle(surface, ring, knob, 16, 3)
        if self.show_percent:
            label = render(f"{round(self.value * 100)}%", 26, theme.TEXT, "bold")
            surface.blit(label, label.get_rect(midright=(self.rect.right - 4, self.rect.centery)))
