"""Frame times of the Vault of Dragons table with a full board: 40 Followers, 4 City Watch
tokens, headless at 1920x1080 (target: p95 <= 4 ms in every case).

    .venv/bin/python bench/vault_table.py [--frames 300]

Cases: the table at rest on a person's turn with the mouse moving; a group of Followers being
dragged with every legal place lit; the position changing every few frames (board redrawn,
things flying); the dice tray throwing 8 dice over the table. One JSON line per case.
"""
from __future__ import annotations

import json
import sys
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))  # bench.table_frames sets the headless defaults

import pygame  # noqa: E402

from bench.table_frames import (case, churn_case, escape, frames_option, mouse, press, table_app,  # noqa: E402
                                wander)

from game.vault import board  # noqa: E402
from game.vault.state import Watch  # noqa: E402
from scenes.app import FIXED_DT, App  # noqa: E402
from scenes.dice.tray import DiceTray  # noqa: E402
from scenes.vault import layout, positions  # noqa: E402
from scenes.vault.table import VaultTable  # noqa: E402


def full_board() -> VaultTable:
    """Round 2, a person to act, every seat's 10 Followers spread over the city, 4 Watch tokens."""
    match = positions.play_until(lambda m: m.state.round == 2 and m.to_act() == 0 and not m.state.decisions)
    state = match.state
    for seat in range(4):
        spots = {}
        for k in range(10):
            place = board.slot((seat * 3 + k) % 12) if k < 8 else board.YP
            force = spots.setdefault(place, [0, 0, 0])
            force[k % 3] += 1
        state.followers[seat] = spots
        state.seats[seat].supply = [0, 0, 0]
    state.watch = [Watch(board.slot(i)) for i in (1, 4, 7, 10)]
    positions.seat_people(match, 0)
    match.setup["seats"][1]["bot"] = None  # two people: hands stay private
    return VaultTable(app_holder[0], match=match)


app_holder: list[App] = []


def main() -> int:
    n = frames_option()
    app = table_app()
    app.settings.dice_speed = "normal"
    app_holder.append(app)
    table = full_board()
    app.stack.reset(table)
    app.frame(events=[], dt=FIXED_DT)
    # the hand-off curtain for the first person: it comes a moment after the table opens
    for _ in range(600):
        if app.stack.top is table and table.curtain_due is None and table.drag.items:
            break
        if app.stack.top is not table:
            app.stack.top.ready()
        app.frame(events=[], dt=FIXED_DT)
    else:
        raise SystemExit("the first person never took the table")
    followers = sum(sum(sum(f) for f in seat.values()) for seat in table.match.state.followers)
    print(json.dumps({"followers": followers, "watch": len(table.view["watch"])}))
    case("rest, mouse moving", app, n, wander)
    source = next(iter(table.drag.items))
    start = table.drag.items[source].rect.center
    press(app, start)

    def drag(i):
        return [mouse((start[0] + (i * 11) % 900, start[1] + (i * 7) % 500), (1, 0, 0))]

    case("dragging a group", app, n, drag)
    escape(app)
    table.drag.press = None

    def change():
        table.layer = None  # the position changed: the board picture is redrawn
        table.refresh(animate=True)
        table.flyers.float_text(pygame.Surface((120, 30), pygame.SRCALPHA), layout.BOARD.center)

    churn_case(app, n, change)
    dice = [("d10", 7), ("d10", 3), ("d4", 2), ("d12", 11), ("casualty", 1), ("casualty", 2), ("d10", 9),
            ("d12", 4)]
    app.stack.push(DiceTray(app, dice, title="Fight!", seed=3))
    case("dice tray throwing 8 dice", app, min(n, 150))
    app.close()
    return 0


if __name__ == "__main__":
    sys.exit(main())
