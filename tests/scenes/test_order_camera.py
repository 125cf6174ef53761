"""Issue 15 item 7, the camera serves the person: at the start of each hero's turn (a bot's hero
too) that hero is seen whole, clear of the hint, the narration, the log and any question; a move
that ends in view does not pan the map; Map fits the whole dungeon clear of the hint and the
narration."""
from __future__ import annotations

import pygame
import pytest

from game.drizzt import actions as A
from scenes.drizzt import layout
from scenes.drizzt.clear_view import clear_of, free_area, hint_band
from tests.scenes.drizzt.ui_player import UIPlayer, headless_home, open_table, play_to_end, setup_for


@pytest.fixture
def pilot(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


def _settle(pilot, table, frames: int = 240) -> None:
    for _ in range(frames):
        if table.camera.target is None and not table.narrator.holding:
            return
        pilot.advance(1)


def _hero_rect(table, hero: int) -> pygame.Rect:
    return table.camera.cell_rect(tuple(table.view["heroes"][hero]["cell"]))


def test_the_free_area_keeps_clear_of_every_cover():
    area = pygame.Rect(layout.VIEWPORT)
    covers = [hint_band(area, False), layout.CAPTION, layout.LOG, layout.PROMPT]
    free = clear_of(area, covers)
    assert free.w > 500 and free.h > 400
    assert area.contains(free)
    assert not any(free.colliderect(c) for c in covers)


def test_each_heros_turn_starts_with_that_hero_whole_and_clear_of_the_panels(pilot):
    """Two people and a co-op bot: every hero's turn (the bot's hero included) is looked at."""
    table = open_table(pilot, setup_for(), seed=13, bot_speed="slow", dice_speed="instant")
    player = UIPlayer(pilot, table, seed=13)
    seen: dict[int, int] = {}
    last = None
    for _ in range(8000):
        if pilot.app.stack.top is not table:
            pilot.click(960, 540)  # a dice tray: look, then go on
            continue
        turn = (table.view.get("round"), table.turn_hero())
        if turn != last and table.view.get("phase") == "play" and table.view["heroes"][turn[1]].get("cell"):
            last = turn
            _settle(pilot, table)
            hero = table.turn_hero()
            if (table.view.get("round"), hero) == turn:
                free = free_area(table)
                assert free.contains(_hero_rect(table, hero)), (turn, _hero_rect(table, hero), free)
                seen[hero] = seen.get(hero, 0) + 1
        if len(seen) == 3 and sum(seen.values()) >= 5:
            break
        if table.driver.human_to_act() is not None and table.camera.target is None:
            player.act()
        else:
            pilot.advance(1)
    assert len(seen) == 3 and sum(seen.values()) >= 5, seen  # both people's heroes and the bot's


def test_a_move_that_ends_in_view_leaves_the_camera_where_it_was(pilot):
    table = open_table(pilot, setup_for((None, "coop")), seed=3)
    player = UIPlayer(pilot, table, seed=3)
    moved = 0
    for _ in range(200):
        play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                    and table.driver.human_to_act() is not None and "" in table.controls.uses()
                    and table.camera.target is None)
        _settle(pilot, table)
        hero = table.controls.hero
        free = free_area(table)
        here = tuple(table.view["heroes"][hero]["cell"])
        inside = [c for c in table.controls.lit.spaces if c != here and free.contains(table.camera.cell_rect(c))]
        if not inside:
            player.act()
            continue
        cell = max(inside, key=lambda c: abs(c[0] - here[0]) + abs(c[1] - here[1]))
        before = list(table.camera.centre), table.camera.level
        pilot.drag(table.camera.cell_rect(here).center, table.camera.cell_rect(cell).center)
        assert tuple(table.view["heroes"][hero]["cell"]) == cell
        for _ in range(240):
            pilot.advance(1)
            if not table.narrator.holding and table.camera.target is None:
                break
        if table.turn_hero() == hero:
            assert (list(table.camera.centre), table.camera.level) == before
            moved += 1
        if moved >= 2:
            return
    pytest.fail(f"only {moved} moves in view were made")


def test_map_fits_the_whole_dungeon_clear_of_the_hint_and_the_narration(pilot):
    table = open_table(pilot, setup_for((None, "coop")), seed=22)
    player = UIPlayer(pilot, table, seed=22)
    play_to_end(pilot, table, player, until=lambda: len(table.view.get("tiles", [])) >= 5
                and pilot.app.stack.top is table and table.driver.human_to_act() is not None)
    map_button = next(w for w in table.ui.widgets if getattr(w, "label", "") == "Map")
    pilot.click(*map_button.rect.center)
    pilot.advance(2)
    x0, y0, x1, y1 = table.dungeon.bounds()
    (sx0, sy0), (sx1, sy1) = table.camera.to_screen(x0, y0), table.camera.to_screen(x1, y1)
    shown = pygame.Rect(round(sx0), round(sy0), round(sx1 - sx0), round(sy1 - sy0))
    hint = hint_band(table.camera.viewport, table.table_mode)
    assert table.camera.viewport.contains(shown)
    assert not shown.colliderect(hint) and not shown.colliderect(layout.CAPTION)
    if table.show_log:
        assert not shown.colliderect(table.log.rect)


def test_a_map_drag_let_go_over_a_button_stops_panning(pilot):
    """Regression: the release over a button never reached the map, so the map went on panning
    under the pointer with no button held."""
    table = open_table(pilot, setup_for((None, "coop")), seed=3)
    play_to_end(pilot, table, UIPlayer(pilot, table, seed=3), until=lambda: pilot.app.stack.top is table
                and table.action_bar.options and table.camera.target is None)
    button = table.action_bar.ui.widgets[0].rect
    start = next(p for p in ((x, 500) for x in range(300, 1400, 40))
                 if table.dungeon.hero_at(p) is None and not table.log.contains(p))
    pilot.move(start)
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    for k in range(1, 7):
        pilot.move((start[0] + (button.centerx - start[0]) * k // 6, start[1] + (button.centery - start[1]) * k // 6),
                   buttons=(1, 0, 0))
    assert table.press is not None and table.press["moved"]
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=button.center, button=1))  # let go on the button
    assert table.press is None
    after = list(table.camera.centre)
    pilot.move((button.centerx - 300, button.centery - 400))
    assert table.camera.centre == after
