"""Rounds (LW-RND-01..07, LW-EOR-01..03, LW-AGT-02..03): eight of them. At each start the round's
VP tokens come off the track, each tile for sale in Builder's Hall gains 1 VP, the bought tiles
pile up their start-of-round goods, plot quests pay their round gains, and at round 5 every seat's
extra agent joins its pool (G-22 fixes that order); then turns begin with the First Player. At
each end every agent goes home; after round 8 comes final scoring (game/waterdeep/scoring.py)."""
from __future__ import annotations

from game.core.protocol import Event
from game.waterdeep import flow, plots, tavern
from game.waterdeep.content import load
from game.waterdeep.state import AMBASSADOR, State

EXTRA_AGENT_ROUND = 5  # LW-SET-03, LW-RND-05


def rounds() -> int:
    return load().config.rounds


@flow.step("start_round")
def _start_round(state: State, data: dict) -> list[Event]:
    state.round += 1
    state.phase = "place"
    r = state.round
    state.round_vp[r - 1] = 0  # LW-RND-02
    events = [Event(f"Round {r} begins", {"kind": "round", "round": r})]
    for slot, tile in enumerate(state.hall):  # LW-RND-03
        if tile:
            state.hall_vp[slot] += 1
    c = load()
    for tile in state.built:  # LW-RND-04, in the order built (G-23)
        more = c.buildings[tile].round_start
        if more:
            pile = state.piles.setdefault(tile, {})
            for kind, n in more.items():
                pile[kind] = pile.get(kind, 0) + n
    n = len(state.seats)
    for k in range(n):  # plot quests that pay at each round start, from the First Player on
        seat = (state.first + k) % n
        for args in plots.plot_args(state, seat, "round_start_gain"):
            events += tavern.gain(state, seat, dict(args.get("bundle") or {}), "a plot quest")
    if r == EXTRA_AGENT_ROUND:  # LW-RND-05, after the other start-of-round steps (G-22)
        for p in state.seats:
            if p.waiting_agent:
                p.waiting_agent = False
                p.agents += 1
                p.pool += 1
        events.append(Event("Every player's extra agent joins the pool", {"kind": "extra_agent", "round": r}))
    if state.ambassador_next >= 0:  # the Ambassador serves the seat that took it, for this round
        holder = state.ambassador_next
        state.ambassador, state.ambassador_next = holder, -1
        p = state.seats[holder]
        p.neutral.append(AMBASSADOR)
        p.agents += 1
        p.pool += 1
        events.append(Event(f"The Ambassador joins {p.name}'s pool for this round",
                            {"kind": "ambassador", "seat": holder}))
    state.turn = -1
    flow.then(state, ("next_turn", {"fresh": True}))  # LW-RND-06, LW-TURN-01
    return events


@flow.step("end_round")
def _end_round(state: State, data: dict) -> list[Event]:
    state.occupants = {}  # LW-EOR-02, LW-AGT-02
    if state.ambassador >= 0:  # the Ambassador goes back to its tile
        p = state.seats[state.ambassador]
        p.neutral.remove(AMBASSADOR)
        p.agents -= 1
        state.ambassador = -1
    for p in state.seats:
        p.pool = p.agents
    state.turn = -1
    events = [Event(f"Round {state.round} ends: every agent goes home", {"kind": "round_end", "round": state.round})]
    if state.round >= rounds():  # LW-END-01
        flow.then(state, ("final_scoring", {}))
    else:
        flow.then(state, ("start_round", {}))  # LW-EOR-03: the marker's holder starts again
    return events
