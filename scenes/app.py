"""main(): the window, the fixed-step loop and the scene stack."""
from __future__ import annotations

import os
import sys
import time
from pathlib import Path

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

    def __init__(self, settings: Settings | None = None, *, headless: bool = False) -> None:
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
    from scenes.menu.title import TitleScene

    return TitleScene(app)


def parse_args(argv: list[str] | None):
    import argparse  # here, not at the top: a plain double-click start never pays for it

    parser = argparse.ArgumentParser(prog="tavern-table", description="Dungeon board games for one couch.")
    parser.add_argument("--smoke", action="store_true", help="walk every scene headless and exit 0")
    parser.add_argument("--tour", metavar="DIR", type=Path, help="render every scene to PNG files in DIR")
    parser.add_argument("--frames", type=int, default=None, help="stop after this many frames")
    return parser.parse_args(argv)


def quick_args(argv: list[str]):
    """The common starts (none, --smoke, --frames N, --tour DIR) without importing argparse,
    which costs a few milliseconds of start-up; anything else goes to the full parser."""
    from types import SimpleNamespace

    args = SimpleNamespace(smoke=False, tour=None, frames=None)
    rest = list(argv)
    while rest:
        flag = rest.pop(0)
        if flag == "--smoke":
            args.smoke = True
        elif flag in ("--frames", "--tour") and rest and not rest[0].startswith("-"):
            value = rest.pop(0)
            if flag == "--tour":
                args.tour = Path(value)
            elif value.isdigit():
                args.frames = int(value)
            else:
                return parse_args(argv)
        else:
            return parse_args(argv)
    return args


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = quick_args(argv)
    if args.smoke or args.tour:
        import tempfile

        from scenes import tour

        # the walk plays games and autosaves them: never over the player's own saves and settings
        os.environ.setdefault("TAVERN_TABLE_HOME", tempfile.mkdtemp(prefix="tavern-table-walk-"))
        if args.smoke:
            return tour.smoke()
        return tour.render_tour(args.tour)
    app = App()
    app.stack.push(start_scene(app))
    try:
        app.run(max_frames=args.frames)
    finally:
        app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
