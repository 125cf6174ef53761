"""The table shell (scenes/table/): both games' tables are built on it, it takes the seed as an
argument, owns the shared chrome and the end screen (that the widget kit below it imports no menu
or table is checked by tests/test_layers.py)."""
from __future__ import annotations

import copy

import pytest

from game.core.bots import bot_move
from game.core.match import Match
from game.core.protocol import CHANCE
from scenes.drizzt.table import DrizztTable
from scenes.table.scene import TableScene
from scenes.vault.table import VaultTable

VAULT_SETUP = {"seats": [{"name": "Ana", "colour": "Orange", "bot": None},
                         {"name": "Ben", "colour": "Sky blue", "bot": "heuristic"}], "variants": {}}
DRIZZT_SETUP = {"adventure": "the_spiders_court",
                "seats": [{"name": "Ana", "colour": "Orange", "bot": None},
                          {"name": "Ben", "colour": "Sky blue", "bot": "coop"}],
                "heroes": [{"hero": "thalia", "seat": 0}, {"hero": "maren", "seat": 1}]}
TABLES = [(VaultTable, VAULT_SETUP), (DrizztTable, DRIZZT_SETUP)]


@pytest.mark.parametrize("table_class, setup", TABLES)
def test_the_seed_is_the_tables_argument_and_the_setup_is_left_alone(pilot, table_class, setup):
    given = copy.deepcopy(setup)
    table = table_class(pilot.app, setup=given, seed=41)
    assert isinstance(table, TableScene)
    assert table.match.seed == 41
    assert table.match.setup == setup and given == setup  # nothing taken out of the caller's dict
    again = table_class(pilot.app, setup=copy.deepcopy(setup), seed=41)
    assert again.match.state == table.match.state  # the same seed deals the same game


@pytest.mark.parametrize("table_class, setup", TABLES)
def test_a_seed_inside_the_setup_is_refused(pilot, table_class, setup):
    with pytest.raises(ValueError, match="seed"):
        table_class(pilot.app, setup={**copy.deepcopy(setup), "seed": 3})


@pytest.mark.parametrize("table_class, setup", TABLES)
def test_the_shell_puts_up_the_shared_top_bar_buttons_and_log(pilot, table_class, setup):
    table = pilot.app.stack.reset(table_class(pilot.app, setup=copy.deepcopy(setup), seed=2))
    pilot.advance(1)
    labels = {getattr(w, "label", None): w for w in table.ui.widgets}
    assert {"Rules", "Undo", "Menu"} <= set(labels)
    assert table.match.info.title in labels["Rules"].tooltip
    assert table.speed_button.label == f"Bots: {pilot.app.settings.bot_speed}"
    assert table.undo_button is labels["Undo"] and not table.undo_button.enabled  # nothing to take back yet
    assert table.log.lines and table.log.lines[0] == table.opening_line()


def test_a_finished_game_shows_its_end_screen_once(pilot):
    match = Match("vault", copy.deepcopy(VAULT_SETUP), 5)
    while not match.over:
        match.roll() if match.to_act() == CHANCE else match.act(bot_move(match, "heuristic"))
    table = pilot.app.stack.reset(VaultTable(pilot.app, match=match))
    pilot.advance(2)
    end = pilot.app.stack.top
    assert end is not table and type(end) is type(table.end_scene())
    assert table.ended
    table.on_over()  # the driver reports the end once; a second report shows nothing more
    assert pilot.app.stack.top is end and len(pilot.app.stack) == 2


class _Prompt:
    def __init__(self):
        self.shown = []

    def show(self, text, options):
        self.shown.append((text, list(options)))


class _Driver:
    def __init__(self, bot: bool, person_here: bool):
        self.bot, self.person_here = bot, person_here

    def is_bot(self, seat) -> bool:
        return self.bot

    def human_to_act(self):
        return 0 if self.person_here else None


def test_the_panel_waits_for_a_bot_or_a_person_not_yet_at_the_screen_and_not_for_the_person_there():
    """scenes.table.board.show_waiting, every table's word while the seat to act is not the person
    holding the screen."""
    from scenes.table.board import show_waiting

    prompt = _Prompt()
    assert show_waiting(prompt, _Driver(True, False), 1, "Ben", "Keep two cards")
    assert prompt.shown[-1] == ("Ben (bot) is thinking...\nKeep two cards", [])
    assert show_waiting(prompt, _Driver(True, False), 1, "Ben")
    assert prompt.shown[-1] == ("Ben (bot) is thinking...", [])
    assert show_waiting(prompt, _Driver(False, False), 1, "Ben", "Keep two cards", " to take the screen")
    assert prompt.shown[-1] == ("Waiting for Ben to take the screen.", [])
    assert not show_waiting(prompt, _Driver(False, True), 0, "Ana", "Keep two cards")
    assert len(prompt.shown) == 3
