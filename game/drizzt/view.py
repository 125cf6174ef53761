"""What the party sees: everything on the table (a co-op game hides nothing between heroes),
but not the order of the tile, monster, encounter and treasure decks."""
from __future__ import annotations

from game.core.codec import _fields, to_data
from game.drizzt import hints, scale
from game.drizzt.flow import flow
from game.drizzt.state import State


_HIDDEN = {"tile_deck": lambda d: len(d)} | {  # the decks show their size and discards only
    f"{name}_deck": lambda d: {"draw": len(d), "discard": list(d.discard)} for name in ("monster", "encounter", "treasure")}


def view(state: State, seat: int) -> dict:
    data = {f.name: (_HIDDEN[f.name] if f.name in _HIDDEN else to_data)(getattr(state, f.name))
            for f in _fields(State)}  # to_data(state) but the decks, never encoded to be replaced
    data["seat"] = seat
    for m in data["monsters"]:  # full Health as scaled for the party (a tooltip's "4/8", a bloodied check)
        m["full"] = scale.full_health(state.adventure, len(state.heroes), m["card"])
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
