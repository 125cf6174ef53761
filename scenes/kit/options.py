"""A panel of choices: a question, then one button per option, in pages when there are many.

Tables use it for whatever the engine is asking now ("Which of your Followers die?") and for
the menu of actions at a clicked place. The caller supplies labels and callbacks; legality is
the engine's business.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.panels import panel_surface
from scenes.kit.text import wrap_surface
from scenes.kit.widget import WidgetGroup


@dataclass(frozen=True)
class Option:
    label: str
    choose: Callable[[], None]
    tooltip: str = ""
    style: str = "normal"
    enabled: bool = True


class OptionPanel:
    """A framed question with its options as buttons (columns x rows per page)."""

    def __init__(self, rect, *, columns: int = 2, row_h: int = 50, gap: int = 8, text_size: int = 21,
                 fit: bool = False) -> None:
        self.rect = pygame.Rect(rect)
        self.most_h = self.rect.h  # with fit, the panel shrinks to its question and options, up to this
        self.fit = fit
        self.columns = columns
        self.row_h = row_h
        self.gap = gap
        self.text_size = text_size
        self.ui = WidgetGroup()
        self.question = ""
        self.note = ""
        self.options: list[Option] = []
        self.page = 0
        self._frame: pygame.Surface | None = None
        self._text: pygame.Surface | None = None

    # -- content --------------------------------------------------------------------------
    def show(self, question: str, options: list[Option], note: str = "") -> None:
        """Replace the question and options (keeps the page when the options are the same)."""
        same = [o.label for o in options] == [o.label for o in self.options]
        self.question, self.note, self.options = question, note, list(options)
        if not same:
            self.page = 0
        self._text = None
        if self.fit:
            rows = -(-len(self.options) // self.columns)
            wanted = 14 + self._text_surface().get_height() + 10 + rows * (self.row_h + self.gap) - self.gap + 14
            h = max(120, min(self.most_h, wanted))
            if h != self.rect.h:
                self.rect.h = h
                self._frame = None
        self._lay_out()

    @property
    def per_page(self) -> int:
        rows = max(1, (self.rect.bottom - self._buttons_top() - 12 + self.gap) // (self.row_h + self.gap))
        return rows * self.columns

    def _text_surface(self) -> pygame.Surface:
        if self._text is None:
            text = self.question + (f"\n{self.note}" if self.note else "")
            self._text = wrap_surface(text, self.rect.w - 32, 22, theme.TEXT) if text else pygame.Surface((1, 1),
                                                                                                        pygame.SRCALPHA)
        return self._text

    def _buttons_top(self) -> int:
        if not (self.question or self.note):
            return self.rect.y + 12  # buttons only: no room kept for words
        return self.rect.y + 14 + self._text_surface().get_height() + 10

    def _lay_out(self) -> None:
        self.ui.clear()
        per = self.per_page
        pages = max(1, -(-len(self.options) // per))
        self.page = min(self.page, pages - 1)
        shown = self.options[self.page * per:(self.page + 1) * per]
        paging = pages > 1
        cols = self.columns
        w = (self.rect.w - 28 - (cols - 1) * self.gap) // cols
        top = self._buttons_top()
        for i, option in enumerate(shown):
            r, c = divmod(i, cols)
            rect = (self.rect.x + 14 + c * (w + self.gap), top + r * (self.row_h + self.gap), w, self.row_h)
            self.ui.add(Button(rect, option.label, option.choose, tooltip=option.tooltip or option.label,
                               style=option.style, enabled=option.enabled, text_size=self.text_size,
                               show_shortcut=False))
        if paging:
            y = self.rect.y + 8
            self.ui.add(Button((self.rect.right - 96, y, 40, 34), "<", lambda: self.turn(-1), text_size=20,
                               enabled=self.page > 0, tooltip="Previous choices", show_shortcut=False))
            self.ui.add(Button((self.rect.right - 50, y, 40, 34), ">", lambda: self.turn(1), text_size=20,
                               enabled=self.page < pages - 1, tooltip="More choices", show_shortcut=False))

    def turn(self, step: int) -> None:
        self.page = max(0, self.page + step)
        self._lay_out()

    # -- frame ----------------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL and self.rect.collidepoint(self.ui.mouse):
            if len(self.options) > self.per_page:
                self.turn(-1 if event.y > 0 else 1)
            return True
        return self.ui.handle(event)

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw_frame(self, surface: pygame.Surface) -> None:
        """The frame and the question: what stays put until show() (tables cache it)."""
        if self._frame is None:
            self._frame = panel_surface(self.rect.size, "dark")
        surface.blit(self._frame, self.rect)
        surface.blit(self._text_surface(), (self.rect.x + 16, self.rect.y + 14))

    def draw_buttons(self, surface: pygame.Surface) -> None:
        self.ui.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_frame(surface)
        self.draw_buttons(surface)

    def draw_tooltips(self, surface: pygame.Surface) -> None:
        self.ui.tooltips.draw(surface)
