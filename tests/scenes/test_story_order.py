"""The story never runs ahead of itself (issue 15 item 4): the turn banner, the log and the
result wait for the dice to land and the narration to be told; a finished fight's panel does not
stay over the next turn; undo takes the undone action out of the narration; a finished Drizzt
adventure's banner tells how it ended."""
from __future__ import annotations

import pygame

from game.core.bots import bot_move
from game.core.protocol import CHANCE, Event
from game.drizzt import actions as A
from scenes.dice.tray import DiceTray
from scenes.drizzt import tour as drizzt_tour
from scenes.kit.curtain import HandoffCurtain
from scenes.vault.table import VaultTable
from tests.scenes.drizzt.ui_player import open_table as open_drizzt, setup_for
from tests.scenes.test_curtain_hotseat import TWO_PEOPLE, step

BANNER = pygame.Rect(0, 0, 1180, 70)  # the Vault top bar left of its buttons: round, phase, whose turn


def banner_pixels(table) -> bytes:
    """The table's top bar as it draws it now (under whatever covers it)."""
    surface = pygame.Surface((1920, 1080))
    table.draw(surface)
    return pygame.image.tobytes(surface.subsurface(BANNER), "RGB")


def test_vault_banner_and_log_wait_for_the_dice_to_land(pilot):
    pilot.app.settings.bot_speed = "fast"
    pilot.app.settings.dice_speed = "normal"  # the dice tumble for a while
    seats = [dict(TWO_PEOPLE[0]), dict(TWO_PEOPLE[1], bot="heuristic")]
    table = VaultTable(pilot.app, setup={"seats": seats, "variants": {}}, seed=3)
    pilot.app.stack.reset(table)
    trays = changed = 0
    while trays < 3:
        banner, told = banner_pixels(table), len(table.log.entries)
        if table.driver.human_to_act() is not None and pilot.app.stack.top is table:
            table.act(bot_move(table.match, "heuristic"))
            banner, told = banner_pixels(table), len(table.log.entries)
        pilot.advance(1)
        tray = pilot.app.stack.top
        if not isinstance(tray, DiceTray):
            continue
        trays += 1
        while not tray.at_rest:  # tumbling: nothing the throw decided is shown yet
            table.layer = None  # however often the table is drawn afresh meanwhile
            assert len(table.log.entries) == told and banner_pixels(table) == banner
            pilot.advance(1)
        assert len(table.log.entries) == told and banner_pixels(table) == banner
        pilot.click(960, 514)  # seen: the tray closes and the story goes on
        assert pilot.app.stack.top is table and len(table.log.entries) > told
        changed += banner_pixels(table) != banner
    assert changed, "the banner moved on once the dice had landed"


def test_a_finished_fight_panel_does_not_stay_over_the_next_turn(pilot):
    pilot.app.settings.bot_speed = "normal"
    pilot.app.settings.dice_speed = "instant"
    table = VaultTable(pilot.app, setup={"seats": TWO_PEOPLE, "variants": {}}, seed=1)
    pilot.app.stack.reset(table)
    lingered = since = None
    for _ in range(6000):
        if table.linger is not None and lingered is None:
            lingered = since = len(table.match.log)  # a fight just ended: its last picture is up
            assert not any(isinstance(s, HandoffCurtain) for s in pilot.app.stack)
        if since is not None and any(e.seat != CHANCE for e in table.match.log[since:]):
            assert table.linger is None, "someone decided: the finished fight is gone"
            break
        step(pilot, table)
    assert lingered is not None and table.linger is None


def _drizzt_first_turn(pilot):
    table = open_drizzt(pilot, setup_for(bots=(None, None)))
    for _ in range(120):
        if table.controls.hero is not None:
            return table, table.controls.hero
        pilot.advance(1)
    raise AssertionError("no person came to act")


def test_drizzt_log_keeps_pace_with_the_narration(pilot):
    table, _hero = _drizzt_first_turn(pilot)
    pilot.app.settings.bot_speed = "normal"
    told = len(table.log.entries)
    steps = [Event(f"The Goblin Notcher moves ({k})", {"monster": "nobody", "to": [1, k]}) for k in range(3)]
    table.on_events(CHANCE, None, steps)
    assert len(table.log.entries) == told, "nothing is logged before its beat starts"
    pilot.advance(1)
    assert len(table.log.entries) == told + 1 and table.narrator.caption == steps[0].text
    for _ in range(600):
        if not table.narrator.holding:
            break
        assert len(table.log.entries) - told == 3 - len(table.narrator.beats)
        pilot.advance(1)
    assert table.log.lines[-3:] == [e.text for e in steps]


def test_undo_takes_the_undone_move_out_of_the_narration(pilot):
    table, hero = _drizzt_first_turn(pilot)
    pilot.app.settings.bot_speed = "normal"
    move = next(a for a in table.legal if isinstance(a, A.Move) and a.hero == hero and not a.power)
    table.act(move)
    pilot.advance(2)
    moved = table.narrator.caption
    assert moved and table.driver.can_undo()
    table.undo()
    pilot.advance(1)
    assert table.narrator.caption != moved and not table.narrator.holding


def test_drizzt_banner_waits_for_the_attack_roll_to_land(pilot):
    drizzt_tour.open_table(pilot.app, drizzt_tour._misses, dice="normal")
    table = pilot.app.stack.top
    pilot.advance(1)
    for _ in range(600):
        banner, told = table.told_banner(), len(table.log.entries)
        pilot.advance(1)
        if isinstance(pilot.app.stack.top, DiceTray):
            break
    tray = pilot.app.stack.top
    assert isinstance(tray, DiceTray)
    while not tray.at_rest:
        assert table.told_banner() == banner and len(table.log.entries) == told
        pilot.advance(1)
    assert table.told_banner() == banner and len(table.log.entries) == told
    pilot.click(960, 514)
    for _ in range(600):
        if not table.narrator.holding:
            break
        pilot.advance(1)
    assert len(table.log.entries) > told
    assert any("miss" in line.lower() for line in table.log.lines[told:])


def test_a_lost_adventure_says_defeat_behind_the_end_screen(pilot):
    drizzt_tour._end("lost", drizzt_tour.LOST_SEED)(pilot.app)
    pilot.advance(3)
    table = next(s for s in pilot.app.stack if s.name == "drizzt_table")
    _round, (text, _colour, _symbol) = table.told_banner()
    assert text.startswith("Defeat") and "phase" not in text
