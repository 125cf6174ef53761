"""The city grid: 12 Waterdeep Locations, 3 wide and 4 tall, under the Yawning Portal.

Places are named by strings: "s0".."s11" for the grid slots (row-major, s0..s2 the top row)
and "yp" for the Yawning Portal. The Portal touches the three top slots (VD-SETUP-01..03).
"""
from __future__ import annotations

from functools import lru_cache

COLUMNS, ROWS = 3, 4
SLOTS = COLUMNS * ROWS
YP = "yp"


def slot(i: int) -> str:
    return f"s{i}"


@lru_cache(maxsize=1024)
def slot_index(place: str) -> int:
    """The grid index of a slot name ("s4" -> 4); ValueError for anything else."""
    if not (place.startswith("s") and place[1:].isdigit() and 0 <= int(place[1:]) < SLOTS):
        raise ValueError(f"{place!r} is not a Waterdeep Location")
    return int(place[1:])


@lru_cache(maxsize=1024)
def is_slot(place: str) -> bool:
    return place.startswith("s") and place[1:].isdigit() and 0 <= int(place[1:]) < SLOTS


ALL_SLOTS = tuple(slot(i) for i in range(SLOTS))
PLACES = (*ALL_SLOTS, YP)


@lru_cache(maxsize=None)
def neighbours(place: str, count: int = SLOTS) -> tuple[str, ...]:
    """Side-adjacent places (never diagonal); the Portal touches the top row (VD-SETUP-02/03).
    `count` < 12 is the Fewer Locations grid (3 x 3)."""
    if place == YP:
        return tuple(slot(i) for i in range(COLUMNS))
    i = slot_index(place)
    r, c = divmod(i, COLUMNS)
    out = []
    for dr, dc in ((-1, 0), (1, 0), (0, -1), (0, 1)):
        rr, cc = r + dr, c + dc
        if 0 <= cc < COLUMNS and 0 <= rr * COLUMNS + cc < count and rr >= 0:
            out.append(slot(rr * COLUMNS + cc))
    if r == 0:
        out.append(YP)
    return tuple(out)


def slot_neighbours(place: str, count: int = SLOTS) -> tuple[str, ...]:
    """Adjacent Waterdeep Locations only (where the City Watch may go)."""
    return tuple(p for p in neighbours(place, count) if p != YP)


@lru_cache(maxsize=4096)
def distance(a: str, b: str) -> int:
    """Orthogonal steps between two slots (AMB-22); the Portal is never on a path."""
    ra, ca = divmod(slot_index(a), COLUMNS)
    rb, cb = divmod(slot_index(b), COLUMNS)
    return abs(ra - rb) + abs(ca - cb)
