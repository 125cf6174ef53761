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
from scenes.kit.buttons import STYLES, Button, button_surface
from scenes.kit.fonts import font, render
from scenes.kit.panels import panel_surface
from scenes.kit.text import wrap, wrap_surface
from scenes.kit.widget import WidgetGroup

SMALLEST_TEXT = 20  # an option's words never shrink below this (px, on the 1920x1080 canvas)
ARROWS_W = 100  # the paging arrows' corner: the question wraps short of it
LABEL_ROOM = 24  # px of a button's width its face keeps free of words


@dataclass(frozen=True)
class Option:
    label: str
    choose: Callable[[], None]
    tooltip: str = ""
    style: str = "normal"
    enabled: bool = True

    @property
    def way_out(self) -> bool:
        """Cancel, Let it happen and the like (the quiet ones): no page is made of these alone."""
        return self.style == "quiet"


def label_lines(label: str, width: int, size: int) -> tuple[tuple[str, ...], int]:
    """The words of an option on a face `width` px wide: one line at `size`, shrunk to no less
    than SMALLEST_TEXT, else two lines (or more) at that size. Returns (lines, size)."""
    floor = min(size, SMALLEST_TEXT)
    room = width - LABEL_ROOM
    for s in range(size, floor - 1, -1):
        if font(s, "bold").size(label)[0] <= room:
            return (label,), s
    return wrap(label, room, floor, "bold"), floor


class OptionButton(Button):
    """A Button whose words wrap onto two lines rather than shrinking out of legibility."""

    def __init__(self, rect, label: str, on_click, **kw) -> None:
        super().__init__(rect, label, on_click, **kw)
        self.lines, self.line_size = label_lines(label, self.rect.w, self.text_size)

    def draw(self, surface: pygame.Surface) -> None:
        if len(self.lines) == 1:
            return super().draw(surface)
        surface.blit(button_surface(self.rect.size, "", self.style, self.state, self.text_size, ""), self.rect)
        ink = STYLES[self.style][3] if self.enabled else (140, 132, 124)
        faces = [render(line, self.line_size, ink, "bold") for line in self.lines]
        offset = 3 if self.state == "pressed" else 0
        y = self.rect.y + (self.rect.h - 4 - sum(f.get_height() for f in faces)) // 2 + offset
        for face in faces:
            surface.blit(face, face.get_rect(midtop=(self.rect.centerx, y)))
            y += face.get_height()


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
        self.paging = False  # more options than one page holds: arrows in the top right corner
        self.row = row_h  # the rows' height now: taller when a label takes two lines
        self._frame: pygame.Surface | None = None
        self._text: pygame.Surface | None = None

    # -- content --------------------------------------------------------------------------
    def show(self, question: str, options: list[Option], note: str = "") -> None:
        """Replace the question and options (keeps the page when the options are the same)."""
        same = [o.label for o in options] == [o.label for o in self.options]
        self.question, self.note, self.options = question, note, list(options)
        if not same:
            self.page = 0
        self._text, self.paging = None, False
        self.row = self._row_height()
        if self.fit:
            rows = -(-len(self.options) // self.columns)
            wanted = 14 + self._text_surface().get_height() + 10 + rows * (self.row + self.gap) - self.gap + 14
            h = max(120, min(self.most_h, wanted))
            if h != self.rect.h:
                self.rect.h = h
                self._frame = None
        self._lay_out()

    @property
    def per_page(self) -> int:
        rows = max(1, (self.rect.bottom - self._buttons_top() - 12 + self.gap) // (self.row + self.gap))
        return rows * self.columns

    def _column_w(self) -> int:
        return (self.rect.w - 28 - (self.columns - 1) * self.gap) // self.columns

    def _row_height(self) -> int:
        """row_h, or taller when some label needs two lines at the smallest legible size."""
        w, tallest = self._column_w(), self.row_h
        for option in self.options:
            lines, size = label_lines(option.label, w, self.text_size)
            if len(lines) > 1:
                tallest = max(tallest, len(lines) * font(size, "bold").get_linesize() + 14)
        return tallest

    def _text_surface(self) -> pygame.Surface:
        if self._text is None:
            text = self.question + (f"\n{self.note}" if self.note else "")
            width = self.rect.w - 32 - (ARROWS_W if self.paging else 0)  # never under the arrows
            self._text = wrap_surface(text, width, 22, theme.TEXT) if text else pygame.Surface((1, 1), pygame.SRCALPHA)
        return self._text

    def _buttons_top(self) -> int:
        if not (self.question or self.note):  # buttons only: no room kept for words (but for the arrows)
            return self.rect.y + (52 if self.paging else 12)
        return self.rect.y + 14 + self._text_surface().get_height() + 10

    def pages(self) -> list[list[Option]]:
        """The options page by page. When they take more than one, the way-outs (Cancel...) are
        on every page, after the real choices, so no page holds a way-out alone."""
        if not self.paging and len(self.options) > self.per_page:
            self.paging, self._text = True, None  # the question now wraps short of the arrows
        per = self.per_page
        if len(self.options) <= per:
            return [list(self.options)]
        outs = [o for o in self.options if o.way_out]
        real = [o for o in self.options if not o.way_out]
        if not real or len(outs) >= per:
            return [self.options[i:i + per] for i in range(0, len(self.options), per)]
        room = per - len(outs)
        return [real[i:i + room] + outs for i in range(0, len(real), room)]

    def _lay_out(self) -> None:
        self.ui.clear()
        pages = self.pages()
        self.page = min(self.page, len(pages) - 1)
        shown = pages[self.page]
        paging = len(pages) > 1
        cols = self.columns
        w = self._column_w()
        top = self._buttons_top()
        per, outs = self.per_page, [o for o in shown if o.way_out]
        for i, option in enumerate(shown):
            if paging and option.way_out and 0 < len(outs) < len(shown):
                i = per - len(outs) + outs.index(option)  # a way out keeps its place on every page
            r, c = divmod(i, cols)
            rect = (self.rect.x + 14 + c * (w + self.gap), top + r * (self.row + self.gap), w, self.row)
            self.ui.add(OptionButton(rect, option.label, option.choose, tooltip=option.tooltip or option.label,
                                     style=option.style, enabled=option.enabled, text_size=self.text_size,
                                     show_shortcut=False))
        if paging:
            pages = len(pages)
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
            if self.paging:
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
