"""Legend of Drizzt dungeon geometry, part two: a map's derived geometry (floor spaces, tile
links, the step graph, tile distances), worked out lazily and shared between equal maps (a map
one tile larger than a prepared one is grown from it: grow.py), and the `TileIndex` over
placed tiles. Re-exported by `game.drizzt.grid`, the entry point.

Spaces are also handled as `code`s, one int each (codes.py), which makes the sets and
searches of movement cheap; ordering codes orders the spaces by (x, y)."""
from __future__ import annotations

from collections import OrderedDict
from collections.abc import Callable, Iterable
from functools import lru_cache
from typing import TYPE_CHECKING

from game.drizzt.grid.bits import Bits
from game.drizzt.grid.codes import _CodeSteps, _Steps
from game.drizzt.grid.grow import grow, grown_bits, grown_distances, spots
from game.drizzt.grid.tiles import (_DIAG, _ORTHO, CLOSED_DOORS, STEP, Cell, Defs, E, N, Pos, S, TileDef, W,
                                    _getter, _pos, opposite)

if TYPE_CHECKING:
    from game.drizzt.state import PlacedTile


class _Geo:
    """Derived geometry of one map key for one `defs` object; shared by equal TileIndexes."""

    __slots__ = ("key", "defs", "turned", "closed", "floor", "links", "nbrs", "codes", "dist", "_adj", "_bits",
                 "_bits_from", "grown_from", "__weakref__")

    def __init__(self, key: tuple) -> None:
        self.key = key
        self.defs = None
        self._bits = self._bits_from = None

    def __deepcopy__(self, memo) -> "_Geo":
        return self  # derived from the key alone: a copied state may share it

    def __getattr__(self, name: str):
        """A map's step tables once handed over to a map grown from it (see `_grow`): fresh,
        empty ones, made when first asked."""
        if name == "nbrs" and self.defs is not None:
            got = self.nbrs = _Steps(self)
            return got
        if name == "codes" and self.defs is not None:
            got = self.codes = _CodeSteps(self)
            return got
        raise AttributeError(f"{type(self).__name__!r} object has no attribute {name!r}")

    def prepare(self, defs: Defs) -> "_Geo":
        if self.defs is defs:
            return self
        parent = _PREPARED.get(self.key[:-1]) if self.key else None
        get = defs.__getitem__ if type(defs) is dict else _getter(defs)
        self.dist = {}
        self._adj = None
        self._bits = self._bits_from = None
        if parent is not None and parent.defs is defs:
            grow(self, parent, get)
        else:
            self._build(get)
        self.defs = defs
        _PREPARED[self.key] = self
        if len(_PREPARED) > _KEEP:
            _PREPARED.popitem(last=False)  # the oldest (a plain dict's first key is found by a scan)
        return self

    def _build(self, get: Callable[[str], TileDef]) -> None:
        self.turned = trn = {}
        self.closed = closed = {}  # pos -> the side blocked by a closed/locked door
        self.floor = floor = {}  # cell -> tile pos
        self.grown_from = None  # (see `grow.grown_distances`)
        for tx, ty, tid, rot, shut in self.key:
            td, cells = spots(get, tx, ty, tid, rot)
            trn[(tx, ty)] = td
            if shut and td.door:
                closed[(tx, ty)] = td.door
            floor.update(cells)
        self.links = links = set()  # (pos, side): a figure may cross that edge (and tile distance counts it)
        for pos, td in trn.items():
            for side in td.open:
                if _linked(trn, closed, pos, side):
                    links.add((pos, side))
        self.nbrs, self.codes = _Steps(self), _CodeSteps(self)

    def _ortho(self, a: Cell, b: Cell, side: str) -> bool:
        floor = self.floor
        pb = floor.get(b)
        if pb is None:
            return False
        pa = floor.get(a)
        return pa is not None and (pa == pb or (pa, side) in self.links)

    def neighbours(self, c: Cell) -> tuple[Cell, ...]:
        return self.nbrs[c]

    def bits(self) -> Bits:
        """The map as bitboards (worked out when first asked, from the bitboards of the map it
        grew from where it can: `grow.grown_bits`)."""
        got = self._bits
        if got is None:
            got = self._bits = grown_bits(self)
        return got

    def _neighbours(self, c: Cell) -> tuple[Cell, ...]:
        """The step neighbours of space c worked out by the rules one step at a time: the
        reference the bitboards (`bits`) are checked against."""
        floor = self.floor
        if c not in floor:
            return ()
        x, y = c
        ortho = self._ortho
        out = [(x + dx, y + dy) for side, dx, dy in _ORTHO if ortho(c, (x + dx, y + dy), side)]
        for dx, dy in _DIAG:
            n = (x + dx, y + dy)
            if n not in floor:
                continue
            h, v = (x + dx, y), (x, y + dy)
            sh, sv = (E if dx > 0 else W), (S if dy > 0 else N)
            if (ortho(c, h, sh) and ortho(h, n, sv)) or (ortho(c, v, sv) and ortho(v, n, sh)):
                out.append(n)
        return tuple(out)

    def tile_adjacency(self) -> dict[Pos, tuple[Pos, ...]]:
        """{tile pos: the tiles linked to it, n, e, s, w order} for every placed tile (worked out
        when first asked, from the links taken side by side)."""
        got = self._adj
        if got is None:
            by_side = {side: [] for side, _dx, _dy in _ORTHO}
            for pos, side in self.links:
                by_side[side].append(pos)
            near = {pos: [] for pos in self.turned}
            for side, dx, dy in _ORTHO:
                for x, y in by_side[side]:
                    linked = near.get((x, y))
                    if linked is not None:
                        linked.append((x + dx, y + dy))
            got = self._adj = {pos: tuple(linked) for pos, linked in near.items()}
        return got

    def tile_links(self, pos: Pos) -> tuple[Pos, ...]:
        return (self._adj or self.tile_adjacency()).get(pos, ())

    def distances(self, src: Pos) -> dict[Pos, int]:
        """{tile pos: tiles away} from `src` over the linked tiles (kept per source; a grown map
        takes the parent's over where they still hold)."""
        got = self.dist.get(src)
        if got is not None:
            return got
        if self.grown_from is not None:
            got = grown_distances(self.grown_from, src)
            if got is not None:
                self.dist[src] = got
        if got is None:
            adj = self._adj or self.tile_adjacency()
            if src not in adj:
                got = self.dist[src] = {}
                return got
            got = {src: 0}
            frontier = [src]
            d = 0
            while frontier:
                d += 1
                nxt = []
                for p in frontier:
                    for q in adj[p]:
                        if q not in got:
                            got[q] = d
                            nxt.append(q)
                frontier = nxt
            self.dist[src] = got
        return got

    def tile_route(self, a: Pos, b: Pos) -> list[Pos] | None:
        """`grid.tile_route` between two tile positions (tuples)."""
        from_b = self.distances(b)
        d = from_b.get(a)
        if d is None:
            return None
        links = self._adj
        route = [a]
        here = a
        while d:  # only b itself is 0 away from b
            d -= 1
            here = next(q for q in links[here] if from_b.get(q) == d)
            route.append(here)
        return route


def _linked(trn: dict, closed: dict, pos: Pos, side: str) -> bool:
    """Can a figure cross the `side` edge of the tile at `pos` (open on both tiles, no shut door)?"""
    if side not in trn[pos].open or closed.get(pos) == side:
        return False
    dx, dy = STEP[side]
    other = (pos[0] + dx, pos[1] + dy)
    to = trn.get(other)
    back = opposite(side)
    return to is not None and back in to.open and closed.get(other) != back


# The caches of maps are kept small: a game's maps grow one from the last, so the last few are
# all it needs, and maps let go of soon are freed while their memory is still warm (a map kept
# for hundreds of maps more costs more to free than to build, and every map kept alive is more
# for the garbage collector to walk). Measured on 300 random playouts: 4 beats 32 by ~3% of all
# the time, though the start map is then worked out again every game.
_KEEP = 4
_PREPARED: OrderedDict[tuple, "_Geo"] = OrderedDict()  # prepared geometries by map key (newest last), to grow from
@lru_cache(maxsize=_KEEP)
def _geometry(key: tuple) -> _Geo:
    return _Geo(key)


class TileIndex:
    """The placed tiles by position, {(tx, ty): PlacedTile}, plus the map's cached geometry.

    Build with `index(tiles)`; it reads like a mapping (`idx[pos]`, `idx.get(pos)`, `pos in idx`,
    iteration over positions, `len`). It is a snapshot: after a tile is placed or a door changes,
    build a new one (cheap: derived geometry is shared between indexes of equal maps)."""

    __slots__ = ("at", "key", "_geo")

    def __init__(self, tiles: Iterable["PlacedTile"]) -> None:
        at: dict[Pos, PlacedTile] = {}
        key = []
        for t in tiles:
            pos = (t.tx, t.ty)
            if pos in at:
                raise ValueError(f"two tiles at {pos}: {at[pos].id!r} and {t.id!r}")
            at[pos] = t
            key.append((t.tx, t.ty, t.id, t.rot % 4, t.door in CLOSED_DOORS))
        self.at = at
        self.key = tuple(key)
        self._geo: _Geo | None = None

    def geo(self, defs: Defs) -> _Geo:
        """The derived geometry for `defs` (internal; shared, cached)."""
        g = self._geo
        if g is not None and g.defs is defs:
            return g
        if g is None:
            g = self._geo = _geometry(self.key)
        return g.prepare(defs)

    def __getitem__(self, pos: Pos) -> "PlacedTile":
        return self.at[_pos(pos)]

    def get(self, pos, default=None):
        return self.at.get(_pos(pos), default)

    def __contains__(self, pos) -> bool:
        return _pos(pos) in self.at

    def __iter__(self):
        return iter(self.at)

    def __len__(self) -> int:
        return len(self.at)

    def values(self):
        return self.at.values()

    def items(self):
        return self.at.items()


def index(tiles: Iterable["PlacedTile"]) -> TileIndex:
    """A TileIndex over the placed tiles (raises ValueError if two share a position)."""
    return TileIndex(tiles)
