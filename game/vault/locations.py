"""Using a Waterdeep Location's Action: gains, Transactions, class needs, dangerous Actions,
Blackstaff Tower's flip and Mirt's Mansion's Secret (VD-LOC, VD-TRANS)."""
from __future__ import annotations

from functools import lru_cache

from game.core.errors import IllegalAction
from game.core.protocol import Event
from game.core.words import counted
from game.vault import board, city, flow
from game.vault.actions import UseLocation
from game.vault.casualties import suffer
from game.vault.content import load
from game.vault.flow import queue_gain
from game.vault.state import CLASSES, State


def check_use(state: State, seat: int, a: UseLocation, *, opportunity: bool = False) -> None:
    """Raise IllegalAction unless the seat may use this Location's Action now."""
    if a.place not in city.in_play(state):
        raise IllegalAction("use a Waterdeep Location (the Portal's Actions are Gather and Enter)")
    slot = state.slots[board.slot_index(a.place)]
    face = load().faces[slot.face]
    if city.controller(state, a.place) != seat:
        if not city.count(state, seat, a.place):
            raise IllegalAction(f"{face.name} is not Controlled by you: you have no Followers there")
        reason = "Contested: win a Fight there first" if city.contested(state, a.place) else "not Controlled by you"
        raise IllegalAction(f"{face.name} is {reason}")
    if face.kind == "quest":
        raise IllegalAction(f"{face.name} is a Quest: attempt it instead")
    if slot.used:
        raise IllegalAction(f"{face.name}'s Action has been used this round: it is free again next round")
    if face.needs and not city.force(state, seat, a.place)[CLASSES.index(face.needs)]:
        raise IllegalAction(f"{face.name} needs a {face.needs.capitalize()} there")
    if face.kind in ("trade", "secret_barter"):
        _check_trade(state, seat, a, face)
    elif face.kind == "flip":
        _check_flip(state, a)


def _check_trade(state: State, seat: int, a: UseLocation, face) -> None:
    if not 0 <= a.option < len(face.trades):
        raise IllegalAction(f"{face.name} offers {counted(len(face.trades), 'trade')}: pick one")
    give = face.trades[a.option]["give"]
    p = state.seats[seat]
    if p.gold < give.get("gold", 0):
        raise IllegalAction(f"{face.name} costs {give['gold']} gold: you need {give['gold']} and have {p.gold}")
    if p.rumors < give.get("rumors", 0):
        raise IllegalAction(f"{face.name} costs {counted(give['rumors'], 'Rumor')}: you need {give['rumors']} "
                            f"and have {p.rumors}")
    if give.get("magic") and a.target not in p.magic:
        raise IllegalAction("name a Magic Item from your hand to give (not one played this round)")
    have = city.force(state, seat, a.place)
    for i, cls in enumerate(CLASSES):
        if have[i] < give.get(cls, 0):
            raise IllegalAction(f"{face.name} needs {counted(give[cls], cls.capitalize())} of yours there to give "
                                f"up: you have {have[i] or 'none'}")
    if face.trades[a.option]["get"].get("secret") and len(state.secrets) == 0:
        raise IllegalAction("no Secret is left in the pile")


def _check_flip(state: State, a: UseLocation) -> None:
    if a.option == 0:
        if a.target not in city.in_play(state) or a.target == a.place:
            raise IllegalAction("name another Location on the board to turn over")
        return
    if not state.unused_tiles or not 1 <= a.option <= len(state.unused_tiles):
        raise IllegalAction("there is no such unused Location to swap in")
    if a.target not in city.in_play(state) or a.target == a.place:
        raise IllegalAction("name another Location on the board to swap out")


def use_location(state: State, seat: int, a: UseLocation) -> list[Event]:
    """Mark the Location used, suffer any pictured dice first, then take its Action."""
    slot = state.slots[board.slot_index(a.place)]
    face = load().faces[slot.face]
    slot.used = True  # VD-LOC-04: used even if everyone there dies (VD-LOC-10)
    events = [Event(f"{state.seats[seat].name} uses {face.name}", {"seat": seat, "place": a.place})]
    flow.then(state, ("location_effect", {"seat": seat, "place": a.place, "option": a.option, "target": a.target,
                                          "face": face.id}))
    if face.action_casualty_dice:
        suffer(state, seat, a.place, dice=face.action_casualty_dice, why=face.name)
    return events


@flow.step("location_effect")
def _effect(state: State, data: dict) -> list[Event]:
    seat, place = data["seat"], data["place"]
    face = load().faces[data["face"]]
    if not city.count(state, seat, place):
        return [Event(f"No one survives at {face.name}: the Action is lost", {"seat": seat})]
    events = _collect_profit(state, seat, place)
    if face.kind == "gain":
        queue_gain(state, seat, face.gain, why=face.name)
        return events
    if face.kind == "flip":
        return events + _flip(state, data)
    trade = face.trades[data["option"]]
    _pay(state, seat, place, trade["give"], data["target"])
    queue_gain(state, seat, trade["get"], why=face.name)
    return events


def _collect_profit(state: State, seat: int, place: str) -> list[Event]:
    """Increase Profits: the gold piled on the Location goes to whoever uses it, if anyone is
    left standing there to take it (VD-ALT-PROFIT-03)."""
    slot = state.slots[board.slot_index(place)]
    if not slot.profit:
        return []
    gold, slot.profit = slot.profit, 0
    state.seats[seat].gold += gold
    return [Event(f"{state.seats[seat].name} collects {gold} gold piled there", {"seat": seat, "gold": gold})]


def _pay(state: State, seat: int, place: str, give: dict, card: str) -> None:
    city.pay(state, seat, give, place)
    if give.get("magic"):
        state.seats[seat].magic.remove(card)
        state.magic.put_discard(card)


def _flip(state: State, data: dict) -> list[Event]:
    """Turn a Location over; its pieces stay, its Used token goes (AMB-46, VD-COMP-06)."""
    target = state.slots[board.slot_index(data["target"])]
    old = load().faces[target.face].name
    if data["option"]:
        swap_in = state.unused_tiles.pop(data["option"] - 1)
        state.unused_tiles.append(target.tile)
        target.tile = swap_in
        target.face = load().tiles[swap_in].dragon
    else:
        tile = load().tiles[target.tile]
        target.face = tile.other if target.face == tile.dragon else tile.dragon
    target.used = False
    return [Event(f"{old} becomes {load().faces[target.face].name}", {"place": data["target"], "face": target.face})]


def use_options(state: State, seat: int, place: str) -> list[UseLocation]:
    """Every legal way for the seat to use this Location now (what check_use accepts)."""
    slot = state.slots[board.slot_index(place)]
    face = load().faces[slot.face]
    # check_use's checks that do not depend on the option, once (then only the option's own)
    if (slot.used or face.kind == "quest" or place not in city.in_play(state) or city.controller(state, place) != seat
            or (face.needs and not city.force(state, seat, place)[CLASSES.index(face.needs)])):
        return []
    if face.kind == "flip":  # every other Location, and every unused tile to swap in: all pass _check_flip
        targets = [p for p in city.in_play(state) if p != place]
        return [_use(place, k, t) for k in range(len(state.unused_tiles) + 1) for t in targets]
    if face.kind not in ("trade", "secret_barter"):
        return [_use(place, 0, "")]
    out: list[UseLocation] = []
    p = state.seats[seat]
    for i, trade in enumerate(face.trades):
        give = trade["give"]
        if p.gold < give.get("gold", 0) or p.rumors < give.get("rumors", 0):
            continue  # _check_trade would refuse it: skip raising for nothing
        cards = sorted(set(p.magic)) if give.get("magic") else [""]
        if not cards:
            continue
        try:  # the trade's checks do not depend on which Magic Item in hand is given
            _check_trade(state, seat, _use(place, i, cards[0]), face)
        except IllegalAction:
            continue
        out += [_use(place, i, c) for c in cards]
    return out


@lru_cache(maxsize=4096)
def _use(place: str, option: int, target: str) -> UseLocation:
    return UseLocation(place, option, target)
