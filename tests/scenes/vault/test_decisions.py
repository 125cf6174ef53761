"""The Vault of Dragons table (issue 4): the decisions of docs/decisions.md that no table test
pinned yet. docs/decisions.md names these tests beside the decisions."""
from __future__ import annotations

import ast
from pathlib import Path

from game.vault import brawls, dungeons, fights
from scenes.vault import layout
from scenes.vault.table import LINGER_SECONDS
from tests.scenes.vault.ui_player import four_seats, open_table
from tests.vault.fightkit import brawl, enter, game, roll
from tests.vault.helpers import give

SCENES = Path(__file__).resolve().parents[3] / "scenes" / "vault"
# What the table may take from the engine: actions to send, the board's geometry, card and
# setup data, and the end screen's counts; never a module that works out a rule.
ALLOWED = {"game.vault.actions", "game.vault.board", "game.vault.content", "game.vault.setup",
           "game.vault.stats"}


def test_scenes_never_compute_a_rule_the_view_carries_strength_leader_and_rooms():
    """Scenes never compute a rule: no module of scenes/vault imports the engine's rule modules;
    the fight panel's numbers come from the view, which reads them from the engine's own
    functions (fights.strength, brawls.brawl_winner, dungeons.rooms_reached)."""
    for path in SCENES.glob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("game.vault"):
                names = [node.module] if node.module != "game.vault" else [f"game.vault.{a.name}" for a in node.names]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names if a.name.startswith("game.vault")]
            assert set(names) <= ALLOWED, f"{path.name} imports {sorted(set(names) - ALLOWED)}"

    m = game()
    brawl(m, "s7")
    roll(m, *[{"d10": 4, "casualty": 1}[d] for d in m.rules.chance(m.state).dice])
    state, fight = m.state, m.state.fight
    view = m.view(-1)["fight"]
    power = {side.seat: fights.strength(state, fight, side) for side in fight.sides}
    assert [s["strength"] for s in view["sides"]] == [power[s.seat] for s in fight.sides]
    assert view["leader"] == brawls.brawl_winner(state, fight, power)

    m = game()
    enter(m, force=(1, 0, 0))
    roll(m, 8)
    state, fight = m.state, m.state.fight
    assert m.view(-1)["fight"]["reached"] == dungeons.rooms_reached(fight, fights.strength(state, fight,
                                                                                          fight.sides[0]))


def _open(pilot, humans=(0, 1, 2, 3), **kw):
    """A table with the hand-off curtain lifted (a click on it), the table on top."""
    table = open_table(pilot, four_seats(humans=humans), 5, **kw)
    while pilot.app.stack.top is not table:
        pilot.click(960, 540)
    pilot.advance(1)
    return table


def _a_fight_view():
    """A view of the public picture with a Dungeon attempt in progress (from another match)."""
    m = game()
    enter(m, force=(1, 0, 0))
    roll(m, 8)
    return m.view(-1)


def test_a_finished_fight_stays_on_screen_two_seconds_or_until_a_click(pilot):
    """A finished fight stays on screen for two seconds (a click on the stage dismisses it)."""
    assert LINGER_SECONDS == 2.0
    table = _open(pilot)
    for dismiss in ("time", "click"):
        table.view = _a_fight_view()  # the picture of a moment ago: a fight on
        table.refresh(animate=False)  # now: no fight
        assert table.linger is not None and table.linger[0]["fight"] is not None
        if dismiss == "time":
            pilot.advance(100)  # 1.67 s
            assert table.linger is not None
            pilot.advance(25)
            assert table.linger is None
        else:
            pilot.click(*layout.STAGE.center)
            assert table.linger is None


def test_the_table_is_one_picture_drawn_again_only_when_the_position_changes(pilot):
    """Drawing budget: the board, seat panels, top bar, question, hand and log are one picture,
    kept frame after frame until the position changes."""
    table = _open(pilot)
    baked = table.layer
    assert baked is not None
    pilot.advance(30)
    assert table.layer is baked
    table.refresh(animate=False)
    pilot.advance(1)
    assert table.layer is not None and table.layer is not baked


def test_with_one_person_at_the_table_their_hand_is_always_the_one_shown(pilot):
    """Whose hand is drawn: with one person and three bots, each time the table is drawn afresh
    (bots moving at the slow pace), the person's hand is the one drawn, whoever is to act."""
    table = _open(pilot, humans=(0,), bot_speed="slow")
    for seat in range(4):
        give(table.match, seat, ("potion_of_heroism", "healing_potion", "pouch_of_gold", "moonsilver_oil")[seat])
    table.refresh(animate=False)
    drawn = []
    for _ in range(600):
        table.drawn_hands = set()
        pilot.advance(1)
        if table.drawn_hands:
            drawn.append((table.match.to_act(), frozenset(table.drawn_hands)))
    assert drawn and {hands for _who, hands in drawn} == {frozenset({0})}
    assert any(who != 0 for who, _ in drawn)  # drawn afresh while others were to act


def test_a_lone_follower_is_moved_by_its_drop_a_group_asks_how_many_and_a_hire_picks_counts_first(pilot):
    """Moves by drag, counts by picker: dropping a one-Follower group moves it at once; dropping a
    larger group opens a picker preset to everyone; Hire picks the counts first and then lights
    the places where that hire is legal."""
    from game.vault import actions as A
    from game.vault import city

    table = _open(pilot)
    while table.match.state.decisions:  # the Watch tokens are posted first
        if table.driver.human_to_act() is None:
            pilot.click(960, 540)
            pilot.advance(1)
        else:
            table.act(table.legal[0])
    while table.driver.human_to_act() is None:
        pilot.click(960, 540)
        pilot.advance(1)
    seat = table.driver.human_to_act()
    city.add(table.match.state, seat, "s0", [1, 0, 0])
    city.add(table.match.state, seat, "s1", [2, 1, 0])
    table.refresh(animate=False)
    log = len(table.match.log)
    assert table.try_drop("s0", "s3") is None
    assert len(table.match.log) == log + 1 and table.match.log[-1].action == A.Move("s0", "s3", 1, 0, 0)
    assert table.picker is None
    while table.driver.human_to_act() != seat:  # round the table to the same person again
        other = table.driver.human_to_act()
        if other is None:
            pilot.click(960, 540)
            pilot.advance(1)
            continue
        table.act(A.TakeGold())
    table.refresh(animate=False)
    assert table.try_drop("s1", "s4") is None and table.picker is not None
    assert table.picker.counts == (2, 1, 0)
    table.cancel_picker()
    table.open_hire()
    assert table.picker is not None and table.picker.counts == (1, 0, 0)
    assert table.hire_targets() == {a.place for a in table.legal if isinstance(a, A.Hire)
                                    and (a.fighters, a.rogues, a.wizards) == (1, 0, 0)} != set()
