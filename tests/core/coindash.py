"""Coin Dash: a tiny test-only game that exercises every part of the core.

Seats take turns. On your turn you may play coin cards from your hidden hand (each a
card shown is a reveal), raise your stake up to 3 (each raise a decision, undoable), then
end your turn in one of three ways: Gamble (roll a d6 and the casualty die: gain the d6
plus the stake, minus (2 + stake) per skull, never below zero), Draw (take a card from the
deck into your hand), or Rest. First to the target wins; after 60 turns the highest
score wins.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.chance import RollSpec
from game.core.deck import Deck
from game.core.errors import IllegalAction, SetupError
from game.core.info import GameInfo
from game.core.protocol import CHANCE, Action, Draw, Event, Outcome, Roll

VALUES = {"coin1": 1, "coin2": 2, "gem5": 5}
CARDS = ["coin1"] * 6 + ["coin2"] * 4 + ["gem5"] * 2
MAX_TURNS = 60


@dataclass
class State:
    scores: list[int]
    hands: list[list[str]]
    deck: Deck
    turn: int = 0
    turns_taken: int = 0
    pending: str = ""  # "", "gamble" or "draw": a chance action is owed
    stake: int = 0
    target: int = 15


@dataclass(frozen=True)
class Play(Action):
    kind: ClassVar[str] = "play"
    card: str


@dataclass(frozen=True)
class Raise(Action):
    kind: ClassVar[str] = "raise"


@dataclass(frozen=True)
class Gamble(Action):
    kind: ClassVar[str] = "gamble"


@dataclass(frozen=True)
class TakeCard(Action):
    kind: ClassVar[str] = "take"


@dataclass(frozen=True)
class Rest(Action):
    kind: ClassVar[str] = "rest"


ACTIONS = (Play, Raise, Gamble, TakeCard, Rest)


def new_game(setup: dict) -> State:
    seats = setup.get("seats", [])
    if not 1 <= len(seats) <= 4:
        raise SetupError("Coin Dash takes 1 to 4 seats")
    order = setup.get("deck_orders", {}).get("coins")
    return State(scores=[0] * len(seats), hands=[[] for _ in seats],
                 deck=Deck.of("coins", CARDS, order), target=int(setup.get("target", 15)))


def to_act(state: State):
    if outcome(state) is not None:
        return None
    return CHANCE if state.pending else state.turn


def chance(state: State):
    if state.pending == "gamble":
        return RollSpec(("d6", "casualty"), "gamble")
    return state.deck.draw_spec(1)


def legal_actions(state: State) -> list[Action]:
    plays = [Play(card) for card in sorted(set(state.hands[state.turn]))]
    raises = [Raise()] if state.stake < 3 else []
    take = [TakeCard()] if len(state.deck) or state.deck.discard else []
    return [*plays, *raises, Gamble(), *take, Rest()]


def apply(state: State, action: Action) -> list[Event]:
    if to_act(state) is None:
        raise IllegalAction("the game is over")
    if isinstance(action, Roll):
        return _resolve_gamble(state, action)
    if isinstance(action, Draw):
        return _resolve_draw(state, action)
    if state.pending:
        raise IllegalAction("the dice or cards must be resolved first")
    seat = state.turn
    if isinstance(action, Play):
        if action.card not in state.hands[seat]:
            raise IllegalAction(f"you hold no {action.card}")
        state.hands[seat].remove(action.card)
        state.scores[seat] += VALUES[action.card]
        state.deck.put_discard(action.card)
        return [Event(f"Seat {seat} plays {action.card}", {"card": action.card}, reveals=True)]
    if isinstance(action, Raise):
        if state.stake >= 3:
            raise IllegalAction("the stake is already 3")
        state.stake += 1
        return [Event(f"Seat {seat} raises the stake to {state.stake}")]
    if isinstance(action, Gamble):
        state.pending = "gamble"
        return [Event(f"Seat {seat} gambles")]
    if isinstance(action, TakeCard):
        if not len(state.deck) and not state.deck.discard:
            raise IllegalAction("the deck is empty")
        state.pending = "draw"
        return [Event(f"Seat {seat} draws")]
    if isinstance(action, Rest):
        _end_turn(state)
        return [Event(f"Seat {seat} rests")]
    raise IllegalAction(f"Coin Dash has no action {action.kind!r}")


def _resolve_gamble(state: State, roll: Roll) -> list[Event]:
    RollSpec(("d6", "casualty")).check(roll)
    d6, skulls = roll.values
    gain = max(0, d6 + state.stake - (2 + state.stake) * skulls)
    state.scores[state.turn] += gain
    state.pending = ""
    seat = state.turn
    _end_turn(state)
    return [Event(f"Seat {seat} rolls {d6} with {skulls} skull(s): +{gain}", {"gain": gain})]


def _resolve_draw(state: State, draw: Draw) -> list[Event]:
    cards = state.deck.take(draw, 1)
    state.hands[state.turn].extend(cards)
    state.pending = ""
    seat = state.turn
    _end_turn(state)
    return [Event(f"Seat {seat} draws a card", {"cards": cards}, reveals=True)]


def _end_turn(state: State) -> None:
    state.turn = (state.turn + 1) % len(state.scores)
    state.stake = 0
    state.turns_taken += 1


def view(state: State, seat: int) -> dict:
    return {
        "scores": list(state.scores),
        "hand": list(state.hands[seat]),
        "hand_sizes": [len(h) for h in state.hands],
        "deck_size": len(state.deck),
        "discard": list(state.deck.discard),
        "turn": state.turn,
    }


def outcome(state: State) -> Outcome | None:
    best = max(state.scores)
    if best >= state.target or state.turns_taken >= MAX_TURNS:
        winners = tuple(i for i, s in enumerate(state.scores) if s == best)
        why = "reached the target" if best >= state.target else "the turns ran out"
        return Outcome(winners, why, tuple(state.scores))
    return None


INFO = GameInfo(
    id="coindash", title="Coin Dash (test game)", module=__name__, min_seats=1, max_seats=4,
    has_secrets=True, blurb="A tiny game that proves the engine core.",
)
