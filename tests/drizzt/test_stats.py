"""The end screen's tally: counted from the events' data over a replay of the log."""
from __future__ import annotations

import copy

import pytest

from game.core.bots import play_out
from game.core.match import Match
from game.drizzt import actions as A
from game.drizzt import rules, stats
from game.drizzt.content import load
from tests.drizzt.helpers import draw, hero_at, monster, roll, start
from tests.drizzt.rulekit_iv import begin, end_phase


def test_a_hit_and_a_kill_are_counted_for_the_hero_who_struck():
    match = start(heroes=("thalia", "maren"))
    hero_at(match, 0, (1, 2))
    goblin = monster(match, "goblin_notcher", (0, 2), health=1)
    before, done = copy.deepcopy(match.state), len(match.log)
    match.act(A.Attack(0, "steady_strike", (goblin.uid,)))
    roll(match, 19)
    assert goblin not in match.state.monsters
    rows = stats.tally_from(before, [e.action for e in match.log[done:]])
    thalia = rows[0]
    assert (thalia["attacks"], thalia["hits"], thalia["monsters_defeated"]) == (1, 1, 1)
    assert thalia["damage_dealt"] == load().powers["steady_strike"].damage
    assert rows[1]["attacks"] == 0


def test_a_miss_counts_an_attack_and_nothing_else():
    match = start(heroes=("thalia", "maren"))
    hero_at(match, 0, (1, 2))
    goblin = monster(match, "goblin_notcher", (0, 2))
    before, done = copy.deepcopy(match.state), len(match.log)
    match.act(A.Attack(0, "steady_strike", (goblin.uid,)))
    roll(match, 2)
    rows = stats.tally_from(before, [e.action for e in match.log[done:]])
    assert (rows[0]["attacks"], rows[0]["hits"], rows[0]["damage_dealt"], rows[0]["monsters_defeated"]) == (1, 0, 0, 0)


def test_a_whole_adventure_adds_up():
    setup = {"adventure": "the_spiders_court", "seats": [{"name": "A"}, {"name": "B"}],
             "heroes": [{"hero": "thalia", "seat": 0}, {"hero": "maren", "seat": 1}]}
    match = Match("drizzt", setup, 3)
    play_out(match, ["coop", "coop"], 4000)
    assert match.outcome() is not None
    rows = stats.tally_match(match)
    state = rules.new_game(copy.deepcopy(setup))
    kills = taken = 0
    for entry in match.log:
        for event in rules.apply(state, entry.action):
            kills += bool(event.data.get("defeated"))
            taken += event.data.get("damage", 0) if "health" in event.data else 0
    assert [r["name"] for r in rows] == ["Thalia Ironbrow", "Maren Ashford"]
    assert all(r["hits"] <= r["attacks"] for r in rows) and sum(r["attacks"] for r in rows) > 0
    assert 0 < sum(r["monsters_defeated"] for r in rows) <= kills
    assert sum(r["damage_taken"] for r in rows) == taken
    assert all(r["level"] == h.level for r, h in zip(rows, match.state.heroes))



@pytest.mark.parametrize("surges, lost", [(2, 1), (0, 0)])
def test_a_surge_lost_to_an_encounter_is_counted_for_the_hero_who_drew_it(surges, lost):
    """The end screen explains a defeat with surges the party never used: Spoiled Supplies
    (lose_surge) takes one, credited to the hero whose encounter it was; with none left, none is
    lost or counted."""
    match = begin("kaelith", "thalia")
    match.state.surges = surges
    hero_at(match, 0, (2, 1))
    before, done = copy.deepcopy(match.state), len(match.log)
    end_phase(match)
    draw(match, "spoiled_supplies")
    assert match.state.surges == surges - lost
    rows = stats.tally_from(before, [e.action for e in match.log[done:]])
    assert [r["surges_lost"] for r in rows] == [lost, 0]
    assert [r["surges"] for r in rows] == [0, 0]
    assert ("surges_lost", "Surges lost to encounters") in stats.ROWS
