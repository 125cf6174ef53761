"""Legend of Drizzt dungeon geometry (game/drizzt/grid/__init__.py): tiles, rotation, placement, exploring
edges, movement and tile distance, built from small inline tile definitions.

Covers LD-TILE-02..11, LD-EXPL-01/02, LD-MOVE-02..07, LD-ATK-01/02, LD-MON-03/04, LD-DOOR and
G-16, G-24; worked examples LD-EX-03, LD-EX-04, LD-EX-05, LD-EX-06, LD-EX-17, LD-EX-19."""
from __future__ import annotations

import pytest

from game.drizzt import grid
from game.drizzt.grid import E, N, S, W, TileDef
from game.drizzt.state import PlacedTile


def tdef(id: str, rows=None, n="open", e="open", s="open", w="open", **kw) -> TileDef:
    return TileDef(id, tuple(rows or ("....",) * 4), ((N, n), (E, e), (S, s), (W, w)), **kw)


OPEN = tdef("open", ["....", "....", "..S.", "...."])
START = tdef("start", ["....", ".>..", "....", "...."], kind="start", triangle="white")
EAST_WALL = tdef("east_wall", ["....", "....", ".S..", "...."], e="wall")
CORRIDOR = tdef("corridor", ["#..#", "#..#", "#S.#", "#..#"], e="wall", w="wall")  # not flagged
DOOR_N = tdef("door_n", ["....", "....", ".S..", "...."], door="n")
DEAD = tdef("dead", ["....", ".S..", "....", "...."], dead_end=True)  # edges all authored open
PILLARS = tdef("pillars", ["....", ".#..", "..#.", "...."])
LANE = tdef("lane", ["##.#", "##.#", "##.#", "##.#"])  # one space wide, north to south
SPAWN_EDGE = tdef("spawn_edge", ["....", "...S", "....", "...."], e="wall")
ASYM = tdef("asym", ["S...", ".#..", "....", "..>."], e="wall", door="w")

DEFS = {t.id: t for t in (OPEN, START, EAST_WALL, CORRIDOR, DOOR_N, DEAD, PILLARS, LANE, SPAWN_EDGE, ASYM)}


def pt(id: str, tx: int, ty: int, rot: int = 0, door: str = "") -> PlacedTile:
    return PlacedTile(id=id, tx=tx, ty=ty, rot=rot, door=door)


def idx(*tiles: PlacedTile) -> grid.TileIndex:
    return grid.index(list(tiles))


# ---------------------------------------------------------------------------------------------
# Tiles and rotation

def test_rotation_round_trips_LD_TILE_02_06():
    """Turning a tile's rows, sides and spaces four times (or there and back) changes nothing, and
    every authored space lands where rotate_local says (LD-TILE-02, LD-TILE-06)."""
    for rot in range(4):
        rows = grid.tile_cells(ASYM, rot)
        assert grid.rotate_rows(rows, -rot) == ASYM.cells
        assert grid.rotate_rows(rows, 4 - rot) == ASYM.cells
        for y in range(4):
            for x in range(4):
                rx, ry = grid.rotate_local(x, y, rot)
                assert rows[ry][rx] == ASYM.cells[y][x]
        for side in grid.SIDES:
            assert grid.rotate_side(grid.rotate_side(side, rot), 4 - rot) == side
            assert grid.opposite(grid.opposite(side)) == side
    assert grid.tile_cells(ASYM, 4) == grid.tile_cells(ASYM, 0) == ASYM.cells
    assert grid.tile_cells(ASYM, 1) == ("...S", "..#.", ">...", "....")  # the west column is now the north row
    assert grid.rotate_side(N, 1) == E and grid.rotate_side(W, 1) == N and grid.opposite(E) == W
    # the authored east wall faces south after one turn, west after two; the door on w turns to n
    assert [grid.edge_kind(ASYM, r, s) for r, s in ((0, E), (1, S), (2, W), (3, N))] == ["wall"] * 4
    assert grid.edge_kind(ASYM, 1, E) == "open"
    assert [grid.door_side(ASYM, r) for r in range(4)] == [W, N, E, S]
    assert grid.door_side(OPEN, 2) == ""


def test_tiledef_is_hashable_and_checked_LD_TILE_02():
    """TileDef accepts an edge mapping (normalised to pairs), is hashable, and refuses bad shapes."""
    t = TileDef("m", ("....",) * 4, {"s": "open", "n": "wall", "e": "open", "w": "open"})
    assert t.edges == ((N, "wall"), (E, "open"), (S, "open"), (W, "open"))
    assert hash(t) == hash(TileDef("m", ("....",) * 4, ((N, "wall"), (E, "open"), (S, "open"), (W, "open"))))
    with pytest.raises(ValueError):
        tdef("bad", ["...", "....", "....", "...."])
    with pytest.raises(ValueError):
        TileDef("bad", ("....",) * 4, ((N, "open"), (E, "open"), (S, "open")))
    with pytest.raises(ValueError):
        tdef("bad", n="door")
    with pytest.raises(ValueError):
        idx(pt("open", 0, 0), pt("start", 0, 0))


def test_spawn_stairs_and_cells_of_a_turned_tile_LD_TILE_03_LD_SET_07():
    """The spawn point and stairs are found on the turned tile in map spaces (LD-TILE-03, LD-SET-07)."""
    m = idx(pt("start", 0, 0), pt("asym", 1, 0, rot=1))
    assert grid.stairs_cell(m, DEFS) == (1, 1)
    assert grid.spawn_cell(m, DEFS, (0, 0)) is None
    assert grid.spawn_cell(m, DEFS, (1, 0)) == (4 + 3, 0)  # authored top-left, turned once: top-right
    assert grid.stairs_cell(m, DEFS, m[(1, 0)]) == (4 + 0, 2)
    floor = grid.cells_of_tile(m, DEFS, (1, 0))
    assert len(floor) == 15 and (4 + 2, 1) not in floor and not grid.is_floor(m, DEFS, (6, 1))
    assert len(grid.cells_of_tile(m, DEFS, (1, 0), floor_only=False)) == 16
    assert grid.tile_at_cell(m, [5, 3]).id == "asym" and grid.tile_at_cell(m, (8, 0)) is None
    assert not grid.is_floor(m, DEFS, (-1, 0))


# ---------------------------------------------------------------------------------------------
# Exploration

@pytest.mark.parametrize("side", grid.SIDES)
def test_placement_turns_the_triangle_toward_the_explorer_LD_TILE_06_LD_EXPL_02(side):
    """Exploring across any side puts the new tile beside it, turned so its authored south
    (triangle) edge faces the tile explored from, and the two tiles are joined (LD-TILE-06)."""
    m = idx(pt("start", 0, 0))
    tx, ty, rot = grid.placement_for(m, (0, 0), side)
    assert (tx, ty) == grid.STEP[side]
    assert grid.triangle_side(rot) == grid.opposite(side)
    assert grid.edge_kind(EAST_WALL, rot, grid.opposite(side)) == "open"
    assert grid.edge_kind(EAST_WALL, rot, grid.rotate_side(E, rot)) == "wall"
    m2 = idx(pt("start", 0, 0), pt("east_wall", tx, ty, rot))
    assert grid.tile_distance(m2, DEFS, (0, 0), (tx, ty)) == 1
    assert side not in grid.unexplored_edges(m2, DEFS, (0, 0))
    assert grid.opposite(side) not in grid.unexplored_edges(m2, DEFS, (tx, ty))
    assert grid.placement_for(m2, (0, 0), side) is None  # a tile is already there


def test_unexplored_edges_LD_TILE_05_LD_TILE_11():
    """Unexplored edges are open edges with no tile beyond; walls and a dead end's sealed sides are
    not (LD-TILE-05, LD-TILE-11)."""
    m = idx(pt("start", 0, 0))
    assert grid.unexplored_edges(m, DEFS, (0, 0)) == (N, E, S, W)
    m = idx(pt("start", 0, 0), pt("open", 0, -1), pt("east_wall", 1, 0, rot=1), pt("dead", -1, 0, rot=3))
    assert grid.unexplored_edges(m, DEFS, (0, 0)) == (S,)
    assert grid.unexplored_edges(m, DEFS, m[(0, -1)]) == (N, E, W)
    assert grid.unexplored_edges(m, DEFS, (1, 0)) == (N, E)  # its authored east wall now faces south
    assert grid.unexplored_edges(m, DEFS, (-1, 0)) == ()
    assert [grid.edge_kind(DEAD, 3, s) for s in grid.SIDES] == ["wall", "open", "wall", "wall"]


def test_a_closed_door_edge_is_not_explored_until_opened_G_24():
    """A door facing unexplored space: closed or locked it is not an unexplored edge (open it
    first); open or removed it is (G-24, LD-DOOR-03)."""
    for door, listed in (("closed", False), ("locked", False), ("open", True), ("", True)):
        m = idx(pt("start", 0, 0), pt("door_n", 0, 1, rot=2, door=door))  # explored south: door faces s
        assert (S in grid.unexplored_edges(m, DEFS, (0, 1))) is listed
        assert S in grid.unexplored_edges(m, DEFS, (0, 1), through_doors=True)


def test_next_to_unexplored_edges_LD_EXPL_01_G_16():
    """A hero explores from a space on the border row or column of an unexplored edge; a corner
    space can be next to two, and the player picks (LD-EXPL-01, G-16)."""
    m = idx(pt("start", 0, 0))
    assert grid.edges_next_to(m, DEFS, [0, 0]) == (N, W)
    assert grid.edges_next_to(m, DEFS, (3, 3)) == (E, S)
    assert grid.edges_next_to(m, DEFS, (3, 2)) == (E,)
    assert grid.edges_next_to(m, DEFS, (1, 1)) == ()
    m = idx(pt("start", 0, 0), pt("open", 0, -1), pt("east_wall", 1, 1, rot=0))
    assert grid.edges_next_to(m, DEFS, (0, 0)) == (W,)
    assert grid.edges_next_to(m, DEFS, (7, 5)) == ()  # a wall edge is not explored
    assert grid.edges_next_to(m, DEFS, (7, 4)) == (N,)
    assert grid.edges_next_to(m, DEFS, (40, 40)) == ()


def test_corridor_shape_and_follow_on_LD_TILE_08_LD_EX_19():
    """A tile walled on e and w and open on n and s is a corridor even unflagged; placing one
    gives the follow-on placement at its far edge, or none when that spot is taken (LD-TILE-08,
    LD-EX-19)."""
    assert grid.is_corridor(CORRIDOR)
    assert not grid.is_corridor(OPEN) and not grid.is_corridor(EAST_WALL)
    assert grid.is_corridor(tdef("flagged", corridor=True))
    assert grid.edge_kind(CORRIDOR, 1, N) == "wall" and grid.edge_kind(CORRIDOR, 1, E) == "open"
    m = idx(pt("start", 0, 0), pt("corridor", 1, 0, rot=1))  # explored east
    assert grid.corridor_follow_on(m, DEFS, (1, 0)) == (2, 0, 1)
    m = idx(pt("start", 0, 0), pt("corridor", 0, -1, rot=0))  # explored north
    assert grid.corridor_follow_on(m, DEFS, m[(0, -1)]) == (0, -2, 0)
    m = idx(pt("start", 0, 0), pt("corridor", 1, 0, rot=1), pt("open", 2, 0))
    assert grid.corridor_follow_on(m, DEFS, (1, 0)) is None
    m = idx(pt("start", 0, 0), pt("open", 1, 0, rot=1))
    assert grid.corridor_follow_on(m, DEFS, (1, 0)) is None


# ---------------------------------------------------------------------------------------------
# Movement

def test_LD_EX_04_A_no_step_onto_a_monster_LD_MOVE_05():
    """(A) A hero may not enter a monster's space, nor pass through it (LD-MOVE-05)."""
    m = idx(pt("lane", 0, 0))
    assert grid.step_ok(m, DEFS, (2, 3), (2, 2))
    assert not grid.step_ok(m, DEFS, (2, 3), (2, 2), blocked={(2, 2)})
    reach = grid.reachable(m, DEFS, (2, 3), 3, blocked=[[2, 2]])
    assert reach == {}
    assert grid.path(m, DEFS, (2, 3), (2, 0), blocked={(2, 2)}) is None


def test_LD_EX_04_B_no_wall_space_but_a_route_around_LD_MOVE_06():
    """(B) A wall space cannot be entered, but the route around it is accepted (LD-MOVE-06)."""
    m = idx(pt("pillars", 0, 0))
    assert not grid.is_floor(m, DEFS, (1, 1))
    assert not grid.step_ok(m, DEFS, (0, 1), (1, 1))
    reach = grid.reachable(m, DEFS, (0, 1), 2)
    assert (1, 1) not in reach and reach[(2, 1)] == 2
    route = grid.path(m, DEFS, (0, 1), (2, 1), fuel=2)
    assert len(route) == 2 and (1, 1) not in route
    steps = [(0, 1)] + route
    assert all(grid.step_ok(m, DEFS, a, b) for a, b in zip(steps, steps[1:]))


def test_LD_EX_04_C_no_diagonal_between_two_walls_LD_MOVE_06():
    """(C) A diagonal step squeezing between two wall corners is refused; with one corner open it is
    allowed (LD-MOVE-06)."""
    m = idx(pt("pillars", 0, 0))
    assert not grid.step_ok(m, DEFS, (1, 2), (2, 1))  # corners (1, 1) and (2, 2) are walls
    assert not grid.step_ok(m, DEFS, (2, 1), (1, 2))
    assert grid.step_ok(m, DEFS, (0, 0), (1, 1)) is False  # onto a wall
    assert grid.step_ok(m, DEFS, (0, 1), (1, 0))  # one corner, (0, 0), is open
    assert grid.reachable(m, DEFS, (1, 2), 1).get((2, 1)) is None
    assert grid.reachable(m, DEFS, (1, 2), 3)[(2, 1)] == 3  # the long way round: 3 steps


def test_LD_EX_04_D_through_a_hero_but_not_ending_there_LD_MOVE_07():
    """(D) A hero may move through another hero's space but not end its move there (LD-MOVE-07)."""
    m = idx(pt("lane", 0, 0))
    heroes = {(2, 2)}
    reach = grid.reachable(m, DEFS, (2, 3), 3, passable_only=heroes)
    assert (2, 2) not in reach
    assert reach == {(2, 1): 2, (2, 0): 3}
    assert grid.path(m, DEFS, (2, 3), (2, 1), passable_only=heroes) == [(2, 2), (2, 1)]
    assert grid.path(m, DEFS, (2, 3), (2, 2), passable_only=heroes) is None


def test_reachable_counts_steps_with_diagonals_LD_MOVE_02_03_04():
    """Every space within `fuel` steps (diagonals cost 1) may be ended on, at its least cost; the
    start only when asked (LD-MOVE-02, LD-MOVE-03, LD-MOVE-04)."""
    tiles = [pt("open", tx, ty) for ty in range(5) for tx in range(5)]
    m = grid.index(tiles)
    reach = grid.reachable(m, DEFS, (10, 10), 6)
    assert len(reach) == 13 * 13 - 1 and (10, 10) not in reach
    assert reach[(16, 16)] == 6 and reach[(4, 10)] == 6 and (17, 10) not in reach
    assert grid.reachable(m, DEFS, [10, 10], 1, include_start=True)[(10, 10)] == 0
    assert grid.reachable(m, DEFS, (10, 10), 0) == {}
    route = grid.path(m, DEFS, (10, 10), (16, 13))
    assert len(route) == 6 and route[-1] == (16, 13)
    assert route == grid.path(m, DEFS, [10, 10], [16, 13])  # deterministic
    assert grid.path(m, DEFS, (10, 10), (16, 13), fuel=5) is None
    assert grid.path(m, DEFS, (10, 10), (10, 10)) == []


def test_steps_cross_tile_edges_only_where_open_on_both_LD_TILE_09_LD_MOVE_06():
    """A step into another tile crosses an edge open on both tiles; a wall on either side stops
    orthogonal and diagonal steps alike (LD-MOVE-06, LD-TILE-04)."""
    joined = idx(pt("open", 0, 0), pt("open", 1, 0))
    assert grid.step_ok(joined, DEFS, (3, 1), (4, 1))
    assert grid.step_ok(joined, DEFS, (4, 1), (3, 2))
    walled_here = idx(pt("east_wall", 0, 0), pt("open", 1, 0))
    walled_there = idx(pt("open", 0, 0), pt("east_wall", 1, 0, rot=2))  # its wall faces west
    for m in (walled_here, walled_there):
        for a, b in (((3, 1), (4, 1)), ((4, 1), (3, 1)), ((3, 1), (4, 2)), ((3, 0), (4, 1))):
            assert not grid.step_ok(m, DEFS, a, b)
        assert not any(c[0] >= 4 for c in grid.reachable(m, DEFS, (3, 1), 6))
        assert not grid.adjacent_open(m, DEFS, (3, 1), (4, 1)) and grid.adjacent((3, 1), (4, 1))
    # a diagonal step across a tile corner needs a real orthogonal route through a third tile
    corner = idx(pt("open", 0, 0), pt("open", 1, 1))
    assert not grid.step_ok(corner, DEFS, (3, 3), (4, 4))
    corner = idx(pt("open", 0, 0), pt("open", 1, 1), pt("open", 1, 0))
    assert grid.step_ok(corner, DEFS, (3, 3), (4, 4))


@pytest.mark.parametrize("door, blocks", [("closed", True), ("locked", True), ("open", False), ("", False)])
def test_a_closed_door_blocks_moves_and_tile_distance_G_24_LD_DOOR(door, blocks):
    """A closed or locked door stops steps across its edge and tile distance through it; an open
    or removed door does not (G-24, LD-DOOR-01..05)."""
    m = idx(pt("open", 0, 0), pt("door_n", 0, 1, door=door))  # the door faces north, toward (0, 0)
    assert grid.door_side(DOOR_N, 0) == N
    assert grid.step_ok(m, DEFS, (1, 3), (1, 4)) is not blocks
    assert grid.step_ok(m, DEFS, (1, 4), (2, 3)) is not blocks
    assert ((1, 4) in grid.reachable(m, DEFS, (1, 3), 6)) is not blocks
    assert grid.tile_distance(m, DEFS, (0, 0), (0, 1)) == (None if blocks else 1)
    assert grid.within_tiles(m, DEFS, (1, 1), (1, 6), 1) is not blocks
    assert set(grid.door_cells(m, DEFS, (0, 1))) == {(x, 3) for x in range(4)} | {(x, 4) for x in range(4)}


# ---------------------------------------------------------------------------------------------
# Tile distance

def test_LD_EX_03_distance_goes_around_walls_LD_TILE_09():
    """LD-EX-03: the Wizard's tile is walled off from the Skeleton's next door, so the orthogonal
    route goes round through two other tiles: 3 tiles, not 1 (LD-TILE-09)."""
    m = idx(pt("east_wall", 0, 0), pt("open", 1, 0), pt("open", 0, 1), pt("open", 1, 1))
    wizard, skeleton = (1, 1), (5, 1)
    assert grid.tile_distance(m, DEFS, (0, 0), (1, 0)) == 3
    assert grid.tile_route(m, DEFS, (0, 0), (1, 0)) == [(0, 0), (0, 1), (1, 1), (1, 0)]
    assert grid.distance_between(m, DEFS, wizard, skeleton) == 3
    assert grid.within_tiles(m, DEFS, wizard, skeleton, 3)
    assert not grid.within_tiles(m, DEFS, wizard, [skeleton], 2)
    assert grid.linked_tiles(m, DEFS, (0, 0)) == ((0, 1),)


def test_LD_EX_06_range_of_one_tile_LD_ATK_02():
    """LD-EX-06: from T0, an orthogonal neighbour across an open edge is 1 tile; a diagonal
    neighbour is 2 (never 1); a neighbour behind a wall edge is not 1 (LD-ATK-01, LD-ATK-02)."""
    m = idx(pt("open", 0, 0), pt("open", 1, 0), pt("open", 1, 1), pt("east_wall", -1, 0))
    hero = [1, 1]
    assert grid.tile_distance(m, DEFS, (0, 0), (1, 0)) == 1
    assert grid.tile_distance(m, DEFS, (0, 0), (1, 1)) == 2
    assert grid.tile_distance(m, DEFS, (0, 0), (-1, 0)) != 1
    assert grid.tile_distance(m, DEFS, (0, 0), (-1, 0)) is None
    assert grid.within_tiles(m, DEFS, hero, (5, 2), 1)
    assert not grid.within_tiles(m, DEFS, hero, (5, 5), 1)
    assert not grid.within_tiles(m, DEFS, hero, (-2, 2), 1)
    assert grid.distance_between(m, DEFS, hero, (2, 2)) == 0


def test_LD_EX_05_a_large_monster_is_on_every_tile_it_covers_LD_TILE_10():
    """LD-EX-05: a 2 x 2 monster straddling two tiles is on both; a tile next to either is 1 away
    (LD-TILE-10)."""
    m = idx(*(pt("open", tx, ty) for tx, ty in ((0, 0), (1, 0), (0, 1), (1, 1), (2, 0), (-1, 0), (2, 1))))
    dragon = grid.monster_cells((3, 1), 2)
    assert dragon == ((3, 1), (4, 1), (3, 2), (4, 2))
    assert grid.tiles_of(dragon) == {(0, 0), (1, 0)}
    assert grid.tiles_of([3, 1]) == {(0, 0)} and grid.tiles_of([(-1, -1)]) == {(-1, -1)}
    for hero, dist in (((1, 5), 1), ((5, 5), 1), ((9, 1), 1), ((-3, 1), 1), ((1, 1), 0), ((6, 2), 0), ((9, 5), 2)):
        assert grid.distance_between(m, DEFS, dragon, hero) == dist
        assert grid.distance_between(m, DEFS, hero, dragon) == dist
    assert grid.within_tiles(m, DEFS, (9, 1), dragon, 1)
    assert grid.figures_adjacent(dragon, (5, 3)) and not grid.figures_adjacent(dragon, (6, 3))
    assert grid.fits(m, DEFS, (3, 1), 2) and not grid.fits(m, DEFS, (3, 1), 2, occupied=[(4, 2)])


# ---------------------------------------------------------------------------------------------
# Spawn points

def test_LD_EX_17_taken_spawn_point_goes_to_the_free_space_nearest_the_hero_LD_MON_03():
    """LD-EX-17: a monster moving onto a taken spawn point lands on the free space next to it that
    is nearest the hero; ties are broken the same way every time (north first, then west)
    (LD-MON-03, LD-MON-04)."""
    m = idx(pt("open", 0, 0), pt("open", 1, 0))
    spawn = grid.spawn_cell(m, DEFS, (0, 0))
    assert spawn == (2, 2)
    hero = (6, 2)
    assert grid.landing_cell(m, DEFS, spawn, occupied=[hero], toward=hero) == spawn
    assert grid.landing_cell(m, DEFS, spawn, occupied=[spawn], toward=hero) == (3, 2)
    assert grid.nearest_free_next_to(m, DEFS, spawn, {spawn}, hero) == (3, 2)
    taken = [spawn, (3, 2)]
    for occupied in (taken, taken[::-1], set(taken)):
        assert grid.nearest_free_next_to(m, DEFS, spawn, occupied, hero) == (3, 1)  # (3, 1) ties (3, 3)
    assert grid.nearest_free_next_to(m, DEFS, spawn, {spawn}, (0, 0)) == (1, 1)
    ring = {spawn} | {(2 + dx, 2 + dy) for dx in (-1, 0, 1) for dy in (-1, 0, 1)}
    assert grid.nearest_free_next_to(m, DEFS, spawn, ring, hero) == (4, 2)  # every neighbour taken: next ring
    # never across a wall edge: the spaces beyond the east wall are not "next to" the spawn point
    m = idx(pt("spawn_edge", 0, 0), pt("open", 1, 0))
    spawn = grid.spawn_cell(m, DEFS, (0, 0))
    assert spawn == (3, 1)
    assert grid.nearest_free_next_to(m, DEFS, spawn, [spawn], (6, 1)) == (3, 0)


def test_a_large_monster_lands_where_its_base_fits_LD_MON_03_LD_TILE_10():
    """A 2 x 2 monster lands with its base on the spawn point if it fits, else the nearest fit."""
    m = idx(pt("open", 0, 0))
    assert grid.landing_cell(m, DEFS, (2, 2), size=2) == (2, 2)
    assert grid.landing_cell(m, DEFS, (2, 2), occupied=[(3, 3)], toward=(0, 0), size=2) == (1, 1)
    assert grid.nearest_free_next_to(m, DEFS, (2, 2), [(2, 2)], (0, 0), size=2) == (0, 0)


def test_a_grown_map_keeps_only_step_neighbours_that_cannot_have_changed():
    """LD-MOVE-04/06 (speed, not a rule): a map that is the previous one plus a tile reuses the
    previous map's step neighbours away from the new tile; every one it keeps matches a fresh
    computation, including spaces whose diagonal step reaches the new tile's corner."""
    import random

    from game.drizzt.content import load

    defs = load().tile_defs
    rng = random.Random(5)
    tiles = [PlacedTile("start", 0, 0, 0)]
    for _ in range(12):
        idx = grid.index(tiles)
        g = idx.geo(defs)
        for c in list(g.floor):
            g.neighbours(c)  # fill the cache as play would
        here = rng.choice(tiles)
        sides = grid.unexplored_edges(idx, defs, here)
        if not sides:
            continue
        tx, ty, rot = grid.placement_for(idx, here, rng.choice(sides))
        tiles = tiles + [PlacedTile(rng.choice(sorted(t for t in defs if defs[t].kind == "dungeon")), tx, ty, rot)]
        grown = grid.index(tiles).geo(defs)
        for cell, kept in grown.nbrs.items():
            assert set(kept) == set(grown._neighbours(cell)), cell


def test_a_grown_map_keeps_only_step_codes_that_cannot_have_changed():
    """LD-MOVE-04/06, LD-TILE-09 (speed, not a rule): the step codes a grown map takes over from
    the map it grew from, whether few (kept by a scan) or many (dropped space by space round the
    new tile), all match the grown map's own bitboards; the map grown from answers afresh; the
    tile adjacency grown from the parent's is the one worked out from scratch, in the same order."""
    import random

    from game.drizzt.content import load
    from game.drizzt.grid.bits import Bits
    from game.drizzt.grid.geometry import _Geo

    dungeon = sorted(t for t, d in load().tile_defs.items() if d.kind == "dungeon")
    for seed, few in ((7, True), (7, False), (11, True), (11, False)):
        defs = dict(load().tile_defs)  # a new defs object: every map is worked out anew for it
        rng = random.Random(seed)
        tiles = [PlacedTile("start", 0, 0, 0)]
        for _ in range(10):
            idx = grid.index(tiles)
            g = idx.geo(defs)
            cells = sorted(g.floor)
            for c in (rng.sample(cells, 6) if few else cells):
                g.codes[grid.code(c)]  # fill the cache as play would
            g.tile_adjacency()
            here = rng.choice(tiles)
            sides = grid.unexplored_edges(idx, defs, here)
            if not sides:
                continue
            tx, ty, rot = grid.placement_for(idx, here, rng.choice(sides))
            tiles = tiles + [PlacedTile(rng.choice(dungeon), tx, ty, rot)]
            grown = grid.index(tiles).geo(defs)
            fresh = Bits(grown.turned, grown.links)
            assert grown.codes, "some steps are taken over"
            for k, kept in grown.codes.items():
                assert kept == fresh.step_codes(k), grid.decode(k)
            assert not g.codes and g.codes[grid.code(cells[0])] == Bits(g.turned, g.links).step_codes(
                grid.code(cells[0]))
            assert grown._adj is not None  # grown from the parent's (asked for above or below)
            scratch = _Geo(grown.key)
            scratch._build(defs.__getitem__)
            scratch._adj = None
            assert list(grown.tile_adjacency().items()) == list(scratch.tile_adjacency().items())
