"""Gaining things: gold, Rumors, cards (with extra draws kept one for one), Secrets."""
from __future__ import annotations

from itertools import combinations

from game.core.protocol import Event
from game.vault import city, effects, flow
from game.vault.actions import Decline, Keep, PlayCard
from game.vault.content import load
from game.vault.state import Decision, State

DECKS = ("treasure", "magic")


def deck_of(state: State, name: str):
    return {"treasure": state.treasure, "magic": state.magic, "secrets": state.secrets}[name]


@flow.step("gain")
def _gain(state: State, data: dict) -> list[Event]:
    seat, bundle = data["seat"], data["bundle"]
    p = state.seats[seat]
    events = []
    if bundle.get("gold"):
        p.gold += bundle["gold"]
        events.append(Event(f"{p.name} gains {bundle['gold']} gold", {"seat": seat, "gold": bundle["gold"]}))
    if bundle.get("rumors"):
        got = city.gain_rumors(state, seat, bundle["rumors"])
        events.append(Event(f"{p.name} gains {got} Rumor{'s' if got != 1 else ''}", {"seat": seat, "rumors": got}))
    follow = []
    if bundle.get("gold_die"):
        follow.append(("gold_die", {"seat": seat, "die": bundle["gold_die"]}))
    for deck in DECKS:
        if bundle.get(deck):
            follow.append(("draw_cards", {"seat": seat, "deck": deck, "count": bundle[deck]}))
    for _ in range(bundle.get("secret", 0)):
        follow.append(("take_secret", {"seat": seat}))
    flow.then(state, *follow)
    return events


@flow.step("gold_die")
def _gold_die(state: State, data: dict) -> list[Event]:
    flow.roll(state, "gold_die", [data["die"]], seat=data["seat"])
    return []


@flow.on_roll("gold_die")
def _gold_rolled(state: State, values: list[int], data: dict) -> list[Event]:
    p = state.seats[data["seat"]]
    p.gold += values[0]
    return [Event(f"{p.name} rolls {values[0]} and gains that much gold", {"seat": data["seat"], "gold": values[0]})]


def extra_draw_card(state: State, seat: int) -> str:
    """An unplayed Magic Item in hand that draws extra cards (Helm of Telepathy), or ''."""
    cards = load().cards
    return next((c for c in state.seats[seat].magic if cards[c].when == "draw"), "")


@flow.step("draw_cards")
def _draw_cards(state: State, data: dict) -> list[Event]:
    seat, deck, n = data["seat"], data["deck"], data["count"]
    helm = extra_draw_card(state, seat)
    if helm and not data.get("asked"):
        flow.decide(state, "extra_draw", seat, deck=deck, count=n, card=helm)
        return []
    extra = data.get("extra", 0)
    flow.draw(state, "cards", deck, n + extra, seat=seat, keep=n)
    return []


def _extra_legal(state: State, d: Decision) -> list:
    return [PlayCard(d.data["card"]), Decline()]


def _extra_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    extra = 0
    events = []
    if isinstance(action, PlayCard):
        card = load().card(action.card)
        p = state.seats[d.seat]
        p.magic.remove(action.card)
        p.played.append(action.card)
        extra = effects.DRAW[card.effect](card)
        events.append(Event(f"{p.name} plays {card.name}: draws {extra} extra", {"seat": d.seat, "card": card.id}))
    flow.then(state, ("draw_cards", {"seat": d.seat, "deck": d.data["deck"], "count": d.data["count"],
                                     "asked": True, "extra": extra}))
    return events


flow.decision("extra_draw", "Play a card to draw extra?")((_extra_legal, _extra_apply))


@flow.on_draw("cards")
def _cards_drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    seat, keep = data["seat"], data["keep"]
    if len(cards) > keep:
        flow.decide(state, "keep", seat, cards=list(cards), keep=keep, deck=_deck_name(cards[0]))
        return [Event(f"{state.seats[seat].name} draws {len(cards)} cards and must keep {keep}", {"seat": seat},
                      reveals=True)]
    return _to_hand(state, seat, cards)


def _deck_name(card: str) -> str:
    return load().card(card).deck


def _to_hand(state: State, seat: int, cards: list[str]) -> list[Event]:
    if not cards:
        return [Event("The deck is empty: nothing to draw", {"seat": seat})]
    p = state.seats[seat]
    for card in cards:
        (p.treasure if _deck_name(card) == "treasure" else p.magic).append(card)
        if state.fight is not None:
            for side in state.fight.sides:
                if side.seat == seat:
                    side.found.append(card)  # not usable in the Fight where it was found (VD-CARD-11)
    kinds = {}
    for card in cards:
        kinds[_deck_name(card)] = kinds.get(_deck_name(card), 0) + 1
    said = " and ".join(f"{n} {'Treasure' if k == 'treasure' else 'Magic Item'}{'s' if n > 1 and k == 'treasure' else ''}"
                        for k, n in kinds.items())
    return [Event(f"{p.name} takes {said}", {"seat": seat, "cards": list(cards)}, reveals=True)]


def _keep_legal(state: State, d: Decision) -> list:
    cards = d.data["cards"]
    options = {tuple(sorted(c)) for c in combinations(cards, d.data["keep"])}
    return [Keep(c) for c in sorted(options)]


def _keep_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    rest = list(d.data["cards"])
    for card in action.cards:
        rest.remove(card)
    for card in rest:
        deck_of(state, _deck_name(card)).put_discard(card)  # VD-DRAW-02/03
    return _to_hand(state, d.seat, list(action.cards))


flow.decision("keep", "Which card(s) to keep?")((_keep_legal, _keep_apply))


@flow.step("take_secret")
def _take_secret(state: State, data: dict) -> list[Event]:
    if len(state.secrets) == 0:
        return [Event("No Secret is left in the pile", {})]  # AMB-30
    flow.draw(state, "secret_gain", "secrets", 1, seat=data["seat"])
    return []


@flow.on_draw("secret_gain")
def _secret_taken(state: State, cards: list[str], data: dict) -> list[Event]:
    p = state.seats[data["seat"]]
    p.secrets.extend(cards)
    return [Event(f"{p.name} discovers a Secret ({len(p.secrets)} now)", {"seat": data["seat"], "secrets": len(p.secrets)})]
