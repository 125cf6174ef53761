"""Undo through the core's Match goes back to the last roll, draw or reveal, never past it: a card
played or paid in the play step is taken back; a card another seat answers, or a draw, stays; a
save mid-game loads to the same state."""
import pytest

from game.core.codec import state_hash
from game.core.common_actions import Pass
from game.core.errors import IllegalAction
from game.core.match import Match
from game.dragonvault.actions import Pay, Play
from game.dragonvault.content import load
from tests.dragonvault.helpers import act, hand, owed, quiet


def test_a_give_is_undone_to_the_same_state():
    m = quiet(4, teams=[0, 1, 0, 1])
    from game.dragonvault.actions import Give
    before = state_hash(m.state)
    act(m, Give("food", 2))
    assert m.can_undo()
    m.undo()
    assert state_hash(m.state) == before and owed(m).kind == "play"


def test_a_played_card_and_a_payment_are_undone_until_the_draw():
    """Undo goes back to the last roll or draw (issue 17): a card played or paid in your own play
    step is taken back to the same state; the draw is final."""
    m = quiet(2)  # the starting hand: a Food and two Gold Coins (undo replays from the start: no hand edits)
    before = state_hash(m.state)
    act(m, Play("food"))
    act(m, Pay("gold_coins"))
    assert m.undoable() == 2
    m.undo(2)
    assert state_hash(m.state) == before and owed(m).kind == "play"
    act(m, Pass())
    m.settle()
    assert not m.can_undo()
    with pytest.raises(IllegalAction):
        m.undo()


def test_a_card_another_seat_may_answer_is_final():
    """A card naming a seat that holds an answer to it asks that seat: it is shown, so undo stops."""
    m = quiet(2)
    hand(m, 0, "hired_muscle", "gold_coins")
    targeted = [c for c, card in load().cards.items() if card.type == "response" and card.trigger == "targeted"]
    assert targeted
    hand(m, 1, targeted[0])
    act(m, Play("hired_muscle", 1))
    assert not m.can_undo()
    m2 = quiet(2)
    hand(m2, 0, "hired_muscle", "gold_coins")
    hand(m2, 1, "food")  # nothing to answer with: nobody else is asked, so the play may be taken back
    act(m2, Play("hired_muscle", 1))
    assert m2.can_undo()


def test_a_save_mid_game_loads_to_the_same_state():
    m = Match("dragonvault", {"seats": [{"name": "Ana"}, {"name": "Bo"}, {"name": "Cy"}], "teams": [0, 1, 0]}, 5)
    m.settle()
    for _ in range(40):
        if m.over:
            break
        m.act(m.legal_actions()[-1]) if m.to_act() != "chance" else m.roll()
    again = Match.from_save(m.to_save())
    assert state_hash(again.state) == state_hash(m.state) and again.legal_actions() == m.legal_actions()
