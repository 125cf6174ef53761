"""Legend of Drizzt treasure, experience, levelling up and adventure options (checklist sections Q,
R, S and T: LD-TRS-01..06, LD-XP-01..05, LD-LVL-01..06, LD-ADV-01..07) and items lying on tiles
(LD-ACT-01), with forced rolls and draws."""
from __future__ import annotations

import pytest

from game.core.errors import SetupError
from game.drizzt import party
from game.drizzt.actions import Attack, Cancel, Disarm, Give, LetItBe, LevelUp, Move, UseItem
from game.drizzt.content import load
from tests.drizzt.helpers import draw, hero_at, monster, owed, place, roll, start
from tests.drizzt.rulekit_iv import begin, end_phase, legal, line, pile, purpose, quiet, stack, up, worth, xp


FOUR = worth(4)  # monster cards by the experience they are worth (a Rockhide Troll is 4)
TWO = worth(2)
TWO_B = worth(2, skip=(TWO,))
ONE = worth(1)


def spend(*cards) -> tuple:
    """Experience cards as the engine lists a set to spend (sorted)."""
    return tuple(sorted(cards))


def kill_with_thalia(m, card: str = "skeleton", die: int = 19, health: int = 1):
    """Thalia (hero 0) on (1, 2) strikes a monster on (2, 2) with Steady Strike (+8)."""
    hero_at(m, 0, (1, 2))
    target = monster(m, card, (2, 2), holder=1, health=health)
    m.act(Attack(0, "steady_strike", (target.uid,)))
    roll(m, die)
    return target


# -- treasure (LD-TRS) ---------------------------------------------------------------------------
def test_every_hero_starts_with_one_item():
    """LD-TRS-01 (LD-SET-10, G-30): after setup each hero holds exactly one treasure, an item;
    the non-items drawn meanwhile went back into the treasure deck."""
    m = start(heroes=("thalia", "maren", "kaelith"),
              deck_orders={"treasure": ["tome_of_knowledge", "potion_of_healing", "cool_spring", "antidote_flask",
                                        "flying_carpet"]})
    assert [h.items for h in m.state.heroes] == [["potion_of_healing"], ["antidote_flask"], ["flying_carpet"]]
    assert all(load().treasures[h.items[0]].item for h in m.state.heroes)
    deck = m.state.treasure_deck
    assert "tome_of_knowledge" in deck.pile + deck.top and "cool_spring" in deck.pile + deck.top


def test_a_treasure_is_kept_or_given_once_and_for_good():
    """LD-TRS-02, LD-TRS-03: the hero who drew a treasure keeps it or gives it to another hero;
    the card goes beside that hero's card; no action ever hands it on again."""
    m = begin("thalia", "kaelith")
    hero_at(m, 1, (0, 0))
    kill_with_thalia(m)
    assert purpose(m) == "treasure"
    draw(m, "potion_of_healing")
    assert owed(m) == "give" and m.state.decisions[-1].seat == 0
    assert set(legal(m, Give)) == {Give(0), Give(1)}
    m.act(Give(1))
    assert m.state.heroes[1].items == ["potion_of_healing"] and m.state.heroes[0].items == []
    assert not legal(m, Give)  # back in the hero phase: nothing passes items on


def test_a_treasure_is_used_as_and_when_its_card_says():
    """LD-TRS-04: a Potion of Healing (free, in its holder's hero phase) heals 3 and is discarded;
    it is not offered in another hero's phase. A Flying Carpet (passive) always adds 2 Speed."""
    m = begin("thalia", "kaelith", items={0: ["potion_of_healing", "flying_carpet"],
                                          1: ["potion_of_healing"]})
    thalia = m.state.heroes[0]
    thalia.health = 5
    assert {a.item for a in legal(m, UseItem)} == {"potion_of_healing"}  # only Thalia's, only the free one
    assert all(a.hero == 0 for a in legal(m, UseItem))
    assert party.speed(m.state, thalia) == 7  # 5 + 2, always on
    m.act(UseItem(0, "potion_of_healing"))
    assert thalia.health == 8 and thalia.items == ["flying_carpet"]
    assert "potion_of_healing" in m.state.treasure_deck.discard


def test_a_treasure_turns_a_used_power_face_up():
    """LD-TRS-06 (LD-PWR-03/05): Rekindled Resolve turns a used Art back face up."""
    m = begin("thalia", "kaelith", items={0: ["rekindled_resolve"]})
    hero_at(m, 1, (0, 0))
    hero_at(m, 0, (1, 2))
    bear = monster(m, "cave_bear", (2, 2), holder=1)
    m.act(Attack(0, "hammer_drop", (bear.uid,)))
    roll(m, 1)
    assert not up(m, 0, "hammer_drop")
    m.act(UseItem(0, "rekindled_resolve"))
    assert up(m, 0, "hammer_drop")


# -- experience (LD-XP) ------------------------------------------------------------------------------
def test_experience_is_one_pile_for_the_party_that_any_hero_spends():
    """LD-XP-01, LD-XP-02: Thalia's kills go on the shared pile, each card worth its monster's
    level; in Kaelith's villain phase Kaelith spends them to cancel her encounter."""
    m = begin("thalia", "kaelith")
    hero_at(m, 1, (1, 1))
    m.state.xp["0"] = [FOUR]  # level 4
    kill_with_thalia(m, ONE)  # level 1
    draw(m, "potion_of_healing")
    m.act(Give(0))
    assert sorted(pile(m)) == sorted([FOUR, ONE]) and xp(m) == 5
    quiet(m)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    stack(m, "encounter", "scalding_steam")
    hero_at(m, 1, (1, 2))
    end_phase(m)
    draw(m, "scalding_steam")
    assert owed(m) == "cancel" and m.state.decisions[-1].seat == 1
    m.act(Cancel(spend(FOUR, ONE)))
    assert pile(m) == [] and m.state.heroes[1].health == 10


def test_experience_buys_only_a_cancel_or_a_level_up():
    """LD-XP-03: with 5 XP on the pile the hero phase offers no way to spend it (no buying heals
    or moves); the pile is spent only when a cancel or a level-up is asked."""
    m = begin("thalia", "kaelith")
    m.state.xp["0"] = [TWO, TWO_B, ONE]
    assert not legal(m, Cancel) and not legal(m, LevelUp)
    assert sorted(pile(m)) == sorted([TWO, TWO_B, ONE])
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    draw(m, "scalding_steam")
    assert owed(m) == "cancel"  # a new encounter: here the pile may be spent


def test_a_cancel_spends_at_least_5_and_wastes_the_rest():
    """LD-XP-04 (G-09): the sets offered reach 5 with no card to spare: with a level 4, a level 2
    and a level 1 they are (4, 1) and (4, 2), never all three, never (2, 1); after (4, 2) the
    extra 1 is lost and the level-1 card stays."""
    m = begin("kaelith", "thalia")
    m.state.xp["0"] = [FOUR, TWO, ONE]
    hero_at(m, 0, (2, 1))
    end_phase(m)
    draw(m, "scalding_steam")
    offered = {a.cards for a in legal(m, Cancel)}
    assert offered == {spend(FOUR, ONE), spend(TWO, FOUR)}
    m.act(Cancel(spend(TWO, FOUR)))
    assert pile(m) == [ONE] and xp(m) == 1


def test_a_cancelled_encounter_is_discarded_with_no_effect():
    """LD-XP-05: the cancelled curse never reaches the hero; it lies in the discard pile."""
    m = begin("kaelith", "thalia")
    m.state.xp["0"] = [FOUR, ONE]
    hero_at(m, 0, (2, 1))
    end_phase(m)
    draw(m, "leaden_limbs")
    m.act(Cancel(spend(FOUR, ONE)))
    assert m.state.heroes[0].curses == [] and m.state.encounter_deck.discard == ["leaden_limbs"]


# -- levelling up (LD-LVL) ------------------------------------------------------------------------------
def test_heroes_start_at_level_1_and_go_no_higher_than_2():
    """LD-LVL-01: level 1 at the start; a level-2 hero rolling a natural 20 is offered nothing."""
    m = begin("thalia", "kaelith")
    assert all(h.level == 1 for h in m.state.heroes)
    m.state.heroes[0].level = 2
    m.state.xp["0"] = [FOUR, ONE]
    hero_at(m, 1, (0, 0))
    kill_with_thalia(m, TWO, die=20, health=3)
    assert owed(m) == "hero"


@pytest.mark.parametrize("die, offered", [(20, True), (19, False)])
def test_a_natural_20_on_an_attack_offers_the_level_up(die, offered):
    """LD-LVL-02: only a natural 20 (not 19 + 8) while attacking lets the hero spend 5 XP."""
    m = begin("thalia", "kaelith")
    m.state.xp["0"] = [FOUR, ONE]
    hero_at(m, 1, (0, 0))
    kill_with_thalia(m, TWO, die=die, health=3)
    assert (owed(m) == "level_up") is offered


def test_a_natural_20_needs_5_xp_on_the_pile():
    """LD-LVL-02: with 4 XP a natural 20 offers nothing."""
    m = begin("thalia", "kaelith")
    m.state.xp["0"] = [FOUR]
    hero_at(m, 1, (0, 0))
    kill_with_thalia(m, TWO, die=20, health=3)
    assert owed(m) == "hero"


def test_a_natural_20_while_disarming_offers_the_level_up():
    """LD-LVL-02 (LD-EX-15): disarming counts too; a natural 20 on the cure roll does not (G-11)."""
    m = begin("thalia", "kaelith")
    m.state.xp["0"] = [FOUR, ONE]
    m.state.tiles[0].markers.append("trap:sleep_glyph")
    m.state.heroes[1].row.append("trap:sleep_glyph")
    hero_at(m, 0, (1, 2))
    m.act(Disarm(0, "sleep_glyph"))
    roll(m, 20)
    assert owed(m) == "level_up"
    m.act(LetItBe())
    m.state.heroes[0].poisoned = True
    quiet(m)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    roll(m, 20)  # the poison roll
    assert owed(m) != "level_up" and not m.state.heroes[0].poisoned


def test_levelling_up_spends_the_cards_and_turns_the_card_over():
    """LD-LVL-03, LD-LVL-04 (G-07, G-08): the spent cards leave the pile; the hero is level 2 with
    its level-2 numbers, +2 Health now and at most, and the Art it picks among those set aside."""
    m = begin("thalia", "kaelith")
    m.state.xp["0"] = [FOUR, ONE]
    thalia = m.state.heroes[0]
    thalia.health = 6
    hero_at(m, 1, (0, 0))
    kill_with_thalia(m, TWO, die=20, health=3)
    arts = {a.art for a in legal(m, LevelUp)}
    assert arts == {"whirlwind_of_steel", "mountains_weight"}  # her Arts not chosen at setup
    m.act(LevelUp(spend(FOUR, ONE), "mountains_weight"))
    assert pile(m) == [] and {FOUR, ONE} <= set(m.state.monster_deck.discard)
    two = load().heroes["thalia"].level2
    assert (thalia.level, thalia.defense, thalia.speed, thalia.max_health) == (2, two.defense, two.speed, 12)
    assert thalia.health == 8
    assert up(m, 0, "mountains_weight")


def test_a_level_2_hero_strikes_harder_on_a_natural_20():
    """LD-LVL-04 (G-06): at level 2 a natural 20 deals +1 damage (Steady Strike: 1 + 1 = 2); at
    level 1 it deals the power's 1."""
    full = load().monsters["rockhide_troll"].health
    for level, dealt in ((2, 2), (1, 1)):
        m = begin("thalia", "kaelith")
        m.state.heroes[0].level = level
        hero_at(m, 1, (0, 0))
        hero_at(m, 0, (1, 2))
        troll = monster(m, "rockhide_troll", (2, 2), holder=1)
        m.act(Attack(0, "steady_strike", (troll.uid,)))
        roll(m, 20)
        assert troll.health == full - dealt


def test_the_tome_of_knowledge_levels_a_hero_up_for_nothing():
    """LD-LVL-05: the Tome of Knowledge lifts a level-1 hero to level 2 with no XP spent; a
    level-2 hero is not offered it."""
    m = begin("thalia", "kaelith", items={0: ["tome_of_knowledge"]})
    m.act(UseItem(0, "tome_of_knowledge"))
    assert owed(m) == "level_up"
    assert LevelUp((), "whirlwind_of_steel") in m.legal_actions()
    m.act(LevelUp((), "whirlwind_of_steel"))
    assert m.state.heroes[0].level == 2 and m.state.heroes[0].max_health == 12
    m = begin("thalia", "kaelith", items={0: ["tome_of_knowledge"]})
    m.state.heroes[0].level = 2
    assert not [a for a in legal(m, UseItem) if a.item == "tome_of_knowledge"]


def test_the_monster_felled_by_the_natural_20_pays_toward_the_level_up():
    """LD-LVL-06 (G-10): 3 XP on the pile plus the Cave Bear (2) killed by the natural 20 make 5:
    once the attack has resolved (the kill's treasure drawn) the level-up is offered and may spend
    the bear."""
    m = begin("thalia", "kaelith")
    m.state.xp["0"] = [TWO_B, ONE]  # 2 + 1
    hero_at(m, 1, (0, 0))
    kill_with_thalia(m, TWO, die=20, health=1)
    assert purpose(m) == "treasure"
    draw(m, "potion_of_healing")
    m.act(Give(0))
    assert owed(m) == "level_up"
    assert spend(TWO, TWO_B, ONE) in {a.cards for a in legal(m, LevelUp)}
    m.act(LevelUp(spend(TWO, TWO_B, ONE), "mountains_weight"))
    assert m.state.heroes[0].level == 2 and pile(m) == [] and owed(m) == "hero"


# -- adventure options (LD-ADV) ------------------------------------------------------------------------
@pytest.mark.parametrize("surges", [1, 2, 3])
def test_healing_surges_set_the_difficulty(surges):
    """LD-ADV-01: 1 healing surge is harder, 3 easier, 2 the default."""
    m = begin("thalia", "kaelith", surges=surges)
    assert m.state.surges == surges
    assert begin("thalia", "kaelith").state.surges == 2


def test_more_than_3_surges_is_refused():
    """LD-ADV-01: the table offers 1, 2 or 3."""
    with pytest.raises(SetupError):
        begin("thalia", "kaelith", surges=4)


def test_adventures_1_to_4_use_the_starting_deck_and_the_later_ones_both():
    """LD-ADV-02: the first four adventures draw from cards 1-100 only; later ones add 101-200."""
    advs = list(load().adventures.values())
    assert [a.deck for a in advs[:4]] == ["starting"] * 4
    assert all(a.deck == "advanced" for a in advs[4:])
    early = begin("thalia", "kaelith").state.monster_deck
    late = begin("thalia", "kaelith", adventure="wyrmfire").state.monster_deck
    tiers = lambda d: {load().monsters[c].tier for c in d.pile + d.top + d.discard}  # noqa: E731
    assert tiers(early) == {"starting"} and tiers(late) == {"starting", "advanced"}


def test_powers_are_chosen_freely_within_the_hero_card():
    """LD-ADV-03 (LD-SET-08): any picks that fill the card's slots are taken; too many of a type,
    or another hero's power, are refused."""
    m = begin("thalia", "kaelith", powers={"thalia": ["whirlwind_of_steel", "shield_bash", "cleave", "battle_cry"]})
    assert [c.id for c in m.state.heroes[0].powers][1:] == ["whirlwind_of_steel", "shield_bash", "cleave",
                                                             "battle_cry"]
    with pytest.raises(SetupError):
        begin("thalia", "kaelith", powers={"thalia": ["whirlwind_of_steel", "hammer_drop", "cleave", "battle_cry"]})
    with pytest.raises(SetupError):
        begin("thalia", "kaelith", powers={"thalia": ["held_breath", "shield_bash", "cleave", "battle_cry"]})


def test_treasure_tokens_appear_only_where_the_adventure_uses_them():
    """LD-ADV-07: The Sunken Stair uses treasure tokens: a quiet (white) tile it places holds a
    treasure lying on its floor; The Spider's Court does not, and the same tile holds none."""
    for adventure, token in (("the_sunken_stair", True), ("the_spiders_court", False)):
        m = begin("thalia", "kaelith", adventure=adventure)
        m.state.tile_deck[0:0] = ["dripping_hall"]  # white
        hero_at(m, 0, (1, 0))
        hero_at(m, 1, (1, 2))
        end_phase(m)
        assert purpose(m) == "spawn"
        draw(m, "skeleton")  # the new tile's monster first, then whatever lies on its floor
        assert (purpose(m) == "treasure_token") is token
        if token:
            draw(m, "potion_of_healing")
            assert any(mk.startswith("item:potion_of_healing@") for mk in m.state.tiles[-1].markers)


# -- items lying on tiles (LD-ACT-01) -------------------------------------------------------------------
def lying(m, card: str, cell) -> None:
    """A treasure lying on the floor of the start tile, on `cell` (as a treasure token leaves it)."""
    m.state.tiles[0].markers.append(f"item:{card}@{cell[0]},{cell[1]}")


def test_an_item_is_picked_up_by_moving_through_its_space():
    """LD-ACT-01: a hero who passes through the item's space picks it up."""
    m = begin("kaelith", "thalia")
    place(m, "dripping_hall", 1, 0)
    hero_at(m, 1, (0, 3))
    hero_at(m, 0, (1, 1))
    lying(m, "potion_of_healing", (3, 1))
    m.act(Move(0, 5, 1))  # straight east through (2, 1), (3, 1), (4, 1)
    assert m.state.heroes[0].items == ["potion_of_healing"]
    assert not any(mk.startswith("item:") for mk in m.state.tiles[0].markers)


def test_an_item_is_picked_up_by_ending_next_to_it_for_free():
    """LD-ACT-01: ending a move next to the item picks it up; it costs no action (the attack and
    the second move are still there), and a hero carries any number of items."""
    m = begin("kaelith", "thalia", items={0: ["antidote_flask"]})
    hero_at(m, 1, (0, 0))
    hero_at(m, 0, (0, 2))
    lying(m, "potion_of_healing", (3, 3))
    lying(m, "flying_carpet", (3, 1))
    m.act(Move(0, 2, 2))  # next to both
    assert sorted(m.state.heroes[0].items) == ["antidote_flask", "flying_carpet", "potion_of_healing"]
    assert m.state.turn.moves == 1 and not m.state.turn.attacked and legal(m, Move)


def test_an_item_too_far_stays_where_it_is():
    """LD-ACT-01: a move that neither crosses the item's space nor ends next to it leaves it."""
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (0, 0))
    hero_at(m, 0, (1, 1))
    lying(m, "potion_of_healing", (3, 3))
    m.act(Move(0, 0, 1))
    assert m.state.heroes[0].items == [] and "item:potion_of_healing@3,3" in m.state.tiles[0].markers


def test_a_hero_standing_next_to_an_item_picks_it_up():
    """LD-ACT-01: "a hero need only be adjacent to it": a hero who stands next to an item when its
    hero phase comes picks it up without moving."""
    m = begin("kaelith", "thalia")
    quiet(m)
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (2, 2))
    lying(m, "potion_of_healing", (3, 3))  # next to Thalia
    end_phase(m)
    assert m.state.turn.hero == 1 and owed(m) == "hero"
    assert m.state.heroes[1].items == ["potion_of_healing"]


# -- attack and defense treasures one at a time (LD-TRS-05, G-29) ---------------------------------------
def test_several_treasures_may_be_used_in_one_phase():
    """LD-TRS-05: treasures that are neither attack nor defense may be used together: a Potion of
    Healing and an Antidote Flask in the same hero phase, beside a readied attack treasure."""
    m = begin("thalia", "kaelith", items={0: ["potion_of_healing", "antidote_flask", "stroke_of_fortune"]})
    thalia = m.state.heroes[0]
    thalia.health, thalia.poisoned = 4, True
    m.act(UseItem(0, "stroke_of_fortune"))
    m.act(UseItem(0, "potion_of_healing"))
    m.act(UseItem(0, "antidote_flask"))
    assert thalia.health == 7 and not thalia.poisoned and thalia.items == []


def test_one_attack_treasure_at_a_time():
    """LD-TRS-05 (G-29): with Stroke of Fortune readied for the attack, Biting Bolts (another
    attack treasure) is not offered; the readied bonus serves that one attack only."""
    m = begin("thalia", "kaelith", items={0: ["stroke_of_fortune", "biting_bolts"]})
    hero_at(m, 1, (0, 0))
    hero_at(m, 0, (1, 2))
    bear = monster(m, "cave_bear", (2, 2), holder=1)
    assert {a.item for a in legal(m, UseItem)} == {"stroke_of_fortune", "biting_bolts"}
    m.act(UseItem(0, "stroke_of_fortune"))
    assert [a.item for a in legal(m, UseItem)] == []
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    assert roll(m, 2)[0].data["total"] == 2 + 8 + 5
    assert "boost:0" not in m.state.flags and m.state.heroes[0].items == ["biting_bolts"]


def test_one_defense_treasure_against_an_attack():
    """LD-TRS-05 (G-29): attacked, Kaelith may use one defense treasure against the blow: the
    choice offers each on its own, and after one the roll comes with no second asked."""
    m = begin("kaelith", "thalia", items={0: ["mirror_charm", "sidestep_omen"]})
    hero_at(m, 1, (0, 3))
    quiet(m)
    monster(m, "cave_bear", (3, 1), holder=0)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert set(m.legal_actions()) == {LetItBe(), UseItem(0, "mirror_charm"), UseItem(0, "sidestep_omen")}
    m.act(UseItem(0, "sidestep_omen"))
    assert purpose(m) == "monster_attack" and owed(m) is None
    roll(m, 15 + 4 - line("cave_bear", 0).attack)  # a total of 19: would hit 15, misses 15 + 5
    assert m.state.heroes[0].health == 10 and m.state.heroes[0].items == ["mirror_charm"]


def test_two_passive_attack_treasures_do_not_add_up():
    """LD-TRS-05 (G-29): an attack is helped by one attack treasure at a time: holding the
    Emberline Sword (+1) and the Starfall Bow (+2), the attack gets +2, not +3; likewise two
    defense treasures (Oakheart Shield +1, Deepking Plate +2) give +2 Defense, not +3."""
    m = begin("thalia", "kaelith", adventure="wyrmfire",
              items={0: ["emberline_sword", "starfall_bow", "oakheart_shield", "deepking_plate"]})
    thalia = m.state.heroes[0]
    assert party.attack_bonus(m.state, thalia) == 2
    assert party.defense(m.state, thalia) == thalia.defense + 2


# -- teams, competition and the evil hero (LD-ADV-04..06, G-27, G-31, G-32) ---------------------------
def two_companies(**kw):
    """Two Companies: Thalia (team 0) and Kaelith (team 1), each team with its own experience."""
    return begin("thalia", "kaelith", adventure="two_companies", **kw)


def test_each_team_keeps_its_own_experience():
    """LD-ADV-05 (G-27): each team has its own track, empty at the start; a monster felled by
    Kaelith (team 1) goes on team 1's track, though Thalia held its card."""
    m = two_companies()
    assert [h.team for h in m.state.heroes] == [0, 1] and m.state.xp == {"0": [], "1": []}
    quiet(m)
    hero_at(m, 0, (2, 1))
    end_phase(m)  # Thalia's turn passes
    assert m.state.turn.hero == 1
    hero_at(m, 1, (1, 2))
    bones = monster(m, ONE, (2, 3), holder=0)
    m.act(Attack(1, "split_volley", (bones.uid,)))
    roll(m, 19)
    assert m.state.xp == {"0": [], "1": [ONE]}


def test_a_team_spends_only_its_own_experience_and_its_active_player_decides():
    """LD-ADV-05 (G-31): in Thalia's villain phase the cancel is offered to Thalia's seat and
    spends team 0's cards; in Kaelith's, team 1 has nothing and nobody is asked."""
    m = two_companies()
    m.state.xp["0"] = [FOUR, ONE]
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    draw(m, "scalding_steam")
    assert owed(m) == "cancel" and m.state.decisions[-1].seat == 0
    assert {a.cards for a in legal(m, Cancel)} == {spend(FOUR, ONE)}
    m.act(LetItBe())
    end_phase(m)  # Kaelith (team 1)
    draw(m, "tremor")  # each hero takes 1
    assert owed(m) != "cancel" and m.state.heroes[1].health == 10 - 1
    assert m.state.xp["0"] == [FOUR, ONE]


def test_a_team_formed_during_play_starts_with_an_empty_track():
    """LD-ADV-05: a team formed during play (an adventure's rule moving Kaelith into a new team 2)
    starts with no experience: her encounter can't be cancelled though team 0 holds 5 XP, and a
    kill of hers starts team 2's track while team 0's stays as it was."""
    m = two_companies()
    m.state.xp["0"] = [FOUR, ONE]
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (1, 2))
    end_phase(m)  # Thalia's turn: team 0 could cancel, and lets it be
    draw(m, "scalding_steam")
    m.act(LetItBe())
    m.state.heroes[1].team = 2  # the new team, as an adventure's rule would form it
    assert party.xp_total(m.state, "2") == 0 and not party.can_spend(m.state, "2")
    end_phase(m)  # Kaelith's turn
    draw(m, "tremor")
    assert owed(m) != "cancel" and m.state.xp["0"] == [FOUR, ONE]

    m = two_companies()
    quiet(m)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    m.state.heroes[1].team = 2
    hero_at(m, 1, (1, 2))
    bones = monster(m, ONE, (2, 3), holder=0)
    m.act(Attack(1, "split_volley", (bones.uid,)))
    roll(m, 19)
    assert m.state.xp == {"0": [], "1": [], "2": [ONE]}


def test_a_team_that_falls_is_out_and_the_others_play_on():
    """LD-HERO-03 with LD-ADV-05: with no healing surge left, Kaelith starting her turn at 0 takes
    her team out of the adventure; Thalia's team plays on, and only it can win."""
    m = two_companies(surges=1)
    quiet(m)
    m.state.surges = 0
    m.state.heroes[1].health = 0
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    assert not m.over and m.state.turn.hero == 0 and owed(m) == "hero"
    assert m.state.heroes[1].cell is None
    hero_at(m, 0, (1, 2))
    matron = monster(m, "drow_matron", (2, 2), holder=0, health=1)
    m.state.flags["villain_out"] = True
    m.act(Attack(0, "steady_strike", (matron.uid,)))
    roll(m, 19)
    assert m.over and m.state.result == "won" and m.outcome().winners == (0,)


def test_competing_heroes_never_attack_each_other():
    """LD-ADV-04 (LD-ATK-09): the two companies compete (only the team that fells the villain
    wins), but no attack of one hero may target another, even side by side."""
    m = two_companies()
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (2, 2))
    monster(m, "cave_bear", (0, 3), holder=1)
    assert {t for a in legal(m, Attack) for t in a.targets} == {m_.uid for m_ in m.state.monsters}
    matron = monster(m, "drow_matron", (1, 3), holder=0, health=1)
    m.state.flags["villain_out"] = True
    m.act(Attack(0, "steady_strike", (matron.uid,)))
    roll(m, 19)
    assert m.outcome().winners == (0,)  # Thalia's company alone


def turncoat():
    """The Turncoat: Thalia and Kaelith, and Maren as the evil hero (the last hero, by default)."""
    return begin("thalia", "kaelith", "maren", adventure="the_turncoat")


def test_the_evil_hero_is_a_hero_of_the_hero_phase():
    """LD-ADV-06 (G-32): the evil hero is still a hero: it has its own hero phase with power and
    treasure cards, and its own experience track."""
    m = turncoat()
    maren = m.state.heroes[2]
    assert maren.evil and maren.team not in (m.state.heroes[0].team,) and str(maren.team) in m.state.xp
    quiet(m)
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    end_phase(m)
    assert m.state.turn.hero == 2 and owed(m) == "hero" and m.state.decisions[-1].seat == 2
    maren.items = ["potion_of_healing"]
    maren.health = 5
    hero_at(m, 2, (1, 1))
    bear = monster(m, "cave_bear", (0, 0), holder=0)
    assert (bear.uid,) in {a.targets for a in legal(m, Attack) if a.hero == 2}
    m.act(UseItem(2, "potion_of_healing"))
    assert maren.health == 8


def test_monsters_and_encounters_reach_the_evil_hero():
    """LD-ADV-06: monsters may attack the evil hero, and encounters affect it."""
    m = turncoat()
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (3, 0))
    hero_at(m, 2, (1, 2))
    monster(m, "cave_bear", (0, 2), holder=0)  # next to Maren only
    end_phase(m)
    draw(m, "tremor")
    assert [h.health for h in m.state.heroes] == [9, 9, 9]
    assert purpose(m) == "monster_attack" and m.state.chance.data["hero"] == 2


def test_the_evil_hero_wins_when_the_party_loses():
    """LD-ADV-06 (G-32): the tile deck runs out (the party's loss): the evil hero's seat wins."""
    m = turncoat()
    m.state.tile_deck.clear()
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    assert m.over and m.state.result == "lost" and m.outcome().winners == (2,)
