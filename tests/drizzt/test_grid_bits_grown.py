"""A grown map's bitboards, worked out from the bitboards of the map it grew from
(game/drizzt/grid/bits.py `Bits.grown`, handed over by grid/grow.py), are exactly those worked out
afresh from every tile (speed, not a rule; the steps they allow are LD-MOVE-03/04/06, LD-TILE-04/05,
G-24): on random maps grown from the real tile set in every direction, with doors shut, opened and
closed again, and with maps whose own bitboards were never asked for in between."""
from __future__ import annotations

import dataclasses
import random
from collections import Counter

import pytest

from game.drizzt import grid
from game.drizzt.content import load
from game.drizzt.grid import code
from game.drizzt.grid.bits import Bits
from game.drizzt.grid.tiles import TileDef
from game.drizzt.state import PlacedTile
from tests.drizzt.test_grid_bits import grown_map

FIELDS = ("x0", "y0", "stride", "first", "base", "floor", "shut_e", "shut_s", "masks", "steps", "by_shift")


def assert_afresh(bits: Bits, g) -> None:
    """`bits` equal, field by field, the bitboards worked out afresh from the map's tiles."""
    fresh = Bits(g.turned, g.links)
    for name in FIELDS:
        assert getattr(bits, name) == getattr(fresh, name), (name, g.key)


def where(tiles: list[PlacedTile]) -> str:
    """Where the last tile lies from the box round the others: north, south, west, east or inside."""
    xs, ys = [t.tx for t in tiles[:-1]], [t.ty for t in tiles[:-1]]
    t = tiles[-1]
    if t.ty < min(ys):
        return "north"
    if t.ty > max(ys):
        return "south"
    if t.tx < min(xs):
        return "west"
    return "east" if t.tx > max(xs) else "inside"


def ask(tiles: list[PlacedTile], defs: dict):
    """The map of `tiles`, its bitboards, and what they were to be worked out from (None: afresh)."""
    g = grid.index(tiles).geo(defs)
    before = g._bits_from
    return g, g.bits(), before


def test_grown_bitboards_are_those_worked_out_afresh_in_every_direction():
    seen = Counter()
    for seed in range(14):
        defs = dict(load().tile_defs)  # a new defs object: every map is worked out anew for it
        tiles = grown_map(seed, 16)  # each map the one before plus a tile, doors shut and open
        rng = random.Random(seed)
        for n in range(1, len(tiles) + 1):
            if 1 < n < len(tiles) and rng.random() < 0.3:
                grid.index(tiles[:n]).geo(defs)  # a map whose bitboards are never asked for
                continue
            g, bits, before = ask(tiles[:n], defs)
            assert_afresh(bits, g)
            if before is not None:
                seen["grown"] += 1
                seen[f"{before[1]} tiles"] += 1
                seen[where(tiles[:n])] += before[1] == 1
    assert seen["grown"] > 100
    for kind in ("2 tiles", "3 tiles", "north", "south", "west", "east", "inside"):
        assert seen[kind] >= 3, (kind, seen)  # every way a map grows was walked


def _toggled(tile: PlacedTile) -> PlacedTile:
    return dataclasses.replace(tile, door="open" if tile.door in ("closed", "locked") else "closed")


@pytest.mark.parametrize("seed", [103, 104, 105, 107, 110, 115])  # maps with a door tile among the first 5
def test_maps_grown_after_doors_open_and_close_match_afresh_G_24(seed):
    """A door opened or closed on a placed tile makes another map (worked out afresh); the maps
    grown from it take its bitboards over, the shut and opened edges with them."""
    defs = dict(load().tile_defs)
    plan = grown_map(seed, 14)
    rng = random.Random(seed)
    tiles = plan[:1]
    grown_after_door = 0
    door_changed = False
    for _ in range(60):
        doors = [i for i, t in enumerate(tiles) if defs[t.id].door]
        if doors and rng.random() < 0.4:
            i = rng.choice(doors)
            tiles = tiles[:i] + [_toggled(tiles[i])] + tiles[i + 1:]
            door_changed = True
        elif len(tiles) < len(plan):
            tiles = tiles + [plan[len(tiles)]]
        else:
            break
        g, bits, before = ask(tiles, defs)
        assert_afresh(bits, g)
        if before is not None and door_changed:
            grown_after_door += 1
    assert grown_after_door >= 3


def _open(tid: str, door: str = "") -> TileDef:
    return TileDef(id=tid, cells=("....", ".#..", "....", "...."), edges={"n": "open", "e": "open", "s": "open",
                                                                           "w": "open"}, door=door)


def test_each_way_of_growing_by_hand():
    """Open tiles and a door tile placed east (the same box), west (every bit moves up whole
    columns), north and south (a taller box: worked out afresh); the door shut keeps its edge
    shut on the grown map, opened it links both ways."""
    defs = {"open": _open("open"), "door": _open("door", door="w")}
    tiles = [PlacedTile("open", 0, 0)]
    g, bits, _ = ask(tiles, defs)
    for tile, kind in [(PlacedTile("door", 1, 0, door="closed"), "same"), (PlacedTile("open", -1, 0), "west"),
                       (PlacedTile("open", 2, 0), "same"), (PlacedTile("open", 0, -1), "taller"),
                       (PlacedTile("open", 1, 1), "taller"), (PlacedTile("open", -2, 1), "west")]:
        parent_bits = bits
        tiles = tiles + [tile]
        g, bits, before = ask(tiles, defs)
        assert before == (parent_bits, 1)
        td = g.turned[(tile.tx, tile.ty)]
        got = parent_bits.grown([(td, tile.tx, tile.ty)], g.links)
        if kind == "taller":
            assert got is None and bits.stride > parent_bits.stride
        else:
            assert got is not None and (got.x0 < parent_bits.x0) == (kind == "west")
        assert_afresh(bits, g)
    assert code((4, 1)) not in bits.step_codes(code((3, 1)))  # the shut door: no step west over it
    assert code((8, 1)) in bits.step_codes(code((7, 1)))  # its open east edge
    tiles[1] = _toggled(tiles[1])  # the door opens
    g, bits, _ = ask(tiles, defs)
    assert_afresh(bits, g)
    assert code((4, 1)) in bits.step_codes(code((3, 1)))
    g, bits, before = ask(tiles + [PlacedTile("open", 3, 0)], defs)
    assert before is not None and before[1] == 1
    assert_afresh(bits, g)


def test_a_one_tile_map_keeps_its_bitboards_for_the_next_game():
    defs = dict(load().tile_defs)
    start = [PlacedTile("start", 0, 0, 0)]
    first = grid.index(start).geo(defs)
    for t in [PlacedTile("start", 5, 5, 0)] * 5:  # push the start map out of the map caches
        grid.index([t]).geo(defs).bits()
        grid.index([t, PlacedTile("start", 6, 5, 0)]).geo(defs).bits()
    bits = grid.index(start).geo(defs).bits()
    assert_afresh(bits, grid.index(start).geo(defs))
    assert grid.index(start).geo(defs).bits() is bits
    assert grid.index(start).geo(dict(defs)).bits() is not bits  # other tile definitions: afresh
    del first


def test_tiles_placed_since_link_to_each_other():
    """Two tiles added at once (the map between them never needed its bitboards): the first at
    the box's west side links to the second, placed west of it, outside the box it was added to."""
    defs = {"open": _open("open")}
    tiles = [PlacedTile("open", x, y) for x, y in [(0, 0), (1, 0), (1, 1)]]
    ask(tiles, defs)
    grid.index(tiles + [PlacedTile("open", 0, 1)]).geo(defs)
    g, bits, before = ask(tiles + [PlacedTile("open", 0, 1), PlacedTile("open", -1, 1)], defs)
    assert before is not None and before[1] == 2 and bits.x0 == -5
    assert ((0, 1), "w") in g.links and ((-1, 1), "e") in g.links
    assert_afresh(bits, g)
    assert code((-1, 5)) in bits.step_codes(code((0, 5)))  # across the two new tiles' shared edge
