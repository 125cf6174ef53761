"""Legend of Drizzt powers, attacks and defeat (checklist sections K, L and M: LD-PWR-01..06,
LD-ATK-01..10, LD-DEF-01..08) and attacking an item (LD-ACT-02), played through the engine with
forced d20 rolls: targets in range, one roll per target, hits at or above Defense, damage,
monsters to the experience pile, one treasure a turn, and heroes at 0 health."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.drizzt import board, party
from game.drizzt.actions import Attack, Give, LetItBe, UseItem, UsePower
from game.drizzt.content import load
from tests.drizzt.helpers import draw, hero_at, monster, owed, place, roll
from tests.drizzt.rulekit_iv import attacks, begin, defense, end_phase, legal, line, pile, purpose, quiet, to_hit, up, xp

DAWN = {"maren": ["dawnburst", "lance_of_dawn", "mending_mace", "purifying_touch"]}


def finish_treasure(m, keeper: int | None = None) -> str | None:
    """Draw the pending treasure (the top of the pile) and keep it; returns the card."""
    if purpose(m) != "treasure":
        return None
    card = m.state.treasure_deck.top[0] if m.state.treasure_deck.top else sorted(m.state.treasure_deck.pile)[0]
    draw(m, card)
    m.act(Give(m.state.decisions[-1].data["hero"] if keeper is None else keeper))
    return card


# -- powers (LD-PWR) ------------------------------------------------------------------------------
def test_heroes_attack_with_class_and_race_powers():
    """LD-PWR-01: most powers come from the class, some from the race: the dragonborn paladin
    holds Dragon Breath without choosing it, and attacks with it."""
    m = begin("sarrakh", "kaelith", calm=False)
    sarrakh = m.state.heroes[0]
    assert load().heroes["sarrakh"].race == "dragonborn"
    assert "dragon_breath" in [c.id for c in sarrakh.powers]
    assert "dragon_breath" in load().heroes["sarrakh"].auto
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    bear = monster(m, "cave_bear", (3, 3), holder=1)
    assert attacks(m, "dragon_breath") == {(bear.uid,)}


def test_an_attack_is_made_with_a_power_card_in_front_of_the_hero():
    """LD-PWR-02: only the powers (face up) in front of the hero are offered to attack with."""
    m = begin("kaelith", "thalia")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    monster(m, "cave_bear", (2, 2), holder=1)
    held = {c.id for c in m.state.heroes[0].powers}
    used = {a.power for a in legal(m, Attack)}
    assert used and used <= held
    assert "arrow_storm" not in used  # a Kaelith Art set aside at setup
    with pytest.raises(IllegalAction):
        m.act(Attack(0, "arrow_storm", ("m1",)))


def test_an_art_turns_face_down_until_something_turns_it_up():
    """LD-PWR-03, LD-TRS-06: an Art turns face down when used and is not offered again until an
    effect (a Scroll of Recall) turns it face up."""
    m = begin("kaelith", "thalia", items={0: ["scroll_of_recall"]})
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    bear = monster(m, "cave_bear", (2, 2), holder=1, health=3)
    m.act(Attack(0, "held_breath", (bear.uid,)))
    roll(m, 1)  # a miss: the card is spent anyway
    assert not up(m, 0, "held_breath")
    assert not attacks(m, "held_breath")
    m.act(UseItem(0, "scroll_of_recall"))
    assert up(m, 0, "held_breath")


def test_a_talent_stays_face_up_and_serves_every_turn():
    """LD-PWR-04: a Talent is not turned over: Split Volley is offered again on the next turn."""
    m = begin("kaelith", "thalia")
    quiet(m)
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (2, 2))
    bear = monster(m, "cave_bear", (2, 1), holder=1)
    m.act(Attack(0, "split_volley", (bear.uid,)))
    roll(m, 1)
    assert up(m, 0, "split_volley")
    end_phase(m)
    end_phase(m)  # Thalia's turn passes; the bear is hers and acts
    while m.state.chance is not None:
        roll(m, 1)
    assert m.state.turn.hero == 0 and (bear.uid,) in attacks(m, "split_volley")


def test_a_maneuver_turns_face_down_when_used():
    """LD-PWR-05: a Maneuver (Kaelith's Dusk Veil, Thalia's Battle Cry) turns face down."""
    m = begin("kaelith", "thalia")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    bear = monster(m, "cave_bear", (2, 2), holder=1)
    m.act(Attack(0, "dusk_veil", (bear.uid,)))
    roll(m, 1)
    assert not up(m, 0, "dusk_veil")
    m = begin("thalia", "kaelith")
    m.act(UsePower(0, "battle_cry", 1))
    assert not up(m, 0, "battle_cry")
    assert not [a for a in legal(m, UsePower) if a.power == "battle_cry"]


def corner_map(m):
    """Start (0, 0), open tiles at (1, 0) and (1, 1): (1, 1) is diagonal to the start tile."""
    place(m, "dripping_hall", 1, 0)
    place(m, "dripping_hall", 1, 1)


def test_each_power_names_how_far_its_target_may_be():
    """LD-PWR-06, LD-ATK-01: targets are worked out from the power's range before the roll: a
    monster 2 tiles away is a target for Hunter's Arrow (2 tiles), not for Split Volley (1 tile)."""
    m = begin("kaelith", "thalia")
    corner_map(m)
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    far = monster(m, "cave_bear", (5, 6), holder=1)  # on tile (1, 1): 2 tiles from (0, 0)
    assert board.distance(m.state, ((1, 2),), board.cells_of(far)) == 2
    assert attacks(m, "hunters_arrow") == {(far.uid,)}
    assert attacks(m, "split_volley") == set()
    assert attacks(m, "held_breath") == {(far.uid,)}


def test_within_1_tile_is_never_diagonal_nor_through_a_wall():
    """LD-ATK-02: "within 1 tile" leaves out a monster on a diagonally adjacent tile, and one on
    an orthogonal neighbour walled off from the hero's tile (Collapsed Forge's east wall)."""
    m = begin("kaelith", "thalia")
    corner_map(m)  # (1, 1) is diagonal to the start
    place(m, "collapsed_forge", -1, 0)  # walled on its east edge, the start tile's west
    place(m, "dripping_hall", 0, -1)
    place(m, "dripping_hall", -1, -1)
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    near = monster(m, "skeleton", (5, 2), holder=1)  # tile (1, 0): orthogonal and open
    diagonal = monster(m, "skeleton", (5, 5), holder=1)  # tile (1, 1)
    walled = monster(m, "skeleton", (-2, 2), holder=1)  # tile (-1, 0), behind the wall
    assert attacks(m, "split_volley") == {(near.uid, )}
    assert board.distance(m.state, ((1, 2),), board.cells_of(diagonal)) == 2
    assert board.distance(m.state, ((1, 2),), board.cells_of(walled)) == 3  # round by the north
    assert (walled.uid,) in attacks(m, "held_breath")  # 3 tiles: in Held Breath's range


def test_one_roll_per_target():
    """LD-ATK-03: Cleave on two monsters rolls the die twice, once for each, with the bonus."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    a = monster(m, "cave_bear", (2, 2), holder=1)
    b = monster(m, "orc_scrapper", (0, 3), holder=1)
    m.act(Attack(0, "cleave", (a.uid, b.uid)))
    assert purpose(m) == "hero_attack" and m.state.chance.data["target"] == a.uid
    first = roll(m, to_hit("cave_bear", 6))  # the bear's Defense exactly: a hit
    assert first[0].data["total"] == defense("cave_bear") and first[0].data["hit"]
    assert purpose(m) == "hero_attack" and m.state.chance.data["target"] == b.uid
    second = roll(m, to_hit("orc_scrapper", 6) - 1)  # one short of the orc's Defense: a miss
    assert second[0].data["total"] == defense("orc_scrapper") - 1 and not second[0].data["hit"]
    assert (a.health, b.health) == (load().monsters["cave_bear"].health - 1, load().monsters["orc_scrapper"].health)


@pytest.mark.parametrize("short, hit", [(0, True), (1, False)])
def test_a_hit_is_a_total_equal_to_or_above_defense(short, hit):
    """LD-ATK-04: Steady Strike +8 against the Hobgoblin Warden (Thalia carries no items): a
    total equal to its Defense hits, one less misses."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    warden = monster(m, "hobgoblin_warden", (2, 2), holder=1)
    m.act(Attack(0, "steady_strike", (warden.uid,)))
    die = to_hit("hobgoblin_warden", 8) - short
    events = roll(m, die)
    assert events[0].data["total"] == die + 8 == defense("hobgoblin_warden") - short
    assert events[0].data["hit"] is hit
    assert warden.health == load().monsters["hobgoblin_warden"].health - (1 if hit else 0)
    card = load().monsters["hobgoblin_warden"]  # the log line names the Defense, hit or miss
    assert f"= {die + 8} against {card.name}'s {card.defense}: " in events[0].text
    assert events[0].text.endswith(": a hit for 1" if hit else ": a miss")


def test_a_hit_deals_the_powers_damage():
    """LD-ATK-05, LD-ATK-06: Defense and Health come from the monster card; a hit with Hammer
    Drop (3 damage) takes 3 off a Rockhide Troll's Health; with Health left it stays in play."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    troll = monster(m, "rockhide_troll", (2, 2), holder=1)
    card = load().monsters["rockhide_troll"]
    assert troll.health == card.health > 3
    m.act(Attack(0, "hammer_drop", (troll.uid,)))
    roll(m, to_hit("rockhide_troll", 7))
    assert troll.health == card.health - 3 and board.monster_by_uid(m.state, troll.uid) is troll


def test_monsters_and_heroes_may_regain_health():
    """LD-ATK-07: a damaged Cellar Ooze heals (its "damaged: heal 1" line) in its activation;
    Maren's Light of Renewal heals a hero 4."""
    m = begin("kaelith", "maren")
    quiet(m)
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (1, 2))
    place(m, "dripping_hall", 2, 2)  # a tile of its own, out of reach of the heroes
    ooze = monster(m, "cellar_ooze", (9, 9), holder=0, health=1)  # its tactics reach "damaged: heal 1"
    end_phase(m)
    assert ooze.health == 2
    m.state.heroes[0].health = 3
    hero_at(m, 0, (1, 1))
    m.act(UsePower(1, "light_of_renewal", 0))
    assert m.state.heroes[0].health == 7


def test_a_hero_never_heals_above_its_card():
    """LD-ATK-08 (G-36): Light of Renewal (4) on a hero at 9 of 10 leaves it at 10."""
    m = begin("maren", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (1, 1))
    m.state.heroes[1].health = 9
    m.act(UsePower(0, "light_of_renewal", 1))
    assert m.state.heroes[1].health == m.state.heroes[1].max_health == 10


def test_heroes_do_not_attack_each_other():
    """LD-ATK-09: every attack offered targets monsters; never a hero, however close."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (2, 2))
    monster(m, "cave_bear", (0, 3), holder=1)
    uids = {m_.uid for m_ in m.state.monsters}
    targets = {t for a in legal(m, Attack) for t in a.targets}
    assert targets == uids
    with pytest.raises(IllegalAction):
        m.act(Attack(0, "steady_strike", ("1",)))


def test_an_attack_on_every_monster_of_a_tile_also_attacks_the_item_there():
    """LD-ATK-10, LD-ACT-02: Dawnburst (each monster on the tile) also targets the Singing
    Crystal lying there; its roll is made against the crystal's own Defense (one short misses,
    the Defense hits); damage down to 0 destroys it, it leaves the tile and the adventure is won."""
    m = begin("maren", "kaelith", adventure="the_singing_crystal", powers=DAWN)
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    bear = monster(m, "cave_bear", (2, 2), holder=1)
    crystal = monster(m, "object_the_singing_crystal", (3, 3), holder=0)
    assert attacks(m, "dawnburst") == {(bear.uid, crystal.uid)}
    m.state.flags["villain_out"] = True  # the crystal is the adventure's, placed with its tile
    item = load().adventures["the_singing_crystal"].item
    assert crystal.health == item.health and defense(crystal.card) == item.defense
    crystal.health = 2
    m.act(Attack(0, "dawnburst", (bear.uid, crystal.uid)))
    roll(m, 1)  # the bear: a miss
    assert m.state.chance.data["target"] == crystal.uid
    events = roll(m, item.defense - 6 - 1)  # one short of the crystal's Defense
    assert not events[0].data["hit"] and crystal.health == 2
    m.state.turn.attacked = False  # another go, as on a later turn with the Art turned back up
    next(c for c in m.state.heroes[0].powers if c.id == "dawnburst").up = True
    m.act(Attack(0, "dawnburst", (bear.uid, crystal.uid)))
    roll(m, 1)
    events = roll(m, to_hit(crystal.card, 6))  # 2 damage: 0 left
    assert any(e.data.get("destroyed") for e in events)
    assert board.monster_by_uid(m.state, crystal.uid) is None
    assert m.over and m.state.result == "won"
    assert pile(m) == []  # an item is no monster: no experience


# -- defeat (LD-DEF) ---------------------------------------------------------------------------------
def test_a_monster_at_0_health_is_removed_and_its_holder_gives_up_its_card():
    """LD-DEF-01, LD-DEF-02: at 0 health the figure leaves the map; the card leaves its holder's
    row (Kaelith's) for the party's experience pile, though Thalia struck the blow."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    bear = monster(m, "cave_bear", (2, 2), holder=1, health=1)
    assert bear.uid in m.state.heroes[1].row
    m.act(Attack(0, "steady_strike", (bear.uid,)))
    roll(m, 19)
    assert board.monster_by_uid(m.state, bear.uid) is None
    assert bear.uid not in m.state.heroes[1].row
    assert pile(m) == ["cave_bear"] and xp(m) == 2


def test_the_killer_draws_one_treasure_and_only_one_a_turn():
    """LD-DEF-03, LD-DEF-04: Thalia, who dealt the blow, draws a treasure (her seat decides who
    keeps it); a second kill in the same turn draws none."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    a = monster(m, "skeleton", (2, 2), holder=1)
    b = monster(m, "skeleton", (0, 3), holder=1)
    m.act(Attack(0, "steady_strike", (a.uid,)))
    roll(m, 19)
    assert purpose(m) == "treasure" and m.state.chance.data["hero"] == 0
    card = finish_treasure(m)
    assert card in m.state.heroes[0].items
    m.state.turn.attacked = False  # a second attack this turn (as a card might allow)
    m.act(Attack(0, "steady_strike", (b.uid,)))
    roll(m, 19)
    assert board.monster_by_uid(m.state, b.uid) is None and pile(m) == ["skeleton", "skeleton"]
    assert purpose(m) is None and owed(m) == "hero"  # no second treasure


def test_a_downed_hero_is_ignored_takes_no_damage_and_keeps_its_conditions():
    """LD-DEF-05: a hero at 0 is laid down: a further hit does nothing, monster attacks on it are
    dropped, and its stun and poison stay."""
    m = begin("kaelith", "thalia")
    quiet(m)
    kaelith = m.state.heroes[0]
    kaelith.health = 0
    kaelith.poisoned = True
    assert kaelith.down
    assert party.hurt(m.state, 0, 3, "a blow") == []
    assert kaelith.health == 0 and kaelith.poisoned
    assert 0 not in board.standing(m.state)


def test_a_downed_hero_healed_before_its_turn_stands_up_without_a_surge():
    """LD-DEF-06: Maren heals the downed Kaelith before Kaelith's turn: no healing surge is
    spent and Kaelith plays normally."""
    m = begin("maren", "kaelith")
    quiet(m)
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (1, 1))
    m.state.heroes[1].health = 0
    m.act(UsePower(0, "light_of_renewal", 1))
    assert m.state.heroes[1].health == 4 and not m.state.heroes[1].down
    end_phase(m)
    assert m.state.turn.hero == 1 and owed(m) == "hero"
    assert m.state.surges == 2 and m.state.heroes[1].health == 4


def test_a_hero_starting_its_turn_at_0_spends_a_surge_or_the_party_loses():
    """LD-DEF-07 (LD-HERO-02/03, G-05): at the start of its turn a downed hero spends a healing
    surge and comes back to its surge value (10); with none left the adventure is lost."""
    m = begin("kaelith", "thalia")
    quiet(m)
    hero_at(m, 0, (2, 1))
    m.state.heroes[1].health = 0
    end_phase(m)
    assert m.state.surges == 1 and m.state.heroes[1].health == 10 and owed(m) == "hero"
    m.state.heroes[0].health = 0
    m.state.surges = 0
    hero_at(m, 1, (1, 2))
    end_phase(m)
    assert m.over and m.state.result == "lost"


def test_a_defeated_villain_goes_to_the_experience_pile():
    """LD-DEF-08 (LD-MON-06): the villain is attacked like a monster; defeated, its card joins
    the experience pile (worth its level, 5) and the adventure is won."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    matron = monster(m, "drow_matron", (2, 2), holder=0, health=1)
    m.state.flags["villain_out"] = True
    m.act(Attack(0, "steady_strike", (matron.uid,)))
    roll(m, to_hit("drow_matron", 8))
    assert pile(m) == ["drow_matron"] and xp(m) == 5
    assert m.over and m.state.result == "won"


# -- reaction powers (use = "reaction"; LD-PWR-05 Maneuvers) ------------------------------------------
def bear_turn(m, cell=(3, 1)):
    """A Cave Bear held by hero 0 stands next to it; hero 0 ends its hero phase (no encounters)."""
    quiet(m)
    bear = monster(m, "cave_bear", cell, holder=0)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    return bear


def test_a_reaction_is_never_an_action_of_the_hero_phase():
    """Reaction powers answer a monster's attack: Shield Wall is not offered in the hero phase."""
    m = begin("thalia", "kaelith", calm=False)
    assert "shield_wall" in [c.id for c in m.state.heroes[0].powers]
    assert not [a for a in legal(m, UsePower) if a.power == "shield_wall"]


def test_a_when_attacked_reaction_is_asked_before_the_roll_and_then_spent():
    """when = "attacked": before the bear rolls, Thalia may raise Shield Wall (+3 Defense until her
    next turn); the Maneuver turns face down (LD-PWR-05) and is not offered for the next attack."""
    m = begin("thalia", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    quiet(m)
    monster(m, "cave_bear", (3, 1), holder=0)
    monster(m, "cave_bear", (3, 2), holder=1)  # the same name: it acts too (LD-VIL-04)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert owed(m) == "react" and m.state.chance is None  # asked before any roll
    assert set(m.legal_actions()) == {LetItBe(), UsePower(0, "shield_wall")}
    m.act(UsePower(0, "shield_wall"))
    assert not up(m, 0, "shield_wall") and party.defense(m.state, m.state.heroes[0]) == 20
    roll(m, 19 - line("cave_bear", 0).attack)  # 19: would hit 17, misses 20
    assert m.state.heroes[0].health == 10
    assert purpose(m) == "monster_attack"  # the second bear: nothing left to react with
    roll(m, 19 - line("cave_bear", 0).attack)
    assert m.state.heroes[0].health == 10  # +3 lasts until Thalia's next turn


def test_declining_a_reaction_keeps_the_card():
    """Answering "no" leaves the reaction face up for a later attack."""
    m = begin("thalia", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    bear_turn(m)
    m.act(LetItBe())
    roll(m, 1)
    assert up(m, 0, "shield_wall")


def test_a_when_hit_reaction_is_asked_only_when_the_blow_lands():
    """when = "hit": Brakka's Red Grin answers a landed blow (2 damage, then he
    regains 2); a miss asks nothing."""
    m = begin("brakka", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    bear_turn(m)
    roll(m, 1)
    assert owed(m) != "react"  # a miss: nothing to answer
    m = begin("brakka", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    bear_turn(m)
    roll(m, 20)
    assert owed(m) == "react"
    m.act(UsePower(0, "red_grin"))
    brakka = m.state.heroes[0]
    assert brakka.health == brakka.max_health  # -2 then +2
    assert not up(m, 0, "red_grin")


def test_an_ally_hit_reaction_heals_a_hero_hit_on_the_same_tile():
    """when = "ally_hit": Kaelith, on Maren's tile, is hit for 2; Maren's Guardian Prayer gives 2
    back. On another tile, Maren is not asked."""
    m = begin("kaelith", "maren", calm=False)
    hero_at(m, 1, (1, 2))
    bear_turn(m)
    roll(m, 20)
    assert owed(m) == "react" and m.state.decisions[-1].seat == 1
    assert m.state.heroes[0].health == 8
    m.act(UsePower(1, "guardian_prayer", 0))
    assert m.state.heroes[0].health == 10 and not up(m, 1, "guardian_prayer")

    m = begin("kaelith", "maren", calm=False)
    place(m, "dripping_hall", 1, 1)
    hero_at(m, 1, (5, 6))
    bear_turn(m)
    roll(m, 20)
    assert owed(m) != "react" and m.state.heroes[0].health == 8


def test_a_face_down_or_downed_hero_has_no_reaction():
    """A used reaction (face down) is not offered; nor is one of a hero at 0 Health."""
    m = begin("thalia", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    next(c for c in m.state.heroes[0].powers if c.id == "shield_wall").up = False
    bear_turn(m)
    assert owed(m) != "react" and purpose(m) == "monster_attack"
    m = begin("kaelith", "maren", calm=False)
    hero_at(m, 1, (1, 2))
    m.state.heroes[1].health = 0  # Maren lies at 0 beside Kaelith
    bear_turn(m)
    roll(m, 20)
    assert owed(m) != "react" and m.state.heroes[0].health == 8


def test_a_power_for_an_ally_on_the_tile_is_offered_for_each_hero_there():
    """LD-PWR-06: Light of Renewal ("tile") is offered for the user and every hero on its tile,
    not for a hero a tile away, nor for one who has left the dungeon."""
    m = begin("maren", "kaelith", "thalia")
    place(m, "dripping_hall", 1, 0)
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (2, 1))  # the start tile too
    hero_at(m, 2, (5, 1))  # the next tile east
    offered = {a.target for a in legal(m, UsePower) if a.power == "light_of_renewal"}
    assert offered == {0, 1}
    m.state.heroes[1].escaped = True
    assert {a.target for a in legal(m, UsePower) if a.power == "light_of_renewal"} == {0}
