"""Legend of Drizzt dungeon geometry, part three: where a figure fits and where it lands
(spawn points taken, large bases, LD-MON-03/04, LD-EX-17). Re-exported by `game.drizzt.grid`,
the entry point."""
from __future__ import annotations

from game.drizzt.grid_map import _SHIFT, TileIndex, _Geo, code, decode
from game.drizzt.grid_tiles import SIZE, SPAWN_CHAR, Cell, Defs, Pos, _cell, _cellset


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


def _closeness(cells: tuple[Cell, ...], toward: Cell | None) -> tuple:
    if toward is None:
        return (0, 0, cells[0][1], cells[0][0])
    tx, ty = toward
    cheb = min(max(abs(x - tx), abs(y - ty)) for x, y in cells)
    eucl = min((x - tx) ** 2 + (y - ty) ** 2 for x, y in cells)
    return (cheb, eucl, cells[0][1], cells[0][0])


_OFFSETS: dict[int, tuple[tuple[int, int], ...]] = {}  # size -> where a base's top-left lies from a space it covers


def _offsets(size: int) -> tuple[tuple[int, int], ...]:
    got = _OFFSETS[size] = tuple((i, j) for j in range(size) for i in range(size))
    return got


def _free_spot(g: _Geo, target: Cell, occupied, toward: Cell | None, size: int, first_ring: int) -> Cell | None:
    """The search of `nearest_free_next_to` for a large base (a one-space figure: `_free_one`)."""
    ring = {code(target)}  # spaces met so far, as codes
    frontier = [target]
    r = 0
    seen_blocks: set[Cell] = set()
    while frontier:
        if r >= first_ring:
            best = None
            offsets = _OFFSETS.get(size) or _offsets(size)
            for cx, cy in frontier:
                for i, j in offsets:
                    tl = (cx - i, cy - j)
                    if tl in seen_blocks:
                        continue
                    seen_blocks.add(tl)
                    cells = monster_cells(tl, size)
                    if first_ring > 0 and target in cells:
                        continue
                    if _block_ok(g, tl, size, occupied):
                        key = _closeness(cells, toward)
                        if best is None or key < best[0]:
                            best = (key, tl)
            if best is not None:
                return best[1]
        r += 1
        nxt = []
        for c in frontier:
            for k in g.codes[code(c)]:
                if k not in ring:
                    ring.add(k)
                    nxt.append(decode(k))
        frontier = nxt
    return None


def _free_one(g: _Geo, start: int, taken, toward: Cell | None) -> Cell | None:
    """The search of `nearest_free_next_to` for a one-space figure from the space with code
    `start`, `taken` the codes of the figures' spaces: ring by ring from the spaces 1 step away,
    walked as codes (a space is decoded only once it is free; a step always ends on floor)."""
    codes = g.codes
    seen = {start}
    frontier = codes[start]
    seen.update(frontier)
    while frontier:
        free = [k for k in frontier if k not in taken]
        if free:
            if len(free) == 1:
                return decode(free[0])
            if toward is None:  # north-most, then west-most
                return min(map(decode, free), key=_NORTH_WEST)
            tx, ty = toward
            best = best_key = None
            for c in map(decode, free):
                dx, dy = abs(c[0] - tx), abs(c[1] - ty)
                key = (max(dx, dy), dx * dx + dy * dy, c[1], c[0])
                if best_key is None or key < best_key:
                    best, best_key = c, key
            return best
        nxt = []
        for k in frontier:
            for n in codes[k]:
                if n not in seen:
                    seen.add(n)
                    nxt.append(n)
        frontier = nxt
    return None


def _NORTH_WEST(c: Cell) -> tuple[int, int]:
    return c[1], c[0]


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
    return _free_spot(g, target, occupied, toward, size, 1)


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
    if _block_ok(g, target, size, occupied):
        return target
    return _free_spot(g, target, occupied, toward, size, 0)


def land_among(g: _Geo, target: Cell, taken: set, toward: Cell | None, size: int = 1) -> Cell | None:
    """`land` with the figures' spaces given as a set of their codes (see `taken_codes`)."""
    if size <= 1:
        start = code(target)
        if start not in taken and target in g.floor:
            return target
        return _free_one(g, start, taken, toward)
    return land(g, target, set(map(decode, taken)), toward, size)


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
