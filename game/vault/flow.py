"""The engine's agenda: automatic steps run in order until a seat must decide or chance must
be resolved. Handlers register by name, so the state holds only names and plain data."""
from __future__ import annotations

from typing import Callable

from game.core.protocol import Event
from game.vault.state import ChanceRequest, Decision, State, Step

StepHandler = Callable[[State, dict], list[Event]]
RollHandler = Callable[[State, list[int], dict], list[Event]]
DrawHandler = Callable[[State, list[str], dict], list[Event]]

STEPS: dict[str, StepHandler] = {}
ON_ROLL: dict[str, RollHandler] = {}
ON_DRAW: dict[str, DrawHandler] = {}


def step(name: str):
    """Register an automatic step handler."""
    def register(fn: StepHandler) -> StepHandler:
        STEPS[name] = fn
        return fn
    return register


def on_roll(purpose: str):
    def register(fn: RollHandler) -> RollHandler:
        ON_ROLL[purpose] = fn
        return fn
    return register


def on_draw(purpose: str):
    def register(fn: DrawHandler) -> DrawHandler:
        ON_DRAW[purpose] = fn
        return fn
    return register


def then(state: State, *steps: tuple[str, dict] | str) -> None:
    """Put steps at the front of the agenda, in the order given."""
    made = [Step(s, {}) if isinstance(s, str) else Step(s[0], dict(s[1])) for s in steps]
    state.agenda[0:0] = made


def later(state: State, *steps: tuple[str, dict] | str) -> None:
    """Put steps at the end of the agenda."""
    state.agenda.extend(Step(s, {}) if isinstance(s, str) else Step(s[0], dict(s[1])) for s in steps)


def roll(state: State, purpose: str, kinds: list[str], /, **data) -> None:
    """Ask for a roll; ON_ROLL[purpose] gets the values."""
    state.chance = ChanceRequest(purpose=purpose, dice=list(kinds), data=data)


def draw(state: State, purpose: str, deck: str, count: int, /, **data) -> None:
    """Ask for a draw; ON_DRAW[purpose] gets the cards."""
    state.chance = ChanceRequest(purpose=purpose, deck=deck, count=count, data=data)


def decide(state: State, kind: str, seat: int, /, **data) -> None:
    """A seat owes a decision of this kind."""
    state.decisions.append(Decision(kind, seat, data))


def run(state: State) -> list[Event]:
    """Run the agenda until a decision or a chance is owed, or it is empty."""
    events: list[Event] = []
    while state.agenda and state.chance is None and not state.decisions and state.phase != "over":
        current = state.agenda.pop(0)
        events += STEPS[current.do](state, current.data)
    return events


LegalFn = Callable[[State, Decision], list]
ApplyFn = Callable[[State, Decision, object], list[Event]]
DECISIONS: dict[str, tuple[LegalFn, ApplyFn, str]] = {}


def decision(kind: str, what: str):
    """Register a decision kind: `legal(state, d)` lists its options, the decorated function
    applies one (already known to be legal). `what` tells a player what is being asked."""
    def register(pair):
        legal, apply = pair
        DECISIONS[kind] = (legal, apply, what)
        return pair
    return register


ExplainFn = Callable[[State, Decision, object], str]
EXPLAIN: dict[str, ExplainFn] = {}


def explain(kind: str):
    """Register why an option of this decision kind is refused ('' when there is nothing more
    to say than the question): the reason a player reads with the refusal."""
    def register(fn: ExplainFn) -> ExplainFn:
        EXPLAIN[kind] = fn
        return fn
    return register


def owed(state: State) -> Decision | None:
    return state.decisions[-1] if state.decisions else None


def settle(state: State) -> Decision:
    """Remove the owed decision (it has been made) and return it."""
    return state.decisions.pop()
