"""The end of a turn (DD-EOT-01..04): every unplayed drafted card goes to the Draft discard pile
(quests and cards in play stay), then the seat takes 5 gold plus the production of every card in
front of it, those played this turn included, and play passes to the next seat."""
from __future__ import annotations

from game.core.protocol import Event
from game.draft import area
from game.draft.state import State


def end_turn(state: State, seat: int) -> list[Event]:
    p = state.seats[seat]
    gone = list(p.drafted)
    for card in gone:  # DD-EOT-01, G-18, G-19
        state.deck.put_discard(card)
    p.drafted = []
    events = [Event(f"{p.name} ends the turn and discards {len(gone)} unplayed card{'' if len(gone) == 1 else 's'}",
                    {"kind": "discarded", "seat": seat, "count": len(gone), "cards": gone}, reveals=True)]
    amount = area.income(p)  # DD-EOT-03
    p.gold += amount
    events.append(Event(f"{p.name} takes {amount} gold", {"kind": "income", "seat": seat, "amount": amount}))
    return events
