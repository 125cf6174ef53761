"""Frame times of the Dungeon Draft table with a full table: five seats in the last round, a
person in the play phase with a full hand; and a person's draft pick on the pick stage; headless
at 1920x1080 (target: p95 <= 4 ms in every case).

    .venv/bin/python bench/draft_table.py [--frames 300]

Cases: the setup screen with the mouse moving while the card faces are drawn ahead
(scenes/draft/warm.py), as before a game in the live app; the play phase at rest with the mouse
moving (tooltips coming and going); a hand card being dragged with its drop place lit; the
position changing every 20 frames (the table picture redrawn); the pick stage with the mouse
moving and a card chosen now and then; a person's picks, each followed by the bots' and the next
pack shown on the stage (its faces' first sight). One JSON line per case; "max_ms" is the worst
frame.
"""
from __future__ import annotations

import json
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # bench.table_frames sets the headless defaults

from bench.table_frames import case, churn_case, drag_case, frames_option, settle_on, table_app, timed, wander  # noqa: E402
from bench.timing import summary  # noqa: E402
from scenes.app import FIXED_DT, App  # noqa: E402
from scenes.draft import positions, warm  # noqa: E402
from scenes.draft.table import DraftTable  # noqa: E402


def table_at(app: App, done, seats: int = 5) -> DraftTable:
    match = positions.play_until(done, seats=seats, seed=11)
    positions.seat_people(match, positions.owed_seat(match))
    return settle_on(app, DraftTable(app, match=match))


def opening(app: App) -> dict:
    """The setup screen up, the mouse moving, until every card face is drawn ahead (as in the
    live app before a game: the table's frames timed after are those of a table whose faces are
    drawn); their times and how many."""
    from game import registry
    from scenes.draft.setup_scene import DraftSetupScene

    app.stack.reset(DraftSetupScene(app, registry.get("draft")))
    times, cpu, i = [], [], 0
    while not warm.WARMER.done and i < 5000:
        start, start_cpu = time.perf_counter(), time.process_time()
        app.frame(events=wander(i), dt=FIXED_DT)
        times.append((time.perf_counter() - start) * 1000)
        cpu.append((time.process_time() - start_cpu) * 1000)
        i += 1
    return {"frames": i, **summary(times or [0.0]), "cpu": summary(cpu or [0.0])}


def main() -> int:
    n = frames_option()
    app = table_app()
    print(json.dumps({"case": "setup screen, faces drawn ahead, mouse moving", **opening(app)}), flush=True)
    table = table_at(app, positions.playing(4))
    view = table.view
    print(json.dumps({"seats": len(view["seats"]), "round": view.get("round"), "hand": len(table.hand),
                      "played": sum(len(r) for s in view["seats"] for r in s["play_area"])}))
    case("play phase at rest, mouse moving", app, n, wander)
    drag_case(app, table, n)
    churn_case(app, n, table.refresh)  # the position changed: the table picture is drawn again
    table = table_at(app, positions.asking("draft", lambda v: v.get("round") == 3 and v.get("pick") == 2))
    stage = table.stage

    def picking(i):
        if stage is not None and i % 30 == 0:
            stage.toggle((i // 30) % len(stage.cards))
            table.stage_changed()  # as a click on the stage does: the stage is drawn again
        return wander(i)

    case("pick stage, mouse moving, a card chosen every 30 frames", app, n, picking)
    picks = 5
    table = table_at(app, positions.asking("draft", lambda v: v.get("round") == 2 and v.get("pick") == 1))

    def next_pack(i):
        stage = table.stage
        if stage is not None and stage.visible and not stage.chosen:  # the person picks at once
            stage.toggle(0)
            stage._confirm_clicked()
        return wander(i)

    print(json.dumps({"case": f"{picks} picks, each pack passed and the next shown", "frames": picks * 150,
                      **timed(app, picks * 150, next_pack)}), flush=True)
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
