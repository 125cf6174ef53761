"""Cliffwatch Inn (LW-CW-01..06): four face-up quests; its spaces take one of them with a bonus
(one space first discards the four and deals four new ones, G-02); a quest taken is replaced at
once from the deck (LW-CW-05), the discard reshuffled when the deck runs dry (LW-SUP-02), and an
empty deck with no discard leaves the slot empty (G-24)."""
from __future__ import annotations

from game.core.common_actions import Pick
from game.core.protocol import Event
from game.waterdeep import flow, tavern
from game.waterdeep.content import load
from game.waterdeep.state import Decision, State


def need(state: State, seat: int, reset: bool) -> str:
    """Why a Cliffwatch space is closed ('' when open): no quest to take."""
    if any(state.inn):
        return ""
    if reset and len(state.quest_deck) + len(state.quest_deck.discard):
        return ""
    return "Cliffwatch Inn has no quest to take"


def reset(state: State) -> list[Event]:
    """Discard the face-up quests (to be replaced by the refill queued next)."""
    gone = [q for q in state.inn if q]
    for q in gone:
        state.quest_deck.put_discard(q)
    state.inn = [""] * len(state.inn)
    return [Event("The quests at Cliffwatch Inn are discarded", {"kind": "inn_reset", "quests": gone})] if gone else []


@flow.step("inn_refill")
def _refill(state: State, data: dict) -> list[Event]:
    empty = state.inn.count("")
    n = min(empty, len(state.quest_deck) + len(state.quest_deck.discard))
    if n:
        flow.draw(state, "inn_refill", "quests", n)
    return []


@flow.on_draw("inn_refill")
def _refilled(state: State, cards: list[str], data: dict) -> list[Event]:
    slots = [i for i, q in enumerate(state.inn) if not q]
    for slot, card in zip(slots, cards):
        state.inn[slot] = card
    names = ", ".join(load().quests[q].name for q in cards)
    return [Event(f"New at Cliffwatch Inn: {names}", {"kind": "inn", "quests": list(cards)}, reveals=True)] if cards else []


@flow.step("offer_quest")
def _offer(state: State, data: dict) -> list[Event]:
    """Take one face-up quest (and the bonus with it); with none left, only the bonus."""
    if any(state.inn):
        flow.decide(state, "take_quest", data["seat"], gain=dict(data.get("gain") or {}))
        return []
    return tavern.gain(state, data["seat"], dict(data.get("gain") or {}), "Cliffwatch Inn")


def _take_legal(state: State, d: Decision) -> list:
    return [Pick(q) for q in state.inn if q]


def _take_apply(state: State, d: Decision, action: Pick) -> list[Event]:
    flow.settle(state)
    p = state.seats[d.seat]
    slot = state.inn.index(action.card)
    state.inn[slot] = ""
    p.quests.append(action.card)
    flow.then(state, ("inn_refill", {}))  # LW-CW-05
    card = load().quests[action.card]
    events = [Event(f"{p.name} takes the quest {card.name}",
                    {"kind": "take_quest", "seat": d.seat, "quest": action.card, "slot": slot})]
    return events + tavern.gain(state, d.seat, dict(d.data.get("gain") or {}), "Cliffwatch Inn")


@flow.explain("take_quest")
def _take_explain(state: State, d: Decision, action) -> str:
    return "that quest is not face up at Cliffwatch Inn" if isinstance(action, Pick) else ""


flow.decision("take_quest", "Which quest do you take from Cliffwatch Inn?")((_take_legal, _take_apply))
