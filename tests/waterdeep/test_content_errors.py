"""Damaged content files are refused with `file:line: problem`, the line being the one that holds
the damage: each case copies the content to a temporary folder, breaks one thing, and loads it."""
from __future__ import annotations

import pytest

from game.waterdeep import content as wd
from tests import content_damage

# (file, text to find, what to put instead, the line to blame: the text that marks it, words of the problem)
CASES = {
    "syntax error": ("buildings.toml", 'cost = 3\n', 'cost = = 3\n', "cost = = 3", "Invalid"),
    "unknown key": ("buildings.toml", 'cost = 3\n', 'cost = 3\ncolour = "red"\n', 'colour = "red"', "unknown key 'colour'"),
    "wrong type": ("buildings.toml", 'cost = 3\n', 'cost = "3"\n', 'cost = "3"', "'cost' must be a whole number"),
    "missing key": ("quests.toml", 'type = "arcana"\nrequires = { wizard = 2, rogue = 2 }\n',
                    'requires = { wizard = 2, rogue = 2 }\n', '[[quest]]', "missing 'type'"),
    "unknown quest type": ("quests.toml", 'type = "arcana"\nrequires = { wizard = 2, rogue = 2 }',
                           'type = "sorcery"\nrequires = { wizard = 2, rogue = 2 }', 'type = "sorcery"',
                           "expected one of arcana"),
    "unknown effect": ("intrigue.toml", 'effect = "each_opponent_loses"\nargs = { bundle = { cleric = 1 } }',
                       'effect = "smite"\nargs = { bundle = { cleric = 1 } }', 'effect = "smite"', "unknown effect 'smite'"),
    "effect in the wrong place": ("buildings.toml", 'effect = "take_ambassador"', 'effect = "steal"',
                                  'effect = "steal"', "cannot be used on a building"),
    "missing effect argument": ("intrigue.toml", 'args = { kind = "cleric", count = 1 }', 'args = { kind = "cleric" }',
                                'effect = "steal"', "needs the argument 'count'"),
    "unknown effect argument": ("intrigue.toml", 'args = { gain = { gold = 2 } }', 'args = { gain = { gold = 2 }, reset = true }',
                                'effect = "take_inn_quest"', "has no argument 'reset'"),
    "bad bundle key": ("buildings.toml", 'visit = { rogue = 2, gold = 2 }', 'visit = { rogue = 2, silver = 2 }',
                       'silver = 2', "unknown key 'silver'"),
    "negative amount": ("buildings.toml", 'visit = { fighter = 3 }', 'visit = { fighter = -3 }', 'fighter = -3',
                        "at least 1"),
    "vp in a requirement": ("quests.toml", 'requires = { rogue = 3 }\n', 'requires = { rogue = 3, vp = 1 }\n',
                            'requires = { rogue = 3, vp = 1 }', "unknown key 'vp'"),
    "dangling quest type": ("lords.toml", 'types = ["arcana", "warfare"]', 'types = ["arcana", "lore"]',
                            '"lore"', "two different quest types"),
    "dangling plot type": ("quests.toml", 'plot_args = { type = "piety", vp = 2 }', 'plot_args = { type = "prayer", vp = 2 }',
                           'plot = "vp_per_type"', "expected one of arcana"),
    "duplicate id": ("quests.toml", 'id = "chart_the_leyline_knots"', 'id = "recover_the_magisters_orb"',
                     ("header", 'id = "recover_the_magisters_orb"', 2), "duplicate id"),
    "id clash across files": ("intrigue.toml", 'id = "press_gang"', 'id = "helmstar_warehouse"', 'id = "helmstar_warehouse"',
                              "already used in buildings.toml"),
    "space id twice": ("basics.toml", 'id = "drill_yard", gain', 'id = "copper_exchange", gain',
                       ('"copper_exchange"', 2), "used twice"),
    "space with no text": ("basics.toml", ', text = "Take 2 Fighters." }', ' }', '{ id = "drill_yard"', "needs a text"),
    "mandatory quest with an effect": ("intrigue.toml", 'kind = "mandatory"\ntype = "piety"\nrequires = { cleric = 1, fighter = 1, rogue = 1 }',
                                       'kind = "mandatory"\neffect = "gain"  # damaged\ntype = "piety"\nrequires = { cleric = 1, fighter = 1, rogue = 1 }',
                                       "# damaged", "takes no effect"),
    "plot text without a plot": ("quests.toml", 'text = "The giant statue', 'plot_text = "Nothing."\ntext = "The giant statue',
                                 'plot_text = "Nothing."',
                                 "not a plot quest"),
    "wrong card count": ("intrigue.toml", 'copies = 3\n', 'copies = 4\n', None, "the box holds 121 cards"),
    "too few building tiles": ("buildings.toml", '[[building]]\nid = "victors_colonnade"', '[[buildingx]]\nid = "victors_colonnade"',
                               None, "at least 24 building tiles"),
    "config agents": ("config.toml", '{ 2 = 4, 3 = 3, 4 = 2, 5 = 2 }', '{ 2 = 4, 3 = 3, 4 = 2 }', "agents_by_players",
                      "agents for 2, 3, 4 and 5 players"),
    "config colour": ("config.toml", 'rgb = [240, 228, 66]', 'rgb = [240, 228, 300]', '"yellow"', "three whole numbers"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_damage_is_refused_at_its_line(tmp_path, case):
    content_damage.refused_at_its_line(tmp_path, wd.CONTENT_DIR, wd.load, CASES[case])


def test_a_missing_file_is_refused(tmp_path):
    content_damage.missing_file_refused(tmp_path, wd.CONTENT_DIR, wd.load, "lords.toml")


def test_the_shipped_content_loads(tmp_path):
    """The undamaged copy loads the same content as the real folder (the cases above break only
    what they say)."""
    content_damage.copy_loads_the_same(tmp_path, wd.CONTENT_DIR, wd.load)