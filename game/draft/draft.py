"""The Draft phase (DD-DRAFT-01..07): 7 cards dealt face down to each seat; every seat picks one
at the same time behind the curtain (the core's secret choice, game/core/secret_choice.py), the
picks stay face down, then every hand passes on: to the left (clockwise, the next seat) in rounds
1 and 3, to the right in rounds 2 and 4. After the seventh pick every seat holds 7 drafted cards
and the Play phase begins."""
from __future__ import annotations

from game.core.common_actions import Pick
from game.core.protocol import Event
from game.core.secret_choice import SecretChoice
from game.draft import deal, flow
from game.draft.content import load
from game.draft.state import State, seat_name


def direction(round_no: int) -> str:
    """Where the hands go in this round (DD-DRAFT-03, DD-DRAFT-04)."""
    return "left" if round_no in load().config.pass_left_rounds else "right"


def receiver(seat: int, seats: int, way: str) -> int:
    """The seat a hand goes to: left is clockwise, the next seat; right the one before."""
    return (seat + (1 if way == "left" else -1)) % seats


def _options(state: State, seat: int, data: dict) -> list:
    return [Pick(card) for card in sorted(set(state.seats[seat].pack))]


def _revealed(state: State, choices: dict, data: dict) -> list[Event]:
    events = []
    for seat in sorted(choices):
        p = state.seats[seat]
        card = choices[seat].card
        p.pack.remove(card)
        p.drafted.append(card)  # face down in front of the seat (DD-DRAFT-02)
        events.append(Event(f"{p.name} drafts a card", {"kind": "picked", "seat": seat, "pick": state.pick}))
    if any(p.pack for p in state.seats):
        way = direction(state.round)
        n = len(state.seats)
        packs = [p.pack for p in state.seats]
        for seat, pack in enumerate(packs):
            state.seats[receiver(seat, n, way)].pack = pack
        events.append(Event(f"The hands pass to the {way}", {"kind": "passed", "direction": way}))
        flow.then(state, "draft_pick")
    else:  # DD-DRAFT-05, DD-DRAFT-07
        flow.then(state, "play_phase")
    return events


DRAFT = SecretChoice(flow.FLOW, "draft", "Which card do you draft?", legal=_options, reveal=_revealed,
                     actions=(Pick,), name=seat_name, shown=False)


@flow.explain("draft")
def _why_not_pick(state: State, d, action) -> str:
    if isinstance(action, Pick):
        return "that card is not in the hand you are drafting from"
    return ""


@flow.step("deal_packs")
def _deal_packs(state: State, data: dict) -> list[Event]:
    seats = range(len(state.seats))
    flow.then(state, *deal.steps(seats, "draft", load().config.draft_hand, "pack"), "draft_pick")  # DD-DRAFT-01
    return []


@flow.step("draft_pick")
def _draft_pick(state: State, data: dict) -> list[Event]:
    state.pick += 1
    DRAFT.ask(state, list(range(len(state.seats))), pick=state.pick)  # DD-DRAFT-06: all at once
    return []
