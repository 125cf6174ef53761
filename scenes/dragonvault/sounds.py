"""What the Dragonvault table sounds like: each kind of event the engine reports (its data's
"kind") and its sound, or None where it is silent on purpose (the plates show it, the dice tray
sounds a roll, the end screen's sting says it). tests/scenes/test_dragonvault_table.py checks
every kind bots' games report is here."""
from __future__ import annotations

from scenes.table.sounds import TableSounds

SOUNDS = {
    "drawn": "card_slide",      # a card drawn into a hand
    "encounter": "monster",     # an encounter turned up
    "played": "card_flip",      # a card played
    "paid": "coins",            # treasure into the pool
    "damage": "follower_down",  # a champion or companion hurt
    "healed": None,             # the plate shows it
    "frozen": "door_creak",
    "thawed": None,
    "died": "monster",
    "companion_died": "follower_down",
    "looted": "card_slide",
    "stolen": "card_slide",
    "gained": "coins",
    "rolled": None,             # the dice tray sounds it
    "order": None,
    "given": "card_slide",
    "game_over": None,          # the end screen's sting
    "champion": "card_flip",    # a champion chosen or dealt
    "start_hands": "card_slide",
    "order_tie": None,          # the tray showed the tie
    "turn": None,               # the turn bar and the plate say whose turn it is
    "companion": "figure_down", # a companion joins its champion
    "settled": "coins",         # a cost paid out of the pool
    "unpaid": None,             # what follows (damage) sounds
    "pool_lapsed": None,
    "discarded": "card_slide",
    "hand_discarded": "card_slide",
    "salvaged": "card_slide",
    "peeked": "card_slide",
    "put_back": "card_slide",
    "cancelled": None,          # the response played sounded
    "prevented": None,
    "chose": None,
    "roll_row": None,           # the tray showed the roll
    "encounter_done": None,
    "frozen_turn": None,
    "skip_draw": None,
}


def event_sounds(event) -> tuple[str, ...]:
    """The sounds an event makes: by its data's "kind" (unknown or silent: none)."""
    data = event.data if isinstance(event.data, dict) else {}
    found = SOUNDS.get(data.get("kind"))
    return (found,) if isinstance(found, str) else ()


class DragonvaultSounds(TableSounds):
    """The shell's queue of sounds, keyed by the event's "kind" rather than its keys (every
    Dragonvault event names its kind)."""

    def queue(self, events) -> None:
        for event in events:
            self.waiting.append((event.text, event_sounds(event)))
