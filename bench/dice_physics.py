"""Dice tray cost: the physics per frame, the whole pre-simulation, and the tray's draw.

    .venv/bin/python bench/dice_physics.py [--throws 40] [--dice 12]

Prints one JSON line: {"dice": 12, "physics_ms_per_frame": ..., "presim_ms": ...,
"presim_max_ms": ..., "draw_p50_ms": ..., "draw_p95_ms": ...}. Targets: physics <= 0.5 ms
per frame with 12 dice, tray draw p95 <= 4 ms at 1920x1080 headless.
"""
from __future__ import annotations

import argparse
import json
import os
import random
import statistics
import sys
import time
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.timing import percentile  # noqa: E402
from game.core.dice import DICE  # noqa: E402
from scenes.dice.physics import AIR_FRAMES, simulate  # noqa: E402
from scenes.dice.throw import plan_throw  # noqa: E402

KINDS = ("d4", "d6", "d8", "d10", "d12", "d20", "casualty")


def mixed_rolls(rng: random.Random, n: int) -> list[tuple[str, int]]:
    kinds = [KINDS[i % len(KINDS)] for i in range(n)]
    return [(kind, DICE[kind].roll(rng)) for kind in kinds]


def physics(throws: int, dice: int) -> dict:
    """Time the pure physics (per stepped frame) and the whole plan (physics plus faces)."""
    rng = random.Random(1)
    step_ms, frames, plans = 0.0, 0, []
    for seed in range(throws):
        rolls = mixed_rolls(rng, dice)
        start = time.perf_counter()
        motion = simulate([k for k, _ in rolls], seed)
        step_ms += (time.perf_counter() - start) * 1000
        frames += motion.frames - AIR_FRAMES
        start = time.perf_counter()
        plan_throw(rolls, seed)
        plans.append((time.perf_counter() - start) * 1000)
    return {"physics_ms_per_frame": round(step_ms / max(1, frames), 4),
            "presim_ms": round(statistics.mean(plans), 2), "presim_max_ms": round(max(plans), 2)}


def drawing(throws: int, dice: int) -> dict:
    """Time DiceTray.draw over whole throws (flight, tumble, rest with captions)."""
    import pygame

    from scenes.app import FIXED_DT, App
    from scenes.dice.tray import DiceTray
    from scenes.settings import Settings
    from scenes.stack import Scene

    class Table(Scene):
        def draw(self, surface):
            surface.fill((40, 60, 40))

    app = App(Settings(), headless=True)
    app.stack.push(Table(app))
    rng = random.Random(2)
    times = []
    for seed in range(throws):
        tray = app.stack.push(DiceTray(app, mixed_rolls(rng, dice), title="Benchmark", seed=seed))
        for _ in range(tray.throw.frames + 30):
            tray.update(FIXED_DT)
            app.screen.fill((40, 60, 40))
            start = time.perf_counter()
            tray.draw(app.screen)
            times.append((time.perf_counter() - start) * 1000)
        tray.close()
    pygame.display.flip()
    app.close()
    return {"draw_p50_ms": round(statistics.median(times), 3), "draw_p95_ms": round(percentile(times, 0.95), 3)}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--throws", type=int, default=40)
    parser.add_argument("--dice", type=int, default=12)
    args = parser.parse_args()
    result = {"dice": args.dice, **physics(args.throws, args.dice), **drawing(max(4, args.throws // 4), args.dice)}
    print(json.dumps(result), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
