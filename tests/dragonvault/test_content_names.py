"""Names that are ours (G-01, /work/shared/CONTENT.md "Original, always"): Dragonvault's cards and
champions carry the names our rulebook gives (Ulric, Avadel, Radin, Celaine, Vorix, Food, Gold
Coins, Gemstones, Relic, Hired Muscle, Healing Potion, Crystal Ball, Invisibility Potion, Spirit
of Retribution, Expert Thief, Green Dragon, Bear Trap, Djinn, Succubus, Phoenix, Flood,
Gluttonous Ogre), and every other name is our own: none is a name the rulebook does not give to
that card, and none is a card of the published take-that dungeon card games we know."""
from __future__ import annotations

import re
import tomllib
from pathlib import Path

import pytest

from game.dragonvault.content import CONTENT_DIR, load
from tests.rule_coverage import shared_checklist
from tests.test_our_names import _key, _names

RULEBOOK = {"Ulric", "Avadel", "Radin", "Celaine", "Vorix", "Food", "Gold Coins", "Gemstones", "Relic",
            "Hired Muscle", "Healing Potion", "Crystal Ball", "Invisibility Potion", "Spirit of Retribution",
            "Expert Thief", "Green Dragon", "Bear Trap", "Djinn", "Succubus", "Phoenix", "Flood", "Gluttonous Ogre"}

# Published card names of the family of take-that dungeon card games (monsters, items, curses and
# one-shots of the best known of them), kept out of our content. We do not know the published
# Dragonvault's own card list beyond the rulebook's names, so everything not in RULEBOOK is ours
# and must not appear in the rulebook's text either (test below).
PUBLISHED = {
    # monsters
    "Plutonium Dragon", "Net Troll", "Potted Plant", "Drooling Slime", "Lame Goblin", "Maul Rat",
    "Gelatinous Octahedron", "Large Angry Chicken", "Bigfoot", "Floating Nose", "Squidzilla", "Tongue Demon",
    "Wannabe Vampire", "Undead Horse", "Insurance Salesman", "Lawyers", "Harpies", "Crabs", "Pit Bull",
    "Flying Frogs", "Hippogriff", "King Tut", "Leperchaun", "Shrieking Geek", "Ghoulfiends", "Mr. Bones",
    "Face Sucker", "Amazon", "Bullrog", "Stoned Golem", "Pukachu", "Snails on Speed", "Unspeakably Awful "
    "Indescribable Horror",
    # items
    "Boots of Butt-Kicking", "Cloak of Obscurity", "Helm of Courage", "Horny Helmet", "Sneaky Bastard Sword",
    "Broad Sword", "Rat on a Stick", "Eleven-Foot Pole", "Huge Rock", "Staff of Napalm",
    "Chainsaw of Bloody Dismemberment", "Mithril Armor", "Flaming Armor", "Slimy Armor", "Leather Armor",
    "Short Wide Armor", "Spiky Knees", "Sandals of Protection", "Bad-Ass Bandanna", "Kneepads of Allure",
    "Singing & Dancing Sword", "Hireling", "Cotion of Ponfusion", "Flask of Glue", "Yuppie Water",
    "Potion of Halitosis", "Wand of Dowsing", "Magic Lamp", "Wishing Ring", "Friendship Potion", "Doppleganger",
    # curses and one-shots
    "Duck of Doom", "Hoard", "Kill the Hireling", "Help Me Out Here", "Illusion", "Mate", "Wandering Monster",
    "Out to Lunch", "Divine Intervention", "Go Up a Level", "Whine to the GM", "Super Munchkin", "Half-Breed",
    # near neighbours of names we use, kept out so a later edit does not drift into them
    "Hired Goon", "Master Thief", "Potion of Invisibility", "Red Dragon", "Ogre Glutton",
}


def content_names() -> list[tuple[str, str]]:
    out = []
    for path in sorted(CONTENT_DIR.glob("*.toml")):
        out += _names(tomllib.loads(path.read_text(encoding="utf-8")), f"dragonvault/{path.name}")
    return out


def rulebook_text() -> str | None:
    path = shared_checklist(Path(__file__).parent, "dragonvault.txt")
    return None if path is None else _key(path.read_text(encoding="utf-8"))


def test_every_file_is_read():
    content = load()
    assert len(content_names()) == len(content.champions) + len(content.cards)


def test_no_name_is_a_published_one():
    banned = {_key(n): n for n in PUBLISHED}
    clashes = [(name, where) for name, where in content_names() if _key(name) in banned]
    assert not clashes, clashes
    assert not {_key(n) for n in RULEBOOK} & set(banned)


def test_the_rulebooks_names_are_kept():
    assert RULEBOOK <= {name for name, _ in content_names()}


def test_the_rulebooks_names_are_in_the_rulebook_and_ours_are_not():
    """A name the rulebook gives is one it prints; any other name of ours is nowhere in it."""
    text = rulebook_text()
    if text is None:
        pytest.skip("shared/rules/dragonvault.txt is not beside this checkout")
    for name in RULEBOOK:
        assert _key(name) in text, name  # a substring: the text runs some words together ("theRelic")
    ours = [name for name, _ in content_names() if name not in RULEBOOK]
    printed = [n for n in ours if re.search(rf"\b{re.escape(_key(n))}\b", text)]
    assert not printed, printed


def test_no_name_on_the_list_is_one_our_rulebook_gives():
    text = rulebook_text()
    if text is None:
        pytest.skip("shared/rules/dragonvault.txt is not beside this checkout")
    assert not [n for n in PUBLISHED if re.search(rf"\b{re.escape(_key(n))}\b", text)]
