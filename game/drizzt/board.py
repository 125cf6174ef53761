"""The dungeon as the rules see it: the grid over the state's tiles, who stands where, and the
distances powers and tactics ask about (LD-TILE, LD-MOVE, LD-ATK-01/02)."""
from __future__ import annotations

from itertools import compress

from game.core import kept
from game.core.kept import RECORDS
from game.drizzt import grid
from game.drizzt.grid import SIZE
from game.drizzt.content import load
from game.drizzt.state import TILE_CHANGES, Hero, Monster, State


def defs() -> dict:
    return load().tile_defs


def index(state: State) -> grid.TileIndex:
    """The grid index of the state's tiles, kept beside the state by the core (game.core.kept)
    until a tile is added, taken away, replaced or changed."""
    return _mapped(state)[1]


def geo(state: State):
    """The derived geometry of the state's map (`index(state).geo(defs())`), kept the same way."""
    cached = _mapped(state)
    got = cached[4]
    if got is None:
        got = cached[4] = cached[1].geo(defs())
    return got


def index_and_geo(state: State) -> tuple:
    """`index(state)` and `geo(state)` at once."""
    cached = _mapped(state)
    got = cached[4]
    if got is None:
        got = cached[4] = cached[1].geo(defs())
    return cached[1], got


def _mapped(state: State) -> list:
    """[tile count, index, a copy of the tiles list, tile change count, geometry or None until
    asked]. It checks itself against the state: the copy is compared with the tiles (at C
    speed, by identity first), and a tile changed in place moves TILE_CHANGES on."""
    tiles = state.tiles
    rec = RECORDS.get(id(state))
    near = rec.beside if rec is not None else kept.beside(state)
    cached = near.get(MAP)
    if cached is None or cached[3] != TILE_CHANGES[0] or cached[2] != tiles:
        cached = near[MAP] = [len(tiles), grid.index(tiles), list(tiles), TILE_CHANGES[0], None]
    return cached


MAP = "map"  # the key of the state's grid index beside it


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
    return [i for i, h in enumerate(state.heroes) if h.cell is not None and h.health > 0 and not h.escaped]


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


class Search:
    """One hero's movement search from where it stands, among the figures as they stand
    (LD-MOVE-02..07): the rings of spaces first reached after 1, 2, ... steps, grown as far as
    asked, on the map's bitboards. Its moves, its card moves and the route of the move it makes
    all read the same rings."""

    __slots__ = ("bits", "start", "heroes", "rings", "_left")

    def __init__(self, state: State, hero: int, g=None) -> None:
        bits = self.bits = (geo(state) if g is None else g).bits()
        mine = state.heroes[hero]
        h, x0, y0 = bits.stride, bits.x0, bits.y0
        x, y = mine.cell
        self.start = grid.code((x, y))
        front = 1 << ((x - x0) * h + y - y0)
        heroes = 0  # other heroes: passed through, never ended on
        for other in state.heroes:
            if other is not mine and other.cell is not None and not other.escaped:
                x, y = other.cell
                heroes |= 1 << ((x - x0) * h + y - y0)
        monsters = 0  # monsters: never entered
        for m in state.monsters:
            if (_SIZES.get(m.card) or size_of(m.card)) == 1:
                x, y = m.cell
                monsters |= 1 << ((x - x0) * h + y - y0)
            else:
                monsters |= bits.cells_mask(cells_of(m))
        self.heroes = heroes & bits.floor
        self.rings = [front]
        self._left = bits.floor & ~monsters & ~front

    def _grow(self, fuel: int) -> list[int]:
        if len(self.rings) <= fuel and self.rings[-1]:
            self._left = self.bits.spread(self.rings, self._left, fuel)
        return self.rings

    def reach(self, fuel: int) -> list[int]:
        """The spaces the hero can end a move on with at most `fuel` steps, as codes ascending."""
        mask = 0
        for ring in self._grow(fuel)[1:fuel + 1]:
            mask |= ring
        return self.bits.codes(mask & ~self.heroes)

    def route(self, end, fuel: int) -> list[tuple[int, int]] | None:
        """The spaces stepped through moving to `end` (the route `grid.path` gives), None if the
        hero can't end a move there within `fuel` steps."""
        bits = self.bits
        k = grid.code(end)
        goal = 1 << bits.bit(k) if bits.bit(k) >= 0 else 0
        if not goal & bits.floor or goal & self.heroes:
            return None
        if k == self.start:
            return []
        rings = self._grow(fuel)
        for steps in range(1, min(fuel, len(rings) - 1) + 1):
            if rings[steps] & goal:
                if steps == 1:  # one step: the route is its end
                    return [grid.decode(k)]
                return list(map(grid.decode, bits.back(rings[:steps + 1], self.start, goal)))
        return None


def search(state: State, hero: int, g=None) -> Search:
    """The hero's movement search in this position: the one its legal moves were listed from,
    kept by the core for this position (game.core.kept), else a new one (`g`: the state's `geo`,
    when the caller has it)."""
    got = kept.now(state, SEARCH)
    if g is None:
        g = geo(state)
    if (got is not None and got[0] == hero and got[1].bits is g.bits()
            and got[1].start == grid.code(state.heroes[hero].cell)):
        return got[1]
    fresh = Search(state, hero, g)
    kept.keep(state, SEARCH, (hero, fresh))
    return fresh


SEARCH = "search"  # the key of a hero's movement search among a position's kept data


def hero_tile(hero: Hero) -> tuple[int, int]:
    return grid.tile_of(tuple(hero.cell))


def distance(state: State, a_cells, b_cells) -> int | None:
    """Tiles between two figures, orthogonally and around walls (LD-TILE-09/10)."""
    return grid.distance_between(index(state), defs(), tuple(map(tuple, a_cells)), tuple(map(tuple, b_cells)))


FAR = 1 << 30  # the tile distance `reach_of` gives a monster no path of tiles reaches


def reach_of(state: State, hero: Hero, g=None) -> tuple[list[str], list[int], list[bool]]:
    """Every monster (uids, in play order) with its tiles away (FAR: unreachable) and whether it
    is next to the hero - worked out once per question, as three lists side by side (`g`: the
    state's `geo`, when the caller has it)."""
    if g is None:
        g = geo(state)
    x, y = hero.cell
    here = (x // SIZE, y // SIZE)
    from_here = g.distances(here)
    code, sizes = grid.code, _SIZES
    next_to = None  # the hero's step neighbours, looked up only for a monster a space away
    monsters = state.monsters
    uids = [m.uid for m in monsters]
    tiles_away = []
    beside = [False] * len(monsters)  # set below for the few a space away
    for n, m in enumerate(monsters):
        mx, my = m.cell
        if (sizes.get(m.card) or size_of(m.card)) == 1:
            there = (mx // SIZE, my // SIZE)
            tiles_away.append(0 if there == here else from_here.get(there, FAR))
            if -1 <= mx - x <= 1 and -1 <= my - y <= 1:
                if next_to is None:
                    next_to = g.codes[code((x, y))]
                beside[n] = code((mx, my)) in next_to
        else:  # a large base: the tiles under it make a rectangle
            size = sizes[m.card]
            tx0, ty0, tx1, ty1 = mx // SIZE, my // SIZE, (mx + size - 1) // SIZE, (my + size - 1) // SIZE
            if tx0 <= here[0] <= tx1 and ty0 <= here[1] <= ty1:
                tiles_away.append(0)
            else:
                tiles_away.append(min(from_here.get((tx, ty), FAR) for tx in range(tx0, tx1 + 1)
                                      for ty in range(ty0, ty1 + 1)))
            if mx - 1 <= x <= mx + size and my - 1 <= y <= my + size:
                if next_to is None:
                    next_to = g.codes[code((x, y))]
                beside[n] = any(code(c) in next_to for c in cells_of(m))
    return uids, tiles_away, beside


def within_reach(reach: tuple[list[str], list[int], list[bool]], power_range: str) -> list[str]:
    """The monsters (uids, in play order) a power of this range reaches, from `reach_of`."""
    uids, tiles_away, beside = reach
    if power_range == "adjacent":
        return list(compress(uids, beside))
    return list(compress(uids, map((0 if power_range == "tile" else int(power_range)).__ge__, tiles_away)))


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
    for m in state.monsters:
        if m.uid == uid:
            return m
    return None
