"""Builder's Hall (LW-BH-01..06, LW-RND-03, LW-RND-07): buy one of the three face-up tiles at its
cost, score the VP piled on it, put it in play with your marker and refill the Hall from the stack
(an empty stack leaves the slot empty, G-14). Each round start piles 1 VP on every tile for sale."""
from __future__ import annotations

from game.core.common_actions import Pick
from game.core.protocol import Event
from game.waterdeep import flow, plots, tavern
from game.waterdeep.content import load
from game.waterdeep.state import Decision, State


def discount(state: State, seat: int) -> int:
    """Gold off every tile for this seat (plot quests)."""
    return sum(a.get("gold", 0) for a in plots.plot_args(state, seat, "building_discount"))


def price(state: State, seat: int, building: str) -> int:
    """The tile's cost for this seat (a plot quest's discount taken, never below nothing)."""
    return max(0, load().buildings[building].cost - discount(state, seat))


def affordable(state: State, seat: int) -> list[str]:
    gold = state.seats[seat].gold + discount(state, seat)
    tiles = load().buildings
    return [b for b in state.hall if b and tiles[b].cost <= gold]


def need(state: State, seat: int) -> str:
    """Why Builder's Hall is closed to this seat ('' when it is open): G-15."""
    if not any(state.hall):
        return "Builder's Hall has no building for sale"
    if not affordable(state, seat):
        return "you cannot pay for any building in Builder's Hall"
    return ""


def offer(state: State, seat: int) -> None:
    if affordable(state, seat):
        flow.decide(state, "buy", seat)


def _buy_legal(state: State, d: Decision) -> list:
    return [Pick(b) for b in affordable(state, d.seat)]


def _buy_apply(state: State, d: Decision, action: Pick) -> list[Event]:
    flow.settle(state)
    return buy(state, d.seat, action.card)


def buy(state: State, seat: int, building: str) -> list[Event]:
    tile = load().buildings[building]
    p = state.seats[seat]
    slot = state.hall.index(building)
    cost = price(state, seat, building)
    vp = state.hall_vp[slot]
    p.gold -= cost  # LW-BH-06
    p.vp += vp  # LW-BH-02
    state.hall[slot], state.hall_vp[slot] = "", 0
    state.built.append(building)  # LW-BH-03 (no limit on spots: G-13)
    state.owner[building] = seat
    p.buildings.append(building)
    if tile.round_start:
        state.piles[building] = {}
    flow.then(state, ("hall_refill", {"slot": slot}))  # LW-BH-04
    text = f"{p.name} buys {tile.name} for {cost} gold" + (f" and scores {vp} VP" if vp else "")
    events = [Event(text, {"kind": "buy", "seat": seat, "building": building, "vp": vp, "cost": cost})]
    return events + tavern.gain(state, seat, dict(tile.on_purchase or {}), tile.name)  # LW-BH-05


@flow.step("hall_refill")
def _refill(state: State, data: dict) -> list[Event]:
    deck = state.building_deck
    if len(deck) + len(deck.discard):
        flow.draw(state, "hall_refill", "buildings", 1, slot=data["slot"])
    return []


@flow.on_draw("hall_refill")
def _refilled(state: State, cards: list[str], data: dict) -> list[Event]:
    for card in cards:
        state.hall[data["slot"]], state.hall_vp[data["slot"]] = card, 0
        return [Event(f"{load().buildings[card].name} goes up for sale in Builder's Hall",
                      {"kind": "hall", "building": card, "slot": data["slot"]}, reveals=True)]
    return []


@flow.explain("buy")
def _buy_explain(state: State, d: Decision, action) -> str:
    if not isinstance(action, Pick):
        return ""
    if action.card not in state.hall:
        return "that building is not for sale in Builder's Hall"
    return f"that building costs {price(state, d.seat, action.card)} gold and you have {state.seats[d.seat].gold}"


flow.decision("buy", "Which building do you buy?")((_buy_legal, _buy_apply))
