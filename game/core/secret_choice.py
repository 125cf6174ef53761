"""A secret simultaneous choice: every named seat chooses behind the curtain, and nothing of any
choice is told until the last seat has chosen; then one event reveals them all and the game
applies them together (a draft pick from each pack, the quests each player keeps, sealed bids).

On one shared screen the seats still choose one after another, each after the hand-off curtain;
the engine asks them in the order given, which changes nothing, since no seat learns another's
choice before making its own. A game declares the choice once, beside its other handlers:

    DRAFT = SecretChoice(FLOW, "draft", "Which card do you draft?", legal=draft_options,
                         reveal=drafted, actions=(Pick,))

and asks it from any step with `DRAFT.ask(state, seats, **data)`. `legal(state, seat, data)` lists
one seat's options; `reveal(state, choices, data)` gets {seat: action} for every seat at once and
returns its events, which follow the one reveal event. Until then a made choice waits, sealed, in
the data of the agenda step that collects them, as the action's JSON: plain data that saves,
loads and undoes like the rest of the state, and that no view shows. `chosen(state)` says who
has chosen (never what), for a table to show.

A choice that stays face down after the reveal (a draft pick, the quests a player keeps) is
declared `shown=False`: the one event then says that every seat has chosen and moves the game on,
naming no choice; the game's `reveal` tells each seat its own. Once a second seat has chosen, the
first can no longer take its choice back: each seal after the first says so (`Event.settles`), and
the core's Match stops an undo there.
"""
from __future__ import annotations

from typing import Any, Callable

from game.core.flow import Flow
from game.core.hidden import Secrecy
from game.core.protocol import ActionCodec, Event


def seat_word(state: Any, seat: int) -> str:
    """How the events name a seat when the game gives no names."""
    return f"Seat {seat + 1}"


class SecretChoice:
    """One kind of secret simultaneous choice of one game (see the module docstring)."""

    def __init__(self, flow: Flow, kind: str, what: str, *, legal: Callable[[Any, int, dict], list],
                 reveal: Callable[[Any, dict, dict], list[Event]], actions: tuple[type, ...],
                 name: Callable[[Any, int], str] = seat_word, shown: bool = True) -> None:
        self.flow, self.kind, self.shown = flow, kind, shown
        self.collect = f"{kind}:collect"  # the agenda step holding the sealed choices
        self.codec = ActionCodec(actions)
        self.options, self.revealed, self.name = legal, reveal, name
        flow.step(self.collect)(self._collect)
        flow.decision(kind, what)((self._legal, self._seal))

    # What the other seats see of the question: that the seat is choosing, not its options.
    secrecy = Secrecy()

    def ask(self, state: Any, seats: list[int], **data) -> None:
        """Queue the choice, first on the agenda: each of `seats` chooses, then all are revealed."""
        self.flow.then(state, (self.collect, {"seats": list(seats), "sealed": {}, "data": data}))

    def _step(self, state: Any):
        return next(s for s in state.agenda if s.do == self.collect)

    def chosen(self, state: Any) -> list[int]:
        """The seats that have chosen, so far, in the choice being collected (none when none is)."""
        step = next((s for s in state.agenda if s.do == self.collect), None)
        return [] if step is None else [s for s in step.data["seats"] if str(s) in step.data["sealed"]]

    def _collect(self, state: Any, step: dict) -> list[Event]:
        waiting = [s for s in step["seats"] if str(s) not in step["sealed"]]
        if waiting:
            self.flow.then(state, (self.collect, step))  # back on the agenda until the last has chosen
            self.flow.decide(state, self.kind, waiting[0], **step["data"])
            return []
        choices = {s: self.codec.decode(step["sealed"][str(s)]) for s in step["seats"]}
        if self.shown:
            reveal = Event(f"All {len(choices)} choices are revealed",
                           {"kind": self.kind, "choices": {str(s): a.to_json() for s, a in choices.items()}},
                           reveals=True)
        else:  # face down: that all have chosen, and nothing of what
            reveal = Event(f"All {len(choices)} have chosen", {"kind": self.kind, "seats": list(step["seats"])},
                           reveals=True)
        return [reveal, *self.revealed(state, choices, step["data"])]

    def _legal(self, state: Any, d) -> list:
        return self.options(state, d.seat, d.data)

    def _seal(self, state: Any, d, action) -> list[Event]:
        self.flow.settle(state)
        sealed = self._step(state).data["sealed"]
        others = bool(sealed)  # another seat has chosen already: its choice is final from now on
        sealed[str(d.seat)] = action.to_json()
        return [Event(f"{self.name(state, d.seat)} has chosen", {"kind": self.kind, "seat": d.seat}, settles=others)]
