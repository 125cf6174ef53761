"""A good citizen on the desktop (issue 15 item 12): when nothing moves the live loop draws and
presents nothing, input and motion still draw, a scene that says nothing keeps drawing, and where
no window can be opened the app says so in one line and stops."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

import pygame
import pytest

from scenes.app import FIXED_DT, SETTLE_SECONDS
from scenes.stack import Scene
from scenes.tour import stops

ROOT = Path(__file__).resolve().parents[2]
SETTLE_FRAMES = round(SETTLE_SECONDS / FIXED_DT) + 2


def lazy_frames(app, count: int, events=()) -> int:
    """Run `count` frames of the live loop's path (lazy: drawn only when needed); how many drew."""
    drawn = 0
    for i in range(count):
        drawn += app.frame(list(events) if i == 0 else [], FIXED_DT, lazy=True)
    return drawn


def open_stop(app, name: str) -> Scene:
    """The scene of a tour stop; a table is left once a person holds the screen and must decide
    (a curtain or a tray first is lifted)."""
    stop = next(s for s in stops() if s.name == name)
    app.stack = type(app.stack)()
    stop.build(app)
    scene = app.stack.top
    driver = getattr(scene, "driver", None)
    for _ in range(600):
        while app.stack.top is not scene:
            top = app.stack.top
            top.ready() if hasattr(top, "ready") else top.close()
        if driver is None or driver.human_to_act() is not None:
            break
        app.update(FIXED_DT)
    return scene


def settle(app, limit: int = 900) -> None:
    """Run lazy frames until one draws nothing (the scene has come to rest)."""
    for _ in range(limit):
        if not app.frame([], FIXED_DT, lazy=True):
            return
    raise AssertionError(f"{app.stack.top.name} never came to rest")


WAITING = ["title", "dice_roller", "settings", "vault_table_turn", "vault_table_watch", "vault_table_rumors",
           "vault_table_brawl", "drizzt_table_move", "drizzt_table_encounter", "drizzt_table_level_up"]


@pytest.mark.parametrize("name", WAITING)
def test_a_scene_waiting_for_a_person_draws_nothing(pilot, name):
    app = pilot.app
    scene = open_stop(app, name)
    settle(app)
    presents = []
    show = app.display.present
    app.display.present = lambda: (presents.append(1), show())
    assert lazy_frames(app, 240) == 0
    assert presents == [] and not scene.moving()
    # a person moves the mouse: the picture is drawn, and again for the settle window only
    motion = pygame.event.Event(pygame.MOUSEMOTION, pos=(960, 500), rel=(4, 4), buttons=(0, 0, 0))
    assert lazy_frames(app, 1, [motion]) == 1
    settle(app)
    assert lazy_frames(app, 60) == 0


@pytest.mark.parametrize("name", WAITING)
def test_a_scene_that_says_it_is_still_draws_the_same_picture(pilot, name):
    """Its word is true: two seconds later, drawn again, not one pixel differs."""
    app = pilot.app
    open_stop(app, name)
    settle(app)
    app.frame([], FIXED_DT)  # tests' frames always draw
    before = pygame.image.tobytes(app.screen, "RGB")
    for _ in range(120):
        app.frame([], FIXED_DT, lazy=True)
    app.frame([], FIXED_DT)
    assert pygame.image.tobytes(app.screen, "RGB") == before


def test_motion_draws_every_frame_until_it_rests(pilot):
    from scenes.dice.tray import DiceTray

    app = pilot.app
    open_stop(app, "title")
    settle(app)
    app.settings.dice_speed = "normal"
    tray = app.stack.push(DiceTray(app, [("d20", 17), ("d6", 3)], seed=5))
    assert lazy_frames(app, 30) == 30  # rolling: 60 frames a second, every one drawn
    assert tray.moving()
    tray.skip_to_rest()
    settle(app)
    assert tray.at_rest and lazy_frames(app, 60) == 0  # at rest it waits for a click


def test_a_toast_draws_until_it_is_gone(pilot):
    app = pilot.app
    open_stop(app, "title")
    settle(app)
    app.toasts.show("Saved")
    assert lazy_frames(app, 30) == 30
    settle(app)
    assert not app.toasts.items


def test_a_scene_that_says_nothing_keeps_drawing(pilot):
    class Quiet(Scene):
        name = "quiet"

    app = pilot.app
    app.stack.push(Quiet(app))
    assert lazy_frames(app, 90) == 90


def test_a_bots_turn_keeps_the_table_drawing(pilot):
    """A bot's pause is time passing at the table: drawn, so its move shows when it comes."""
    app = pilot.app
    table = open_stop(app, "vault_table_turn")
    settle(app)
    table.driver.seats[0] = type(table.driver.seats[0])("Ana", "heuristic")  # Ana hands over to a bot
    assert table.bots_playing() and table.moving()
    assert lazy_frames(app, 10) == 10


def test_the_live_loop_presents_nothing_while_idle(pilot, monkeypatch):
    """App.run itself (the sleep between idle frames made instant): after the first picture, an
    idle title presents nothing more."""
    import scenes.app as app_module

    monkeypatch.setattr(app_module.time, "sleep", lambda _s: None)
    app = pilot.app
    open_stop(app, "title")
    presents = []
    show = app.display.present
    app.display.present = lambda: (presents.append(1), show())
    app.run(max_frames=app.frame_count + 200)
    assert 1 <= len(presents) <= SETTLE_FRAMES


def run_app(env: dict) -> subprocess.CompletedProcess:
    base = {k: v for k, v in os.environ.items() if k not in ("DISPLAY", "WAYLAND_DISPLAY", "SDL_VIDEODRIVER")}
    return subprocess.run([sys.executable, "-m", "scenes", "--frames", "3"], cwd=ROOT, env={**base, **env},
                          capture_output=True, text=True, timeout=60)


def test_with_no_display_server_the_app_says_so_in_one_line_and_stops():
    done = run_app({"SDL_VIDEODRIVER": "x11"})
    assert done.returncode != 0
    lines = done.stderr.strip().splitlines()
    assert len(lines) == 1 and lines[0].startswith("tavern-table: ") and "window" in lines[0], done.stderr
    assert "Traceback" not in done.stderr


@pytest.mark.skipif(not sys.platform.startswith("linux"), reason="DISPLAY is how Linux desktops are found")
def test_with_no_display_at_all_the_app_does_not_run_on_windowless():
    done = run_app({})
    assert done.returncode != 0
    assert done.stderr.strip().splitlines() == [
        "tavern-table: no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set)"]


def test_the_throw_worked_out_over_frames_lands_where_it_would_at_once(pilot):
    from scenes.dice.throw import plan_throw
    from scenes.dice.tray import DiceTray

    rolls = [("d10", 7), ("d4", 2), ("d12", 11), ("casualty", 2), ("d20", 20), ("d6", 1)]
    app = pilot.app
    app.settings.dice_speed = "normal"
    tray = app.stack.push(DiceTray(app, rolls, seed=11))
    pilot.advance(1)
    assert tray._throw is None  # the frame that shows the tray simulates nothing
    for _ in range(30):
        if tray._throw is not None:
            break
        pilot.advance(1)
    once = plan_throw(rolls, 11)
    assert tray._throw is not None and tray.throw.motion.poses == once.motion.poses
    assert tray.throw.labels == once.labels


def test_a_focused_name_field_draws_only_when_its_caret_blinks(pilot):
    from scenes.kit.textinput import BLINK

    app = pilot.app
    scene = open_stop(app, "vault_setup")
    field = next(w for w in scene.ui.widgets if type(w).__name__ == "TextInput")
    pilot.click(*field.rect.center)
    settle(app)
    frames = round(4 * BLINK / FIXED_DT)
    drawn = lazy_frames(app, frames)
    assert 3 <= drawn <= 5  # once per blink, on and off, not every frame


def test_lit_target_rings_breathe_a_moment_then_hold_still(pilot):
    """Picking an attack lights its targets: their rings breathe (drawn every frame), then rest."""
    from game.drizzt import actions as A
    from scenes.drizzt.tour import open_table

    app = pilot.app

    def can_attack(m) -> bool:
        return m.to_act() == 0 and any(isinstance(a, A.Attack) and a.hero == 0 for a in m.legal_actions())

    table = open_table(app, can_attack)
    settle(app)
    card = next(c for c, how in table.controls.uses().items() if how == "attack")
    table.pick(card)
    app.frame([], FIXED_DT)
    assert table.lit.targets and table.dungeon.breathing
    assert lazy_frames(app, 60) == 60
    settle(app)
    assert not table.dungeon.breathing and lazy_frames(app, 120) == 0
    app.frame([], FIXED_DT)
    before = pygame.image.tobytes(app.screen, "RGB")
    for _ in range(37):  # a breath and a bit: a ring still breathing would be caught mid-way
        app.frame([], FIXED_DT, lazy=True)
    app.frame([], FIXED_DT)
    assert pygame.image.tobytes(app.screen, "RGB") == before


@pytest.mark.parametrize("name", ["vault_table_turn", "drizzt_table_move"])
def test_a_tooltip_due_after_the_pointer_rests_is_drawn_by_the_live_loop(pilot, name):
    """The tooltip comes after the pointer has rested (longer than input keeps the loop awake),
    so the table must say it is moving until the tip is shown, and the frame that shows it draws."""
    app = pilot.app
    scene = open_stop(app, name)
    settle(app)
    layers = scene.tip_layers()
    board = layers[-1]  # the board's own tips (the buttons' come first)

    def rest_on(pos) -> None:
        app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(0, 0, 0))], FIXED_DT,
                  lazy=True)

    for pos in ((x, y) for y in range(120, 1000, 40) for x in range(40, 1880, 40)):
        rest_on(pos)
        if board.subject is not None:
            break
    else:
        raise AssertionError("nothing on the board has a tooltip")
    for layer in layers:  # a tip that comes after input has stopped keeping the loop awake
        layer.delay = SETTLE_SECONDS * 2
    for _ in range(round(3.0 / FIXED_DT)):
        drew = app.frame([], FIXED_DT, lazy=True)
        if any(layer.showing for layer in layers):
            assert drew, "the frame in which the tooltip appeared was not drawn"
            return
    raise AssertionError("no tooltip appeared over a resting pointer")


def test_a_menu_tooltip_that_comes_late_is_drawn(pilot):
    """The same for a menu's widgets: the frame in which a button's tip appears is drawn."""
    app = pilot.app
    scene = open_stop(app, "title")
    settle(app)
    group = scene.ui
    widget = next(w for w in group.widgets if w.visible and getattr(w, "tooltip", ""))
    group.tooltips.delay = SETTLE_SECONDS * 2
    app.frame([pygame.event.Event(pygame.MOUSEMOTION, pos=widget.rect.center, rel=(1, 1), buttons=(0, 0, 0))],
              FIXED_DT, lazy=True)
    for _ in range(round(3.0 / FIXED_DT)):
        drew = app.frame([], FIXED_DT, lazy=True)
        if group.tooltips.showing:
            assert drew, "the frame in which the tooltip appeared was not drawn"
            return
    raise AssertionError("no tooltip appeared over a resting pointer")


def test_the_idle_title_loads_ahead_what_the_first_screens_would_load(pilot, monkeypatch):
    """The live loop spends idle frames on scenes.ahead's one-off loads (each game's content, the
    quieter backdrop), one a frame, then sleeps as before; the picture is not drawn again for it."""
    import scenes.app as app_module
    from game.drizzt import content as drizzt_content
    from game.vault import content as vault_content
    from scenes.menu.backdrop import backdrop

    monkeypatch.setattr(app_module.time, "sleep", lambda _s: None)
    app = pilot.app
    open_stop(app, "title")
    for cached in (drizzt_content.load, vault_content.load, backdrop):
        cached.cache_clear()
    presents = []
    show = app.display.present
    app.display.present = lambda: (presents.append(1), show())
    app.run(max_frames=app.frame_count + 60)
    assert app.ahead is not None and not app.ahead  # all done
    assert drizzt_content.load.cache_info().currsize == 1 and vault_content.load.cache_info().currsize == 1
    assert backdrop.cache_info().currsize >= 1
    assert 1 <= len(presents) <= SETTLE_FRAMES
