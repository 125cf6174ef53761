"""The Legend of Drizzt table (issue 6): the decisions of docs/decisions.md that no table test
pinned yet. docs/decisions.md names these tests beside the decisions."""
from __future__ import annotations

import pytest

from game.core.protocol import Event
from game.drizzt import actions as A
from tests.scenes.drizzt.ui_player import headless_home, open_table, setup_for


@pytest.fixture
def pilot(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


def _first_turn(pilot, table):
    for _ in range(60):
        pilot.advance(1)
        if table.controls.hero is not None:
            return table.controls.hero
    raise AssertionError("no person came to act")


def _a_plain_move(table, hero: int, skip=()):
    return next(a for a in table.legal if isinstance(a, A.Move) and a.hero == hero and not a.power
                and (a.x, a.y) not in skip)


def test_a_hero_dragged_by_hand_is_put_down_without_walking_again(pilot):
    """Movement on screen: a hero moved by a click walks from its old space; one dropped there by
    hand (a drag) is already where it was put and does not walk."""
    table = open_table(pilot, setup_for(bots=(None, None)))
    hero = _first_turn(pilot, table)
    pilot.app.settings.bot_speed = "normal"  # figures walk and the story is told at a pace
    table.act(_a_plain_move(table, hero))
    assert ("hero", hero) in table.motion.walks
    table.motion.walks.clear()
    table.dropped = hero  # as a drop on the map does before acting
    table.act(_a_plain_move(table, hero, skip=[tuple(table.view["heroes"][hero]["cell"])]))
    assert ("hero", hero) not in table.motion.walks and table.dropped == -1


def test_undo_drops_the_story_being_told(pilot):
    """Undo is the Vault table's (a person's decision and the bot moves after it), and the
    narration queue is dropped with it."""
    table = open_table(pilot, setup_for(bots=(None, None)))
    hero = _first_turn(pilot, table)
    pilot.app.settings.bot_speed = "normal"  # figures walk and the story is told at a pace
    table.act(_a_plain_move(table, hero))
    table.narrator.tell([Event("Goblin Notcher: closes in and attacks", {"monster": "m1", "tactic": "close_attack"}),
                         Event("Goblin Notcher moves", {"monster": "m1", "to": [2, 1]})], table.view, 0.9)
    assert table.narrator.holding and table.driver.can_undo()
    table.undo()
    assert not table.narrator.holding and table.driver.human_to_act() == table.match.to_act()


def test_the_screen_changes_hands_with_a_banner_and_no_curtain(pilot):
    """No hand-off curtain, a hand-over banner: when the next person must act, the table stays
    on top (nothing blocks the screen) and a banner names them."""
    from scenes.kit.curtain import HandoffCurtain

    table = open_table(pilot, setup_for(bots=(None, None)))
    hero = _first_turn(pilot, table)
    assert table.driver.secrets is False
    table.act(A.EndPhase(hero))
    for _ in range(3000):
        pilot.advance(1)
        assert not any(isinstance(s, HandoffCurtain) for s in pilot.app.stack)
        if pilot.app.stack.top is not table:
            pilot.app.stack.pop()  # a dice tray
        if table.driver.human_to_act() == 0 and table.legal:
            table.act(next((a for a in table.legal if type(a).__name__ == "LetItBe"), table.legal[0]))
        if table.handover is not None and not table.handover[0].startswith("Ana"):
            break
    assert table.handover is not None and table.handover[0].startswith("Ben, over to you")
    assert pilot.app.stack.top is table
