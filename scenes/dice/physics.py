"""The throw, simulated to rest before anything is shown: pure pymunk, no drawing.

The felt is a top-down table: no gravity, but every die feels a constant sliding friction
(a pivot joint to the table with no bias and a capped force) and a rolling drag on its
spin (a gear joint likewise), plus a little air damping. One thread, a fixed step of
1/60 s split into sub-steps. Every frame's pose is recorded, and so is every impact
(frame, strength, what was hit) for the sounds.
"""
from __future__ import annotations

import math
import random
from dataclasses import dataclass, field

import pymunk

from scenes.dice.geometry import FELT_RECT, shape_for

FRAME_DT = 1.0 / 60.0
SUBSTEPS = 4
MAX_FRAMES = 150  # 2.5 s, the flight included: every throw is at rest by then
AIR_FRAMES = 10  # the dice fly in from the thrower's hand before they touch the felt
ASSIST_FRAME = 100  # from here the table grips harder so stragglers settle in time
STILL_FRAMES = 4  # frames of stillness that end the simulation early

SLIDE_DECEL = 720.0  # px/s^2 of felt friction on a sliding die
SPIN_DECEL = 12.0  # rad/s^2 of felt drag on a spinning die
AIR_DAMPING = 0.55  # fraction of velocity kept after one second of free travel
STILL_SPEED = 4.0  # px/s below which a die counts as still
STILL_SPIN = 0.06  # rad/s likewise

DIE = 1
WALL = 2
WALL_THICKNESS = 60.0


@dataclass
class Impact:
    """A collision: on which frame, how hard and against what.

    `strength` is the closing speed along the contact normal times the reduced mass (dice
    weigh 1): the impulse of a dead hit, in px/s, which the tray turns into a volume.
    """

    frame: int
    strength: float
    against: str  # "die" or "wall"


@dataclass
class Motion:
    """A simulated throw: poses[i][f] = (x, y, angle) of die i on frame f."""

    kinds: list[str]
    poses: list[list[tuple[float, float, float]]]
    rest_frames: list[int]
    impacts: list[Impact] = field(default_factory=list)
    #: The first frames are the flight onto the felt (no physics, no collisions).
    air_frames: int = AIR_FRAMES

    @property
    def frames(self) -> int:
        return len(self.poses[0]) if self.poses else 1

    @property
    def rest_frame(self) -> int:
        """The frame from which every die is still."""
        return max(self.rest_frames, default=0)


def _walls(space: pymunk.Space, felt) -> None:
    """Four thick static boxes just outside the felt, so fast dice cannot tunnel."""
    x, y, w, h = felt
    t = WALL_THICKNESS
    boxes = [
        (x - t, y - t, w + 2 * t, t),  # top
        (x - t, y + h, w + 2 * t, t),  # bottom
        (x - t, y, t, h),  # left
        (x + w, y, t, h),  # right
    ]
    for bx, by, bw, bh in boxes:
        poly = pymunk.Poly(space.static_body, [(bx, by), (bx + bw, by), (bx + bw, by + bh), (bx, by + bh)])
        poly.elasticity = 0.55
        poly.friction = 0.5
        poly.collision_type = WALL
        space.add(poly)


def _die_body(space: pymunk.Space, kind: str, pos, angle: float) -> pymunk.Body:
    shape_def = shape_for(kind)
    mass = 1.0
    moment = pymunk.moment_for_poly(mass, shape_def.outline)
    body = pymunk.Body(mass, moment)
    body.position = pos
    body.angle = angle
    poly = pymunk.Poly(body, shape_def.outline, radius=2.0)
    poly.elasticity = 0.45
    poly.friction = 0.35
    poly.collision_type = DIE
    space.add(body, poly)
    # Felt friction: joints to the table that only resist velocity, up to a capped force.
    slide = pymunk.PivotJoint(space.static_body, body, (0, 0), (0, 0))
    slide.max_bias = 0.0
    slide.max_force = mass * SLIDE_DECEL
    spin = pymunk.GearJoint(space.static_body, body, 0.0, 1.0)
    spin.max_bias = 0.0
    spin.max_force = moment * SPIN_DECEL
    space.add(slide, spin)
    return body


def _start_slots(rng: random.Random, n: int, felt, from_left: bool) -> list[tuple[float, float]]:
    """Non-overlapping start points near the thrower's end of the tray."""
    x, y, w, h = felt
    spacing = 134.0
    cols, rows = 3, max(1, int((h - 140) // spacing) + 1)
    slots = [(c, r) for c in range(cols) for r in range(rows)]
    rng.shuffle(slots)
    span_y = (rows - 1) * spacing
    top = y + (h - span_y) / 2
    points = []
    for c, r in slots[:n]:
        px = x + 72 + c * spacing + rng.uniform(-3, 3)
        if not from_left:
            px = x + w - (px - x)
        points.append((px, top + r * spacing + rng.uniform(-3, 3)))
    return points


class _ImpactLog:
    """Turns pymunk's first-contact callbacks into Impact records, one per pair per beat."""

    def __init__(self) -> None:
        self.frame = 0
        self.impacts: list[Impact] = []
        self._last: dict[tuple[int, int], int] = {}

    def begin(self, arbiter: pymunk.Arbiter, space: pymunk.Space, data) -> None:
        a, b = arbiter.bodies
        n = arbiter.normal
        rel = b.velocity - a.velocity
        strength = abs(rel.dot(n))
        both_dice = a.body_type == pymunk.Body.DYNAMIC and b.body_type == pymunk.Body.DYNAMIC
        if both_dice:
            strength *= 0.5  # the reduced mass of two equal dice
        key = (min(a.id, b.id), max(a.id, b.id))
        if strength < 40.0 or self.frame - self._last.get(key, -99) < 5:
            return
        self._last[key] = self.frame
        self.impacts.append(Impact(self.frame, strength, "die" if both_dice else "wall"))


def _throw(rng: random.Random, bodies: list[pymunk.Body], from_left: bool) -> None:
    direction = 1.0 if from_left else -1.0
    for body in bodies:
        speed = rng.uniform(650.0, 2000.0)
        heading = rng.uniform(-0.5, 0.5)
        body.velocity = (direction * speed * math.cos(heading), speed * math.sin(heading))
        body.angular_velocity = rng.choice((-1, 1)) * rng.uniform(7.0, 16.0)


def _still(body: pymunk.Body) -> bool:
    return body.velocity.length < STILL_SPEED and abs(body.angular_velocity) < STILL_SPIN


def simulate(kinds: list[str], seed: int, felt=FELT_RECT) -> Motion:
    """Throw one die of each kind across the felt and run it all to rest."""
    run = simulation(kinds, seed, felt)
    while True:
        try:
            next(run)
        except StopIteration as done:
            return done.value


def simulation(kinds: list[str], seed: int, felt=FELT_RECT, slice_frames: int = 8):
    """simulate() in slices: a generator that yields after every `slice_frames` recorded frames
    and returns the Motion, so a tray can spread the work over several display frames. The
    space takes the same steps however it is sliced: the dice land where simulate() puts them."""
    rng = random.Random(seed)
    space = pymunk.Space(threaded=False)
    space.iterations = 8
    space.damping = AIR_DAMPING
    _walls(space, felt)
    from_left = rng.random() < 0.5
    starts = _start_slots(rng, len(kinds), felt, from_left)
    bodies = [_die_body(space, k, p, rng.uniform(0, math.tau)) for k, p in zip(kinds, starts)]
    _throw(rng, bodies, from_left)
    poses = [_flight(body) for body in bodies]
    log = _ImpactLog()
    space.on_collision(DIE, DIE, begin=log.begin)
    space.on_collision(DIE, WALL, begin=log.begin)
    _record(poses, bodies)
    still_for = 0
    sub_dt = FRAME_DT / SUBSTEPS
    for frame in range(AIR_FRAMES + 1, MAX_FRAMES + 1):
        log.frame = frame
        if frame == ASSIST_FRAME:
            space.damping = 0.02  # the straggler's last push fades fast
        for _ in range(SUBSTEPS):
            space.step(sub_dt)
        if frame == MAX_FRAMES:
            for body in bodies:
                body.velocity = (0.0, 0.0)
                body.angular_velocity = 0.0
        _record(poses, bodies)
        still_for = still_for + 1 if all(_still(b) for b in bodies) else 0
        if still_for >= STILL_FRAMES:
            break
        if frame % slice_frames == 0:
            yield
    return Motion(list(kinds), poses, [rest_frame(track) for track in poses], log.impacts)


def _flight(body: pymunk.Body) -> list[tuple[float, float, float]]:
    """The frames before landing: the die sails in along its throw, spinning."""
    p, v, w = body.position, body.velocity, body.angular_velocity
    track = []
    for f in range(AIR_FRAMES):
        back = (AIR_FRAMES - f) * FRAME_DT
        track.append((p.x - v.x * back, p.y - v.y * back, body.angle - w * back))
    return track


def _record(poses, bodies) -> None:
    for track, body in zip(poses, bodies):
        p = body.position
        track.append((p.x, p.y, body.angle))


def rest_frame(track: list[tuple[float, float, float]], move: float = 0.05, turn: float = 0.001) -> int:
    """The first frame from which this die no longer visibly moves."""
    for f in range(len(track) - 1, 0, -1):
        x0, y0, a0 = track[f - 1]
        x1, y1, a1 = track[f]
        if abs(x1 - x0) > move or abs(y1 - y0) > move or abs(a1 - a0) > turn:
            return f
    return 0
