"""The in-app rules reference for Dragonvault (game/dragonvault/summary.md): it renders with the
rules page's own markup, covers each part of the game under its heading, and is in our own words
(no run of 12 words shared with the rulebook)."""
from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.dragonvault import rules  # noqa: E402
from tests import rules_page as page  # noqa: E402

TEXT = (Path(rules.__file__).parent / "summary.md").read_text(encoding="utf-8")


class TestDragonvaultRulesPage(page.PageChecks):
    TEXT = TEXT
    INFO = rules.INFO
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
