"""Legend of Drizzt dungeon geometry: pure functions over plain data.

The dungeon is a grid of 4 x 4 tiles (docs/drizzt-content.md, "The grid"): tile `(tx, ty)` covers
spaces `(4*tx .. 4*tx+3, 4*ty .. 4*ty+3)`; x grows east, y grows south. A placed tile is a
`PlacedTile` (state.py): its content id, its tile position, `rot` quarter turns clockwise from the
authored orientation and its door token. What a tile looks like is a `TileDef`, built by the content
loader; this module never reads content itself: functions that need the shapes take `defs`, a
mapping `{tile id: TileDef}` or a callable `id -> TileDef`. Pass the same `defs` object every time:
the derived geometry of a map is cached per map and per `defs` object.

Cells may be given as `[x, y]` lists (the state's JSON form) or `(x, y)` tuples; cells handed back
are always tuples. Sets of cells (`blocked`, `occupied`, ...) may be any iterable of cells; a `set`
or `frozenset` is used as it is and must then hold tuples.

The map: `index(tiles)` builds a `TileIndex` over a list of `PlacedTile`. It is cheap (a dict of the
tiles plus a key); the heavy derived data (floor spaces, the step graph, tile links, tile distances)
is shared between every index with the same key (same tiles, positions, turns and door states), so
call `index(state.tiles)` again whenever the tiles may have changed (a tile placed, a door opened)
rather than keeping an old one.

Rules: LD-TILE-02..11 (tiles, edges, triangle, corridors, tile distance, large figures),
LD-EXPL-01/02 (exploring), LD-MOVE-02..07 (movement), LD-ATK-01/02 (ranges in tiles),
LD-MON-03/04 (landing on spawn points), LD-DOOR and G-24 (closed doors block), G-16 (several edges).
"""
from __future__ import annotations

from typing import TYPE_CHECKING

# The code is split by job; this module re-exports it all and stays the entry point:
# - tiles.py: sides, turns, tile definitions and their turned forms
# - geometry.py: a map's derived geometry (shared and lazy), TileIndex
# - codes.py: a space as one int (code, decode), a map's step tables
# - spots.py: where a figure fits and lands
from game.drizzt.grid.codes import code, decode
from game.drizzt.grid.geometry import TileIndex, index
from game.drizzt.grid.spots import fits, landing_cell, monster_cells, nearest_free_next_to, spawn_point
from game.drizzt.grid.tiles import (_INDEX, CLOSED_DOORS, EXIT_CHAR, OPEN, SIDES, SIZE, SPAWN_CHAR,
                                    STAIRS_CHAR, STEP, WALL, WALL_CHAR, Cell, Defs, E, N, Pos, S, TileDef, TileRef,
                                    Turned, W, _cell, _cellset, _figure, _getter, _pos, door_side, edge_kind,
                                    is_corridor, opposite, rotate_local, rotate_rows, rotate_side, tile_cells,
                                    tile_of, triangle_side, turned)

if TYPE_CHECKING:
    from game.drizzt.state import PlacedTile

__all__ = [  # the whole geometry, whichever module holds it
    "Cell", "Pos", "N", "E", "S", "W", "SIDES", "OPEN", "WALL", "SIZE", "STEP", "CLOSED_DOORS", "WALL_CHAR",
    "SPAWN_CHAR", "STAIRS_CHAR", "EXIT_CHAR", "Defs", "TileRef", "opposite", "rotate_side", "rotate_rows",
    "rotate_local", "TileDef", "Turned", "turned", "tile_cells", "edge_kind", "door_side", "triangle_side",
    "is_corridor", "tile_of", "code", "decode", "TileIndex", "index", "tile_at_cell", "is_floor",
    "cells_of_tile", "marked_cells", "spawn_cell", "stairs_cell", "placement_for", "unexplored_edges",
    "edges_next_to", "corridor_follow_on", "door_cells", "step_ok", "adjacent_open", "reachable",
    "reachable_codes", "reachable_cells", "path", "tiles_of", "linked_tiles", "tile_distance", "tile_route",
    "distance_between", "within_tiles", "adjacent", "figures_adjacent", "monster_cells", "fits",
    "nearest_free_next_to", "landing_cell",
]


# ---------------------------------------------------------------------------------------------
# The map

def tile_at_cell(idx: TileIndex, cell) -> "PlacedTile | None":
    """The placed tile holding the space, or None (no tile there)."""
    return idx.at.get((cell[0] // SIZE, cell[1] // SIZE))


def is_floor(idx: TileIndex, defs: Defs, cell) -> bool:
    """True if the space is on a placed tile and is not a wall space (LD-MOVE-06)."""
    return _cell(cell) in idx.geo(defs).floor


def cells_of_tile(idx: TileIndex, defs: Defs, tile: TileRef, floor_only: bool = True) -> tuple[Cell, ...]:
    """The spaces of a placed tile, row-major (north row first); only floor spaces unless told."""
    tx, ty = _pos(tile)
    if floor_only:
        td = idx.geo(defs).turned[(tx, ty)]
        return tuple((tx * SIZE + x, ty * SIZE + y) for y in range(SIZE) for x in range(SIZE)
                     if (x, y) in td.floor)
    return tuple((tx * SIZE + x, ty * SIZE + y) for y in range(SIZE) for x in range(SIZE))


def marked_cells(idx: TileIndex, defs: Defs, mark: str, tile: TileRef | None = None) -> tuple[Cell, ...]:
    """The spaces carrying `mark` ('S', '>', 'X'...) on one tile, or on every tile (map order)."""
    g = idx.geo(defs)
    positions = [_pos(tile)] if tile is not None else list(idx.at)
    out = []
    for tx, ty in positions:
        for x, y in g.turned[(tx, ty)].marks.get(mark, ()):
            out.append((tx * SIZE + x, ty * SIZE + y))
    return tuple(out)


def spawn_cell(idx: TileIndex, defs: Defs, tile: TileRef) -> Cell | None:
    """The tile's spawn point (LD-TILE-03), or None if it has none."""
    return spawn_point(idx.geo(defs), _pos(tile))


def stairs_cell(idx: TileIndex, defs: Defs, tile: TileRef | None = None) -> Cell | None:
    """The stairs space on `tile`, or the first on the map when no tile is given (LD-SET-07)."""
    cells = marked_cells(idx, defs, STAIRS_CHAR, tile)
    return cells[0] if cells else None


# ---------------------------------------------------------------------------------------------
# Exploration

def placement_for(idx: TileIndex, from_tile: TileRef, side: str) -> tuple[int, int, int] | None:
    """(tx, ty, rot) for a new tile explored from `from_tile` across its `side`: the tile next to it
    on that side, turned so that its authored south (triangle) edge faces the tile explored from
    (LD-TILE-06, LD-EXPL-02). None if a tile already lies there."""
    fx, fy = _pos(from_tile)
    dx, dy = STEP[side]
    tx, ty = fx + dx, fy + dy
    if (tx, ty) in idx.at:
        return None
    return tx, ty, _INDEX[side]  # rotate_side(S, rot) == opposite(side)


def unexplored_edges(idx: TileIndex, defs: Defs, tile: TileRef, through_doors: bool = False) -> tuple[str, ...]:
    """The sides (n, e, s, w order) of a placed tile that are unexplored (LD-TILE-05): open on this
    tile (a dead end's sealed sides are not, LD-TILE-11) and with no tile beyond. An edge behind a
    closed or locked door is left out unless `through_doors` (G-24: open it first)."""
    pos = _pos(tile)
    g = idx.geo(defs)
    td = g.turned[pos]
    shut = g.closed.get(pos, "")
    at = idx.at
    x, y = pos
    out = []
    for side, dx, dy in td.sides:
        if (x + dx, y + dy) not in at and (through_doors or side != shut):
            out.append(side)
    return tuple(out)


def edges_next_to(idx: TileIndex, defs: Defs, cell, through_doors: bool = False) -> tuple[str, ...]:
    """The unexplored edges of its tile that a figure on `cell` stands next to: the space is on that
    edge's border row or column (LD-EXPL-01). A corner space may give two (G-16: the player picks)."""
    tile = tile_at_cell(idx, cell)
    if tile is None:
        return ()
    lx, ly = cell[0] - tile.tx * SIZE, cell[1] - tile.ty * SIZE
    if 0 < lx < SIZE - 1 and 0 < ly < SIZE - 1:
        return ()  # an inner space borders no edge
    border = (N if ly == 0 else "", E if lx == SIZE - 1 else "", S if ly == SIZE - 1 else "", W if lx == 0 else "")
    return tuple([side for side in unexplored_edges(idx, defs, tile, through_doors) if side in border])


def corridor_follow_on(idx: TileIndex, defs: Defs, tile: TileRef) -> tuple[int, int, int] | None:
    """For a corridor just placed (LD-TILE-08, LD-EX-19): (tx, ty, rot) for the tile to attach at
    once to its unexplored edge; None if it is no corridor or nothing can be attached there."""
    placed = idx[_pos(tile)]
    if not is_corridor(_getter(defs)(placed.id)):
        return None
    for side in unexplored_edges(idx, defs, placed):
        return placement_for(idx, placed, side)
    return None


def door_cells(idx: TileIndex, defs: Defs, tile: TileRef) -> tuple[Cell, ...]:
    """The floor spaces next to a tile's door (LD-DOOR-02/04): its border row on the door's side and
    the facing border row of the tile beyond, if any. () if the tile has no door."""
    pos = _pos(tile)
    g = idx.geo(defs)
    side = g.turned[pos].door
    if not side:
        return ()
    dx, dy = STEP[side]
    out = []
    turned, floor = g.turned, g.floor
    for (tx, ty), s in ((pos, side), ((pos[0] + dx, pos[1] + dy), opposite(side))):
        if (tx, ty) not in turned:
            continue
        bx, by = tx * SIZE, ty * SIZE
        for lx, ly in _BORDER[s]:
            c = (bx + lx, by + ly)
            if c in floor:
                out.append(c)
    return tuple(out)


# A tile's border spaces on each side (local), in the order `door_cells` lists them.
_BORDER = {N: [(i, 0) for i in range(SIZE)], S: [(i, SIZE - 1) for i in range(SIZE)],
           W: [(0, i) for i in range(SIZE)], E: [(SIZE - 1, i) for i in range(SIZE)]}


# ---------------------------------------------------------------------------------------------
# Movement

def step_ok(idx: TileIndex, defs: Defs, a, b, blocked=()) -> bool:
    """Can a figure step from space `a` to the neighbouring space `b` (8 directions, LD-MOVE-04)?

    Both must be floor spaces (LD-MOVE-06) and `b` not in `blocked` (monsters, LD-MOVE-05).
    Crossing into another tile needs the edge open on both tiles and no closed or locked door on it
    (G-24). A diagonal step needs one of its two orthogonal two-step routes to be allowed by the
    walls, edges and doors, so no cutting between two walls (LD-MOVE-06, LD-EX-04 C); figures on
    those corner spaces do not stop a diagonal step."""
    b = _cell(b)
    if b in _cellset(blocked):
        return False
    return code(b) in idx.geo(defs).codes[code(a)]


def adjacent_open(idx: TileIndex, defs: Defs, a, b) -> bool:
    """Adjacent spaces with nothing between them: a step from one to the other is allowed by the
    walls, edges and doors (figures ignored)."""
    return code(b) in idx.geo(defs).codes[code(a)]


def reachable(idx: TileIndex, defs: Defs, start, fuel: int, blocked=(), passable_only=(),
              include_start: bool = False) -> dict[Cell, int]:
    """{space: steps} for every space a hero on `start` can end a move on with at most `fuel`
    steps (LD-MOVE-02/03/04). Each step is `step_ok`; `blocked` spaces (monsters) are never entered
    (LD-MOVE-05); `passable_only` spaces (other heroes) may be passed through but not ended on
    (LD-MOVE-07). The start itself (cost 0) is included only with `include_start`."""
    g = idx.geo(defs)
    start = _cell(start)
    blocked = _cellset(blocked)
    passable_only = _cellset(passable_only)
    nbrs = g.nbrs
    cost = {start: 0}
    frontier = [start]
    for d in range(1, fuel + 1):
        nxt = []
        for c in frontier:
            for n in nbrs[c]:
                if n not in cost and n not in blocked:
                    cost[n] = d
                    nxt.append(n)
        if not nxt:
            break
        frontier = nxt
    if not include_start:
        del cost[start]
    if passable_only:
        for c in passable_only:
            if c != start or not include_start:
                cost.pop(c, None)
    return cost


def reachable_codes(idx: TileIndex, defs: Defs, start, fuel: int, blocked=(), passable_only=()) -> list[int]:
    """The spaces of `reachable` (start left out) as `code`s in ascending order, without their
    costs: the same breadth-first search, a whole ring at a time on the map's bitboards."""
    bits = idx.geo(defs).bits()
    return bits.codes(bits.reach(code(start), fuel, bits.mask(map(code, blocked)),
                                 bits.mask(map(code, passable_only))))


def reachable_cells(idx: TileIndex, defs: Defs, start, fuel: int, blocked=(), passable_only=()) -> set[Cell]:
    """The spaces of `reachable` (start left out) as a set, without their costs."""
    return set(map(decode, reachable_codes(idx, defs, start, fuel, blocked, passable_only)))


def path(idx: TileIndex, defs: Defs, start, end, fuel: int | None = None, blocked=(),
         passable_only=()) -> list[Cell] | None:
    """The spaces stepped through (after `start`, ending with `end`) on a shortest legal move to
    `end`, as `reachable` counts it; None if `end` cannot be ended on within `fuel` (None: any
    distance). The same map and figures always give the same path."""
    bits = idx.geo(defs).bits()
    got = bits.route(code(start), code(end), fuel, bits.mask(map(code, blocked)), bits.mask(map(code, passable_only)))
    return None if got is None else list(map(decode, got))


# ---------------------------------------------------------------------------------------------
# Tiles and distance

def tiles_of(cells) -> frozenset[Pos]:
    """The tile positions a figure covers: a 2 x 2 base may lie on several (LD-TILE-10, LD-EX-05).
    `cells`: one space or an iterable of spaces."""
    return frozenset((x // SIZE, y // SIZE) for x, y in _figure(cells))


def linked_tiles(idx: TileIndex, defs: Defs, tile: TileRef) -> tuple[Pos, ...]:
    """The tiles 1 away from `tile` (n, e, s, w order): beside it across an edge open on both
    tiles with no closed door (LD-TILE-09, LD-ATK-02)."""
    return idx.geo(defs).tile_links(_pos(tile))


def tile_distance(idx: TileIndex, defs: Defs, a_tile: TileRef, b_tile: TileRef) -> int | None:
    """Tiles between two placed tiles, counted only orthogonally across edges open on both sides
    with no closed or locked door (LD-TILE-09, LD-ATK-02, G-24, LD-EX-03, LD-EX-06).
    0 for the same tile; None if no such route exists. Cached per map."""
    return idx.geo(defs).distances(_pos(a_tile)).get(_pos(b_tile))


def tile_route(idx: TileIndex, defs: Defs, a_tile: TileRef, b_tile: TileRef) -> list[Pos] | None:
    """A shortest tile route from `a_tile` to `b_tile` (both included) along `tile_distance`'s
    steps, deterministic (at each tile the first of n, e, s, w that gets closer); None if there is
    none. A monster moving N tiles toward a hero goes to route[N] (LD-MON-03/04)."""
    return idx.geo(defs).tile_route(_pos(a_tile), _pos(b_tile))


def distance_between(idx: TileIndex, defs: Defs, figure_a, figure_b) -> int | None:
    """Tile distance between two figures (each one space or a list of spaces): the least over the
    tiles each covers (LD-TILE-10, LD-EX-05). None if no route."""
    ta, tb = tiles_of(figure_a), tiles_of(figure_b)
    if ta & tb:
        return 0
    g = idx.geo(defs)
    best = None
    for a in ta:
        dist = g.distances(a)
        for b in tb:
            d = dist.get(b)
            if d is not None and (best is None or d < best):
                best = d
    return best


def within_tiles(idx: TileIndex, defs: Defs, figure_a, figure_b, n: int) -> bool:
    """True if the figures are at most `n` tiles apart (a power's or a tactic's range, LD-ATK-01/02)."""
    d = distance_between(idx, defs, figure_a, figure_b)
    return d is not None and d <= n


# ---------------------------------------------------------------------------------------------
# Spaces

def adjacent(a, b) -> bool:
    """Neighbouring spaces, diagonals included (walls not considered: see `adjacent_open`)."""
    dx, dy = abs(a[0] - b[0]), abs(a[1] - b[1])
    return max(dx, dy) == 1


def figures_adjacent(figure_a, figure_b) -> bool:
    """Some space of one figure is next to some space of the other (large bases, LD-TILE-10)."""
    fb = _figure(figure_b)
    return any(adjacent(a, b) for a in _figure(figure_a) for b in fb)
