"""The in-app rules reference for Legend of Drizzt (game/drizzt/summary.md).

It must render with the rules page's own markup renderer, cover every part of the game under
its own heading, name every adventure, quote the engine's own numbers, and be written in our own
words: it may share no run of 12 words with the rulebook.
"""
from __future__ import annotations

import os
import re
from pathlib import Path

os.environ.setdefault("SDL_VIDEODRIVER", "dummy")
os.environ.setdefault("SDL_AUDIODRIVER", "dummy")
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.drizzt import heroes, party, rules, villain  # noqa: E402
from game.drizzt.content import load  # noqa: E402
from scenes.kit.text import document_surface  # noqa: E402

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
    "How to play at Tavern Table": ["still being built", "command line", "python -m game simulate drizzt",
                                    "--adventure", "--seats", "--bots coop", "unknown id"],
}

RUN = 12  # the longest run of words the summary may share with the rulebook, plus one


def headings(text: str) -> list[str]:
    return [line.strip()[2:].strip() for line in text.splitlines() if line.strip().startswith("# ")]


def sections(text: str) -> dict[str, str]:
    """Heading title -> the text under it, up to the next heading."""
    out: dict[str, str] = {}
    title = ""
    for line in text.splitlines():
        if line.strip().startswith("# "):
            title = line.strip()[2:].strip()
            out[title] = ""
        elif title:
            out[title] += line + "\n"
    return out


def words(text: str) -> list[str]:
    """Lower-case words, punctuation and runs of whitespace dropped."""
    text = text.lower().replace("\u2019", "'").replace("\u2018", "'")
    return re.findall(r"[a-z0-9]+(?:'[a-z0-9]+)*", text)


def rulebook() -> Path | None:
    """shared/rules/legend-of-drizzt.txt beside the checkout (or under TAVERN_SHARED_DIR)."""
    named = os.environ.get("TAVERN_SHARED_DIR")
    candidates = [Path(named)] if named else []
    candidates += [p / "shared" for p in Path(__file__).resolve().parents]
    for folder in candidates:
        path = folder / "rules" / "legend-of-drizzt.txt"
        if path.is_file():
            return path
    return None


def test_the_game_info_serves_this_file():
    assert rules.INFO.rules_summary == TEXT


@pytest.mark.parametrize("width", [1250, 600])
def test_the_summary_renders_headless(width):
    page = document_surface(TEXT, width, 25)
    assert isinstance(page, pygame.Surface) and page.get_width() == width
    # a long page: well over one line per source line
    assert page.get_height() > 25 * len([line for line in TEXT.splitlines() if line.strip()])


def test_only_markup_the_page_renderer_knows():
    """Headings '# ', bullets '- ', plain paragraphs; a bullet is one source line, since a
    line after it without '- ' would show as a separate paragraph."""
    previous = ""
    for number, raw in enumerate(TEXT.splitlines(), 1):
        line = raw.strip()
        assert not line.startswith(("##", "* ", "**", "1.", "> ", "```", "|")), f"line {number}: {line[:40]}"
        assert "**" not in line and "`" not in line, f"line {number}: inline markup is shown as typed"
        if line and not line.startswith(("# ", "- ")):
            assert not previous.startswith("- "), f"line {number} continues a bullet: join it to that line"
        previous = line


def test_every_section_has_its_heading():
    found = headings(TEXT)
    missing = [h for h in REQUIRED_HEADINGS if h not in found]
    assert not missing, f"no heading for: {', '.join(missing)}"
    assert len(found) == len(set(found)), "a heading appears twice"


@pytest.mark.parametrize("title", sorted(SECTION_TERMS))
def test_each_section_covers_its_ground(title):
    body = sections(TEXT)[title].lower()
    assert body.strip(), f"{title} is empty"
    missing = [term for term in SECTION_TERMS[title] if term not in body]
    assert not missing, f"{title} never mentions: {', '.join(missing)}"


def test_every_adventure_has_a_line_with_its_id():
    body = sections(TEXT)["The adventures"]
    bullets = [ln for ln in body.splitlines() if ln.startswith("- ")]
    for adv in load().adventures.values():
        line = next((ln for ln in bullets if ln.startswith(f"- {adv.name} ({adv.id}):")), "")
        assert line, f"no line 'Name (id):' for {adv.name}"
    assert len(bullets) == len(load().adventures), "an adventure was added or removed: give it its line"


def test_every_hero_is_named():
    body = sections(TEXT)["Setup"]
    for hero in load().heroes.values():
        first = hero.name.split()[0]
        assert f"{first} ({hero.race} {hero.klass})" in body, f"{hero.name} is not named with race and class"


def test_the_numbers_are_the_engines():
    """The rolls and costs quoted are the ones the engine uses."""
    body = sections(TEXT)
    assert f"{heroes.CURE_ROLL} or higher and the poison" in body["Conditions"]
    assert f"roll of {villain.CURSE_END_ROLL} or higher" in body["Conditions"]
    assert f"roll {heroes.LOCK_ROLL} or higher and it opens" in body["Doors"]
    assert f"at least {party.XP_COST} experience" in body["The villain phase"]
    assert f"level 1 hero level up for {party.XP_COST} experience" in body["Experience and levelling up"]
    for hero in load().heroes.values():  # what a surge restores: the hero's starting Health (G-05)
        assert hero.surge == hero.health


def test_a_compact_reference():
    assert 150 <= len(TEXT.splitlines()) <= 250


def test_written_in_our_own_words():
    path = rulebook()
    if path is None:
        pytest.skip("the shared rulebook is not beside this checkout")
    book = words(path.read_text(encoding="utf-8"))
    ours = words(TEXT)
    runs = {tuple(book[i:i + RUN]) for i in range(len(book) - RUN + 1)}
    shared = [" ".join(ours[i:i + RUN]) for i in range(len(ours) - RUN + 1) if tuple(ours[i:i + RUN]) in runs]
    assert not shared, f"{len(shared)} runs of {RUN} words copied from the rulebook, e.g. {shared[0]!r}"
