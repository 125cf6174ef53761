"""Frame times of the Dragonvault table with a full table: six seats well into the game, a
person in the play step with a full hand; headless at 1920x1080 (target: p95 <= 4 ms in every
case).

    .venv/bin/python bench/dragonvault_table.py [--frames 300]

Cases: the table at rest on a person's turn with the mouse moving (tooltips coming and going);
a hand card being dragged with its drop places lit; the position changing every 20 frames (the
table picture redrawn, damage rising over a plate). One JSON line per case.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # bench.table_frames sets the headless defaults

from bench.table_frames import case, churn_case, drag_case, frames_option, settle_on, table_app, wander  # noqa: E402
from game.core.protocol import Event  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.dragonvault import positions  # noqa: E402
from scenes.dragonvault.table import DragonvaultTable  # noqa: E402


def full_table(app: App) -> DragonvaultTable:
    """Six seats, turn 6 or later, a person in the play step."""
    match = positions.play_until(positions.playing(6), seats=6, seed=11)
    positions.seat_people(match, positions.owed_seat(match))
    return DragonvaultTable(app, match=match)


def main() -> int:
    n = frames_option()
    app = table_app()
    table = settle_on(app, full_table(app))
    view = table.view
    print(json.dumps({"seats": len(view["seats"]), "turn": view.get("turn"), "hand": len(table.hand),
                      "deck": view.get("deck_count")}))
    case("rest, mouse moving", app, n, wander)
    drag_case(app, table, n)
    hurt = [Event("hurt", {"kind": "damage", "seat": 1, "amount": 2, "companion": -1})]
    churn_case(app, n, lambda: table.refresh(events=hurt))  # the table picture drawn again, damage rising
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
