"""Which face each die shows on each frame, chosen so it lands on the engine's value.

A tumbling die shows a new face every time it has rolled far enough (distance travelled
plus angle turned times its radius). The faces are picked backwards from rest: the last
one is the engine's value, each earlier one a different face that could sit next to it.
Changes stop FREEZE_FRAMES before the die comes to rest, so the value never flips late.
"""
from __future__ import annotations

import math
import random

from game.core.dice import DICE, Die

FREEZE_FRAMES = 30  # no face change in the last half second before a die rests
TUMBLE_STEP = 1.15  # a new face after rolling this many radii
MIN_GAP = 4  # frames a face stays up at least, so it can be read
MIN_SPEED = 2.5  # px per frame below which a sliding die keeps its face


def change_frames(track: list[tuple[float, float, float]], radius: float, rest: int) -> list[int]:
    """The frames on which a die tumbling along `track` turns up a new face."""
    last_allowed = rest - FREEZE_FRAMES
    changes: list[int] = []
    rolled = 0.0
    for f in range(1, min(len(track), last_allowed + 1)):
        x0, y0, a0 = track[f - 1]
        x1, y1, a1 = track[f]
        dist = math.hypot(x1 - x0, y1 - y0)
        if dist < MIN_SPEED:
            continue
        rolled += dist + abs(a1 - a0) * radius
        if rolled >= TUMBLE_STEP * radius and (not changes or f - changes[-1] >= MIN_GAP):
            changes.append(f)
            rolled = 0.0
    return changes


def _neighbours(die: Die, value: int) -> list[int]:
    """Faces that may show just before `value`: any other value, never the opposite face."""
    others = [v for v in die.values if v != value]
    if die.faces == tuple(range(1, die.sides + 1)) and die.sides >= 6:
        opposite = die.sides + 1 - value
        others = [v for v in others if v != opposite] or others
    return others


def label_track(kind: str, value: int, changes: list[int], frames: int, rng: random.Random) -> list[int]:
    """The face shown on each of `frames` frames, ending on `value`."""
    die = DICE.get(kind)
    # Faces per stretch between changes, picked from the last stretch backwards.
    faces = [value]
    for _ in changes:
        choices = _neighbours(die, faces[-1]) if die else []
        faces.append(rng.choice(choices) if choices else faces[-1])
    faces.reverse()
    labels = []
    bounds = [0, *changes, frames]
    for face, start, stop in zip(faces, bounds, bounds[1:]):
        labels.extend([face] * (stop - start))
    return labels
