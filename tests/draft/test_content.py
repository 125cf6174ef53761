"""Dungeon Draft content as loaded: the box's counts, the four cards the rulebook names with its
numbers, the classes, the vocabulary, copies, and each card's text against its data."""
from __future__ import annotations

import re
import shutil
from collections import Counter

from game.draft.content import ALLOWED, CLASSES, CONTENT_DIR, EFFECTS, END_EFFECTS, TRIGGERS, Config, load

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


# -- vocabulary, copies, ids ------------------------------------------------------------------------
def test_every_effect_of_the_vocabulary_is_used_and_none_other():
    """The contract's vocabulary: every `do` appears on some card or quest, nothing outside it;
    end-of-game effects only on end-of-game quests; per-class effects name a class."""
    used = Counter()
    for card in C.cards.values():
        if card.ability:
            assert card.ability.trigger == TRIGGERS[card.kind]
            used.update(e.do for e in card.ability.effects)
            assert not {e.do for e in card.ability.effects} & set(END_EFFECTS), card.id
    for quest in C.quests.values():
        if quest.ability:
            used.update(e.do for e in quest.ability.effects)
            assert {e.do for e in quest.ability.effects} <= set(ALLOWED[quest.ability.frequency]), quest.id
    assert set(used) == set(EFFECTS)
    for effect in all_effects():
        assert effect.amount >= 1
        assert (effect.cls in CLASSES) == EFFECTS[effect.do][0], effect


def test_copies_make_the_deck_and_ids_are_unique_snake_case():
    """A card with copies appears that many times in deck_list(); ids never clash between draft
    cards and quests (a Play names either by its id alone)."""
    deck = Counter(C.deck_list())
    assert all(deck[c.id] == c.copies >= 1 for c in C.cards.values())
    assert len(deck) == len(C.cards)
    assert any(c.copies > 1 for c in C.cards.values())
    ids = list(C.cards) + list(C.quests)
    assert len(ids) == len(set(ids))
    assert all(re.fullmatch(r"[a-z][a-z0-9_]*", i) for i in ids)
    names = [c.name for c in C.cards.values()] + [q.name for q in C.quests.values()]
    assert len(names) == len(set(names))


def test_deck_list_and_quest_list_are_fresh_lists_in_file_order():
    deck = C.deck_list()
    deck.pop()
    assert len(C.deck_list()) == 173
    assert C.deck_list()[0] == "cadoc_the_martyr" and C.quest_list()[0] == "clear_the_cellar_warrens"


def test_the_config_holds_the_rulebooks_numbers():
    """DD-SET-02 (9 gold), DD-SET-03/04 (5 quests dealt, 3 kept), DD-RND-01 (4 rounds),
    DD-DRAFT-01 (7 cards), DD-DRAFT-03/04 (left in 1 and 3), DD-EOT-03 (5 gold), G-01 (2-5
    seats), G-07 (unplayed quests do not score)."""
    assert C.config == Config(rounds=4, draft_hand=7, start_gold=9, income_base=5, quests_dealt=5, quests_kept=3,
                              min_seats=2, max_seats=5, pass_left_rounds=(1, 3), score_unplayed_met_quests=False)
    # G-01: five seats use 140 of the 173 cards and all 25 quests.
    assert C.config.max_seats * C.config.rounds * C.config.draft_hand == 140 <= len(C.deck_list())
    assert C.config.max_seats * C.config.quests_dealt == len(C.quests)


def test_the_loader_is_cached_and_reads_a_test_folder(tmp_path):
    assert load() is C
    folder = tmp_path / "content"
    shutil.copytree(CONTENT_DIR, folder)
    assert load(folder) == C and load(folder) is not C


# -- the curve --------------------------------------------------------------------------------------
def test_heroes_and_weapons_sit_on_the_scale():
    """Costs 1-8 gold, attack 0-5, XP 0-6, production 0-2; monsters' attack cost 1-10; a hero or
    weapon never carries a monster's numbers nor a monster a hero's."""
    for card in C.cards.values():
        if card.kind == "monster":
            assert 1 <= card.attack_cost <= 10 and card.xp_reward + card.gold_reward >= 1, card.id
            assert (card.cost, card.attack, card.xp, card.production, card.cls) == (0, 0, 0, 0, "")
        else:
            assert 1 <= card.cost <= 8 and 0 <= card.attack <= 5 and 0 <= card.xp <= 6, card.id
            assert 0 <= card.production <= 2, card.id
            assert (card.attack_cost, card.xp_reward, card.gold_reward) == (0, 0, 0)
    costs = {c.cost for c in C.cards.values() if c.kind != "monster"}
    assert costs == set(range(1, 9))
    assert {c.attack_cost for c in C.cards.values() if c.kind == "monster"} == set(range(1, 11))


def test_no_plain_card_is_outdone_by_a_cheaper_one_of_its_class():
    """A plain hero or weapon is never worse in every number (cost, attack, XP, production) than
    another card of its class that costs no more and is better somewhere or has a text."""
    cards = [c for c in C.cards.values() if c.kind != "monster"]
    for a in cards:
        if a.ability:
            continue
        for b in cards:
            if b is a or b.cls != a.cls:
                continue
            at_least = b.cost <= a.cost and b.attack >= a.attack and b.xp >= a.xp and b.production >= a.production
            better = (b.cost, -b.attack, -b.xp, -b.production) != (a.cost, -a.attack, -a.xp, -a.production) or b.ability
            assert not (at_least and better), f"{a.name} is outdone by {b.name}"


def test_monster_rewards_grow_with_the_attack_they_cost():
    """A plain monster's XP + gold, on average, never falls as its attack cost rises; the
    costliest monster pays the most."""
    by_cost: dict[int, list[int]] = {}
    for m in C.cards.values():
        if m.kind == "monster" and not m.ability:
            by_cost.setdefault(m.attack_cost, []).append(m.xp_reward + m.gold_reward)
    means = [sum(v) / len(v) for _, v in sorted(by_cost.items())]
    assert means == sorted(means) and len(means) >= 8
    top = max((m for m in C.cards.values() if m.kind == "monster"), key=lambda m: m.attack_cost)
    assert top.xp_reward + top.gold_reward == max(m.xp_reward + m.gold_reward for m in C.cards.values())


def test_about_a_third_of_the_cards_have_a_text():
    """Counting copies, between a quarter and 45% of the draft cards carry an ability, some with a
    class condition (like Cadoc's), some per class, some discounts, some this-round attack."""
    deck = C.deck_list()
    with_text = sum(1 for cid in deck if C.cards[cid].ability)
    assert 0.25 <= with_text / len(deck) <= 0.45, with_text
    abilities = [c.ability for c in C.cards.values() if c.ability]
    assert sum(1 for a in abilities if a.need) >= 10
    dos = Counter(e.do for a in abilities for e in a.effects)
    assert dos["discount"] >= 4 and dos["attack"] >= 6 and dos["attack_per_class"] + dos["gain_xp_per_class"] >= 3


def test_each_class_has_its_own_strength():
    """Druids produce gold, warriors and monster-class cards attack, mages score XP, rogues hold the
    discounts; monster-class cards hit hardest and score least."""
    mean = _class_means()
    assert max(mean, key=lambda c: mean[c]["production"]) == "druid"
    assert max(mean, key=lambda c: mean[c]["xp"]) == "mage"
    assert max(mean, key=lambda c: mean[c]["attack"]) == "monster"
    assert min(mean, key=lambda c: mean[c]["xp"]) == "monster"
    assert sorted(mean, key=lambda c: mean[c]["attack"])[-2] == "warrior"
    discounts = Counter(c.cls for c in C.cards.values() if c.kind != "monster" and c.ability
                        and any(e.do == "discount" for e in c.ability.effects))
    assert set(discounts) == {"rogue"}
    gold = Counter(c.cls for c in C.cards.values() if c.kind != "monster" and c.ability
                   and any(e.do.startswith("gain_gold") or e.do == "income" for e in c.ability.effects))
    assert gold.most_common(1)[0][0] == "druid"


def _class_means() -> dict[str, dict[str, float]]:
    out = {}
    for cls in CLASSES:
        cards = [c for c in C.cards.values() if c.kind != "monster" and c.cls == cls]
        n = sum(c.copies for c in cards)
        out[cls] = {k: sum(getattr(c, k) * c.copies for c in cards) / n for k in ("attack", "xp", "production")}
    return out


def test_the_classes_are_evenly_shared():
    """Every class has between 24 and 30 heroes and weapons counting copies, and each kind of draft
    card is present in numbers (G-05)."""
    per_class = Counter()
    for card in C.cards.values():
        if card.kind != "monster":
            per_class[card.cls] += card.copies
    assert all(24 <= per_class[c] <= 30 for c in CLASSES), per_class
    kinds = Counter(C.cards[cid].kind for cid in C.deck_list())
    assert kinds["hero"] > kinds["weapon"] and kinds["weapon"] >= 25 and kinds["monster"] >= 25


def test_quests_need_two_to_eight_cards_of_one_or_two_classes():
    """DD-QST-01, G-06: requirements count class cards; 2-8 cards in all, of one or two classes,
    worth 3-12 XP, the XP growing with what they need; every class is asked for."""
    for quest in C.quests.values():
        assert 1 <= len(quest.requires) <= 2 and 2 <= sum(quest.requires.values()) <= 8, quest.id
        assert 3 <= quest.xp <= 12, quest.id
    plain = sorted((sum(q.requires.values()), q.xp) for q in C.quests.values() if not q.ability)
    assert [xp for _, xp in plain] == sorted(xp for _, xp in plain)
    assert {cls for q in C.quests.values() for cls in q.requires} == set(CLASSES)


def test_quests_have_abilities_of_every_frequency():
    """G-15: several END OF GAME quests (per class and per card), several each round or continuous
    ones, some once; their texts say when they work."""
    freq = Counter(q.ability.frequency for q in C.quests.values() if q.ability)
    assert freq["end_of_game"] >= 4 and freq["each_round"] + freq["continuous"] >= 4 and freq["once"] >= 2
    end = Counter(e.do for q in C.quests.values() if q.ability and q.ability.frequency == "end_of_game"
                  for e in q.ability.effects)
    assert end["xp_per_class"] >= 3 and end["xp_per_card"] >= 1
    starts = {"once": "When played", "each_round": "At the start of each of your turns", "end_of_game": "END OF GAME:"}
    for quest in C.quests.values():
        if quest.ability:
            assert quest.text == quest.ability.text
            if quest.ability.frequency in starts:
                assert quest.text.startswith(starts[quest.ability.frequency]), quest.id


# -- text against data ------------------------------------------------------------------------------
def test_every_text_says_its_numbers_and_classes():
    """The rules text says exactly what the data does: each effect's amount and class, each class
    condition's count and class, in that order; a plain card has no rules text; every card and
    quest has flavour; texts fit on the card (<= 100 characters)."""
    things = list(C.cards.values()) + list(C.quests.values())
    for thing in things:
        assert len(thing.text) <= 100 and thing.flavour, thing.id
        ability = thing.ability
        if ability is None:
            assert thing.text == "", thing.id
            continue
        assert ability.text == thing.text
        expected = []
        for cls, n in getattr(ability, "need", {}).items():
            expected += [str(n), cls.capitalize()]
        for e in ability.effects:
            expected.append(str(e.amount))
            if e.cls:
                expected.append(e.cls.capitalize())
        words = re.findall(r"\d+|[A-Z][a-z]+", thing.text)
        found = [w for w in words if w.isdigit() or w.lower() in CLASSES]
        assert found == expected, (thing.id, thing.text)


def test_the_texts_name_what_each_effect_does():
    phrases = {"gain_gold": "gold", "gain_xp": "XP", "attack": "Attack", "gain_gold_per_class": "gold for each",
               "gain_xp_per_class": "XP for each", "attack_per_class": "Attack this round for each",
               "discount": "cost you", "income": "more gold at the end of", "xp_per_class": "XP for each",
               "xp_per_card": "for each card in front of you"}
    for thing in list(C.cards.values()) + list(C.quests.values()):
        if thing.ability:
            for e in thing.ability.effects:
                assert phrases[e.do] in thing.text, (thing.id, e.do)
            if getattr(thing.ability, "need", None):
                assert thing.text.startswith("If you have "), thing.id


def all_effects():
    for thing in list(C.cards.values()) + list(C.quests.values()):
        if thing.ability:
            yield from thing.ability.effects
