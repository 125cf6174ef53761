"""Rounds (DD-RND-01..03, DD-EOR-01..03): four of them, each a Draft, a Play and an End phase.
The starting player moves one seat clockwise each round (the seat that played second starts);
this-round effects of card text end with the round; after round 4 comes the final tally."""
from __future__ import annotations

from game.core.protocol import Event
from game.draft import flow
from game.draft.content import load
from game.draft.state import State


def starting_seat(state: State, round_no: int) -> int:
    """The starting player of a round: the first one, moved clockwise once a round (DD-RND-03)."""
    return (state.first + round_no - 1) % len(state.seats)


@flow.step("start_round")
def _start_round(state: State, data: dict) -> list[Event]:
    state.round += 1
    state.starting = starting_seat(state, state.round)
    state.phase, state.pick, state.active, state.turn_index = "draft", 0, -1, 0
    for p in state.seats:
        p.play_area.append([])  # this round's row of the play area
    name = state.seats[state.starting].name
    flow.then(state, "deal_packs")
    return [Event(f"Round {state.round} begins; {name} plays first",
                  {"kind": "round", "number": state.round, "starting": state.starting})]


@flow.step("end_round")
def _end_round(state: State, data: dict) -> list[Event]:
    for p in state.seats:  # DD-CARD-05, DD-EOR-03: text effects last this round only
        p.attack_bonus = p.discount = p.income_bonus = 0
    state.active = -1
    if state.round >= load().config.rounds:  # DD-RND-01, DD-EOR-01
        flow.then(state, "final_scoring")
    else:
        flow.then(state, "start_round")
    return [Event(f"Round {state.round} ends", {"kind": "round_end", "number": state.round})]
