"""A rectangle with a tooltip: anything on a table that is drawn in a cached picture but should
still explain itself when the mouse rests on it (watch it with WidgetGroup.watch)."""
from __future__ import annotations

import pygame


class Hotspot:
    def __init__(self, rect, tooltip: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)
