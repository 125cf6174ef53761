"""An on/off switch with a label that says its state in words, not colour alone."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.draw import darken
from scenes.kit.fonts import render
from scenes.kit.widget import Widget


class Toggle(Widget):
    """A switch; on_change(value) runs on every flip (click, Space/Enter when focused, shortcut)."""

    focusable = True

    def __init__(self, rect, value: bool = False, on_change: Callable[[bool], None] | None = None, *,
                 on_text: str = "On", off_text: str = "Off", tooltip: str = "",
                 shortcut: int | None = None) -> None:
        super().__init__(rect, tooltip=tooltip)
        self.value = bool(value)
        self.on_change = on_change
        self.on_text, self.off_text = on_text, off_text
        self.shortcut = shortcut
        self.hovered = False

    def flip(self) -> None:
        if not self.enabled:
            return
        self.value = not self.value
        if self.on_change:
            self.on_change(self.value)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.flip()
            return True
        if event.type == pygame.KEYDOWN:
            if (self.focused and event.key in (pygame.K_SPACE, pygame.K_RETURN)) or (
                    self.shortcut is not None and event.key == self.shortcut):
                self.flip()
                return True
        return False

    def draw(self, surface: pygame.Surface) -> None:
        track = pygame.Rect(self.rect.x, self.rect.centery - 18, 76, 36)
        fill = theme.LEGAL if self.value else darken(theme.PANEL, 0.4)
        if not self.enabled:
            fill = (80, 76, 76)
        pygame.draw.rect(surface, fill, track, border_radius=18)
        edge = theme.HILITE if (self.hovered or self.focused) else theme.PANEL_EDGE
        pygame.draw.rect(surface, edge, track, 2, border_radius=18)
        knob_x = track.right - 18 if self.value else track.x + 18
        pygame.draw.circle(surface, theme.PARCHMENT, (knob_x, track.centery), 14)
        # A tick or a cross inside the knob: the state is readable without colour.
        c = (knob_x, track.centery)
        if self.value:
            pygame.draw.lines(surface, theme.INK, False, [(c[0] - 6, c[1]), (c[0] - 2, c[1] + 5), (c[0] + 7, c[1] - 6)], 3)
        else:
            pygame.draw.line(surface, theme.INK, (c[0] - 5, c[1] - 5), (c[0] + 5, c[1] + 5), 3)
            pygame.draw.line(surface, theme.INK, (c[0] - 5, c[1] + 5), (c[0] + 5, c[1] - 5), 3)
        label = render(self.on_text if self.value else self.off_text, 26,
                       theme.TEXT if self.enabled else theme.TEXT_DIM, "bold")
        surface.blit(label, label.get_rect(midleft=(track.right + 16, track.centery)))
