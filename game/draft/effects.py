"""The handlers of the content's effect vocabulary (`do`, the contract's table): one per name,
registered in a core Effects registry that refuses a name outside the vocabulary. A handler
applies one effect for one seat now and returns its events; `end_xp` values the effects an
END OF GAME quest adds at the final tally (DD-END-04)."""
from __future__ import annotations

from game.core.effects import Effects
from game.core.protocol import Event
from game.draft import area
from game.draft.content_schema import EFFECTS as VOCABULARY
from game.draft.state import State

EFFECTS: Effects = Effects("card effect", VOCABULARY)


def gained(state: State, seat: int, gold: int = 0, xp: int = 0, why: str = "") -> list[Event]:
    """Give gold and XP tokens, and say so (the `gained` event)."""
    p = state.seats[seat]
    p.gold += gold
    p.xp_tokens += xp
    if not gold and not xp:
        return []
    parts = [f"{gold} gold" if gold else "", f"{xp} XP" if xp else ""]
    text = f"{p.name} gains {' and '.join(x for x in parts if x)}" + (f" ({why})" if why else "")
    return [Event(text, {"kind": "gained", "seat": seat, "gold": gold, "xp": xp})]


def _per(state: State, seat: int, effect) -> int:
    return effect.amount * area.count(state.seats[seat], effect.cls)


@EFFECTS.handler("gain_gold")
def _gain_gold(state, seat, effect, why):
    return gained(state, seat, gold=effect.amount, why=why)


@EFFECTS.handler("gain_xp")
def _gain_xp(state, seat, effect, why):
    return gained(state, seat, xp=effect.amount, why=why)


@EFFECTS.handler("gain_gold_per_class")
def _gain_gold_per_class(state, seat, effect, why):
    return gained(state, seat, gold=_per(state, seat, effect), why=why)


@EFFECTS.handler("gain_xp_per_class", "xp_per_class")
def _gain_xp_per_class(state, seat, effect, why):
    return gained(state, seat, xp=_per(state, seat, effect), why=why)


@EFFECTS.handler("xp_per_card")
def _xp_per_card(state, seat, effect, why):
    return gained(state, seat, xp=effect.amount * area.cards_in_front(state.seats[seat]), why=why)


def _bonus(state: State, seat: int, what: str, amount: int, words: str) -> list[Event]:
    p = state.seats[seat]
    setattr(p, what, getattr(p, what) + amount)
    if not amount:
        return []
    return [Event(f"{p.name} {words.format(amount)} this round", {"kind": "bonus", "seat": seat, "what": what,
                                                                   "amount": amount})]


@EFFECTS.handler("attack")
def _attack(state, seat, effect, why):
    return _bonus(state, seat, "attack_bonus", effect.amount, "has +{} attack")


@EFFECTS.handler("attack_per_class")
def _attack_per_class(state, seat, effect, why):
    return _bonus(state, seat, "attack_bonus", _per(state, seat, effect), "has +{} attack")


@EFFECTS.handler("discount")
def _discount(state, seat, effect, why):
    return _bonus(state, seat, "discount", effect.amount, "pays {} gold less for heroes and weapons")


@EFFECTS.handler("income")
def _income(state, seat, effect, why):
    return _bonus(state, seat, "income_bonus", effect.amount, "takes {} more gold at the end of the turn")


def resolve(state: State, seat: int, effects, why: str = "") -> list[Event]:
    """Apply these effects for the seat, in order (G-20: each one sees the last one's result)."""
    events: list[Event] = []
    for effect in effects:
        events += EFFECTS[effect.do](state, seat, effect, why)
    return events


def end_xp(state: State, seat: int, effects) -> int:
    """The XP an END OF GAME ability adds at the final tally (DD-END-04)."""
    p = state.seats[seat]
    total = 0
    for e in effects:
        if e.do in ("xp_per_class", "gain_xp_per_class"):
            total += e.amount * area.count(p, e.cls)
        elif e.do == "xp_per_card":
            total += e.amount * area.cards_in_front(p)
        elif e.do == "gain_xp":
            total += e.amount
    return total
