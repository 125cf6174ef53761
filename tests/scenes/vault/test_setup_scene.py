"""The Vault of Dragons setup screen, driven headless through the pilot."""
import itertools
import random

import pygame
import pytest

from game import registry
from game.vault.setup import FACTION_ORDER, VARIANT_NOTES, VARIANT_TITLES, VARIANTS, new_game
from scenes import tables
from scenes.kit import theme
from scenes.menu.title import TitleScene
from scenes.tour import stops, visit
from scenes.vault import faction_card
from scenes.vault.setup_scene import VaultSetupScene
from scenes.vault.tour import tour_stops

TOGGLES = [key for key, kind in VARIANTS.items() if kind is bool]


@pytest.fixture
def scene(pilot):
    return pilot.app.stack.push(VaultSetupScene(pilot.app, registry.get("vault")))


def control(scene, key):
    return next(row.control for row in scene.variant_rows if row.key == key)


def click(pilot, widget, button=1):
    pilot.click(*widget.rect.center, button=button)


def segment(choice, label):
    index = [text for text, _value in choice.options].index(label)
    return choice.segments()[index].center


def factions(scene):
    return [seat.faction for seat in scene.seats]


# -- factions ---------------------------------------------------------------------------------
def test_seats_start_with_distinct_factions_in_the_engine_order(scene):
    assert len(scene.seats) == 2
    assert factions(scene) == list(FACTION_ORDER[:2])
    scene.add_seat()
    scene.add_seat()
    assert factions(scene) == list(FACTION_ORDER)


def test_a_click_skips_the_factions_other_seats_play(pilot, scene):
    first, second = scene.cards
    click(pilot, first)  # xanathar -> (cassalanters is seat 2's) -> zhentarim
    assert factions(scene) == ["zhentarim", "cassalanters"]
    click(pilot, first)
    assert factions(scene) == ["bregan_daerthe", "cassalanters"]
    click(pilot, first)
    assert factions(scene) == ["xanathar", "cassalanters"]
    click(pilot, first, button=3)  # back the other way
    assert factions(scene) == ["bregan_daerthe", "cassalanters"]
    click(pilot, second)
    assert factions(scene) == ["bregan_daerthe", "zhentarim"]
    click(pilot, second)  # bregan_daerthe is seat 1's
    assert factions(scene) == ["bregan_daerthe", "xanathar"]


def test_cycling_factions_never_gives_two_seats_one_faction(pilot, scene):
    rng = random.Random(7)
    for seats in (2, 3, 4):
        while len(scene.seats) < seats:
            click(pilot, scene.add_button)
        for _ in range(40):
            click(pilot, rng.choice(scene.cards), button=rng.choice((1, 3)))
            chosen = factions(scene)
            assert len(set(chosen)) == len(chosen) == seats
            assert set(chosen) <= set(FACTION_ORDER)


def test_with_every_faction_in_play_a_click_swaps_with_the_next(pilot, scene):
    scene.add_seat()
    scene.add_seat()
    assert "swap" in scene.cards[0].tooltip
    click(pilot, scene.cards[0])  # xanathar's next is cassalanters, played by seat 2
    assert factions(scene) == ["cassalanters", "xanathar", "zhentarim", "bregan_daerthe"]


def test_removing_a_seat_frees_its_faction(pilot, scene):
    click(pilot, scene.add_button)
    assert factions(scene) == ["xanathar", "cassalanters", "zhentarim"]
    click(pilot, scene.rows[1][4])  # Remove seat 2
    assert factions(scene) == ["xanathar", "zhentarim"]
    click(pilot, scene.add_button)
    assert factions(scene) == ["xanathar", "zhentarim", "cassalanters"]


# -- people and bots --------------------------------------------------------------------------
def test_a_seat_turned_bot_is_heuristic_first(pilot, scene):
    role = scene.rows[1][3]
    seen = []
    for _ in range(3):
        click(pilot, role)
        seen.append((scene.seats[1].bot, role.label))
    assert seen == [("heuristic", "Bot: heuristic"), ("random", "Bot: random"), (None, "Human")]


# -- alternate rules --------------------------------------------------------------------------
def test_no_alternate_rule_is_on_at_first(scene):
    assert scene.setup()["variants"] == {}


def test_each_toggle_switches_its_rule_on_and_off(pilot, scene):
    for key in TOGGLES:
        click(pilot, control(scene, key))
        assert scene.setup()["variants"] == {key: True}
        click(pilot, control(scene, key))
        assert scene.setup()["variants"] == {}
    for key in TOGGLES:
        click(pilot, control(scene, key))
    assert scene.setup()["variants"] == {key: True for key in TOGGLES}


def test_more_secrets_is_a_choice_of_standard_four_or_five(pilot, scene):
    choice = control(scene, "more_secrets")
    assert [label for label, _ in choice.options] == ["Standard 3", "4", "5"]
    pilot.click(*segment(choice, "5"))
    assert scene.setup()["variants"] == {"more_secrets": 5}
    pilot.click(*segment(choice, "4"))
    assert scene.setup()["variants"] == {"more_secrets": 4}
    pilot.click(*segment(choice, "Standard 3"))
    assert scene.setup()["variants"] == {}


def test_fewer_locations_is_off_and_explained_at_four_seats(pilot, scene):
    click(pilot, control(scene, "fewer_locations"))
    assert scene.setup()["variants"] == {"fewer_locations": True}
    click(pilot, scene.add_button)
    assert scene.setup()["variants"] == {"fewer_locations": True}  # three players may still use it
    click(pilot, scene.add_button)
    toggle = control(scene, "fewer_locations")
    assert not toggle.enabled and not toggle.value
    assert scene.setup()["variants"] == {}
    click(pilot, toggle)
    assert scene.setup()["variants"] == {}
    pilot.move((toggle.rect.centerx + 8, toggle.rect.centery))  # on from the click (a click takes tips away)
    pilot.advance(40)
    assert "2 or 3 players" in scene.ui.tooltips.text
    click(pilot, scene.rows[3][4])  # back to three seats: the choice made earlier comes back
    assert control(scene, "fewer_locations").enabled
    assert scene.setup()["variants"] == {"fewer_locations": True}


def test_variant_titles_and_notes_cover_every_rule_in_one_short_sentence():
    assert set(VARIANT_TITLES) == set(VARIANT_NOTES) == set(VARIANTS)
    for note in VARIANT_NOTES.values():
        assert note.endswith(".") and note.count(". ") == 0 and len(note) <= 60


# -- the result -------------------------------------------------------------------------------
def choose(pilot, scene):
    """Three seats, a bot, a changed Faction and some rules: the setup a player would make."""
    click(pilot, scene.add_button)
    click(pilot, scene.rows[2][3])  # seat 3 -> heuristic bot
    click(pilot, scene.cards[0])  # xanathar -> bregan_daerthe (the only one free)
    for key in ("rumor_bidding", "fewer_locations"):
        click(pilot, control(scene, key))
    pilot.click(*segment(control(scene, "more_secrets"), "4"))


def test_the_setup_has_seats_with_factions_and_only_the_rules_switched_on(pilot, scene):
    choose(pilot, scene)
    assert scene.setup() == {"seats": [
        {"name": "Player 1", "colour": "Orange", "symbol": "sun", "bot": None, "faction": "bregan_daerthe"},
        {"name": "Player 2", "colour": "Sky blue", "symbol": "moon", "bot": None, "faction": "cassalanters"},
        {"name": "Gorrim Stoutcask", "colour": "Green", "symbol": "leaf", "bot": "heuristic", "faction": "zhentarim"},
    ], "variants": {"rumor_bidding": True, "fewer_locations": True, "more_secrets": 4}}


def test_the_engine_accepts_the_setup_with_the_chosen_factions(pilot, scene):
    choose(pilot, scene)
    setup = scene.setup()
    state = new_game(setup)
    assert [p.faction for p in state.seats] == ["bregan_daerthe", "cassalanters", "zhentarim"]
    assert [p.name for p in state.seats] == ["Player 1", "Player 2", "Gorrim Stoutcask"]  # a bot gets a regular's name
    assert state.variants == {"rumor_bidding": True, "fewer_locations": True, "more_secrets": 4}
    assert len(state.slots) == 9  # fewer Locations with three players


@pytest.mark.parametrize("seats", [2, 3, 4])
def test_the_engine_accepts_every_rule_on_at_each_table_size(pilot, scene, seats):
    while len(scene.seats) < seats:
        scene.add_seat()
    for key in TOGGLES:
        click(pilot, control(scene, key))
    pilot.click(*segment(control(scene, "more_secrets"), "5"))
    state = new_game(scene.setup())
    assert [p.faction for p in state.seats] == factions(scene)
    assert state.variants["more_secrets"] == 5
    assert ("fewer_locations" in state.variants) == (seats < 4)


def test_start_hands_the_setup_to_the_vault_table(pilot, scene, monkeypatch):
    started = []

    def table(app, *, info=None, setup=None, seed=None, match=None):
        started.append((info.id, setup))
        return TitleScene(app)

    monkeypatch.setitem(tables.TABLES, "vault", table)
    choose(pilot, scene)
    expected = scene.setup()
    click(pilot, scene.start_button)
    assert started == [("vault", expected)]
    assert isinstance(pilot.top, TitleScene) and len(pilot.app.stack) == 1


def test_the_game_picker_opens_this_screen_for_vault(pilot):
    assert isinstance(tables.setup_scene(pilot.app, registry.get("vault")), VaultSetupScene)


# -- layout -----------------------------------------------------------------------------------
def test_at_four_seats_nothing_overlaps_and_everything_is_on_the_canvas(pilot, scene):
    scene.add_seat()
    scene.add_seat()
    canvas = pygame.Rect(0, 0, theme.CANVAS_W, theme.CANVAS_H)
    widgets = [w for w in scene.ui.widgets if w.visible]
    for widget in widgets:
        assert canvas.contains(widget.rect)
    for a, b in itertools.combinations(widgets, 2):
        assert not a.rect.colliderect(b.rect), (a, b)
    for card in scene.cards:
        assert scene.panel.rect.contains(card.rect)
    for row in scene.variant_rows:
        assert scene.rules_panel.rect.contains(row.control.rect)
    assert not scene.panel.rect.colliderect(scene.rules_panel.rect)


def test_every_factions_rules_fit_on_its_card(scene):
    card = scene.cards[0]
    for faction in FACTION_ORDER:
        assert faction_card.card_height(faction, card.rect.w) <= card.rect.h, faction


def test_the_tour_stop_builds_renders_and_is_in_the_tour(pilot):
    assert "vault_setup" in [stop.name for stop in stops()]
    (stop,) = [s for s in tour_stops() if s.name == "vault_setup"]
    visit(pilot.app, stop, frames=10)
    top = pilot.top
    assert isinstance(top, VaultSetupScene) and len(top.seats) == 4
    assert top.setup()["variants"] == {"action_packed": True, "rumors_spread": True, "more_secrets": 4}
    assert pilot.app.screen.get_at((theme.CANVAS_W // 2, theme.CANVAS_H // 2)) != pygame.Color(0, 0, 0)


def test_no_faction_is_provisional_so_no_tooltip_says_so(pilot, scene):
    """No Faction is provisional since issue 19 (the Zhentarim's and Bregan D'aerthe's rules are
    final): cycling through all four, no tooltip carries the provisional note."""
    first = scene.cards[0]
    for _ in range(4):
        assert faction_card.PROVISIONAL_NOTE not in first.tooltip and "next Faction" in first.tooltip
        click(pilot, first)
