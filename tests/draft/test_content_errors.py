"""Damaged Dungeon Draft content files are refused with `file:line: problem`, the line being the one
that holds the damage: each case copies the content to a temporary folder, breaks one thing, and
loads it."""
from __future__ import annotations

import pytest

from game.core.errors import ContentError
from game.draft import content as dd
from tests import content_damage
from tests.content_damage import copied

CADOC_EFFECT = '{ do = "gain_gold", amount = 3 }]\ntext = "If you have 3 Druid'
CADOC_TEXT = 'text = "If you have 3 Druid cards, gain 3 gold."'
LONG = "Gain 3 gold, then tell a long story about the grove and the martyr and the roots, and the rain, and the end."
# (file, text to find, what to put instead, the line to blame: the text that marks it, words of the problem[,
#  the file blamed when it is not the damaged one])
CASES = {
    # TOML and the schema's shape
    "syntax error": ("heroes.toml", "cost = 4\n", "cost = = 4\n", "cost = = 4", "Invalid"),
    "unknown key": ("heroes.toml", "cost = 4\n", 'cost = 4\ncolour = "green"\n', 'colour = "green"', "unknown key 'colour'"),
    "wrong type": ("heroes.toml", "cost = 4\n", 'cost = "4"\n', 'cost = "4"', "'cost' must be a whole number"),
    "effects not a list": ("heroes.toml", "effects = [" + CADOC_EFFECT, 'effects = "gain 3 gold"\ntext = "If you have 3 Druid',
                           'effects = "gain 3 gold"', "'effects' must be a list"),
    "missing cost": ("weapons.toml", 'name = "Oak Staff"\nclass = "druid"\ncopies = 2\ncost = 2\n',
                     'name = "Oak Staff"\nclass = "druid"\ncopies = 2\n', ("header", 'name = "Oak Staff"'), "missing 'cost'"),
    "missing attack cost": ("monsters.toml", "copies = 3\nattack_cost = 1\n", "copies = 3\n",
                            ("header", 'name = "Giant Rat"'), "missing 'attack_cost'"),
    # ids and names
    "id not snake_case": ("heroes.toml", 'id = "cadoc_the_martyr"', 'id = "Cadoc-the-Martyr"', 'id = "Cadoc-the-Martyr"',
                          "snake_case"),
    "duplicate id": ("heroes.toml", 'id = "grove_warden"', 'id = "mossfoot_herbalist"',
                     ("header", 'id = "mossfoot_herbalist"', 2), "duplicate id"),
    "id clash across files": ("weapons.toml", 'id = "oak_staff"', 'id = "grove_warden"', 'id = "grove_warden"',
                              "already used in heroes.toml"),
    "quest id clash": ("quests.toml", 'id = "clear_the_cellar_warrens"', 'id = "red_dragon"', 'id = "red_dragon"',
                       "already used in monsters.toml"),
    "empty name": ("heroes.toml", 'name = "Cadoc the Martyr"', 'name = " "', 'name = " "', "needs a name"),
    # classes and numbers
    "unknown class": ("heroes.toml", 'class = "druid"', 'class = "bard"', 'class = "bard"', "needs a class, one of druid"),
    "hero without a class": ("heroes.toml", 'class = "druid"\n', "", ("header", 'name = "Cadoc the Martyr"'),
                             "needs a class"),
    "monster with a class": ("monsters.toml", 'name = "Red Dragon"\n', 'name = "Red Dragon"\nclass = "monster"\n',
                             'class = "monster"', "a monster card has no class"),
    "copies below one": ("heroes.toml", "copies = 3\n", "copies = 0\n", "copies = 0", "copies must be at least 1"),
    "cost off the scale": ("heroes.toml", "cost = 4\n", "cost = 12\n", "cost = 12", "it must be 1 to 8"),
    "production off the scale": ("heroes.toml", "production = 1\n", "production = 3\n", "production = 3",
                                 "it must be 0 to 2"),
    "attack cost off the scale": ("monsters.toml", "attack_cost = 5\n", "attack_cost = 11\n", "attack_cost = 11",
                                  "it must be 1 to 10"),
    "a monster's number on a hero": ("heroes.toml", "cost = 4\n", "cost = 4\nattack_cost = 3\n", "attack_cost = 3",
                                     "takes no attack_cost"),
    "a hero's number on a monster": ("monsters.toml", 'name = "Red Dragon"\n', 'name = "Red Dragon"\ncost = 3  # damaged\n',
                                     "# damaged", "takes no cost"),
    # effects and conditions
    "unknown effect": ("heroes.toml", CADOC_EFFECT, CADOC_EFFECT.replace("gain_gold", "smite"), 'do = "smite"',
                       "unknown effect 'smite'"),
    "end of game effect on a hero": ("heroes.toml", CADOC_EFFECT,
                                     CADOC_EFFECT.replace('"gain_gold", amount = 3', '"xp_per_class", amount = 1, class = "druid"'),
                                     'do = "xp_per_class"', "cannot be used when a hero or weapon is played"),
    "per class effect without a class": ("heroes.toml", 'amount = 1, class = "druid" }', "amount = 1 }",
                                         ('do = "gain_gold_per_class"', 1), "counts a class"),
    "class on a plain effect": ("heroes.toml", CADOC_EFFECT, CADOC_EFFECT.replace("amount = 3", 'amount = 3, class = "druid"'),
                                'amount = 3, class = "druid"', "counts no class"),
    "amount zero": ("heroes.toml", CADOC_EFFECT, CADOC_EFFECT.replace("amount = 3", "amount = 0"), "amount = 0",
                    "needs an amount"),
    "unknown effect key": ("heroes.toml", CADOC_EFFECT, CADOC_EFFECT.replace("amount = 3", "amount = 3, times = 2"),
                           "times = 2", "unknown key 'times'"),
    "need names an unknown class": ("heroes.toml", "need = { druid = 3 }", "need = { elf = 3 }", "need = { elf = 3 }",
                                    "unknown class 'elf'"),
    "need of zero cards": ("heroes.toml", "need = { druid = 3 }", "need = { druid = 0 }", "need = { druid = 0 }",
                           "at least 1"),
    "need without effects": ("heroes.toml", 'name = "Mossfoot Herbalist"\n', 'name = "Mossfoot Herbalist"\nneed = { druid = 2 }\n',
                             "need = { druid = 2 }", "has a need but no effects"),
    # texts
    "text too long": ("heroes.toml", CADOC_TEXT, f'text = "{LONG}"', "tell a long story", "at most 100"),
    "effects without a text": ("heroes.toml", CADOC_TEXT + "\n", "", ("header", 'name = "Cadoc the Martyr"'),
                               "has effects but no text"),
    "text without effects": ("heroes.toml", 'name = "Mossfoot Herbalist"\n', 'name = "Mossfoot Herbalist"\ntext = "Gain 9 gold."\n',
                             'text = "Gain 9 gold."', "has a text but no effects"),
    # quests
    "unknown frequency": ("quests.toml", 'frequency = "once"', 'frequency = "sometimes"', 'frequency = "sometimes"',
                          "expected one of"),
    "end of game effect on a once quest": ("quests.toml", 'effects = [{ do = "gain_gold", amount = 3 }]',
                                           'effects = [{ do = "xp_per_card", amount = 1 }]', 'do = "xp_per_card", amount = 1 }]',
                                           "cannot be used by a quest played once"),
    "quest requiring nothing": ("quests.toml", "requires = { warrior = 2 }", "requires = {}", "requires = {}",
                                "requires nothing"),
    "quest effects without a frequency": ("quests.toml", 'requires = { rogue = 3 }\nfrequency = "once"\n',
                                          "requires = { rogue = 3 }\n", ('effects = [{ do = "gain_gold", amount = 3 }]', 1),
                                          "has effects but no frequency"),
    "quest xp off the scale": ("quests.toml", "xp = 3\n", "xp = 0\n", "xp = 0", "it must be 1 to 12"),
    # counts and the config
    "wrong draft card count": ("monsters.toml", "copies = 3\nattack_cost = 1\n", "copies = 4\nattack_cost = 1\n", None,
                               "the box holds 173 draft cards", "heroes.toml"),
    "too few quests": ("quests.toml", '[[quest]]\nid = "clear_the_cellar_warrens"', '[[spare]]\nid = "clear_the_cellar_warrens"',
                       None, "the box holds 25 quests"),
    "config unknown key": ("config.toml", "rounds = 4", "rounds = 4\nturns = 9", "turns = 9", "unknown key 'turns'"),
    "config kept above dealt": ("config.toml", "quests_kept = 3", "quests_kept = 6", "quests_kept = 6",
                                "cannot be more than quests_dealt"),
    "config pass round past the end": ("config.toml", "pass_left_rounds = [1, 3]", "pass_left_rounds = [1, 5]",
                                       "pass_left_rounds", "names round 5"),
    "config flag not a flag": ("config.toml", "score_unplayed_met_quests = false", "score_unplayed_met_quests = 0",
                               "score_unplayed_met_quests", "must be true or false"),
    "config one seat": ("config.toml", "min_seats = 2", "min_seats = 1", "min_seats = 1", "at least 2"),
    "config too many seats for the quests": ("config.toml", "max_seats = 5", "max_seats = 6", "max_seats = 6",
                                             "too few quests"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_damage_is_refused_at_its_line(tmp_path, case):
    content_damage.refused_at_its_line(tmp_path, dd.CONTENT_DIR, dd.load, CASES[case])


class TestDraftContentDamage(content_damage.DamageChecks):
    CONTENT = dd
    CASES = CASES
    MISSING = "weapons.toml"


def test_a_class_missing_among_the_weapons_is_refused(tmp_path):
    """G-05: every class, the monster class included, has weapons (and heroes)."""
    folder = copied(tmp_path, dd.CONTENT_DIR)
    path = folder / "weapons.toml"
    path.write_text(path.read_text(encoding="utf-8").replace('class = "monster"', 'class = "warrior"'), encoding="utf-8")
    with pytest.raises(ContentError, match=r"weapons\.toml:1: no weapon of the class monster"):
        dd.load(folder)
