"""Names that are ours: no Lords of Waterdeep building, quest, intrigue card or lord carries the name
of a published card of the board game, except the seven our rulebook names (Helmstar Warehouse,
Spy on the House of Light, Recover the Magister's Orb, Stamp Out Cultists, Lack of Faith, Call
in a Favor, Khelben Arunsun) and its three basic buildings. See /work/shared/CONTENT.md."""
from __future__ import annotations

from game.waterdeep.content import CONTENT_DIR, load
from tests.test_our_names import _key, clashes, folder_names

# Published names kept out of our content: the board's basic buildings, building tiles, lords,
# intrigue cards and quests of the published game, and a few near neighbours of names we use.
PUBLISHED = {
    # basic buildings
    "Aurora's Realms Shop", "Blackstaff Tower", "Castle Waterdeep", "Field of Triumph", "The Grinning Lion Tavern",
    "The Plinth",
    # building tiles
    "Caravan Court", "Dragon Tower", "Fetlock Court", "The Golden Horn", "Heroes' Garden", "House of Good Spirits",
    "House of Heroes", "House of the Moon", "House of Wonder", "Jesters' Court", "New Olamn", "Northgate",
    "Palace of Waterdeep", "The Skulkway", "Smuggler's Dock", "Spires of the Moon", "The Stone House",
    "The Three Pearls", "Tower of Luck", "Tower of the Order", "The Waymoot", "The Yawning Portal", "Zoarstar",
    # lords
    "Brianne Byndraeth", "Caladorn Cassalanter", "Durnan the Wanderer", "Kyriani Agrivar", "Larissa Neathal",
    "Mirt the Moneylender", "Nindil Jalbuck", "Piergeiron the Paladinson", "Sammereza Sulphontis", "Danilo Thann",
    "Durnan", "Mirt", "Piergeiron", "Laeral Silverhand",
    # intrigue cards
    "Ambush", "Arcane Mishap", "Assassination", "Bidding War", "Bribe Agent", "Call for Adventurers",
    "Change of Plans", "Conscription", "Crime Wave", "Free Drinks", "Graduation Day", "Real Estate Deal",
    "Recall Agent", "Recruit Spies", "Request Assistance", "Research Agreement", "Sample Wares",
    "Special Assignment", "Spread the Wealth", "Summon the Faithful", "Tax Collection", "Accelerate Plans",
    "Good Faith", "Honor Among Thieves", "Fend Off Bandits", "Foil the Zhentarim", "Placate Angry Merchants",
    "Quell Mercenary Uprising", "Quell Riots", "Repel Drow Invaders",
    # quests
    "Ambush Artor Modlin", "Bolster City Guard", "Bribe the Shipwrights", "Deliver an Ultimatum",
    "Eliminate Vampire Coven", "Raid on Undermountain", "Recruit Paladins for Tyr",
    "Seize Citadel of the Bloody Hand", "Train Bladesingers", "Infiltrate Halaster's Circle",
    "Study the Illusk Arch", "Domesticate Owlbears", "Explore Ahghairon's Tower",
    "Investigate Aberrant Infestation", "Host Festival for Sune", "Expose Cult Corruption",
    "Ally with House Thann", "Protect the House of Luck", "Bolster Griffon Cavalry",
    "Recruit for Blackstaff Academy", "Establish Harpers Safe House", "Fence Goods for Duke of Darkness",
    "Prison Break", "Steal from House Adarbrent", "Take Over Rival Organization", "Placate the Walking Statue",
    "Thin the City Watch", "Establish Wizard Academy", "Convert a Noble to Lathander", "Create a Shrine to Oghma",
    "Defend the Tower of Luck", "Form an Alliance with the Rashemi", "Heal Fallen Gray Hand Soldiers",
    "Install a Spy in Castle Waterdeep", "Repel Seawraiths", "Safeguard Eltorchul Mage", "Procure Stolen Goods",
    "Lure Artisans of Mirabar", "Establish New Merchant Guild", "Impersonate Adarbrent Noble",
    "Investigate Thayan Presence", "Expose Red Wizards' Spies", "Build a Reputation in Skullport",
    "Discover Hidden Temple of Lolth", "Produce a Miracle for the Masses", "Raid Orc Stronghold",
    "Rescue Clerics of Tymora", "Retrieve Ancient Artifacts", "Loot the Crypt of Chauntea",
    "Sponsor Bounty Hunters", "Send Aid to the Harpers", "Infiltrate Builder's Hall",
    # near neighbours of names we use
    "Bless the Fleet", "Escort an Envoy", "Rob the Moneylender", "Hunt the Basilisk",
}
RULEBOOK = {"Helmstar Warehouse", "Spy on the House of Light", "Recover the Magister's Orb", "Stamp Out Cultists",
            "Lack of Faith", "Call in a Favor", "Khelben Arunsun", "Builder's Hall", "Cliffwatch Inn",
            "Waterdeep Harbor"}


def content_names() -> list[tuple[str, str]]:
    return folder_names(CONTENT_DIR)


def test_every_file_is_read():
    names = content_names()
    content = load()
    expected = (len(content.basics) + len(content.buildings) + len(content.quests) + len(content.intrigue)
                + len(content.lords) + len(content.config.colours))
    assert len(names) == expected


def test_no_name_is_a_published_one():
    found = clashes(content_names(), PUBLISHED)
    assert not found, found


def test_the_rulebooks_names_are_kept_and_are_the_only_ones_it_gives():
    names = {name for name, _ in content_names()}
    assert RULEBOOK <= names
    assert not {_key(n) for n in RULEBOOK} & {_key(n) for n in PUBLISHED}
