"""Cards moved by choice: discarding from the hand, salvaging from the discard pile, and putting
peeked cards back on the adventure deck in any order (the first card put back is drawn first)."""
from __future__ import annotations

from game.core.common_actions import Pick
from game.core.protocol import Event
from game.dragonvault import flow
from game.dragonvault.content import load
from game.dragonvault.state import State


# -- discard: each seat discards cards of its own choice --------------------------------------------------
@flow.step("discard_some")
def _discard_some(state: State, data: dict) -> list[Event]:
    p = state.seats[data["seat"]]
    if p.alive and p.hand and data["left"] > 0:
        flow.decide(state, "discard", data["seat"], amount=data["left"])
    return []


def _discard_legal(state: State, d) -> list:
    return [Pick(c) for c in sorted(set(state.seats[d.seat].hand))]


def _discard_apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    p = state.seats[d.seat]
    p.hand.remove(action.card)
    state.adventure.discard.append(action.card)
    if d.data["amount"] > 1:
        flow.then(state, ("discard_some", {"seat": d.seat, "left": d.data["amount"] - 1}))
    return [Event(f"{p.name} discards {load().card(action.card).name}",
                  {"kind": "discarded", "seat": d.seat, "card": action.card}, reveals=True)]


flow.decision("discard", "choose a card to discard")((_discard_legal, _discard_apply))


# -- salvage: one card of the named types from the discard pile ------------------------------------------------
def salvageable(state: State, types: list[str]) -> list[str]:
    cards = load().cards
    return sorted({c for c in state.adventure.discard if c in cards and cards[c].type in types})


@flow.step("salvage")
def _salvage(state: State, data: dict) -> list[Event]:
    if state.seats[data["seat"]].alive and salvageable(state, data["types"]):
        flow.decide(state, "salvage", data["seat"], types=data["types"], cards=salvageable(state, data["types"]))
    return []


def _salvage_legal(state: State, d) -> list:
    return [Pick(c) for c in salvageable(state, d.data["types"])]


def _salvage_apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    p = state.seats[d.seat]
    pile = state.adventure.discard
    del pile[len(pile) - 1 - pile[::-1].index(action.card)]  # the topmost copy
    p.hand.append(action.card)
    return [Event(f"{p.name} takes {load().card(action.card).name} from the discard pile",
                  {"kind": "salvaged", "seat": d.seat, "card": action.card}, reveals=True)]


flow.decision("salvage", "take a card from the discard pile")((_salvage_legal, _salvage_apply))


# -- peek: the top cards, put back in any order ----------------------------------------------------------------
@flow.step("peek")
def _peek(state: State, data: dict) -> list[Event]:
    n = min(data["amount"], len(state.adventure))
    if n and state.seats[data["seat"]].alive:
        flow.draw(state, "peek", "adventure", n, seat=data["seat"])
    return []


@flow.on_draw("peek")
def _peeked(state: State, cards: list[str], data: dict) -> list[Event]:
    p = state.seats[data["seat"]]
    if len(cards) > 1:
        state.peeking = list(cards)
        flow.decide(state, "peek", data["seat"], order=[])
    else:
        state.adventure.top[0:0] = cards
    return [Event(f"{p.name} looks at the top {len(cards)} cards of the adventure deck",
                  {"kind": "peeked", "seat": data["seat"], "count": len(cards)}, reveals=True)]


def _peek_legal(state: State, d) -> list:
    return [Pick(c) for c in sorted(set(state.peeking))]


def _peek_apply(state: State, d, action) -> list[Event]:
    state.peeking.remove(action.card)
    d.data["order"].append(action.card)
    if len(state.peeking) == 1:
        d.data["order"].append(state.peeking.pop())
    if not state.peeking:
        flow.settle(state)
        state.adventure.top[0:0] = d.data["order"]
        return [Event(f"{state.seats[d.seat].name} puts the cards back", {"kind": "put_back", "seat": d.seat})]
    return []


flow.decision("peek", "choose the next card to put back on top of the deck")((_peek_legal, _peek_apply))
