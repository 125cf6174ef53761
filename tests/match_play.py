"""Playing a Match in a game's tests: started with chance settled, then decisions applied one by
one with chance settled after each (each game's tests/<game>/helpers.py hands these on)."""
from __future__ import annotations

from game.core.match import Match


def started(game_id: str, setup: dict, seed: int = 0) -> Match:
    """A game at its first decision, every chance before it resolved by the match's seeded RNG."""
    m = Match(game_id, setup, seed)
    m.settle()
    return m


def play(m: Match, *actions) -> list:
    """Apply these decisions, settling chance after each; the events of all of them."""
    events = []
    for action in actions:
        events += m.act(action)
        for _, more in m.settle():
            events += more
    return events
