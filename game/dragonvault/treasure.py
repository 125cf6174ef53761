"""Paying treasure (DV-PAY-01..07, DV-DISC-03): treasure cards go from the hand to the discard pile
until their value meets what is owed; no change is given (DV-PAY-02). On its own turn a seat's
payments go into the turn's pool, which pays later costs of the same turn and lapses at its end
(DV-PAY-03..05; G-04: the pool also pays an encounter drawn that turn, a rules option). A seat
paying on another's turn has no pool: what it overpays is lost."""
from __future__ import annotations

from game.core.common_actions import Decline
from game.core.protocol import Event
from game.dragonvault import flow, refs
from game.dragonvault.actions import Pay, Settle
from game.dragonvault.content import load
from game.dragonvault.state import State


def value(card: str) -> int:
    c = load().cards.get(card)
    return c.value if c is not None and c.type == "treasure" else 0


def in_hand(state: State, seat: int) -> int:
    """The treasure value of a hand."""
    return sum(value(c) for c in state.seats[seat].hand)


def relics(cards) -> int:
    c = load().cards
    return sum(1 for card in cards if card in c and c[card].relic)


def treasures(state: State, seat: int) -> list[str]:
    """The distinct treasure cards of a hand, in order."""
    return sorted({c for c in state.seats[seat].hand if value(c) > 0})


def has_pool(state: State, seat: int, encounter: bool = False) -> bool:
    """Whether this seat's payments go into (and come from) the turn's pool now."""
    if state.phase != "turn" or seat != state.active:
        return False
    return not encounter or bool(state.rules.get("pool_pays_encounters", True))


def pay_card(state: State, seat: int, card: str, *, pool: bool) -> Event:
    """Put one treasure card from the hand on the discard pile (into the pool on its own turn)."""
    p = state.seats[seat]
    p.hand.remove(card)
    state.adventure.discard.append(card)
    v = value(card)
    if pool:
        state.pool += v
    return Event(f"{p.name} pays {load().cards[card].name} ({v})",
                 {"kind": "paid", "card": card, "seat": seat, "pool": state.pool if pool else 0})


def ask_cost(state: State, seat: int, card: str, cost: int) -> list[Event]:
    """A mercenary's or companion's cost: from the pool at once when it covers it, else asked."""
    if state.pool >= cost:
        state.pool -= cost
        return []
    flow.decide(state, "pay", seat, owed=cost, card=card, pool=True, paid=0, decline=False)
    return []


def ask_pay_or(state: State, ctx: dict, eff, ref: list) -> list[Event]:
    """`pay_or`: pay or suffer `otherwise` (DV-PAY-07, DV-TEAM-04, G-20: each payer pays its own)."""
    seat = ctx["actor"]
    pool = has_pool(state, seat, bool(ctx.get("encounter")))
    can = in_hand(state, seat) + (state.pool if pool else 0)
    if can < eff.amount:
        refs.run(state, [*ref, "otherwise"], ctx)
        return [Event(f"{state.seats[seat].name} cannot pay {eff.amount}",
                      {"kind": "unpaid", "seat": seat, "owed": eff.amount})]
    flow.decide(state, "pay", seat, owed=eff.amount, card=ctx.get("card", ""), pool=pool, paid=0, decline=True,
                ref=ref, ctx=ctx)
    return []


def _covered(state: State, d) -> bool:
    return (state.pool if d.data["pool"] else d.data["paid"]) >= d.data["owed"]


def _legal(state: State, d) -> list:
    options: list = [Settle()] if _covered(state, d) else [Pay(t) for t in treasures(state, d.seat)]
    if d.data["decline"]:
        options.append(Decline())
    return options


def _apply(state: State, d, action) -> list[Event]:
    if isinstance(action, Decline):
        flow.settle(state)
        refs.run(state, [*d.data["ref"], "otherwise"], d.data["ctx"])
        return [Event(f"{state.seats[d.seat].name} does not pay", {"kind": "unpaid", "seat": d.seat,
                                                                  "owed": d.data["owed"]})]
    events = []
    if isinstance(action, Pay):
        events.append(pay_card(state, d.seat, action.card, pool=d.data["pool"]))
        if not d.data["pool"]:
            d.data["paid"] += value(action.card)
        if not _covered(state, d):
            return events
    flow.settle(state)
    if d.data["pool"]:
        state.pool -= d.data["owed"]
    return events + [Event(f"{state.seats[d.seat].name} pays {d.data['owed']}",
                           {"kind": "settled", "seat": d.seat, "owed": d.data["owed"], "pool": state.pool})]


flow.decision("pay", "pay the treasure owed")((_legal, _apply))


@flow.explain("pay")
def _why(state: State, d, action) -> str:
    if isinstance(action, Pay):
        if action.card not in state.seats[d.seat].hand:
            return "that card is not in your hand"
        if value(action.card) <= 0:
            return "only treasure pays"
        return "what is owed is already covered: settle it from the pool"
    if isinstance(action, Settle):
        return "the pool does not cover what is owed yet"
    if isinstance(action, Decline):
        return "this cost must be paid"
    return ""
