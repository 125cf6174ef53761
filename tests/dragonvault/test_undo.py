"""Undo through the core's Match goes back to the last roll, draw or reveal, never past it: a card paid
into the pool is taken back; a played card (a reveal) or a draw stays; a save mid-game loads to the
same state."""
import pytest

from game.core.codec import state_hash
from game.core.common_actions import Pass
from game.core.errors import IllegalAction
from game.core.match import Match
from game.dragonvault.actions import Pay, Play
from tests.dragonvault.helpers import act, hand, owed, quiet


def test_a_give_is_undone_to_the_same_state():
    m = quiet(4, teams=[0, 1, 0, 1])
    from game.dragonvault.actions import Give
    before = state_hash(m.state)
    act(m, Give("food", 2))
    assert m.can_undo()
    m.undo()
    assert state_hash(m.state) == before and owed(m).kind == "play"


def test_undo_stops_at_a_played_card_and_a_draw():
    m = quiet(2)
    hand(m, 0, "food", "gold_coins")
    act(m, Play("food"))
    assert not m.can_undo()
    with pytest.raises(IllegalAction):
        m.undo()
    act(m, Pass())
    m.settle()
    assert not m.can_undo()


def test_a_save_mid_game_loads_to_the_same_state():
    m = Match("dragonvault", {"seats": [{"name": "Ana"}, {"name": "Bo"}, {"name": "Cy"}], "teams": [0, 1, 0]}, 5)
    m.settle()
    for _ in range(40):
        if m.over:
            break
        m.act(m.legal_actions()[-1]) if m.to_act() != "chance" else m.roll()
    again = Match.from_save(m.to_save())
    assert state_hash(again.state) == state_hash(m.state) and again.legal_actions() == m.legal_actions()
