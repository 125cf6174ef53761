"""The checks that end every game's soak (tests/<game>/test_soak.py): the game is over with a
result for every seat and nothing left to do, its state goes through JSON and back unchanged, and
its save replays (every action checked again) to the same state."""
from __future__ import annotations

import json

from game.core.codec import from_data, state_hash, to_data
from game.core.match import Match
from game.core.protocol import Outcome


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
