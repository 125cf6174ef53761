"""Issue 15 item 8, "Esc opens the pause menu at the first press", over the overlays a table puts
up while play runs on: the hand-off curtain (which stays up under the menu, the table still
hidden) and the dice tray (whose dice wait under the menu and the roll is kept). The large look,
a dialog, the end screen take Esc as "back" (docs/decisions.md)."""
from __future__ import annotations

import pygame
import pytest

from game.core.bots import bot_move
from scenes.dice.tray import DiceTray
from scenes.kit.curtain import HandoffCurtain
from scenes.kit.zoom import Zoom
from scenes.menu.pause import PauseMenu
from scenes.stack import Scene
from scenes.vault.table import VaultTable
from tests.scenes.test_curtain_hotseat import TWO_PEOPLE, _at_the_hand_off, curtains


@pytest.fixture
def pilot(pilot):
    """The scene tests' pilot (tests/scenes/conftest.py; a private home from tests/conftest.py)."""
    pilot.app.settings.bot_speed = "fast"
    pilot.app.settings.dice_speed = "normal"
    return pilot


def _to_the_curtain(pilot, table, action):
    table.act(action)
    for _ in range(900):
        if curtains(pilot.app):
            break
        if isinstance(pilot.top, DiceTray):
            pilot.click(960, 514)
        pilot.advance(1)
    assert isinstance(pilot.top, HandoffCurtain)
    return pilot.top


def test_esc_on_the_curtain_opens_the_pause_menu_over_it_and_keeps_the_table_hidden(pilot):
    table, action, _last = _at_the_hand_off(pilot)
    curtain = _to_the_curtain(pilot, table, action)
    drawn = []
    table.draw = lambda surface, _draw=table.draw: (drawn.append(1), _draw(surface))
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.top, PauseMenu)  # one press
    assert list(pilot.app.stack)[-2] is curtain and not curtain.done
    pilot.advance(3)
    assert drawn == []  # the menu's picture is the curtain's: nothing of the table shows
    pilot.screenshot("/tmp/esc-curtain-pause.png")
    pilot.press(pygame.K_ESCAPE)  # Resume
    assert pilot.top is curtain and not curtain.done
    pilot.advance(2)
    assert drawn == []
    pilot.click(960, 600)  # and the curtain still lifts as before
    assert curtain.done and pilot.top is table


def _to_a_rolling_tray(pilot, table) -> DiceTray:
    for _ in range(6000):
        top = pilot.top
        if isinstance(top, DiceTray) and top._throw is not None and not top.at_rest:
            return top
        if isinstance(top, HandoffCurtain):
            pilot.click(960, 600)
        elif isinstance(top, DiceTray):
            pass  # a tray still working its throw out: let it
        elif top is table and table.driver.human_to_act() is not None:
            table.act(bot_move(table.match, "heuristic"))
        pilot.advance(1)
    raise AssertionError("no roll in this game")


def test_esc_on_a_rolling_tray_opens_the_pause_menu_and_the_roll_goes_on_after_resume(pilot):
    table = VaultTable(pilot.app, setup={"seats": TWO_PEOPLE, "variants": {}}, seed=2)
    pilot.app.stack.reset(table)
    tray = _to_a_rolling_tray(pilot, table)
    done = []
    tray.on_done = (lambda rolls, _done=tray.on_done: (done.append(rolls), _done(rolls)))
    rolls, cursor = list(tray.rolls), tray.cursor
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.top, PauseMenu) and list(pilot.app.stack)[-2] is tray
    pilot.advance(30)
    assert tray.cursor == cursor and not tray.closed  # the dice wait under the menu
    pilot.screenshot("/tmp/esc-tray-pause.png")
    pilot.press(pygame.K_ESCAPE)  # Resume
    assert pilot.top is tray
    pilot.advance(2)
    assert tray.cursor > cursor  # and go on rolling
    for _ in range(900):
        if tray.at_rest:
            break
        pilot.advance(1)
    assert tray.at_rest and not tray.closed
    pilot.press(pygame.K_ESCAPE)  # at rest too, Esc is the menu, not "close"
    assert isinstance(pilot.top, PauseMenu) and not tray.closed
    pilot.press(pygame.K_ESCAPE)
    pilot.click(960, 514)
    assert tray.closed and done == [rolls]  # the roll's result is the one thrown


def test_without_a_table_below_esc_still_closes_a_tray(pilot):
    p = pilot
    p.app.settings.dice_speed = "instant"
    done = []
    p.app.stack.reset(Scene(p.app))  # a screen with no pause menu (as the dice roller)
    tray = p.app.stack.push(DiceTray(p.app, [("d20", 7)], on_done=done.append))
    p.advance(2)
    p.press(pygame.K_ESCAPE)
    assert tray.closed and done == [[("d20", 7)]] and not isinstance(p.top, PauseMenu)


def test_the_large_look_takes_esc_as_back(pilot):
    table, _action, _last = _at_the_hand_off(pilot)
    assert pilot.top is table
    look = pilot.app.stack.push(Zoom(pilot.app, pygame.Surface((200, 300)), "A card"))
    pilot.advance(1)
    pilot.press(pygame.K_ESCAPE)
    assert look not in list(pilot.app.stack) and pilot.top is table
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.top, PauseMenu)
