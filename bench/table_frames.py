"""What the table benchmarks share: an app as the live one runs it (headless, autosaves off the
frame, bots at their normal pace), frames timed with the events each is given, the mouse moving
across the table, the keys that let go of what is held, the --frames option and the JSON line a
case prints. Importing it sets the headless defaults (dummy video and audio, a bench home) before
pygame starts."""
from __future__ import annotations

import argparse
import json
import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("TAVERN_TABLE_HOME", "/tmp/tavern-bench-home")

import pygame  # noqa: E402

from bench.timing import time_frames  # noqa: E402
from scenes import save_writer  # noqa: E402
from scenes.app import FIXED_DT, App  # noqa: E402


def table_app() -> App:
    app = App(headless=True)
    save_writer.use_background(True)  # as the live app: autosaves off the frame
    app.settings.bot_speed = "normal"
    return app


def frames_option() -> int:
    """The --frames option every table benchmark takes (300 by default)."""
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    return parser.parse_args().frames


def timed(app: App, frames: int, events_for=lambda i: []) -> dict:
    """Wall and CPU times of `frames` frames (bench.timing.time_frames)."""
    return time_frames(lambda i: app.frame(events=events_for(i), dt=FIXED_DT), frames)


def case(what: str, app: App, frames: int, events_for=lambda i: []) -> None:
    """Time `frames` frames and print them as one JSON line named `what`."""
    print(json.dumps({"case": what, **timed(app, frames, events_for)}), flush=True)


def churn_case(app: App, frames: int, change) -> None:
    """The position changing every 20 frames (`change()` redraws the table picture) while the
    mouse wanders; one JSON line."""
    def churn(i):
        if i % 20 == 0:
            change()
        return wander(i)

    case("position changing every 20 frames", app, frames, churn)


def mouse(pos, buttons=(0, 0, 0)):
    return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=buttons)


def wander(i: int) -> list:
    """The mouse somewhere else over the table at frame i (tooltips come and go)."""
    return [mouse((100 + (i * 37) % 1700, 120 + (i * 53) % 900))]


def press(app: App, pos) -> None:
    """The left button goes down at `pos` (a drag begins)."""
    app.frame(events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=1)], dt=FIXED_DT)


def escape(app: App) -> None:
    """Esc: what is held springs back."""
    app.frame(events=[pygame.event.Event(pygame.KEYDOWN, key=pygame.K_ESCAPE, mod=0, unicode="", scancode=0)],
              dt=FIXED_DT)


def settle_on(app: App, table, frames: int = 5):
    """Put `table` up alone and let it settle a few frames; returns it."""
    app.stack.reset(table)
    for _ in range(frames):
        app.frame(events=[], dt=FIXED_DT)
    return table


def drag_case(app: App, table, frames: int, what: str = "dragging a card") -> None:
    """Time a table's first drag item being dragged about (its drop places lit), then let go;
    prints one JSON line (nothing when the table has nothing to drag)."""
    items = list(table.drag.items.values())
    if not items:
        return
    start = items[0].rect.center
    press(app, start)

    def drag(i):
        return [mouse((start[0] + (i * 11) % 1100, start[1] - (i * 7) % 700), (1, 0, 0))]

    case(what, app, frames, drag)
    escape(app)
    table.drag.press = None
