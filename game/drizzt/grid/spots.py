"""Legend of Drizzt dungeon geometry, part three: where a figure fits and where it lands
(spawn points taken, large bases, LD-MON-03/04, LD-EX-17). Re-exported by `game.drizzt.grid`,
the entry point."""
from __future__ import annotations

from game.drizzt.grid.bits import _LOW, _OFF, Bits
from game.drizzt.grid.bits import _SHIFT
from game.drizzt.grid.codes import code, decode
from game.drizzt.grid.geometry import TileIndex, _Geo
from game.drizzt.grid.tiles import SIZE, SPAWN_CHAR, Cell, Defs, Pos, _cell, _cellset


def monster_cells(cell, size: int = 1) -> tuple[Cell, ...]:
    """The spaces a figure's base covers from its top-left space: 1 or size x size (row-major)."""
    x, y = cell[0], cell[1]
    if size <= 1:
        return ((x, y),)
    key = (x, y, size)
    got = _BASES.get(key)
    if got is None:
        if len(_BASES) > 50_000:
            _BASES.clear()
        got = _BASES[key] = tuple((x + i, y + j) for j in range(size) for i in range(size))
    return got


_BASES: dict[tuple[int, int, int], tuple[Cell, ...]] = {}  # (x, y, size) -> the spaces of that base


def _block_ok(g: _Geo, cell: Cell, size: int, occupied) -> bool:
    if size <= 1:
        return cell in g.floor and cell not in occupied
    cells = monster_cells(cell, size)
    floor = g.floor
    for c in cells:
        if c not in floor or c in occupied:
            return False
    bits = g.bits()  # the base may not straddle a wall edge or a closed door: inside it every
    h, last = bits.stride, size - 1  # step east and south is legal (the map's step masks say so)
    _north, east, south = bits.masks[:3]
    first = bits.bit(code(cell))  # a space i east and j south of it: bit first + i * h + j
    for i in range(size):
        for j in range(size):
            b = first + i * h + j
            if (i < last and not east >> b & 1) or (j < last and not south >> b & 1):
                return False
    return True


def fits(idx: TileIndex, defs: Defs, cell, size: int = 1, occupied=()) -> bool:
    """A figure of `size` can stand with its top-left on `cell`: every space floor and free, and a
    large base not split by a wall edge or closed door."""
    return _block_ok(idx.geo(defs), _cell(cell), size, _cellset(occupied))


def _covering(bits: Bits, spaces: int, size: int) -> int:
    """The top-left spaces of every size x size base covering a space of `spaces` (masks)."""
    h = bits.stride
    if size == 2:
        col = spaces | spaces >> 1
        return col | col >> h
    col = spaces
    for j in range(1, size):  # a space j south of a top-left: the top-left is j bits lower
        col |= spaces >> j
    out = col
    for i in range(1, size):  # and i columns east: i strides lower
        out |= col >> (i * h)
    return out


_FITS: list = [None, 0, 0]  # the last map's bitboards, a base size, `Bits.bases` of it


def _fits(bits: Bits, size: int) -> int:
    """`bits.bases(size)`, kept for the last map asked (the landings of a turn share one map)."""
    last = _FITS
    if last[0] is not bits or last[1] != size:
        last[:] = bits, size, bits.bases(size)
    return last[2]


def _free_spot(g: _Geo, target: Cell, taken, toward: Cell | None, size: int, first_ring: int) -> Cell | None:
    """The search of `nearest_free_next_to` for a large base (a one-space figure: `_free_one`),
    on the map's bitboards; `taken` the codes of the figures' spaces. Ring r of the search is the
    spaces r steps from `target` (over figures too); the answer is the best-placed base that fits,
    is free and covers a space of the first ring from `first_ring` on that has one (first_ring 1:
    no base on `target`; 0: `target` itself first). Each base is tried at the first ring it
    covers (it only fits or not); placement keys differ by their top-left, so no order of trying
    them matters."""
    bits = g.bits()
    b = _bit_of(bits, target)
    if b < 0:
        return None  # off the floor: no base covers it, and no step leads on
    front = 1 << b
    fit = _fits(bits, size)
    if first_ring:
        fit &= ~_covering(bits, front, size)
    elif fit >> b & 1:
        if _free(code(target), taken, size):
            return target
        fit ^= front
    left = bits.floor ^ front  # spaces not reached yet
    while front:
        got = _covering(bits, front, size) & fit
        if got:
            best = _best_base(bits, got, taken, toward, size)
            if best is not None:
                return best
            fit ^= got
        front = bits.ring(front) & left
        left ^= front
    return None


def _free(k: int, taken, size: int) -> bool:
    """No figure on the base whose top-left space has code k."""
    for d in _BASE_CODES.get(size) or base_codes(size):
        if k + d in taken:
            return False
    return True


def _bit_of(bits: Bits, cell: Cell) -> int:
    """The bit of floor space `cell` (-1 when it is not on the floor)."""
    x, y = cell[0] - bits.x0, cell[1] - bits.y0
    if x < 0 or not 0 <= y < bits.stride:
        return -1
    b = x * bits.stride + y
    return b if bits.floor >> b & 1 else -1


def _best_base(bits: Bits, tops: int, taken, toward: Cell | None, size: int) -> Cell | None:
    """Of the free bases whose top-left spaces are in `tops` (a mask), the one closest to
    `toward`: its nearest space fewest steps in open ground away (Chebyshev), then straight-line
    nearest; then north-most, then west-most top-left (with no `toward`, only those two). A base
    is checked for figures only when it would be the best so far."""
    h, x0, y0, far = bits.stride, bits.x0, bits.y0, size - 1
    tx, ty = toward or (0, 0)
    best = best_key = None
    while tops:
        low = tops & -tops
        tops ^= low
        x, y = divmod(low.bit_length() - 1, h)
        x, y = x + x0, y + y0
        if toward is None:
            key = (0, 0, y, x)
        else:  # each axis: how far the base's span of spaces is from `toward`
            dx = x - tx if tx < x else (tx - x - far if tx > x + far else 0)
            dy = y - ty if ty < y else (ty - y - far if ty > y + far else 0)
            key = (dx if dx > dy else dy, dx * dx + dy * dy, y, x)
        if (best_key is None or key < best_key) and _free(((x + _OFF) << _SHIFT) | (y + _OFF), taken, size):
            best, best_key = (x, y), key
    return best


def _free_one(g: _Geo, start: int, taken, toward: Cell | None) -> Cell | None:
    """The search of `nearest_free_next_to` for a one-space figure from the space with code
    `start`, `taken` the codes of the figures' spaces: ring by ring from the spaces 1 step away,
    walked as codes (a space is decoded only once it is free; a step always ends on floor). The
    first ring is tried in the order of `_ring_order`: its first free space is the nearest."""
    codes = g.codes
    frontier = codes[start]
    d = _NORTH_WEST if toward is None else ((toward[0] + _OFF) << _SHIFT) + toward[1] + _OFF - start
    for dk in _ORDERS.get(d) or _ring_order(d):
        k = start + dk
        if k in frontier and k not in taken:
            return decode(k)
    seen = {start}
    seen.update(frontier)
    while frontier:
        nxt = []
        for k in frontier:
            for n in codes[k]:
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
        free = [k for k in frontier if k not in taken]
        if free:
            if len(free) == 1:
                return decode(free[0])
            if toward is None:  # north-most, then west-most
                return min(map(decode, free), key=_north_west)
            tx, ty = toward
            best = best_key = None
            for c in map(decode, free):
                dx, dy = abs(c[0] - tx), abs(c[1] - ty)
                key = (max(dx, dy), dx * dx + dy * dy, c[1], c[0])
                if best_key is None or key < best_key:
                    best, best_key = c, key
            return best
    return None


def _north_west(c: Cell) -> tuple[int, int]:
    return c[1], c[0]


_NORTH_WEST = None  # the `_ring_order` key of a search toward no one
_ORDERS: dict[int | None, tuple[int, ...]] = {}  # see `_ring_order`


def _ring_order(d: int | None) -> tuple[int, ...]:
    """The 8 steps from a space (as code differences) nearest first to a point `d` away (the code
    difference to it), as `nearest_free_next_to` ranks them: Chebyshev, straight line, north-most,
    west-most. `d` None: north-most, then west-most. The same for every space, so kept."""
    if d is None:
        dx = dy = 0
        rank = _north_west
    else:
        dy = ((d + _OFF) & _LOW) - _OFF  # the code difference split into its two axes
        dx = (d - dy) >> _SHIFT

        def rank(c: Cell) -> tuple:
            ax, ay = abs(c[0] - dx), abs(c[1] - dy)
            return max(ax, ay), ax * ax + ay * ay, c[1], c[0]
    steps = sorted(((x, y) for x in (-1, 0, 1) for y in (-1, 0, 1) if x or y), key=rank)
    if len(_ORDERS) > 20_000:
        _ORDERS.clear()
    got = _ORDERS[d] = tuple((x << _SHIFT) + y for x, y in steps)
    return got


def nearest_free_next_to(idx: TileIndex, defs: Defs, target_cell, occupied=(), toward=None,
                         size: int = 1) -> Cell | None:
    """Where a figure goes when `target_cell` (a spawn point) is taken (LD-MON-03, LD-EX-17): the
    free floor space next to it (a step away, not across a wall or closed door) closest to `toward`
    (a hero's space): fewest steps in open ground (Chebyshev), then straight-line distance, then
    north-most, then west-most. If every neighbour is taken, the ring of spaces 2 steps away, and so
    on. For `size` 2 the answer is a top-left space whose 2 x 2 base fits and touches the ring.
    None if the map has no room."""
    toward = _cell(toward) if toward is not None else None
    g, target, occupied = idx.geo(defs), _cell(target_cell), _cellset(occupied)
    if size <= 1:
        return _free_one(g, code(target), set(map(code, occupied)), toward)
    return _free_spot(g, target, set(map(code, occupied)), toward, size, 1)


def landing_cell(idx: TileIndex, defs: Defs, target_cell, occupied=(), toward=None, size: int = 1) -> Cell | None:
    """Where a monster moving to a tile lands (LD-MON-03/04): the spawn point `target_cell` if its
    base fits there (top-left on it; for a 2 x 2 base, then any placement covering it), otherwise
    as `nearest_free_next_to`."""
    return land(idx.geo(defs), _cell(target_cell), _cellset(occupied), _cell(toward) if toward is not None else None,
                size)


def land(g: _Geo, target: Cell, occupied, toward: Cell | None, size: int = 1) -> Cell | None:
    """`landing_cell` on a map's geometry, the spaces already tuples and `occupied` a set (for
    callers that hold them so)."""
    if size <= 1:
        if target in g.floor and target not in occupied:
            return target
        return _free_one(g, code(target), set(map(code, occupied)), toward)
    return _free_spot(g, target, set(map(code, occupied)), toward, size, 0)


def land_among(g: _Geo, target: Cell, taken: set, toward: Cell | None, size: int = 1) -> Cell | None:
    """`land` with the figures' spaces given as a set of their codes (see `taken_codes`)."""
    if size <= 1:
        start = code(target)
        if start not in taken and target in g.floor:
            return target
        return _free_one(g, start, taken, toward)
    return _free_spot(g, target, taken, toward, size, 0)


def base_codes(size: int) -> tuple[int, ...]:
    """What to add to the code of a base's top-left space for each space it covers."""
    got = _BASE_CODES.get(size)
    if got is None:
        got = _BASE_CODES[size] = tuple((i << _SHIFT) + j for i in range(size) for j in range(size))
    return got


_BASE_CODES: dict[int, tuple[int, ...]] = {}


def spawn_point(g: _Geo, pos: Pos) -> Cell | None:
    """The spawn point of the placed tile at `pos` (LD-TILE-03), or None if it has none."""
    marks = g.turned[pos].marks.get(SPAWN_CHAR)
    if not marks:
        return None
    x, y = marks[0]
    return pos[0] * SIZE + x, pos[1] * SIZE + y


def arrival(g: _Geo, pos: Pos) -> Cell:
    """Where a figure sent to the placed tile at `pos` aims: its spawn point, or else its first
    floor space (row-major)."""
    got = spawn_point(g, pos)
    if got is None:
        floor = g.turned[pos].floor
        x, y = next((x, y) for y in range(SIZE) for x in range(SIZE) if (x, y) in floor)
        got = pos[0] * SIZE + x, pos[1] * SIZE + y
    return got
