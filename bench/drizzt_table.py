"""Frame times of the Legend of Drizzt dungeon view with a deep dungeon: 25 tiles, 5 heroes,
12 monsters, headless at 1920x1080 (target: p95 <= 4 ms in every case).

    .venv/bin/python bench/drizzt_table.py [--frames 300]

Cases: at rest with the mouse moving (the hovered space lit); panning every frame; a wheel
step every 4 frames, sweeping through every zoom level and back (each level's tile pictures
are drawn on its first visit); a hero's reachable spaces lit with costs, a path and target
rings. The layer draws into the 1920x1080 display surface. One JSON line per case.

Then the whole table scene (scenes.drizzt.table, every panel, through App.frame with real
mouse events): at rest with the mouse moving over the dungeon, panning by dragging the floor,
and zooming with the wheel, first through zoom levels never drawn yet, then again (--no-table
skips these), and three co-op bots playing a game through the table.
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

import pygame  # noqa: E402

from bench.timing import time_frames  # noqa: E402
from scenes import save_writer  # noqa: E402
from game.drizzt import board, grid, rules  # noqa: E402
from scenes.drizzt.camera import SPACE_SIZES, Camera  # noqa: E402
from scenes.drizzt.dungeon_layer import DungeonLayer, Highlights  # noqa: E402
from scenes.drizzt.sample_dungeon import deep_dungeon  # noqa: E402


def wander(i: int) -> tuple[int, int]:
    return 40 + (i * 37) % 1360, 100 + (i * 53) % 800


def main() -> int:
    parser = argparse.ArgumentParser()
    parser.add_argument("--frames", type=int, default=300)
    parser.add_argument("--no-table", action="store_true", help="time the dungeon layer only")
    args = parser.parse_args()
    pygame.init()
    screen = pygame.display.set_mode((1920, 1080))
    state = deep_dungeon().state
    layer = DungeonLayer(Camera())
    layer.show(rules.view(state, 0))
    hero = state.heroes[0]
    layer.camera.look_at(hero.cell[0] + 0.5, hero.cell[1] + 0.5)
    layer.draw(screen)  # the first frame bakes the map at this zoom
    print(json.dumps({"tiles": len(state.tiles), "heroes": len(state.heroes), "monsters": len(state.monsters),
                      "space_px": layer.camera.space}))
    n = args.frames
    lit = Highlights()

    def rest(i):
        lit.hover = layer.space_at(wander(i))
        layer.draw(screen, lit, i / 60)

    print(json.dumps({"case": "rest, mouse moving", **time_frames(rest, n)}), flush=True)

    def panning(i):
        step = 9 if (i // 60) % 2 == 0 else -9
        layer.camera.pan(step, step // 2)
        layer.draw(screen, lit, i / 60)

    print(json.dumps({"case": "panning every frame", **time_frames(panning, n)}), flush=True)
    sweep = [1] * (len(SPACE_SIZES) - 1) + [-1] * (len(SPACE_SIZES) - 1)
    layer.camera.level = 0

    def zooming(i):
        if i % 4 == 0:
            layer.camera.zoom_at(wander(i), sweep[(i // 4) % len(sweep)])
        layer.draw(screen, lit, i / 60)

    print(json.dumps({"case": "wheel step every 4 frames", **time_frames(zooming, n)}), flush=True)
    layer.camera.level = SPACE_SIZES.index(56)
    layer.camera.look_at(hero.cell[0] + 0.5, hero.cell[1] + 0.5)
    reach = board.reachable(state, 0, hero.speed * 2)
    far = max(reach, key=lambda c: (reach[c], c))
    route = grid.path(board.index(state), board.defs(), tuple(hero.cell), far, blocked=board.monster_cells(state))
    lit = Highlights(reach=reach, path=route or [], selected=0, targets=frozenset(m.uid for m in state.monsters[:4]))

    def reachable(i):
        lit.hover = layer.space_at(wander(i))
        layer.draw(screen, lit, i / 60)

    print(json.dumps({"case": f"{len(reach)} reachable spaces lit, path, targets", **time_frames(reachable, n)}),
          flush=True)
    print(json.dumps({"bakes": layer.bakes}))
    if not args.no_table:
        table_cases(n)
    pygame.quit()
    return 0


def table_cases(n: int) -> None:
    """The whole table scene on the deep dungeon: a person's hero turn, every panel drawn."""
    os.environ.setdefault("TAVERN_TABLE_HOME", str(Path(os.environ.get("TMPDIR", "/tmp")) / "tavern-bench"))
    from scenes.app import FIXED_DT, App
    from scenes.drizzt.table import DrizztTable

    app = App(headless=True)

    save_writer.use_background(True)  # as the live app: autosaves off the frame
    app.settings.bot_speed = "instant"
    match = deep_dungeon()
    for seat in match.setup["seats"]:
        seat["bot"] = None
    table = DrizztTable(app, match=match)
    app.stack.reset(table)
    for _ in range(30):
        app.frame(events=[], dt=FIXED_DT)

    def frames(events_for) -> dict:
        return time_frames(lambda i: app.frame(events=events_for(i), dt=FIXED_DT), n)

    def motion(pos, buttons=(0, 0, 0)):
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(0, 0), buttons=buttons)

    print(json.dumps({"case": "table: rest, mouse moving", **frames(lambda i: [motion(wander(i))])}), flush=True)
    start = (700, 300)  # empty floor or rock: a drag there pans
    app.frame(events=[pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=3)], dt=FIXED_DT)

    def drag(i):
        step = 9 if (i // 60) % 2 == 0 else -9
        return [motion((start[0] + (i % 60) * step // 3, start[1] + (i % 60) * step // 6), (0, 0, 1))]

    print(json.dumps({"case": "table: panning (right-drag)", **frames(drag)}), flush=True)
    app.frame(events=[pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=3)], dt=FIXED_DT)
    sweep = [1] * (len(SPACE_SIZES) - 1) + [-1] * (len(SPACE_SIZES) - 1)

    def wheel(i):
        if i % 4:
            return [motion(wander(i))]
        return [motion(wander(i)), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=sweep[(i // 4) % len(sweep)])]

    print(json.dumps({"case": "table: wheel step every 4 frames, first visit to each zoom", **frames(wheel)}),
          flush=True)
    print(json.dumps({"case": "table: wheel step every 4 frames, zooms seen before", **frames(wheel)}), flush=True)
    bots_playing(app, n * 10)
    app.close()


def bots_playing(app, n: int) -> None:
    """Three co-op bots play the Goblin Pens at fast speed through the table (hero and villain
    phases, dice, encounters, the panels redrawn as the position changes); the table's first
    frame is left out (it draws every picture of the opening map)."""
    from scenes.app import FIXED_DT
    from scenes.drizzt.sample_dungeon import begin
    from scenes.drizzt.table import DrizztTable

    app.settings.bot_speed, app.settings.dice_speed = "fast", "fast"
    match = begin("the_goblin_pens", 3, 7)
    for seat in match.setup["seats"]:
        seat["bot"] = "coop"
    app.stack.reset(DrizztTable(app, match=match))
    app.frame(events=[], dt=FIXED_DT)
    print(json.dumps({"case": f"table: co-op bots playing, {n} frames",
                      **time_frames(lambda i: app.frame(events=[], dt=FIXED_DT), n)}), flush=True)


if __name__ == "__main__":
    sys.exit(main())
