"""An engine's agenda: automatic steps run in order until a seat must decide or chance must be
resolved. Handlers register by name in a game's own Flow, so the state holds only names and
plain data (the state needs `agenda`, `chance`, `decisions` and `phase` fields of the types
below)."""
from __future__ import annotations

from dataclasses import dataclass, field
from itertools import repeat
from operator import is_
from typing import Callable

from game.core.errors import IllegalAction
from game.core.protocol import Event, Roll


@dataclass
class Decision:
    """A choice some seat owes: the engine waits for it (to_act names the seat)."""

    kind: str
    seat: int
    data: dict = field(default_factory=dict)


@dataclass
class ChanceRequest:
    """A roll or draw the engine waits for, and what it is for."""

    purpose: str
    dice: list[str] = field(default_factory=list)
    deck: str = ""
    count: int = 0
    data: dict = field(default_factory=dict)


@dataclass
class Step:
    """Work the engine does by itself, in order (`State.agenda`): a handler name and its data."""

    do: str
    data: dict = field(default_factory=dict)


class Flow:
    """One game's registries of steps, roll and draw handlers, and decision kinds."""

    def __init__(self, step_type=Step, chance_type=ChanceRequest, decision_type=Decision, *,
                 over: str = "over", copy_data: bool = True) -> None:
        """`copy_data=False`: a step's data dict is taken as given, not copied (a game whose steps
        are always queued with a fresh dict)."""
        self.Step, self.Chance, self.Decision = step_type, chance_type, decision_type
        self.over = over
        self.copy_data = copy_data
        self.STEPS: dict[str, Callable] = {}
        self.ON_ROLL: dict[str, Callable] = {}
        self.ON_DRAW: dict[str, Callable] = {}
        self.DECISIONS: dict[str, tuple[Callable, Callable, str]] = {}
        self.EXPLAIN: dict[str, Callable] = {}

    # -- registering ---------------------------------------------------------------------------
    def step(self, name: str):
        """Register an automatic step handler `fn(state, data) -> events`."""
        def register(fn):
            self.STEPS[name] = fn
            return fn
        return register

    def on_roll(self, purpose: str):
        def register(fn):
            self.ON_ROLL[purpose] = fn
            return fn
        return register

    def on_draw(self, purpose: str):
        def register(fn):
            self.ON_DRAW[purpose] = fn
            return fn
        return register

    def decision(self, kind: str, what: str):
        """Register a decision kind: `legal(state, d)` lists its options, `apply(state, d, action)`
        applies one already known to be legal. `what` tells a player what is being asked."""
        def register(pair):
            legal, apply = pair
            self.DECISIONS[kind] = (legal, apply, what)
            return pair
        return register

    def explain(self, kind: str):
        """Register why an option of this decision kind is refused ('' when the question says it)."""
        def register(fn):
            self.EXPLAIN[kind] = fn
            return fn
        return register

    # -- using ---------------------------------------------------------------------------------------
    def _steps(self, steps) -> list:
        """Step objects for `then` and `later`: a name alone, or (name, data)."""
        make, copy = self.Step, self.copy_data
        return [make(s, {}) if type(s) is str else make(s[0], dict(s[1]) if copy else s[1]) for s in steps]

    def then(self, state, *steps) -> None:
        """Put steps at the front of the agenda, in the order given."""
        if len(steps) == 1:  # the usual case, written out: every step of every game comes here
            s = steps[0]
            if type(s) is str:
                state.agenda.insert(0, self.Step(s, {}))
            else:
                state.agenda.insert(0, self.Step(s[0], dict(s[1]) if self.copy_data else s[1]))
        else:
            state.agenda[0:0] = self._steps(steps)

    def later(self, state, *steps) -> None:
        """Put steps at the end of the agenda."""
        state.agenda.extend(self._steps(steps))

    def roll(self, state, purpose: str, kinds: list[str], /, **data) -> None:
        """Ask for a roll; ON_ROLL[purpose] gets the values."""
        state.chance = self.Chance(purpose=purpose, dice=list(kinds), data=data)

    def draw(self, state, purpose: str, deck: str, count: int, /, **data) -> None:
        """Ask for a draw; ON_DRAW[purpose] gets the cards."""
        state.chance = self.Chance(purpose=purpose, deck=deck, count=count, data=data)

    def decide(self, state, kind: str, seat: int, /, **data) -> None:
        """A seat owes a decision of this kind."""
        state.decisions.append(self.Decision(kind, seat, data))

    def run(self, state) -> list[Event]:
        """Run the agenda until a decision or a chance is owed, or it is empty."""
        events: list[Event] = []
        steps, over, agenda = self.STEPS, self.over, state.agenda  # the hot loop of every game
        while agenda and state.chance is None and not state.decisions and state.phase != over:
            current = agenda.pop(0)
            told = steps[current.do](state, current.data)
            if told:  # most steps tell nothing
                events += told
            agenda = state.agenda  # a step may replace the list (setup, undo)
        return events

    def resolve_chance(self, state, action, spec, deck=None) -> list[Event]:
        """Apply a roll or draw answering the pending request (checked against `spec`; None when
        the caller has checked it): the drawn cards leave `deck(name)` when that gives a deck,
        then the purpose's handler runs."""
        if spec is not None:
            spec.check(action)
        req = state.chance
        state.chance = None
        if isinstance(action, Roll):
            return self.ON_ROLL[req.purpose](state, list(action.values), req.data)
        source = deck(req.deck) if deck is not None else None
        if source is not None:
            source.take(action, req.count)
        return self.ON_DRAW[req.purpose](state, list(action.cards), req.data)

    def answer(self, state, action, legal: list, refusal) -> list[Event]:
        """Apply the owed decision, or refuse: `refusal(state, decision, what, why)` words the reason."""
        d = state.decisions[-1]
        _legal, do, what = self.DECISIONS[d.kind]
        if not any(map(is_, legal, repeat(action))) and action not in legal:  # usually one of the very objects
            why = self.EXPLAIN[d.kind](state, d, action) if d.kind in self.EXPLAIN else ""
            why = why or not_an_answer(action, legal)
            asked = "" if any(type(option) is type(action) for option in legal) else what  # no answer at all
            raise IllegalAction(refusal(state, d, what, why), why=why, asked=asked)
        return do(state, d, action)

    @staticmethod
    def owed(state):
        return state.decisions[-1] if state.decisions else None

    @staticmethod
    def settle(state):
        """Remove the owed decision (it has been made) and return it."""
        return state.decisions.pop()


def not_an_answer(action, legal: list) -> str:
    """What was wrong with an answer when the game gives no reason of its own: an action of a kind
    the question does not take, or one of its kinds with a choice that is not open."""
    words = getattr(action, "kind", type(action).__name__).replace("_", " ")
    if not any(type(option) is type(action) for option in legal):
        return f"'{words}' is not an answer to this question"
    return f"that {words} is not one of the choices open now"
