"""Dungeon Draft content as loaded: the box's counts, the four cards the rulebook names with its
numbers, the classes, the vocabulary, copies, and each card's text against its data."""
from __future__ import annotations

from game.draft.content import CLASSES, load

C = load()


def test_the_box_holds_173_draft_cards_and_25_quests():
    """DD-COMP-03, DD-COMP-04: 173 draft cards counting copies, 25 quests."""
    assert len(C.deck_list()) == 173
    assert len(C.quest_list()) == 25 == len(set(C.quest_list()))


def test_the_four_named_cards_keep_the_rulebooks_numbers():
    """DD-EX-01, DD-EX-02: Cadoc the Martyr (druid; 3 druids: gain 3 gold), Arminus the Barbarian
    (attack 2), Longsword (weapon, attack 3), Red Dragon (monster, attack cost 5)."""
    cadoc = C.cards["cadoc_the_martyr"]
    assert (cadoc.name, cadoc.kind, cadoc.cls) == ("Cadoc the Martyr", "hero", "druid")
    assert cadoc.ability.trigger == "on_play" and cadoc.ability.need == {"druid": 3}
    assert [(e.do, e.amount) for e in cadoc.ability.effects] == [("gain_gold", 3)]
    arminus = C.cards["arminus_the_barbarian"]
    assert (arminus.name, arminus.kind, arminus.attack) == ("Arminus the Barbarian", "hero", 2)
    sword = C.cards["longsword"]
    assert (sword.name, sword.kind, sword.attack) == ("Longsword", "weapon", 3)
    dragon = C.cards["red_dragon"]
    assert (dragon.name, dragon.kind, dragon.attack_cost) == ("Red Dragon", "monster", 5)
    assert arminus.attack + sword.attack >= dragon.attack_cost  # the rulebook's example (DD-EX-02)


def test_every_class_has_heroes_and_weapons():
    """DD-CLASS-01, DD-CLASS-02, G-05: five classes, the monster class among heroes and weapons."""
    assert CLASSES == ("druid", "warrior", "mage", "rogue", "monster")
    for kind in ("hero", "weapon"):
        assert {c.cls for c in C.cards.values() if c.kind == kind} == set(CLASSES)
    assert all(c.cls == "" for c in C.cards.values() if c.kind == "monster")
