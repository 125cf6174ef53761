"""A one-line text field (seat names): click to focus, type, Backspace, Enter or Esc to finish."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.fonts import font, render
from scenes.kit.widget import Widget

BLINK = 0.55


class TextInput(Widget):
    """An editable single line. on_change(text) runs after every edit."""

    focusable = True

    def __init__(self, rect, text: str = "", *, max_len: int = 20, placeholder: str = "",
                 on_change: Callable[[str], None] | None = None, text_size: int = 26,
                 tooltip: str = "") -> None:
        super().__init__(rect, tooltip=tooltip)
        self.text = text[:max_len]
        self.max_len = max_len
        self.placeholder = placeholder
        self.on_change = on_change
        self.text_size = text_size
        self.hovered = False
        self._blink = 0.0
        self._caret_drawn = False  # whether the caret was on in the last picture

    def set_text(self, text: str) -> None:
        self.text = text[: self.max_len]
        if self.on_change:
            self.on_change(self.text)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.contains(event.pos)
            return False
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1 and self.contains(event.pos):
            self.focused = self.enabled
            if self.focused:
                pygame.key.start_text_input()
            self._blink = 0.0
            return True
        if not self.focused:
            return False
        if event.type == pygame.TEXTINPUT:
            text = "".join(ch for ch in event.text if ch.isprintable())
            if text:
                self.set_text(self.text + text)
            self._blink = 0.0
            return True
        if event.type == pygame.KEYDOWN:
            if event.key == pygame.K_BACKSPACE:
                if event.mod & pygame.KMOD_CTRL:
                    self.set_text(self.text.rstrip().rpartition(" ")[0])
                else:
                    self.set_text(self.text[:-1])
            elif event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_ESCAPE):
                self.focused = False
            self._blink = 0.0
            return True  # typing never triggers a button's shortcut
        return event.type in (pygame.KEYUP, pygame.TEXTEDITING)

    def update(self, dt: float) -> None:
        self._blink = (self._blink + dt) % (BLINK * 2)

    @property
    def moving(self) -> bool:
        """True when the caret has blinked on or off since it was drawn (see Scene.moving)."""
        return self.focused and (self._blink < BLINK) != self._caret_drawn

    def draw(self, surface: pygame.Surface) -> None:
        edge = theme.HILITE if self.focused else (theme.GOLD if self.hovered else theme.PANEL_EDGE)
        pygame.draw.rect(surface, (250, 244, 228), self.rect, border_radius=8)
        pygame.draw.rect(surface, edge, self.rect, 3 if self.focused else 2, border_radius=8)
        pad = 14
        inner = self.rect.inflate(-pad * 2, 0)
        if self.text:
            label = render(self.text, self.text_size, theme.INK)
        else:
            label = render(self.placeholder or " ", self.text_size, theme.TEXT_DIM)
        y = self.rect.centery - label.get_height() // 2
        # Keep the end of a long name (where the caret is) in view.
        shift = max(0, label.get_width() - inner.w)
        surface.blit(label, (inner.x, y), area=pygame.Rect(shift, 0, inner.w, label.get_height()))
        self._caret_drawn = self._blink < BLINK
        if self.focused and self._blink < BLINK:
            width = font(self.text_size).size(self.text)[0] - shift if self.text else 0
            x = inner.x + width + 2
            pygame.draw.line(surface, theme.INK, (x, y + 4), (x, y + label.get_height() - 4), 2)
