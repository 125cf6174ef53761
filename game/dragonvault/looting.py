"""Taking a card from another hand, face down: looting a dead champion's hand (DV-LOOT-01..05: one
card, by the seat whose turn it is) and stealing (Expert Thief; not looting, DV-LOOT-02). The taker
points at a face-down card (Blind(slot)); which card lies there is chance (a draw from that hand),
so the order a hand is kept in tells nothing (issue 17: the looter picks face down)."""
from __future__ import annotations

from game.core.protocol import Event
from game.dragonvault import flow
from game.dragonvault.actions import Blind
from game.dragonvault.state import State

WORDS = {"loot": ("loots", "looted"), "steal": ("steals", "stolen")}


@flow.step("take_blind")
def _take_blind(state: State, data: dict) -> list[Event]:
    taker, victim = data["seat"], data["victim"]
    hand = state.seats[victim].hand
    if not hand or not state.seats[taker].alive or (data["why"] == "steal" and not state.seats[victim].alive):
        return []
    flow.decide(state, data["why"], taker, victim=victim, slots=len(hand))
    return []


def _legal(state: State, d) -> list:
    return [Blind(i) for i in range(d.data["slots"])]


def _apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    hand = state.seats[d.data["victim"]].hand
    flow.draw(state, "take_blind", "hand", 1, pool=sorted(hand), seat=d.seat, victim=d.data["victim"],
              why=d.kind, slot=action.slot)
    return []


flow.decision("loot", "pick a face-down card from the fallen champion's hand")((_legal, _apply))
flow.decision("steal", "pick a face-down card from their hand")((_legal, _apply))


@flow.on_draw("take_blind")
def _taken(state: State, cards: list[str], data: dict) -> list[Event]:
    taker, victim = state.seats[data["seat"]], state.seats[data["victim"]]
    card = cards[0]
    victim.hand.remove(card)
    taker.hand.append(card)
    verb, kind = WORDS[data["why"]]
    return [Event(f"{taker.name} {verb} a card from {victim.name}",
                  {"kind": kind, "seat": data["seat"], "victim": data["victim"]}, reveals=True)]
