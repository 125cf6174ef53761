"""CPU the live loop burns while nobody touches anything: the title, and each table waiting for a
person, run through the real loop (App.run) for a few seconds each.

    .venv/bin/python bench/idle.py [--seconds 5] [--driver auto|x11|dummy]

Under a real X server when one can be had (DISPLAY, or an Xvfb started here for the run), else
SDL's dummy driver. The window is the settings' default (1600x900, so every present scales the
canvas), as a player would first see it. Prints one JSON line per scene, like bench/frames.py:
{"scene", "driver", "seconds", "cpu_per_wall", "presents_per_s"}; cpu_per_wall is CPU seconds of
this process (time.process_time) per wall second (time.perf_counter): 0.03 is 3% of one core.
Last, a control that motion still runs at the full rate: the last table with the dice tray
rolling over it for 1.5 seconds (presents_per_s near 60 where the machine keeps up).
"""
from __future__ import annotations

import argparse
import json
import os
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))


def start_xvfb() -> subprocess.Popen | None:
    """An Xvfb server on a free display number, or None when there is no Xvfb."""
    if shutil.which("Xvfb") is None:
        return None
    for number in range(91, 99):
        if Path(f"/tmp/.X11-unix/X{number}").exists():
            continue
        server = subprocess.Popen(["Xvfb", f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
                                  stdout=subprocess.DEVNULL, stderr=subprocess.DEVNULL)
        for _ in range(50):
            if Path(f"/tmp/.X11-unix/X{number}").exists():
                os.environ["DISPLAY"] = f":{number}"
                return server
            time.sleep(0.1)
        server.kill()
    return None


def choose_driver(wanted: str) -> tuple[str, subprocess.Popen | None]:
    """Set SDL_VIDEODRIVER for the run; returns (driver, the Xvfb process if one was started)."""
    if wanted in ("auto", "x11"):
        if os.environ.get("DISPLAY"):
            os.environ["SDL_VIDEODRIVER"] = "x11"
            return "x11", None
        server = start_xvfb()
        if server is not None:
            os.environ["SDL_VIDEODRIVER"] = "x11"
            return "x11 (Xvfb)", server
        if wanted == "x11":
            raise SystemExit("bench/idle.py: no X server and no Xvfb to start")
    os.environ["SDL_VIDEODRIVER"] = "dummy"
    return "dummy", None


def waiting_table(app, stop_name: str):
    """The table of a tour stop, left once a person holds the screen and must decide."""
    from scenes.app import FIXED_DT
    from scenes.tour import stops

    stop = next(s for s in stops() if s.name == stop_name)
    app.stack = type(app.stack)()
    stop.build(app)
    table = app.stack.top
    for _ in range(600):  # a curtain or a tray first: let it go, then let the table settle
        while app.stack.top is not table:
            top = app.stack.top
            if hasattr(top, "ready"):
                top.ready()
            else:
                app.stack.pop()
        if table.driver.human_to_act() is not None:
            break
        app.update(FIXED_DT)
    return table


def rolling(app) -> None:
    """A slow throw of eight dice pushed over the table on screen (the control for motion)."""
    from scenes.dice.tray import DiceTray

    app.settings.dice_speed = "slow"
    dice = [("d10", 7), ("d10", 3), ("d4", 2), ("d12", 11), ("casualty", 1), ("casualty", 2), ("d10", 9), ("d8", 4)]
    app.stack.push(DiceTray(app, dice, title="Fight!", seed=3))


def title(app):
    from scenes.menu.title import TitleScene

    app.stack = type(app.stack)()
    return app.stack.push(TitleScene(app))


def run_for(app, seconds: float) -> dict:
    """Run the real loop for `seconds` (a timer posts QUIT) and measure it."""
    import pygame

    presents = 0
    show = app.display.present

    def counted() -> None:
        nonlocal presents
        presents += 1
        show()

    app.display.present = counted
    app.running = True
    pygame.event.clear()
    pygame.time.set_timer(pygame.QUIT, int(seconds * 1000), loops=1)
    wall, cpu = time.perf_counter(), time.process_time()
    app.run()
    wall, cpu = time.perf_counter() - wall, time.process_time() - cpu
    app.display.present = show
    return {"seconds": round(wall, 2), "cpu_per_wall": round(cpu / wall, 4),
            "presents_per_s": round(presents / wall, 1)}


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--seconds", type=float, default=5.0)
    parser.add_argument("--warmup", type=float, default=1.5, help="seconds run before measuring")
    parser.add_argument("--driver", choices=("auto", "x11", "dummy"), default="auto")
    parser.add_argument("--only", default=None, help="one scene: title, vault, drizzt, waterdeep, dragonvault, draft")
    args = parser.parse_args()
    os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
    os.environ["TAVERN_TABLE_HOME"] = tempfile.mkdtemp(prefix="tavern-idle-")  # default settings, no saves
    driver, server = choose_driver(args.driver)
    try:
        from scenes.app import App

        app = App()
        cases = {"title": lambda: title(app),
                 "vault": lambda: waiting_table(app, "vault_table_turn"),
                 "drizzt": lambda: waiting_table(app, "drizzt_table_move"),
                 "waterdeep": lambda: waiting_table(app, "waterdeep_table_first_turn"),
                 "dragonvault": lambda: waiting_table(app, "dragonvault_table_play"),
                 "draft": lambda: waiting_table(app, "draft_play_phase")}
        for name, build in cases.items():
            if args.only and name != args.only:
                continue
            build()
            run_for(app, args.warmup)  # caches baked, tooltips and settling done
            print(json.dumps({"scene": name, "driver": driver, **run_for(app, args.seconds)}), flush=True)
        if not args.only:
            rolling(app)
            print(json.dumps({"scene": "table + dice rolling", "driver": driver, **run_for(app, 1.5)}), flush=True)
        app.close()
    finally:
        if server is not None:
            server.terminate()
            server.wait(timeout=5)
    return 0


if __name__ == "__main__":
    sys.exit(main())
