"""Rolling the d6 (DV-ENC-02, DV-ORD-04, G-18): every roll is a chance Roll of one d6; the roller's
working abilities add to it (Avadel +1) and fire on the faces they name (Radin: 5 or 6); a
response may have the die rolled again, and the new roll stands. A frozen champion's roll is not
rolled at all: it is a 1, with no ability (DV-FRZ-04). A roll table reads the row the roll lands
on; a roll above 6 (a 6 with +1) reads the row of 6."""
from __future__ import annotations

from game.core.protocol import Event
from game.dragonvault import champions, flow, refs, responses
from game.dragonvault.state import State

D6 = ["d6"]


@flow.step("roll_d6")
def _roll_d6(state: State, data: dict) -> list[Event]:
    seat = data["seat"]
    p = state.seats[seat]
    if not p.alive:
        return []
    if p.frozen:
        state.last_roll = {"seat": seat, "value": 1, "purpose": data["purpose"]}
        flow.then(state, (data["after"], {**data, "value": 1}))
        return [Event(f"{p.name}'s champion is frozen: the roll is a 1",
                      {"kind": "rolled", "seat": seat, "value": 1, "purpose": data["purpose"]})]
    flow.roll(state, "d6", D6, **data)
    return []


@flow.on_roll("d6")
def _rolled(state: State, values: list[int], data: dict) -> list[Event]:
    seat = data["seat"]
    p = state.seats[seat]
    bonus = champions.roll_modifier(state, seat)
    value = values[0] + bonus
    state.last_roll = {"seat": seat, "value": value, "purpose": data["purpose"]}
    more = f" (+{bonus})" if bonus else ""
    events = [Event(f"{p.name} rolls {values[0]}{more} for {data['purpose']}",
                    {"kind": "rolled", "seat": seat, "value": value, "purpose": data["purpose"]}, reveals=True)]
    tid = responses.new_moment(state)
    ask = None if data.get("rerolled") else responses.moment(state, seat, "own_roll", source=seat, tid=tid)
    flow.then(state, *([ask] if ask else []), ("roll_stands", {**data, "value": value, "tid": tid}))
    return events


@flow.step("roll_stands")
def _stands(state: State, data: dict) -> list[Event]:
    seat = data["seat"]
    if responses.marked(state, "reroll", data["tid"]):
        again = {k: v for k, v in data.items() if k not in ("value", "tid")}
        flow.then(state, ("roll_d6", {**again, "rerolled": True}))
        return []
    flow.then(state, (data["after"], data))
    faces = [(ref, ab) for ref, ab in champions.abilities(state, seat, "own_roll") if ab.faces]
    for ref, ab in reversed(faces):
        if data["value"] in ab.faces or (data["value"] > 6 and 6 in ab.faces):
            refs.run(state, ref, {"actor": seat, "by": seat, "source": -1, "target": -1,
                                     "card": state.seats[seat].champion})
    return []


@flow.step("roll_table")
def _table(state: State, data: dict) -> list[Event]:
    eff = refs.at(data["ref"])
    face = max(1, min(6, data["value"]))
    for i, row in enumerate(eff.table):
        if row.lo <= face <= row.hi:
            refs.run(state, [*data["ref"], "table", i, "effects"], data["ctx"])
            said = f"{state.seats[data['seat']].name}: {row.text}"  # whose outcome it is (a group encounter asks all)
            return [Event(said, {"kind": "roll_row", "seat": data["seat"], "value": data["value"]})] if row.text else []
    return []
