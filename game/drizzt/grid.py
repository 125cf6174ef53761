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

from collections.abc import Callable, Iterable, Mapping
from dataclasses import dataclass
from functools import lru_cache
from typing import TYPE_CHECKING, Union

if TYPE_CHECKING:  # the geometry needs only the attributes tx, ty, id, rot, door
    from game.drizzt.state import PlacedTile

Cell = tuple[int, int]  # a space (x, y)
Pos = tuple[int, int]  # a tile position (tx, ty)

N, E, S, W = "n", "e", "s", "w"
SIDES = (N, E, S, W)  # clockwise
OPEN, WALL = "open", "wall"
SIZE = 4  # spaces along a tile's side
STEP = {N: (0, -1), E: (1, 0), S: (0, 1), W: (-1, 0)}  # one tile (or space) toward a side
CLOSED_DOORS = frozenset({"closed", "locked"})  # PlacedTile.door values that block their edge (G-24)
WALL_CHAR, SPAWN_CHAR, STAIRS_CHAR, EXIT_CHAR = "#", "S", ">", "X"

_INDEX = {side: i for i, side in enumerate(SIDES)}
_ORTHO = ((N, 0, -1), (E, 1, 0), (S, 0, 1), (W, -1, 0))
_DIAG = ((1, -1), (1, 1), (-1, 1), (-1, -1))  # NE, SE, SW, NW
_EMPTY: frozenset = frozenset()

Defs = Union[Mapping[str, "TileDef"], Callable[[str], "TileDef"]]
TileRef = Union["PlacedTile", Pos, list]  # a placed tile or its position


# ---------------------------------------------------------------------------------------------
# Sides and rotation

def opposite(side: str) -> str:
    """The side facing `side`: n <-> s, e <-> w."""
    return SIDES[(_INDEX[side] + 2) % 4]


def rotate_side(side: str, rot: int) -> str:
    """Where the authored side `side` points after `rot` quarter turns clockwise (n -> e -> s -> w)."""
    return SIDES[(_INDEX[side] + rot) % 4]


def rotate_rows(rows: Iterable[str], turns: int) -> tuple[str, ...]:
    """Square rows of characters turned `turns` quarter turns clockwise (negative: anticlockwise).

    One turn takes the north row to the east column (read top to bottom)."""
    rows = tuple(rows)
    n = len(rows)
    for _ in range(turns % 4):
        rows = tuple("".join(rows[n - 1 - c][r] for c in range(n)) for r in range(n))
    return rows


def rotate_local(lx: int, ly: int, rot: int) -> Cell:
    """Where the authored space (lx, ly) of a tile (0..3 each) lies after `rot` clockwise turns."""
    for _ in range(rot % 4):
        lx, ly = SIZE - 1 - ly, lx
    return lx, ly


# ---------------------------------------------------------------------------------------------
# Tile definitions

@dataclass(frozen=True)
class TileDef:
    """One dungeon tile as authored (docs/drizzt-content.md, tiles.toml); built by the content loader.

    `cells`: 4 rows of 4 characters, north row first ('#' wall; everything else is floor:
    '.' floor, 'S' spawn point, '>' stairs, 'X' exit). `edges`: one (side, "open" | "wall") pair per
    side; a mapping is accepted and normalised to pairs in n, e, s, w order. As authored the south
    edge is the triangle's edge (LD-TILE-06). `door`: "" or the side that carries a door (the door
    sits on an open edge; a closed or locked token blocks it, G-24). A `dead_end` tile is sealed on
    every side but its triangle edge, whatever `edges` says (LD-TILE-11).

    Frozen and hashable: rotated data is cached per (tile, rot) with functools.lru_cache.
    Malformed shapes raise ValueError."""

    id: str
    cells: tuple[str, ...]
    edges: tuple[tuple[str, str], ...]
    triangle: str = "black"  # black: an encounter in the villain phase (LD-TILE-07); white: none
    corridor: bool = False  # walls on e and w, open n and s (LD-TILE-08)
    door: str = ""
    dead_end: bool = False
    kind: str = "dungeon"  # start | dungeon | special
    name: str = ""

    def __post_init__(self) -> None:
        cells = tuple(self.cells)
        if len(cells) != SIZE or any(not isinstance(row, str) or len(row) != SIZE for row in cells):
            raise ValueError(f"tile {self.id!r}: cells must be {SIZE} rows of {SIZE} characters")
        pairs = self.edges.items() if isinstance(self.edges, Mapping) else self.edges
        kinds: dict[str, str] = {}
        for side, kind in pairs:
            if side not in _INDEX:
                raise ValueError(f"tile {self.id!r}: unknown edge side {side!r} (n, e, s or w)")
            if kind not in (OPEN, WALL):
                raise ValueError(f"tile {self.id!r}: edge {side} is {kind!r}, not 'open' or 'wall'")
            kinds[side] = kind
        missing = [side for side in SIDES if side not in kinds]
        if missing:
            raise ValueError(f"tile {self.id!r}: edges miss side(s) {', '.join(missing)}")
        if self.door and self.door not in _INDEX:
            raise ValueError(f"tile {self.id!r}: door {self.door!r} is not a side")
        object.__setattr__(self, "cells", cells)
        object.__setattr__(self, "edges", tuple((side, kinds[side]) for side in SIDES))

    def edge(self, side: str) -> str:
        """The authored kind ("open" | "wall") of `side`, before any rotation or dead-end sealing."""
        return self.edges[_INDEX[side]][1]


class Turned:
    """A tile definition turned `rot` quarter turns: its rows, floor spaces (local), open sides
    (dead ends sealed), door side and marked spaces ('S', '>', 'X' -> local cells, row-major)."""

    __slots__ = ("rows", "floor", "open", "door", "marks")

    def __init__(self, tdef: TileDef, rot: int) -> None:
        rot %= 4
        self.rows = rotate_rows(tdef.cells, rot)
        self.floor = frozenset((x, y) for y, row in enumerate(self.rows) for x, ch in enumerate(row)
                               if ch != WALL_CHAR)
        self.open = frozenset(rotate_side(side, rot) for side, kind in tdef.edges
                              if kind == OPEN and (not tdef.dead_end or side == S))
        self.door = rotate_side(tdef.door, rot) if tdef.door else ""
        marks: dict[str, list[Cell]] = {}
        for y, row in enumerate(self.rows):
            for x, ch in enumerate(row):
                if ch not in ".#":
                    marks.setdefault(ch, []).append((x, y))
        self.marks = {ch: tuple(cells) for ch, cells in marks.items()}


@lru_cache(maxsize=4096)
def turned(tdef: TileDef, rot: int) -> Turned:
    """The cached rotated data of `tdef` turned `rot` quarter turns clockwise."""
    return Turned(tdef, rot)


def tile_cells(tdef: TileDef, rot: int) -> tuple[str, ...]:
    """The tile's 4 rows (north first) after `rot` quarter turns clockwise."""
    return turned(tdef, rot % 4).rows


def edge_kind(tdef: TileDef, rot: int, side: str) -> str:
    """"open" or "wall": the tile's edge on `side` of the map once turned `rot` quarter turns.
    A dead end's sides other than its triangle edge are "wall" (LD-TILE-11)."""
    return OPEN if side in turned(tdef, rot % 4).open else WALL


def door_side(tdef: TileDef, rot: int) -> str:
    """The side of the map the tile's door faces once turned `rot` quarter turns ("" if none)."""
    return turned(tdef, rot % 4).door


def triangle_side(rot: int) -> str:
    """The side the triangle edge (authored south) faces after `rot` turns (LD-TILE-06)."""
    return rotate_side(S, rot)


def is_corridor(tdef: TileDef) -> bool:
    """A corridor (LD-TILE-08): flagged so, or shaped so (walls on e and w, open n and s as authored)."""
    return tdef.corridor or (tdef.edge(E) == WALL and tdef.edge(W) == WALL
                             and tdef.edge(N) == OPEN and tdef.edge(S) == OPEN)


# ---------------------------------------------------------------------------------------------
# The map

def _getter(defs: Defs) -> Callable[[str], TileDef]:
    return defs.__getitem__ if isinstance(defs, Mapping) else defs


def _pos(tile: TileRef) -> Pos:
    if hasattr(tile, "tx"):
        return tile.tx, tile.ty
    return tile[0], tile[1]


def _cell(c) -> Cell:
    return c if type(c) is tuple else (c[0], c[1])


def _cellset(cells) -> set | frozenset:
    if not cells:
        return _EMPTY
    if isinstance(cells, (set, frozenset)):
        return cells
    return {(c[0], c[1]) for c in cells}


def _figure(cells) -> tuple[Cell, ...]:
    """One cell or an iterable of cells -> a tuple of cells."""
    cells = list(cells) if not isinstance(cells, (list, tuple)) else cells
    if cells and isinstance(cells[0], int):
        return ((cells[0], cells[1]),)
    return tuple(_cell(c) for c in cells)


def tile_of(cell) -> Pos:
    """The tile position holding a space (whether or not a tile is placed there)."""
    return cell[0] // SIZE, cell[1] // SIZE


class _Geo:
    """Derived geometry of one map key for one `defs` object; shared by equal TileIndexes."""

    __slots__ = ("key", "defs", "turned", "closed", "floor", "links", "nbrs", "dist")

    def __init__(self, key: tuple) -> None:
        self.key = key
        self.defs = None

    def prepare(self, defs: Defs) -> "_Geo":
        if self.defs is defs:
            return self
        get = _getter(defs)
        self.turned = trn = {}
        self.closed = closed = {}  # pos -> the side blocked by a closed/locked door
        self.floor = floor = {}  # cell -> tile pos
        for tx, ty, tid, rot, shut in self.key:
            td = turned(get(tid), rot)
            pos = (tx, ty)
            trn[pos] = td
            if shut and td.door:
                closed[pos] = td.door
            bx, by = tx * SIZE, ty * SIZE
            for lx, ly in td.floor:
                floor[(bx + lx, by + ly)] = pos
        self.links = links = set()  # (pos, side): a figure may cross that edge (and tile distance counts it)
        for pos, td in trn.items():
            for side in td.open:
                if closed.get(pos) == side:
                    continue
                dx, dy = STEP[side]
                other = (pos[0] + dx, pos[1] + dy)
                to = trn.get(other)
                back = opposite(side)
                if to is not None and back in to.open and closed.get(other) != back:
                    links.add((pos, side))
        self.nbrs = self._inherited(defs)
        self.dist = {}
        self.defs = defs
        return self

    def _inherited(self, defs: Defs) -> dict:
        """When this map is the previous one plus a tile, keep the previous map's step neighbours
        for every space away from the new tile (only spaces on it or beside it can change)."""
        parent = _PREPARED.get(self.key[:-1]) if self.key else None
        _PREPARED[self.key] = self
        if len(_PREPARED) > 512:
            _PREPARED.pop(next(iter(_PREPARED)))
        if parent is None or parent.defs is not defs or not parent.nbrs:
            return {}
        nx, ny = self.key[-1][0], self.key[-1][1]
        return {c: n for c, n in parent.nbrs.items()  # diagonal steps reach the corner tiles too
                if max(abs(c[0] // SIZE - nx), abs(c[1] // SIZE - ny)) > 1}

    def _ortho(self, a: Cell, b: Cell, side: str) -> bool:
        floor = self.floor
        pb = floor.get(b)
        if pb is None:
            return False
        pa = floor.get(a)
        return pa is not None and (pa == pb or (pa, side) in self.links)

    def neighbours(self, c: Cell) -> tuple[Cell, ...]:
        got = self.nbrs.get(c)
        if got is None:
            got = self.nbrs[c] = self._neighbours(c)
        return got

    def _neighbours(self, c: Cell) -> tuple[Cell, ...]:
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

    def tile_links(self, pos: Pos) -> tuple[Pos, ...]:
        links = self.links
        return tuple((pos[0] + dx, pos[1] + dy) for side, dx, dy in _ORTHO if (pos, side) in links)

    def distances(self, src: Pos) -> dict[Pos, int]:
        got = self.dist.get(src)
        if got is None:
            got = {src: 0} if src in self.turned else {}
            frontier = list(got)
            d = 0
            while frontier:
                d += 1
                nxt = []
                for p in frontier:
                    for q in self.tile_links(p):
                        if q not in got:
                            got[q] = d
                            nxt.append(q)
                frontier = nxt
            self.dist[src] = got
        return got


_PREPARED: dict[tuple, "_Geo"] = {}  # prepared geometries by map key (newest last), for inheritance


@lru_cache(maxsize=256)
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
    cells = marked_cells(idx, defs, SPAWN_CHAR, tile)
    return cells[0] if cells else None


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
    out = []
    for side, dx, dy in _ORTHO:
        if side in td.open and (pos[0] + dx, pos[1] + dy) not in at and (through_doors or side != shut):
            out.append(side)
    return tuple(out)


def edges_next_to(idx: TileIndex, defs: Defs, cell, through_doors: bool = False) -> tuple[str, ...]:
    """The unexplored edges of its tile that a figure on `cell` stands next to: the space is on that
    edge's border row or column (LD-EXPL-01). A corner space may give two (G-16: the player picks)."""
    tile = tile_at_cell(idx, cell)
    if tile is None:
        return ()
    lx, ly = cell[0] - tile.tx * SIZE, cell[1] - tile.ty * SIZE
    border = {N: ly == 0, E: lx == SIZE - 1, S: ly == SIZE - 1, W: lx == 0}
    return tuple(side for side in unexplored_edges(idx, defs, tile, through_doors) if border[side])


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
    for (tx, ty), s in ((pos, side), ((pos[0] + dx, pos[1] + dy), opposite(side))):
        if (tx, ty) not in g.turned:
            continue
        for i in range(SIZE):
            lx, ly = {N: (i, 0), S: (i, SIZE - 1), W: (0, i), E: (SIZE - 1, i)}[s]
            c = (tx * SIZE + lx, ty * SIZE + ly)
            if c in g.floor:
                out.append(c)
    return tuple(out)


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
    return b in idx.geo(defs).neighbours(_cell(a))


def adjacent_open(idx: TileIndex, defs: Defs, a, b) -> bool:
    """Adjacent spaces with nothing between them: a step from one to the other is allowed by the
    walls, edges and doors (figures ignored)."""
    return _cell(b) in idx.geo(defs).neighbours(_cell(a))


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
    nbrs, compute = g.nbrs, g.neighbours
    cost = {start: 0}
    frontier = [start]
    for d in range(1, fuel + 1):
        nxt = []
        for c in frontier:
            ns = nbrs.get(c)
            if ns is None:
                ns = compute(c)
            for n in ns:
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


def path(idx: TileIndex, defs: Defs, start, end, fuel: int | None = None, blocked=(),
         passable_only=()) -> list[Cell] | None:
    """The spaces stepped through (after `start`, ending with `end`) on a shortest legal move to
    `end`, as `reachable` counts it; None if `end` cannot be ended on within `fuel` (None: any
    distance). The same map and figures always give the same path."""
    g = idx.geo(defs)
    start, end = _cell(start), _cell(end)
    blocked = _cellset(blocked)
    if end in blocked or end in _cellset(passable_only):
        return None
    if end == start:
        return []
    parent: dict[Cell, Cell | None] = {start: None}
    frontier = [start]
    d = 0
    while frontier and (fuel is None or d < fuel):
        d += 1
        nxt = []
        for c in frontier:
            for n in g.neighbours(c):
                if n in parent or n in blocked:
                    continue
                parent[n] = c
                if n == end:
                    out = [n]
                    while parent[out[-1]] != start:
                        out.append(parent[out[-1]])
                    out.reverse()
                    return out
                nxt.append(n)
        frontier = nxt
    return None


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
    g = idx.geo(defs)
    a, b = _pos(a_tile), _pos(b_tile)
    from_b = g.distances(b)
    if a not in from_b:
        return None
    route = [a]
    while route[-1] != b:
        here = route[-1]
        route.append(next(q for q in g.tile_links(here) if from_b.get(q) == from_b[here] - 1))
    return route


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


def monster_cells(cell, size: int = 1) -> tuple[Cell, ...]:
    """The spaces a figure's base covers from its top-left space: 1 or size x size (row-major)."""
    x, y = cell[0], cell[1]
    if size <= 1:
        return ((x, y),)
    return tuple((x + i, y + j) for j in range(size) for i in range(size))


def _block_ok(g: _Geo, cell: Cell, size: int, occupied) -> bool:
    cells = monster_cells(cell, size)
    floor = g.floor
    if any(c not in floor or c in occupied for c in cells):
        return False
    if size > 1:  # the base may not straddle a wall edge or a closed door
        for x, y in cells:
            if x + 1 < cell[0] + size and (x + 1, y) not in g.neighbours((x, y)):
                return False
            if y + 1 < cell[1] + size and (x, y + 1) not in g.neighbours((x, y)):
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


def _free_spot(g: _Geo, target: Cell, occupied, toward: Cell | None, size: int, first_ring: int) -> Cell | None:
    ring = {target: 0}
    frontier = [target]
    r = 0
    seen_blocks: set[Cell] = set()
    while frontier:
        if r >= first_ring:
            best = None
            for c in frontier:
                starts = [c] if size <= 1 else [(c[0] - i, c[1] - j) for j in range(size) for i in range(size)]
                for tl in starts:
                    if tl in seen_blocks:
                        continue
                    seen_blocks.add(tl)
                    cells = monster_cells(tl, size)
                    if size > 1 and target in cells and first_ring > 0:
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
            for n in g.neighbours(c):
                if n not in ring:
                    ring[n] = r
                    nxt.append(n)
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
