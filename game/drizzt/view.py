"""What the party sees: everything on the table (a co-op game hides nothing between heroes),
but not the order of the tile, monster, encounter and treasure decks."""
from __future__ import annotations

from game.core.codec import to_data
from game.drizzt import hints
from game.drizzt.flow import flow
from game.drizzt.state import State


def view(state: State, seat: int) -> dict:
    data = to_data(state)
    data["tile_deck"] = len(state.tile_deck)
    for name in ("monster", "encounter", "treasure"):
        deck = getattr(state, f"{name}_deck")
        data[f"{name}_deck"] = {"draw": len(deck), "discard": list(deck.discard)}
    data["seat"] = seat
    data["numbers"] = [hints.numbers(state, i) for i in range(len(state.heroes))]  # Speed, Defense... as counted now
    data["chance"] = None if state.chance is None else {"purpose": state.chance.purpose,
                                                        "dice": list(state.chance.dice),
                                                        "hero": state.chance.data.get("hero")}  # who it is for
    if state.decisions:
        d = state.decisions[-1]
        data["decision"] = {"kind": d.kind, "seat": d.seat, "data": dict(d.data),
                            "question": flow.DECISIONS[d.kind][2]}
    else:
        data["decision"] = None
    return data
