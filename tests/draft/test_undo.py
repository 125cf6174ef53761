"""Undo through the core's Match: plays are taken back within a seat's own play turn, never past
the end of its turn (its discards are shown); a sealed pick can be taken back until another seat
has chosen, and never once the hands have passed. A save mid-draft loads to the same state."""
import pytest

from game.core.codec import state_hash
from game.core.common_actions import Pass, Pick
from game.core.errors import IllegalAction
from game.core.match import Match
from game.draft.actions import Play
from tests.draft.helpers import draft_round, play, start


def _to_play(seats=2):
    m = start(seats, quests=False)
    draft_round(m)
    return m


def test_a_play_is_undone_to_the_same_state():
    m = _to_play()
    before = state_hash(m.state)
    playable = [a for a in m.legal_actions() if isinstance(a, Play)]
    assert playable
    play(m, playable[0])
    assert m.can_undo() and state_hash(m.state) != before
    m.undo()
    assert state_hash(m.state) == before and m.to_act() == 0


def test_several_plays_undo_one_by_one_within_the_turn():
    m = _to_play()
    hashes = [state_hash(m.state)]
    for _ in range(2):
        options = [a for a in m.legal_actions() if isinstance(a, Play)]
        if not options:
            break
        play(m, options[0])
        hashes.append(state_hash(m.state))
    while m.can_undo():
        m.undo()
        hashes.pop()
        assert state_hash(m.state) == hashes[-1]


def test_undo_stops_at_the_end_of_a_turn():
    m = _to_play()
    play(m, Pass())
    assert not m.can_undo()
    with pytest.raises(IllegalAction):
        m.undo()


def test_a_sealed_pick_is_final_once_another_seat_has_chosen():
    m = start(3, quests=False)
    first = sorted(m.state.seats[0].pack)[0]
    before = state_hash(m.state)
    play(m, Pick(first))
    assert m.undoable() == 1  # seat 0 may still change its mind
    m.undo()
    assert state_hash(m.state) == before
    play(m, Pick(first), Pick(sorted(m.state.seats[1].pack)[0]))
    assert m.undoable() == 1  # only seat 1's own pick now
    m.undo()
    assert m.to_act() == 1 and m.state.decisions[-1].kind == "draft"
    with pytest.raises(IllegalAction):
        m.undo()


def test_no_undo_past_the_pass_of_the_hands():
    m = start(2, quests=False)
    play(m, Pick(sorted(m.state.seats[0].pack)[0]), Pick(sorted(m.state.seats[1].pack)[0]))
    assert m.state.pick == 2 and not m.can_undo()


def test_a_save_mid_draft_loads_to_the_same_state():
    m = Match("draft", {"seats": [{"name": "Ana"}, {"name": "Bo"}, {"name": "Cy"}]}, 5)
    m.settle()
    for _ in range(5):
        m.act(m.legal_actions()[0])
        m.settle()
    again = Match.from_save(m.to_save())
    assert state_hash(again.state) == state_hash(m.state) and again.legal_actions() == m.legal_actions()
