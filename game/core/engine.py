"""The protocol face every game shows (see game/core/protocol.py), built by the core from what a
game supplies: its Flow, its decks, its handler modules and, for a game with free turns (a
seat acts when nothing is owed), that turn's options. A game's rules module then only says

    FACE = engine.face(flow, handlers=(...), decks=...)
    to_act, chance, legal_actions, apply = FACE.to_act, FACE.chance, FACE.legal_actions, FACE.apply

so the four functions, the chance checks and the refusals are written once for every game."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from typing import Any, Callable

from game.core.chance import DrawSpec, RollSpec
from game.core.errors import IllegalAction
from game.core.flow import Flow
from game.core.protocol import CHANCE, Draw, Event, Roll


@dataclass(frozen=True)
class Turn:
    """A game's free turn: who acts when nothing is owed, what they may do, and doing it
    (`check` raises IllegalAction with the reason; `do` applies an action known to be legal)."""

    seat: Callable[[Any], int]
    legal: Callable[[Any], list]
    check: Callable[[Any, Any], None]
    do: Callable[[Any, Any], list[Event]]


@dataclass(frozen=True)
class Face:
    """The four protocol functions of one game, plus its decks (name -> the state's deck or None)."""

    to_act: Callable
    chance: Callable
    legal_actions: Callable
    apply: Callable
    deck_of: Callable


def load_handlers(package: str, modules: tuple[str, ...]) -> None:
    """Import a game's handler modules, named explicitly (each registers its steps, rolls, draws
    and decisions with the game's Flow as it loads)."""
    for name in modules:
        importlib.import_module(f"{package}.{name}")


def face(flow: Flow, *, package: str, handlers: tuple[str, ...], decks: dict[str, str],
         over: str = "the game is over", turn: Turn | None = None, keep_legal: bool = False,
         refusal: Callable[[Any, Any, str, str], str] | None = None) -> Face:
    """Build a game's protocol face.

    `decks`: deck name -> the state field holding it (draws from any other name pick from the
    request's own `pool`). `turn`: the free turn, if the game has one. `keep_legal`: the legal
    list of a position is worked out once and kept, keyed by a position version that advances
    on every action (for a game whose legal lists are costly). `refusal(state, decision, what,
    why)` words why a decision's answer is refused."""
    load_handlers(package, handlers)
    decisions, over_phase = flow.DECISIONS, flow.over
    fields = dict(decks)
    rolls: dict[tuple, RollSpec] = {}  # one spec per (purpose, dice): the same few rolls recur all game
    word = refusal or default_refusal

    def deck_of(state, name: str):
        field = fields.get(name)
        return getattr(state, field) if field is not None else None

    def to_act(state):
        if state.phase == over_phase:
            return None
        if state.chance is not None:
            return CHANCE
        if state.decisions:
            return state.decisions[-1].seat
        return turn.seat(state) if turn is not None else None

    def chance(state):
        req = state.chance
        if req is None:
            raise IllegalAction("no roll or draw is pending")
        if req.dice:
            key = (req.purpose, *req.dice)
            spec = rolls.get(key)
            if spec is None:
                spec = rolls[key] = RollSpec(tuple(req.dice), req.purpose)
            return spec
        field = fields.get(req.deck)
        if field is not None:
            return getattr(state, field).draw_spec(req.count)
        return DrawSpec(req.deck, req.count, (), tuple(req.data["pool"]), ())

    def _owed_legal(state) -> list:
        d = state.decisions[-1]
        return decisions[d.kind][0](state, d)

    def _kept_legal(state) -> list:
        kept = state.__dict__
        version = kept.get("_version", 0)
        cached = kept.get("_legal")
        if cached is not None and cached[0] == version:
            return cached[1]
        legal = _owed_legal(state)
        kept["_legal"] = (version, legal)
        return legal

    owed_legal = _kept_legal if keep_legal else _owed_legal

    def legal_actions(state) -> list:
        """The legal actions of the seat to act (the chance outcomes are `chance(state)`)."""
        if state.phase == over_phase or state.chance is not None:
            return []
        if state.decisions:
            return owed_legal(state)
        return turn.legal(state) if turn is not None else []

    def _chance(state, action) -> list[Event]:
        req = state.chance
        if req is None:
            raise IllegalAction("no roll or draw is pending")
        field = fields.get(req.deck)
        if field is None:
            return flow.resolve_chance(state, action, chance(state))
        deck = getattr(state, field)
        if not (req.count == 1 and not deck.top and type(action) is Draw and action.deck == deck.name
                and len(action.cards) == 1 and action.cards[0] in deck.pile):  # else: the common draw, plainly fine
            chance(state).check(action)
        deck.take(action, req.count)  # checked: it cannot fail now
        return flow.resolve_chance(state, action, None)

    def _decide(state, action) -> list[Event]:
        return flow.answer(state, action, owed_legal(state), word)

    def _act(state, action) -> list[Event]:
        if state.phase == over_phase:
            raise IllegalAction(over)
        if isinstance(action, (Roll, Draw)):
            return _chance(state, action)
        if state.chance is not None:
            raise IllegalAction("the dice or cards must be resolved first")
        if state.decisions:
            return _decide(state, action)
        if turn is None:
            raise IllegalAction("nothing is asked right now")
        turn.check(state, action)
        return turn.do(state, action)

    def apply(state, action) -> list[Event]:
        """Check the action (raising IllegalAction with the state untouched), do it, and run the
        engine on until someone must decide or roll."""
        events = _act(state, action)
        if keep_legal:
            kept = state.__dict__
            version = kept.get("_version", 0)
            kept["_version"] = version + 1  # the position has changed
            more = flow.run(state)
            kept["_version"] = version + 2  # and changed again as the engine ran on
        else:
            more = flow.run(state)
        return events + more if more else events

    return Face(to_act, chance, legal_actions, apply, deck_of)


def default_refusal(state, d, what: str, why: str) -> str:
    """What was wrong with the answer, then the question still open."""
    return f"{why[:1].upper()}{why[1:]}. Still to answer: {what}"
