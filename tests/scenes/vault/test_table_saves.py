"""The Vault table keeps an autosave after every action; Continue on the title screen and the
load screen bring the same position back, with its whole story in the log."""
from __future__ import annotations

import pytest

from game.core.codec import state_hash
from game.core.match import Match
from scenes.menu.slots import AUTOSAVE, slot_path
from scenes.menu.title import TitleScene
from scenes.pilot import Pilot
from scenes.vault.positions import setup_for
from scenes.vault.table import VaultTable


@pytest.fixture
def pilot():
    p = Pilot()
    p.app.settings.bot_speed = "instant"
    p.app.settings.dice_speed = "instant"
    yield p
    p.app.close()


def play_a_while(pilot, table: VaultTable, steps: int = 60) -> None:
    """Advance with bots in every seat but the first; the first takes gold or passes."""
    from game.core.bots import bot_move

    for _ in range(steps):
        pilot.advance(2)
        if pilot.app.stack.top is not table:
            pilot.click(960, 540)  # a dice tray or a curtain
        elif table.driver.human_to_act() is not None:
            assert table.act(bot_move(table.match, "heuristic"))


def one_person() -> dict:
    setup = setup_for(3)
    for seat in setup["seats"][1:]:
        seat["bot"] = "heuristic"
    return setup


def test_every_action_is_autosaved_and_the_save_replays_to_the_same_position(pilot):
    table = pilot.app.stack.reset(VaultTable(pilot.app, setup=one_person(), seed=4))
    play_a_while(pilot, table)
    assert len(table.match.log) > 20
    loaded = Match.load(slot_path(AUTOSAVE))
    assert len(loaded.log) == len(table.match.log)
    assert state_hash(loaded.state) == state_hash(table.match.state)


def test_continue_from_the_title_resumes_the_game_with_its_log(pilot):
    table = pilot.app.stack.reset(VaultTable(pilot.app, setup=one_person(), seed=5))
    play_a_while(pilot, table)
    before = state_hash(table.match.state)
    told = list(table.log.lines)
    title = pilot.app.stack.reset(TitleScene(pilot.app))
    title.continue_game()
    resumed = pilot.app.stack.top
    assert isinstance(resumed, VaultTable)
    assert state_hash(resumed.match.state) == before
    # The resumed log tells the same story (the opening line aside).
    assert resumed.log.lines[-5:] == told[-5:]
    assert len(resumed.log.lines) > 10


def test_undo_never_reaches_past_a_roll_and_says_so(pilot):
    table = pilot.app.stack.reset(VaultTable(pilot.app, setup=one_person(), seed=6))
    play_a_while(pilot, table, 5)
    while table.driver.can_undo():
        table.undo()
    before = state_hash(table.match.state)
    table.undo()
    assert state_hash(table.match.state) == before
    assert any("nothing" in t.text.lower() for t in pilot.app.toasts.items)
