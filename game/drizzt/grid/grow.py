"""Legend of Drizzt dungeon geometry, the growing of a map: a placed tile's floor spaces on the
map, and a map worked out from the map it grew from (the same tiles plus the one just placed),
with the tile distances it can take over. Used by `geometry._Geo`; internal. A `geo` or `parent`
here is a map's `geometry._Geo`, named and not imported: that module imports this one.

A tile placed at the same position with the same turn always covers the same spaces, so those
are worked out once per placement and the map's floor is updated from them."""
from __future__ import annotations

import weakref
from collections.abc import Callable

from game.drizzt.grid.bits import _LOW, _OFF, _SHIFT, Bits
from game.drizzt.grid.tiles import _ORTHO, SIZE, Cell, Pos, TileDef, Turned, opposite, turned

_BACK = {side: opposite(side) for side, _dx, _dy in _ORTHO}
_TURNS: dict[tuple[str, int], tuple] = {}  # (tile id, rot) -> (its TileDef, turned, floor spaces in turned order)
_SPOTS: dict[tuple, tuple] = {}  # (tile id, rot, tx, ty) -> (turned, {space: (tx, ty)})


def spots(get: Callable[[str], TileDef], tx: int, ty: int, tid: str, rot: int) -> tuple[Turned, dict[Cell, Pos]]:
    """The tile `tid` turned `rot` and its floor spaces placed at (tx, ty), {space: (tx, ty)} in the
    turned tile's floor order. Kept by tile id and turn (hashing a TileDef, all its fields, costs
    more than the rest of placing a tile; the TileDef is checked to be the same object) and by
    placement (the same tiles fall on the same spots game after game). The dict is shared: read
    it, never change it."""
    tdef = get(tid)
    got = _TURNS.get((tid, rot))
    if got is None or got[0] is not tdef:
        if len(_TURNS) > 4096:
            _TURNS.clear()
        td = turned(tdef, rot)
        got = _TURNS[(tid, rot)] = (tdef, td, tuple(td.floor))
    td = got[1]
    key = (tid, rot, tx, ty)
    placed = _SPOTS.get(key)
    if placed is None or placed[0] is not td:
        if len(_SPOTS) > 8192:
            _SPOTS.clear()
        pos, bx, by = (tx, ty), tx * SIZE, ty * SIZE
        placed = _SPOTS[key] = (td, dict.fromkeys([(bx + lx, by + ly) for lx, ly in got[2]], pos))
    return td, placed[1]


def grow(geo, parent, get: Callable[[str], TileDef]) -> None:
    """Work out `geo`, which is `parent` plus its last tile, from the parent's geometry. The step
    neighbours of spaces away from the new tile hold as they were, so the parent's are taken
    over (it works its own out again if it is ever asked); so do its tile distances while the
    new tile links to at most one other (see `grown_distances`)."""
    tx, ty, tid, rot, shut = geo.key[-1]
    td, floor = spots(get, tx, ty, tid, rot)
    pos = (tx, ty)
    geo.turned = trn = dict(parent.turned)
    trn[pos] = td
    geo.closed = closed = dict(parent.closed)
    if shut and td.door:
        closed[pos] = td.door
    geo.floor = dict(parent.floor)
    geo.floor.update(floor)
    geo.links = links = set(parent.links)
    mine = closed.get(pos)
    near = []
    for side, dx, dy in td.sides:  # `_linked` written out: a link is mutual, both ends' edges open
        if mine != side:
            other = (tx + dx, ty + dy)
            to = trn.get(other)
            if to is not None:
                back = _BACK[side]
                if back in to.open and closed.get(other) != back:
                    links.add((pos, side))
                    links.add((other, back))
                    near.append(other)
    _take_bits(geo, parent)
    geo.grown_from = (parent.dist, pos, near[0] if near else None) if len(near) < 2 else None
    adj = parent._adj
    if adj is not None:  # the parent's tile adjacency, the new tile and its neighbours made again
        geo._adj = adj = dict(adj)
        for other in near:
            adj[other] = _joined(adj[other], other, pos)
        adj[pos] = tuple(near)  # n, e, s, w order, as `tile_adjacency` gives it
    _take_steps(geo, parent, tx, ty)


_FIRST: dict[tuple, tuple] = {}  # one-tile map key -> (the tile definitions, its bitboards), shared: read only
_CHAIN = 4  # at most this many tiles are added to older bitboards; a map further on works its own out


def grown_bits(geo) -> Bits:
    """The bitboards of `geo`: the older map's it was left (`_take_bits`) plus the tiles placed
    since (`Bits.grown`), else worked out afresh; a one-tile map's are kept for the next game
    (every game starts on the same map)."""
    before = geo._bits_from  # (an older map's bitboards, how many tiles were placed since)
    if before is not None:
        geo._bits_from = None
        trn = geo.turned
        got = before[0].grown([(trn[(t[0], t[1])], t[0], t[1]) for t in geo.key[-before[1]:]], geo.links)
        if got is not None:
            return got
    if len(geo.key) != 1 or geo.defs is None:
        return Bits(geo.turned, geo.links)
    kept = _FIRST.get(geo.key)
    if kept is None or kept[0] is not geo.defs:
        if len(_FIRST) > 64:
            _FIRST.clear()
        kept = _FIRST[geo.key] = (geo.defs, Bits(geo.turned, geo.links))
    return kept[1]


def _take_bits(geo, parent) -> None:
    """Let `geo` work its bitboards out from the parent's (`Bits.grown`), or from those of the
    map the parent grew from if the parent never needed its own: (bitboards, tiles since)."""
    if parent._bits is not None:
        geo._bits_from = (parent._bits, 1)
    else:
        before = parent._bits_from
        if before is not None and before[1] < _CHAIN:
            geo._bits_from = (before[0], before[1] + 1)


def _joined(linked: tuple[Pos, ...], at: Pos, pos: Pos) -> tuple[Pos, ...]:
    """The tiles linked to the tile `at` (n, e, s, w order) once the new tile at `pos` next to
    it links to it too: its other links are as they were."""
    x, y = at
    out = []
    for _side, dx, dy in _ORTHO:
        q = (x + dx, y + dy)
        if q == pos or q in linked:
            out.append(q)
    return tuple(out)


def _take_steps(geo, parent, tx: int, ty: int) -> None:
    """Hand the parent's step tables over to `geo`, forgetting the new tile's spaces and those
    whose steps reach it: the square one space beyond the tile all round (a scan of a few kept,
    or a drop space by space)."""
    geo.nbrs, geo.codes = nbrs, codes = parent.nbrs, parent.codes
    del parent.nbrs, parent.codes  # the parent makes fresh ones if it is ever asked again
    nbrs._geo = codes._geo = weakref.ref(geo)
    x0, y0 = tx * SIZE - 1 + _OFF, ty * SIZE - 1 + _OFF
    lo, hi = x0 << _SHIFT, ((x0 + SIZE + 1) << _SHIFT) | _LOW
    y1 = y0 + SIZE + 1
    if codes:
        if len(codes) < 36:
            for k in [k for k in codes if lo <= k <= hi and y0 <= k & _LOW <= y1]:
                del codes[k]
        else:
            for x in range(x0 << _SHIFT, hi, 1 << _SHIFT):
                for k in range(x + y0, x + y1 + 1):
                    codes.pop(k, None)
    if nbrs:
        x0, y0 = x0 - _OFF, y0 - _OFF
        for c in [c for c in nbrs if x0 <= c[0] <= x0 + SIZE + 1 and y0 <= c[1] <= y0 + SIZE + 1]:
            del nbrs[c]


def grown_distances(grown_from: tuple, src: Pos) -> dict[Pos, int] | None:
    """The tile distances from `src` on a grown map, taken from the parent's (`grown_from`: its
    distance cache, the new tile, the one tile it links to or None), or None when they must be
    searched. A tile linked to one other alone is a dead end of the tile graph: no route between
    older tiles runs through it, so their distances stand, and it lies one beyond its neighbour."""
    parent_dist, pos, near = grown_from
    if src == pos:
        return None
    before = parent_dist.get(src)
    if before is None:
        return None
    got = dict(before)
    if near is not None:
        d = before.get(near)
        if d is not None:
            got[pos] = d + 1
    return got
