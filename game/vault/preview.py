"""What an action would do, told before it is done: it is tried on a copy of the position and
the two are compared (what the seat pays, which Followers and City Watch tokens move, who else
is drawn in, and whether dice or a draw follow, so that it could not be taken back). A table asks
this through Match.ask("preview", action) to show a plain confirm; nothing at the table changes."""
from __future__ import annotations

import copy

from game.core.errors import IllegalAction
from game.core.protocol import CHANCE
from game.vault import board, city

PURSE = ("gold", "rumors", "magic", "treasure")


def _purse(state, seat: int) -> dict:
    p = state.seats[seat]
    return {"gold": p.gold, "rumors": p.rumors, "magic": len(p.magic), "treasure": len(p.treasure)}


def _moves(before, after) -> list[dict]:
    """Each seat's groups that changed place: {"seat", "place", "was", "now"} (counts F, R, W)."""
    out = []
    for seat, (old, new) in enumerate(zip(before.followers, after.followers)):
        for place in sorted(set(old) | set(new)):
            was, now = list(old.get(place, (0, 0, 0))), list(new.get(place, (0, 0, 0)))
            if was != now:
                out.append({"seat": seat, "place": place, "was": was, "now": now})
    return out


def _name(state, place: str) -> str:
    if place == board.YP or board.is_slot(place):
        return city.place_name(state, place)
    return {"dungeon": "Undermountain", "vault": "the Vault"}.get(place, place)


def preview(state, action, to_act, apply) -> dict:
    """{"refused": reason} or {"seat", "pays": {good: n}, "moves": [...], "watch": [[from, to]],
    "drawn_in": [seats], "places": {place: name}, "then": "dice" | "cards" | "", "undoable": bool,
    "told": [event sentences]}. `to_act` and `apply`: the rules' own (handed in by rules.py)."""
    seat = to_act(state)
    twin = copy.deepcopy(state)
    try:
        events = apply(twin, action)
    except IllegalAction as exc:
        return {"refused": exc.reason}
    if seat is None or seat == CHANCE:
        return {"refused": "no one is deciding now"}
    was, now = _purse(state, seat), _purse(twin, seat)
    pays = {good: was[good] - now[good] for good in PURSE if was[good] > now[good]}
    watch = [[a.place, b.place] for a, b in zip(state.watch, twin.watch) if a.place != b.place]
    moves = _moves(state, twin)
    fighting = {s.seat for s in twin.fight.sides if s.seat != seat} if twin.fight else set()
    drawn_in = sorted(fighting | {m["seat"] for m in moves if m["seat"] != seat})
    nxt = to_act(twin)
    then = ""
    if nxt == CHANCE:
        then = "dice" if twin.chance is not None and twin.chance.dice else "cards"
    places = {p: _name(state, p) for p in {m["place"] for m in moves} | {p for w in watch for p in w}}
    return {"seat": seat, "pays": pays, "moves": moves, "watch": watch, "drawn_in": drawn_in, "places": places,
            "then": then, "undoable": not then and not any(e.reveals for e in events),
            "told": [e.text for e in events if e.text]}

