"""Treasure (LD-TRS): the hero who defeats a monster draws one card a turn, and keeps it or gives
it to another hero, once and for good."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt.actions import Give
from game.drizzt.content import load
from game.drizzt.flow import flow
from game.drizzt.state import State


@flow.step("treasure")
def _treasure(state: State, data: dict) -> list[Event]:
    if not (len(state.treasure_deck) or state.treasure_deck.discard):  # LD-QA-01: the discard is reshuffled
        return []
    flow.draw(state, "treasure", "treasure", 1, hero=data["hero"])
    return []


@flow.on_draw("treasure")
def _drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    if not cards:
        return []
    i = data["hero"]
    hero = state.heroes[i]
    flow.decide(state, "give", hero.seat, hero=i, card=cards[0])
    return [Event(f"{hero.name} finds {load().treasures[cards[0]].name}", {"hero": i, "card": cards[0]})]


def _legal(state: State, d) -> list:
    return [Give(k) for k, h in enumerate(state.heroes) if not h.escaped]


def _apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    card = d.data["card"]
    state.heroes[action.hero].items.append(card)  # LD-TRS-02/03
    who = state.heroes[action.hero].name
    return [Event(f"{who} takes {load().treasures[card].name}", {"hero": action.hero, "card": card})]


flow.decision("give", "Keep the treasure, or give it to another hero?")((_legal, _apply))
