"""The in-app rules reference for Dungeon Draft (game/draft/summary.md): it renders with the rules
page's own markup, covers each part of the game under its heading, and is in our own words (no
run of 12 words shared with the rulebook)."""
from __future__ import annotations

from game.draft import rules
from tests import rules_page as page  # (tests/conftest.py has made SDL headless already)


class TestDraftRulesPage(page.PageChecks):
    RULES = rules
    RULEBOOK = "dungeon-draft.txt"
    LINES = (50, 150)
    REQUIRED_HEADINGS = ["Goal and how you win", "Setup", "A round", "The draft", "The play phase", "Classes",
                         "Monsters", "Quests", "End of your turn", "How to play at Tavern Table"]
    SECTION_TERMS = {
        "Goal and how you win": ["xp", "tokens", "end-of-game", "cards in front", "share"],
        "Setup": ["9 gold", "5 quests", "keeps 3", "introductory", "random"],
        "A round": ["clockwise", "this round"],
        "The draft": ["7 cards", "left", "right", "rounds 1 and 3"],
        "The play phase": ["gold", "attack", "any order"],
        "Classes": ["druid", "warrior", "mage", "rogue", "monster"],
        "Monsters": ["attack cost", "not used up", "discard"],
        "Quests": ["classes", "nothing is paid", "end of the game"],
        "End of your turn": ["discard", "5 gold", "production"],
    }
