"""The party panel's bake reuses the picture of every hero row (and of the part under the heroes)
whose content did not change, and the result is the same panel, pixel for pixel and spot for
spot, as one drawn from scratch (issue 15 item 12: no long frame when the position changes)."""
from __future__ import annotations

import os

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")

import pygame  # noqa: E402
import pytest  # noqa: E402

from scenes.drizzt.party_panel import RECT, PartyPanel, seats_from  # noqa: E402
from tests.drizzt.helpers import start  # noqa: E402

HEROES = ("thalia", "maren", "tansy")


@pytest.fixture(autouse=True)
def display():
    pygame.init()
    pygame.display.set_mode((1920, 1080))
    yield


def _seats():
    return seats_from([{"name": f"P{i}"} for i in range(len(HEROES))])


def _fresh(view, active=None) -> PartyPanel:
    panel = PartyPanel(RECT, _seats())
    panel.show(view, active=active)
    return panel


def _same_as_fresh(panel: PartyPanel, view, active=None) -> None:
    fresh = _fresh(view, active)
    assert pygame.image.tobytes(panel.surface, "RGB") == pygame.image.tobytes(fresh.surface, "RGB")
    assert panel.spots == fresh.spots and panel.hero_rects == fresh.hero_rects


def test_a_wound_redraws_only_the_wounded_heros_row():
    match = start("the_spiders_court", heroes=HEROES)
    panel = _fresh(match.view(0))
    first = panel.renders
    assert first == len(HEROES) + 1  # every row and the foot, once
    match.state.heroes[1].health -= 2
    assert panel.update(match.view(0))
    assert panel.renders == first + 1
    _same_as_fresh(panel, match.view(0))


def test_nothing_changed_in_the_rows_when_only_the_surges_change():
    match = start("the_spiders_court", heroes=HEROES)
    panel = _fresh(match.view(0))
    before = panel.renders
    match.state.surges -= 1
    assert panel.update(match.view(0))
    assert panel.renders == before + 1  # the foot only
    assert "Healing surges left: 1" in panel.tip(next(r for k, r in panel.spots if k == ("surges",)).center)
    _same_as_fresh(panel, match.view(0))


def test_passing_the_turn_redraws_only_the_two_rows_whose_highlight_moves():
    match = start("the_spiders_court", heroes=HEROES)
    view = match.view(0)
    panel = _fresh(view, active=0)
    before = panel.renders
    panel.show(view, active=1)
    assert panel.renders == before + 2
    _same_as_fresh(panel, view, active=1)
    panel.show(view, active=2)
    assert panel.renders == before + 4  # row 1 plain again and row 2 lit; row 0 and the foot reused
    _same_as_fresh(panel, view, active=2)


def test_the_table_readies_one_encounter_card_of_each_kind_while_it_opens(tmp_path, monkeypatch):
    from game.drizzt.content import load
    from scenes.app import App
    from scenes.drizzt import card_art
    from scenes.drizzt.table import DrizztTable
    from scenes.drizzt.telling import TOLD_CARD

    monkeypatch.setenv("TAVERN_TABLE_HOME", str(tmp_path))
    first = {}
    for card_id in load().encounters:
        first.setdefault(card_art.encounter_kind(card_id), card_id)
    card_art.face_surface.cache_clear()
    app = App(headless=True)
    try:
        DrizztTable(app, match=start("the_spiders_court", heroes=HEROES))
    finally:
        app.close()
    hits = card_art.face_surface.cache_info().hits
    for card_id in first.values():  # the first of each kind to be told is drawn already
        card_art.encounter_card(card_id, TOLD_CARD)
    assert card_art.face_surface.cache_info().hits == hits + len(first)
