"""Encounters (DV-ENC-01..04, DV-GRP-01..05, DV-TURN-05): an encounter drawn is resolved at once.
A dragon, trap or other encounter is faced by the seat that drew it, who may first cancel it with a
response (`encounter_drawn`); a group encounter is faced by every living champion in turn,
clockwise from the drawer, each as `self`; a champion that dies meanwhile is looted by the drawer
(the seat whose turn it is). Then the encounter goes to the discard pile."""
from __future__ import annotations

from game.core.protocol import Event
from game.dragonvault import flow, refs, responses, teams
from game.dragonvault.content import load
from game.dragonvault.state import State


def start(state: State, card: str, drawer: int) -> list[Event]:
    c = load().cards[card]
    state.encounter = {"card": card, "drawer": drawer, "facing": drawer}
    events = [Event(f"{state.seats[drawer].name} draws {c.name}: an encounter",
                    {"kind": "encounter", "card": card, "seat": drawer}, reveals=True)]
    if c.subtype == "group":
        faces = [("face", {"seat": s, "card": card}) for s in teams.living(state, drawer)]  # DV-GRP-02
        flow.then(state, *faces, ("encounter_done", {"card": card}))
        return events
    tid = responses.new_moment(state)
    ask = responses.moment(state, drawer, "encounter_drawn", source=-1, card=card, tid=tid)
    flow.then(state, *([ask] if ask else []), ("face", {"seat": drawer, "card": card, "tid": tid}),
              ("encounter_done", {"card": card}))
    return events


@flow.step("face")
def _face(state: State, data: dict) -> list[Event]:
    seat, card = data["seat"], data["card"]
    if "tid" in data and responses.marked(state, "cancel", data["tid"]):
        return [Event(f"{load().cards[card].name} has no effect", {"kind": "cancelled", "card": card, "seat": seat})]
    if not state.seats[seat].alive:
        return []
    if state.encounter is not None:
        state.encounter["facing"] = seat
    refs.run(state, [card, "effects"], {"actor": seat, "by": -1, "source": -1, "target": -1, "card": card,
                                           "encounter": True})
    return []


@flow.step("encounter_done")
def _done(state: State, data: dict) -> list[Event]:
    """The encounter goes to the discard pile (DV-ENC-04, DV-GRP-04, DV-DISC-02)."""
    state.encounter = None
    state.adventure.discard.append(data["card"])
    return [Event(f"{load().cards[data['card']].name} goes to the discard pile",
                  {"kind": "encounter_done", "card": data["card"]})]
