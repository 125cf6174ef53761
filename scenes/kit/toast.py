"""Toasts: short messages that fade out above every scene."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.text import wrap_surface

TOAST_SECONDS = 3.0
MAX_WIDTH = 1100  # px of text before a toast wraps onto another line


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
            panel = _panel(toast.text, toast.kind)
            box = panel.get_rect(midtop=(theme.CANVAS_W // 2, y))
            fade = min(1.0, (TOAST_SECONDS - toast.age) / 0.4)
            panel.set_alpha(int(255 * fade))
            surface.blit(panel, box)
            y += box.height + 10


@lru_cache(maxsize=64)
def _panel(text: str, kind: str) -> pygame.Surface:
    """One toast's box, rendered once; a long message (an engine's reason) wraps."""
    colour = {"error": theme.DANGER, "success": theme.LEGAL}.get(kind, theme.GOLD)
    # A glyph as well as a colour, so the kind reads without colour vision.
    icon = render({"error": "\u26a0", "success": "\u2713"}.get(kind, "\u2022"), 28, colour, "bold")
    label = wrap_surface(text, MAX_WIDTH, 28, theme.TEXT, "sans", "left")
    indent = icon.get_width() + 14
    panel = pygame.Surface((label.get_width() + 48 + indent, label.get_height() + 24), pygame.SRCALPHA)
    panel.fill((*theme.PANEL, 235))
    pygame.draw.rect(panel, colour, panel.get_rect(), 3, border_radius=10)
    panel.blit(icon, (22, 12))
    panel.blit(label, (24 + indent, 12))
    return panel
