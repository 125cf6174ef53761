"""Toasts: short messages that fade out above every scene, below any table's top bar. A toast
shown `at` a point (a refusal) is drawn as a pointer note there instead, one at a time."""
from __future__ import annotations

import logging
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.pointer_note import CLEAR_TOP, NOTE_SECONDS, note_rect, note_surface
from scenes.kit.text import wrap_surface

log = logging.getLogger("tavern.toast")  # an error shown to the player also goes to the log file
TOAST_SECONDS = 3.0
MAX_WIDTH = 1100  # px of text before a toast wraps onto another line


@dataclass
class Toast:
    text: str
    kind: str = "info"  # info | error | success
    age: float = 0.0
    at: tuple[int, int] | None = None  # by the pointer (a refusal), else in the stack at the top

    @property
    def seconds(self) -> float:
        return NOTE_SECONDS if self.at is not None else TOAST_SECONDS


class Toasts:
    """A queue of toasts drawn at the top centre of the canvas, under the top bar's band; a toast
    shown `at` a point is a note by the pointer (the latest one only)."""

    def __init__(self, limit: int = 4) -> None:
        self.items: list[Toast] = []
        self.limit = limit

    def show(self, text: str, kind: str = "info", at=None) -> None:
        if kind == "error":
            log.warning("%s", text)
        if at is not None:
            self.items = [t for t in self.items if t.at is None]
            at = (int(at[0]), int(at[1]))
        self.items.append(Toast(text, kind, at=at))
        del self.items[: -self.limit]

    @property
    def note(self) -> Toast | None:
        """The note by the pointer now showing, if any."""
        return next((t for t in self.items if t.at is not None), None)

    def update(self, dt: float) -> None:
        for toast in self.items:
            toast.age += dt
        self.items = [t for t in self.items if t.age < t.seconds]

    def placed(self, area: pygame.Rect) -> list[tuple[Toast, pygame.Surface, pygame.Rect]]:
        """Each toast with its box and where it is drawn in `area` (the canvas)."""
        out = []
        y = CLEAR_TOP + 4
        for toast in self.items:
            if toast.at is not None:
                box = note_surface(toast.text)
                out.append((toast, box, note_rect(box.get_size(), toast.at, area)))
                continue
            box = _panel(toast.text, toast.kind)
            rect = box.get_rect(midtop=(area.centerx, y))
            out.append((toast, box, rect))
            y += rect.height + 10
        return out

    def draw(self, surface: pygame.Surface) -> None:
        for toast, box, rect in self.placed(surface.get_rect()):
            box.set_alpha(int(255 * min(1.0, (toast.seconds - toast.age) / 0.4)))
            surface.blit(box, rect)


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
