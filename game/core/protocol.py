"""The one protocol every game speaks: actions, events, outcomes and the Rules surface.

A rules module provides:
    new_game(setup: dict) -> State
    to_act(state) -> int (a seat) | CHANCE | None (game over)
    legal_actions(state) -> list[Action]          for the seat to act
    chance(state) -> RollSpec | DrawSpec          when to_act is CHANCE
    apply(state, action) -> list[Event]           raises IllegalAction, state untouched
    view(state, seat) -> dict                     what that seat may see
    outcome(state) -> Outcome | None
    State: type                                   the state dataclass (for JSON)
    ACTIONS: tuple[type, ...]                      the decision action classes
"""
from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, ClassVar, Protocol

from game.core.action_text import action_text, parse_action
from game.core.codec import from_data, to_data
from game.core.errors import CodecError

CHANCE = "chance"


class Action:
    """Base of every action: a frozen dataclass with a `kind` and one text form, its str()."""

    kind: ClassVar[str] = "action"

    def to_json(self) -> dict:
        data = to_data(self)
        data["kind"] = self.kind
        return data

    def __str__(self) -> str:
        """The action's one text form, `kind name=value name=a,b`, which `ActionCodec.parse`
        reads back to an equal action (game/core/action_text.py). Subclasses keep it: the
        sentences a player reads belong to events and to each table's words."""
        return action_text(self)


class Unordered:
    """Mixed into an action whose fields named in `sets` each hold a set (cards spent together,
    places named together, the targets of one attack): whatever order they are given in, they
    are kept sorted, so one set is one action and compares, hashes and saves the same."""

    sets: ClassVar[tuple[str, ...]] = ()

    def __post_init__(self) -> None:
        for name in self.sets:
            value = getattr(self, name)
            ordered = tuple(sorted(value))
            if ordered != value:
                object.__setattr__(self, name, ordered)


@dataclass(frozen=True)
class Roll(Action):
    """Chance: these dice showed these values."""

    kind: ClassVar[str] = "roll"
    dice: tuple[str, ...]
    values: tuple[int, ...]


@dataclass(frozen=True)
class Draw(Action):
    """Chance: these cards came off this deck, in this order."""

    kind: ClassVar[str] = "draw"
    deck: str
    cards: tuple[str, ...]


CHANCE_ACTIONS: tuple[type, ...] = (Roll, Draw)


@dataclass
class Event:
    """Something that happened: a sentence for the log and data for the UI to animate."""

    text: str
    data: dict = field(default_factory=dict)
    reveals: bool = False  # hidden information became known: undo stops here
    settles: bool = False  # the decisions before this one are final (another seat has acted on them): undo stops before it


@dataclass(frozen=True)
class Outcome:
    """How a game ended: who won (several in a co-op win or a tie), scores, why."""

    winners: tuple[int, ...]
    reason: str
    scores: tuple[int, ...] = ()


class ActionCodec:
    """Turns actions into JSON and back for one game's action classes plus chance actions."""

    def __init__(self, classes: tuple[type, ...]):
        self.classes = {cls.kind: cls for cls in (*classes, *CHANCE_ACTIONS)}

    def decode(self, data: Any) -> Action:
        if not isinstance(data, dict) or not isinstance(data.get("kind"), str):
            raise CodecError("an action must be an object with a 'kind'")
        cls = self.classes.get(data["kind"])
        if cls is None:
            raise CodecError(f"unknown action kind {data['kind']!r}")
        body = {k: v for k, v in data.items() if k != "kind"}
        return from_data(cls, body, f"action {data['kind']}")

    def parse(self, text: str) -> Action:
        """Read an action's text form `kind name=value name=a,b` (what str() prints)."""
        return parse_action(self.classes, text)


class Rules(Protocol):
    """The surface of a rules module (see the module docstring)."""

    State: type
    ACTIONS: tuple[type, ...]

    def new_game(self, setup: dict) -> Any: ...
    def to_act(self, state: Any) -> int | str | None: ...
    def legal_actions(self, state: Any) -> list[Action]: ...
    def chance(self, state: Any) -> Any: ...
    def apply(self, state: Any, action: Action) -> list[Event]: ...
    def view(self, state: Any, seat: int) -> dict: ...
    def outcome(self, state: Any) -> Outcome | None: ...
