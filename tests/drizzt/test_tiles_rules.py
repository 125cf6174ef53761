"""Legend of Drizzt rules, checklist section D: tiles, spaces and distance (LD-TILE), played
through the engine (tests/drizzt/test_grid.py checks the same geometry function by function)."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.drizzt import board, grid, scale
from game.drizzt.actions import Attack, EndPhase, Move
from game.drizzt.content import load
from game.drizzt.tactics import holds
from tests.drizzt.helpers import draw, hero_at, monster, place
from tests.drizzt.phasekit import attach, begin, end_hero_phase, explore, next_turn, purpose


def test_the_dungeon_is_built_from_the_tile_deck():
    """LD-TILE-01: exploring lays the top tile of the prepared deck; the deck shrinks by one."""
    m = begin()
    deck = list(m.state.tile_deck)
    assert len(deck) == scale.recipe("lantern_in_the_deep", 1).count  # the recipe as scaled for one hero
    placed = explore(m, "n", "fungus_grotto")
    assert (placed.tx, placed.ty) == (0, -1)
    assert m.state.tile_deck == deck  # the tile put on top for the test is the one laid
    assert [t.id for t in m.state.tiles] == ["start", "fungus_grotto"]


def test_tiles_are_4_by_4_spaces_and_figures_move_space_by_space():
    """LD-TILE-02: a tile is 16 spaces; a hero with Speed 5 reaches 5 spaces, not 6."""
    m = begin()
    assert len(grid.cells_of_tile(board.index(m.state), board.defs(), (0, 0), floor_only=False)) == 16
    attach(m, "dripping_hall", (0, 0), "e")  # all floor along its row y = 0
    assert m.state.heroes[0].cell == [0, 0] and m.state.heroes[0].speed == 5
    m.act(Move(0, 5, 0))  # 5 spaces east: tile (1, 0)
    assert m.state.heroes[0].cell == [5, 0]
    m2 = begin()
    attach(m2, "dripping_hall", (0, 0), "e")
    with pytest.raises(IllegalAction):
        m2.act(Move(0, 6, 0))  # 6 spaces: one too many


def test_a_new_monster_appears_on_the_tiles_spawn_point():
    """LD-TILE-03: every dungeon tile has one spawn point, where its new monster is put."""
    assert all(len(t.find("S")) == 1 for t in load().tiles.values() if t.kind == "dungeon")
    m = begin()
    placed = explore(m, "n", "fungus_grotto")
    spawn = grid.spawn_cell(board.index(m.state), board.defs(), placed)
    assert spawn == (2, -2)  # "..S." on the third row of the tile at (0, -1), unturned
    draw(m, "skeleton")
    assert m.state.monsters[0].cell == [2, -2]


def test_tiles_have_walls_and_names():
    """LD-TILE-04: wall spaces hold no figure; wall edges close a side; tiles have names that
    the game uses."""
    assert all(t.name for t in load().tiles.values())
    m = begin()
    attach(m, "collapsed_forge", (0, 0), "n")  # "##.." on top: walls at (0, -4) and (1, -4)
    idx = board.index(m.state)
    assert not grid.is_floor(idx, board.defs(), (0, -4)) and grid.is_floor(idx, board.defs(), (2, -4))
    assert grid.edge_kind(load().tile_defs["collapsed_forge"], 0, "e") == "wall"
    assert grid.unexplored_edges(idx, board.defs(), (0, -1)) == ("n", "w")  # e is a wall edge
    m2 = begin()
    m2.state.tile_deck.insert(0, "collapsed_forge")
    m2.state.heroes[0].cell = [1, 0]
    events = m2.act(EndPhase(0))
    assert any("Collapsed Forge" in e.text for e in events)  # the name is what the players read


def test_new_tiles_attach_only_at_unexplored_edges():
    """LD-TILE-05: an unexplored edge has no wall and no tile beyond: a hero beside a wall edge,
    or beside an edge with a tile already there, explores nothing."""
    m = begin()
    idx = board.index(m.state)
    assert grid.unexplored_edges(idx, board.defs(), (0, 0)) == ("n", "e", "s", "w")
    attach(m, "root_choked_hollow", (0, 0), "n")  # walled on its north side
    attach(m, "dripping_hall", (0, 0), "w")
    assert grid.unexplored_edges(board.index(m.state), board.defs(), (0, 0)) == ("e", "s")
    m.state.heroes[0].cell = [1, -4]  # on the north border of the hollow: a wall edge
    end_hero_phase(m)
    assert len(m.state.tiles) == 3 and purpose(m) == "encounter"  # nothing explored
    m2 = begin()
    attach(m2, "dripping_hall", (0, 0), "w")
    m2.state.heroes[0].cell = [0, 1]  # the west border of the start tile: a tile is there already
    end_hero_phase(m2)
    assert len(m2.state.tiles) == 2 and purpose(m2) == "encounter"


@pytest.mark.parametrize("side, at, rot", [("n", (0, -1), 0), ("e", (1, 0), 1), ("s", (0, 1), 2), ("w", (-1, 0), 3)])
def test_the_triangle_points_at_the_tile_explored_from(side, at, rot):
    """LD-TILE-06: the new tile goes on the hero's side of the edge, turned so its triangle edge
    faces the hero's tile."""
    m = begin()
    placed = explore(m, side, "fungus_grotto")
    assert (placed.tx, placed.ty, placed.rot) == (*at, rot)
    assert grid.triangle_side(placed.rot) == grid.opposite(side)


def test_a_black_triangle_draws_an_encounter_a_white_one_does_not():
    """LD-TILE-07: Fungus Grotto (black) brings an encounter in the villain phase; Dripping Hall
    (white) none."""
    assert load().tiles["fungus_grotto"].triangle == "black"
    assert load().tiles["dripping_hall"].triangle == "white"
    black = begin()
    explore(black, "n", "fungus_grotto")
    draw(black, "gloomrat_swarm")
    assert black.state.turn.placed == ["black"] and purpose(black) == "encounter"
    white = begin()
    explore(white, "n", "dripping_hall")
    assert white.state.turn.placed == ["white"]
    draw(white, "gloomrat_swarm")  # no encounter is drawn: the rat acts (it moves) and the turn ends
    assert white.state.round == 2 and purpose(white) is None
    assert len(white.state.encounter_deck) == 36 and white.state.setting == ""


def test_a_corridor_pulls_another_tile_after_it():
    """LD-TILE-08: Rat Run is a corridor (walls on two opposite edges): the next tile is drawn at
    once and laid at its far edge; each new tile gets a monster (G-15)."""
    rat_run = load().tiles["rat_run"]
    assert rat_run.corridor and rat_run.edges["e"] == rat_run.edges["w"] == "wall"
    m = begin()
    m.state.tile_deck.insert(0, "dripping_hall")
    explore(m, "n", "rat_run")
    draw(m, "skeleton")  # the corridor's monster
    assert [(t.id, t.tx, t.ty) for t in m.state.tiles] == [("start", 0, 0), ("rat_run", 0, -1),
                                                           ("dripping_hall", 0, -2)]
    assert purpose(m) == "spawn"
    draw(m, "gloomrat_swarm")  # the follow-on tile's monster
    assert [mo.card for mo in m.state.monsters] == ["skeleton", "gloomrat_swarm"]
    assert m.state.turn.placed == ["white", "white"]


def test_distance_in_tiles_goes_orthogonally_around_walls():
    """LD-TILE-09: tile distance counts only orthogonal steps across open edges: a monster on the
    tile just north, behind a wall edge, is 3 tiles away (round by the east), so a 2-tile power
    cannot reach it and a 3-tile power can."""
    m = begin("lantern_in_the_deep", heroes=("kaelith",))
    attach(m, "dripping_hall", (0, 0), "e")
    attach(m, "fungus_grotto", (1, 0), "n")
    place(m, "root_choked_hollow", 0, -1, rot=2)  # its wall edge turned to the south, facing us
    hero_at(m, 0, (1, 2))
    foe = monster(m, "skeleton", (1, -3))
    assert board.distance(m.state, [(1, 2)], board.cells_of(foe)) == 3
    legal = m.legal_actions()
    assert Attack(0, "held_breath", (foe.uid,)) in legal  # range 3
    assert Attack(0, "hunters_arrow", (foe.uid,)) not in legal  # range 2


def test_a_large_figure_is_on_every_tile_its_base_covers():
    """LD-TILE-10: a 2x2 troll straddling the start tile and the tile east of it is on both: a
    hero on either is on its tile, and a tile next to either is 1 tile away."""
    m = begin("wyrmfire", heroes=("kaelith",))
    attach(m, "dripping_hall", (0, 0), "e")
    attach(m, "fungus_grotto", (1, 0), "e")
    attach(m, "mossy_crossing", (0, 0), "w")
    troll = monster(m, "rockhide_troll", (3, 1))
    assert grid.tiles_of(board.cells_of(troll)) == {(0, 0), (1, 0)}
    for cell, tiles in (((1, 2), 0), ((6, 3), 0), ((9, 1), 1), ((-2, 1), 1)):
        hero_at(m, 0, cell)
        assert board.distance(m.state, [cell], board.cells_of(troll)) == tiles
    hero_at(m, 0, (9, 1))  # on the tile east of the troll's eastern tile
    assert holds(m.state, troll, "within:1") and not holds(m.state, troll, "tile")
    assert Attack(0, "split_volley", (troll.uid,)) in m.legal_actions()  # range 1


def test_dead_end_tiles_close_the_way():
    """LD-TILE-11: a dead end (The Sunken Stair uses them) leaves no unexplored edge: a hero on
    its east border, where an open edge would be, explores nothing."""
    m = begin("the_sunken_stair")
    placed = explore(m, "n", "rubble_dead_end")
    assert grid.unexplored_edges(board.index(m.state), board.defs(), placed) == ()
    draw(m, "skeleton")
    next_turn(m, hero=0)  # the skeleton's attack misses
    m.state.monsters.clear()
    m.state.heroes[0].row.clear()
    m.state.heroes[0].cell = [3, -2]  # the dead end's east border ("#..." on its third row)
    assert grid.edges_next_to(board.index(m.state), board.defs(), (3, -2)) == ()
    end_hero_phase(m)
    assert len(m.state.tiles) == 2 and purpose(m) == "encounter"
