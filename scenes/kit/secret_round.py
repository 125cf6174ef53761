"""The curtain flow of a secret simultaneous choice on one shared screen: the hand-off curtain
before each seat ("Pass to Ana"), that seat's choice made out of the others' sight, and, once
the last seat has chosen, the reveal: every choice laid face down, then all turned up at once.

`SecretRound` runs the sequence for a table: it asks `choose(seat, sealed)` after each curtain
(the table shows its own chooser, a PickStage say, and calls `sealed(value)` when the seat has
chosen); after the last seat it calls `on_all_chosen(choices)` (the table hands them to the
engine) and shows the `RevealOverlay`. A table on the MatchDriver, whose engine asks the seats
in turn (game/core/secret_choice.py), needs only the curtain note and the reveal overlay.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Any, Callable, Sequence

import pygame

from scenes.kit import theme
from scenes.kit.cards import MEDIUM, CardData, card_back, card_face
from scenes.kit.curtain import HandoffCurtain
from scenes.kit.fonts import render
from scenes.kit.overlay import Overlay
from scenes.kit.tokens import token_surface

CURTAIN_NOTE = "Your choice stays hidden until everyone has chosen."
FACE_DOWN_SECONDS = 0.6  # the sealed choices lie face down a moment ...
TURN_SECONDS = 0.35  # ... then all turn over together


@dataclass(frozen=True)
class SeatLook:
    """How a seat is drawn: its name, colour and symbol."""

    name: str
    colour: tuple
    symbol: str


class SecretRound:
    """One secret simultaneous choice at a shared screen (see the module docstring)."""

    def __init__(self, app, seats: Sequence[SeatLook], choose: Callable[[int, Callable[[Any], None]], None],
                 on_all_chosen: Callable[[dict], None], face: Callable[[Any], CardData],
                 order: Sequence[int] | None = None) -> None:
        self.app, self.seats = app, list(seats)
        self.choose, self.on_all_chosen, self.face = choose, on_all_chosen, face
        self.order = list(order if order is not None else range(len(self.seats)))
        self.choices: dict[int, Any] = {}
        self.current: int | None = None

    @property
    def waiting(self) -> list[int]:
        return [s for s in self.order if s not in self.choices]

    def start(self) -> None:
        self._next()

    def _next(self) -> None:
        if not self.waiting:
            self.current = None
            self.on_all_chosen(dict(self.choices))
            self.app.stack.push(RevealOverlay(self.app, [(self.seats[s], self.face(self.choices[s]))
                                                         for s in self.order]))
            return
        seat = self.waiting[0]
        self.current = None
        look = self.seats[seat]
        self.app.stack.push(HandoffCurtain(self.app, look.name, look.colour, look.symbol,
                                           lambda: self._ask(seat), note=CURTAIN_NOTE))

    def _ask(self, seat: int) -> None:
        self.current = seat
        self.choose(seat, lambda value: self._sealed(seat, value))

    def _sealed(self, seat: int, value: Any) -> None:
        if seat != self.current or seat in self.choices:
            return  # a late or doubled answer changes nothing
        self.choices[seat] = value
        self._next()


class RevealOverlay(Overlay):
    """Every seat's choice in a row, face down, then all turned face up at the same moment;
    a click or a key closes it once they show (on_closed then runs)."""

    name = "reveal"
    shade_alpha = 170

    def __init__(self, app, shown: Sequence[tuple[SeatLook, CardData]], *, title: str = "Everyone has chosen",
                 size: tuple[int, int] = MEDIUM, on_closed: Callable[[], None] | None = None) -> None:
        super().__init__(app)
        self.shown = list(shown)
        self.title, self.size, self.on_closed = title, size, on_closed
        self.clock = 0.0
        w = size[0]
        total = len(self.shown) * (w + 40) - 40
        x = theme.CANVAS_W // 2 - total // 2
        self.rects = [pygame.Rect(x + i * (w + 40), theme.CANVAS_H // 2 - size[1] // 2, *size)
                      for i in range(len(self.shown))]

    @property
    def face_up(self) -> bool:
        return self.clock >= FACE_DOWN_SECONDS + TURN_SECONDS / 2

    @property
    def settled(self) -> bool:
        return self.clock >= FACE_DOWN_SECONDS + TURN_SECONDS

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type in (pygame.MOUSEBUTTONUP, pygame.KEYDOWN) and self.settled and self.app.stack.top is self:
            self.app.stack.pop()
            if self.on_closed is not None:
                self.on_closed()
        return True

    def update(self, dt: float) -> None:
        self.clock += dt

    def draw_static(self, surface: pygame.Surface) -> None:
        title = render(self.title, 48, theme.PARCHMENT, "title")
        surface.blit(title, title.get_rect(center=(theme.CANVAS_W // 2, self.rects[0].top - 90 if self.rects else 200)))
        for rect, (look, _card) in zip(self.rects, self.shown):
            token = token_surface(look.colour, look.symbol, 18)
            name = render(look.name, 26, theme.TEXT, "bold")
            surface.blit(token, token.get_rect(midright=(rect.centerx - name.get_width() // 2 - 6, rect.bottom + 36)))
            surface.blit(name, name.get_rect(midleft=(rect.centerx - name.get_width() // 2, rect.bottom + 36)))

    def _turn(self) -> float:
        """How far the cards have turned: 0 face down, 1 face up (they narrow, then widen)."""
        return min(1.0, max(0.0, (self.clock - FACE_DOWN_SECONDS) / TURN_SECONDS))

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        t = self._turn()
        squeeze = abs(1 - 2 * t)  # 1 -> 0 (edge on) -> 1
        for rect, (_look, card) in zip(self.rects, self.shown):
            picture = card_face(card, self.size) if self.face_up else card_back(self.size)
            if squeeze < 1:
                picture = pygame.transform.smoothscale(picture, (max(2, int(rect.w * squeeze)), rect.h))
            surface.blit(picture, picture.get_rect(center=rect.center))
        if self.settled:
            hint = render("Click or press any key to go on", 24, theme.TEXT_DIM)
            surface.blit(hint, hint.get_rect(center=(theme.CANVAS_W // 2, theme.CANVAS_H - 120)))
