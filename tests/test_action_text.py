"""Actions have one text form (issue 14, item 9): `str(action)` is `kind name=value name=a,b`,
and `ActionCodec.parse` reads it back to an equal action, for every action class of every game
and the chance actions, over every action listed or sampled in 200 seeded games per game."""
from __future__ import annotations

import dataclasses
import random
import typing

import pytest

from game import registry
from game.core.errors import CodecError
from game.core.protocol import CHANCE, CHANCE_ACTIONS, Action, ActionCodec, Draw, Roll
from game.vault import actions as V

GAMES = ("vault", "drizzt", "waterdeep", "dragonvault", "draft")
PLAYOUTS = 200
# Vault's legal lists are long (every split of a party on every Move) and its games long: each
# game stops after a few hundred actions so the test stays well under a minute. Drizzt's games
# end on their own within this cap.
MAX_ACTIONS = {"vault": 250, "drizzt": 3000, "waterdeep": 400, "dragonvault": 600, "draft": 400}
# Kinds no capped playout reaches (the Vault is revealed late); the test of every class covers them.
UNMET = {"vault": {"reveal"}, "drizzt": set(), "waterdeep": {"roll"},  # (no dice in Waterdeep or Dungeon Draft)
         "dragonvault": set(), "draft": {"roll"}}
VAULT_RULES = ({}, {"rumor_bidding": True, "rumors_spread": True}, {"action_packed": True, "more_secrets": 4},
               {"flip_empty": True, "shuffle_locations": True, "fewer_locations": True, "increase_profits": True})


def _setup(game_id: str, n: int) -> dict:
    """Game n: Vault with 2-4 seats and a few alternate rules; Drizzt through every adventure with
    1-5 heroes (as many as the adventure allows)."""
    rules = registry.get(game_id).rules()
    if game_id == "dragonvault":  # 2-6 seats, teams in every third game, chosen champions in every fifth
        teams = [i % 2 for i in range(2 + n % 5)] if n % 3 == 0 else None
        return {"seats": [{"name": f"Bot {i + 1}"} for i in range(2 + n % 5)], "teams": teams,
                "champions": "choose" if n % 5 == 4 else "deal"}
    if game_id == "waterdeep":
        return {"seats": [{"name": f"Bot {i + 1}"} for i in range(2 + n % 4)]}
    if game_id == "draft":  # 2-5 seats, with quests and without (the introductory game)
        return {"seats": [{"name": f"Bot {i + 1}"} for i in range(2 + n % 4)], "quests": n % 8 < 4}
    if game_id == "vault":
        return {"seats": [{"name": f"Bot {i + 1}"} for i in range(2 + n % 3)], "variants": VAULT_RULES[n % 4]}
    from game.drizzt.content import load

    adventures = sorted(load().adventures.values(), key=lambda a: a.id)
    adventure = adventures[n % len(adventures)]
    heroes = max(adventure.heroes[0], min(adventure.heroes[1], n % 5 + 1))
    return rules.quick_setup([{"name": f"P{i}"} for i in range(heroes)], {"adventure": adventure.id})


def _round_trips(codec: ActionCodec, action: Action) -> None:
    text = str(action)
    assert codec.parse(text) == action, f"{text!r} reads back as {codec.parse(text)!r}, not {action!r}"
    assert codec.decode(action.to_json()) == action, action


@pytest.mark.parametrize("game_id", GAMES)
def test_every_action_of_seeded_games_reads_back(game_id):
    """Every legal action listed and every chance action sampled, in 200 seeded random games.
    Equal actions print alike, so each is checked the first time it is met."""
    rules = registry.get(game_id).rules()
    codec = ActionCodec(rules.ACTIONS)
    checked: set[Action] = set()
    for n in range(PLAYOUTS):
        rng = random.Random(n)
        state = rules.new_game(_setup(game_id, n))
        for _ in range(MAX_ACTIONS[game_id]):
            who = rules.to_act(state)
            if who is None:
                break
            if who == CHANCE:
                choice = rules.chance(state).sample(rng)
                listed = [choice]
            else:
                listed = rules.legal_actions(state)
                choice = listed[rng.randrange(len(listed))]
            for action in listed:
                if action not in checked:
                    _round_trips(codec, action)
                    checked.add(action)
            rules.apply(state, choice)
    unmet = {cls.kind for cls in (*rules.ACTIONS, *CHANCE_ACTIONS)} - {a.kind for a in checked}
    assert unmet == UNMET[game_id], f"kinds no playout met: {sorted(unmet)}"


# -- every class, with the awkward values --------------------------------------------------------------
SAMPLES = {
    int: (0, -1, 12),
    str: ("", "quill_alley", "dwarf's_hammer"),
    bool: (True, False, True),
    tuple[str, ...]: ((), ("m1",), ("orc_scrapper", "cave_bear", "orc_scrapper")),
    tuple[int, ...]: ((), (20,), (6, -2, 0)),
}


def _classes():
    for game_id in GAMES:
        for cls in (*registry.get(game_id).rules().ACTIONS, *CHANCE_ACTIONS):
            yield game_id, cls


def _samples(cls: type) -> list[Action]:
    """Three instances: field by field, the first, second and third sample of its type."""
    hints = typing.get_type_hints(cls)
    fields = dataclasses.fields(cls)
    return [cls(**{f.name: SAMPLES[hints[f.name]][i] for f in fields}) for i in range(3)]


@pytest.mark.parametrize("game_id, cls", list(_classes()), ids=lambda x: getattr(x, "__name__", x))
def test_every_class_reads_back_with_awkward_values(game_id, cls):
    """Empty strings and tuples, one item and many, negative ints, both bools, ids with
    underscores and apostrophes: each prints and reads back to an equal action."""
    codec = ActionCodec(registry.get(game_id).rules().ACTIONS)
    for action in _samples(cls):
        _round_trips(codec, action)
        assert str(action).split()[0] == cls.kind


@pytest.mark.parametrize("action, text", [
    (Roll(("d20",), (5,)), "roll dice=d20 values=5"),
    (Roll(("d6", "casualty"), (6, 2)), "roll dice=d6,casualty values=6,2"),
    (Draw("encounter", ()), "draw deck=encounter cards="),
    (Draw("encounter", ("a", "b")), "draw deck=encounter cards=a,b"),
    (V.Hire("quill_alley", 1, 1, 1), "hire place=quill_alley fighters=1 rogues=1 wizards=1"),
    (V.Hire("quill_alley", rogues=2), "hire place=quill_alley rogues=2"),
    (V.TakeGold(), "take_gold"),
    (V.PlayCard("wand"), "play card=wand"),
    (V.PlayCard("wand", target=-2, dest="yp"), "play card=wand target=-2 dest=yp"),
    (V.Enter("gold", fighters=2, vault=True), "enter entrance=gold fighters=2 vault=true"),
    (V.RogueDie(False), "rogue_die roll=false"),
    (V.Gather(("b2", "a1")), "gather sources=a1,b2"),
])
def test_the_text_form(action, text):
    """The kind, then each field not at its default, by the field's type."""
    codec = ActionCodec(V.ACTIONS)
    assert str(action) == text and codec.parse(text) == action


@pytest.mark.parametrize("text, action", [
    ("play card=wand target=-1 dest=", V.PlayCard("wand")),  # defaults written out
    ("rogue_die roll=True", V.RogueDie(True)),  # the old spelling of a bool
    ("  hire   place=yp  fighters=2 ", V.Hire("yp", fighters=2)),
    ("move dest=b1 source=a1 wizards=1", V.Move("a1", "b1", wizards=1)),  # any field order
])
def test_other_spellings_of_the_same_action_read(text, action):
    assert ActionCodec(V.ACTIONS).parse(text) == action


@pytest.mark.parametrize("text, words", [
    ("", "kind name=value"),
    ("hoard gold=3", "unknown action 'hoard'"),
    ("hire place=yp colour=red", "hire has no field 'colour' (its fields: place, fighters, rogues, wizards)"),
    ("hire yp", "hire takes name=value words, got 'yp'"),
    ("hire place=yp fighters=two", "hire fighters: expected a whole number, got 'two'"),
    ("hire place=yp fighters=1.5", "expected a whole number"),
    ("rogue_die roll=maybe", "rogue_die roll: expected true or false, got 'maybe'"),
    ("roll dice=d6 values=6,x", "roll values: expected a whole number, got 'x'"),
    ("hire place=yp place=b1", "place is given twice"),
    ("hire fighters=1", "missing 'place'"),
    ("take_gold amount=1", "take_gold has no field 'amount' (its fields: none)"),
])
def test_malformed_text_is_refused_with_a_reason(text, words):
    with pytest.raises(CodecError) as refused:
        ActionCodec(V.ACTIONS).parse(text)
    assert words in str(refused.value)


def test_no_text_is_refused():
    with pytest.raises(CodecError, match="kind name=value"):
        ActionCodec(V.ACTIONS).parse(None)
