"""Dragonvault's content: what the rulebook and the contract ask of the box (G-01), as numbers.

Rule ids: DV-DECK-01/04/06 (the two decks, the extra Gluttonous Ogre), DV-SET-03 (starting hands
from the side deck), DV-DMG-05 (toughness 12 at most), DV-PAY-06 and G-03 (treasure values),
DV-ORD-04 (Avadel, Radin), DV-ENC-01..03, DV-GRP-01, DV-RESP-03, DV-TYPE-02..08."""
from __future__ import annotations

import dataclasses
import re
from collections import Counter

import pytest

from game.dragonvault import content as dv
from game.dragonvault.content import (ABILITY_TRIGGERS, EFFECTS, RESPONSE_TRIGGERS, WHO, Ability, Card, Champion,
                                      Config, Content, Effect, RollRow, deck_list, load, side_list)

C = load()


def walk(effects):
    """Every effect, nested ones (roll rows, pay_or's otherwise, choose's options) included."""
    for e in effects:
        yield e
        for row in e.table:
            yield from walk(row.effects)
        yield from walk(e.otherwise)
        for option in e.options:
            yield from walk(option.effects)


def all_effects(item):
    yield from walk(getattr(item, "effects", ()))
    for ability in item.abilities:
        yield from walk(ability.effects)


def everything():
    return list(C.champions.values()) + list(C.cards.values())


def test_the_contracts_shapes_field_by_field():
    names = {cls: [f.name for f in dataclasses.fields(cls)] for cls in (Effect, RollRow, Ability, Champion, Card,
                                                                          Config, Content)}
    assert names[Effect] == ["do", "amount", "who", "card", "table", "times", "otherwise", "options", "types"]
    assert names[RollRow] == ["lo", "hi", "text", "effects"]
    assert names[Ability] == ["trigger", "effects", "modifier", "faces", "passive", "text"]
    assert names[Champion] == ["id", "name", "toughness", "abilities", "text", "flavour"]
    assert names[Card] == ["id", "name", "type", "subtype", "copies", "side_copies", "extra_at_seats", "cost",
                           "value", "relic", "toughness", "target", "trigger", "effects", "abilities", "text",
                           "flavour"]
    assert names[Config] == ["min_seats", "max_seats", "start_hand", "pool_pays_encounters",
                             "one_start_of_turn_ability", "end_when_one_survivor"]
    assert names[Content] == ["champions", "cards", "config"]
    assert Config() == C.config  # our config.toml is the contract's defaults (G-04, G-07, G-25)


def test_load_is_cached_and_card_finds_both_kinds():
    assert load() is C
    assert C.card("ulric").type == "champion" and C.card("food").type == "action"
    with pytest.raises(KeyError):
        C.card("no_such_card")


def test_ids_are_snake_case_and_unique_across_champions_and_cards():
    ids = [x.id for x in everything()]
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", i) for i in ids)


def test_counts_per_type_in_the_adventure_deck():
    """DV-DECK-01, DV-TYPE-*: every type, every encounter kind, in the numbers docs/dragonvault-content.md gives."""
    deck = deck_list(C, 4)
    types = Counter(C.cards[c].type for c in deck)
    subtypes = Counter(C.cards[c].subtype for c in deck if C.cards[c].type == "encounter")
    assert dict(types) == {"encounter": 28, "action": 17, "response": 11, "mercenary": 11, "companion": 7,
                           "treasure": 14}
    assert dict(subtypes) == {"dragon": 5, "trap": 9, "other": 9, "group": 5}
    assert len(deck) == 88


def test_the_deck_holds_80_or_more_at_two_seats_and_one_more_ogre_at_five():
    """DV-DECK-06, DV-EX-11: the extra Gluttonous Ogre joins the adventure deck at 5 seats or more,
    and sits in the side deck with 4 or fewer."""
    assert len(deck_list(C, 2)) >= 80
    for seats in (2, 3, 4):
        assert deck_list(C, seats) == deck_list(C, 2)
        assert side_list(C, seats).count("gluttonous_ogre") == 1
    for seats in (5, 6):
        assert Counter(deck_list(C, seats)) - Counter(deck_list(C, 4)) == Counter({"gluttonous_ogre": 1})
        assert "gluttonous_ogre" not in side_list(C, seats)
    assert C.cards["gluttonous_ogre"].extra_at_seats == 5


def test_the_side_deck_covers_six_starting_hands_and_the_gains():
    """DV-SET-03, DV-DECK-07/08: 1 Food and 2 Gold Coins per seat from the side deck, plus what
    Ulric, Garrow, the Djinn (at most 3 a time, 2 in the deck), the Mimic and the Pack Mule take."""
    side = Counter(side_list(C, 6))
    assert C.config.start_hand == ("food", "gold_coins", "gold_coins")
    assert side["food"] == 10 and side["gold_coins"] == 20
    assert side["gold_coins"] >= 2 * 6 + 1 + 2 * 3  # hands, Ulric, two Djinn granting 3
    assert side["food"] >= 6 + 1 + 1  # hands, Garrow, a Pack Mule
    assert set(side) == {"food", "gold_coins"}


def test_the_rulebooks_cards_have_its_types_and_numbers():
    """G-03, DV-PAY-06: Gold Coins 1, Gemstones 2, the Relic 3 and the only relic; Hired Muscle
    costs 1 (DV-EX-01); the others keep the type the rulebook gives them."""
    for cid, (kind, subtype) in dv.RULEBOOK_CARDS.items():
        assert (C.cards[cid].type, C.cards[cid].subtype) == (kind, subtype), cid
    assert [C.cards[c].value for c in ("gold_coins", "gemstones", "relic")] == [1, 2, 3]
    assert [c.id for c in C.cards.values() if c.relic] == ["relic"]
    assert deck_list(C, 2).count("relic") == 1
    assert C.cards["hired_muscle"].cost == 1
    assert C.cards["hired_muscle"].effects == (Effect("damage", 2, "target"),)
    assert C.cards["hired_muscle"].target == "enemy"
    assert C.cards["expert_thief"].effects == (Effect("steal", 1),) and C.cards["expert_thief"].target == "enemy"
    assert C.cards["food"].effects == (Effect("heal", 1, "self"),)
    assert C.cards["healing_potion"].effects == (Effect("heal", 3, "self"),)
    assert C.cards["crystal_ball"].effects == (Effect("peek", 3),)
    assert (C.cards["invisibility_potion"].trigger, C.cards["invisibility_potion"].effects) == (
        "would_be_damaged", (Effect("prevent"),))
    assert (C.cards["spirit_of_retribution"].trigger, C.cards["spirit_of_retribution"].effects) == (
        "damaged_by_enemy", (Effect("damage", 2, "source"),))


def test_the_rulebooks_champions_have_its_abilities():
    """DV-SET-04 (Ulric), DV-ORD-04 (Avadel +1, Radin 5-6), DV-EX-02 (Celaine 7, heal 2 on 5),
    DV-FRZ-08 (Vorix's passive healing)."""
    ulric, avadel, radin, celaine, vorix = (C.champions[c] for c in dv.RULEBOOK_CHAMPIONS)
    assert ulric.abilities == (Ability("start_of_game", (Effect("gain", 1, card="gold_coins"),),
                                       text=ulric.abilities[0].text),)
    assert (avadel.abilities[0].trigger, avadel.abilities[0].modifier, avadel.abilities[0].faces) == ("own_roll", 1, ())
    assert (radin.abilities[0].trigger, radin.abilities[0].faces) == ("own_roll", (5, 6))
    assert radin.abilities[0].effects == (Effect("damage", 1, "all_enemies"),)
    assert celaine.toughness == 7
    roll = celaine.abilities[0].effects[0]
    assert celaine.abilities[0].trigger == "start_of_turn" and roll.do == "roll"
    assert [(r.lo, r.hi, r.effects) for r in roll.table] == [(1, 4, ()), (5, 6, (Effect("heal", 2, "chosen"),))]
    assert vorix.abilities[0].passive and vorix.abilities[0].trigger == "start_of_turn"
    assert vorix.abilities[0].effects == (Effect("heal", 1, "self"),)


def test_twelve_champions_toughness_5_to_12_each_with_one_ability():
    """DV-DMG-05: no champion is tougher than 12; ours run from 5 to 12."""
    assert len(C.champions) >= 12
    assert all(5 <= c.toughness <= 12 for c in C.champions.values())
    assert all(len(c.abilities) == 1 for c in C.champions.values())
    assert {c.abilities[0].trigger for c in C.champions.values()} == set(ABILITY_TRIGGERS)


def test_the_named_encounters_do_what_the_rulebook_says():
    """DV-ENC-01 (the Green Dragon asks treasure or hurts), DV-ENC-02 (the Bear Trap rolls, and a
    roll can deal exactly 1 damage, as in DV-EX-02), DV-ENC-03 (Djinn, Succubus help or hurt; the
    Djinn's Gold Coins come from the side deck, DV-DECK-08), DV-GRP-01 (Phoenix: each rolls; Flood)."""
    dragon = C.cards["green_dragon"].effects[0]
    assert dragon.do == "pay_or" and dragon.amount >= 1 and dragon.otherwise[0].do == "damage"
    trap = C.cards["bear_trap"].effects[0]
    assert trap.do == "roll" and any(r.effects == (Effect("damage", 1),) for r in trap.table)
    djinn = C.cards["djinn"].effects[0]
    assert djinn.do == "choose"
    gains = [e for e in walk((djinn,)) if e.do == "gain"]
    assert gains and all(e.card == "gold_coins" for e in gains)
    assert any(o.effects[0].do == "gain" for o in djinn.options)  # by choice
    assert any(o.effects[0].do == "roll" for o in djinn.options)  # or on good rolls
    succubus = {e.do for e in walk(C.cards["succubus"].effects)}
    assert {"damage", "heal"} <= succubus
    ogre = C.cards["gluttonous_ogre"].effects[0]
    assert [o.effects[0] for o in ogre.options] == [Effect("discard", 1, card="food"), Effect("damage", 3)]
    assert C.cards["phoenix"].subtype == "group" and C.cards["phoenix"].effects[0].do == "roll"
    assert C.cards["phoenix"].text.startswith("Each player rolls a d6.")
    flood = C.cards["flood"].effects[0]
    assert C.cards["flood"].subtype == "group" and flood.do == "pay_or" and flood.otherwise[0].do == "damage"


def test_several_dragons_of_different_costs_and_bites():
    dragons = [c for c in C.cards.values() if c.subtype == "dragon"]
    assert len(dragons) >= 4
    costs = {d.effects[0].amount for d in dragons}
    bites = {sum(e.amount for e in d.effects[0].otherwise if e.do == "damage") for d in dragons}
    assert len(costs) >= 4 and len(bites) >= 3


def test_a_response_for_every_trigger():
    """DV-RESP-01: each trigger of the vocabulary has a card that answers it."""
    responses = [c for c in C.cards.values() if c.type == "response"]
    assert {c.trigger for c in responses} == set(RESPONSE_TRIGGERS)


def test_mercenaries_and_companions_in_their_ranges():
    mercs = [c for c in C.cards.values() if c.type == "mercenary"]
    assert all(1 <= m.cost <= 4 for m in mercs) and len({m.cost for m in mercs}) == 4
    assert any(e.do == "freeze" for m in mercs for e in m.effects)  # a freezer
    companions = [c for c in C.cards.values() if c.type == "companion"]
    assert 4 <= len(companions) <= 6
    assert all(1 <= c.toughness <= 4 and 1 <= c.cost <= 3 and c.abilities for c in companions)


def test_every_word_of_the_vocabulary_is_used_and_nothing_else():
    """Each effect, `who` word and trigger is one the engine knows, and each is used by some card
    (a word nobody uses is a word nobody tests)."""
    effects = [e for item in everything() for e in all_effects(item)]
    assert {e.do for e in effects} == set(EFFECTS)
    assert {e.who for e in effects} == set(WHO)
    abilities = [a for item in everything() for a in item.abilities]
    assert {a.trigger for a in abilities} == set(ABILITY_TRIGGERS)


def test_every_card_has_short_text_and_a_line_of_flavour():
    for item in everything():
        assert 0 < len(item.text) <= 110, item.id
        assert item.flavour.strip() and item.flavour != item.text, item.id
        assert all(a.text for a in item.abilities), item.id


def numbers_of(item) -> set[int]:
    """The numbers a card's effects and abilities use: amounts, treasure value, d6 faces of rows
    that do something, an own_roll's modifier and faces."""
    out = {item.value} if getattr(item, "value", 0) else set()
    for ability in item.abilities:
        out |= {abs(ability.modifier)} - {0}
        out |= set(ability.faces)
    for e in all_effects(item):
        if e.amount:
            out.add(e.amount)
        out |= {face for row in e.table if row.effects for face in (row.lo, row.hi)}
    return out


@pytest.mark.parametrize("item_id", sorted(x.id for x in everything()))
def test_the_text_says_the_numbers_the_card_uses(item_id):
    """/work/shared/CONTENT.md: a card's text must say exactly what its effects do."""
    item = C.card(item_id)
    said = {int(n) for n in re.findall(r"\d+", item.text.replace("d6", ""))}
    assert numbers_of(item) <= said, (item.text, numbers_of(item))


def test_the_content_doc_shows_every_card_and_champion():
    """docs/dragonvault-content.md lists the box card by card: a row per id, with its text."""
    from pathlib import Path

    doc = (Path(__file__).resolve().parents[2] / "docs" / "dragonvault-content.md").read_text(encoding="utf-8")
    lines = [line for line in doc.splitlines() if line.startswith("| ") and "(`" in line]
    rows = {line.split("(`")[1].split("`)")[0]: line for line in lines}
    assert set(rows) == {x.id for x in everything()}
    assert [x.id for x in everything() if x.text not in rows[x.id]] == []
