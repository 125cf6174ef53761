"""Legend of Drizzt dungeon geometry, part one: the words and shapes (sides, turns, tile
definitions and their turned forms). Everything here is re-exported by `game.drizzt.grid`, the
entry point; see its docstring for the grid itself."""
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
    (dead ends sealed), door side and marked spaces ('S', '>', 'X' -> local cells, row-major);
    `sides`, the open sides as (side, dx, dy) in n, e, s, w order, for walks over them."""

    __slots__ = ("rows", "floor", "open", "door", "marks", "sides")

    def __init__(self, tdef: TileDef, rot: int) -> None:
        rot %= 4
        self.rows = rotate_rows(tdef.cells, rot)
        self.floor = frozenset((x, y) for y, row in enumerate(self.rows) for x, ch in enumerate(row)
                               if ch != WALL_CHAR)
        self.open = frozenset(rotate_side(side, rot) for side, kind in tdef.edges
                              if kind == OPEN and (not tdef.dead_end or side == S))
        self.door = rotate_side(tdef.door, rot) if tdef.door else ""
        self.sides = tuple([step for step in _ORTHO if step[0] in self.open])
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
# Reading arguments

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
