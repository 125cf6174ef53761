"""Issue 15 item 6, "tokens stay at least 40 px": over both tables' tour stops, everything on the
board the pointer picks up or clicks as a token (a Vault Follower group, a Drizzt figure) has a
hit area of at least 40 x 40 px on the 1920x1080 canvas; the Drizzt figures are drawn at least
40 px at the zoom the table opens with; a crowded Vault band keeps its small pictures (four seats
share 68 px) but each group is still picked up by a 40 x 40 px rect."""
from __future__ import annotations

import pygame
import pytest

from game.vault import board
from scenes import tour
from scenes.drizzt.camera import BASE_SPACE
from scenes.drizzt.portraits import status_token
from scenes.drizzt.table import START_SPACE, DrizztTable
from scenes.kit import theme
from scenes.vault import layout
from scenes.vault.board_layer import LEAST_REACH, group_rects, within_reach
from scenes.vault.table import VaultTable

LEAST = 40
TABLE_STOPS = [s for s in tour.stops() if s.name.split("_")[0] in ("drizzt", "vault")]


@pytest.fixture(scope="module")
def app():
    app = tour._headless_app()
    yield app
    app.close()


def _table(app, kind):
    return next((s for s in app.stack if isinstance(s, kind)), None)


def test_the_least_reach_is_the_couch_standard():
    assert LEAST_REACH >= LEAST


@pytest.mark.parametrize("stop", TABLE_STOPS, ids=lambda s: s.name)
def test_every_token_the_pointer_takes_is_at_least_40_px_at_each_tour_stop(app, stop):
    tour.visit(app, stop)
    vault = _table(app, VaultTable)
    if vault is not None:
        for item in vault.drag.items.values():
            assert item.rect.w >= LEAST and item.rect.h >= LEAST, (stop.name, item.id, item.rect)
    drizzt = _table(app, DrizztTable)
    if drizzt is not None:
        dungeon = drizzt.dungeon
        assert drizzt.camera.space >= LEAST  # a figure is hit anywhere on its space
        seen = 0
        for i, hero in enumerate(drizzt.view["heroes"]):
            if hero.get("cell") is None or hero.get("escaped"):
                continue
            cx, cy = dungeon.figure_centre(hero["cell"])
            if not drizzt.camera.viewport.collidepoint(cx, cy):
                continue
            corners = [(cx + dx, cy + dy) for dx in (-LEAST // 2, LEAST // 2 - 1) for dy in (-LEAST // 2, LEAST // 2 - 1)]
            assert all(dungeon.hero_at(p) == i for p in corners), (stop.name, hero["id"])
            picture = status_token(hero, drizzt.camera.space, (200, 100, 50)).get_bounding_rect()
            assert min(picture.size) >= LEAST, (stop.name, hero["id"], picture)
            seen += 1
        if app.stack.top is drizzt:  # the table takes the pointer: its heroes are in view
            assert seen, f"{stop.name}: no hero on the map in view"


def test_drizzt_figures_are_drawn_at_least_40_px_at_the_default_zooms():
    hero = {"id": "thalia", "health": 5, "max_health": 11, "stunned": False, "poisoned": False, "escaped": False}
    for space in (BASE_SPACE, START_SPACE):
        assert min(status_token(hero, space, (200, 100, 50)).get_bounding_rect().size) >= LEAST


def test_a_crowded_band_keeps_small_pictures_but_every_group_is_picked_up_by_40_px():
    pygame.display.init()
    from scenes.kit.tokens import seat_style

    place = board.slot(0)
    styles = []
    for name, _rgb, _sym in theme.SEAT_COLOURS[:4]:
        rgb, symbol = seat_style(name)
        styles.append(type("Style", (), {"colour": rgb, "symbol": symbol})())
    view = {"followers": [{place: (12, 11, 10)} for _ in range(4)]}
    groups = group_rects(view, place, styles)
    assert len(groups) == 4
    band = layout.followers_area(place)
    assert max(r.h for _, r, _ in groups) < LEAST <= band.h  # the pictures shrank to share the band
    for _seat, rect, surf in groups:
        reach, canvas = within_reach(rect, surf)
        assert reach.w >= LEAST and reach.h >= LEAST and reach.center == rect.center
        # the picture is where it was: the clear canvas holds it at the old rect's offset
        shown = canvas.get_bounding_rect().move(reach.topleft)
        assert rect.contains(shown) and shown.size == surf.get_bounding_rect().size
