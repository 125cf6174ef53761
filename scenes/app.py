"""The App: the window, the fixed-step loop and the scene stack (the command line that starts it is
scenes/cli.py)."""
from __future__ import annotations

import os
import time
from typing import Callable

import pygame

from scenes.audio import Audio
from scenes.display import Display
from scenes.kit import theme
from scenes.kit.toast import Toasts
from scenes.settings import Settings
from scenes.stack import Scene, SceneStack

FPS = 60
FIXED_DT = 1.0 / FPS
MAX_STEPS_PER_FRAME = 5  # after a stall, catch up a little and then drop time
WINDOW_TITLE = "Tavern Table"


class App:
    """One window, one scene stack, one settings object, one audio output."""

    def __init__(self, settings: Settings | None = None, *, headless: bool = False,
                 home: Callable[[App], Scene] | None = None) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        pygame.display.init()
        pygame.font.init()
        self.headless = headless
        self.settings = settings or Settings.load()
        self.audio = Audio(self.settings)
        pygame.display.set_caption(WINDOW_TITLE)
        self.display = Display(self.settings, headless=headless)
        self.stack = SceneStack()
        self.toasts = Toasts()
        self.running = True
        self.frame_count = 0
        self.clock = pygame.time.Clock()
        self._lag = 0.0
        self._home = home or start_scene

    # -- window -----------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        """The logical canvas every scene draws on (1920x1080, whatever the window)."""
        return self.display.canvas

    def apply_window_settings(self) -> None:
        """Make the window match the settings' size and fullscreen flag."""
        if self.headless:
            return
        try:
            self.display.open()
        except pygame.error as exc:
            self.toasts.show(f"The window could not change: {exc}", "error")

    def toggle_fullscreen(self) -> None:
        self.settings.fullscreen = not self.settings.fullscreen
        self.apply_window_settings()
        self.save_settings()

    def save_settings(self) -> None:
        try:
            self.settings.save()
        except OSError as exc:
            self.toasts.show(f"Could not save settings: {exc.strerror or exc}", "error")

    def home_scene(self) -> Scene:
        """A fresh first screen (the title unless another was handed in). Scenes that lead back to
        it ("quit to title", Back from the last menu) ask here instead of importing the title."""
        return self._home(self)

    # -- loop -------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> None:
        if self.display.handle_resize(event):
            return
        event = self.display.map_event(event)
        if event.type == pygame.QUIT:
            self.running = False
            return
        if event.type == pygame.KEYDOWN and event.key == pygame.K_F11:
            self.toggle_fullscreen()
            return
        self.stack.handle(event)

    def update(self, dt: float) -> None:
        self.stack.update(dt)
        self.toasts.update(dt)

    def draw(self) -> None:
        if not self.stack:  # otherwise the lowest visible scene is opaque and paints it all
            self.screen.fill(theme.BACKDROP)
        self.stack.draw(self.screen)
        self.toasts.draw(self.screen)

    def frame(self, events: list | None = None, dt: float | None = None) -> None:
        """One frame: input, fixed-step updates, draw, flip.

        Tests pass `events` and `dt`; the live loop reads both from pygame.
        """
        for event in pygame.event.get() if events is None else events:
            self.handle(event)
            if not self.running:
                return
        self._lag += FIXED_DT if dt is None else dt
        steps = 0
        while self._lag >= FIXED_DT - 1e-9 and steps < MAX_STEPS_PER_FRAME:
            self.update(FIXED_DT)
            self._lag -= FIXED_DT
            steps += 1
        if steps == MAX_STEPS_PER_FRAME:
            self._lag = 0.0
        self.draw()
        self.display.present()
        self.frame_count += 1

    def run(self, max_frames: int | None = None) -> None:
        """The live loop; `max_frames` caps it (headless runs must always cap)."""
        report_first = os.environ.get("TAVERN_REPORT_FIRST_FRAME") == "1"  # bench/startup.py
        while self.running and (max_frames is None or self.frame_count < max_frames):
            dt = self.clock.tick(FPS) / 1000.0
            self.frame(dt=min(dt, 0.25))
            if report_first and self.frame_count == 1:
                print(f"first-frame {time.time():.6f}", flush=True)
                report_first = False
            if not self.stack:
                self.running = False

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        self.audio.close()
        pygame.display.quit()


def start_scene(app: App) -> Scene:
    """The first screen, the title: where the app starts and where "quit to title" leads."""
    from scenes.menu.title import TitleScene

    return TitleScene(app)
