"""Frame times of every scene, headless at the logical 1920x1080.

    .venv/bin/python bench/frames.py [--frames 240] [--only NAME]

Prints one JSON line per scene: {"scene": ..., "p50_ms": ..., "p95_ms": ..., "max_ms": ..., "cpu": {...}}
(wall time, and under "cpu" this process's CPU time per frame: steadier on a shared machine).
"""
from __future__ import annotations

import argparse
import json
import os
import sys
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.timing import time_frames  # noqa: E402
from scenes import save_writer  # noqa: E402
from scenes.app import FIXED_DT, App  # noqa: E402
from scenes.tour import stops, visit  # noqa: E402


def measure(app: App, stop, frames: int) -> dict:
    visit(app, stop, frames=stop.frames)
    return {"scene": stop.name, **time_frames(lambda _i: app.frame(events=[], dt=FIXED_DT), frames)}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=240)
    parser.add_argument("--only", default=None)
    args = parser.parse_args()
    app = App(headless=True)
    save_writer.use_background(True)  # as the live app: autosaves off the frame
    for stop in stops():
        if args.only and stop.name != args.only:
            continue
        print(json.dumps(measure(app, stop, args.frames)), flush=True)
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
