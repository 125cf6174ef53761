"""What the table benchmarks share: an app as the live one runs it (headless, autosaves off the
frame, bots at their normal pace), frames timed with the events each is given, the mouse moving
across the table, and the keys that let go of what is held."""
from __future__ import annotations

import pygame

from bench.timing import time_frames
from scenes import save_writer
from scenes.app import FIXED_DT, App


def table_app() -> App:
    app = App(headless=True)
    save_writer.use_background(True)  # as the live app: autosaves off the frame
    app.settings.bot_speed = "normal"
    return app


def timed(app: App, frames: int, events_for=lambda i: []) -> dict:
    """Wall and CPU times of `frames` frames (bench.timing.time_frames)."""
    return time_frames(lambda i: app.frame(events=events_for(i), dt=FIXED_DT), frames)


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
    import json

    items = list(table.drag.items.values())
    if not items:
        return
    start = items[0].rect.center
    press(app, start)

    def drag(i):
        return [mouse((start[0] + (i * 11) % 1100, start[1] - (i * 7) % 700), (1, 0, 0))]

    print(json.dumps({"case": what, **timed(app, frames, drag)}), flush=True)
    escape(app)
    table.drag.press = None
