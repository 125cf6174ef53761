"""Seeded random playouts of 2 to 5 seats: the invariants after every action, JSON round-trip and
replay (the 200-game soak with the bots is tests/waterdeep/test_soak*.py)."""
import pytest

from game.core.codec import from_data, state_hash, to_data
from game.core.match import Match
from game.waterdeep.state import State
from tests.waterdeep.helpers import check_invariants, random_game


@pytest.mark.parametrize("seats, seed", [(2, 1), (3, 2), (4, 3), (5, 4)])
def test_random_playouts_keep_every_invariant_and_replay(seats, seed):
    m = random_game(seats, seed, check_invariants)
    assert m.state.round == 8 and m.state.phase == "over"  # LW-RND-01, LW-END-01
    data = to_data(m.state)
    assert to_data(from_data(State, data)) == data
    again = Match.from_save(m.to_save())
    assert state_hash(again.state) == state_hash(m.state)
    assert m.outcome() is not None and again.outcome() == m.outcome()


def test_the_command_line_simulates_waterdeep(capsys):
    """`python -m game simulate waterdeep` plays seeded games to the end with the game's bots."""
    from game.__main__ import main

    assert main(["simulate", "waterdeep", "--games", "2", "--seats", "5", "--bots", "heuristic,random"]) == 0
    assert '"finished": 2' in capsys.readouterr().out
