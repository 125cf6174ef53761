"""The in-app rules reference for Lords of Waterdeep (game/waterdeep/summary.md): it renders with
the rules page's own markup, covers each part of the game under its heading, and is in our own
words (no run of 12 words shared with the rulebook)."""
from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

from game.waterdeep import rules  # noqa: E402
from tests import rules_page as page  # noqa: E402

TEXT = (Path(rules.__file__).parent / "summary.md").read_text(encoding="utf-8")


class TestWaterdeepRulesPage(page.PageChecks):
    TEXT = TEXT
    INFO = rules.INFO
    RULEBOOK = "lords-of-waterdeep.txt"
    LINES = (50, 200)
    REQUIRED_HEADINGS = ["Goal and how you win", "Setup", "A round", "Placing an agent", "Builder's Hall",
                         "Cliffwatch Inn", "Waterdeep Harbor", "Intrigue cards", "Quests", "The supply and the decks",
                         "How to play at Tavern Table"]
    SECTION_TERMS = {
        "Goal and how you win": ["adventurer", "2 gold", "lord", "tie"],
        "Setup": ["agents", "round 5", "builder's hall", "lord", "intrigue", "4 gold"],
        "A round": ["vp", "round 5", "first player", "harbor"],
        "Builder's Hall": ["cost", "vp"],
        "Waterdeep Harbor": ["intrigue", "space 1"],
        "Intrigue cards": ["attack", "utility", "mandatory"],
        "Quests": ["arcana", "commerce", "piety", "skullduggery", "warfare", "plot"],
    }
