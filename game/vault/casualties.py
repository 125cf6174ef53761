"""Suffering Casualties: roll the dice, let the loser play cards that ignore some, then the
loser chooses which of their Followers die (VD-CAS-05..11, VD-CARD-06/07)."""
from __future__ import annotations

from game.core.protocol import Event
from game.vault import city, effects, flow
from game.vault.actions import Casualties, PlayCard
from game.vault.content import load
from game.vault.state import Decision, State


def suffer(state: State, seat: int, place: str, dice: int = 0, values: list[int] | None = None,
           why: str = "") -> None:
    """Queue: `seat` suffers Casualty dice at `place` (rolled now, or already `values`)."""
    flow.then(state, ("suffer", {"seat": seat, "place": place, "dice": dice, "values": list(values or []),
                                 "why": why}))


@flow.step("suffer")
def _suffer(state: State, data: dict) -> list[Event]:
    if data["dice"] and not data["values"]:
        flow.roll(state, "suffer", ["casualty"] * data["dice"], **data)
        return []
    return _owe_choice(state, data)


@flow.on_roll("suffer")
def _rolled(state: State, values: list[int], data: dict) -> list[Event]:
    data = {**data, "values": list(values)}
    p = state.seats[data["seat"]]
    events = [Event(f"{p.name} suffers {len(values)} Casualty dice{(' (' + data['why'] + ')') if data['why'] else ''}: "
                    f"{sum(values)} skull{'s' if sum(values) != 1 else ''}",
                    {"seat": data["seat"], "dice": values, "why": data["why"]})]
    return events + _owe_choice(state, data)


def skulls(data: dict) -> int:
    kept = [v for i, v in enumerate(data["values"]) if i not in data.get("ignored", [])]
    return max(0, sum(kept) - data.get("reduce", 0))


def _owe_choice(state: State, data: dict) -> list[Event]:
    d = Decision("casualties", data["seat"], data)
    options = _legal(state, d)
    if len(options) == 1 and isinstance(options[0], Casualties):
        return _kill(state, data, options[0])
    state.decisions.append(d)
    return []


def _cards(state: State, seat: int) -> list[str]:
    """Casualty cards the seat may play now (not found in the current Fight)."""
    found = set()
    if state.fight is not None:
        found = {c for side in state.fight.sides if side.seat == seat for c in side.found}
    cards = load().cards
    p = state.seats[seat]
    return sorted({c for c in p.treasure + p.magic if cards[c].when == "casualties" and c not in found})


def _legal(state: State, d: Decision) -> list:
    data = d.data
    present = city.force(state, d.seat, data["place"])
    due = min(skulls(data), sum(present))
    out: list = []
    if skulls(data) > 0:
        for card in _cards(state, d.seat):
            out += effects.CASUALTY_PLAYS[load().card(card).effect](data, card)
    f_max, r_max, w_max = present
    for f in range(min(f_max, due) + 1):
        for r in range(min(r_max, due - f) + 1):
            w = due - f - r
            if 0 <= w <= w_max:
                out.append(Casualties(f, r, w))
    return out


def _apply(state: State, d: Decision, action) -> list[Event]:
    if isinstance(action, PlayCard):
        return _play(state, d, action)
    flow.settle(state)
    return _kill(state, d.data, action)


def _play(state: State, d: Decision, action: PlayCard) -> list[Event]:
    card = load().card(action.card)
    p = state.seats[d.seat]
    discard_card(state, d.seat, card.id)
    said = effects.CASUALTY[card.effect](d.data, card, action.target)
    events = [Event(f"{p.name} plays {card.name} and {said}", {"seat": d.seat, "card": card.id})]
    flow.settle(state)
    return events + _owe_choice(state, d.data)


def _kill(state: State, data: dict, action: Casualties) -> list[Event]:
    seat = data["seat"]
    dead = [action.fighters, action.rogues, action.wizards]
    if not any(dead):
        return []
    city.remove(state, seat, data["place"], dead)
    p = state.seats[seat]
    for i in range(3):
        p.supply[i] += dead[i]  # the dead return to the unhired supply (VD-CAS-10)
    return [Event(f"{p.name} loses {city.describe_force(dead)}", {"seat": seat, "place": data["place"], "dead": dead})]


def discard_card(state: State, seat: int, card_id: str) -> None:
    """Use a card from hand: a Treasure to its discard pile (or out of the game), a Magic
    Item face up until Refresh (or out of the game)."""
    card = load().card(card_id)
    p = state.seats[seat]
    if card.deck == "treasure":
        p.treasure.remove(card_id)
    else:
        p.magic.remove(card_id)
    if card.use == "remove":
        (state.treasure if card.deck == "treasure" else state.magic).remove_from_play(card_id)
    elif card.use == "play":
        p.played.append(card_id)
    else:
        (state.treasure if card.deck == "treasure" else state.magic).put_discard(card_id)


@flow.explain("casualties")
def _explain(state: State, d: Decision, action) -> str:
    if isinstance(action, PlayCard):
        p = state.seats[d.seat]
        if action.card not in p.treasure + p.magic:
            return "that card is not in your hand (a played Magic Item returns at Refresh)"
        card = load().card(action.card)
        if card.when != "casualties":
            return f"{card.name} is not played when you Suffer Casualties"
        if action.card not in _cards(state, d.seat):
            return f"{card.name} was found in this Fight: it cannot be used in it"
        if skulls(d.data) == 0:
            return "there is no skull left to ignore"
        return "name a Casualty die you Suffer that shows a skull"
    if isinstance(action, Casualties):
        due = min(skulls(d.data), sum(city.force(state, d.seat, d.data["place"])))
        return f"lose exactly {due} of your Followers there"
    return ""


flow.decision("casualties", "Which of your Followers die?")((_legal, _apply))
