"""Names that are ours: no Dungeon Draft card or quest carries the name of a card of a well-known
published card game, and the only names the rulebook gives (Cadoc the Martyr, Arminus the
Barbarian, Longsword, Red Dragon) are kept. The rulebook lists no other card, and we know no other
card name of the published game: every other name is ours. See /work/shared/CONTENT.md."""
from __future__ import annotations

from game.draft.content import CONTENT_DIR, load
from tests.test_our_names import _key, clashes, folder_names

# Names of cards of well-known published card games (collectible, deck-building, party), kept out of
# our content, with near neighbours of names we use so a later edit does not drift into them.
PUBLISHED = {
    # a collectible card game's classic creatures and spells
    "Llanowar Elves", "Shivan Dragon", "Serra Angel", "Grizzly Bears", "Hill Giant", "Giant Spider", "Gray Ogre",
    "Goblin King", "Sengir Vampire", "Craw Wurm", "Mahamoti Djinn", "Royal Assassin", "Prodigal Sorcerer",
    "Elvish Archers", "Juggernaut", "Giant Growth", "Lightning Bolt", "Dark Ritual", "Counterspell",
    "Birds of Paradise", "Savannah Lions", "White Knight", "Black Knight", "Ironroot Treefolk", "Ornithopter",
    "Goblin Guide", "Mogg Fanatic", "Lord of the Pit", "Force of Nature", "Wild Growth", "Keldon Warlord",
    "Dwarven Warriors", "Orcish Artillery", "Hurloon Minotaur", "Ogre Taskmaster", "Goblin Balloon Brigade",
    # a digital collectible card game's cards
    "Knife Juggler", "Wild Pyromancer", "Chillwind Yeti", "Boulderfist Ogre", "River Crocolisk", "Bloodfen Raptor",
    "Stonetusk Boar", "Harvest Golem", "Acolyte of Pain", "Cult Master", "Argent Squire", "Shieldbearer",
    "Ironbeak Owl", "Defender of Argus", "Abusive Sergeant", "Leper Gnome", "Wolfrider", "Kobold Geomancer",
    "Dalaran Mage", "Ogre Magi", "Azure Drake", "Frostwolf Grunt", "Raid Leader", "Stormwind Champion",
    "Lord of the Arena", "Gurubashi Berserker", "Fen Creeper", "Silver Hand Knight", "Spellbreaker",
    "Questing Adventurer", "Mad Bomber", "Loot Hoarder", "Bloodsail Pirate", "Mana Wyrm", "Sorcerer's Apprentice",
    "Kirin Tor Mage", "Ethereal Arcanist", "Water Elemental", "Defias Ringleader", "Blade Flurry", "Eviscerate",
    "Keeper of the Grove", "Druid of the Claw", "Ancient of Lore", "Ancient of War", "Ironbark Protector",
    "Warsong Commander", "Frothing Berserker", "Arathi Weaponsmith", "Fiery War Axe", "Arcanite Reaper",
    "Truesilver Champion", "Assassin's Blade", "Perdition's Blade", "Eaglehorn Bow", "Ancient Watcher",
    "Stranglethorn Tiger", "Bluegill Warrior", "Murloc Tidehunter", "Twilight Drake", "Mountain Giant",
    # deck-building games' cards
    "Village", "Smithy", "Militia", "Moat", "Witch", "Chapel", "Cellar", "Market", "Festival", "Laboratory",
    "Throne Room", "Thief", "Adventurer", "Bureaucrat", "Gardens", "Mine", "Moneylender", "Remodel", "Spy",
    "Woodcutter", "Workshop", "Council Room", "Feast", "Library", "Mystic", "Heavy Infantry", "Cultist",
    "Arha Initiate", "Lifebound Initiate", "Apprentice", "Militia Man", "Thunderstone", "Longspear", "Torch",
    "Iron Rations", "Elf Wizard", "Regian Cleric", "Amazon Archer", "Dwarf Guardian", "Chalice Quester",
    # a party card game's monsters
    "Potted Plant", "Drooling Slime", "Plutonium Dragon", "Gelatinous Octahedron", "Net Troll", "Lame Goblin",
    "Maul Rat", "Flying Frogs", "Large Angry Chicken", "Mr. Bones", "Undead Horse", "Harpies", "Leperchaun",
    "Ghoulfiends", "Stoned Golem", "Face Sucker", "Floating Nose", "Bullrog", "Hippogriff", "Wannabe Vampire",
    # near neighbours of names we use
    "Knife Thrower", "Giant Rats", "Cave Troll", "Dire Wolves", "Skeleton Warrior", "Haunted Armor",
    "Gelatinous Cube", "Black Dragon", "Ancient Wyrm", "Stone Giant", "Hill Troll", "Goblin Boss",
}
RULEBOOK = {"Cadoc the Martyr", "Arminus the Barbarian", "Longsword", "Red Dragon"}


def content_names() -> list[tuple[str, str]]:
    return folder_names(CONTENT_DIR)


def test_every_file_is_read():
    content = load()
    assert len(content_names()) == len(content.cards) + len(content.quests)


def test_no_name_is_a_published_one():
    found = clashes(content_names(), PUBLISHED)
    assert not found, found


def test_the_check_catches_a_published_name_however_it_is_written():
    banned = {_key(n) for n in PUBLISHED}
    for written in ("knife juggler", "The Wild Pyromancer", "HILL GIANT", "Haunted  Armor"):
        assert _key(written) in banned, written
    assert _key("Dagger Tosser") not in banned and _key("Hill Giant Gorrum") not in banned


def test_the_rulebooks_names_are_kept_and_are_the_only_ones_it_gives():
    names = {name for name, _ in content_names()}
    assert RULEBOOK <= names
    assert not {_key(n) for n in RULEBOOK} & {_key(n) for n in PUBLISHED}
