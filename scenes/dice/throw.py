"""A planned throw: the simulated motion plus the face each die shows on each frame."""
from __future__ import annotations

import random
import zlib
from dataclasses import dataclass

from scenes.dice.faces import change_frames, label_track
from scenes.dice.geometry import shape_for
from scenes.dice.physics import Motion, simulation


def seed_for(rolls: list[tuple[str, int]]) -> int:
    """A stable seed from the rolls themselves: the same rolls, the same throw."""
    text = ";".join(f"{kind}={value}" for kind, value in rolls)
    return zlib.crc32(text.encode("utf-8"))


@dataclass
class Throw:
    """Everything the tray plays back: poses, faces per frame, impacts, rest."""

    rolls: list[tuple[str, int]]
    seed: int
    motion: Motion
    labels: list[list[int]]

    @property
    def frames(self) -> int:
        return self.motion.frames

    @property
    def rest_frame(self) -> int:
        return self.motion.rest_frame

    def pose(self, die: int, frame: int) -> tuple[float, float, float]:
        track = self.motion.poses[die]
        return track[max(0, min(frame, len(track) - 1))]

    def label(self, die: int, frame: int) -> int:
        track = self.labels[die]
        return track[max(0, min(frame, len(track) - 1))]


def plan_throw(rolls: list[tuple[str, int]], seed: int | None = None) -> Throw:
    """Simulate the throw to rest and label the faces so each die ends on its rolled value."""
    planning = planned_in_slices(rolls, seed)
    while True:
        try:
            next(planning)
        except StopIteration as done:
            return done.value


def planned_in_slices(rolls: list[tuple[str, int]], seed: int | None = None):
    """plan_throw() as a generator that yields between slices of the simulation and returns the
    Throw: the same throw, its work spread over as many calls as the caller likes."""
    rolls = [(str(kind), int(value)) for kind, value in rolls]
    seed = seed_for(rolls) if seed is None else int(seed)
    motion = yield from simulation([kind for kind, _ in rolls], seed)
    rng = random.Random(seed ^ 0x5EED)
    labels = []
    for (kind, value), track, rest in zip(rolls, motion.poses, motion.rest_frames):
        changes = change_frames(track, shape_for(kind).radius, rest)
        labels.append(label_track(kind, value, changes, len(track), rng))
    return Throw(rolls, seed, motion, labels)
