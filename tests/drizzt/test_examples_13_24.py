"""The worked examples LD-EX-13..LD-EX-24 of the Legend of Drizzt checklist, each played through
the engine with the die rolls and card draws forced as the example states them."""
from __future__ import annotations

from game.drizzt import board, grid
from game.drizzt.content import effect_int, load
from game.drizzt.actions import Attack, Cancel, Disarm, Give, LevelUp, OpenDoor
from tests.drizzt.helpers import draw, hero_at, monster, owed, place, roll
from tests.drizzt.rulekit_iv import at, begin, end_phase, legal, pile, purpose, quiet, stack, to_hit, xp

FIVE = ["cave_bear", "orc_scrapper", "skeleton"]  # 2 + 2 + 1 XP


def test_ex13_one_treasure_per_turn_for_an_area_attack_that_kills_two():
    """LD-EX-13 (LD-DEF-02/03/04): Maren's Dawnburst defeats two skeletons, one held by Maren and
    one by Thalia: each card leaves its holder's row for the pile, and Maren draws exactly one
    treasure."""
    m = begin("maren", "thalia", powers={"maren": ["dawnburst", "lance_of_dawn", "mending_mace",
                                                   "purifying_touch"]})
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    mine = monster(m, "skeleton", (2, 2), holder=0)
    theirs = monster(m, "skeleton", (3, 3), holder=1)
    m.act(Attack(0, "dawnburst", (mine.uid, theirs.uid)))
    roll(m, to_hit("skeleton", 6))  # the first skeleton falls, and Maren draws her treasure
    assert purpose(m) == "treasure" and m.state.chance.data["hero"] == 0
    draw(m, "potion_of_healing")
    m.act(Give(0))
    roll(m, to_hit("skeleton", 6))  # the second skeleton falls: no second treasure
    assert mine.uid not in m.state.heroes[0].row and theirs.uid not in m.state.heroes[1].row
    assert pile(m) == ["skeleton", "skeleton"]
    assert purpose(m) is None and owed(m) == "hero"
    assert m.state.heroes[0].items == ["potion_of_healing"]


# -- LD-EX-14: the three kinds of door -------------------------------------------------------------
def door_table(*heroes):
    m = begin(*heroes, adventure="the_singing_crystal")
    tile = place(m, "barracks_door", 0, -1, door="closed")  # its door: the north edge, row y = -4
    place(m, "dripping_hall", 0, -2)
    return m, tile


def test_ex14_an_open_door():
    """LD-EX-14 (LD-DOOR-03): "open": the token is discarded."""
    m, tile = door_table("kaelith", "thalia")
    hero_at(m, 0, (1, -4))
    hero_at(m, 1, (1, 2))
    m.act(OpenDoor(0, 0, -1))
    draw(m, "open")
    assert tile.door == "open"


def test_ex14_a_trapped_door_hurts_the_two_heroes_next_to_it():
    """LD-EX-14 (LD-DOOR-04): two heroes stand next to the door: each loses 1 Health, then the
    token is discarded."""
    m, tile = door_table("kaelith", "thalia")
    hero_at(m, 0, (1, -4))
    hero_at(m, 1, (2, -4))
    m.act(OpenDoor(0, 0, -1))
    draw(m, "trap")
    assert [h.health for h in m.state.heroes] == [9, 9] and tile.door == "open"


def test_ex14_a_locked_door_fails_on_9_and_opens_on_10_later():
    """LD-EX-14 (LD-DOOR-05): a 9 leaves the locked token; in a later hero phase, instead of
    attacking, a 10 opens it."""
    m, tile = door_table("kaelith", "thalia")
    quiet(m)
    hero_at(m, 0, (1, -4))
    hero_at(m, 1, (1, 2))
    m.act(OpenDoor(0, 0, -1))
    draw(m, "locked")
    end_phase(m)
    end_phase(m)
    m.act(OpenDoor(0, 0, -1))
    roll(m, 9)
    assert tile.door == "locked"
    end_phase(m)
    end_phase(m)
    m.act(OpenDoor(0, 0, -1))
    roll(m, 10)
    assert tile.door == "open"


# -- LD-EX-15: disarming ---------------------------------------------------------------------------
def trap_12(m):
    assert load().encounters["hidden_pit"].disarm == 12  # the example's trap card says 12
    m.state.tiles[0].markers.append("trap:hidden_pit")
    m.state.heroes[0].row.append("trap:hidden_pit")
    hero_at(m, 0, (1, 2))


def test_ex15_a_12_disarms_a_12_trap():
    """LD-EX-15 (LD-ACT-03): rolling exactly the trap's 12 discards the card and removes its token."""
    m = begin("kaelith", "thalia")
    trap_12(m)
    m.act(Disarm(0, "hidden_pit"))
    roll(m, 12)
    assert m.state.tiles[0].markers == [] and m.state.heroes[0].row == []
    assert "hidden_pit" in m.state.encounter_deck.discard


def test_ex15_a_natural_20_disarms_and_may_level_up():
    """LD-EX-15 (LD-LVL-02): a natural 20 disarms and lets the hero spend 5 XP to reach level 2."""
    m = begin("kaelith", "thalia")
    m.state.xp["0"] = list(FIVE)
    trap_12(m)
    m.act(Disarm(0, "hidden_pit"))
    roll(m, 20)
    assert m.state.tiles[0].markers == []
    assert owed(m) == "level_up"
    m.act(next(a for a in legal(m, LevelUp)))
    assert m.state.heroes[0].level == 2 and xp(m) == 0


def test_ex16_tactics_fall_through_to_the_last_line():
    """LD-EX-16 (LD-MON-02): a Shadowfang Wolf [adjacent: attack; within 2 tiles: close in and
    attack; else move 2 tiles] with no hero within 2 tiles runs line 3: it moves 2 tiles toward
    Kaelith, to the spawn point of tile (1, 0), and attacks nobody."""
    assert [(t.cond, t.action) for t in load().monsters["shadowfang_wolf"].tactics] == [
        ("adjacent", "attack"), ("within:2", "close_attack"), ("", "move:2")]
    m = begin("kaelith", "thalia")
    quiet(m)
    for tx in (1, 2, 3):
        place(m, "dripping_hall", tx, 0)
    hero_at(m, 1, (1, 2))
    wolf = monster(m, "shadowfang_wolf", (14, 2), holder=0)  # tile (3, 0): 3 tiles away
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert m.state.chance is None and owed(m) == "hero"
    assert at(m, wolf.uid) == (5, 1)


def test_ex17_an_occupied_spawn_point():
    """LD-EX-17 (LD-MON-03): a skeleton must move to tile (1, 0) whose spawn point (5, 1) holds a
    bear: it takes the free space next to the spawn point nearest Kaelith, on (2, 1): (4, 1)."""
    m = begin("kaelith", "thalia")
    quiet(m)
    place(m, "dripping_hall", 1, 0)
    place(m, "dripping_hall", 2, 0)
    hero_at(m, 1, (1, 2))
    monster(m, "cave_bear", (5, 1), holder=1)
    bones = monster(m, "skeleton", (9, 2), holder=0)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert at(m, bones.uid) == (4, 1)
    free = [c for c in grid.cells_of_tile(board.index(m.state), board.defs(), (1, 0))
            if grid.adjacent(c, (5, 1)) and c != (4, 1)]
    assert all(max(abs(c[0] - 2), abs(c[1] - 1)) >= 2 for c in free)  # none is nearer than (4, 1)


def explore_west(m, hero: int):
    """The hero explores the start tile's west edge (a white tile: no encounter follows)."""
    m.state.tile_deck[0:0] = ["dripping_hall"]
    hero_at(m, hero, (0, 1))
    end_phase(m)
    assert purpose(m) == "spawn"


def test_ex18_a_duplicate_monster_card_is_drawn_again():
    """LD-EX-18 (LD-EXPL-04): Kaelith holds a Cave Bear and draws another while exploring: it is
    discarded and she draws again. Thalia, later, draws a Cave Bear and keeps it: a second bear."""
    m = begin("kaelith", "thalia")
    quiet(m)
    place(m, "dripping_hall", 0, 1)
    monster(m, "cave_bear", (2, 5), holder=0)
    hero_at(m, 1, (1, 2))
    explore_west(m, 0)
    draw(m, "cave_bear")
    assert "cave_bear" in m.state.monster_deck.discard and purpose(m) == "spawn"
    draw(m, "skeleton")
    assert [m_.card for m_ in m.state.monsters] == ["cave_bear", "skeleton"]
    while owed(m) != "hero":
        roll(m, 1)
    assert m.state.turn.hero == 1
    m.state.tile_deck[0:0] = ["dripping_hall"]
    hero_at(m, 1, (1, 0))  # the north edge
    end_phase(m)
    draw(m, "cave_bear")
    bears = [m_ for m_ in m.state.monsters if m_.card == "cave_bear"]
    assert len(bears) == 2 and bears[1].uid in m.state.heroes[1].row


def test_ex19_a_corridor_pulls_another_tile_onto_its_far_edge():
    """LD-EX-19 (LD-TILE-08): the explored tile is a corridor (Needle's Eye): at once the next
    tile is attached to its far edge, and gets its own monster."""
    m = begin("kaelith", "thalia")
    m.state.tile_deck[0:0] = ["needles_eye", "dripping_hall"]
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    draw(m, "skeleton")
    assert [(t.id, t.tx, t.ty) for t in m.state.tiles[1:]] == [("needles_eye", 0, -1), ("dripping_hall", 0, -2)]
    assert purpose(m) == "spawn"


def test_ex19_a_corridor_with_no_tile_left_adds_nothing():
    """LD-EX-19: the corridor was the last tile: nothing more is placed, and nothing is lost."""
    m = begin("kaelith", "thalia")
    m.state.tile_deck[:] = ["needles_eye"]
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    draw(m, "skeleton")
    assert [t.id for t in m.state.tiles] == ["start", "needles_eye"] and not m.over


def test_ex20_no_tile_one_encounter_white_none_black_one():
    """LD-EX-20 (LD-VIL-01): not next to an unexplored edge: 1 encounter; a white tile explored:
    none; a black tile explored: 1."""
    m = begin("kaelith", "thalia")
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert purpose(m) == "encounter"

    m = begin("kaelith", "thalia")
    quiet(m)
    m.state.tile_deck[0:0] = ["dripping_hall"]  # white
    hero_at(m, 0, (1, 0))
    end_phase(m)
    stack(m, "encounter", "tremor")
    draw(m, "skeleton")
    while m.state.chance is not None and purpose(m) != "encounter":
        roll(m, 1)
    assert purpose(m) != "encounter" and m.state.turn.hero == 1

    m = begin("kaelith", "thalia")
    m.state.tile_deck[0:0] = ["fungus_grotto"]  # black
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (3, 3))
    end_phase(m)
    draw(m, "skeleton")
    assert purpose(m) == "encounter"


def test_ex21_a_downed_hero_next_to_the_monster_is_not_there():
    """LD-EX-21 (LD-MON-05): a Skeleton's first line is "a hero adjacent: attack"; the only hero
    next to it is at 0 Health, so the line is false and it takes the next one (close in on
    Kaelith, within 1 tile)."""
    m = begin("kaelith", "thalia")
    quiet(m)
    place(m, "dripping_hall", 1, 0)
    hero_at(m, 1, (5, 2))
    m.state.heroes[1].health = 0
    bones = monster(m, "skeleton", (6, 2), holder=0)
    hero_at(m, 0, (2, 1))
    end_phase(m)
    assert m.state.chance.data["hero"] == 0
    assert grid.adjacent(at(m, bones.uid), (2, 1))


def test_ex22_a_hero_in_a_pit_is_not_hurt_by_an_all_heroes_event():
    """LD-EX-22 (LD-QA-02): Thalia is off the map (in a pit for a turn) when Tremor (each hero takes
    1) is drawn: only Kaelith loses Health."""
    m = begin("kaelith", "thalia")
    m.state.heroes[1].cell = None
    hero_at(m, 0, (2, 1))
    end_phase(m)
    draw(m, "tremor")
    assert [h.health for h in m.state.heroes] == [10 - effect_int(load().encounters["tremor"].effect), 10]


def test_ex23_a_hero_who_left_still_has_villain_phases():
    """LD-EX-23 (LD-ACT-04): Kaelith ends her hero phase on the Sunken Stair's exit and leaves. On
    her next turn she has no hero or exploration phase, but still draws an encounter and activates
    her monster cards; the adventure goes on until Thalia has left too."""
    m = begin("kaelith", "thalia", adventure="the_sunken_stair")
    place(m, "sunken_stair", 1, 0)  # its exit X: the space (6, 0)
    hero_at(m, 0, (6, 0))
    hero_at(m, 1, (1, 2))
    bones = monster(m, "skeleton", (2, 3), holder=0)
    end_phase(m)
    assert m.state.heroes[0].escaped
    draw(m, "fading_focus")
    roll(m, 1)  # Kaelith's skeleton attacks Thalia and misses
    assert m.state.turn.hero == 1 and owed(m) == "hero"
    end_phase(m)
    draw(m, "fading_focus")  # Thalia's villain phase: her row is empty (the skeleton is Kaelith's)
    assert m.state.turn.hero == 0 and purpose(m) == "encounter"  # Kaelith's turn: straight to it
    draw(m, "tremor")
    assert m.state.heroes[1].health == 10 - effect_int(load().encounters["tremor"].effect)
    assert m.state.heroes[0].health == 10
    assert m.state.chance.data["monster"] == bones.uid  # her monster card still activates
    roll(m, 1)
    assert m.state.turn.hero == 1 and not m.over


def test_ex24_a_trap_already_in_play_cannot_be_bought_off():
    """LD-EX-24 (LD-ENC-03, LD-ACT-03): a trap drawn last round lies in Kaelith's row; with 5 XP
    on the pile nothing offers to cancel it, it strikes in her villain phase, and only disarming
    removes it."""
    m = begin("kaelith", "thalia")
    quiet(m)
    m.state.xp["0"] = list(FIVE)
    floor = load().encounters["collapsing_floor"]  # each hero on its tile takes 2
    m.state.tiles[0].markers.append("trap:collapsing_floor")
    m.state.heroes[0].row.append("trap:collapsing_floor")
    assert not legal(m, Cancel)
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    hit = effect_int(floor.effect)
    assert [h.health for h in m.state.heroes] == [10 - hit, 10 - hit] and sorted(pile(m)) == sorted(FIVE)
    end_phase(m)  # Thalia's turn
    assert m.state.turn.hero == 0
    m.act(Disarm(0, "collapsing_floor"))
    roll(m, floor.disarm)
    assert m.state.tiles[0].markers == [] and m.state.heroes[0].row == []
    assert sorted(pile(m)) == sorted(FIVE)
