"""A pilot that drives the app with synthetic input: for tests, the smoke run and the tour."""
from __future__ import annotations

import pygame

from scenes.app import FIXED_DT, App


class Pilot:
    """click(x, y), drag(a, b), press(key), type(text), advance(frames) on a headless App."""

    def __init__(self, app: App | None = None) -> None:
        self.app = app or App(headless=True)
        self.mouse = (0, 0)

    def post(self, event: pygame.event.Event) -> None:
        self.app.frame(events=[event], dt=FIXED_DT)

    def advance(self, frames: int = 1) -> None:
        for _ in range(frames):
            self.app.frame(events=[], dt=FIXED_DT)

    def move(self, pos: tuple[int, int], buttons: tuple = (0, 0, 0)) -> None:
        rel = (pos[0] - self.mouse[0], pos[1] - self.mouse[1])
        self.mouse = pos
        self.post(pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=buttons))

    def click(self, x: int, y: int, button: int = 1) -> None:
        self.move((x, y))
        self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(x, y), button=button))
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=(x, y), button=button))

    def drag(self, a: tuple[int, int], b: tuple[int, int], steps: int = 8) -> None:
        self.move(a)
        self.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=a, button=1))
        for i in range(1, steps + 1):
            x = round(a[0] + (b[0] - a[0]) * i / steps)
            y = round(a[1] + (b[1] - a[1]) * i / steps)
            self.move((x, y), buttons=(1, 0, 0))
        self.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=b, button=1))

    def press(self, key: int, mod: int = 0, unicode: str = "") -> None:
        self.post(pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=unicode, scancode=0))
        self.post(pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=unicode, scancode=0))

    def type(self, text: str) -> None:
        self.post(pygame.event.Event(pygame.TEXTINPUT, text=text))

    @property
    def top(self):
        return self.app.stack.top

    def screenshot(self, path) -> None:
        pygame.image.save(self.app.screen, str(path))
