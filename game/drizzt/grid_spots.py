"""Legend of Drizzt dungeon geometry, part three: where a figure fits and where it lands
(spawn points taken, large bases, LD-MON-03/04, LD-EX-17). Re-exported by `game.drizzt.grid`,
the entry point."""
from __future__ import annotations

from game.drizzt.grid_map import TileIndex, _Geo, code, decode
from game.drizzt.grid_tiles import Cell, Defs, _cell, _cellset


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
    if any(c not in floor or c in occupied for c in cells):
        return False
    if size > 1:  # the base may not straddle a wall edge or a closed door
        for x, y in cells:
            steps = g.codes[code((x, y))]
            if x + 1 < cell[0] + size and code((x + 1, y)) not in steps:
                return False
            if y + 1 < cell[1] + size and code((x, y + 1)) not in steps:
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


def _nearness(c: Cell, toward: Cell | None) -> tuple:
    """`_closeness` of a one-space figure."""
    if toward is None:
        return (0, 0, c[1], c[0])
    dx, dy = abs(c[0] - toward[0]), abs(c[1] - toward[1])
    return (max(dx, dy), dx * dx + dy * dy, c[1], c[0])


def _free_spot(g: _Geo, target: Cell, occupied, toward: Cell | None, size: int, first_ring: int) -> Cell | None:
    ring = {code(target)}  # spaces met so far, as codes
    frontier = [target]
    r = 0
    seen_blocks: set[Cell] = set()
    floor = g.floor
    while frontier:
        if r >= first_ring and size <= 1:  # a one-space figure: the free spaces of the ring
            free = [c for c in frontier if c in floor and c not in occupied]
            if free:
                return min(free, key=lambda c: _nearness(c, toward))
        elif r >= first_ring:
            best = None
            for c in frontier:
                for tl in [(c[0] - i, c[1] - j) for j in range(size) for i in range(size)]:
                    if tl in seen_blocks:
                        continue
                    seen_blocks.add(tl)
                    cells = monster_cells(tl, size)
                    if target in cells and first_ring > 0:
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


def nearest_free_next_to(idx: TileIndex, defs: Defs, target_cell, occupied=(), toward=None,
                         size: int = 1) -> Cell | None:
    """Where a figure goes when `target_cell` (a spawn point) is taken (LD-MON-03, LD-EX-17): the
    free floor space next to it (a step away, not across a wall or closed door) closest to `toward`
    (a hero's space): fewest steps in open ground (Chebyshev), then straight-line distance, then
    north-most, then west-most. If every neighbour is taken, the ring of spaces 2 steps away, and so
    on. For `size` 2 the answer is a top-left space whose 2 x 2 base fits and touches the ring.
    None if the map has no room."""
    toward = _cell(toward) if toward is not None else None
    return _free_spot(idx.geo(defs), _cell(target_cell), _cellset(occupied), toward, size, 1)


def landing_cell(idx: TileIndex, defs: Defs, target_cell, occupied=(), toward=None, size: int = 1) -> Cell | None:
    """Where a monster moving to a tile lands (LD-MON-03/04): the spawn point `target_cell` if its
    base fits there (top-left on it; for a 2 x 2 base, then any placement covering it), otherwise
    as `nearest_free_next_to`."""
    target = _cell(target_cell)
    g = idx.geo(defs)
    occupied = _cellset(occupied)
    if _block_ok(g, target, size, occupied):
        return target
    toward = _cell(toward) if toward is not None else None
    return _free_spot(g, target, occupied, toward, size, 0 if size > 1 else 1)
