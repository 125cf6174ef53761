"""Match: chance sampling, the log, undo back to (not past) chance, JSON round-trip, replay."""
import random

import pytest

from game.core.bots import play_out
from game.core.codec import from_data, state_hash, to_data
from game.core.errors import IllegalAction, SetupError
from game.core.match import Match
from game.core.protocol import CHANCE, Draw, Roll

TWO = {"seats": [{"name": "Ana"}, {"name": "Bo"}]}


def new(seed=1, setup=TWO):
    return Match("coindash", setup, seed)


def test_same_setup_seed_and_actions_give_the_same_state(coin_dash):
    a, b = new(7), new(7)
    play_out(a, ["random", "random"])
    play_out(b, ["random", "random"])
    assert to_data(a.state) == to_data(b.state)
    assert [e.action for e in a.log] == [e.action for e in b.log]
    c = new(8)
    play_out(c, ["random", "random"])
    assert [e.action for e in c.log] != [e.action for e in a.log]


def test_chance_is_sampled_by_the_match_and_logged(coin_dash):
    m = new()
    m.act(coin_dash.Gamble())
    assert m.to_act() == CHANCE
    action, _ = m.roll()
    assert isinstance(action, Roll) and action.dice == ("d6", "casualty")
    assert m.log[-1].seat == CHANCE and m.log[-1].action == action


def test_forced_chance_outcome_is_applied_as_given(coin_dash):
    m = new()
    m.act(coin_dash.Raise())
    m.act(coin_dash.Gamble())
    m.act(Roll(("d6", "casualty"), (5, 0)))
    assert m.state.scores == [6, 0]


def test_illegal_chance_and_decisions_are_refused_and_state_unchanged(coin_dash):
    m = new()
    before = to_data(m.state)
    with pytest.raises(IllegalAction, match="no roll or draw"):
        m.act(Roll(("d6", "casualty"), (5, 0)))
    with pytest.raises(IllegalAction, match="hold no gem5"):
        m.act(coin_dash.Play("gem5"))
    m2 = new()
    m2.act(coin_dash.Gamble())
    mid = to_data(m2.state)
    with pytest.raises(IllegalAction, match="resolved first"):
        m2.act(coin_dash.Rest())
    with pytest.raises(IllegalAction, match="cannot show 9"):
        m2.act(Roll(("d6", "casualty"), (9, 0)))
    assert to_data(m.state) == before and to_data(m2.state) == mid
    assert len(m.log) == 0 and len(m2.log) == 1


def test_undo_takes_back_decisions_but_stops_at_a_chance_action(coin_dash):
    m = new()
    m.act(coin_dash.Raise())
    m.act(coin_dash.Raise())
    assert m.state.stake == 2 and m.can_undo()
    assert m.undo() == coin_dash.Raise()
    assert m.state.stake == 1
    m.act(coin_dash.Gamble())
    m.act(Roll(("d6", "casualty"), (3, 0)))
    assert not m.can_undo()
    with pytest.raises(IllegalAction, match="nothing to undo"):
        m.undo()
    m.act(coin_dash.Raise())
    m.undo()
    assert not m.can_undo() and m.state.stake == 0 and m.state.scores == [4, 0]


def test_undo_stops_at_a_hidden_information_reveal(coin_dash):
    m = Match("coindash", {**TWO, "deck_orders": {"coins": ["gem5"]}}, 1)
    m.act(coin_dash.TakeCard())
    m.act(Draw("coins", ("gem5",)))
    m.act(coin_dash.Rest())
    m.act(coin_dash.Play("gem5"))  # a reveal: the card is shown
    assert not m.can_undo()


def test_undo_then_redo_cannot_reroll_the_dice(coin_dash):
    m = new(3)
    m.act(coin_dash.Raise())
    m.act(coin_dash.Gamble())
    first = m.rules.chance(m.state).sample(m.chance_rng())
    m2 = new(3)
    m2.act(coin_dash.Raise())
    m2.act(coin_dash.Raise())
    m2.undo()
    m2.act(coin_dash.Gamble())
    assert m2.roll()[0] == first


def test_json_round_trip_and_replay_at_every_step(coin_dash):
    m = new(11)
    rng = random.Random(5)
    while not m.over:
        if m.to_act() == CHANCE:
            m.roll()
        else:
            m.act(rng.choice(m.legal_actions()))
        data = to_data(m.state)
        assert to_data(from_data(coin_dash.State, data)) == data
        replayed = Match.from_save(m.to_save())
        assert state_hash(replayed.state) == state_hash(m.state)
    assert m.outcome() is not None and m.legal_actions() == []


def test_setup_must_be_plain_data(coin_dash):
    with pytest.raises(SetupError, match="plain data"):
        Match("coindash", {"seats": [object()]}, 1)


def test_game_over_refuses_every_action(coin_dash):
    m = Match("coindash", {**TWO, "target": 1}, 1)
    m.act(coin_dash.Gamble())
    m.act(Roll(("d6", "casualty"), (2, 0)))
    assert m.over and m.outcome().winners == (0,)
    with pytest.raises(IllegalAction, match="game is over"):
        m.act(coin_dash.Rest())


def test_chance_and_bots_are_seeded_by_the_seed_and_the_log_position(coin_dash):
    """Chance is seeded per log position and bots' RNG is derived from the seed and the log
    length (docs/decisions.md): the same seed at the same log length gives the same generators,
    a save carries no RNG state, and random bots replay the same game from the same seed."""
    a, b = new(5), new(5)
    a.act(coin_dash.Raise())
    b.act(coin_dash.Raise())
    assert a.chance_rng().random() == b.chance_rng().random() == random.Random("5:chance:1").random()
    assert a.bot_rng().random() == random.Random("5:bot:1").random() != a.chance_rng().random()
    assert set(a.to_save()) == {"format", "version", "app", "game", "title", "saved_at", "setup", "seed", "log",
                                "state_hash", "summary"}
    c, d = new(11), new(11)
    play_out(c, ["random", "random"], max_actions=60)
    play_out(d, ["random", "random"], max_actions=60)
    assert [(e.seat, e.action) for e in c.log] == [(e.seat, e.action) for e in d.log]
