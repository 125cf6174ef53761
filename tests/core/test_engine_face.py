"""The core's engine face (game/core/engine.py), on a tiny Flow game of its own: "Lantern". On
your free turn you Search (draw a card from the deck; a gem then asks you Keep or Drop) or Light
(roll a d6 into the lantern); first to 3 gems or 10 light wins. The face builds to_act, chance,
legal_actions and apply; refusals say what was wrong; the kept legal list follows the position."""
from __future__ import annotations

import sys
import types
from dataclasses import dataclass, field
from typing import ClassVar

import pytest

from game.core import engine
from game.core.deck import Deck
from game.core.errors import IllegalAction
from game.core.flow import ChanceRequest, Decision, Flow, Step, not_an_answer
from game.core.protocol import CHANCE, Action, Draw, Event, Roll


@dataclass
class State:
    deck: Deck
    gems: list[int] = field(default_factory=lambda: [0, 0])
    light: list[int] = field(default_factory=lambda: [0, 0])
    turn: int = 0
    phase: str = "play"
    agenda: list = field(default_factory=list)
    chance: ChanceRequest | None = None
    decisions: list = field(default_factory=list)


@dataclass(frozen=True)
class Search(Action):
    kind: ClassVar[str] = "search"


@dataclass(frozen=True)
class Light(Action):
    kind: ClassVar[str] = "light"


@dataclass(frozen=True)
class Keep(Action):
    kind: ClassVar[str] = "keep"
    keep: bool


def _lantern_flow() -> Flow:
    flow = Flow(Step, ChanceRequest, Decision)

    @flow.on_draw("search")
    def _found(state, cards, data):
        if cards and cards[0] == "gem":
            flow.decide(state, "keep", state.turn)
            return [Event("a gem!")]
        flow.then(state, "pass")
        return [Event("dust")]

    @flow.on_roll("light")
    def _lit(state, values, data):
        state.light[state.turn] += values[0]
        flow.then(state, "pass")
        return [Event(f"light {values[0]}")]

    def _keep_legal(state, d):
        return [Keep(True), Keep(False)]

    def _keep_apply(state, d, action):
        flow.settle(state)
        state.gems[d.seat] += 1 if action.keep else 0
        flow.then(state, "pass")
        return []

    flow.decision("keep", "Keep the gem?")((_keep_legal, _keep_apply))

    @flow.explain("keep")
    def _why(state, d, action):
        return "answer keep or drop" if isinstance(action, Light) else ""  # else the core says why

    @flow.step("pass")
    def _pass(state, data):
        if max(state.gems) >= 3 or max(state.light) >= 10:
            state.phase = "over"
            return [Event("over")]
        state.turn = 1 - state.turn
        return []

    return flow


FLOW = _lantern_flow()


def _do(state, action):
    if isinstance(action, Search):
        FLOW.draw(state, "search", "lantern", 1)
    else:
        FLOW.roll(state, "light", ["d6"])
    return []


def _check(state, action):
    if not isinstance(action, (Search, Light)):
        raise IllegalAction("search or light on your turn")


@pytest.fixture(scope="module")
def face():
    sys.modules.setdefault("tests.core.lantern_handlers", types.ModuleType("tests.core.lantern_handlers"))
    return engine.face(FLOW, package="tests.core", handlers=("lantern_handlers",), decks={"lantern": "deck"},
                       turn=engine.Turn(lambda s: s.turn, lambda s: [Search(), Light()], _check, _do), keep_legal=True)


def _new(order=("gem", "dust")) -> State:
    return State(deck=Deck.of("lantern", ["gem"] * 4 + ["dust"] * 4, list(order)))


def test_the_face_runs_a_turn_a_draw_a_decision_and_a_roll(face):
    s = _new()
    assert face.to_act(s) == 0 and face.legal_actions(s) == [Search(), Light()]
    assert face.apply(s, Search()) == []
    assert face.to_act(s) == CHANCE and face.legal_actions(s) == []
    assert face.chance(s).count == 1 and face.deck_of(s, "lantern") is s.deck
    assert [e.text for e in face.apply(s, Draw("lantern", ("gem",)))] == ["a gem!"]
    assert face.to_act(s) == 0 and face.legal_actions(s) == [Keep(True), Keep(False)]
    face.apply(s, Keep(True))
    assert s.gems == [1, 0] and face.to_act(s) == 1
    face.apply(s, Light())
    assert face.chance(s).dice == ("d6",)
    assert [e.text for e in face.apply(s, Roll(("d6",), (4,)))] == ["light 4"]
    assert s.light == [0, 4] and face.to_act(s) == 0


def test_refusals_say_what_was_wrong_and_change_nothing(face):
    s = _new()
    with pytest.raises(IllegalAction, match="search or light"):
        face.apply(s, Keep(True))
    face.apply(s, Search())
    with pytest.raises(IllegalAction, match="resolved first"):
        face.apply(s, Light())
    with pytest.raises(IllegalAction):
        face.apply(s, Draw("lantern", ("ruby",)))  # not in the deck
    assert len(s.deck) == 8 and s.chance is not None
    face.apply(s, Draw("lantern", ("gem",)))
    with pytest.raises(IllegalAction, match="^Answer keep or drop. Still to answer: Keep the gem"):
        face.apply(s, Light())
    with pytest.raises(IllegalAction, match="^'search' is not an answer to this question. Still to answer: Keep"):
        face.apply(s, Search())
    assert s.decisions and s.gems == [0, 0]


def test_a_refusal_without_a_game_reason_says_what_was_wrong():
    """Issue 14 item 1: the core words the reason when a game gives none."""
    assert not_an_answer(Search(), [Keep(True), Keep(False)]) == "'search' is not an answer to this question"
    assert not_an_answer(Keep(True), [Keep(False)]) == "that keep is not one of the choices open now"


def test_the_kept_legal_list_follows_the_position(face):
    """An owed decision's options are worked out once per position and kept until an action."""
    s = _new(("gem", "gem"))
    face.apply(s, Search())
    face.apply(s, Draw("lantern", ("gem",)))
    first = face.legal_actions(s)
    assert face.legal_actions(s) is first  # kept for the position
    face.apply(s, Keep(False))
    face.apply(s, Search())
    face.apply(s, Draw("lantern", ("gem",)))
    assert face.legal_actions(s) == first and face.legal_actions(s) is not first  # a new position, a new list


def test_the_game_over_refuses_everything(face):
    s = _new()
    s.phase = "over"
    assert face.to_act(s) is None and face.legal_actions(s) == []
    with pytest.raises(IllegalAction, match="over"):
        face.apply(s, Search())


def test_handler_modules_are_named_not_imported_by_accident():
    with pytest.raises(ModuleNotFoundError):
        engine.face(Flow(), package="tests.core", handlers=("no_such_handlers",), decks={})
