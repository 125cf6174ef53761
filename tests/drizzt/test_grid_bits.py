"""The map as bitboards (game/drizzt/grid/bits.py) agrees with the movement rules worked out one
step at a time (LD-MOVE-02..07, LD-TILE-04/05, G-24): on random maps grown from the real tile set,
with doors shut and open, every space's steps and every search from it are the same."""
from __future__ import annotations

import random

import pytest

from game.drizzt import grid
from game.drizzt.content import load
from game.drizzt.grid import code
from game.drizzt.state import PlacedTile


def grown_map(seed: int, tiles: int = 12) -> list[PlacedTile]:
    defs = load().tile_defs
    rng = random.Random(seed)
    dungeon = sorted(t for t in defs if defs[t].kind == "dungeon")
    placed = [PlacedTile("start", 0, 0, 0)]
    for _ in range(tiles * 3):
        if len(placed) > tiles:
            break
        idx = grid.index(placed)
        here = rng.choice(placed)
        sides = grid.unexplored_edges(idx, defs, here)
        if not sides:
            continue
        tx, ty, rot = grid.placement_for(idx, here, rng.choice(sides))
        tid = rng.choice(dungeon)
        door = rng.choice(["closed", "open", "locked"]) if defs[tid].door else ""
        placed.append(PlacedTile(tid, tx, ty, rot, door=door))
    return placed


def mapped(seed: int):
    """A grown map's index, the tile definitions, its geometry and its floor spaces in order."""
    defs = load().tile_defs
    idx = grid.index(grown_map(seed))
    g = idx.geo(defs)
    return idx, defs, g, sorted(g.floor)


def search_by_steps(g, start, fuel: int, blocked: set, passable_only: set) -> set:
    """The movement search of LD-MOVE-02..07, one space at a time on `_neighbours`."""
    cost = {start: 0}
    frontier = [start]
    for d in range(1, fuel + 1):
        nxt = []
        for c in frontier:
            for n in g._neighbours(c):
                if n not in cost and n not in blocked:
                    cost[n] = d
                    nxt.append(n)
        frontier = nxt
    return set(cost) - {start} - passable_only


@pytest.mark.parametrize("seed", range(8))
def test_every_space_steps_as_the_rules_say_LD_MOVE_03_LD_MOVE_04_LD_MOVE_06(seed):
    tiles = grown_map(seed)
    g = grid.index(tiles).geo(load().tile_defs)
    bits = g.bits()
    assert len(g.floor) > 16 * 4  # a real map, not just the start tile
    for cell in g.floor:
        assert bits.step_codes(code(cell)) == tuple(map(code, g._neighbours(cell))), cell  # the same, in order
    assert bits.step_codes(code((999, 999))) == ()  # off the map: no steps


@pytest.mark.parametrize("seed", range(8))
def test_a_whole_search_matches_one_space_at_a_time_LD_MOVE_02_LD_MOVE_05_LD_MOVE_07(seed):
    idx, defs, g, floor = mapped(seed)
    rng = random.Random(seed)
    for _ in range(25):
        start = rng.choice(floor)
        others = [c for c in floor if c != start]
        blocked = set(rng.sample(others, 6))  # monsters: never entered
        passing = set(rng.sample([c for c in others if c not in blocked], 3))  # heroes: passed, not ended on
        fuel = rng.randint(0, 8)
        got = grid.reachable_codes(idx, defs, start, fuel, blocked, passing)
        assert got == sorted(got)  # ascending codes: spaces in (x, y) order
        assert set(map(grid.decode, got)) == search_by_steps(g, start, fuel, blocked, passing)


def test_codes_and_masks_round_trip():
    tiles = grown_map(3)
    bits = grid.index(tiles).geo(load().tile_defs).bits()
    floor = sorted(map(code, grid.index(tiles).geo(load().tile_defs).floor))
    assert bits.codes(bits.floor) == floor
    some = floor[::3]
    assert bits.codes(bits.mask(some)) == some
    assert bits.mask([code((5000 - 4096, 7))]) == 0  # a space off the map is left out
    assert bits.codes(0) == []


def route_by_steps(g, start, end, fuel, blocked: set, passable_only: set):
    """A breadth-first search one space at a time, trying the directions in order: the first
    shortest move it finds (the rule `grid.path` keeps, LD-MOVE-02..07)."""
    if end in blocked or end in passable_only:
        return None
    if end == start:
        return []
    parent = {start: None, **{c: None for c in blocked}}
    frontier, d = [start], 0
    while frontier and (fuel is None or d < fuel):
        d += 1
        nxt = []
        for c in frontier:
            for n in g._neighbours(c):
                if n in parent:
                    continue
                parent[n] = c
                if n == end:
                    out = [n]
                    while parent[out[-1]] != start:
                        out.append(parent[out[-1]])
                    return out[::-1]
                nxt.append(n)
        frontier = nxt
    return None


@pytest.mark.parametrize("seed", range(8))
def test_a_move_takes_the_same_route_as_a_search_space_by_space_LD_MOVE_02_LD_MOVE_07(seed):
    idx, defs, g, floor = mapped(seed)
    rng = random.Random(100 + seed)
    found = 0
    for _ in range(60):
        start, end = rng.sample(floor, 2)
        others = [c for c in floor if c not in (start, end)]
        blocked = set(rng.sample(others, 8))
        passing = set(rng.sample([c for c in others if c not in blocked], 3))
        if rng.random() < 0.1:
            passing.add(end)  # another hero stands there: no move ends on it
        fuel = rng.choice([None, 3, 6, 9])
        want = route_by_steps(g, start, end, fuel, blocked, passing)
        assert grid.path(idx, defs, start, end, fuel, blocked, passing) == want, (start, end, fuel)
        found += want is not None and len(want) > 2
    assert found >= 10  # many searches found a real route of several steps
    assert grid.path(idx, defs, floor[0], floor[0], 3) == []


def test_a_heros_search_lists_the_moves_and_routes_of_the_rules_LD_MOVE_02_LD_MOVE_07():
    """In real play (seeded random adventures), the search one hero's moves are listed from gives
    the same spaces and routes as the geometry asked afresh, for plain and card moves."""
    from game.core.protocol import CHANCE
    from game.drizzt import board, rules
    from game.drizzt.actions import Move

    checked = 0
    for seed in range(6):
        rng = random.Random(seed)
        adventure = load().adventures[sorted(load().adventures)[seed % len(load().adventures)]]
        party = [{"name": f"Hero {k}"} for k in range(max(adventure.heroes[0], min(adventure.heroes[1], 3)))]
        state = rules.new_game(rules.quick_setup(party, {"adventure": adventure.id}))
        for _ in range(400):
            who = rules.to_act(state)
            if who is None:
                break
            if who == CHANCE:
                rules.apply(state, rules.chance(state).sample(rng))
                continue
            legal = rules.legal_actions(state)
            if state.decisions[-1].kind == "hero":
                i = state.decisions[-1].data["hero"]
                idx, defs = board.index(state), board.defs()
                start = tuple(state.heroes[i].cell)
                monsters, others = board.monster_cells(state), board.hero_cells(state, i)
                search = board.search(state, i)
                for fuel in (0, 2, 5, 9):
                    assert search.reach(fuel) == grid.reachable_codes(idx, defs, start, fuel, monsters, others)
                for move in [a for a in legal if isinstance(a, Move)][:6]:
                    assert search.route((move.x, move.y), 9) == grid.path(idx, defs, start, (move.x, move.y), 9,
                                                                          monsters, others)
                    checked += 1
            rules.apply(state, legal[rng.randrange(len(legal))])
    assert checked > 100


def test_a_maps_step_tables_do_not_keep_it_alive():
    """A map's step tables know their map weakly: no reference cycle, so a map the caches let go
    of is freed at once rather than left for the garbage collector's full passes (speed)."""
    import gc

    g = grid.index(grown_map(4)).geo(load().tile_defs)

    def reaches(start, target, depth: int = 4) -> bool:
        seen, frontier = {id(start)}, [start]
        for _ in range(depth):
            frontier = [o for f in frontier for o in gc.get_referents(f) if id(o) not in seen and not seen.add(id(o))]
            if any(o is target for o in frontier):
                return True
        return False

    for table in (g.codes, g.nbrs):
        table[code((1, 1))] if table is g.codes else table[(1, 1)]
        assert table.geo is g  # it still answers for its map
        assert not reaches(table, g)
