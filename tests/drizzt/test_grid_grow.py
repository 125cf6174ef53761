"""A map grown from the map before it (game/drizzt/grid/grow.py) is the map worked out from
scratch (LD-TILE-09/10, speed, not a rule): its floor, links and tile adjacency, and the tile
distances it takes over from its parent while the new tile links to one tile only."""
from __future__ import annotations

from game.drizzt import grid
from game.drizzt.content import load
from game.drizzt.grid.geometry import _Geo
from game.drizzt.grid.tiles import TileDef
from game.drizzt.state import PlacedTile
from tests.drizzt.test_grid_bits import grown_map


def _scratch(key: tuple, defs: dict) -> _Geo:
    g = _Geo(key)
    g.dist, g._adj, g._bits = {}, None, None
    g._build(defs.__getitem__)
    return g


def test_grown_maps_and_their_distances_match_maps_worked_out_afresh():
    taken = forked = 0
    for seed in (3, 5, 8, 13):
        defs = dict(load().tile_defs)  # a new defs object: every map is worked out anew for it
        tiles = grown_map(seed, 14)  # each map is the one before it plus a tile, doors and all
        for n in range(1, len(tiles)):
            g = grid.index(tiles[:n]).geo(defs)
            for pos in g.turned:
                g.distances(pos)  # the parent's distances, as play asks for them
            grown = grid.index(tiles[:n + 1]).geo(defs)
            fresh = _scratch(grown.key, defs)
            assert list(grown.floor.items()) == list(fresh.floor.items())
            assert grown.links == fresh.links and grown.closed == fresh.closed
            assert list(grown.tile_adjacency().items()) == list(fresh.tile_adjacency().items())
            if grown.grown_from is None:
                forked += 1
            else:
                taken += 1
            for pos in [*grown.turned, (99, 99)]:
                assert grown.distances(pos) == fresh.distances(pos), (seed, n, pos)
    assert taken and forked  # both ways were walked: taken over, and searched afresh


def test_a_tile_linked_on_two_sides_can_shorten_routes():
    """A corridor-like ring: the last tile links two tiles, and the route round the ring becomes
    shorter, so the parent's distances are not taken over."""
    open4 = TileDef(id="open4", cells=("....",) * 4, edges={"n": "open", "e": "open", "s": "open", "w": "open"})
    defs = {"open4": open4}
    ring = [(0, 0), (1, 0), (2, 0), (2, 1), (2, 2), (1, 2), (0, 2)]
    tiles = [PlacedTile("open4", x, y, 0) for x, y in ring]
    parent = grid.index(tiles).geo(defs)
    assert parent.distances((0, 0))[(0, 2)] == 6
    grown = grid.index(tiles + [PlacedTile("open4", 0, 1, 0)]).geo(defs)
    assert grown.grown_from is None
    assert grown.distances((0, 0))[(0, 2)] == 2 and grown.distances((0, 0))[(0, 1)] == 1


def test_a_changed_tile_definition_is_placed_anew():
    """The placed-spaces cache checks the TileDef object: new `defs` with another shape under the
    same id give that shape's floor."""
    full = TileDef(id="t", cells=("....",) * 4, edges={"n": "open", "e": "open", "s": "open", "w": "open"})
    walled = TileDef(id="t", cells=("#...", "....", "....", "...#"), edges=dict(full.edges))
    tiles = [PlacedTile("t", 1, 1, 0)]
    assert len(grid.index(tiles).geo({"t": full}).floor) == 16
    floor = grid.index(tiles).geo({"t": walled}).floor
    assert len(floor) == 14 and (4, 4) not in floor and (7, 7) not in floor


def test_a_turned_tiles_sides_are_its_open_sides_in_compass_order():
    """`Turned.sides`, walked by exploring and growing, is the turned tile's open sides (dead
    ends sealed) n, e, s, w, each with its step to the tile beyond."""
    from game.drizzt.grid.tiles import STEP, SIDES, turned

    for tdef in load().tile_defs.values():
        for rot in range(4):
            td = turned(tdef, rot)
            assert [side for side, _dx, _dy in td.sides] == [side for side in SIDES if side in td.open]
            assert all((dx, dy) == STEP[side] for side, dx, dy in td.sides)


def test_space_codes_order_spaces_and_decode_back():
    """`code` (one shift and two adds) stands for ((x + off) << shift) | (y + off): it decodes
    back, orders spaces by (x, y) and takes [x, y] lists as the state stores them."""
    from game.drizzt.grid.bits import _OFF, _SHIFT
    from game.drizzt.grid.codes import code, decode

    cells = [(x, y) for x in (-2047, -5, -1, 0, 3, 2047) for y in (-2048, -4, -1, 0, 7, 2047)]
    for c in cells:
        assert code(c) == ((c[0] + _OFF) << _SHIFT) | (c[1] + _OFF)
        assert decode(code(c)) == c and code(list(c)) == code(c)
    assert sorted(cells, key=code) == sorted(cells)
