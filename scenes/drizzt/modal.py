"""Small pieces the setup screen's pickers share: a clickable thing with hover, and a modal
overlay that holds a widget group and closes itself."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.draw import darken, lighten
from scenes.kit.overlay import Overlay
from scenes.kit.widget import Widget, WidgetGroup


class Clickable(Widget):
    """A widget with hover; left click calls on_click(1), right click on_click(-1) (not while disabled)."""

    def __init__(self, rect, on_click: Callable[[int], None], *, tooltip: str = "", enabled: bool = True) -> None:
        super().__init__(rect, tooltip=tooltip, enabled=enabled)
        self.on_click = on_click
        self.hovered = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
        elif event.type == pygame.MOUSEBUTTONDOWN and event.button in (1, 3) and self.contains(event.pos):
            if self.enabled:
                self.on_click(1 if event.button == 1 else -1)
            return True
        return False

    def frame(self, surface: pygame.Surface, fill: float = 0.06) -> None:
        """A rounded panel-coloured box that lights up under the mouse."""
        pygame.draw.rect(surface, lighten(theme.PANEL, fill + (0.08 if self.hovered else 0)), self.rect,
                         border_radius=10)
        edge = theme.HILITE if self.hovered else darken(theme.PANEL_EDGE, 0.15)
        pygame.draw.rect(surface, edge, self.rect, 2, border_radius=10)


class ModalPicker(Overlay):
    """A modal overlay with its own widgets (self.ui); draw_content() draws what changes."""

    shade_alpha = 170

    def __init__(self, app) -> None:
        super().__init__(app)
        self.ui = WidgetGroup()

    def close(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def handle(self, event: pygame.event.Event) -> bool:
        self.ui.handle(event)
        return True  # modal: nothing below hears anything

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw_content(self, surface: pygame.Surface) -> None:
        """Draw what changes while the picker is up (between the snapshot and the widgets)."""

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.draw_content(surface)
        self.ui.draw(surface)
