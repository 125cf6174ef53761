"""Legend of Drizzt monsters (checklist section O, LD-MON-01..07), played through villain phases
with forced rolls: the card's numbers, tactics read top to bottom, moving tile to tile by spawn
points, downed heroes ignored, villains treated as monsters, and the monster deck."""
from __future__ import annotations

from game.drizzt import board, grid
from game.drizzt.actions import Attack
from game.drizzt.content import load
from tests.drizzt.helpers import draw, hero_at, monster, place, roll
from tests.drizzt.rulekit_iv import at, begin, end_phase, line, pile, purpose, quiet, to_hit, xp


def hall(m, tiles: int = 2) -> None:
    """Open tiles east of the start: tile (1, 0) has its spawn point on (5, 1), (2, 0) on (9, 1)."""
    for tx in range(1, tiles + 1):
        place(m, "dripping_hall", tx, 0)


def villain_turn(m) -> None:
    """Kaelith (hero 0) ends her hero phase on an inner space of the start tile; no encounters."""
    quiet(m)
    hero_at(m, 0, (2, 1))
    end_phase(m)


def test_a_monster_card_gives_its_numbers_and_its_level_is_its_xp():
    """LD-MON-01: the card shows name, type, Defense, Health, tactics and level; a new figure
    has the card's Health, a roll of the card's Defense hits it, and defeating it puts its level
    on the experience pile (a Cave Bear: 2 XP)."""
    bear = load().monsters["cave_bear"]
    assert (bear.name, bear.kind, bear.xp) == ("Cave Bear", "animal", 2)
    assert bear.defense > 0 and bear.health > 0 and bear.tactics[-1].cond == ""
    m = begin("thalia", "kaelith")
    hero_at(m, 0, (1, 2))
    hero_at(m, 1, (0, 0))
    b = monster(m, "cave_bear", (2, 2), holder=1)
    assert b.health == bear.health
    b.health = 1
    m.act(Attack(0, "steady_strike", (b.uid,)))
    assert roll(m, to_hit("cave_bear", 8))[0].data["total"] == bear.defense  # exactly the Defense: a hit
    assert pile(m) == ["cave_bear"] and xp(m) == 2


def test_tactics_first_line_that_holds_adjacent_attack():
    """LD-MON-02: a hero next to the Cave Bear: line 1 (adjacent: attack, 2 damage) is done."""
    first = line("cave_bear", 0)
    assert (first.cond, first.action, first.damage) == ("adjacent", "attack", 2)
    m = begin("kaelith", "thalia")
    hero_at(m, 1, (1, 2))
    b = monster(m, "cave_bear", (3, 1), holder=0)
    villain_turn(m)
    assert purpose(m) == "monster_attack"
    got = m.state.chance.data
    assert (got["hero"], got["attack"], got["damage"]) == (0, first.attack, 2)
    roll(m, m.state.heroes[0].defense - first.attack)  # exactly Kaelith's Defense: a hit
    assert m.state.heroes[0].health == m.state.heroes[0].max_health - 2 and at(m, b.uid) == (3, 1)


def test_tactics_second_line_close_in_and_attack():
    """LD-MON-02: no hero adjacent but one within 1 tile: line 2, the bear moves next to Kaelith
    and attacks with line 2's bonus, for 1."""
    second = line("cave_bear", 1)
    assert (second.cond, second.action, second.damage) == ("within:1", "close_attack", 1)
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (1, 2))
    b = monster(m, "cave_bear", (6, 2), holder=0)  # tile (1, 0)
    villain_turn(m)
    assert grid.adjacent(at(m, b.uid), (2, 1))
    got = m.state.chance.data
    assert (got["hero"], got["attack"], got["damage"]) == (0, second.attack, 1)
    roll(m, 20)
    assert m.state.heroes[0].health == m.state.heroes[0].max_health - 1


def test_tactics_fall_to_the_last_line_which_runs_by_itself():
    """LD-MON-02, LD-MON-03, LD-MON-04: no hero within 1 tile: the last line (move 1 tile toward
    the nearest hero) runs with no condition; the bear crosses to the next tile by its spawn
    point (5, 1)."""
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (1, 2))
    b = monster(m, "cave_bear", (9, 2), holder=0)  # tile (2, 0): 2 tiles away
    villain_turn(m)
    assert m.state.chance is None  # no attack roll
    assert at(m, b.uid) == (5, 1) == grid.spawn_cell(board.index(m.state), board.defs(), (1, 0))


def test_an_occupied_spawn_point_sends_the_monster_next_to_it_nearest_a_hero():
    """LD-MON-03: the spawn point (5, 1) is taken: the bear lands on the free space next to it
    that is nearest to the hero it heads for (Kaelith on (2, 1)): (4, 1)."""
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (1, 2))
    monster(m, "skeleton", (5, 1), holder=1)
    b = monster(m, "cave_bear", (9, 2), holder=0)
    villain_turn(m)
    assert at(m, b.uid) == (4, 1)
    assert grid.adjacent((4, 1), (5, 1))


def test_a_monster_on_the_move_goes_spawn_point_to_spawn_point():
    """LD-MON-04: moving 2 tiles (a Goblin Notcher) goes from tile (3, 0) by the spawn point of
    (2, 0) on to the spawn point of (1, 0), never stopping between."""
    m = begin("kaelith", "thalia")
    hall(m, 3)
    hero_at(m, 1, (1, 2))
    g = monster(m, "goblin_notcher", (14, 2), holder=0)
    villain_turn(m)
    assert at(m, g.uid) == (5, 1)


def test_a_downed_hero_is_not_there_for_monsters():
    """LD-MON-05 (LD-DEF-05): Thalia lies at 0 next to the bear: "a hero adjacent" is false, so
    the bear takes line 2 and closes in on Kaelith, within 1 tile."""
    m = begin("kaelith", "thalia")
    hall(m)
    hero_at(m, 1, (5, 2))
    m.state.heroes[1].health = 0
    b = monster(m, "cave_bear", (6, 2), holder=0)
    villain_turn(m)
    assert m.state.chance.data["hero"] == 0 and m.state.chance.data["attack"] == line("cave_bear", 1).attack
    assert grid.adjacent(at(m, b.uid), (2, 1))


def test_a_villain_is_a_monster_a_stun_stops_it_too():
    """LD-MON-06: whatever works on monsters works on a villain: Hammer Drop's stun makes Matron
    Ilvaressa skip her next activation (she would attack the adjacent Thalia)."""
    m = begin("thalia", "kaelith")
    quiet(m)
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (0, 3))
    matron = monster(m, "drow_matron", (3, 1), holder=0)
    m.state.flags["villain_out"] = True
    m.act(Attack(0, "hammer_drop", (matron.uid,)))
    roll(m, to_hit("drow_matron", 7))  # a hit: 3 damage and stunned
    assert matron.health == load().monsters["drow_matron"].health - 3
    events = end_phase(m)
    assert any("stunned and does nothing" in e.text for e in events)
    assert m.state.chance is None and m.state.heroes[0].health == 10


def test_a_villain_acts_in_every_villain_phase_by_its_card():
    """LD-MON-06 (LD-VIL-02): the villain acts in the villain phase of a hero whose row does not
    hold her: adjacent to Thalia, she attacks as her first line says."""
    m = begin("thalia", "kaelith")
    quiet(m)
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (0, 3))
    monster(m, "drow_matron", (3, 1), holder=1)
    end_phase(m)
    assert purpose(m) == "monster_attack"
    first = line("drow_matron", 0)
    assert first.cond == "adjacent"
    got = m.state.chance.data
    assert (got["hero"], got["attack"], got["damage"]) == (0, first.attack, first.damage)


def test_exploring_draws_from_the_monster_deck_which_holds_no_villain():
    """LD-MON-07: the monster deck holds the random monsters; a new tile's monster is drawn from
    it (never a villain) onto the tile's spawn point."""
    m = begin("kaelith", "thalia")
    deck = m.state.monster_deck
    assert not any(load().monsters[c].villain for c in deck.pile + deck.top)
    assert set(deck.pile + deck.top) == {c.id for c in load().monsters.values()
                                         if c.tier == "starting" and not c.villain}
    m.state.tile_deck[0:0] = ["dripping_hall"]
    hero_at(m, 0, (0, 2))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    assert purpose(m) == "spawn" and m.state.chance.deck == "monster"
    before = len(deck)
    events = draw(m, "orc_scrapper")
    assert len(deck) == before - 1
    appeared = next(e for e in events if e.data.get("card") == "orc_scrapper")
    spawn = grid.spawn_cell(board.index(m.state), board.defs(), (-1, 0))
    assert tuple(appeared.data["cell"]) == spawn == (-3, 2)
    assert m.state.monsters[-1].uid in m.state.heroes[0].row  # and then it acts in this villain phase
