"""Completing quests (LW-QST-01..08, LW-MQ-01..04, LW-PQ-01..03): after assigning (or reassigning)
an agent, a seat may complete one quest it can pay for (LW-TURN-03, LW-TURN-07), a mandatory
quest played on it first (LW-MQ-02, G-19). Paying returns the cubes and gold to the supply
(LW-SUP-04); the reward comes at once (LW-QST-06); the card goes to Completed Quests, a plot
quest face up with its ongoing effect (LW-PQ-03), a mandatory one to the Intrigue discard
(LW-MQ-04)."""
from __future__ import annotations

from game.core.protocol import Event
from game.waterdeep import flow, plots, tavern
from game.waterdeep.actions import Complete, Pass
from game.waterdeep.content import load
from game.waterdeep.state import Decision, State


def requires(card_id: str) -> dict:
    """What completing this quest (or mandatory quest) costs (the content's own table: read only)."""
    c = load()
    card = c.quests.get(card_id) or c.intrigue[card_id]
    return card.requires


def payable(state: State, seat: int) -> list[str]:
    """The quests this seat may complete now if it is its turn: only mandatory ones while any is
    on it (LW-MQ-02), each once, in the order held."""
    p = state.seats[seat]
    held = p.mandatory or p.quests
    out: list[str] = []
    for q in held:
        if q not in out and tavern.can_pay(state, seat, requires(q)):
            out.append(q)
    return out


def blocked(state: State, seat: int) -> list[str]:
    """Active quests this seat could pay for but may not complete while a mandatory one waits."""
    p = state.seats[seat]
    if not p.mandatory:
        return []
    return [q for q in p.quests if tavern.can_pay(state, seat, requires(q))]


@flow.step("turn_end")
def _turn_end(state: State, data: dict) -> list[Event]:
    """The end of an assignment's turn: the optional quest (LW-TURN-03), then the next turn."""
    seat = data["seat"]
    if data.get("next"):
        flow.then(state, ("next_turn", {}))
    if payable(state, seat):
        flow.decide(state, "complete", seat)
    return []


def _complete_legal(state: State, d: Decision) -> list:
    return [Complete(q) for q in payable(state, d.seat)] + [Pass()]


def _complete_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    if isinstance(action, Pass):
        return []
    return complete(state, d.seat, action.quest)


def complete(state: State, seat: int, quest: str) -> list[Event]:
    """Pay for the quest and take its reward (checked payable before)."""
    c = load()
    p = state.seats[seat]
    tavern.pay(state, seat, requires(quest))
    if quest in p.mandatory:  # LW-MQ-03, LW-MQ-04, G-20
        card = c.intrigue[quest]
        p.mandatory.remove(quest)
        state.intrigue_deck.put_discard(quest)
        reward = dict(card.reward or {})
        events = [Event(f"{p.name} completes the mandatory quest {card.name}",
                        {"kind": "complete", "seat": seat, "quest": quest, "reward": reward, "mandatory": True})]
        return events + tavern.gain(state, seat, reward, card.name)
    card = c.quests[quest]
    p.quests.remove(quest)
    bonus = sum(a.get("vp", 0) for a in plots.plot_args(state, seat, "vp_per_type") if a.get("type") == card.type)
    p.done.append(quest)
    reward = dict(card.reward or {})
    if bonus:
        reward["vp"] = reward.get("vp", 0) + bonus
    if card.plot:  # LW-PQ-03: face up beside the mat, its effect on from now
        p.plots.append(quest)
        flow.then(state, ("effect", {"seat": seat, "effect": card.plot, "args": dict(card.plot_args or {}),
                                     "quest": quest}))
    events = [Event(f"{p.name} completes {card.name}",
                    {"kind": "complete", "seat": seat, "quest": quest, "reward": reward, "plot": bool(card.plot)})]
    return events + tavern.gain(state, seat, reward, card.name)


@flow.explain("complete")
def _complete_explain(state: State, d: Decision, action) -> str:
    if not isinstance(action, Complete):
        return ""
    p = state.seats[d.seat]
    if action.quest not in p.quests and action.quest not in p.mandatory:
        return "that is not one of your active quests"
    if p.mandatory and action.quest not in p.mandatory:
        return "a mandatory quest played on you must be completed first"
    return "you cannot pay what that quest requires"


flow.decision("complete", "Complete a quest now, or end your turn?")((_complete_legal, _complete_apply))
