"""What one seat may see (the contract's view, section 3): the table, every champion, companion,
damage and frost, the discard pile face up, the side deck, the pool; a hand only to its owner
(every living hand at the end), through game/core/hidden; a question's options and private data
only to the seat asked (a response question shows the others only that the seat is thinking, and
what a peek shows stays with the peeker). Seat -1 is a spectator: no secrets."""
from __future__ import annotations

from game.core import hidden
from game.dragonvault import champions, flow, responses, treasure, turn
from game.dragonvault.content import load
from game.dragonvault.state import State

SECRECY = {"respond": hidden.THINKING, "peek": hidden.Secrecy(shown=("count", "placed"))}
FIELDS = {"pay": ("owed", "card", "pool", "decline"), "target": ("targets", "card"), "absorb": ("amount", "companions", "card"),
          "respond": ("trigger", "cards", "amount", "card", "source"), "loot": ("victim", "slots"),
          "steal": ("victim", "slots"), "peek": ("cards", "count", "placed"), "discard": ("amount",), "salvage": ("cards",),
          "choose": ("labels", "card"), "champion": ("champions",), "play": ()}


def _seat(state: State, s: int, viewer: int, over: bool) -> dict:
    p = state.seats[s]
    c = load()
    shown = over and p.alive
    seen = hidden.pile(s, -2 if shown else viewer, p.hand, count="hand_count", shown="hand")
    if shown:
        seen["hand"] = list(p.hand)
    own = "hand" in seen
    return {
        "seat": s, "name": p.name, "champion": p.champion, "toughness": champions.toughness(state, s),
        "damage": p.damage, "frozen": p.frozen, "thaws_on_turn": p.thaws_on_turn, "alive": p.alive,
        "companions": [{"card": k.card, "toughness": c.cards[k.card].toughness, "damage": k.damage,
                        "frozen": k.frozen} for k in p.companions],
        "hand_count": seen["hand_count"], "hand": seen.get("hand", []),
        "treasure": treasure.in_hand(state, s) if own else None,
        "relics": treasure.relics(p.hand) if own else None, "team": p.team,
        "kind": p.kind, "bot": p.bot, "colour": p.colour, "turns": p.turns,
    }


def _data(state: State, d) -> dict:
    data = {k: d.data[k] for k in FIELDS.get(d.kind, ()) if k in d.data}
    if d.kind == "pay":
        have = state.pool if d.data["pool"] else d.data["paid"]
        data["owed"] = max(0, d.data["owed"] - have)
    elif d.kind == "peek":
        data["cards"], data["count"] = sorted(state.peeking), len(state.peeking)
        data["placed"] = len(d.data["order"])  # cards put back already, this peek
    return data


def question(state: State, viewer: int, legal: list) -> dict | None:
    d = flow.owed(state)
    if d is None or state.chance is not None or state.phase == "over":
        return None
    prompt = responses.PROMPTS.get(d.data.get("trigger", ""), "") if d.kind == "respond" else flow.DECISIONS[d.kind][2]
    q = hidden.decision(d.kind, d.seat, _data(state, d), viewer, prompt, SECRECY)
    out = {"kind": q["kind"], "seat": q["seat"], "prompt": q.get("question", ""), **q["data"]}
    if viewer == d.seat:
        out["options"] = [str(a) for a in legal]
    return out


def _playable(state: State, seat: int) -> list[dict]:
    d = flow.owed(state)
    if d is None or d.seat != seat or d.kind not in ("play", "respond") or state.chance is not None:
        return []
    c = load().cards
    out = []
    for card in sorted(set(state.seats[seat].hand)):
        kind = c[card]
        if d.kind == "respond":
            ok = card in d.data["cards"]
            out.append({"card": card, "cost": kind.cost, "targets": [], "why": "" if ok else "not at this moment"})
            continue
        out.append({"card": card, "cost": kind.cost, "targets": turn.target_seats(state, seat, card),
                    "why": turn.why_not_card(state, seat, card, _any_target(state, seat, card))})
    return out


def _any_target(state: State, seat: int, card: str) -> int:
    if load().cards[card].target == "none":
        return -1
    seats = turn.target_seats(state, seat, card)
    return seats[0] if seats else -1


def view(state: State, seat: int) -> dict:
    """The table as `seat` sees it."""
    over = state.phase == "over"
    d = flow.owed(state)
    legal = (flow.DECISIONS[d.kind][0](state, d) if d is not None and d.seat == seat and state.chance is None
             and not over else [])
    return {
        "game": "dragonvault", "viewer": seat, "phase": state.phase, "active": state.active, "turn": state.turn,
        "deck_count": len(state.adventure), "discard": list(state.adventure.discard), "side": dict(state.side),
        "pool": state.pool, "teams": list(state.teams) if state.teams is not None else None,
        "order_rolls": [list(r) for r in state.order_rolls],
        "seats": [_seat(state, s, seat, over) for s in range(len(state.seats))],
        "playable": _playable(state, seat) if 0 <= seat < len(state.seats) else [],
        "question": question(state, seat, legal),
        "encounter": dict(state.encounter) if state.encounter else None,
        "peeking": sorted(state.peeking) if d is not None and d.kind == "peek" and d.seat == seat else [],
        "last_roll": dict(state.last_roll) if state.last_roll else None,
        "final": _final(state.final) if over and state.final else None,
    }


def _final(final: dict) -> dict:
    return {"hands": [list(h) for h in final["hands"]], "totals": list(final["totals"]),
            "team_totals": list(final["team_totals"]) if final["team_totals"] is not None else None,
            "relics": list(final["relics"]), "winners": list(final["winners"]), "reason": final["reason"]}
