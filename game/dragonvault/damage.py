"""Damage, companions taking it, and death (DV-DMG-01..07, DV-COMP-01..07, DV-FRZ-05).

One hit goes, in order: the victim may answer `would_be_damaged` (a response that prevents it);
the victim may send it whole to one unfrozen companion (G-11, DV-COMP-05, DV-COMP-07), whose excess
is lost (DV-COMP-06); the damage is dealt (never past toughness); a frozen champion thaws right
after (DV-FRZ-05); at damage equal to toughness the champion dies (DV-DMG-06); a living champion hurt
by an enemy's card answers `damaged_by_enemy` (abilities, then responses)."""
from __future__ import annotations

from game.core.protocol import Event
from game.dragonvault import champions, flow, frozen, refs, responses, teams
from game.dragonvault.actions import Absorb
from game.dragonvault.content import load
from game.dragonvault.state import State


@flow.step("hurt")
def _hurt(state: State, data: dict) -> list[Event]:
    if not state.seats[data["victim"]].alive:
        return []
    tid = responses.new_moment(state)
    ask = responses.moment(state, data["victim"], "would_be_damaged", source=data["by"], amount=data["amount"],
                           card=data["card"], tid=tid)
    flow.then(state, *([ask] if ask else []), ("hurt_absorb", {**data, "tid": tid}))
    return []


@flow.step("hurt_absorb")
def _hurt_absorb(state: State, data: dict) -> list[Event]:
    p = state.seats[data["victim"]]
    if responses.marked(state, "prevent", data["tid"]):
        return [Event(f"The damage to {p.name}'s champion is prevented",
                      {"kind": "prevented", "seat": data["victim"], "amount": data["amount"]})]
    if not p.alive:
        return []
    ready = [i for i, comp in enumerate(p.companions) if not comp.frozen]
    if ready:
        flow.decide(state, "absorb", data["victim"], amount=data["amount"], companions=ready, by=data["by"],
                    card=data["card"])
        return []
    return deal(state, data["victim"], data["amount"], data["by"], -1, data["card"])


def _absorb_legal(state: State, d) -> list:
    return [Absorb(-1), *(Absorb(i) for i in d.data["companions"])]


def _absorb_apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    return deal(state, d.seat, d.data["amount"], d.data["by"], action.companion, d.data["card"])


flow.decision("absorb", "choose who takes the damage: your champion or a companion")((_absorb_legal, _absorb_apply))


def deal(state: State, seat: int, amount: int, by: int, companion: int, card: str = "") -> list[Event]:
    """Deal `amount` to the champion (companion -1) or to that companion."""
    p = state.seats[seat]
    c = load()
    if companion >= 0:
        comp = p.companions[companion]
        tough = c.cards[comp.card].toughness
        comp.damage = min(tough, comp.damage + amount)  # the rest is lost (DV-COMP-06)
        events = [Event(f"{c.cards[comp.card].name} takes {amount} damage for {p.name}",
                        {"kind": "damage", "seat": seat, "amount": amount, "companion": comp.card})]
        if comp.damage >= tough:  # DV-COMP-03
            p.companions.pop(companion)
            state.adventure.discard.append(comp.card)  # DV-EX-14
            events.append(Event(f"{c.cards[comp.card].name} is destroyed",
                                {"kind": "companion_died", "seat": seat, "card": comp.card}))
        return events
    tough = champions.toughness(state, seat)
    dealt = min(amount, tough - p.damage)
    p.damage += dealt
    events = [Event(f"{p.name}'s champion takes {dealt} damage",
                    {"kind": "damage", "seat": seat, "amount": dealt, "companion": ""})]
    events += frozen.thaw(state, seat, " as it is hurt")  # DV-FRZ-05
    if p.damage >= tough:
        flow.then(state, ("die", {"seat": seat}))
    elif by >= 0 and teams.enemy(state, by, seat):
        ask = responses.moment(state, seat, "damaged_by_enemy", source=by, amount=dealt, card=card)
        if ask:
            flow.then(state, ask)
        for ref, _ in reversed(champions.abilities(state, seat, "damaged_by_enemy")):
            refs.run(state, ref, {"actor": seat, "by": seat, "source": by, "target": by,
                                     "card": p.champion})
    return events


@flow.step("die")
def _die(state: State, data: dict) -> list[Event]:
    """The champion dies and its owner is out (DV-DMG-07): the seat whose turn it is loots one card
    (DV-LOOT-01, DV-LOOT-04, DV-TEAM-03, G-23) unless it is the dead seat itself (G-06) or nobody's
    turn has begun (G-24); then the hand and the companions go to the discard pile (DV-LOOT-03, G-13)."""
    seat = data["seat"]
    p = state.seats[seat]
    if not p.alive:
        return []
    p.alive = False
    p.frozen, p.thaws_on_turn = False, None
    state.deaths.append(seat)
    events = [Event(f"{p.name}'s champion dies: {p.name} is out of the game", {"kind": "died", "seat": seat})]
    for comp in p.companions:
        state.adventure.discard.append(comp.card)
        events.append(Event(f"{load().cards[comp.card].name} leaves with its champion",
                            {"kind": "companion_died", "seat": seat, "card": comp.card}))
    p.companions = []
    looter = state.active
    steps = []
    if state.phase == "turn" and 0 <= looter != seat and state.seats[looter].alive and p.hand:
        steps.append(("take_blind", {"seat": looter, "victim": seat, "why": "loot"}))
    steps.append(("discard_hand", {"seat": seat}))
    flow.then(state, *steps)
    return events


@flow.step("discard_hand")
def _discard_hand(state: State, data: dict) -> list[Event]:
    p = state.seats[data["seat"]]
    n = len(p.hand)
    state.adventure.discard.extend(p.hand)
    p.hand = []
    return [Event(f"{p.name}'s hand ({n} cards) goes to the discard pile",
                  {"kind": "hand_discarded", "seat": data["seat"], "count": n})] if n else []
