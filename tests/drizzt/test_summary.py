"""The in-app rules reference for Legend of Drizzt (game/drizzt/summary.md).

It must render with the rules page's own markup renderer, cover every part of the game under
its own heading, name every adventure, quote the engine's own numbers, and be written in our own
words: it may share no run of 12 words with the rulebook.
"""
from __future__ import annotations

import os
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")


from game.drizzt import curses, heroes, party, rules  # noqa: E402
from game.drizzt.content import load  # noqa: E402
from tests import rules_page as page  # noqa: E402

SUMMARY_PATH = Path(rules.__file__).parent / "summary.md"
TEXT = SUMMARY_PATH.read_text(encoding="utf-8")

REQUIRED_HEADINGS = [
    "Goal and how you win",
    "Setup",
    "A turn",
    "Movement",
    "Exploring",
    "The villain phase",
    "Distance in tiles",
    "Attacks and damage",
    "Powers",
    "Conditions",
    "Monsters and their tactics",
    "Encounters",
    "Treasure",
    "Experience and levelling up",
    "Doors",
    "Leaving the dungeon",
    "The adventures",
    "How to play at Tavern Table",
]

# Things every part of the reference must at least mention (lower case), by section.
SECTION_TERMS = {
    "Goal and how you win": ["whole party wins", "no healing surge", "teams", "evil hero", "own experience pile"],
    "Setup": ["starting deck", "advanced deck", "stairs", "1 art, 2 talents and 1 maneuver", "suggested",
              "random", "healing surges", "1 for a hard game", "3 for an easy one", "starting item"],
    "A turn": ["hero phase", "exploration phase", "villain phase", "move then attack", "attack then move",
               "move twice", "stunned", "disarm", "open a door", "healing surge"],
    "Movement": ["speed", "fuel", "diagonal", "walls", "monsters", "another hero", "door"],
    "Exploring": ["unexplored edge", "triangle", "spawn point", "already hold", "corridor", "row",
                  "dead-end", "no tile left"],
    "The villain phase": ["black triangle", "5 experience", "villain", "order you got it", "same-name",
                          "curses"],
    "Distance in tiles": ["straight steps", "never diagonal", "wall", "on all of them", "adjacent"],
    "Attacks and damage": ["d20", "defense", "damage", "experience pile", "treasure", "0 health", "falls"],
    "Powers": ["art", "talent", "maneuver", "face down", "reaction", "before its roll"],
    "Conditions": ["stunned", "poisoned", "curses", "settings", "slowed"],
    "Monsters and their tactics": ["tactics", "first line", "last line", "spawn point", "level", "villain"],
    "Encounters": ["events", "settings", "curses", "hazards", "traps", "disarm", "marker"],
    "Treasure": ["one per turn", "hand it", "one at a time", "attack treasures", "defense treasures",
                 "tome of knowledge", "floor", "shuffling"],
    "Experience and levelling up": ["cancel", "level up", "natural 20", "+2 health", "one more art",
                                    "anything over 5 is lost"],
    "Doors": ["closed", "trapped", "locked", "instead of attacking", "1 damage"],
    "Leaving the dungeon": ["sunken stair", "goblin pens", "villain phases", "every hero"],
    "How to play at Tavern Table": ["drag the active hero", "lit space", "click a card in the hand", "party panel",
                                    "end the hero phase", "ctrl+z", "wheel", "python -m game simulate drizzt",
                                    "unknown adventure id"],
}


def test_every_adventure_has_a_line_with_its_id():
    body = page.sections(TEXT)["The adventures"]
    bullets = [ln for ln in body.splitlines() if ln.startswith("- ")]
    for adv in load().adventures.values():
        line = next((ln for ln in bullets if ln.startswith(f"- {adv.name} ({adv.id}):")), "")
        assert line, f"no line 'Name (id):' for {adv.name}"
    assert len(bullets) == len(load().adventures), "an adventure was added or removed: give it its line"


def test_every_hero_is_named():
    body = page.sections(TEXT)["Setup"]
    for hero in load().heroes.values():
        first = hero.name.split()[0]
        assert f"{first} ({hero.race} {hero.klass})" in body, f"{hero.name} is not named with race and class"


def test_the_numbers_are_the_engines():
    """The rolls and costs quoted are the ones the engine uses."""
    body = page.sections(TEXT)
    assert f"{heroes.CURE_ROLL} or higher and the poison" in body["Conditions"]
    assert f"roll of {curses.CURSE_END_ROLL} or higher" in body["Conditions"]
    assert f"roll {heroes.LOCK_ROLL} or higher and it opens" in body["Doors"]
    assert f"at least {party.XP_COST} experience" in body["The villain phase"]
    assert f"level 1 hero level up for {party.XP_COST} experience" in body["Experience and levelling up"]
    for hero in load().heroes.values():  # what a surge restores: the hero's starting Health (G-05)
        assert hero.surge == hero.health


class TestRulesPage(page.PageChecks):
    TEXT = TEXT
    INFO = rules.INFO
    REQUIRED_HEADINGS = REQUIRED_HEADINGS
    SECTION_TERMS = SECTION_TERMS
    RULEBOOK = "legend-of-drizzt.txt"
