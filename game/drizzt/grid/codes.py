"""Legend of Drizzt dungeon geometry: a space as one int (`code`, `decode`: ordering codes orders
the spaces by (x, y)), and a map's step tables by space, worked out when first asked. Used by
`geometry._Geo` (which re-exports `code` and `decode`). A `geo` here is a map's `geometry._Geo`,
named and not imported: that module imports this one."""
from __future__ import annotations

import weakref

from game.drizzt.grid.bits import _LOW, _OFF, _SHIFT
from game.drizzt.grid.tiles import Cell


class _Steps(dict):
    """A map's step neighbours by space, {cell: (cell, ...)}, each worked out when first asked.
    It knows its map weakly: the map holds it, and a cycle would leave every map the caches let
    go of for the garbage collector's full passes."""

    __slots__ = ("_geo",)

    def __init__(self, geo) -> None:
        super().__init__()
        self._geo = weakref.ref(geo)

    @property
    def geo(self):
        return self._geo()

    @geo.setter
    def geo(self, geo) -> None:
        self._geo = weakref.ref(geo)

    def __missing__(self, c: Cell) -> tuple[Cell, ...]:
        got = self[c] = tuple(map(decode, self._geo().codes[code(c)]))
        return got


class _CodeSteps(_Steps):
    """The same steps with every space as its `code`: {code: (code, ...)}."""

    __slots__ = ()

    def __missing__(self, k: int) -> tuple[int, ...]:
        geo = self._geo()
        bits = geo._bits or geo.bits()  # `Bits.step_codes`, written out
        b = (k >> _SHIFT) * bits.stride + (k & _LOW) - bits.first
        if b < 0:
            got = self[k] = ()
            return got
        bit = 1 << b  # one and per step (not a shift and an and)
        got = self[k] = tuple([k + dk for m, _d, dk in bits.steps if m & bit])
        return got


def code(c) -> int:
    """The int standing for the space (x, y) (see `decode`): ((x + _OFF) << _SHIFT) | (y + _OFF),
    written as one shift and two adds (y + _OFF fits below the shift)."""
    x, y = c
    return (x << _SHIFT) + y + _BASE


_BASE = (_OFF << _SHIFT) + _OFF  # `code` of the space (0, 0)


def decode(k: int) -> Cell:
    return (k >> _SHIFT) - _OFF, (k & _LOW) - _OFF
