"""Frame times of the Lords of Waterdeep table with a full board: five seats late in the game,
agents on most spaces, the bought buildings, full hands; headless at 1920x1080 (target: p95 <= 4 ms
in every case).

    .venv/bin/python bench/waterdeep_table.py [--frames 300]

Cases: the table at rest on a person's turn with the mouse moving (tooltips coming and going);
an agent being dragged with every open space lit; the position changing every 20 frames (the
board picture redrawn, rewards flying). One JSON line per case.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # bench.table_frames sets the headless defaults

from bench.table_frames import (case, churn_case, escape, frames_option, mouse, press, settle_on, table_app,  # noqa: E402
                                wander)
from scenes.app import App  # noqa: E402
from scenes.waterdeep import positions  # noqa: E402
from scenes.waterdeep.gestures import POOL  # noqa: E402
from scenes.waterdeep.table import WaterdeepTable  # noqa: E402


def full_board(app: App) -> WaterdeepTable:
    """Round 7 or later, five seats, a person to place an agent with most spaces taken."""
    match = positions.play_until(positions.placing(7, placed=9), seats=5, seed=11)
    positions.seat_people(match, positions.owed_seat(match))
    return WaterdeepTable(app, match=match)


def main() -> int:
    n = frames_option()
    app = table_app()
    table = settle_on(app, full_board(app))
    view = table.view
    print(json.dumps({"seats": len(view["seats"]), "round": view["round"],
                      "agents_on_board": sum(1 for s in view["spaces"] if s["occupant"] >= 0),
                      "bought": sum(1 for s in view["spaces"] if s["owner"] >= 0), "hand": len(table.hand)}))
    case("rest, mouse moving", app, n, wander)
    start = table.drag.items[POOL].rect.center
    press(app, start)

    def drag(i):
        return [mouse((start[0] - (i * 11) % 1100, start[1] - (i * 7) % 700), (1, 0, 0))]

    case("dragging an agent", app, n, drag)
    escape(app)
    table.drag.press = None

    def change():
        table.refresh()  # the position changed: the board picture is drawn again
        table._fly_bundle({"fighter": 2, "gold": 4, "vp": 3}, (400, 500), table.rects["mats"][0].center, 0.0)

    churn_case(app, n, change)
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
