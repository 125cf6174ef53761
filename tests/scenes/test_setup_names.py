"""Issue 15 item 10, setup: the text fields' editing keys, names and choices remembered for the
next game, and bots with names of their own."""
from __future__ import annotations

import pygame
import pytest

from game import registry
from scenes import tables
from scenes.drizzt.setup_scene import DrizztSetupScene
from scenes.kit import textinput
from scenes.kit.textinput import TextInput
from scenes.menu import remember
from scenes.menu.bot_names import REGULARS, bot_name
from scenes.menu.seats import SeatSetupScene
from scenes.kit.widget import WidgetGroup
from scenes.pilot import Pilot
from scenes.stack import Scene

CTRL = pygame.KMOD_LCTRL
SHIFT = pygame.KMOD_LSHIFT


class Host(Scene):
    """A bare scene holding widgets."""

    name = "host"

    def __init__(self, app):
        super().__init__(app)
        self.ui = WidgetGroup()

    def handle(self, event):
        return self.ui.handle(event)

    def update(self, dt):
        self.ui.update(dt)

    def draw(self, surface):
        surface.fill((0, 0, 0))
        self.ui.draw(surface)


@pytest.fixture
def field(pilot):
    pilot.host = pilot.app.stack.push(Host(pilot.app))
    box = pilot.host.ui.add(TextInput((100, 300, 400, 56), "Player 1", max_len=12))
    pilot.click(*box.rect.center)
    assert box.focused
    return box


# -- editing keys -----------------------------------------------------------------------
def test_ctrl_a_selects_all_and_typing_replaces_it(pilot, field):
    pilot.press(pygame.K_a, CTRL)
    assert field.selected_text == "Player 1"
    pilot.type("Ana")
    assert field.text == "Ana" and field.caret == 3


def test_home_end_and_arrows_move_the_caret_where_typing_goes(pilot, field):
    pilot.press(pygame.K_HOME)
    pilot.type("X")
    assert field.text == "XPlayer 1"
    pilot.press(pygame.K_END)
    pilot.press(pygame.K_LEFT)
    pilot.type("!")
    assert field.text == "XPlayer !1"
    pilot.press(pygame.K_RIGHT)
    pilot.type("?")
    assert field.text == "XPlayer !1?"


def test_backspace_and_delete_each_side_of_the_caret(pilot, field):
    pilot.press(pygame.K_HOME)
    pilot.press(pygame.K_RIGHT)
    pilot.press(pygame.K_DELETE)  # the 'l'
    pilot.press(pygame.K_BACKSPACE)  # the 'P'
    assert field.text == "ayer 1" and field.caret == 0


def test_ctrl_backspace_deletes_a_word_and_ctrl_delete_the_next(pilot, field):
    pilot.press(pygame.K_BACKSPACE, CTRL)
    assert field.text == "Player "
    pilot.press(pygame.K_BACKSPACE, CTRL)
    assert field.text == ""
    pilot.type("Old Brannoc")
    pilot.press(pygame.K_HOME)
    pilot.press(pygame.K_DELETE, CTRL)
    assert field.text == " Brannoc"


def test_shift_arrows_select_and_a_plain_arrow_drops_the_selection(pilot, field):
    pilot.press(pygame.K_LEFT, SHIFT)
    pilot.press(pygame.K_LEFT, SHIFT)
    assert field.selected_text == " 1"
    pilot.press(pygame.K_LEFT)
    assert field.selected_text == "" and field.caret == len("Player")
    pilot.press(pygame.K_HOME, SHIFT)
    assert field.selected_text == "Player"


def test_the_max_length_holds_for_typing_and_pasting(pilot, field):
    pilot.type("abcdefgh")
    assert field.text == "Player 1abcd" and len(field.text) == field.max_len
    pilot.press(pygame.K_a, CTRL)
    pilot.press(pygame.K_c, CTRL)
    pilot.press(pygame.K_END)
    pilot.press(pygame.K_v, CTRL)
    assert field.text == "Player 1abcd"  # no room: nothing added


def test_copy_and_paste_work_without_a_system_clipboard(pilot, field, monkeypatch):
    def broken(*_args):
        raise pygame.error("no clipboard here")

    monkeypatch.setattr(pygame.scrap, "put_text", broken)
    monkeypatch.setattr(pygame.scrap, "get_text", broken)
    pilot.press(pygame.K_LEFT, CTRL | SHIFT)  # the word '1'
    pilot.press(pygame.K_c, CTRL)
    pilot.press(pygame.K_HOME)
    pilot.press(pygame.K_v, CTRL)
    assert field.text == "1Player 1"
    pilot.press(pygame.K_a, CTRL)
    pilot.press(pygame.K_x, CTRL)
    assert field.text == "" and textinput.paste_text() == "1Player 1"


def test_a_click_puts_the_caret_at_the_letter_clicked(pilot, field):
    pilot.click(field.rect.x + 15, field.rect.centery)  # just inside the left padding
    assert field.caret == 0
    pilot.type(">")
    assert field.text.startswith(">")


def test_the_focused_field_draws_a_halo_the_others_do_not(pilot, field):
    other = pilot.host.ui.add(TextInput((100, 500, 400, 56), "Bea"))
    pilot.advance(1)
    screen = pilot.app.canvas if hasattr(pilot.app, "canvas") else pilot.app.screen
    surface = pygame.Surface(screen.get_size())
    surface.fill((0, 0, 0))
    field.draw(surface)
    other.draw(surface)
    halo = surface.get_at((field.rect.x - 3, field.rect.centery))[:3]
    none = surface.get_at((other.rect.x - 3, other.rect.centery))[:3]
    assert halo != (0, 0, 0) and none == (0, 0, 0)


# -- bots' names --------------------------------------------------------------------------
def seat_scene(pilot, game="vault"):
    info = registry.get(game)
    scene = tables.setup_scene(pilot.app, info) or SeatSetupScene(pilot.app, info)
    return pilot.app.stack.push(scene)


def click(pilot, widget):
    pilot.click(*widget.rect.center)
    pilot.advance(1)


def test_a_seat_turned_bot_takes_a_regulars_name_and_gives_it_back(pilot):
    scene = seat_scene(pilot)
    click(pilot, scene.rows[1][3])  # Player 2 -> a bot
    assert scene.seats[1].bot is not None
    assert scene.seats[1].name in REGULARS and scene.rows[1][2].text == scene.seats[1].name
    while scene.seats[1].bot is not None:
        click(pilot, scene.rows[1][3])
    assert scene.seats[1].name == "Player 2"


def test_a_bot_never_takes_a_name_a_person_uses(pilot):
    scene = seat_scene(pilot)
    taken = bot_name(1)
    scene.rows[0][2].set_text(taken)  # the person in seat 1 calls themself what seat 2's bot would be
    click(pilot, scene.rows[1][3])
    assert scene.seats[1].name != taken and scene.seats[1].name in REGULARS
    assert scene.problem() is None


def test_a_name_someone_typed_stays_when_the_seat_becomes_a_bot(pilot):
    scene = seat_scene(pilot)
    scene.rows[1][2].set_text("Grandpa Jo")
    click(pilot, scene.rows[1][3])
    assert scene.seats[1].name == "Grandpa Jo"


def test_bot_names_are_the_same_per_seat_and_distinct():
    assert bot_name(2) == bot_name(2)
    names = [bot_name(i) for i in range(6)]
    assert len(set(names)) == 6
    assert all(len(n) <= 18 for n in REGULARS)


# -- remembered for the next game ---------------------------------------------------------
def start_without_table(pilot, scene, monkeypatch):
    started = []
    monkeypatch.setattr(tables, "start_game", lambda app, info, setup, seed=None: started.append(setup))
    click(pilot, scene.start_button)
    assert started, scene.problem()
    return started[0]


def test_vault_names_bots_factions_and_rules_are_there_next_time(pilot, monkeypatch):
    scene = seat_scene(pilot)
    scene.rows[0][2].set_text("Ana")
    click(pilot, scene.add_button)
    click(pilot, scene.rows[2][3])  # seat 3 -> a bot
    scene.cycle_faction(scene.seats[0])
    scene.set_variant("rumor_bidding", True)
    scene.set_variant("more_secrets", 4)
    setup = start_without_table(pilot, scene, monkeypatch)

    later = Pilot()  # a new App: only the file on disk carries the choices over
    try:
        again = seat_scene(later)
        assert again.setup() == setup
        assert [r[2].text for r in again.rows] == [s["name"] for s in setup["seats"]]
    finally:
        later.app.close()


def test_drizzt_adventure_party_and_seats_are_there_next_time(pilot, monkeypatch):
    scene = seat_scene(pilot, "drizzt")
    scene.pick_adventure("the_spiders_court")
    scene.add_hero()
    scene.cycle_role(scene.seats[1])  # the second hero's seat is the co-op bot
    scene.set_surges(1)
    scene.rebuild()
    setup = start_without_table(pilot, scene, monkeypatch)
    assert setup["adventure"] == "the_spiders_court" and len(setup["heroes"]) == 2

    later = Pilot()
    try:
        again = seat_scene(later, "drizzt")
        assert isinstance(again, DrizztSetupScene)
        assert again.setup() == setup
    finally:
        later.app.close()


@pytest.mark.parametrize("damage", [b"{not json", b"\x00\x01\x02", b"[1, 2]", b'{"version": 1, "games": 7}',
                                    b'{"version": 1, "games": {"vault": {"seats": [{"name": 5}, "x"],'
                                    b' "options": {"factions": ["nobody", "nobody"], "variants": {"more_secrets": 99}}}}}'])
def test_a_damaged_remembered_file_gives_the_defaults(pilot, damage):
    remember.path().parent.mkdir(parents=True, exist_ok=True)
    remember.path().write_bytes(damage)
    scene = seat_scene(pilot)
    assert [s.name for s in scene.seats] == ["Player 1", "Player 2"]
    assert scene.problem() is None and scene.variants["more_secrets"] == 0
    drizzt = seat_scene(pilot, "drizzt")
    assert drizzt.problem() is None


def test_a_remembered_file_that_cannot_be_written_is_no_error(pilot, monkeypatch):
    remember.path().parent.mkdir(parents=True, exist_ok=True)
    remember.path().mkdir()  # a folder where the file should be: writing fails
    assert remember.remember("vault", [{"name": "Ana", "colour": "Orange", "bot": None}], {}) is False
    assert remember.recall("vault") == {"seats": [], "options": {}}


def test_a_game_never_set_up_before_gets_the_people_of_the_last_game(pilot, monkeypatch):
    scene = seat_scene(pilot)
    scene.rows[0][2].set_text("Ana")
    scene.rows[1][2].set_text("Bea")
    click(pilot, scene.add_button)
    click(pilot, scene.rows[2][3])  # a bot: not carried over to another game
    start_without_table(pilot, scene, monkeypatch)
    drizzt = seat_scene(pilot, "drizzt")
    assert [s.name for s in drizzt.seats] == ["Ana"] and drizzt.seats[0].bot is None
    assert remember.recall("drizzt")["seats"] == [{"name": "Ana", "colour": "Orange", "bot": None},
                                                  {"name": "Bea", "colour": "Sky blue", "bot": None}]
