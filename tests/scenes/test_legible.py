"""Readable from the couch (issue 15 item 6): the legibility measure over both tables' tour
stops, and the large look that right-click opens on cards, monsters, heroes, tiles and places."""
from __future__ import annotations

import sys

import pygame
import pytest

from scenes import tour
from scenes.kit import fonts
from scenes.kit.zoom import LEAST_H, Zoom
from scenes.pilot import Pilot

TABLES = ("drizzt", "vault", "waterdeep", "dragonvault", "draft")
TABLE_STOPS = [s for s in tour.stops() if s.name.split("_")[0] in TABLES]


def forget_drawn_text() -> None:
    """Empty every cache of drawn pictures in scenes/, so each run of text is rendered (and measured) anew."""
    for name, module in list(sys.modules.items()):
        if name == "scenes" or name.startswith("scenes."):
            for thing in list(vars(module).values()):
                if callable(getattr(thing, "cache_clear", None)):
                    thing.cache_clear()


def measure(app, stop) -> list[fonts.TextRun]:
    """Every run of text drawn while `stop` is set up and shown."""
    forget_drawn_text()
    with fonts.measuring() as runs:
        tour.visit(app, stop)
    return list(runs)


@pytest.fixture(scope="module")
def app():
    app = tour._headless_app()
    yield app
    app.close()


def test_the_measure_sees_text_drawn_through_a_cache_and_straight_from_a_font():
    forget_drawn_text()
    with fonts.measuring() as runs:
        fonts.render("Gold 3", 24, (0, 0, 0))
        fonts.render("Gold 3", 24, (0, 0, 0))  # a cache hit is measured too: it is drawn again
        fonts.font(13, "bold").render("tiny", True, (0, 0, 0))
        with fonts.decoration():
            fonts.render("#id-17", 9, (0, 0, 0))
    assert [(r.text, r.size, r.role) for r in runs] == [
        ("Gold 3", 24, "decision"), ("Gold 3", 24, "decision"), ("tiny", 13, "decision"), ("#id-17", 9, "decoration")]
    assert fonts._records is None


def test_every_table_stop_is_measured():
    names = {s.name for s in TABLE_STOPS}
    assert {"drizzt_table_move", "drizzt_setup", "vault_table_turn", "vault_setup", "vault_table_brawl"} <= names


@pytest.mark.parametrize("stop", TABLE_STOPS, ids=lambda s: s.name)
def test_words_a_player_needs_are_at_least_20_px_at_each_table_stop(app, stop):
    runs = measure(app, stop)
    decision = [r for r in runs if r.role == fonts.DECISION]
    assert decision, "the stop drew no text at all: the measure is not hooked in"
    small = sorted({(r.size, r.text) for r in decision if r.size < fonts.LEAST_DECISION_PX})
    assert not small, f"{len(small)} runs under {fonts.LEAST_DECISION_PX} px, e.g. {small[:12]}"


# -- the large look --------------------------------------------------------------------------------------
def _stop(name):
    return next(s for s in TABLE_STOPS if s.name == name)


def _right_click_opens_large(pilot: Pilot, table, pos) -> Zoom:
    """Right-click `pos` with a tooltip showing: the large look opens, tall enough, tip gone."""
    pilot.move(pos)
    pilot.advance(40)  # the pointer rests: a tooltip may show
    pilot.click(*pos, button=3)
    zoom = pilot.top
    assert isinstance(zoom, Zoom), f"right-click at {pos} opened {type(zoom).__name__}"
    assert zoom.picture.get_height() >= LEAST_H >= 1080 // 3
    tips = getattr(table, "tooltips", None) or table.ui.tooltips
    assert not tips.showing, "the hover tooltip stays over the large look"
    return zoom


def _closes_with(pilot: Pilot, table, how) -> None:
    how()
    pilot.advance(2)
    assert pilot.top is table


@pytest.fixture
def pilot(app):
    app.stack = type(app.stack)()
    return Pilot(app)


def test_right_click_shows_drizzt_cards_heroes_monsters_and_tiles_large(pilot):
    stop = _stop("drizzt_table_move")
    tour.visit(pilot.app, stop)
    table = pilot.top
    log = len(table.match.log)
    card = table.hand.cards[0]
    _right_click_opens_large(pilot, table, card.rect.center)
    _closes_with(pilot, table, lambda: pilot.click(*card.rect.center))  # the closing click picks no card
    assert table.controls.card == ""
    row = table.party.hero_rects[1]
    _right_click_opens_large(pilot, table, (row.x + 30, row.y + 30))
    _closes_with(pilot, table, lambda: pilot.press(pygame.K_ESCAPE))
    uid = table.view["monsters"][0]["uid"]
    cell = next(c for c, u in table.dungeon.monster_cells.items() if u == uid)
    at = tuple(round(v) for v in table.camera.to_screen(cell[0] + 0.5, cell[1] + 0.5))
    assert table.camera.viewport.collidepoint(at) and not table.log.contains(at), "the stop's monster is in view"
    zoom = _right_click_opens_large(pilot, table, at)
    assert "Health" in zoom.caption
    _closes_with(pilot, table, lambda: pilot.click(5, 500))
    hero_cell = table.view["heroes"][0]["cell"]
    floor = next(c for c in table.dungeon.floor if c != tuple(hero_cell) and c not in table.dungeon.monster_cells
                 and c not in table.dungeon.hero_cells
                 and table.camera.viewport.inflate(-200, -200).collidepoint(table.camera.to_screen(c[0] + .5, c[1] + .5))
                 and not table.log.contains(table.camera.to_screen(c[0] + .5, c[1] + .5)))
    at = tuple(round(v) for v in table.camera.to_screen(floor[0] + 0.5, floor[1] + 0.5))
    zoom = _right_click_opens_large(pilot, table, at)
    assert zoom.picture.get_width() >= LEAST_H  # a tile is square
    _closes_with(pilot, table, lambda: pilot.press(pygame.K_ESCAPE))
    assert len(table.match.log) == log, "a look changed the game"


def test_right_click_shows_vault_places_factions_and_hand_cards_large(pilot):
    from game.vault import board
    from game.vault.content import load
    from scenes.kit.cards import CardZoom
    from scenes.vault import layout

    tour.visit(pilot.app, _stop("vault_table_turn"))
    table = pilot.top
    log = len(table.match.log)
    place = layout.slot_rect(board.slot(0))
    zoom = _right_click_opens_large(pilot, table, (place.x + 40, place.y + 60))
    assert zoom.caption.startswith(load().faces[table.view["slots"][0]["face"]].name)
    _closes_with(pilot, table, lambda: pilot.click(place.x + 40, place.y + 60))
    seat = layout.seat_rect(1)
    _right_click_opens_large(pilot, table, (seat.x + 300, seat.centery))
    _closes_with(pilot, table, lambda: pilot.press(pygame.K_ESCAPE))
    _right_click_opens_large(pilot, table, layout.UNDERMOUNTAIN.center)
    _closes_with(pilot, table, lambda: pilot.click(*layout.UNDERMOUNTAIN.center))
    sprite = table.hand[0]
    zoom = _right_click_opens_large(pilot, table, sprite.rect.center)
    assert isinstance(zoom, CardZoom) and zoom.card.id == sprite.card.id
    _closes_with(pilot, table, lambda: pilot.press(pygame.K_ESCAPE))
    assert len(table.match.log) == log, "a look changed the game"


def test_hand_cards_show_their_name_and_numbers_at_20_px():
    from scenes.drizzt import card_art

    from game.drizzt.content import load

    forget_drawn_text()
    for power in list(load().powers)[:12]:
        with fonts.measuring() as runs:
            card_art.hand_card(power, (124, 128))
            card_art.hand_card(power, (170, 60))
        name, bonus, key, _ = card_art.hand_words(power)
        drawn = " ".join(r.text for r in runs)
        assert min(r.size for r in runs) >= fonts.LEAST_DECISION_PX
        assert name.split()[0][:4] in drawn and key.split()[0][:3] in drawn
