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

TABLES = ("drizzt", "vault")
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
