"""Frozen champions and companions (DV-FRZ-01..08). A frozen champion's owner plays no card (not
even a response, G-17, but for the one answering its own freezing), uses no ability, does not draw,
and any d6 it rolls is a 1; it thaws at the start of its owner's turn after next (G-05: the owner
loses exactly its next turn; frozen in its own play step it also loses the rest of that turn), or
right after it takes damage (DV-FRZ-05)."""
from __future__ import annotations

from game.core.protocol import Event
from game.dragonvault.state import Companion, State

TURNS_LOST = 2  # thaws at the start of the owner's own turn after next


def freeze(state: State, seat: int) -> list[Event]:
    p = state.seats[seat]
    p.frozen = True
    p.thaws_on_turn = p.turns + TURNS_LOST
    return [Event(f"{p.name}'s champion is frozen", {"kind": "frozen", "seat": seat})]


def thaw(state: State, seat: int, why: str = "") -> list[Event]:
    p = state.seats[seat]
    if not p.frozen:
        return []
    p.frozen = False
    p.thaws_on_turn = None
    return [Event(f"{p.name}'s champion thaws{why}", {"kind": "thawed", "seat": seat})]


def freeze_companion(state: State, seat: int, comp: Companion) -> None:
    comp.frozen = True
    comp.thaws_on_turn = state.seats[seat].turns + TURNS_LOST


def thaw_at_turn_start(state: State, seat: int) -> list[Event]:
    """The seat's turn begins: what was frozen long enough thaws (DV-FRZ-03)."""
    p = state.seats[seat]
    events = []
    if p.frozen and p.thaws_on_turn is not None and p.turns >= p.thaws_on_turn:
        events += thaw(state, seat)
    for comp in p.companions:
        if comp.frozen and comp.thaws_on_turn is not None and p.turns >= comp.thaws_on_turn:
            comp.frozen, comp.thaws_on_turn = False, None
            events.append(Event(f"{p.name}'s companion thaws", {"kind": "thawed", "seat": seat, "card": comp.card}))
    return events
