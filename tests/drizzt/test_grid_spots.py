"""Where a figure lands (game/drizzt/grid/spots.py, LD-MON-03/04, LD-EX-17, LD-TILE-10): the
searches on codes and bitboards choose the same space as the rule worked out one space at a
time, on random maps grown from the real tile set with random figures, for one-space figures
and large bases, toward a hero or no one."""
from __future__ import annotations

import random

import pytest

from game.drizzt import grid
from game.drizzt.content import load
from game.drizzt.grid import code
from game.drizzt.grid.spots import land_among
from tests.drizzt.test_grid_bits import grown_map


def base_of(tl, size: int) -> list:
    return [(tl[0] + i, tl[1] + j) for j in range(size) for i in range(size)]


def base_fits(g, tl, size: int, occupied) -> bool:
    """The rule of LD-TILE-10, one space at a time: every space floor and free, and each step
    east and south inside the base a legal step (no wall edge or closed door splits it)."""
    cells = base_of(tl, size)
    if any(c not in g.floor or c in occupied for c in cells):
        return False
    for x, y in cells:
        steps = g._neighbours((x, y))
        if x + 1 < tl[0] + size and (x + 1, y) not in steps:
            return False
        if y + 1 < tl[1] + size and (x, y + 1) not in steps:
            return False
    return True


def rank(tl, size: int, toward) -> tuple:
    """Nearest to `toward` (Chebyshev, then straight line, over the base's spaces), then
    north-most, then west-most top-left."""
    if toward is None:
        return tl[1], tl[0]
    cells = base_of(tl, size)
    cheb = min(max(abs(x - toward[0]), abs(y - toward[1])) for x, y in cells)
    line = min((x - toward[0]) ** 2 + (y - toward[1]) ** 2 for x, y in cells)
    return cheb, line, tl[1], tl[0]


def rings(g, target) -> list[list]:
    """The spaces 0, 1, 2, ... legal steps from `target` (over figures: they are walked round)."""
    dist, out = {target}, [[target]]
    while out[-1]:
        nxt = []
        for c in out[-1]:
            for n in g._neighbours(c):
                if n not in dist:
                    dist.add(n)
                    nxt.append(n)
        out.append(nxt)
    return out[:-1]


def expected(g, target, occupied, toward, size: int, on_target: bool):
    """The landing the rules give: `target` itself if allowed and the figure fits there; else the
    best-ranked free placement touching the nearest ring that has one (never one covering
    `target` when the target is not allowed)."""
    if on_target and base_fits(g, target, size, occupied):
        return target
    for r, ring in enumerate(rings(g, target)):
        if r == 0 and size == 1:
            continue
        tops = {(x - i, y - j) for x, y in ring for i in range(size) for j in range(size)}
        ok = [tl for tl in tops if base_fits(g, tl, size, occupied) and (on_target or target not in base_of(tl, size))]
        if ok:
            return min(ok, key=lambda tl: rank(tl, size, toward))
    return None


def positions(seed: int, count: int):
    """Random maps with random figures on them: (map index, geometry, target, occupied, toward)."""
    defs = load().tile_defs
    rng = random.Random(seed)
    tiles = grown_map(seed, rng.randint(1, 14))
    idx = grid.index(tiles)
    g = idx.geo(defs)
    floor = sorted(g.floor)
    for n in range(count):
        target = rng.choice(floor)
        if n % 10 == 9:
            target = (target[0] + rng.choice((-1, 0, 1)), target[1] + rng.choice((-1, 0, 1)))  # maybe off the floor
        near = [c for c in floor if abs(c[0] - target[0]) <= 3 and abs(c[1] - target[1]) <= 3]
        crowd = rng.choice((0.1, 0.4, 0.8, 1.0))  # a full crowd sends the search rings out
        occupied = set(rng.sample(near, int(len(near) * crowd))) | set(rng.sample(floor, min(4, len(floor))))
        toward = None if n % 7 == 0 else rng.choice(floor + [(target[0] + 9, target[1] - 5)])
        yield idx, g, target, occupied, toward


@pytest.mark.parametrize("seed", range(12))
@pytest.mark.parametrize("size", (1, 2, 3))
def test_landing_matches_the_rule_space_by_space_LD_MON_03_LD_EX_17(seed, size):
    defs = load().tile_defs
    for idx, g, target, occupied, toward in positions(seed * 10 + size, 60):
        want = expected(g, target, occupied, toward, size, True)
        assert grid.landing_cell(idx, defs, target, occupied, toward, size) == want, (target, toward)
        taken = {code(c) for c in occupied}
        assert land_among(g, target, taken, toward, size) == want
        counts = dict.fromkeys(taken, 1)  # as `monster_moves.move_all` keeps them
        assert land_among(g, target, counts, toward, size) == want
        assert grid.nearest_free_next_to(idx, defs, target, occupied, toward, size) == \
            expected(g, target, occupied, toward, size, False)


@pytest.mark.parametrize("seed", range(6))
def test_bases_are_the_spaces_where_a_large_base_fits_LD_TILE_10(seed):
    defs = load().tile_defs
    idx = grid.index(grown_map(seed, 12))
    g = idx.geo(defs)
    bits = g.bits()
    for size in (2, 3):
        tops = bits.bases(size)
        for tl in g.floor:
            on = bool(tops >> ((tl[0] - bits.x0) * bits.stride + tl[1] - bits.y0) & 1)
            assert on == base_fits(g, tl, size, ()) == grid.fits(idx, defs, tl, size), (tl, size)
        assert bin(tops & ~bits.floor).count("1") == 0  # a top-left is always on the floor


def test_the_bases_kept_follow_the_map_asked():
    """The fitting bases are kept for the last map only: landing on a map, then on a grown one
    where the base fits on a new tile, then on the first again, each answers for its own map."""
    defs = load().tile_defs
    tiles = grown_map(2, 8)
    small, big = grid.index(tiles[:-1]).geo(defs), grid.index(tiles).geo(defs)
    new = sorted(c for c in big.floor if c not in small.floor and base_fits(big, c, 2, ()))
    assert new, "the last tile has room for a large base"
    spot = new[0]
    for _ in range(2):
        assert land_among(small, spot, set(), None, 2) is None  # not on this map's floor
        assert land_among(big, spot, set(), None, 2) == spot
    old = sorted(c for c in small.floor if base_fits(small, c, 2, ()))[0]
    assert land_among(small, old, set(), None, 2) == old
    blocked = {code(c) for c in base_of(spot, 2)}  # its own spaces taken: it goes elsewhere
    assert land_among(big, spot, blocked, None, 2) == expected(big, spot, set(base_of(spot, 2)), None, 2, True)


def test_the_first_ring_order_is_the_same_from_every_space():
    """A one-space figure's first ring is ranked by where `toward` lies from the target only: the
    same answer wherever the pair stands on an open map."""
    defs = load().tile_defs
    idx = grid.index(grown_map(5, 10))
    g = idx.geo(defs)
    rng = random.Random(5)
    floor = sorted(g.floor)
    for _ in range(200):
        target = rng.choice(floor)
        toward = (target[0] + rng.randint(-4, 4), target[1] + rng.randint(-4, 4))
        occupied = {target} | set(rng.sample(g._neighbours(target), rng.randint(0, len(g._neighbours(target)))))
        assert grid.landing_cell(idx, defs, target, occupied, toward) == expected(g, target, occupied, toward, 1, True)
