"""Damaged Dragonvault content is refused with `file:line: problem` in plain words, the line being
the one that holds the damage (G-01: the content is data, checked): each case copies the content
to a temporary folder, breaks one thing, and loads it."""
from __future__ import annotations

import pytest

from game.core.errors import ContentError
from game.dragonvault import content as dv
from tests import content_damage
from tests.content_damage import damaged

OGRE_FIGHT = '      { label = "Fight it: take 3 damage", effects = [{ do = "damage", amount = 3 }] },\n'
CELAINE_ABILITY = 'trigger = "start_of_turn"\ntext = "Start of your turn: roll a d6. On 5-6'

# (file, text to find, what to put instead, the line to blame: the text that marks it, words of the problem)
CASES = {
    "syntax error": ("mercenaries.toml", "cost = 1\n", "cost = = 1\n", "cost = = 1", "Invalid"),
    "unknown key": ("mercenaries.toml", "cost = 1\n", 'cost = 1\ncolour = "red"\n', 'colour = "red"',
                    "unknown key 'colour'"),
    "wrong type": ("mercenaries.toml", "cost = 1\n", 'cost = "1"\n', 'cost = "1"', "'cost' must be a whole number"),
    "missing name": ("champions.toml", 'name = "Ulric"\n', "", ("header", 'id = "ulric"'), "missing 'name'"),
    "unknown card type": ("actions.toml", 'type = "action"', 'type = "spell"', 'type = "spell"',
                          "expected one of action"),
    "card in the wrong file": ("actions.toml", 'type = "action"', 'type = "response"\ntrigger = "frozen"',
                               'type = "response"', "does not belong in actions.toml"),
    "unknown effect": ("actions.toml", 'do = "heal", amount = 1 }', 'do = "smite", amount = 1 }', 'do = "smite"',
                       "unknown effect 'smite'"),
    "unknown effect parameter": ("actions.toml", 'do = "heal", amount = 1 }', 'do = "heal", amount = 1, colour = 2 }',
                                 'colour = 2', "takes no 'colour'"),
    "missing effect parameter": ("encounters.toml", 'do = "pay_or", amount = 1, otherwise',
                                 'do = "pay_or", otherwise', 'do = "pay_or", otherwise', "needs 'amount'"),
    "amount below 1": ("actions.toml", 'do = "heal", amount = 1 }', 'do = "heal", amount = 0 }', "amount = 0",
                       "at least 1"),
    "unknown who": ("mercenaries.toml", 'who = "target"', 'who = "everybody"', 'who = "everybody"',
                    "expected one of self"),
    "target effect on a card naming none": ("actions.toml", 'target = "enemy"\ncopies = 2', "copies = 2",
                                            'amount = 1, who = "target"', "names none"),
    "target named but never hit": ("actions.toml", 'type = "action"\ncopies = 4',
                                   'type = "action"\ntarget = "any"\ncopies = 4',
                                   'target = "any"', "no effect hits it"),
    "a roll with a face missing": ("encounters.toml", "{ lo = 2, hi = 3", "{ lo = 3, hi = 3", "lo = 3, hi = 3",
                                   "face 2 is missing"),
    "roll rows overlapping": ("encounters.toml", '{ lo = 4, hi = 6, text = "You step free."',
                              '{ lo = 3, hi = 6, text = "You step free."', "lo = 3, hi = 6", "in two rows"),
    "a face above 6": ("encounters.toml", '{ lo = 4, hi = 6, text = "You step free."',
                       '{ lo = 4, hi = 7, text = "You step free."', "lo = 4, hi = 7", "between 1 and 6"),
    "a roll row with no text": ("encounters.toml", 'text = "You step free.", ', "", "lo = 4, hi = 6",
                                "needs a text"),
    "prevent on the wrong trigger": ("responses.toml", 'trigger = "would_be_damaged"', 'trigger = "frozen"',
                                     'do = "prevent"', "answers only the trigger would_be_damaged"),
    "unknown response trigger": ("responses.toml", 'trigger = "frozen"', 'trigger = "sneezed"', 'trigger = "sneezed"',
                                 "expected one of would_be_damaged"),
    "source with no seat to blame": ("responses.toml", 'trigger = "damaged_by_enemy"', 'trigger = "own_roll"',
                                     'who = "source"', "needs a trigger set off by a seat"),
    "skip_draw on a mercenary": ("mercenaries.toml", '{ do = "freeze", who = "target" }',
                                 '{ do = "freeze", who = "target" }, { do = "skip_draw" }', 'do = "skip_draw"',
                                 "works only on an action card"),
    "toughness above 12": ("champions.toml", "toughness = 12", "toughness = 13", "toughness = 13",
                           "toughness must be 1 to 12"),
    "text too long for a card": ("treasure.toml", 'text = "Treasure worth 2."', 'text = "' + "Worth two. " * 11 + '"',
                                 "Worth two.", "at most 110"),
    "empty flavour": ("treasure.toml", 'flavour = "Red, green and one you cannot name."', 'flavour = " "',
                      'flavour = " "', "needs a flavour"),
    "duplicate id": ("encounters.toml", 'id = "poison_needle"', 'id = "collapsing_floor"',
                     ("header", 'id = "collapsing_floor"', 2), "duplicate id"),
    "id clash across files": ("actions.toml", 'id = "make_camp"', 'id = "bear_trap"', 'id = "bear_trap"',
                              "already used in encounters.toml"),
    "a rulebook card missing": ("actions.toml", 'id = "crystal_ball"', 'id = "scrying_orb"', None,
                                "the rulebook's card 'crystal_ball' is missing"),
    "a rulebook card of the wrong kind": ("encounters.toml", 'subtype = "trap"', 'subtype = "other"',
                                          'id = "bear_trap"', "makes 'bear_trap' a trap"),
    "a second Relic": ("treasure.toml", "value = 2\n", "value = 2\nrelic = true\n", "relic = true",
                       "exactly one card is the Relic"),
    "gain of a card we do not have": ("champions.toml", 'card = "gold_coins"', 'card = "silver"', 'card = "silver"',
                                      "no card of ours"),
    "side deck too small": ("treasure.toml", "side_copies = 20", "side_copies = 5", "side_copies = 5",
                            "6 starting hands need 12 gold_coins"),
    "passive ability that rolls": ("champions.toml", CELAINE_ABILITY, "passive = true\n" + CELAINE_ABILITY,
                                   ("passive = true", 2), "may not roll"),
    "companion with no toughness": ("companions.toml", "toughness = 2\n", "", ("header", 'id = "stray_hound"'),
                                    "needs 'toughness'"),
    "mercenary costing nothing": ("mercenaries.toml", "cost = 1\n", "cost = 0\n", "cost = 0", "needs 'cost'"),
    "own_roll ability doing nothing": ("champions.toml", "modifier = 1\n", "", 'trigger = "own_roll"',
                                       "needs a modifier, or faces and effects"),
    "choose with one option": ("encounters.toml", OGRE_FIGHT, "", ('do = "choose"', 2), "two or more options"),
    "unknown ability trigger": ("companions.toml", 'trigger = "end_of_turn"', 'trigger = "at_dawn"',
                                'trigger = "at_dawn"', "expected one of start_of_game"),
    "config flag not true or false": ("config.toml", "pool_pays_encounters = true", 'pool_pays_encounters = "yes"',
                                      "pool_pays_encounters", "must be true or false"),
    "config start hand naming no card": ("config.toml", '"food", "gold_coins"', '"food", "silver"', "start_hand",
                                         "must list card ids"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_damage_is_refused_at_its_line(tmp_path, case):
    content_damage.refused_at_its_line(tmp_path, dv.CONTENT_DIR, dv.load, CASES[case])


class TestDragonvaultContentDamage(content_damage.DamageChecks):
    CONTENT = dv
    CASES = CASES
    MISSING = "responses.toml"


def test_a_deck_too_small_is_refused(tmp_path, monkeypatch):
    """The adventure deck must hold 80 cards at the fewest seats (issue 17)."""
    folder = damaged(tmp_path, dv.CONTENT_DIR, "treasure.toml", "copies = 8\n", "copies = 0\n")
    shipped = len(dv.deck_list(dv.load(), 2))
    monkeypatch.setattr(dv, "MIN_DECK", shipped - 7)
    with pytest.raises(ContentError, match=rf"encounters\.toml:1: the adventure deck holds {shipped - 8} cards at "
                                           rf"2 seats; it needs at least {shipped - 7}"):
        dv.load(folder)
