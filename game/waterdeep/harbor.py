"""Waterdeep Harbor (LW-WH-01..07): an agent there plays one Intrigue card from the hand
(LW-ASG-05, LW-WH-02); once every agent of the round is assigned, each Harbor agent is reassigned
in space order, 1 then 2 then 3 (LW-WH-04), never back to the Harbor (LW-WH-07), as an extra turn
with its own quest (LW-WH-05); with no open space it goes home unused (G-26)."""
from __future__ import annotations

from game.core.common_actions import Pick
from game.core.protocol import Event
from game.waterdeep import flow, plots, placing, spaces, tavern
from game.waterdeep.actions import Assign
from game.waterdeep.content import load
from game.waterdeep.state import HARBOR, Decision, State


def offer(state: State, seat: int) -> None:
    if state.seats[seat].intrigue:
        flow.decide(state, "play", seat)


def _play_legal(state: State, d: Decision) -> list:
    hand = state.seats[d.seat].intrigue
    return [Pick(c) for i, c in enumerate(hand) if c not in hand[:i]]


def _play_apply(state: State, d: Decision, action: Pick) -> list[Event]:
    flow.settle(state)
    return play(state, d.seat, action.card)


def play(state: State, seat: int, card_id: str) -> list[Event]:
    """Play the card: a mandatory quest goes to an opponent of the player's choosing (LW-MQ-01);
    any other takes effect at once, once (LW-INT-01), and goes to the discard (G-28)."""
    p = state.seats[seat]
    card = load().intrigue[card_id]
    p.intrigue.remove(card_id)
    events = [Event(f"{p.name} plays {card.name}", {"kind": "intrigue", "seat": seat, "card": card_id, "target": -1},
                    reveals=True)]
    gold = sum(a.get("gold", 0) for a in plots.plot_args(state, seat, "intrigue_gold"))
    if card.kind == "mandatory":
        flow.decide(state, "target", seat, card=card_id, use="mandatory", args={})
    else:
        state.intrigue_deck.put_discard(card_id)
        flow.then(state, ("effect", {"seat": seat, "effect": card.effect, "args": dict(card.args or {}),
                                     "card": card_id}))
    if gold:
        events += tavern.gain(state, seat, {"gold": gold}, "a plot quest")
    return events


@flow.explain("play")
def _play_explain(state: State, d: Decision, action) -> str:
    return "you do not hold that Intrigue card" if isinstance(action, Pick) else ""


flow.decision("play", "Which Intrigue card do you play?")((_play_legal, _play_apply))


# -- reassigning the Harbor's agents at the end of the round ----------------------------------------------
@flow.step("harbor_reassign")
def _reassign_next(state: State, data: dict) -> list[Event]:
    index = data["index"]
    while index < len(HARBOR):
        here = state.occupants.get(HARBOR[index])
        if here:
            break
        index += 1
    else:
        state.turn = -1
        flow.then(state, ("end_round", {}))
        return []
    state.phase = "reassign"
    seat = here[0]
    state.turn = seat
    flow.then(state, ("harbor_reassign", {"index": index + 1}))
    if spaces.any_open(state, seat, reassign=True):
        flow.decide(state, "reassign", seat, source=HARBOR[index])
        return []
    spaces.lift(state, seat, HARBOR[index])  # G-26: home with no action
    state.seats[seat].pool += 1
    return [Event(f"{state.seats[seat].name}'s agent leaves the Harbor: no space is open to it",
                  {"kind": "reassign", "seat": seat, "space": "", "from": HARBOR[index]})]


def _reassign_legal(state: State, d: Decision) -> list:
    return [Assign(s) for s in spaces.open_spaces(state, d.seat, reassign=True)]


def _reassign_apply(state: State, d: Decision, action: Assign) -> list[Event]:
    flow.settle(state)
    source = d.data["source"]
    spaces.lift(state, d.seat, source)
    return placing.assign(state, d.seat, action.space, then=("turn_end", {"seat": d.seat}), reassigned_from=source)


@flow.explain("reassign")
def _reassign_explain(state: State, d: Decision, action) -> str:
    if isinstance(action, Assign):
        return spaces.closed_reason(state, d.seat, action.space, reassign=True)
    return "the agent at the Harbor must be reassigned to an open space"


flow.decision("reassign", "Where do you reassign your agent from the Harbor?")((_reassign_legal, _reassign_apply))
