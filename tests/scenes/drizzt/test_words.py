"""Every decision the engine can ask, every action it takes and every monster tactic has words;
events become log lines and the right floating numbers."""
from __future__ import annotations

import random

import pytest

from game.core.match import Match
from game.core.protocol import Event
from game.drizzt import actions as A
from game.drizzt.actions import ACTIONS
from game.drizzt.content import TACTIC_ACTIONS, load
from game.drizzt.flow import flow
from game.drizzt.state import Decision
from scenes.drizzt.floats import COLOURS, Float, floats
from scenes.drizzt.words import (ACTION_WORDS, DECISION_WORDS, _tactic_body, action_words, decision_words,
                                 log_line, tactic_words, undo_words, villain_lines)
from tests.drizzt.helpers import monster, start

# A plausible `data` for each decision kind, as the engine files them (see flow.decide calls).
SAMPLES = {
    "hero": {"hero": 0},
    "explore": {"hero": 0, "sides": ["n", "e"]},
    "level_up": {"hero": 1},
    "react": {"hero": 1, "target": 1, "stage": "attacked", "powers": ["guardian_prayer"], "items": [],
              "attack": {"monster": "m1", "hero": 1, "why": "Goblin Notcher"}},
    "give": {"hero": 0, "card": "potion_of_healing"},
    "cancel": {"card": "rockslide", "team": "0"},
}


def _asked(kind: str):
    match = start()
    m = monster(match, "goblin_notcher", (1, 1))
    data = {**SAMPLES[kind]}
    if kind == "react":
        data["attack"] = {**data["attack"], "monster": m.uid}
    match.state.decisions.append(Decision(kind, 0, data))
    return match.view(0)


def test_every_decision_kind_the_engine_registers_has_words():
    assert set(flow.DECISIONS) <= set(DECISION_WORDS), "a new decision kind needs its banner words"
    assert set(flow.DECISIONS) <= set(SAMPLES), "a new decision kind needs a sample here"


@pytest.mark.parametrize("kind", sorted(SAMPLES))
def test_each_decision_reads_as_a_banner(kind):
    view = _asked(kind)
    text = decision_words(view)
    assert text and text != view["decision"]["question"]
    assert "{" not in text and "None" not in text


def test_banner_names_heroes_cards_and_sides():
    assert decision_words(_asked("explore")).endswith("(north or east)")
    assert "Potion of Healing" in decision_words(_asked("give"))
    react = decision_words(_asked("react"))
    assert react.startswith("The Goblin Notcher attacks Maren") and load().powers["guardian_prayer"].name in react
    assert "5 experience" in decision_words(_asked("cancel"))


def test_hero_banner_follows_what_is_legal_now():
    match = start(heroes=("thalia", "maren"))
    view, legal = match.view(0), match.legal_actions()
    name = view["heroes"][0]["name"]
    assert decision_words(view, legal) == f"{name}'s turn \u2014 hero phase: move and attack, or move twice; or end the phase"
    only_end = [a for a in legal if isinstance(a, A.EndPhase)]
    assert decision_words(view, only_end) == f"{name}'s turn \u2014 hero phase: end the hero phase"
    match.state.heroes[0].stunned = True
    assert "stunned: move or attack, one of them" in decision_words(match.view(0), legal)


def test_every_action_kind_has_words():
    assert set(ACTIONS) <= set(ACTION_WORDS), "a new action kind needs its sentence"


def _random_positions(seeds=range(3), steps=500):
    """(view, legal) at each decision of random games (chance from the match's own rng)."""
    for seed in seeds:
        match = Match("drizzt", {"adventure": "the_spiders_court", "seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}],
                                 "heroes": [{"hero": h, "seat": i} for i, h in enumerate(("thalia", "maren", "tansy"))]},
                      seed)
        rng = random.Random(seed)
        for _ in range(steps):
            match.settle()
            if match.over:
                break
            legal = match.legal_actions()
            yield match.view(match.to_act()), legal
            match.act(rng.choice(legal))


def test_actions_met_in_play_read_as_sentences():
    seen_kinds, seen_actions = set(), set()
    for view, legal in _random_positions():
        seen_kinds.add(view["decision"]["kind"])
        assert decision_words(view, legal)
        for action in legal:
            seen_actions.add(type(action))
            text = action_words(action, view)
            assert text and text != str(action) and "None" not in text, (action, text)
    assert {"hero", "give"} <= seen_kinds
    assert {A.Move, A.Attack, A.EndPhase, A.Give} <= seen_actions


def test_action_sentences_name_cards_and_heroes():
    view = _asked("give")
    assert action_words(A.Give(0), view) == f"{view['heroes'][0]['name']} keeps Potion of Healing"
    assert action_words(A.Give(1), view).endswith(f"gives Potion of Healing to {view['heroes'][1]['name']}")
    uid = view["monsters"][0]["uid"]
    attack = A.Attack(0, "cleave", (uid,))
    assert action_words(attack, view) == f"{view['heroes'][0]['name']} attacks the Goblin Notcher with Cleave"
    assert undo_words(attack, view).startswith("Taken back: ")
    assert action_words(A.Explore("w"), _asked("explore")).endswith("explores the west edge")


def test_every_tactic_action_has_words():
    for name in (*TACTIC_ACTIONS, "idle"):
        action = f"{name}:2" if TACTIC_ACTIONS.get(name) == "n" else "spawn:goblin_notcher" if name == "spawn" else name
        body = _tactic_body(action, "Thalia", moved=True)
        assert body and body != name.replace("_", " "), name


def test_villain_phase_narration_joins_the_move_and_the_target():
    view = _asked("hero")
    uid = view["monsters"][0]["uid"]
    events = [Event("Goblin Notcher: closes in and attacks", {"monster": uid, "tactic": "close_attack"}),
              Event("Goblin Notcher moves", {"monster": uid, "to": [2, 2]})]
    maren = view["heroes"][1]["name"]
    assert villain_lines(events, view, target=1) == [f"The Goblin Notcher moves next to {maren} and attacks"]
    assert tactic_words(view, uid, "move:1") == "The Goblin Notcher moves 1 tile toward the nearest hero"


def test_log_lines_start_with_a_capital():
    assert log_line(Event("the attack rolls 3 + 9 = 12 against Thalia's 17: a miss")).startswith("The attack")


def test_floats_for_damage_heal_miss_and_experience():
    events = [Event("hit", {"hero": 0, "roll": 15, "total": 21, "hit": True, "target": "m1", "damage": 2}),
              Event("miss", {"hero": 0, "roll": 2, "total": 8, "hit": False, "target": "m2"}),
              Event("ouch", {"hero": 1, "damage": 3, "health": 5}),
              Event("heal", {"hero": 1, "health": 7, "healed": 2}),
              Event("dodge", {"hero": 1, "roll": 3, "total": 9, "hit": False, "monster": "m1"}),
              Event("down", {"monster": "m1", "card": "goblin_notcher", "defeated": True}),
              Event("stun", {"hero": 1, "stunned": True}),
              Event("moves", {"hero": 0, "from": [0, 0], "to": [1, 1]})]
    got = floats(events)
    assert got == [Float("damage", ("monster", "m1"), "-2"), Float("miss", ("monster", "m2"), "miss"),
                   Float("damage", ("hero", 1), "-3"), Float("heal", ("hero", 1), "+2"),
                   Float("miss", ("hero", 1), "miss"), Float("xp", ("monster", "m1"), "+1 XP"),
                   Float("condition", ("hero", 1), "stunned")]
    assert all(f.kind in COLOURS for f in got)


def test_poison_on_a_monster_floats_over_it():
    """The engine tells damage no attack line tells (poison, a power's extra blow); it floats."""
    from game.drizzt.damage import damage_monster
    from game.drizzt.figures import place_monster

    state = start().state
    place_monster(state, "cave_bear", 0, (0, 0))  # 3 health: a 1-point wound leaves it standing
    uid = state.monsters[-1].uid
    told = damage_monster(state, -1, uid, 1, treasure=False, why="poison")
    assert floats(told) == [Float("damage", ("monster", uid), "-1")]


def test_the_engine_heal_event_carries_the_amount():
    match = start()
    match.state.heroes[0].health -= 3
    from game.drizzt.party import heal

    assert floats(heal(match.state, 0, 2)) == [Float("heal", ("hero", 0), "+2")]


def test_a_heros_natural_20_floats_over_the_hero():
    from game.core.protocol import Event
    from scenes.drizzt.floats import floats

    made = floats([Event("Thalia rolls 20 + 8 = 28: a hit", {"hero": 0, "roll": 20, "total": 28, "hit": True,
                                                            "target": "m1", "damage": 2})])
    assert [(f.kind, f.target, f.text) for f in made] == [("damage", ("monster", "m1"), "-2"),
                                                          ("xp", ("hero", 0), "Natural 20!")]
