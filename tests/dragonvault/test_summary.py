"""The in-app rules reference for Dragonvault (game/dragonvault/summary.md): it renders with the
rules page's own markup, covers each part of the game under its heading, and is in our own words
(no run of 12 words shared with the rulebook)."""
from __future__ import annotations

from game.dragonvault import rules
from tests import rules_page as page  # (tests/conftest.py has made SDL headless already)


class TestDragonvaultRulesPage(page.PageChecks):
    RULES = rules
    RULEBOOK = "dragonvault.txt"
    LINES = (50, 200)
    REQUIRED_HEADINGS = ["Goal and how you win", "Setup", "Your turn", "Paying treasure", "Responses",
                         "Damage and companions", "Frozen", "Encounters", "Looting", "Teams",
                         "How to play at Tavern Table"]
    SECTION_TERMS = {
        "Goal and how you win": ["relic", "gemstones 2", "shared", "only one champion"],
        "Setup": ["side deck", "gluttonous ogre", "1 food and 2 gold coins", "d6", "avadel", "radin"],
        "Your turn": ["play step", "draw", "encounter"],
        "Paying treasure": ["change", "pool", "end of your turn"],
        "Responses": ["anyone's turn"],
        "Damage and companions": ["toughness", "companion", "spills"],
        "Frozen": ["1", "after next", "damage"],
        "Encounters": ["dragons", "traps", "group"],
        "Looting": ["face down", "discard"],
        "Teams": ["relics", "ally"],
    }
