"""What the Dungeon Draft table sounds like: each kind of event the engine reports and its
sound, or None where it is silent on purpose (the bands show it, the end screen's sting says it).
tests/scenes/test_draft_table.py checks every kind bots' games report is here."""
from __future__ import annotations

SOUNDS = {
    "dealt": "card_slide", "kept": "card_slide", "picked": "card_slide", "passed": "card_slide",
    "played": "card_flip", "defeated": "monster", "quest": "figure_down", "gained": "coins",
    "income": "coins", "discarded": "card_slide", "round": None, "tally": None, "game_over": None,
    "first": None, "turn": None, "play_phase": "door_creak", "round_end": None, "bonus": "coins",
    "unmet": None,
    "keep_quests": "card_slide", "draft": "card_slide",  # a seat has sealed its secret choice
}
