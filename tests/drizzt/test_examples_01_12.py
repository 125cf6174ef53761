"""The Legend of Drizzt checklist's worked examples LD-EX-01 to LD-EX-12, played through the
engine with forced d20 rolls and card draws (some also run as scenario files:
tests/drizzt/scenarios/ex_NN.json)."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.drizzt import board, grid
from game.drizzt.actions import Attack, Cancel, EndPhase, LetItBe, LevelUp, Move, UseItem, UsePower
from game.drizzt.heroes import acts_left
from game.drizzt.tactics import holds
from tests.drizzt.helpers import draw, hero_at, monster, owed, place, roll
from tests.drizzt.phasekit import attach, begin, end_hero_phase, next_turn, purpose, take_treasure


def acted(events) -> list[str]:
    return [e.data["monster"] for e in events if "tactic" in e.data]


def hall(m, hero_cells):
    """Tiles (1, 0), (2, 0) and (3, 0) east of the start; the heroes inside the start tile."""
    attach(m, "dripping_hall", (0, 0), "e")
    attach(m, "mossy_crossing", (1, 0), "e")
    attach(m, "fungus_grotto", (2, 0), "e")
    for i, cell in enumerate(hero_cells):
        hero_at(m, i, cell)


def test_ex01_cancelling_with_xp_the_extra_point_is_lost():
    """LD-EX-01: three level-3 cards (9 XP); cancelling an encounter takes two of them (6 >= 5),
    the encounter is discarded with no effect, one card (3 XP) stays; one card alone (3) will not
    do."""
    m = begin("wyrmfire")
    m.state.xp["0"] = ["drow_lashguard"] * 3  # level 3 each
    hero_at(m, 0, (1, 2))
    end_hero_phase(m)
    draw(m, "scalding_steam")  # 2 damage to the active hero, unless cancelled
    assert owed(m) == "cancel"
    assert m.legal_actions() == [LetItBe(), Cancel(("drow_lashguard", "drow_lashguard"))]
    with pytest.raises(IllegalAction):
        m.act(Cancel(("drow_lashguard",)))  # 3 < 5
    m.act(Cancel(("drow_lashguard", "drow_lashguard")))
    assert m.state.xp["0"] == ["drow_lashguard"]  # 3 XP left: the extra 1 is gone
    assert m.state.heroes[0].health == 10  # no effect
    assert "scalding_steam" in m.state.encounter_deck.discard
    assert m.state.monster_deck.discard == ["drow_lashguard", "drow_lashguard"]


def test_ex02_two_cave_bears_act_in_both_villain_phases():
    """LD-EX-02: P1 and P2 each hold a Cave Bear. In P1's villain phase P1's bear acts, then P2's;
    in P2's, P2's first, then P1's. Once P2's bear is dead, only P1's acts."""
    m = begin("the_spiders_court", heroes=("kaelith", "thalia"))
    hall(m, [(1, 2), (2, 1)])
    p1_bear = monster(m, "cave_bear", (14, 1), holder=0)
    p2_bear = monster(m, "cave_bear", (13, 2), holder=1)
    end_hero_phase(m)
    assert acted(draw(m, "bat_swarm")) == [p1_bear.uid, p2_bear.uid]
    end_hero_phase(m)
    assert acted(draw(m, "fading_focus")) == [p2_bear.uid, p1_bear.uid]
    assert m.state.turn.hero == 0 and m.state.round == 2
    assert board.distance(m.state, [(1, 2)], board.cells_of(p2_bear)) == 1  # both came 2 tiles closer
    p2_bear.health = 1  # wounded: one hit kills it
    m.act(Attack(0, "held_breath", (p2_bear.uid,)))
    roll(m, 19)  # 27 >= 13: a hit, P2's bear dies
    assert p2_bear not in m.state.monsters and m.state.heroes[1].row == []
    take_treasure(m, "rekindled_resolve")
    end_hero_phase(m)
    events = draw(m, "thick_fog")
    assert acted(events) == [p1_bear.uid]  # the survivor alone (it closes in and attacks)


def test_ex03_distance_in_tiles_goes_around_the_wall():
    """LD-EX-03: the Skeleton is 3 tiles from the Wizard: its tile is just north of hers, but the
    edge between them is wall, so the count goes round by the east."""
    m = begin("lantern_in_the_deep", heroes=("ilyndra",))
    attach(m, "dripping_hall", (0, 0), "e")
    attach(m, "fungus_grotto", (1, 0), "n")
    place(m, "root_choked_hollow", 0, -1, rot=2)  # its wall edge faces south, onto the start tile
    hero_at(m, 0, (1, 2))
    skeleton = monster(m, "skeleton", (1, -3))
    assert board.distance(m.state, [(1, 2)], board.cells_of(skeleton)) == 3  # not 1
    assert holds(m.state, skeleton, "within:3") and not holds(m.state, skeleton, "within:2")
    assert Attack(0, "arcane_dart", (skeleton.uid,)) not in m.legal_actions()  # range 2


def test_ex04_movement_restrictions():
    """LD-EX-04: (A) not onto a monster; (B) not onto a wall, but round it; (C) not diagonally
    between two walls; (D) through another hero, but not ending there."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    place(m, "shattered_vault", 1, 0)  # "#..." on top: a wall space at (4, 0)
    place(m, "mossy_crossing", 0, -1)  # "#..#" at the bottom: a wall space at (3, -1)
    place(m, "dripping_hall", 1, -1)
    hero_at(m, 0, (3, 0))
    hero_at(m, 1, (2, 1))
    rat = monster(m, "gloomrat_swarm", (3, 1))
    with pytest.raises(IllegalAction):
        m.act(Move(0, 3, 1))  # (A) the rat's space
    with pytest.raises(IllegalAction):
        m.act(Move(0, 4, 0))  # (B) a wall space
    reach = board.reachable(m.state, 0, 5)
    assert reach[(5, 0)] == 2  # (B) round the wall: (3, 0) -> (4, 1) -> (5, 0)
    assert reach[(4, -1)] == 3  # (C) the diagonal step between (4, 0) and (3, -1) is refused
    assert not grid.step_ok(board.index(m.state), board.defs(), (3, 0), (4, -1))
    with pytest.raises(IllegalAction):
        m.act(Move(0, 2, 1))  # (D) Kaelith's space
    m.state.monsters.remove(rat)
    monster(m, "skeleton", (2, 0))
    monster(m, "cave_bear", (3, 1))
    assert board.reachable(m.state, 0, 2)[(1, 1)] == 2  # (D) the only way on is through Kaelith
    m.act(Move(0, 1, 1))
    assert m.state.heroes[0].cell == [1, 1]


def test_ex05_a_large_monster_across_two_tiles():
    """LD-EX-05: a dragon whose base covers tiles T1 and T2 is on both: tiles next to either are
    1 tile away, so a "within 1 tile" power reaches it from there, and not from 2 tiles."""
    m = begin("wyrmfire", heroes=("kaelith",))
    attach(m, "dripping_hall", (0, 0), "e")  # T1 = (0, 0), T2 = (1, 0)
    attach(m, "fungus_grotto", (1, 0), "e")
    attach(m, "mossy_crossing", (0, 0), "n")
    attach(m, "echoing_cavern", (2, 0), "n")
    dragon = monster(m, "young_red_dragon", (3, 1))
    assert grid.tiles_of(board.cells_of(dragon)) == {(0, 0), (1, 0)}
    for cell, reach in (((9, 1), True), ((1, -2), True), ((9, -2), False)):
        hero_at(m, 0, cell)
        assert (Attack(0, "split_volley", (dragon.uid,)) in m.legal_actions()) is reach
    hero_at(m, 0, (9, -2))
    assert board.distance(m.state, [(9, -2)], board.cells_of(dragon)) == 2


def test_ex06_range_of_one_tile():
    """LD-EX-06: from T0, a monster on T1 (next door, open edge) may be targeted; one on T2 (the
    diagonal tile) may not; one on T3 (next door, but the edge is all wall) may not."""
    m = begin("lantern_in_the_deep", heroes=("kaelith",))
    attach(m, "dripping_hall", (0, 0), "e")  # T1
    attach(m, "fungus_grotto", (1, 0), "s")  # T2, diagonal from T0
    place(m, "root_choked_hollow", 0, -1, rot=2)  # T3: its wall edge faces T0
    hero_at(m, 0, (1, 2))
    t1, t2, t3 = monster(m, "skeleton", (5, 1)), monster(m, "gloomrat_swarm", (5, 5)), monster(m, "cave_bear", (1, -3))
    targets = {a.targets[0] for a in m.legal_actions() if isinstance(a, Attack) and a.power == "hunters_arrow"}
    assert {t1.uid, t2.uid} <= targets  # hunters_arrow is a 2-tile power: T2 is 2 away
    one_tile = {a.targets for a in m.legal_actions() if isinstance(a, Attack) and a.power == "split_volley"}
    assert one_tile == {(t1.uid,)}  # within 1 tile: T1 only
    assert board.distance(m.state, [(1, 2)], board.cells_of(t3)) is None


def test_ex07_a_natural_20_kill_pays_for_the_level_up():
    """LD-EX-07: the pile holds one level-2 card; a level-1 hero rolls a natural 20 on a level-3
    monster with 1 health: it dies, its card makes the pile 5 XP, and the hero spends both cards
    to reach level 2: +2 health (max and now), one more Art; and a treasure for the kill."""
    m = begin("wyrmfire")
    m.state.xp["0"] = ["cave_bear"]  # level 2
    lash = monster(m, "drow_lashguard", (1, 0), health=1)  # level 3, Defense 16
    m.act(Attack(0, "steady_strike", (lash.uid,)))
    roll(m, 20)
    assert m.state.xp["0"] == ["cave_bear", "drow_lashguard"]  # 5 XP
    take_treasure(m, "rekindled_resolve")  # one treasure for the kill
    assert owed(m) == "level_up"
    assert LevelUp(("cave_bear", "drow_lashguard"), "whirlwind_of_steel") in m.legal_actions()
    m.act(LevelUp(("cave_bear", "drow_lashguard"), "whirlwind_of_steel"))
    hero = m.state.heroes[0]
    assert (hero.level, hero.max_health, hero.health, hero.defense) == (2, 12, 12, 18)
    assert [p.id for p in hero.powers if p.id in ("hammer_drop", "whirlwind_of_steel")] == ["hammer_drop",
                                                                                          "whirlwind_of_steel"]
    assert m.state.xp["0"] == [] and hero.items == ["potion_of_healing", "rekindled_resolve"]


def test_ex08_the_poison_sequence():
    """LD-EX-08: 3 health and poisoned: the hero phase starts at 2; a 9 keeps the poison; next
    turn 1; a 10 cures it. At 1 health the poison takes it to 0 and a surge is spent at once; with
    none, the party loses."""
    m = begin()
    hero = m.state.heroes[0]
    hero_at(m, 0, (1, 2))
    end_hero_phase(m)
    hero.health, hero.poisoned = 3, True  # poisoned in this villain phase
    draw(m, "picked_clean")
    assert owed(m) == "hero" and hero.health == 2
    end_hero_phase(m)
    roll(m, 9)
    assert hero.poisoned
    draw(m, "scuttling_in_the_dark")
    assert hero.health == 1
    end_hero_phase(m)
    roll(m, 10)
    assert not hero.poisoned
    draw(m, "fading_focus")
    assert hero.health == 1  # no more poison damage

    edge = begin()
    hero = edge.state.heroes[0]
    hero_at(edge, 0, (1, 2))
    end_hero_phase(edge)
    hero.health, hero.poisoned = 1, True
    draw(edge, "picked_clean")
    assert (hero.health, edge.state.surges) == (10, 1)  # 1 -> 0 -> a surge, in the same phase
    none = begin()
    hero = none.state.heroes[0]
    hero_at(none, 0, (1, 2))
    end_hero_phase(none)
    hero.health, hero.poisoned, none.state.surges = 1, True, 0
    draw(none, "picked_clean")
    assert none.over and none.state.result == "lost"


def test_ex09_a_downed_hero_and_the_healing_surges():
    """LD-EX-09: P1 falls in P2's villain phase and the monsters ignore it; P1's turn spends a
    surge (1 left) and P1 plays a full turn; the next fall spends the last; the third loses. If P3
    heals P1 first, no surge is spent and P1 stands up."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith", "maren"))
    p1 = m.state.heroes[0]
    for i, cell in enumerate([(1, 1), (2, 1), (1, 2)]):
        hero_at(m, i, cell)
    end_hero_phase(m)
    draw(m, "picked_clean")
    bear = monster(m, "cave_bear", (2, 2), holder=1)  # next to all three; P1 comes first
    skeleton = monster(m, "skeleton", (0, 0), holder=1)  # next to P1 only
    p1.health = 2
    end_hero_phase(m)  # P2's turn
    draw(m, "fading_focus")
    assert m.state.chance.data["monster"] == bear.uid and m.state.chance.data["hero"] == 0
    roll(m, 20)  # a hit: 2 damage, P1 is down
    assert p1.health == 0 and p1.down
    assert m.state.chance.data["monster"] == skeleton.uid
    assert m.state.chance.data["hero"] != 0  # P1 is not there for it: it went for another hero
    next_turn(m, hero=0)
    assert (p1.health, m.state.surges) == (10, 1)
    assert acts_left(m.state) == 2 and any(isinstance(a, Move) for a in m.legal_actions())  # a full turn
    p1.health = 0
    next_turn(m, hero=0)
    assert (p1.health, m.state.surges) == (10, 0)
    p1.health = 0
    next_turn(m, hero=0)
    assert m.over and m.state.result == "lost"

    v = begin("the_spiders_court", heroes=("thalia", "kaelith", "maren"))
    for i, cell in enumerate([(1, 1), (2, 1), (1, 2)]):
        hero_at(v, i, cell)
    v.state.heroes[0].health = 0  # fell in P1's own villain phase, say
    next_turn(v, hero=2)
    v.act(UsePower(2, "light_of_renewal", 0))  # P3 heals P1 by 4
    assert v.state.heroes[0].health == 4 and not v.state.heroes[0].down
    next_turn(v, hero=0)
    assert (v.state.heroes[0].health, v.state.surges) == (4, 2)


def test_ex10_stunned_one_move_or_one_attack():
    """LD-EX-10: stunned in a villain phase, the hero may then move or attack, not both, and the
    stun goes at the end of that hero phase. A treasure that lifts it first gives back the full
    turn. A second stun adds nothing."""
    m = begin()
    hero = m.state.heroes[0]
    hero_at(m, 0, (1, 2))
    end_hero_phase(m)
    draw(m, "maddening_chatter")  # the active hero is stunned
    assert hero.stunned
    monster(m, "gloomrat_swarm", (3, 3))
    m.act(Move(0, 2, 2))  # one move...
    assert [a for a in m.legal_actions() if isinstance(a, (Move, Attack))] == []  # ...and nothing else
    end_hero_phase(m)
    assert not hero.stunned
    draw(m, "picked_clean")

    v = begin(items=["antidote_flask"])
    hero = v.state.heroes[0]
    hero_at(v, 0, (1, 2))
    end_hero_phase(v)
    draw(v, "maddening_chatter")
    assert hero.stunned and acts_left(v.state) == 1
    v.act(UseItem(0, "antidote_flask"))  # cures stun and poison, before anything else
    assert not hero.stunned and acts_left(v.state) == 2
    rat = monster(v, "gloomrat_swarm", (3, 3))
    v.act(Move(0, 2, 2))
    assert Attack(0, "steady_strike", (rat.uid,)) in v.legal_actions()  # move and attack again

    twice = begin()
    hero = twice.state.heroes[0]
    hero_at(twice, 0, (1, 2))
    twice.act(EndPhase(0))
    hero.stunned = True  # stunned earlier in this villain phase; then stunned again
    events = draw(twice, "maddening_chatter")
    assert hero.stunned is True and not any(e.data.get("stunned") for e in events)  # still one token


def test_ex11_a_hazard_on_a_marked_tile_draws_another_encounter():
    """LD-EX-11: the active hero's tile already holds a trap marker; a hazard drawn (not
    cancelled) is discarded and a new encounter is drawn and resolved (it may be cancelled)."""
    m = begin()
    m.state.xp["0"] = ["cave_bear", "cave_bear", "cave_bear"]  # 6 XP: one cancel
    m.state.tiles[0].markers.append("trap:poisoned_darts")
    hero_at(m, 0, (1, 2))
    end_hero_phase(m)
    draw(m, "rockslide")
    m.act(LetItBe())  # not cancelled
    assert m.state.encounter_deck.discard == ["rockslide"] and m.state.tiles[0].markers == ["trap:poisoned_darts"]
    assert purpose(m) == "encounter"  # another one
    draw(m, "scalding_steam")
    assert owed(m) == "cancel"  # the new one may be cancelled too
    m.act(LetItBe())
    assert m.state.heroes[0].health == 8  # resolved: 2 damage


def test_ex12_a_new_setting_replaces_the_old_unless_cancelled():
    """LD-EX-12: S1 in play, S2 drawn: let be, S1 goes and S2 is in play; cancelled with 5 XP, S2
    goes and S1 stays."""
    m = begin()
    m.state.setting = "bat_swarm"  # S1
    m.state.encounter_deck.pile.remove("bat_swarm")
    hero_at(m, 0, (1, 2))
    end_hero_phase(m)
    draw(m, "thick_fog")  # S2
    assert m.state.setting == "thick_fog" and m.state.encounter_deck.discard == ["bat_swarm"]

    c = begin()
    c.state.setting = "bat_swarm"
    c.state.encounter_deck.pile.remove("bat_swarm")
    c.state.xp["0"] = ["cave_bear", "cave_bear", "skeleton"]  # 5 XP
    hero_at(c, 0, (1, 2))
    end_hero_phase(c)
    draw(c, "thick_fog")
    c.act(Cancel(("cave_bear", "cave_bear", "skeleton")))
    assert c.state.setting == "bat_swarm" and c.state.encounter_deck.discard == ["thick_fog"]
    assert c.state.xp["0"] == []
