"""The Legend of Drizzt setup screen, driven headless with real clicks through the pilot."""
import itertools
import random

import pygame
import pytest

from game.drizzt.content import load
from game.drizzt.rules import INFO
from game.drizzt.setup import new_game
from scenes import tables
from scenes.drizzt import adventure_card
from scenes.drizzt.hero_picker import HeroPicker
from scenes.drizzt.party_rows import powers_text
from scenes.drizzt.power_picker import PowerPicker
from scenes.drizzt.setup_scene import CARD_RECT, DrizztSetupScene
from scenes.kit import theme
from scenes.menu.picker import GamePickerScene

ADVENTURES = list(load().adventures)


@pytest.fixture
def scene(pilot):
    s = pilot.app.stack.push(DrizztSetupScene(pilot.app, INFO))
    pilot.advance(2)
    return s


def click(pilot, widget, button=1):
    pilot.click(*widget.rect.center, button=button)


def segment(pilot, choice, label):
    index = [text for text, _value in choice.options].index(label)
    pilot.click(*choice.segments()[index].center)


def pick_adventure(pilot, scene, adventure_id):
    click(pilot, scene.adventure_rows[ADVENTURES.index(adventure_id)])


def row(scene, i):
    """(member, badge, seat chip, powers choice, remove, powers line) of the i-th hero."""
    return scene.hero_rows[i]


def ready(pilot, scene):
    pilot.advance(1)
    return scene.start_button.enabled


# -- defaults and adventures ------------------------------------------------------------------
def test_the_default_setup_is_the_first_adventure_and_the_engine_accepts_it(pilot, scene):
    first = load().adventures[ADVENTURES[0]]
    setup = scene.setup()
    assert setup["adventure"] == first.id and setup["surges"] == first.surges
    assert len(setup["heroes"]) == first.heroes[0]
    assert setup["heroes"][0] == {"hero": next(iter(load().heroes)), "seat": 0, "powers": "suggested"}
    assert [s["bot"] for s in setup["seats"]] == [None]
    assert new_game(setup).adventure == first.id
    assert ready(pilot, scene) and scene.problem() is None


def test_choosing_an_adventure_changes_the_hero_range_and_the_surge_default(pilot, scene):
    pick_adventure(pilot, scene, "the_spiders_court")
    assert scene.adventure == "the_spiders_court" and scene.surge_choice.value == 2
    assert "takes 2 to 5 heroes: add 1 more hero" in scene.problem()
    assert not ready(pilot, scene)
    segment(pilot, scene.surge_choice, "3 \u00b7 easy")
    assert scene.setup()["surges"] == 3
    pick_adventure(pilot, scene, "the_sunken_stair")  # a new adventure brings its own surges back
    assert scene.setup()["surges"] == load().adventures["the_sunken_stair"].surges == 1
    assert ready(pilot, scene)


def test_every_adventure_says_how_many_heroes_it_takes_and_who_it_is_for(scene):
    for adventure in load().adventures.values():
        lo, hi = adventure.heroes
        note = adventure_card.heroes_note(adventure)
        assert (f"{lo} to {hi} heroes" if lo != hi else f"{lo} hero") in note
    assert "solo introduction" in adventure_card.heroes_note(load().adventures["lantern_in_the_deep"])
    assert "group introduction" in adventure_card.heroes_note(load().adventures["the_spiders_court"])
    texts = [t for _l, t in adventure_card.sections(load().adventures["two_companies"])]
    assert any("two teams" in t for t in texts)
    texts = [t for _l, t in adventure_card.sections(load().adventures["the_turncoat"])]
    assert any("Evil hero" in t for t in texts)


# -- the size of the party ----------------------------------------------------------------------
def test_adding_and_removing_heroes_respects_the_range_with_a_message(pilot, scene):
    pick_adventure(pilot, scene, "the_turncoat")  # 3 to 5 heroes
    click(pilot, scene.add_hero_button)
    assert "takes 3 to 5 heroes: add 1 more hero" in scene.problem() and not ready(pilot, scene)
    click(pilot, scene.add_hero_button)
    assert ready(pilot, scene)
    click(pilot, scene.add_hero_button)
    click(pilot, scene.add_hero_button)
    assert len(scene.party) == 5 and not scene.add_hero_button.enabled
    assert "at most 5 heroes" in scene.add_hero_button.tooltip
    click(pilot, scene.add_hero_button)
    assert len(scene.party) == 5
    pick_adventure(pilot, scene, "lantern_in_the_deep")  # solo: the party is kept, Start says why not
    assert scene.problem() == "A Lantern in the Deep takes 1 hero: leave out 4 heroes."
    assert not ready(pilot, scene)
    for _ in range(4):
        click(pilot, row(scene, 1)[4])
    assert len(scene.party) == 1 and ready(pilot, scene)
    assert not row(scene, 0)[4].enabled  # the last hero cannot be removed
    click(pilot, row(scene, 0)[4])
    assert len(scene.party) == 1


def test_two_friends_and_a_bot_take_a_few_clicks(pilot, scene):
    pick_adventure(pilot, scene, "the_spiders_court")
    click(pilot, scene.add_hero_button)  # a new seat for each new hero
    click(pilot, scene.add_hero_button)
    click(pilot, scene.rows[2][3])  # seat 3 -> the co-op bot
    setup = scene.setup()
    assert [(s["name"], s["bot"]) for s in setup["seats"]] == [("Player 1", None), ("Player 2", None),
                                                                ("Gorrim Stoutcask", "coop")]
    assert [h["seat"] for h in setup["heroes"]] == [0, 1, 2]
    state = new_game(setup)
    assert [h.seat for h in state.heroes] == [0, 1, 2] and state.seats == 3
    assert ready(pilot, scene)


def test_a_seat_cycles_person_coop_bot_random_bot(pilot, scene):
    role = scene.rows[0][3]
    seen = []
    for _ in range(3):
        click(pilot, role)
        seen.append((scene.seats[0].bot, role.label))
    assert seen == [("coop", "Co-op bot"), ("random", "Random bot"), (None, "Person")]


def test_a_person_can_run_two_heroes(pilot, scene):
    pick_adventure(pilot, scene, "the_spiders_court")
    click(pilot, scene.add_hero_button)
    assert row(scene, 1)[0].seat is scene.seats[1]
    click(pilot, row(scene, 1)[2])  # run by: Player 2 -> Player 1 (the next seat, round)
    assert row(scene, 1)[0].seat is scene.seats[0]
    setup = scene.setup()
    assert [s["name"] for s in setup["seats"]] == ["Player 1"]  # Player 2 runs nothing: sits out
    assert [h["seat"] for h in setup["heroes"]] == [0, 0]
    assert [h.seat for h in new_game(setup).heroes] == [0, 0]
    click(pilot, row(scene, 1)[2], button=3)  # right-click: back to Player 2
    assert scene.setup()["heroes"][1]["seat"] == 1


def test_a_bot_seat_runs_a_hero(pilot, scene):
    click(pilot, scene.add_button)
    click(pilot, scene.rows[1][3])  # Player 2 -> co-op bot
    click(pilot, row(scene, 0)[2])  # the only hero goes to the bot
    setup = scene.setup()
    assert setup["seats"] == [{"name": "Wenna Alebright", "colour": "Sky blue", "symbol": "moon", "bot": "coop"}]
    assert setup["heroes"][0]["seat"] == 0
    assert new_game(setup).heroes[0].seat == 0 and ready(pilot, scene)


def test_removing_a_seat_hands_its_heroes_to_the_first_seat(pilot, scene):
    pick_adventure(pilot, scene, "the_spiders_court")
    click(pilot, scene.add_hero_button)
    click(pilot, scene.rows[1][4])  # remove Player 2
    assert len(scene.seats) == 1 and all(m.seat is scene.seats[0] for m in scene.party)
    assert ready(pilot, scene)


# -- heroes and powers --------------------------------------------------------------------------
def test_the_hero_picker_swaps_a_hero_but_not_for_one_already_in_the_party(pilot, scene):
    pick_adventure(pilot, scene, "the_spiders_court")
    click(pilot, scene.add_hero_button)
    taken = scene.party[1].hero
    click(pilot, row(scene, 0)[1])
    picker = pilot.top
    assert isinstance(picker, HeroPicker)
    card = next(c for c in picker.cards if c.hero_id == taken)
    click(pilot, card)
    assert pilot.top is picker and scene.party[0].hero != taken
    click(pilot, next(c for c in picker.cards if c.hero_id == "brakka"))
    assert pilot.top is scene and scene.party[0].hero == "brakka"
    assert new_game(scene.setup()).heroes[0].id == "brakka"


def open_chooser(pilot, scene, i=0) -> PowerPicker:
    segment(pilot, row(scene, i)[3], "Choose")
    picker = pilot.top
    assert isinstance(picker, PowerPicker)
    return picker


def card_of(picker, power_id):
    return next(c for c in picker.cards if c.power_id == power_id)


def test_chosen_powers_make_a_valid_setup(pilot, scene):
    hero = load().heroes[scene.party[0].hero]
    picker = open_chooser(pilot, scene)
    assert sorted(picker.picks) == sorted(hero.suggested)  # the chooser starts from the suggestion
    assert not any(c.power_id in hero.auto for c in picker.cards)  # auto powers are not chosen
    art = next(p.id for p in picker.pool("art") if p.id not in hero.suggested)
    click(pilot, card_of(picker, art))  # one Art: the new one takes the old one's place
    assert picker.problem() is None
    click(pilot, picker.done)
    assert pilot.top is scene
    powers = scene.setup()["heroes"][0]["powers"]
    assert isinstance(powers, list) and art in powers and len(powers) == sum(hero.slots.values())
    state = new_game(scene.setup())
    assert {p.id for p in state.heroes[0].powers} == set(powers) | set(hero.auto)
    assert row(scene, 0)[3].value == "choose" and ready(pilot, scene)


def test_a_wrong_number_of_powers_is_refused_clearly(pilot, scene):
    picker = open_chooser(pilot, scene)
    talents = [p for p in picker.picks if load().powers[p].type == "talent"]
    click(pilot, card_of(picker, talents[0]))  # put a Talent back
    assert picker.problem() == "Not yet: choose 1 more Talent."
    assert not picker.done.enabled and picker.done.tooltip == picker.problem()
    click(pilot, picker.done)
    assert pilot.top is picker
    spare = [p.id for p in picker.pool("talent") if p.id not in picker.picks]
    click(pilot, card_of(picker, spare[0]))
    click(pilot, card_of(picker, spare[1]))  # a third Talent: refused with a reason
    assert "already has 2 Talents" in picker.message and picker.count("talent") == 2
    pilot.press(pygame.K_ESCAPE)  # cancel: nothing changes
    assert pilot.top is scene and scene.setup()["heroes"][0]["powers"] == "suggested"
    assert row(scene, 0)[3].value == "suggested"
    scene.party[0].mode, scene.party[0].chosen = "choose", talents[:1]  # the engine refuses what slips through
    assert "chooses 1 art" in scene.problem() and not ready(pilot, scene)


def test_random_powers_are_drawn_by_the_engine(pilot, scene):
    segment(pilot, row(scene, 0)[3], "Random")
    assert scene.setup()["heroes"][0]["powers"] == "random"
    assert "at random" in powers_text(row(scene, 0)[5].member)  # the row says so
    new_game(scene.setup())
    assert ready(pilot, scene)


# -- starting and leaving -------------------------------------------------------------------------
def test_start_hands_the_setup_to_start_game(pilot, scene, monkeypatch):
    started = []
    monkeypatch.setattr(tables, "start_game", lambda app, info, setup: started.append((app, info, setup)))
    pick_adventure(pilot, scene, "the_spiders_court")
    click(pilot, scene.start_button)  # one hero short: nothing starts
    assert started == []
    click(pilot, scene.add_hero_button)
    pilot.advance(1)
    click(pilot, scene.start_button)
    assert started == [(pilot.app, INFO, scene.setup())]
    assert started[0][2]["adventure"] == "the_spiders_court"


def test_escape_and_back_return_to_the_game_picker(pilot):
    picker = pilot.app.stack.push(GamePickerScene(pilot.app))
    for leave in (lambda s: pilot.press(pygame.K_ESCAPE), lambda s: click(pilot, next(w for w in s.ui.widgets if getattr(w, "label", "") == "Back"))):
        setup = pilot.app.stack.push(DrizztSetupScene(pilot.app, INFO))
        pilot.advance(1)
        leave(setup)
        assert pilot.top is picker


# -- layout ---------------------------------------------------------------------------------------
def test_a_full_table_has_no_overlaps_and_stays_on_the_canvas(pilot, scene):
    pick_adventure(pilot, scene, "the_turncoat")
    for _ in range(4):
        click(pilot, scene.add_hero_button)
    assert len(scene.seats) == 5 and len(scene.party) == 5
    canvas = pygame.Rect(0, 0, theme.CANVAS_W, theme.CANVAS_H)
    widgets = [w for w in scene.ui.widgets if w.visible]
    for widget in widgets:
        assert canvas.contains(widget.rect)
    for a, b in itertools.combinations(widgets, 2):
        assert not a.rect.colliderect(b.rect), (a, b)
    for member, *parts in scene.hero_rows:
        for part in parts:
            assert scene.panels[2].rect.contains(part.rect)


def test_every_adventure_card_fits_its_panel():
    for adventure_id in ADVENTURES:
        assert adventure_card.card_height(adventure_id, CARD_RECT.w) <= CARD_RECT.h - 20, adventure_id


def test_a_seeded_monkey_of_clicks_and_keys_raises_nothing(pilot, scene, monkeypatch):
    started = []
    monkeypatch.setattr(tables, "start_game", lambda app, info, setup: started.append(setup))
    monkeypatch.setattr(scene, "back", lambda: None)  # stay on this screen
    rng = random.Random(6)
    for _ in range(400):
        if rng.random() < 0.08:
            pilot.press(rng.choice((pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_TAB)))
        else:
            pilot.click(rng.randrange(theme.CANVAS_W), rng.randrange(theme.CANVAS_H), button=rng.choice((1, 1, 3)))
        top = pilot.top
        assert top is scene or isinstance(top, (HeroPicker, PowerPicker))
    while pilot.top is not scene:
        pilot.press(pygame.K_ESCAPE)
    for setup in started + ([scene.setup()] if scene.problem() is None else []):
        new_game(setup)
