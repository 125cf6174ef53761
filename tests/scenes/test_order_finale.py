"""Issue 15 item 8: "Play again" is never where the last in-game button was, and asks first."""
from __future__ import annotations

import pygame
import pytest

from scenes import tables
from scenes.kit.buttons import Button
from scenes.kit.dialog import Dialog
from scenes.stack import Scene
from scenes.kit.widget import WidgetGroup
from scenes.table.finale import BUTTON_H, BUTTON_Y, W
from tests.scenes.drizzt.ui_player import UIPlayer, headless_home, open_table, play_to_end, setup_for
from tests.scenes.vault.test_winner import finished
from scenes.vault.winner import VaultWinnerScene


@pytest.fixture
def pilot(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


class Table(Scene):
    """A table whose last button sat where the finale's middle button would."""

    name = "table"

    def __init__(self, app, rect) -> None:
        super().__init__(app)
        self.ui = WidgetGroup()
        self.ui.add(Button(rect, "End hero phase", lambda: None))


def _buttons_now(table) -> list[pygame.Rect]:
    groups = [table.ui, table.prompt.ui, table.action_bar.ui]
    return [pygame.Rect(w.rect) for g in groups for w in g.widgets if w.visible]


@pytest.mark.parametrize("x", [W // 2 - 100, W // 2 + 300, 600])
def test_play_again_moves_off_the_last_button_at_the_table(pilot, x):
    last = pygame.Rect(x, BUTTON_Y - 20, 300, BUTTON_H + 40)
    pilot.app.stack.push(Table(pilot.app, last))
    pilot.move(last.center)
    scene = pilot.app.stack.push(VaultWinnerScene(pilot.app, finished(2, 7)))
    pilot.advance(2)
    again = scene.buttons["Play again"].rect
    assert not again.colliderect(last)
    assert not again.collidepoint(last.center)
    assert len({tuple(b.rect) for b in scene.buttons.values()}) == 3  # three places, none shared


def test_play_again_asks_before_it_starts(pilot, monkeypatch):
    calls = []
    monkeypatch.setitem(tables.TABLES, "vault", lambda app, **kw: calls.append(kw) or Scene(app))
    pilot.app.stack.push(Scene(pilot.app))
    scene = pilot.app.stack.push(VaultWinnerScene(pilot.app, finished(2, 7)))
    pilot.advance(2)
    pilot.click(*scene.buttons["Play again"].rect.center)
    assert isinstance(pilot.top, Dialog) and not calls
    no = next(b for b in pilot.top.buttons if b.label == "Not yet")
    pilot.click(*no.rect.center)
    assert pilot.top is scene and not calls
    pilot.click(*scene.buttons["Play again"].rect.center)
    pilot.click(*next(b for b in pilot.top.buttons if b.label == "Play again").rect.center)
    assert len(calls) == 1


def test_after_a_whole_adventure_play_again_is_clear_of_every_button_of_the_tables_last_frame(pilot):
    table = open_table(pilot, setup_for(), seed=3)
    player = UIPlayer(pilot, table, seed=3, wild=0.2)
    last: list = []
    draw = table.draw

    def recording(surface) -> None:
        draw(surface)
        if pilot.app.stack.top is table:
            last[:] = _buttons_now(table) + [pygame.Rect(pilot.mouse, (1, 1))]

    table.draw = recording
    play_to_end(pilot, table, player)
    end = pilot.app.stack.top
    assert end.name == "drizzt_end" and last
    again = end.buttons["Play again"].rect
    assert not any(again.colliderect(r) for r in last), (again, last)
