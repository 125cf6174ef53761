"""Where an effect list lives in the content, as plain data the agenda can hold: a `ref` is a path
from a card or champion id (`[card, "effects"]`, `[champion, "abilities", 0, "effects"]`, a roll
table's row `[..., "table", 2, "effects"]`, an option, an `otherwise`). `run` queues a list of
effects to happen next; game/dragonvault/effects.py does them."""
from __future__ import annotations

from game.dragonvault import flow
from game.dragonvault.content import load
from game.dragonvault.state import State

_AT: dict[tuple, object] = {}


def at(ref: list):
    """The content object at this path (kept: content does not change while the game runs)."""
    key = tuple(ref)
    got = _AT.get(key)
    if got is None:
        obj = load().card(ref[0])
        for token in ref[1:]:
            obj = obj[token] if isinstance(token, int) else getattr(obj, token)
        got = _AT[key] = obj
    return got


def run(state: State, ref: list, ctx: dict) -> None:
    """Queue the effects at `ref` to happen next, in order, for `ctx` (see effects.py)."""
    if at(ref):
        flow.then(state, ("effects", {"ref": list(ref), "i": 0, "ctx": dict(ctx)}))
