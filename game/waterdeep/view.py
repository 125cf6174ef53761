"""What one seat may see (LW-INFO-01..04): the whole board and every seat's public pieces, but
only its own Lord and Intrigue hand (the Lords of all are shown once the game is over), and the
options of a question only to the seat it is asked of. Seat -1 is a spectator: no secrets."""
from __future__ import annotations

from game.waterdeep import board, flow, quests
from game.waterdeep.content import load
from game.waterdeep.state import HARBOR, KINDS, State
from game.waterdeep.tavern import words

PLACING = ("place", "reassign", "redeploy")  # the questions answered by putting an agent on a space


def _seat(state: State, s: int, viewer: int, over: bool) -> dict:
    p = state.seats[s]
    own = s == viewer
    quests_c = load().quests
    done_types: dict[str, int] = {}
    for q in p.done:
        t = quests_c[q].type
        done_types[t] = done_types.get(t, 0) + 1
    return {
        "name": p.name, "colour": p.colour, "vp": p.vp, "gold": p.gold, "tavern": dict(p.tavern),
        "pool": p.pool, "agents": p.agents, "waiting_agent": p.waiting_agent, "neutral": list(p.neutral),
        "quests": list(p.quests), "mandatory": list(p.mandatory), "done_count": len(p.done),
        "plots": list(p.plots), "done": list(p.done) if own or over else [],
        "done_types": done_types if own or over else {},
        "intrigue": list(p.intrigue) if own else [], "intrigue_count": len(p.intrigue),
        "lord": p.lord if own or over else None, "buildings": list(p.buildings),
        "blocked": quests.blocked(state, s) if own else [],
    }


def _spaces(state: State) -> list[dict]:
    out = []
    for sid in board.in_play(state):
        sp = board.space(sid)
        here = state.occupants.get(sid, [])
        out.append({"id": sid, "building": sp.building, "name": sp.name, "text": sp.text,
                    "occupant": here[0] if here else -1, "occupants": list(here), "harbor": sid in HARBOR,
                    "owner": state.owner.get(sid, -1), "pile": dict(state.piles.get(sid, {}))})
    return out


def _label(state: State, d, action) -> str:
    """An option of a question in plain words."""
    c = load()
    kind = action.kind
    if kind == "assign":
        return board.space(action.space).name + (f" ({board.space(action.space).text})" if board.space(action.space).text else "")
    if kind == "pick":
        card = action.card
        for table in (c.quests, c.buildings, c.intrigue):
            if card in table:
                return table[card].name
        return card
    if kind == "target":
        return state.seats[action.seat].name
    if kind == "choose":
        return words(d.data["options"][action.option])
    if kind == "complete":
        return (c.quests.get(action.quest) or c.intrigue[action.quest]).name
    if kind == "recall":
        return f"the agent on {board.space(action.space).name}"
    return "End the turn" if d.kind == "complete" else "Let it go"


def _asked(state: State, viewer: int, legal: list) -> dict | None:
    d = flow.owed(state)
    if d is None:
        return None
    asked = {"kind": d.kind, "seat": d.seat, "what": flow.DECISIONS[d.kind][2], "options": []}
    if viewer == d.seat:
        asked["options"] = [{"action": str(a), "label": _label(state, d, a)} for a in legal]
        asked["card"] = d.data.get("card", "")  # the intrigue card being played, for its targets (the bots read it)
    return asked


def view(state: State, seat: int) -> dict:
    """The table as `seat` sees it."""
    over = state.phase == "over"
    d = flow.owed(state)
    legal = flow.DECISIONS[d.kind][0](state, d) if d is not None and d.seat == seat and state.chance is None else []
    open_now = [a.space for a in legal if d.kind in PLACING]
    phase = state.phase if state.phase in ("place", "reassign", "over") else "place"
    return {
        "seat": seat, "round": max(1, state.round), "rounds": len(state.round_vp), "phase": phase,
        "round_vp": list(state.round_vp), "first": state.first, "turn": state.turn,
        "seats": [_seat(state, s, seat, over) for s in range(len(state.seats))],
        "spaces": _spaces(state),
        "hall": [{"building": b, "vp": v} for b, v in zip(state.hall, state.hall_vp)],
        "inn": list(state.inn),
        "decks": {"quests": len(state.quest_deck), "intrigue": len(state.intrigue_deck),
                  "buildings": len(state.building_deck)},
        "discards": {"quests": len(state.quest_deck.discard), "intrigue": len(state.intrigue_deck.discard)},
        "supply": {k: state.supply[k] for k in KINDS},
        "open": open_now,
        "payable": quests.payable(state, seat) if 0 <= seat < len(state.seats) else [],
        "asked": _asked(state, seat, legal),
        "final": [dict(r) for r in state.final] if over else None,
        "ambassador": state.ambassador, "ambassador_next": state.ambassador_next,
    }

