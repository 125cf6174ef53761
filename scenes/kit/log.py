"""The game log panel: a scrolling list of sentences, newest at the bottom, mouse wheel to scroll."""
from __future__ import annotations

from bisect import bisect_right
from dataclasses import dataclass

import pygame

from scenes.kit import theme
from scenes.kit.panels import Panel
from scenes.kit.text import wrap_surface
from scenes.kit.tokens import token_surface

GAP = 8
WHEEL_STEP = 60


@dataclass
class _Entry:
    text: str
    surface: pygame.Surface
    marker: pygame.Surface | None
    top: int


class LogPanel:
    """A framed log. add(text) appends; the view follows the newest line unless scrolled back."""

    def __init__(self, rect, *, title: str = "Game log", text_size: int = 21, limit: int = 500) -> None:
        self.panel = Panel(rect, style="dark", title=title)
        self.rect = pygame.Rect(rect)
        self.view = self.panel.content.inflate(0, -4)
        self.text_size = text_size
        self.limit = limit
        self.entries: list[_Entry] = []
        self.content_h = 0
        self.scroll = 0  # px from the top of the content to the top of the view
        self.hovered = False
        self.tooltip = ""
        self._title = title
        self._picture: tuple | None = None  # (what it showed, the panel drawn whole)

    @property
    def max_scroll(self) -> int:
        return max(0, self.content_h - self.view.h)

    @property
    def at_bottom(self) -> bool:
        return self.scroll >= self.max_scroll

    def add(self, text: str, colour: tuple | None = None, symbol: str | None = None) -> None:
        """Append a sentence; with a seat colour and symbol it gets the seat's little token."""
        follow = self.at_bottom
        indent = 30 if colour and symbol else 0
        surface = wrap_surface(text, self.view.w - indent - 14, self.text_size, theme.TEXT)
        marker = token_surface(tuple(colour), symbol, 10) if colour and symbol else None
        self.entries.append(_Entry(text, surface, marker, self.content_h))
        self.content_h += surface.get_height() + GAP
        if len(self.entries) > self.limit:
            self._trim()
        if follow:
            self.scroll = self.max_scroll

    def extend(self, sentences) -> None:
        for sentence in sentences:
            self.add(sentence)

    def _trim(self) -> None:
        drop = self.entries[: len(self.entries) - self.limit]
        cut = drop[-1].top + drop[-1].surface.get_height() + GAP
        self.entries = self.entries[len(drop):]
        for entry in self.entries:
            entry.top -= cut
        self.content_h -= cut
        self.scroll = max(0, self.scroll - cut)

    def clear(self) -> None:
        self.entries.clear()
        self.content_h = self.scroll = 0

    @property
    def lines(self) -> list[str]:
        return [e.text for e in self.entries]

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))

    def contains(self, pos) -> bool:
        return self.rect.collidepoint(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.hovered = self.rect.collidepoint(event.pos)
            return False
        if event.type == pygame.MOUSEWHEEL and self.hovered:
            self.scroll_by(-event.y * WHEEL_STEP)
            return True
        return False

    def update(self, dt: float) -> None:
        pass

    def draw_background(self, surface: pygame.Surface) -> None:
        """The frame and title: static, so a scene may bake it into its cached layer."""
        self.panel.draw(surface)

    def draw(self, surface: pygame.Surface, *, background: bool = True) -> None:
        """Draw the log; background=False when the frame is already in a cached layer."""
        if background:
            self.draw_background(surface)
        self._draw_lines(surface, self.view)

    def picture(self) -> pygame.Surface:
        """The whole panel drawn once into its own picture, redrawn only when a line is added or
        the log scrolls: a table that draws the log over moving things blits just this."""
        key = (len(self.entries), self.content_h, self.scroll, self.entries[-1].text if self.entries else "")
        if self._picture is None or self._picture[0] != key:
            surf = pygame.Surface(self.rect.size, pygame.SRCALPHA)
            Panel((0, 0, *self.rect.size), style="dark", title=self._title, shadow=False).draw(surf)
            self._draw_lines(surf, self.view.move(-self.rect.x, -self.rect.y))
            self._picture = (key, surf)
        return self._picture[1]

    def _draw_lines(self, surface: pygame.Surface, view: pygame.Rect) -> None:
        if not self.entries:
            return
        old_clip = surface.get_clip()
        surface.set_clip(view)
        tops = [e.top for e in self.entries]
        first = max(0, bisect_right(tops, self.scroll) - 1)
        for entry in self.entries[first:]:
            y = view.y + entry.top - self.scroll
            if y > view.bottom:
                break
            x = view.x
            if entry.marker is not None:
                surface.blit(entry.marker, (x, y + 1))
                x += 30
            surface.blit(entry.surface, (x, y))
        surface.set_clip(old_clip)
        self._draw_scrollbar(surface, view)

    def _draw_scrollbar(self, surface: pygame.Surface, view: pygame.Rect) -> None:
        if self.max_scroll <= 0:
            return
        track = pygame.Rect(view.right - 6, view.y, 6, view.h)
        pygame.draw.rect(surface, (20, 16, 24), track, border_radius=3)
        h = max(30, track.h * self.view.h // self.content_h)
        y = track.y + (track.h - h) * self.scroll // self.max_scroll
        pygame.draw.rect(surface, theme.PANEL_EDGE, (track.x, y, track.w, h), border_radius=3)
