"""A tour stop: a named way to set up the app's stack for one picture. The menus, the dice and
every game's scenes package declare their stops with it; scenes/tour.py walks them. It imports
nothing of the app, so any scene package may use it without reaching up."""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable


@dataclass(frozen=True)
class Stop:
    """A named scene set-up: `build(app)` puts scenes on the app's stack."""

    name: str
    build: Callable[..., None]
    frames: int = 20  # frames to advance before the picture is taken
