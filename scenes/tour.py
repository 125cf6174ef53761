"""Every scene, as a list of stops: the tour renders them, the smoke run walks them,
bench/frames.py times them and the monkey test throws input at them.

This is a tool on top of the app (it builds a headless App and drives it with a Pilot); the stops
themselves come from the packages below (scenes/stop.py), so none of them imports this module."""
from __future__ import annotations

import os
import sys
from pathlib import Path

from scenes.app import App
from scenes.pilot import Pilot
from scenes.stop import Stop

__all__ = ["Stop", "render_tour", "smoke", "stops", "visit"]


def stops() -> list[Stop]:
    """All stops: the menus, the dice, then every installed game's (from its scenes package)."""
    from game import registry
    from scenes import tables
    from scenes.dice import tour_stops as dice_stops
    from scenes.menu import tour_stops as menu_stops

    games = [stop for info in registry.games() for stop in tables.tour_stops(info.id)]
    return [*menu_stops(), *dice_stops(), *games]


def _headless_app() -> App:
    os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    return App(headless=True)


def visit(app: App, stop: Stop, frames: int | None = None) -> None:
    """Set up one stop on a fresh stack and advance it."""
    app.stack = type(app.stack)()
    stop.build(app)
    Pilot(app).advance(stop.frames if frames is None else frames)


def render_tour(folder: Path) -> int:
    """Save one PNG per stop into `folder`."""
    import pygame

    folder.mkdir(parents=True, exist_ok=True)
    app = _headless_app()
    for stop in stops():
        visit(app, stop)
        path = folder / f"{stop.name}.png"
        pygame.image.save(app.screen, str(path))
        print(f"tour: {path}")
    app.close()
    return 0


def smoke(frames_per_stop: int = 300) -> int:
    """Walk every stop headless for a few hundred frames; exit 0 when nothing broke."""
    app = _headless_app()
    names = []
    for stop in stops():
        visit(app, stop, frames=frames_per_stop)
        names.append(stop.name)
    icon = app.display.icon
    app.close()
    print(f"smoke: ok, {len(names)} scenes, {frames_per_stop} frames each: {', '.join(names)}")
    print(f"smoke: window icon {icon or 'MISSING'}")  # .ci/package.sh checks the packaged build has it
    sys.stdout.flush()
    return 0 if icon else 1
