"""The dungeon as the rules see it: the grid over the state's tiles, who stands where, and the
distances powers and tactics ask about (LD-TILE, LD-MOVE, LD-ATK-01/02)."""
from __future__ import annotations

from operator import attrgetter

from game.drizzt import grid
from game.drizzt.content import load
from game.drizzt.state import Hero, Monster, State


def defs() -> dict:
    return load().tile_defs


_DOOR = attrgetter("door")


def index(state: State) -> grid.TileIndex:
    """The grid index of the state's tiles, kept on the state until a tile or a door changes
    (it is not a field: saves, copies for equality and hashes never see it)."""
    tiles = state.tiles
    doors = list(map(_DOOR, tiles))
    cached = state.__dict__.get("_grid_index")
    if cached is None or cached[2] is not tiles or cached[0] != doors:
        cached = (doors, grid.index(tiles), tiles)
        state.__dict__["_grid_index"] = cached
    return cached[1]


_SIZES: dict[str, int] = {}


def size_of(card: str) -> int:
    size = _SIZES.get(card)
    if size is None:
        size = _SIZES[card] = load().monster(card).size
    return size


def cells_of(monster: Monster) -> tuple:
    x, y = monster.cell
    size = _SIZES.get(monster.card) or size_of(monster.card)
    return ((x, y),) if size == 1 else grid.monster_cells((x, y), size)


def standing(state: State) -> list[int]:
    """Heroes on the map and not down: the ones monsters see (LD-MON-05, LD-QA-02)."""
    return [i for i, h in enumerate(state.heroes) if h.cell is not None and not h.down and not h.escaped]


def monster_cells(state: State, skip: str = "") -> set:
    out = set()
    for m in state.monsters:
        if m.uid != skip:
            x, y = m.cell
            if (_SIZES.get(m.card) or size_of(m.card)) == 1:
                out.add((x, y))
            else:
                out.update(cells_of(m))
    return out


def hero_cells(state: State, skip: int = -1) -> set:
    return {(h.cell[0], h.cell[1]) for i, h in enumerate(state.heroes)
            if h.cell is not None and i != skip and not h.escaped}


def occupied(state: State, skip_hero: int = -1, skip_monster: str = "") -> set:
    return monster_cells(state, skip_monster) | hero_cells(state, skip_hero)


def reachable(state: State, hero: int, fuel: int) -> dict:
    """Spaces the hero may end a move on, with their cost (LD-MOVE-02..07)."""
    h = state.heroes[hero]
    return grid.reachable(index(state), defs(), tuple(h.cell), fuel, blocked=monster_cells(state),
                          passable_only=hero_cells(state, hero))


def reachable_codes(state: State, hero: int, fuel: int) -> list[int]:
    """The spaces of `reachable` as grid codes, without their costs."""
    h = state.heroes[hero]
    return grid.reachable_codes(index(state), defs(), h.cell, fuel, blocked=monster_cells(state),
                                passable_only=hero_cells(state, hero))


def hero_tile(hero: Hero) -> tuple[int, int]:
    return grid.tile_of(tuple(hero.cell))


def distance(state: State, a_cells, b_cells) -> int | None:
    """Tiles between two figures, orthogonally and around walls (LD-TILE-09/10)."""
    return grid.distance_between(index(state), defs(), tuple(map(tuple, a_cells)), tuple(map(tuple, b_cells)))


def reach_of(state: State, hero: Hero) -> dict:
    """For every monster: (tiles away or None, next to the hero?) - worked out once per question."""
    g = index(state).geo(defs())
    me = (hero.cell[0], hero.cell[1])
    here = grid.tile_of(me)
    from_here = g.distances(here)
    next_to = g.codes[grid.code(me)]
    out = {}
    for m in state.monsters:
        theirs = cells_of(m)
        if len(theirs) == 1:
            c = theirs[0]
            there = grid.tile_of(c)
            out[m.uid] = (0 if there == here else from_here.get(there), grid.code(c) in next_to)
        else:
            tiles = grid.tiles_of(theirs)
            near = 0 if here in tiles else min((from_here[t] for t in tiles if t in from_here), default=None)
            out[m.uid] = (near, any(grid.code(c) in next_to for c in theirs))
    return out


def reach_ok(reach: tuple, power_range: str) -> bool:
    """Does a monster at `reach` (from reach_of) fall within a power's range (LD-ATK-01/02)?"""
    tiles, next_to = reach
    if power_range == "adjacent":
        return next_to
    if tiles is None:
        return False
    return tiles == 0 if power_range == "tile" else tiles <= int(power_range)


def in_range(state: State, hero: Hero, monster: Monster, reach: str) -> bool:
    """Is the monster a legal target for a power of this range (LD-ATK-01/02, LD-PWR-06)?"""
    mine = (tuple(hero.cell),)
    theirs = cells_of(monster)
    if reach == "adjacent":
        return any(grid.adjacent_open(index(state), defs(), mine[0], c) for c in theirs)
    d = distance(state, mine, theirs)
    if d is None:
        return False
    return d == 0 if reach == "tile" else d <= int(reach)


def monster_by_uid(state: State, uid: str) -> Monster | None:
    return next((m for m in state.monsters if m.uid == uid), None)
