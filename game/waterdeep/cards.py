"""Drawing Quest and Intrigue cards into a seat's hands (LW-QST-08): each draw is a chance action;
an empty deck is refilled from its discard (LW-SUP-02), never with completed quests (LW-SUP-03,
which never go to the discard); with nothing to draw, nothing is drawn (G-24)."""
from __future__ import annotations

from game.core.protocol import Event
from game.waterdeep import flow
from game.waterdeep.content import load
from game.waterdeep.state import State

DECKS = {"quest": "quests", "quests": "quests", "intrigue": "intrigue"}  # a bundle's key (or a deck's name) -> the deck


def deck(state: State, name: str):
    return state.quest_deck if name == "quests" else state.intrigue_deck


@flow.step("draw_cards")
def _draw(state: State, data: dict) -> list[Event]:
    name = DECKS[data["deck"]]
    d = deck(state, name)
    n = min(data["count"], len(d) + len(d.discard))
    if n:
        flow.draw(state, "to_seat", name, n, seat=data["seat"])
    return []


@flow.on_draw("to_seat")
def _drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    p = state.seats[data["seat"]]
    if not cards:
        return []
    if cards[0] in load().quests:
        p.quests.extend(cards)  # active quests are face up (LW-INFO-03)
        names = ", ".join(load().quests[q].name for q in cards)
        return [Event(f"{p.name} draws the quest{'s' if len(cards) > 1 else ''} {names}",
                      {"kind": "draw", "seat": data["seat"], "deck": "quests", "cards": list(cards)}, reveals=True)]
    p.intrigue.extend(cards)  # hidden (LW-INFO-02): the event names no card
    return [Event(f"{p.name} draws {len(cards)} Intrigue card{'s' if len(cards) > 1 else ''}",
                  {"kind": "draw", "seat": data["seat"], "deck": "intrigue", "count": len(cards)})]
