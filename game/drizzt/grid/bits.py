"""Legend of Drizzt dungeon geometry, part four: a map's spaces as bitboards, the way chess
engines hold a board. Every space of the map's bounding box (plus a border of one) is one bit
of a Python int; for each of the 8 step directions a mask holds the spaces from which that step
is legal (LD-MOVE-03/04/06: floor to floor, across an edge only where the tiles link, a diagonal
only round an open corner). A whole ring of a breadth-first search is then a few shifts and ands,
whatever its size. Used by `geometry._Geo`; re-exported nowhere (internal).

Bits run column by column (x, then y within a column), so ascending bits are ascending `code`s:
the order every list of spaces is given in."""
from __future__ import annotations

from itertools import compress

from game.drizzt.grid.tiles import E, S, SIZE

_SHIFT, _OFF = 12, 1 << 11  # codes.code: a space is ((x + _OFF) << _SHIFT) | (y + _OFF)
_LOW = (1 << _SHIFT) - 1
_COLUMN = (1 << SIZE) - 1  # one tile column of SIZE spaces, before spacing by the stride


class Bits:
    """One map's bitboards: `floor`, the 8 step masks (N, E, S, W, NE, SE, SW, NW, the order of
    `geometry._Geo._neighbours`), and the arithmetic between bits and codes."""

    __slots__ = ("x0", "y0", "stride", "first", "base", "floor", "shut_e", "shut_s", "masks", "steps", "by_shift")

    def __init__(self, turned: dict, links: set) -> None:
        xs = [tx for tx, _ty in turned]
        ys = [ty for _tx, ty in turned]
        h = (max(ys) - min(ys) + 1) * SIZE + 2
        self._place(min(xs) * SIZE - 1, min(ys) * SIZE - 1, h)  # a border of one empty space
        x0, y0 = self.x0, self.y0
        floor = shut_e = shut_s = 0
        east_col, south_row = _edges(h)
        local = _LOCAL
        for pos, td in turned.items():
            at = (pos[0] * SIZE - x0) * h + pos[1] * SIZE - y0
            floor |= (local.get((td, h)) or _local_floor(td, h)) << at
            if (pos, E) not in links:
                shut_e |= east_col << at  # no step over this tile's east edge
            if (pos, S) not in links:
                shut_s |= south_row << at
        self._step(floor, shut_e, shut_s)

    def _place(self, x0: int, y0: int, h: int) -> None:
        """Set the bounding box: its west column and north row `x0`, `y0` and its height `h`."""
        self.x0, self.y0, self.stride = x0, y0, h
        self.first = (x0 + _OFF) * h + y0 + _OFF  # bit = (k >> _SHIFT) * h + (k & _LOW) - first
        self.base = ((x0 + _OFF) << _SHIFT) | (y0 + _OFF)  # the code of bit 0

    def _step(self, floor: int, shut_e: int, shut_s: int) -> None:
        """Set the floor, the closed edges (`shut_e`: spaces with no step east, over a tile's
        east edge; `shut_s`: the same southward) and the 8 step masks worked out from them."""
        self.floor, self.shut_e, self.shut_s = floor, shut_e, shut_s
        h = self.stride
        east = floor & (floor >> h) & ~shut_e  # floor with floor to the east, across an open edge
        south = floor & (floor >> 1) & ~shut_s
        north, west = south << 1, east << h  # a step is legal both ways
        ne = (north & (east << 1)) | (east & (north >> h))  # round the corner one way or the other
        se = (south & (east >> 1)) | (east & (south >> h))
        sw = (south & (west >> 1)) | (west & (south << h))
        nw = (north & (west << 1)) | (west & (north << h))
        self.masks = masks = (north, east, south, west, ne, se, sw, nw)
        by_bit, by_code, self.by_shift = _shifts(h)
        self.steps = tuple(zip(masks, by_bit, by_code))

    def grown(self, placed, links: set) -> "Bits | None":
        """The bitboards of this map plus the tiles `placed`, (turned tile, tx, ty) each in the
        order placed, `links` those of the grown map: equal to `Bits` worked out afresh. None
        when a tile makes the bounding box taller (every column would move apart: work it out
        afresh); a tile west of the box moves every bit up by whole columns. A link is only ever
        added by a new tile (its own edges and its neighbours' edges toward it), so each tile's
        edges are closed or opened as the grown map's links say."""
        h, x0, y0 = self.stride, self.x0, self.y0
        floor, shut_e, shut_s = self.floor, self.shut_e, self.shut_s
        east_col, south_row = _edges(h)
        west_of = SIZE * h  # from a tile's bits to its western neighbour's
        for td, tx, ty in placed:
            top = ty * SIZE - y0  # the tile's north row, from the box's
            if top < 1 or top + SIZE > h - 1:
                return None
            west = tx * SIZE - 1
            if west < x0:
                d = (x0 - west) * h
                floor, shut_e, shut_s, x0 = floor << d, shut_e << d, shut_s << d, west
            at = (tx * SIZE - x0) * h + top
            floor |= (_LOCAL.get((td, h)) or _local_floor(td, h)) << at
            if ((tx, ty), E) not in links:
                shut_e |= east_col << at
            if ((tx, ty), S) not in links:
                shut_s |= south_row << at
            # A neighbour's edge toward the tile opens if they link (inside the box only: one
            # outside is not placed yet, and closes no edge when it is).
            if at > west_of and ((tx - 1, ty), E) in links:
                shut_e &= ~(east_col << (at - west_of))
            if top > SIZE and ((tx, ty - 1), S) in links:
                shut_s &= ~(south_row << (at - SIZE))
        out = Bits.__new__(Bits)
        if x0 == self.x0:
            out.x0, out.y0, out.stride, out.first, out.base = x0, y0, h, self.first, self.base
        else:
            out._place(x0, y0, h)
        out._step(floor, shut_e, shut_s)
        return out

    def bit(self, k: int) -> int:
        """The bit number of the space with code k (inside the bounding box)."""
        return (k >> _SHIFT) * self.stride + (k & _LOW) - self.first

    def cells_mask(self, cells) -> int:
        """The spaces (x, y) as one mask (spaces off the map are left out)."""
        h, x0, y0, out = self.stride, self.x0, self.y0, 0
        for x, y in cells:
            b = (x - x0) * h + y - y0
            if b >= 0:
                out |= 1 << b
        return out & self.floor

    def mask(self, codes) -> int:
        """The spaces with these codes as one mask (spaces off the map are left out)."""
        h, first, out = self.stride, self.first, 0
        for k in codes:
            b = (k >> _SHIFT) * h + (k & _LOW) - first
            if b >= 0:
                out |= 1 << b
        return out & self.floor

    def step_codes(self, k: int) -> tuple[int, ...]:
        """The codes one legal step from code k, in the directions' order."""
        b = self.bit(k)
        if b < 0:
            return ()
        return tuple([k + dk for m, _d, dk in self.steps if m >> b & 1])

    def codes(self, mask: int) -> list[int]:
        """The codes of the spaces in `mask`, ascending."""
        digits = bin(mask)[:1:-1].encode().translate(_ZERO_ONE)  # bit 0 first, as 0 and 1 bytes
        return list(map(self.base.__add__, compress(_offsets(self.stride, len(digits)), digits)))

    def bases(self, size: int) -> int:
        """The top-left spaces of every size x size base (size > 1) that stands on floor, not
        split by a wall edge or closed door: inside it every step east and south is legal."""
        h, last = self.stride, size - 1
        _n, east, south = self.masks[:3]
        out = -1
        for i in range(size):  # the space i east and j south of the top-left: i * h + j bits on
            for j in range(size):
                if i < last:
                    out &= east >> (i * h + j)
                if j < last:
                    out &= south >> (i * h + j)
        return out

    def ring(self, front: int) -> int:
        """Every space one legal step from a space of `front`."""
        h = self.stride
        n, e, s, w, ne, se, sw, nw = self.masks
        return (((front & n) >> 1) | ((front & s) << 1) | ((front & e) << h) | ((front & w) >> h)
                | ((front & ne) << (h - 1)) | ((front & se) << (h + 1)) | ((front & sw) >> (h - 1))
                | ((front & nw) >> (h + 1)))

    def route(self, start: int, end: int, fuel: int | None, blocked: int = 0, passable_only: int = 0) -> list[int] | None:
        """The codes stepped through (after `start`, ending with `end`) on a shortest legal move,
        the rule of `reach`; None if `end` cannot be ended on within `fuel` steps (None: any
        number). Of several shortest moves, the one whose directions come first in the order of
        `steps`, step by step: the move a breadth-first search trying directions in that order
        finds first."""
        e = self.bit(end)
        goal = 1 << e if e >= 0 else 0
        if not goal & self.floor or goal & (blocked | passable_only):
            return None
        if start == end:
            return []
        front = 1 << self.bit(start)
        left = self.floor & ~blocked & ~front
        rings = [front]  # rings[k]: the spaces first reached after k steps
        while not front & goal:
            if fuel is not None and len(rings) > fuel:
                return None
            front = self.ring(front) & left
            if not front:
                return None
            left ^= front
            rings.append(front)
        return self.back(rings, start, goal)

    def back(self, rings: list[int], start: int, goal: int) -> list[int]:
        """The first shortest move (see `route`) from `start` to the space `goal` (a one-bit
        mask in the last of `rings`, the rings of a search from `start`), as codes."""
        last = len(rings) - 1
        on = [0] * last + [goal]  # back from the end: the spaces of each ring on some shortest move to it
        h = self.stride
        n, e, s, w, ne, se, sw, nw = self.masks
        hm, hp = h - 1, h + 1
        front = goal
        for k in range(last - 1, 0, -1):  # `ring`, written out
            front = on[k] = (((front & n) >> 1) | ((front & s) << 1) | ((front & e) << h) | ((front & w) >> h)
                             | ((front & ne) << hm) | ((front & se) << hp) | ((front & sw) >> hm)
                             | ((front & nw) >> hp)) & rings[k]
        b = self.bit(start)
        out = []
        steps, by_shift = self.steps, self.by_shift
        for k in range(1, last + 1):  # forward: the first direction that stays on a shortest move
            here = on[k]
            if not here & (here - 1):  # one space only: no choice to make
                db, dk = by_shift[here.bit_length() - 1 - b]
            else:
                for m, db, dk in steps:
                    if m >> b & 1 and here >> (b + db) & 1:
                        break
            b += db
            start += dk
            out.append(start)
        return out

    def spread(self, rings: list[int], left: int, fuel: int) -> int:
        """Grow a search: append to `rings` (rings[k], the spaces first reached after k steps) the
        spaces of `left` one step beyond the last ring, until there are rings up to `fuel` steps
        or one is empty; returns the spaces still not reached."""
        h = self.stride
        n, e, s, w, ne, se, sw, nw = self.masks
        hm, hp = h - 1, h + 1
        front = rings[-1]
        while len(rings) <= fuel and front:  # the hot loop of a hero's turn: `ring`, written out
            front = (((front & n) >> 1) | ((front & s) << 1) | ((front & e) << h) | ((front & w) >> h)
                     | ((front & ne) << hm) | ((front & se) << hp) | ((front & sw) >> hm)
                     | ((front & nw) >> hp)) & left
            left ^= front
            rings.append(front)
        return left

    def reach(self, start: int, fuel: int, blocked: int = 0, passable_only: int = 0) -> int:
        """The spaces a figure on code `start` can end a move on with at most `fuel` steps, as a
        mask: never entering `blocked` spaces, passing but not ending on `passable_only` ones, the
        start left out (the rule of `grid.reachable`)."""
        front = 1 << self.bit(start)
        free = self.floor & ~blocked & ~front  # spaces not yet reached that may be entered
        left = self.spread([front], free, fuel)
        return (free ^ left) & ~passable_only


_ZERO_ONE = bytes.maketrans(b"01", b"\x00\x01")  # binary digits as selectors for compress
_EDGES: dict[int, tuple[int, int]] = {}  # stride -> a tile's east column and south row, at the origin


def _edges(h: int) -> tuple[int, int]:
    got = _EDGES.get(h)
    if got is None:
        got = _EDGES[h] = (_COLUMN << ((SIZE - 1) * h), sum(1 << (lx * h + SIZE - 1) for lx in range(SIZE)))
    return got


_SHIFTS: dict[int, tuple] = {}  # stride -> the 8 steps' bit and code shifts, and {bit shift: (it, code shift)}


def _shifts(h: int) -> tuple[tuple[int, ...], tuple[int, ...], dict[int, tuple[int, int]]]:
    """The step shifts for stride h (shared: read them, never change them)."""
    got = _SHIFTS.get(h)
    if got is None:
        k = 1 << _SHIFT  # one column in codes
        by_bit, by_code = (-1, h, 1, -h, h - 1, h + 1, 1 - h, -h - 1), (-1, k, 1, -k, k - 1, k + 1, 1 - k, -k - 1)
        got = _SHIFTS[h] = (by_bit, by_code, dict(zip(by_bit, zip(by_bit, by_code))))
    return got


_OFFSETS: dict[int, list[int]] = {}  # stride -> the code offset of every bit from bit 0


def _offsets(h: int, bits: int) -> list[int]:
    got = _OFFSETS.get(h)
    if got is None or len(got) < bits:
        got = _OFFSETS[h] = [((i // h) << _SHIFT) + i % h for i in range(max(bits, h * 64))]
    return got


_LOCAL: dict[tuple, int] = {}  # (turned tile, stride) -> its floor as bits at the origin
_COLUMNS: dict = {}  # turned tile -> its floor column by column, (lx, the ly bits of that column)


def _local_floor(td, h: int) -> int:
    got = _LOCAL.get((td, h))
    if got is None:
        cols = _COLUMNS.get(td)
        if cols is None:
            if len(_COLUMNS) > 4096:
                _COLUMNS.clear()
            by_x = [0] * SIZE
            for lx, ly in td.floor:
                by_x[lx] |= 1 << ly
            cols = _COLUMNS[td] = tuple(enumerate(by_x))
        if len(_LOCAL) > 20_000:
            _LOCAL.clear()
        got = 0
        for lx, col in cols:
            got |= col << (lx * h)
        _LOCAL[(td, h)] = got
    return got
