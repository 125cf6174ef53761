"""The dungeon as the rules see it: the grid over the state's tiles, who stands where, and the
distances powers and tactics ask about (LD-TILE, LD-MOVE, LD-ATK-01/02)."""
from __future__ import annotations

from game.drizzt import grid
from game.drizzt.content import load
from game.drizzt.state import Hero, Monster, State


def defs() -> dict:
    return load().tile_defs


def index(state: State) -> grid.TileIndex:
    """The grid index of the state's tiles, kept on the state until a tile or a door changes
    (it is not a field: saves, copies for equality and hashes never see it)."""
    key = (len(state.tiles), tuple(t.door for t in state.tiles))
    cached = state.__dict__.get("_grid_index")
    if cached is None or cached[0] != key or cached[2] is not state.tiles:
        cached = (key, grid.index(state.tiles), state.tiles)
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
    size = size_of(monster.card)
    return ((x, y),) if size == 1 else grid.monster_cells((x, y), size)


def standing(state: State) -> list[int]:
    """Heroes on the map and not down: the ones monsters see (LD-MON-05, LD-QA-02)."""
    return [i for i, h in enumerate(state.heroes) if h.cell is not None and not h.down and not h.escaped]


def monster_cells(state: State, skip: str = "") -> set:
    out = set()
    for m in state.monsters:
        if m.uid != skip:
            out.update(cells_of(m))
    return out


def hero_cells(state: State, skip: int = -1) -> set:
    return {tuple(h.cell) for i, h in enumerate(state.heroes) if h.cell is not None and i != skip and not h.escaped}


def occupied(state: State, skip_hero: int = -1, skip_monster: str = "") -> set:
    return monster_cells(state, skip_monster) | hero_cells(state, skip_hero)


def reachable(state: State, hero: int, fuel: int) -> dict:
    """Spaces the hero may end a move on, with their cost (LD-MOVE-02..07)."""
    h = state.heroes[hero]
    return grid.reachable(index(state), defs(), tuple(h.cell), fuel, blocked=monster_cells(state),
                          passable_only=hero_cells(state, hero))


def hero_tile(hero: Hero) -> tuple[int, int]:
    return grid.tile_of(tuple(hero.cell))


def distance(state: State, a_cells, b_cells) -> int | None:
    """Tiles between two figures, orthogonally and around walls (LD-TILE-09/10)."""
    return grid.distance_between(index(state), defs(), tuple(map(tuple, a_cells)), tuple(map(tuple, b_cells)))


def reach_of(state: State, hero: Hero) -> dict:
    """For every monster: (tiles away or None, next to the hero?) - worked out once per question."""
    idx, d = index(state), defs()
    me = tuple(hero.cell)
    out = {}
    for m in state.monsters:
        theirs = cells_of(m)
        out[m.uid] = (grid.distance_between(idx, d, (me,), theirs),
                      any(grid.adjacent_open(idx, d, me, c) for c in theirs))
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
