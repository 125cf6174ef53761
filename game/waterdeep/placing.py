"""Turns of a round (LW-TURN-01..08): from the First Player to the left, each seat with an agent in
its pool assigns exactly one to an open space (LW-TURN-02, LW-TURN-06); a seat with no agents
left is skipped (LW-TURN-05); a seat with agents but no open space passes (LW-TURN-04, G-27).
When nobody can assign any more, the Harbor's agents are reassigned (game/waterdeep/harbor.py)."""
from __future__ import annotations

from game.core.protocol import Event
from game.waterdeep import board, flow, spaces
from game.waterdeep.actions import Assign
from game.waterdeep.state import Decision, State


def next_seat(state: State, fresh: bool) -> tuple[int, list[int]]:
    """The seat whose turn comes next (-1: nobody can assign) and the seats passed over with
    agents but no open space."""
    n = len(state.seats)
    start = state.first if fresh or state.turn < 0 else (state.turn + 1) % n
    passed = []
    for k in range(n):
        s = (start + k) % n
        if state.seats[s].pool <= 0:
            continue
        if spaces.any_open(state, s):
            return s, passed
        passed.append(s)
    return -1, passed


@flow.step("next_turn")
def _next_turn(state: State, data: dict) -> list[Event]:
    seat, passed = next_seat(state, data.get("fresh", False))
    events = [Event(f"{state.seats[s].name} has no open space and passes", {"kind": "pass", "seat": s})
              for s in passed]
    if seat < 0:
        state.turn = -1
        flow.then(state, ("harbor_reassign", {"index": 0}))
        return events
    state.turn = seat
    flow.decide(state, "place", seat)
    return events


def _place_legal(state: State, d: Decision) -> list:
    return [Assign(s) for s in spaces.open_spaces(state, d.seat)]


def _place_apply(state: State, d: Decision, action: Assign) -> list[Event]:
    flow.settle(state)
    return assign(state, d.seat, action.space, then=("turn_end", {"seat": d.seat, "next": True}))


def assign(state: State, seat: int, space_id: str, *, then, reassigned_from: str = "") -> list[Event]:
    """Stand the agent on the space, then visit it (its action, once: LW-ASG-03) and go on with
    `then` (the turn's end, or nothing for an effect's reassignment inside a turn)."""
    p = state.seats[seat]
    if not reassigned_from:
        p.pool -= 1
    spaces.put(state, seat, space_id)
    sp = board.space(space_id)
    steps = [("visit", {"seat": seat, "space": space_id})]
    if then:
        steps.append(then)
    flow.then(state, *steps)
    if reassigned_from:
        text = f"{p.name} reassigns an agent from {board.space(reassigned_from).name} to {sp.name}"
        return [Event(text, {"kind": "reassign", "seat": seat, "space": space_id, "from": reassigned_from})]
    return [Event(f"{p.name} assigns an agent to {sp.name}", {"kind": "assign", "seat": seat, "space": space_id})]


@flow.explain("place")
def _place_explain(state: State, d: Decision, action) -> str:
    if isinstance(action, Assign):
        return spaces.closed_reason(state, d.seat, action.space)
    return "you must assign an agent: you may not pass while a space is open to you"


flow.decision("place", "Where do you assign your agent?")((_place_legal, _place_apply))
