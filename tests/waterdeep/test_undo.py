"""Undo through the core's Match goes back to the last draw or reveal, never past it: a placement
with nothing drawn is taken back; a quest taken at the Inn (the refill is a draw) or an intrigue card
played (a reveal) stays."""
import pytest

from game.core.codec import state_hash
from game.core.common_actions import Pass, Pick
from game.core.errors import IllegalAction
from game.core.match import Match
from game.waterdeep.actions import Assign
from tests.waterdeep.helpers import owed, play, start, to_hand


def test_a_placement_is_undone_to_the_same_state():
    m = start(2)
    before = state_hash(m.state)
    play(m, Assign("drill_yard"))
    if owed(m).kind == "complete":
        play(m, Pass())
    assert m.can_undo()
    m.undo(m.undoable())
    assert state_hash(m.state) == before and owed(m).kind == "place" and owed(m).seat == 0


def test_undo_stops_at_a_draw():
    m = start(2)
    play(m, Assign("cliffwatch_1"), Pick(m.state.inn[0]))  # the Inn refills: a draw
    assert not m.can_undo()
    with pytest.raises(IllegalAction):
        m.undo()


def test_undo_stops_at_a_played_card():
    m = start(2)
    to_hand(m, 0, "statue_in_your_honour")
    play(m, Assign("harbor_1"))
    assert m.can_undo()  # choosing the Harbor told nobody anything yet
    play(m, Pick("statue_in_your_honour"))
    assert not m.can_undo()


def test_a_save_mid_game_loads_to_the_same_state():
    m = Match("waterdeep", {"seats": [{"name": "Ana"}, {"name": "Bo"}, {"name": "Cy"}]}, 5)
    m.settle()
    play(m, Assign("drill_yard"))
    again = Match.from_save(m.to_save())
    assert state_hash(again.state) == state_hash(m.state) and again.legal_actions() == m.legal_actions()
