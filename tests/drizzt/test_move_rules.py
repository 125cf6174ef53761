"""Legend of Drizzt movement (checklist section I, LD-MOVE-01..08) and leaving the dungeon
(LD-ACT-04), played through the engine: Move actions offered in the hero phase, Speed as fuel,
diagonals, monsters, walls and other heroes in the way, and the two-move turn."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.drizzt import board
from game.drizzt.actions import Attack, EndPhase, LetItBe, Move, UsePower
from game.drizzt.content import effect_int, load
from tests.drizzt.helpers import draw, hero_at, monster, owed, place, roll
from tests.drizzt.rulekit_iv import begin, end_phase, legal, purpose, quiet, spaces, stack


def east_hall(m, tiles: int = 2) -> None:
    """Open tiles east of the start tile: a long hall along y = 0..3."""
    for tx in range(1, tiles + 1):
        place(m, "dripping_hall", tx, 0)


def test_a_hero_moves_in_its_own_hero_phase_only():
    """LD-MOVE-01: Move actions exist only in the hero decision, and only for the active hero;
    a cancel decision in the villain phase offers no movement."""
    m = begin("kaelith", "thalia")
    assert {a.hero for a in legal(m, Move)} == {0}  # hero 1 cannot move in hero 0's phase
    hero_at(m, 0, (2, 1))  # an inner space: nothing to explore
    m.state.xp["0"] = ["cave_bear", "orc_scrapper", "skeleton"]  # 5 XP: a cancel will be offered
    end_phase(m)
    draw(m, "tremor")
    assert owed(m) == "cancel"
    assert not legal(m, Move) and not legal(m, UsePower)
    m.act(LetItBe())


def test_a_card_may_move_a_hero_outside_its_phase():
    """LD-MOVE-01: card effects may move a hero at other times: Thalia's Battle Cry moves Kaelith,
    on Thalia's tile, during Thalia's hero phase."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (2, 2))
    m.act(UsePower(0, "battle_cry", 1))
    moved = tuple(m.state.heroes[1].cell)
    assert moved != (2, 2)
    assert max(abs(moved[0] - 2), abs(moved[1] - 2)) <= 2  # up to 2 spaces
    assert m.state.turn.hero == 0


def test_one_move_goes_up_to_speed_spaces():
    """LD-MOVE-02: a move reaches up to Speed spaces, each space entered costing 1 (Kaelith: 7)."""
    m = begin("kaelith", "thalia")
    east_hall(m)
    hero_at(m, 0, (0, 1))
    hero_at(m, 1, (0, 3))
    assert m.state.heroes[0].speed == 7
    reach = spaces(m)
    assert (7, 1) in reach and (7, 0) in reach  # 7 spaces east
    assert not any(x >= 8 for x, _ in reach)  # 8 is out of fuel
    assert board.reachable(m.state, 0, 7)[(7, 1)] == 7
    with pytest.raises(IllegalAction):
        m.act(Move(0, 8, 1))


def test_a_move_may_stop_short_and_unused_fuel_is_lost():
    """LD-MOVE-03: a move may use only part of the Speed; the rest does not carry over to the
    next move (after a 1-space move the second move still reaches only 7 more)."""
    m = begin("kaelith", "thalia")
    east_hall(m, 3)
    hero_at(m, 0, (0, 1))
    hero_at(m, 1, (0, 3))
    m.act(Move(0, 1, 1))  # one space of seven
    assert m.state.heroes[0].cell == [1, 1]
    reach = spaces(m)
    assert (8, 1) in reach and not any(x > 8 for x, _ in reach)


def test_steps_go_any_way_including_diagonally():
    """LD-MOVE-04: diagonal steps cost 1 like any other: the far corner of the start tile is 3
    steps away, not 6."""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (0, 0))
    hero_at(m, 1, (0, 3))
    cost = board.reachable(m.state, 0, 5)
    assert cost[(3, 3)] == 3 and cost[(3, 0)] == 3 and cost[(1, 1)] == 1
    m.act(Move(0, 3, 3))
    assert m.state.heroes[0].cell == [3, 3]


def lane(m):
    """Needle's Eye north of the start tile: floor only at x = 1, 2 for y = -4..-1."""
    place(m, "needles_eye", 0, -1)


def test_a_hero_may_not_enter_a_monster_space():
    """LD-MOVE-05: a monster's space is never a destination, nor a way through."""
    m = begin("kaelith", "thalia")
    lane(m)
    hero_at(m, 0, (1, -1))
    hero_at(m, 1, (3, 3))
    monster(m, "skeleton", (1, -2), holder=1)
    monster(m, "skeleton", (2, -2), holder=1)
    reach = spaces(m)
    assert (1, -2) not in reach and (2, -2) not in reach
    assert not any(y <= -3 for _, y in reach)  # the lane is shut by the two monsters
    with pytest.raises(IllegalAction):
        m.act(Move(0, 1, -2))


def test_walls_are_never_entered_and_never_cut_between():
    """LD-MOVE-06: wall spaces are never entered; a hero goes around walls, but not diagonally
    between two walls: from (7, 2) to (8, 3) with walls on (7, 3) and (8, 2) costs 5, not 1."""
    m = begin("kaelith", "thalia")
    place(m, "bone_strewn_cave", 1, 0)  # a wall at its local (3, 3): the space (7, 3)
    place(m, "echoing_cavern", 2, 0)  # walls at its local (0, 1), (0, 2): the spaces (8, 1), (8, 2)
    hero_at(m, 0, (7, 2))
    hero_at(m, 1, (1, 2))
    cost = board.reachable(m.state, 0, 7)
    assert (7, 3) not in cost and (8, 2) not in cost and (8, 1) not in cost  # walls
    assert cost[(8, 3)] == 5  # around, never through the gap between the two walls
    assert cost[(6, 3)] == 1  # a diagonal step with nothing in the way


def test_a_hero_may_pass_through_another_hero_but_not_stop_there():
    """LD-MOVE-07: another hero's space may be crossed but is never a move's end; here the only
    way up the lane is through Thalia's space (the other lane space holds a monster)."""
    m = begin("kaelith", "thalia")
    lane(m)
    hero_at(m, 0, (1, -1))
    hero_at(m, 1, (1, -2))
    monster(m, "skeleton", (2, -2), holder=1)
    reach = spaces(m)
    assert (1, -2) not in reach  # Thalia stands there
    assert (1, -3) in reach and (2, -3) in reach and (1, -4) in reach  # through her space
    assert board.reachable(m.state, 0, 7)[(1, -4)] == 3
    with pytest.raises(IllegalAction):
        m.act(Move(0, 1, -2))
    m.act(Move(0, 2, -4))
    assert m.state.heroes[0].cell == [2, -4]


def test_move_twice_gives_two_full_moves_then_nothing():
    """LD-MOVE-08 (LD-HERO-04 c): two separate moves, each up to Speed (Thalia: 5, so 10 spaces
    in all); after them neither a third move nor an attack is offered."""
    m = begin("thalia", "kaelith")
    east_hall(m, 3)
    hero_at(m, 0, (0, 1))
    hero_at(m, 1, (0, 3))
    monster(m, "skeleton", (11, 1), holder=1)
    assert m.state.heroes[0].speed == 5
    m.act(Move(0, 5, 1))
    assert (10, 1) in spaces(m) and not any(x > 10 for x, _ in spaces(m))
    m.act(Move(0, 10, 1))
    assert not legal(m, Move) and not legal(m, Attack)  # the skeleton is adjacent, but no action is left
    assert legal(m, EndPhase)


# -- leaving the dungeon (LD-ACT-04) --------------------------------------------------------------
def test_a_hero_on_the_way_out_at_the_end_of_its_hero_phase_leaves():
    """LD-ACT-04: a hero on the adventure's exit tile at the end of its hero phase leaves the
    dungeon (off the map, out of harm's way); on its later turns it skips its hero and exploration
    phases but still plays its villain phase (an encounter, its monster cards), until every hero
    on its team has left: then the party has escaped."""
    m = begin("kaelith", "thalia", adventure="the_sunken_stair")
    place(m, "sunken_stair", 1, 0)
    stack(m, "encounter", "tremor", "scalding_steam", "maddening_chatter")
    hero_at(m, 0, (6, 0))  # on the Sunken Stair's exit space
    hero_at(m, 1, (1, 2))
    bear = monster(m, "cave_bear", (2, 3), holder=0)  # Kaelith's card, next to Thalia
    kaelith, thalia = m.state.heroes
    end_phase(m)
    assert kaelith.escaped and kaelith.cell is None
    assert purpose(m) == "encounter"  # no tile was placed: an encounter in Kaelith's villain phase
    draw(m, "tremor")  # each hero takes 1: Kaelith is gone
    tremor = effect_int(load().encounters["tremor"].effect)
    assert (kaelith.health, thalia.health) == (10, 10 - tremor)
    assert m.state.chance.data["hero"] == 1  # Kaelith's bear activates and goes for Thalia
    roll(m, 1)
    assert owed(m) == "hero" and m.state.turn.hero == 1
    end_phase(m)
    draw(m, "scalding_steam")  # Thalia's own encounter: 2 damage to the active hero
    assert thalia.health == 10 - tremor - effect_int(load().encounters["scalding_steam"].effect)
    # Kaelith's turn: no hero or exploration phase, straight to the villain phase
    assert m.state.turn.hero == 0 and m.state.turn.phase == "villain" and purpose(m) == "encounter"
    draw(m, "maddening_chatter")  # stuns the active hero: Kaelith is out of reach
    assert not kaelith.stunned
    assert m.state.chance.data["hero"] == 1  # the bear still acts in Kaelith's villain phase
    roll(m, 1)
    assert owed(m) == "hero" and m.state.turn.hero == 1 and not m.over
    assert bear.uid in kaelith.row
    quiet(m)
    hero_at(m, 1, (6, 1))  # on the stair's tile but not its exit: she stays
    end_phase(m)
    assert not thalia.escaped and not m.over
    while owed(m) != "hero":
        roll(m, 1)  # the bear keeps missing in Thalia's and Kaelith's villain phases
    assert m.state.turn.hero == 1
    hero_at(m, 1, (6, 0))
    end_phase(m)
    assert thalia.escaped and m.over and m.state.result == "won"
