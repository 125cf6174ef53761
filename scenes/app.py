"""The App: the window, the fixed-step loop and the scene stack (the command line that starts it is
scenes/cli.py)."""
from __future__ import annotations

import os
import time
from collections import deque
from typing import Callable

import pygame

from scenes import ahead, save_writer
from scenes.audio import Audio
from scenes.display import Display, NoDisplay, start_video
from scenes.kit import theme
from scenes.kit.toast import Toasts
from scenes.settings import Settings
from scenes.stack import Scene, SceneStack

FPS = 60
FIXED_DT = 1.0 / FPS
MAX_STEPS_PER_FRAME = 5  # after a stall, catch up a little and then drop time
WINDOW_TITLE = "Tavern Table"
#: After input the picture is drawn this long whatever the scenes say: a hover, a press or a
#: tooltip's wait settles in it without every widget having to report it.
SETTLE_SECONDS = 0.5
#: While nothing moves the live loop sleeps, waking this often to read input and let timers run:
#: input waits at most this long (pygame.event.wait would answer at once, but it polls every
#: millisecond inside, which costs 1.5-2.5% of a core by itself).
IDLE_WAIT = 1 / 30
INPUT_EVENTS = frozenset({pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL,
                          pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING,
                          pygame.FINGERDOWN, pygame.FINGERUP, pygame.FINGERMOTION})


class App:
    """One window, one scene stack, one settings object, one audio output."""

    def __init__(self, settings: Settings | None = None, *, headless: bool = False,
                 home: Callable[[App], Scene] | None = None) -> None:
        if headless:
            os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
            os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
        start_video(headless)  # NoDisplay, in one sentence, where no window can be opened
        pygame.font.init()
        self.headless = headless
        save_writer.use_background(not headless)  # a live frame never waits for the disk
        self.settings = settings or Settings.load()
        self.audio = Audio(self.settings)
        pygame.display.set_caption(WINDOW_TITLE)
        self.display = Display(self.settings, headless=headless)
        self.stack = SceneStack()
        self.toasts = Toasts()
        self.running = True
        self.frame_count = 0
        self.draws = 0  # frames drawn and presented (the live loop skips the ones with nothing new)
        self.clock = pygame.time.Clock()
        self._settle = 0.0  # seconds the picture is still drawn after the last input
        self._dirty = True  # something outside the scenes asks for one more picture (a window event)
        self._drawn_stack: tuple | None = None  # which stack, at which change, was last drawn
        self._lag = 0.0
        self._home = home or start_scene
        self.ahead: deque | None = None  # the idle loop's work done ahead (scenes.ahead), made when first idle

    # -- window -----------------------------------------------------------------
    @property
    def screen(self) -> pygame.Surface:
        """The logical canvas every scene draws on (1920x1080, whatever the window)."""
        return self.display.canvas

    def apply_window_settings(self) -> None:
        """Make the window match the settings' size and fullscreen flag."""
        if self.headless:
            return
        self.wake()
        try:
            self.display.open()
        except (pygame.error, NoDisplay) as exc:
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

    def wake(self) -> None:
        """Draw the next frame whatever the scenes say (the window changed, say)."""
        self._dirty = True

    def needs_draw(self) -> bool:
        """True when the next picture may differ from the last one shown: input came lately, the
        scenes changed, a toast is up, or a visible scene is moving (see Scene.moving)."""
        return (self._dirty or self._settle > 0 or self._drawn_stack != (id(self.stack), self.stack.changes)
                or bool(self.toasts.items) or self.stack.moving())

    def frame(self, events: list | None = None, dt: float | None = None, *, lazy: bool = False) -> bool:
        """One frame: input, fixed-step updates, then draw and present. True when it drew.

        Tests pass `events` and `dt` and every frame is drawn. The live loop passes lazy=True: then
        the frame is drawn only when needs_draw() says something changed, and otherwise nothing
        is drawn or presented (the window keeps showing the last picture, which is still right).
        """
        for event in pygame.event.get() if events is None else events:
            if event.type in INPUT_EVENTS:
                self._settle = SETTLE_SECONDS
            elif event.type != pygame.QUIT:  # a window event (exposed, resized...): draw once
                self._dirty = True
            self.handle(event)
            if not self.running:
                return False
        self._lag += FIXED_DT if dt is None else dt
        steps = 0
        while self._lag >= FIXED_DT - 1e-9 and steps < MAX_STEPS_PER_FRAME:
            self.update(FIXED_DT)
            self._lag -= FIXED_DT
            steps += 1
        if steps == MAX_STEPS_PER_FRAME:
            self._lag = 0.0
        self.frame_count += 1
        if lazy and not self.needs_draw():
            return False
        self._settle = max(0.0, self._settle - steps * FIXED_DT)
        self._dirty = False
        self._drawn_stack = (id(self.stack), self.stack.changes)
        self.draw()
        self.display.present()
        self.draws += 1
        return True

    def run(self, max_frames: int | None = None) -> None:
        """The live loop; `max_frames` caps it (headless runs must always cap). While something
        moves it runs at FPS; while nothing does it draws nothing and sleeps until input."""
        report_first = os.environ.get("TAVERN_REPORT_FIRST_FRAME") == "1" and not self.draws  # bench/startup.py
        drew = True
        while self.running and (max_frames is None or self.frame_count < max_frames):
            if drew:
                events = None
                dt = self.clock.tick(FPS) / 1000.0
            elif self._work_ahead():  # idle: a one-off load done now rather than when a screen opens
                events = pygame.event.get()
                dt = self.clock.tick() / 1000.0
            else:
                events = self.wait_for_input(IDLE_WAIT)
                dt = self.clock.tick() / 1000.0
            drew = self.frame(events, dt=min(dt, 0.25), lazy=True)
            if report_first and self.draws == 1:
                print(f"first-frame {time.time():.6f}", flush=True)
                report_first = False
            if not self.stack:
                self.running = False

    def _work_ahead(self) -> bool:
        """One idle frame's work of scenes.ahead: the queue is made at the first idle frame (never
        before the first picture), then one task a frame. False once nothing is left."""
        if self.ahead is None:
            self.ahead = ahead.tasks()
        elif not self.ahead:
            return False
        else:
            self.ahead.popleft()()
        return True

    @staticmethod
    def wait_for_input(seconds: float) -> list:
        """Sleep `seconds`, then the events that came meanwhile (often none)."""
        time.sleep(seconds)
        return pygame.event.get()

    def quit(self) -> None:
        self.running = False

    def close(self) -> None:
        save_writer.flush()  # the last autosave reaches the disk before the app ends
        self.audio.close()
        pygame.display.quit()


def start_scene(app: App) -> Scene:
    """The first screen, the title: where the app starts and where "quit to title" leads."""
    from scenes.menu.title import TitleScene

    return TitleScene(app)
