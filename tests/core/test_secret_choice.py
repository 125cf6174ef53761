"""The secret simultaneous choice (game/core/secret_choice.py), on a tiny Flow game of its own:
"Sealed Hands". Each seat holds the cards 1, 2 and 3; each round every seat picks one behind the
curtain; when all have picked, the picks are revealed together and the highest single pick
scores its value. Nothing of a pick may show, in any seat's view or in any event, until the last
seat has picked; then one event shows them all."""
from __future__ import annotations

import json
import sys
import types
from dataclasses import dataclass, field

import pytest

from game.core import engine, hidden
from game.core.codec import from_data, to_data
from game.core.common_actions import Pick
from game.core.errors import IllegalAction
from game.core.flow import ChanceRequest, Decision, Flow, Step
from game.core.protocol import Event
from game.core.secret_choice import SecretChoice

ROUNDS = 2


@dataclass
class State:
    hands: list[list[str]]
    scores: list[int]
    shown: list[str] = field(default_factory=list)
    round: int = 0
    phase: str = "play"
    agenda: list[Step] = field(default_factory=list)
    chance: ChanceRequest | None = None
    decisions: list[Decision] = field(default_factory=list)


FLOW = Flow(Step, ChanceRequest, Decision)


def _options(state, seat, data):
    return [Pick(card) for card in sorted(set(state.hands[seat]))]


def _revealed(state, choices, data):
    picks = {seat: action.card for seat, action in choices.items()}
    for seat, card in picks.items():
        state.hands[seat].remove(card)
    state.shown = [picks[s] for s in sorted(picks)]
    values = list(picks.values())
    best = [s for s, c in picks.items() if values.count(c) == 1 and int(c) == max(int(v) for v in values
                                                                                   if values.count(v) == 1)]
    for seat in best:
        state.scores[seat] += int(picks[seat])
    FLOW.then(state, "round")
    return [Event(f"Seat {s + 1} scores", {"seat": s}) for s in best]


PICK = SecretChoice(FLOW, "sealed_pick", "Which card do you play?", legal=_options, reveal=_revealed,
                    actions=(Pick,))


@FLOW.step("round")
def _round(state, data):
    if state.round == ROUNDS:
        state.phase = "over"
        return [Event("over")]
    state.round += 1
    PICK.ask(state, list(range(len(state.hands))))
    return []


@pytest.fixture(scope="module")
def face():
    sys.modules.setdefault("tests.core.sealed_handlers", types.ModuleType("tests.core.sealed_handlers"))
    return engine.face(FLOW, package="tests.core", handlers=("sealed_handlers",), decks={})


def new_game(seats: int = 3) -> State:
    state = State(hands=[["1", "2", "3"] for _ in range(seats)], scores=[0] * seats)
    FLOW.then(state, "round")
    FLOW.run(state)
    return state


def view(state: State, viewer: int) -> dict:
    """What `viewer` sees, through the core's helpers."""
    d = state.decisions[-1] if state.decisions else None
    return {
        "hands": [hidden.hand(s, viewer, {"hand": h}) for s, h in enumerate(state.hands)],
        "scores": list(state.scores), "shown": list(state.shown), "chosen": PICK.chosen(state),
        "decision": None if d is None else hidden.decision(d.kind, d.seat, d.data, viewer, "",
                                                           {PICK.kind: PICK.secrecy}),
    }


def _events(events) -> list:
    return [(e.text, e.data, e.reveals) for e in events]


def test_every_seat_is_asked_in_turn_and_sees_who_has_chosen(face):
    s = new_game()
    assert face.to_act(s) == 0 and face.legal_actions(s) == [Pick("1"), Pick("2"), Pick("3")]
    face.apply(s, Pick("3"))
    assert face.to_act(s) == 1 and view(s, 2)["chosen"] == [0]
    face.apply(s, Pick("1"))
    assert face.to_act(s) == 2 and view(s, 0)["chosen"] == [0, 1]


def test_nothing_of_a_choice_shows_until_the_last_seat_has_chosen(face):
    """Two games alike but for seat 0's and seat 1's picks: every seat's view and every event are
    the same in both until seat 2 picks; then one event reveals all three at once."""
    a, b = new_game(), new_game()
    told_a = face.apply(a, Pick("3")) + face.apply(a, Pick("2"))
    told_b = face.apply(b, Pick("1")) + face.apply(b, Pick("3"))
    assert _events(told_a) == _events(told_b) and not any(e.reveals for e in told_a)
    for viewer in (-1, 0, 1, 2):
        assert view(a, viewer) == view(b, viewer)
    assert view(a, 1)["hands"][0] == {"hand_count": 3}  # seat 0's pick is still in its hidden hand
    last, reveal, *scored = face.apply(a, Pick("2"))
    assert last.text == "Seat 3 has chosen" and not last.reveals
    assert reveal.reveals and reveal.data == {"kind": "sealed_pick", "choices": {
        "0": {"card": "3", "kind": "pick"}, "1": {"card": "2", "kind": "pick"}, "2": {"card": "2", "kind": "pick"}}}
    assert not any(e.reveals for e in scored)
    assert a.shown == ["3", "2", "2"] and a.scores == [3, 0, 0]  # the two 2s cancel out


def test_the_others_see_a_seat_choosing_but_not_its_options(face):
    s = new_game()
    face.apply(s, Pick("1"))
    assert view(s, 0)["decision"] == {"kind": "sealed_pick", "seat": 1, "data": {}, "question": ""}


def test_an_illegal_choice_is_refused_and_seals_nothing(face):
    s = new_game()
    face.apply(s, Pick("2"))
    with pytest.raises(IllegalAction):
        face.apply(s, Pick("9"))
    assert PICK.chosen(s) == [0] and face.to_act(s) == 1


def test_sealed_choices_are_plain_data_that_survive_a_save(face):
    s = new_game()
    face.apply(s, Pick("3"))
    face.apply(s, Pick("1"))
    copy = from_data(State, json.loads(json.dumps(to_data(s))))
    assert PICK.chosen(copy) == [0, 1]
    assert _events(face.apply(copy, Pick("2"))) == _events(face.apply(s, Pick("2")))
    assert copy == s


def test_a_whole_game_runs_to_its_end(face):
    s = new_game(2)
    while face.to_act(s) is not None:
        face.apply(s, face.legal_actions(s)[-1])
    assert s.phase == "over" and s.round == ROUNDS and s.scores == [0, 0]  # always the same pick: all ties


def test_each_seal_after_the_first_settles_the_earlier_choices(face):
    """Once a second seat has chosen, the first may no longer take its choice back: the second
    seal's event says so (`settles`), and Match stops an undo before it."""
    s = new_game()
    first = face.apply(s, Pick("3"))
    second = face.apply(s, Pick("1"))
    assert [e.settles for e in first] == [False] and [e.settles for e in second] == [True]


FACE_DOWN = SecretChoice(FLOW, "face_down_pick", "Which card do you keep hidden?", legal=_options,
                         reveal=lambda state, choices, data: [], actions=(Pick,), shown=False)


def test_a_face_down_choice_reveals_that_all_chose_and_nothing_of_what(face):
    s = new_game(2)
    s.agenda, s.decisions = [], []
    FACE_DOWN.ask(s, [0, 1])
    FLOW.run(s)
    face.apply(s, Pick("3"))
    told = face.apply(s, Pick("2"))
    reveal = next(e for e in told if e.reveals)
    assert reveal.data == {"kind": "face_down_pick", "seats": [0, 1]}
    assert "3" not in str([e.data for e in told]) and "2" not in str([e.data for e in told])
