"""The menus, driven headless through the pilot."""
import json
import random
from dataclasses import dataclass

import pygame
import pytest

from game import registry
from game.core.match import Match
from scenes import paths, tables
from scenes.kit.dialog import Dialog
from scenes.menu import slots, tour_stops
from scenes.menu.pause import PauseMenu
from scenes.menu.picker import EMPTY_TEXT, GamePickerScene
from scenes.menu.rules import BASICS_TITLE, RulesScene
from scenes.menu.saves import SaveLoadScene
from scenes.menu.seats import SeatSetupScene
from scenes.menu.settings_scene import SettingsScene
from scenes.menu.title import TitleScene
from scenes.pilot import Pilot
from scenes.settings import Settings
from scenes.tour import visit


@dataclass(frozen=True)
class FakeInfo:
    """Just the GameInfo fields the menus read."""

    id: str = "fake"
    title: str = "Fake Quest"
    min_seats: int = 2
    max_seats: int = 4
    coop: bool = False
    has_secrets: bool = True
    blurb: str = "A game for tests."
    rules_summary: str = ""
    bots: tuple = ("random", "heuristic")


def at_title(pilot):
    return pilot.app.stack.push(TitleScene(pilot.app))


def click_button(pilot, button):
    pilot.click(*button.rect.center)


def write_coin_dash_save(path, actions=3):
    match = Match("coindash", {"seats": [{"name": "Ana"}, {"name": "Bo"}]}, 4)
    for _ in range(actions):
        match.act(match.legal_actions()[-1])  # Rest: one decision per turn, no chance
    match.save(path)
    return match


# -- title -------------------------------------------------------------------------------
@pytest.mark.parametrize("label, scene_type", [
    ("New game", GamePickerScene), ("Load", SaveLoadScene), ("Settings", SettingsScene), ("Rules", RulesScene),
])
def test_each_title_button_reaches_its_scene(pilot, label, scene_type):
    title = at_title(pilot)
    click_button(pilot, title.buttons[label])
    assert isinstance(pilot.top, scene_type)
    pilot.advance(3)
    pilot.press(pygame.K_ESCAPE)
    assert pilot.top is title


def test_the_dice_roller_button_opens_the_roller(pilot):
    from scenes.dice.roller import DiceRollerScene

    title = at_title(pilot)
    click_button(pilot, title.buttons["Dice roller"])
    assert isinstance(pilot.top, DiceRollerScene)


def test_quit_stops_the_app(pilot):
    title = at_title(pilot)
    click_button(pilot, title.buttons["Quit"])
    assert not pilot.app.running


def test_continue_is_off_without_a_save_and_says_why(pilot):
    title = at_title(pilot)
    button = title.buttons["Continue"]
    assert not button.enabled and "No saved game" in button.tooltip
    click_button(pilot, button)
    assert pilot.top is title


def test_continue_resumes_the_newest_save(pilot, coin_dash, monkeypatch):
    write_coin_dash_save(slots.slot_path("slot2"))
    write_coin_dash_save(slots.slot_path("autosave"), actions=5)
    resumed = []
    monkeypatch.setitem(tables.TABLES, "coindash", lambda app, match: resumed.append(match) or TitleScene(app))
    title = at_title(pilot)
    assert title.buttons["Continue"].enabled
    assert "Coin Dash" in title.buttons["Continue"].tooltip
    click_button(pilot, title.buttons["Continue"])
    assert len(resumed) == 1 and len(resumed[0].log) == 5


def test_continue_without_a_table_says_so(pilot, coin_dash):
    write_coin_dash_save(slots.slot_path("slot1"))
    title = at_title(pilot)
    click_button(pilot, title.buttons["Continue"])
    assert [t.text for t in pilot.app.toasts.items] == ["No table for this game yet"]


# -- picker --------------------------------------------------------------------------------
def test_the_picker_with_no_games_is_friendly(pilot, monkeypatch):
    monkeypatch.setattr(registry, "games", lambda: [])
    picker = pilot.app.stack.push(GamePickerScene(pilot.app))
    assert picker.games == [] and picker.empty_panel is not None
    assert "No games are installed yet" in EMPTY_TEXT
    pilot.advance(3)
    pilot.press(pygame.K_d)
    from scenes.dice.roller import DiceRollerScene

    assert isinstance(pilot.top, DiceRollerScene)


def test_the_picker_lists_registered_games_and_opens_seat_setup(pilot, monkeypatch):
    monkeypatch.setattr(registry, "games", lambda: [FakeInfo()])
    picker = pilot.app.stack.push(GamePickerScene(pilot.app))
    assert [t.info.title for t in picker.tiles] == ["Fake Quest"]
    click_button(pilot, picker.tiles[0])
    assert isinstance(pilot.top, SeatSetupScene)
    assert pilot.top.info.title == "Fake Quest"


# -- seat setup ------------------------------------------------------------------------------
def test_seat_colours_stay_distinct_however_they_are_cycled(pilot):
    scene = pilot.app.stack.push(SeatSetupScene(pilot.app, FakeInfo(max_seats=4)))
    scene.add_seat()
    scene.add_seat()
    rng = random.Random(3)
    for _ in range(60):
        _seat, colour_button, *_ = scene.rows[rng.randrange(len(scene.rows))]
        pilot.click(*colour_button.rect.center, button=rng.choice((1, 3)))
        colours = [s.colour for s in scene.seats]
        assert len(set(colours)) == len(colours)
    symbols = [s["symbol"] for s in scene.setup()["seats"]]
    assert len(set(symbols)) == len(symbols)


def test_seat_limits_are_enforced(pilot):
    scene = pilot.app.stack.push(SeatSetupScene(pilot.app, FakeInfo(min_seats=2, max_seats=3)))
    assert len(scene.seats) == 2
    assert all(not remove.enabled for *_, remove in scene.rows)
    click_button(pilot, scene.rows[0][4])
    assert len(scene.seats) == 2
    click_button(pilot, scene.add_button)
    assert len(scene.seats) == 3
    assert not scene.add_button.enabled and "at most 3" in scene.add_button.tooltip
    click_button(pilot, scene.add_button)
    assert len(scene.seats) == 3
    click_button(pilot, scene.rows[1][4])
    assert len(scene.seats) == 2


def test_a_six_seat_game_caps_at_six(pilot):
    scene = pilot.app.stack.push(SeatSetupScene(pilot.app, FakeInfo(min_seats=1, max_seats=8)))
    for _ in range(10):
        scene.add_seat()
    assert len(scene.seats) == 6


def test_setup_has_names_colours_symbols_and_bots(pilot):
    scene = pilot.app.stack.push(SeatSetupScene(pilot.app, FakeInfo()))
    name_field = scene.rows[0][2]
    pilot.click(*name_field.rect.center)
    for _ in range(len("Player 1")):
        pilot.press(pygame.K_BACKSPACE)
    pilot.type("Ana")
    pilot.press(pygame.K_RETURN)
    click_button(pilot, scene.rows[1][3])  # Human -> Bot: random, who takes a regular's name
    setup = scene.setup()
    assert setup == {"seats": [
        {"name": "Ana", "colour": "Orange", "symbol": "sun", "bot": None},
        {"name": "Wenna Alebright", "colour": "Sky blue", "symbol": "moon", "bot": "random"},
    ], "variants": {}}
    json.dumps(setup)


def test_a_game_without_bots_offers_only_people(pilot):
    scene = pilot.app.stack.push(SeatSetupScene(pilot.app, FakeInfo(bots=())))
    role = scene.rows[0][3]
    assert not role.enabled and "no bots" in role.tooltip
    click_button(pilot, role)
    assert scene.setup()["seats"][0]["bot"] is None


def test_start_hands_the_setup_to_the_table(pilot, monkeypatch):
    started = []
    monkeypatch.setitem(tables.TABLES, "fake", lambda app, info, setup, seed: started.append(setup) or TitleScene(app))
    scene = pilot.app.stack.push(SeatSetupScene(pilot.app, FakeInfo()))
    pilot.press(pygame.K_RETURN)
    assert started == [scene.setup()]
    assert isinstance(pilot.top, TitleScene) and len(pilot.app.stack) == 1


def test_start_without_a_table_says_so(pilot):
    pilot.app.stack.push(SeatSetupScene(pilot.app, FakeInfo()))
    pilot.press(pygame.K_RETURN)
    assert [t.text for t in pilot.app.toasts.items] == ["No table for Fake Quest yet"]


def test_two_seats_with_one_name_cannot_start(pilot, monkeypatch):
    started = []
    monkeypatch.setitem(tables.TABLES, "fake", lambda app, info, setup, seed: started.append(setup) or TitleScene(app))
    scene = pilot.app.stack.push(SeatSetupScene(pilot.app, FakeInfo()))
    scene.seats[1].name = "player 1"
    scene.start()
    assert started == [] and "same name" in pilot.app.toasts.items[-1].text


# -- settings ---------------------------------------------------------------------------------
def test_settings_changes_are_saved_and_survive_a_reload(pilot):
    scene = pilot.app.stack.push(SettingsScene(pilot.app))
    track = scene.volume.track
    pilot.click(track.x + track.w // 4, track.centery)
    click_button(pilot, scene.sound)
    fast = scene.dice_speed.segments()[2]
    pilot.click(*fast.center)
    big = scene.window_size.segments()[2]
    pilot.click(*big.center)
    saved = json.loads(Settings.path().read_text())
    assert saved["dice_speed"] == "fast"
    assert saved["muted"] is True
    assert saved["window_size"] == [1920, 1080]
    assert abs(saved["volume"] - 0.25) < 0.02
    again = Settings.load()
    assert (again.dice_speed, again.muted, again.window_size) == ("fast", True, (1920, 1080))
    fresh = Pilot()
    try:
        reopened = fresh.app.stack.push(SettingsScene(fresh.app))
        assert reopened.dice_speed.value == "fast" and reopened.sound.value is False
        assert abs(reopened.volume.value - saved["volume"]) < 1e-9
    finally:
        fresh.app.close()


def test_settings_show_the_audio_status(pilot):
    pilot.app.audio.available = False
    pilot.app.audio.problem = "No audio device: none. The app runs silently."
    pilot.app.stack.push(SettingsScene(pilot.app))
    pilot.advance(2)
    assert "runs silently" in pilot.app.audio.status


def test_f11_is_reflected_in_the_settings_screen(pilot):
    scene = pilot.app.stack.push(SettingsScene(pilot.app))
    pilot.press(pygame.K_F11)
    assert scene.fullscreen.value is True
    assert json.loads(Settings.path().read_text())["fullscreen"] is True


# -- save and load ------------------------------------------------------------------------------
def make_slots(coin_dash):
    """slot1 good, slot2 damaged with a good .bak, slot3 damaged, the rest empty."""
    folder = paths.saves_dir()
    write_coin_dash_save(folder / "slot1.json", actions=3)
    write_coin_dash_save(folder / "slot2.json", actions=2)
    write_coin_dash_save(folder / "slot2.json", actions=4)  # the first becomes slot2.json.bak
    (folder / "slot2.json").write_text('{"format": "tavern-table-save", "vers')
    (folder / "slot3.json").write_bytes(b"\x00\x01garbage")


def test_the_load_screen_shows_empty_good_and_damaged_slots(pilot, coin_dash):
    make_slots(coin_dash)
    scene = pilot.app.stack.push(SaveLoadScene(pilot.app, mode="load"))
    pilot.advance(3)
    states = {t.slot.key: t.slot.state for t in scene.tiles}
    assert states["slot1"] == "good" and states["slot2"] == "damaged" and states["slot3"] == "damaged"
    assert states["autosave"] == "empty" and states["slot8"] == "empty"
    good = scene.tile("slot1").slot
    assert good.title == coin_dash.INFO.title and good.actions == 3 and good.saved_at
    assert scene.tile("slot2").slot.problem
    assert not scene.tile("slot4").enabled and scene.tile("slot3").enabled


def test_loading_a_good_slot_resumes_its_table(pilot, coin_dash, monkeypatch):
    make_slots(coin_dash)
    resumed = []
    monkeypatch.setitem(tables.TABLES, "coindash", lambda app, match: resumed.append(match) or TitleScene(app))
    scene = pilot.app.stack.push(SaveLoadScene(pilot.app, mode="load"))
    click_button(pilot, scene.tile("slot1"))
    assert len(resumed) == 1 and len(resumed[0].log) == 3


def test_loading_a_damaged_slot_explains_and_offers_the_backup(pilot, coin_dash, monkeypatch):
    make_slots(coin_dash)
    resumed = []
    monkeypatch.setitem(tables.TABLES, "coindash", lambda app, match: resumed.append(match) or TitleScene(app))
    scene = pilot.app.stack.push(SaveLoadScene(pilot.app, mode="load"))
    click_button(pilot, scene.tile("slot2"))
    dialog = pilot.top
    assert isinstance(dialog, Dialog) and "older copy" in dialog.message
    pilot.press(pygame.K_RETURN)
    assert len(resumed) == 1 and len(resumed[0].log) == 2


def test_a_damaged_slot_without_backup_just_explains(pilot, coin_dash):
    make_slots(coin_dash)
    scene = pilot.app.stack.push(SaveLoadScene(pilot.app, mode="load"))
    click_button(pilot, scene.tile("slot3"))
    assert isinstance(pilot.top, Dialog) and [label for label, _ in pilot.top.choices] == ["OK"]
    pilot.press(pygame.K_RETURN)
    assert pilot.top is scene


def test_saving_into_a_slot_then_overwriting_with_confirmation(pilot, coin_dash):
    match = write_coin_dash_save(paths.saves_dir() / "scratch.json", actions=1)
    scene = pilot.app.stack.push(SaveLoadScene(pilot.app, mode="save", match=match))
    assert not scene.tile("autosave").enabled
    click_button(pilot, scene.tile("slot4"))
    assert scene.tile("slot4").slot.state == "good"
    assert pilot.app.toasts.items[-1].text == "Saved to slot 4"
    match.act(match.legal_actions()[-1])
    click_button(pilot, scene.tile("slot4"))
    assert isinstance(pilot.top, Dialog)
    pilot.press(pygame.K_RETURN)
    assert scene.tile("slot4").slot.actions == 2
    assert slots.backup_of(slots.slot_path("slot4")).exists()


def test_the_save_screen_survives_damaged_files(pilot, coin_dash):
    make_slots(coin_dash)
    (paths.saves_dir() / "autosave.json").write_text("[]")
    scene = pilot.app.stack.push(SaveLoadScene(pilot.app, mode="save", match=None))
    pilot.advance(3)
    assert scene.tile("autosave").slot.state == "damaged"
    click_button(pilot, scene.tile("slot5"))
    assert pilot.app.toasts.items[-1].kind == "error"


# -- pause, rules ---------------------------------------------------------------------------------
def test_pause_quit_to_title_asks_first(pilot):
    at_title(pilot)
    from scenes.menu.kit_demo import KitDemoScene

    table = pilot.app.stack.push(KitDemoScene(pilot.app))
    pilot.press(pygame.K_ESCAPE)
    pause = pilot.top
    assert isinstance(pause, PauseMenu) and not pause.buttons["Save"].enabled
    click_button(pilot, pause.buttons["Quit to title"])
    assert isinstance(pilot.top, Dialog)
    pilot.press(pygame.K_ESCAPE)
    assert pilot.top is pause
    pilot.press(pygame.K_ESCAPE)
    assert pilot.top is table
    pilot.press(pygame.K_ESCAPE)
    click_button(pilot, pilot.top.buttons["Quit to title"])
    pilot.press(pygame.K_RETURN)
    assert isinstance(pilot.top, TitleScene) and len(pilot.app.stack) == 1


def test_pause_save_opens_the_save_screen_with_the_match(pilot, coin_dash):
    match = Match("coindash", {"seats": [{"name": "Ana"}, {"name": "Bo"}]}, 1)
    pilot.app.stack.push(TitleScene(pilot.app))
    pause = pilot.app.stack.push(PauseMenu(pilot.app, lambda: match))
    click_button(pilot, pause.buttons["Save"])
    assert isinstance(pilot.top, SaveLoadScene) and pilot.top.match is match and pilot.top.mode == "save"


def test_rules_pages_come_from_the_registry(pilot, monkeypatch):
    monkeypatch.setattr(registry, "games", lambda: [
        FakeInfo(rules_summary="# Fake Quest\nRoll, move, win."), FakeInfo(id="bare", title="Bare")])
    scene = pilot.app.stack.push(RulesScene(pilot.app))
    assert [title for title, _ in scene.pages] == [BASICS_TITLE, "Fake Quest"]
    click_button(pilot, scene.page_buttons[1])
    assert scene.current == 1
    scene.show(0)
    pilot.move((1000, 500))
    pilot.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=-5, flipped=False))
    assert scene.scroll > 0


# -- every stop, and a monkey ------------------------------------------------------------------------
def test_every_tour_stop_builds_and_runs(pilot):
    names = []
    for stop in tour_stops():
        visit(pilot.app, stop, frames=3)
        names.append(stop.name)
    assert {"title", "picker", "seats", "settings", "pause", "save", "load", "rules", "dialog", "curtain",
            "kit_demo"} <= set(names)


def test_a_seeded_monkey_breaks_nothing(pilot):
    rng = random.Random(11)
    keys = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_TAB, pygame.K_a, pygame.K_n, pygame.K_BACKSPACE,
            pygame.K_LEFT, pygame.K_RIGHT, pygame.K_SPACE]
    for stop in tour_stops():
        if stop.name.startswith("dice"):
            continue
        visit(pilot.app, stop, frames=1)
        pilot.app.running = True
        for _ in range(40):
            roll = rng.random()
            pos = (rng.randrange(1920), rng.randrange(1080))
            if roll < 0.5:
                pilot.click(*pos, button=rng.choice((1, 1, 1, 3)))
            elif roll < 0.7:
                pilot.drag(pos, (rng.randrange(1920), rng.randrange(1080)), steps=3)
            elif roll < 0.9:
                pilot.press(rng.choice(keys))
            else:
                pilot.post(pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-2, 2)), flipped=False))
            if not pilot.app.stack:
                break


def test_a_game_whose_table_is_not_built_yet_says_so_instead_of_opening_setup(pilot, monkeypatch):
    from game.registry import GameInfo
    from scenes.menu.picker import badges

    engine_only = GameInfo(id="engine_only", title="Engine Only", module="tests.core.coindash", min_seats=1,
                           max_seats=2)
    monkeypatch.setattr(registry, "games", lambda: [engine_only])
    assert "Table coming soon" in badges(engine_only)
    picker = pilot.app.stack.push(GamePickerScene(pilot.app))
    click_button(pilot, picker.tiles[0])
    assert pilot.top is picker
    assert "still being built" in pilot.app.toasts.items[-1].text


def test_an_earlier_versions_save_opens_and_tells_what_todays_rules_made_of_it(pilot, coin_dash, monkeypatch):
    """A save from an earlier version whose last move today's rules refuse opens at the move before,
    with a dialog saying so; one that only ends elsewhere opens with a toast."""
    resumed = []
    monkeypatch.setitem(tables.TABLES, "coindash", lambda app, match: resumed.append(match) or TitleScene(app))
    path = paths.saves_dir() / "old.json"
    write_coin_dash_save(path, actions=3)
    data = json.loads(path.read_text())
    path.write_text(json.dumps({**data, "app": "0.0.9", "log": data["log"][:2] + [[0, {"kind": "play", "card": "crown"}]]}))
    assert slots.open_save(pilot.app, path)
    assert len(resumed[-1].log) == 2
    assert isinstance(pilot.top, Dialog) and "first 2 of 3 moves" in pilot.top.message
    pilot.press(pygame.K_RETURN)
    path.write_text(json.dumps({**data, "app": "0.0.9", "state_hash": "0" * 64}))
    assert slots.open_save(pilot.app, path)
    assert len(resumed[-1].log) == 3 and not isinstance(pilot.top, Dialog)
    assert "saved by Tavern Table 0.0.9" in pilot.app.toasts.items[-1].text
