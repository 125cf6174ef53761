"""Toasts: short messages that fade out above every scene."""
from __future__ import annotations

from dataclasses import dataclass

import pygame

from scenes.kit import theme
from scenes.kit.fonts import render

TOAST_SECONDS = 3.0


@dataclass
class Toast:
    text: str
    kind: str = "info"  # info | error | success
    age: float = 0.0


class Toasts:
    """A queue of toasts drawn at the top centre of the canvas."""

    def __init__(self, limit: int = 4) -> None:
        self.items: list[Toast] = []
        self.limit = limit

    def show(self, text: str, kind: str = "info") -> None:
        self.items.append(Toast(text, kind))
        del self.items[: -self.limit]

    def update(self, dt: float) -> None:
        for toast in self.items:
            toast.age += dt
        self.items = [t for t in self.items if t.age < TOAST_SECONDS]

    def draw(self, surface: pygame.Surface) -> None:
        y = 24
        for toast in self.items:
            colour = {"error": theme.DANGER, "success": theme.LEGAL}.get(toast.kind, theme.GOLD)
            label = render(toast.text, 28, theme.TEXT)
            box = pygame.Rect(0, 0, label.get_width() + 48, label.get_height() + 24)
            box.midtop = (theme.CANVAS_W // 2, y)
            fade = min(1.0, (TOAST_SECONDS - toast.age) / 0.4)
            panel = pygame.Surface(box.size, pygame.SRCALPHA)
            panel.fill((*theme.PANEL, int(235 * fade)))
            pygame.draw.rect(panel, (*colour, int(255 * fade)), panel.get_rect(), 3, border_radius=10)
            label.set_alpha(int(255 * fade))
            panel.blit(label, (24, 12))
            surface.blit(panel, box)
            y += box.height + 10
