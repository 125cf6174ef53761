"""The dice roller tool, driven with the pilot as a player would."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.dice import DICE  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.dice import DiceTray  # noqa: E402
from scenes.dice.roller import MAX_DICE, DiceRollerScene  # noqa: E402
from scenes.pilot import Pilot  # noqa: E402
from scenes.settings import Settings  # noqa: E402
from scenes.stack import Scene  # noqa: E402


class Menu(Scene):
    name = "menu"


@pytest.fixture
def pilot():
    app = App(Settings(), headless=True)
    app.stack.push(Menu(app))
    yield Pilot(app)
    app.close()


def click_button(pilot: Pilot, button) -> None:
    pilot.click(*button.rect.center)


def open_roller(pilot: Pilot, seed: int = 7) -> DiceRollerScene:
    scene = pilot.app.stack.push(DiceRollerScene(pilot.app, seed=seed))
    pilot.advance(1)
    return scene


def settle_and_close(pilot: Pilot) -> None:
    tray = pilot.top
    assert isinstance(tray, DiceTray)
    for _ in range(600):
        if tray.at_rest:
            break
        pilot.advance(1)
    assert tray.at_rest
    pilot.click(960, 540)


def test_pick_throw_and_read_the_result(pilot):
    scene = open_roller(pilot)
    for kind in ("d20", "d6", "d6", "casualty", "d4", "d12"):
        click_button(pilot, scene.plus[kind])
    assert scene.counts["d6"] == 2 and scene.counts["d20"] == 1 and scene.counts["casualty"] == 1
    click_button(pilot, scene.throw_button)
    assert isinstance(pilot.top, DiceTray)
    settle_and_close(pilot)
    assert pilot.top is scene
    assert sorted(k for k, _ in scene.last_roll) == sorted(["d20", "d6", "d6", "casualty", "d4", "d12"])
    assert all(DICE[kind].admits(value) for kind, value in scene.last_roll)
    assert scene.total == sum(v for k, v in scene.last_roll if k != "casualty")
    assert scene.skulls == sum(v for k, v in scene.last_roll if k == "casualty")
    assert scene.history == [scene.last_roll]


def test_the_tray_shows_exactly_what_the_engine_rolled(pilot):
    scene = open_roller(pilot)
    for _ in range(4):
        click_button(pilot, scene.plus["d10"])
    pilot.press(pygame.K_SPACE)
    tray = pilot.top
    tray.skip_to_rest()
    assert tray.shown() == tray.rolls
    pilot.press(pygame.K_RETURN)
    assert scene.last_roll == tray.rolls


def test_at_most_twelve_dice_and_remove_and_clear(pilot):
    scene = open_roller(pilot)
    for _ in range(MAX_DICE + 3):
        click_button(pilot, scene.plus["d8"])
    assert scene.counts["d8"] == MAX_DICE
    assert not scene.plus["d4"].enabled
    click_button(pilot, scene.minus["d8"])
    assert scene.counts["d8"] == MAX_DICE - 1
    click_button(pilot, scene.clear_button)
    assert scene.dice_count == 0 and not scene.throw_button.enabled


def test_throwing_nothing_does_nothing(pilot):
    scene = open_roller(pilot)
    pilot.press(pygame.K_SPACE)
    click_button(pilot, scene.throw_button)
    assert pilot.top is scene and scene.last_roll == []


def test_history_keeps_the_last_eight(pilot):
    scene = open_roller(pilot)
    click_button(pilot, scene.plus["d6"])
    for _ in range(10):
        pilot.press(pygame.K_SPACE)
        pilot.top.skip_to_rest()
        pilot.press(pygame.K_SPACE)
    assert len(scene.history) == 8
    assert scene.history[0] == scene.last_roll


def test_same_seed_same_rolls(pilot):
    rolls = []
    for _ in range(2):
        scene = open_roller(pilot, seed=99)
        click_button(pilot, scene.plus["d20"])
        click_button(pilot, scene.plus["d20"])
        pilot.press(pygame.K_SPACE)
        pilot.top.skip_to_rest()
        pilot.press(pygame.K_SPACE)
        rolls.append(scene.last_roll)
        pilot.press(pygame.K_ESCAPE)
    assert rolls[0] == rolls[1]


def test_back_and_escape_leave(pilot):
    scene = open_roller(pilot)
    pilot.press(pygame.K_ESCAPE)
    assert pilot.top.name == "menu"
    scene = open_roller(pilot)
    click_button(pilot, scene.widgets.widgets[0])  # Back
    assert pilot.top.name == "menu"


def test_tour_stops_build(pilot):
    from scenes.dice import tour_stops
    from scenes.tour import visit

    names = []
    for stop in tour_stops():
        visit(pilot.app, stop, frames=3)
        names.append(stop.name)
        assert [scene.name for scene in pilot.app.stack][0] == "dice_roller"  # the tray sits over the roller
    assert names == ["dice_roller", "dice_tray_throw", "dice_tray_rest"]
