"""Start-up: time from process start to the app's first flipped frame, against a bare
pygame window (import pygame, set_mode, flip), headless.

    python bench/startup.py                       # `python -m scenes --frames 1`, 7 runs each
    python bench/startup.py --binary dist/tavern-table/tavern-table   # the packaged app
    python bench/startup.py --explain             # also list the slowest imports
    python bench/startup.py --check               # exit 1 when the ratio is over the target

Prints one JSON line on stdout:
    {"app_first_frame_s": ..., "bare_pygame_first_frame_s": ..., "ratio": ..., ...}

The app reports its first flip when TAVERN_REPORT_FIRST_FRAME=1 (scenes/app.py, App.run)
by printing `first-frame <time.time()>`; the clock starts just before the process is
spawned, so both figures include interpreter start-up. Each figure is the median.
"""
from __future__ import annotations

import argparse
import json
import os
import re
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TARGET_RATIO = 2.0
MARK = re.compile(r"^first-frame (\d+(?:\.\d+)?)\s*$", re.MULTILINE)

# The same canvas size as the app, so both flip the same number of pixels.
BARE = """\
import time
import pygame
pygame.display.init()
screen = pygame.display.set_mode(({w}, {h}))
screen.fill((30, 30, 40))
pygame.display.flip()
print(f"first-frame {{time.time():.6f}}", flush=True)
pygame.quit()
"""


def log(msg: str) -> None:
    print(f"startup: {msg}", file=sys.stderr, flush=True)


def bench_env(home: Path) -> dict[str, str]:
    env = dict(os.environ)
    env.update(
        SDL_VIDEODRIVER="dummy",
        SDL_AUDIODRIVER="dummy",
        PYGAME_HIDE_SUPPORT_PROMPT="1",
        TAVERN_REPORT_FIRST_FRAME="1",
        TAVERN_TABLE_HOME=str(home),  # never touch the developer's own settings
    )
    env.pop("PYTHONPROFILEIMPORTTIME", None)
    return env


def first_frame(cmd: list[str], env: dict[str, str]) -> float:
    """Seconds from spawning `cmd` to its `first-frame` line."""
    start = time.time()
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    found = MARK.search(proc.stdout)
    if proc.returncode != 0 or not found:
        tail = "\n".join((proc.stdout + proc.stderr).splitlines()[-15:])
        raise SystemExit(f"startup: no first frame from {' '.join(cmd)} (exit {proc.returncode}):\n{tail}")
    return float(found.group(1)) - start


def canvas_size() -> tuple[int, int]:
    sys.path.insert(0, str(ROOT))
    try:
        from scenes.kit import theme

        return theme.CANVAS_W, theme.CANVAS_H
    except Exception:  # noqa: BLE001 - the bench still runs with a stand-in size
        return 1280, 720
    finally:
        sys.path.pop(0)


def explain(env: dict[str, str], top: int) -> None:
    """Print the slowest imports (cumulative) of one app start, from -X importtime."""
    cmd = [sys.executable, "-X", "importtime", "-m", "scenes", "--frames", "1"]
    proc = subprocess.run(cmd, cwd=ROOT, env=env, capture_output=True, text=True, timeout=120)
    rows = []
    for line in proc.stderr.splitlines():
        parts = line.split("|")
        if line.startswith("import time:") and len(parts) == 3 and parts[1].strip().isdigit():
            rows.append((int(parts[1]), parts[2].rstrip()))
    rows.sort(reverse=True)
    log(f"slowest imports (cumulative, ms) of {' '.join(cmd[1:])}:")
    for cumulative, name in rows[:top]:
        log(f"  {cumulative / 1000:8.1f}  {name}")


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7, help="timed runs of each (after one warm-up)")
    parser.add_argument("--binary", type=Path, help="time this packaged executable instead of python -m scenes")
    parser.add_argument("--explain", action="store_true", help="list the slowest imports on stderr")
    parser.add_argument("--check", action="store_true", help=f"exit 1 when ratio > {TARGET_RATIO}")
    args = parser.parse_args(argv)

    if args.binary:
        app_cmd = [str(args.binary.resolve()), "--frames", "1"]
    else:
        app_cmd = [sys.executable, "-m", "scenes", "--frames", "1"]
    w, h = canvas_size()
    bare_cmd = [sys.executable, "-c", BARE.format(w=w, h=h)]

    with tempfile.TemporaryDirectory(prefix="tavern-startup-") as home:
        env = bench_env(Path(home))
        first_frame(app_cmd, env)  # warm the disk cache and write __pycache__
        first_frame(bare_cmd, env)
        app_times, bare_times = [], []
        for _ in range(max(1, args.runs)):  # interleaved, so drift hits both alike
            app_times.append(first_frame(app_cmd, env))
            bare_times.append(first_frame(bare_cmd, env))
        if args.explain:
            explain(env, top=25)

    app_s = statistics.median(app_times)
    bare_s = statistics.median(bare_times)
    result = {
        "app_first_frame_s": round(app_s, 4),
        "bare_pygame_first_frame_s": round(bare_s, 4),
        "ratio": round(app_s / bare_s, 3),
        "runs": len(app_times),
        "app": "binary" if args.binary else "source",
    }
    print(json.dumps(result), flush=True)
    if args.check and result["ratio"] > TARGET_RATIO:
        log(f"ratio {result['ratio']} is over the target {TARGET_RATIO}")
        return 1
    return 0


if __name__ == "__main__":
    sys.exit(main())
