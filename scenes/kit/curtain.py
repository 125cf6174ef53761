"""The hand-off curtain: covers the whole table before a seat's secrets are shown.

"Pass to Ana" in large letters, "Click when only Ana is looking", in Ana's colour with her
symbol. It is opaque (nothing under it is drawn). A click or Enter calls back and pops it.
Esc opens the table's pause menu over it (the curtain stays up under the menu and is there again
after Resume, so the menu never shows the table's secrets).
Until then the person who just played may take their last choice back: with `undo_label`, an
Undo button (or Ctrl+Z) pops the curtain and calls `on_undo` instead.
"""
from __future__ import annotations

import math
from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.draw import darken, mix, outline_text, prepare, radial_glow, vertical_gradient
from scenes.kit.fonts import render
from scenes.kit.menu_key import open_menu_below
from scenes.kit.tokens import token_surface
from scenes.stack import Scene


class HandoffCurtain(Scene):
    """on_ready() runs after the curtain pops (click, Enter or Space)."""

    transparent = False  # the table under it must not show at all
    name = "curtain"

    def __init__(self, app, seat_name: str, colour: tuple, symbol: str,
                 on_ready: Callable[[], None] | None = None, *, note: str = "", undo_label: str = "",
                 on_undo: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.seat_name = seat_name
        self.colour = tuple(colour)
        self.symbol = symbol
        self.on_ready = on_ready
        self.note = note
        self.clock = 0.0
        self._armed = False  # a press must start on the curtain before a release counts
        self.done = False
        self.on_undo = on_undo
        self.undo_button = None
        if undo_label and on_undo is not None:
            w = max(360, 16 * len(undo_label))
            self.undo_button = Button((theme.CANVAS_W // 2 - w // 2, theme.CANVAS_H - 230, w, 60), undo_label,
                                      self.take_back, text_size=24, style="quiet", show_shortcut=False,
                                      tooltip="Take your last choice back before the screen is passed on (Ctrl+Z)")
        self.background = self._build()
        # A private copy: its alpha changes every frame and the render cache is shared.
        self.hint = render(f"Click when only {seat_name} is looking", 36, theme.TEXT).copy()

    def _build(self) -> pygame.Surface:
        w, h = theme.CANVAS_W, theme.CANVAS_H
        surf = vertical_gradient((w, h), mix(theme.BACKDROP, self.colour, 0.22), theme.BACKDROP).copy()
        glow = radial_glow(520, self.colour, 110)
        surf.blit(glow, glow.get_rect(center=(w // 2, h // 2 - 120)))
        # Bands of the seat colour top and bottom, patterned with the symbol.
        for y in (0, h - 90):
            pygame.draw.rect(surf, darken(self.colour, 0.25), (0, y, w, 90))
            small = token_surface(self.colour, self.symbol, 26)
            for x in range(60, w, 140):
                surf.blit(small, small.get_rect(center=(x, y + 45)))
        token = token_surface(self.colour, self.symbol, 120)
        surf.blit(token, token.get_rect(center=(w // 2, h // 2 - 170)))
        title = outline_text(f"Pass to {self.seat_name}", 110, theme.PARCHMENT, darken(self.colour, 0.6),
                             "title", 4)
        surf.blit(title, title.get_rect(center=(w // 2, h // 2 + 40)))
        if self.note:
            note = render(self.note, 28, theme.TEXT_DIM)
            surf.blit(note, note.get_rect(center=(w // 2, h // 2 + 220)))
        return prepare(surf)

    def ready(self) -> None:
        """Lift the curtain: pop it and call back."""
        if self.done:
            return
        self.done = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_ready is not None:
            self.on_ready()

    def take_back(self) -> None:
        """Undo instead of handing over: pop the curtain and call on_undo."""
        if self.done:
            return
        self.done = True
        if self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_undo is not None:
            self.on_undo()

    def handle(self, event: pygame.event.Event) -> bool:
        if self.undo_button is not None:
            if event.type == pygame.KEYDOWN and event.key == pygame.K_z and event.mod & pygame.KMOD_CTRL:
                self.take_back()
                return True
            if self.undo_button.handle(event):
                if event.type == pygame.MOUSEBUTTONDOWN:
                    self._armed = False  # a press on the button is no click on the curtain
                return True
            if getattr(event, "pos", None) is not None and self.undo_button.rect.collidepoint(event.pos):
                return True
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._armed = True
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1 and self._armed:
            self.ready()
        elif event.type == pygame.KEYDOWN and event.key in (pygame.K_RETURN, pygame.K_KP_ENTER, pygame.K_SPACE):
            self.ready()
        elif event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE:
            self._armed = False
            open_menu_below(self.app, self)
        return True

    def update(self, dt: float) -> None:
        self.clock += dt
        if self.undo_button is not None:
            self.undo_button.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self.background, (0, 0))
        # A slow breathing hint: one cached text, alpha from a handful of levels.
        level = 170 + int(85 * (math.sin(self.clock * 2.5) + 1) / 2) // 17 * 17
        self.hint.set_alpha(level)
        surface.blit(self.hint, self.hint.get_rect(center=(theme.CANVAS_W // 2, theme.CANVAS_H // 2 + 150)))
        if self.undo_button is not None:
            self.undo_button.draw(surface)
