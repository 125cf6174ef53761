"""Dealing face down (DD-SET-03, DD-DRAFT-01): each seat's cards are one chance draw from a deck,
put into one of the seat's piles (the quests to keep from, the hand to draft from). Everyone
learns how many cards a seat was dealt, never which."""
from __future__ import annotations

from game.core.protocol import Event
from game.draft import flow
from game.draft.state import State

WHAT = {"dealt": "quests", "pack": "draft"}  # the pile -> what the `dealt` event calls the cards


def steps(seats, deck: str, count: int, into: str) -> list:
    """The agenda steps dealing `count` cards of `deck` into pile `into` of each of `seats`."""
    return [("deal", {"seat": s, "deck": deck, "count": count, "into": into}) for s in seats]


@flow.step("deal")
def _deal(state: State, data: dict) -> list[Event]:
    flow.draw(state, "dealt", data["deck"], data["count"], seat=data["seat"], into=data["into"])
    return []


@flow.on_draw("dealt")
def _dealt(state: State, cards: list[str], data: dict) -> list[Event]:
    seat, into = data["seat"], data["into"]
    p = state.seats[seat]
    setattr(p, into, list(cards))
    what = WHAT[into]
    words = "quests" if what == "quests" else "cards"
    return [Event(f"{p.name} is dealt {len(cards)} {words}", {"kind": "dealt", "seat": seat, "count": len(cards),
                                                               "what": what})]
