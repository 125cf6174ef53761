"""What every game's soak (tests/<game>/test_soak.py) does alike: the loop that plays a game on
(chance sampled, each decision chosen by the soak's own bots, each action logged as Match.act
would), and the checks that end it: the game is over with a result for every seat and nothing
left to do, its state goes through JSON and back unchanged, and its save replays (every action
checked again) to the same state."""
from __future__ import annotations

import json

from game.core.codec import from_data, state_hash, to_data
from game.core.match import Match
from game.core.match import LogEntry
from game.core.protocol import CHANCE, Outcome


def played(rules, match: Match, chance_rng, choose, max_actions: int, name: str):
    """Play the match's state on to its end: chance is sampled with `chance_rng`; a decision is
    `choose(who, legal, where)`, asked only with a legal list that is not empty. Yields
    (who, action, events, where) after each action is applied and logged."""
    state = match.state
    for step in range(max_actions):
        who = rules.to_act(state)
        if who is None:
            return
        where = f"{name} step {step}"
        if who == CHANCE:
            action = rules.chance(state).sample(chance_rng)
        else:
            legal = rules.legal_actions(state)
            assert legal, f"{where}: seat {who} is to act with no legal action"
            action = choose(who, legal, where)
        events = rules.apply(state, action)
        match.log.append(LogEntry(who, action))  # as Match.act would, without its checks
        yield who, action, events, where


def check_the_end(rules, match: Match, seats: int, name: str) -> Outcome:
    state = match.state
    assert rules.to_act(state) is None, f"{name} is still running after its last action"
    outcome = rules.outcome(state)
    assert outcome is not None and outcome.winners and len(outcome.scores) == seats, name
    assert rules.legal_actions(state) == []
    data = json.loads(json.dumps(to_data(state)))
    assert to_data(from_data(rules.State, data)) == to_data(state)
    replayed = Match.from_save(json.loads(json.dumps(match.to_save())), name)
    assert state_hash(replayed.state) == state_hash(state)
    return outcome
