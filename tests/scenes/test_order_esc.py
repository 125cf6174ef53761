"""Issue 15 item 8: one press of Esc opens the pause menu. It took two when a drag was let go
over a panel or a button: the release never reached the drag, which went on following the
pointer, and the first Esc only sprang it back."""
from __future__ import annotations

import pygame
import pytest

from scenes.menu.pause import PauseMenu
from tests.scenes.drizzt.ui_player import UIPlayer as DrizztPlayer
from tests.scenes.drizzt.ui_player import headless_home
from tests.scenes.drizzt.ui_player import open_table as open_drizzt
from tests.scenes.drizzt.ui_player import play_to_end as drizzt_to
from tests.scenes.drizzt.ui_player import setup_for
from tests.scenes.vault import ui_player as vault


@pytest.fixture
def pilot(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


def _drag_and_let_go(pilot, start, end) -> None:
    pilot.move(start)
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 7):
        pilot.move((start[0] + (end[0] - start[0]) * k // 6, start[1] + (end[1] - start[1]) * k // 6),
                   buttons=(1, 0, 0))
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=end, button=1))


def test_one_esc_opens_the_pause_menu_at_a_drizzt_table(pilot):
    table = open_drizzt(pilot, setup_for((None, "coop")), seed=3)
    drizzt_to(pilot, table, DrizztPlayer(pilot, table, seed=3), until=lambda: pilot.app.stack.top is table
              and table.action_bar.options and table.camera.target is None)
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.top, PauseMenu)
    pilot.press(pygame.K_ESCAPE)  # and Esc again goes back to the table
    assert pilot.top is table
    button = table.action_bar.ui.widgets[0].rect
    start = next(p for p in ((x, 500) for x in range(300, 1400, 40))
                 if table.dungeon.hero_at(p) is None and not table.log.contains(p))
    _drag_and_let_go(pilot, start, button.center)  # the map dragged, let go over a button
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.top, PauseMenu)


def test_one_esc_opens_the_pause_menu_after_a_group_is_let_go_over_a_button(pilot):
    table = vault.open_table(pilot, vault.four_seats(humans=(0, 2)), 5)
    player = vault.UIPlayer(pilot, table, seed=5)
    vault.play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                      and table.driver.human_to_act() is not None and table.drag.items
                      and table.popup is None and table.picker is None and table.ui.widgets)
    item = next(iter(table.drag.items.values()))
    button = next(w for w in table.ui.widgets if w.visible)  # a top bar button
    _drag_and_let_go(pilot, item.rect.center, button.rect.center)
    assert table.drag.dragging is None  # let go: the group is not stuck to the pointer
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.top, PauseMenu)
