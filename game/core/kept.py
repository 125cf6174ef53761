"""What an engine keeps worked out for speed (legal lists, map indexes, movement searches), held
by the core beside the state and never on it: a state stays plain data that compares, copies and
saves as its fields alone, and nobody has to tell the engine that a state was edited by hand.

Three kinds of kept data, told apart by how the core knows they are still right:

- `now(state, key)` / `keep(state, key, value)`: worked out for *this position*. The core vouches
  for a position only while it holds the state: for the length of one engine call (`legal_actions`,
  `apply`), or for a whole `held(state)` block, whose owner promises to change the state only
  through the engine (a random playout, a bot's search, a benchmark). The position version moves
  on at every applied action, and again every time the core lets go of the state, so nothing kept
  for a position is trusted once code outside the engine could have edited it.
- `beside(state)`: a dict for data that checks itself against the state before it is trusted
  (a map index against the tiles it was built from). It lives as long as the state.
- `Memo`: a bounded table for answers that depend on content alone (the numbers a hero's cards
  add), shared by every state.

A record goes with its state: it is dropped when the state is garbage (a weak reference, so a
table of dead states cannot grow), and a copy of a state (deepcopy, the codec) is a new object
with no record of its own."""
from __future__ import annotations

import weakref
from contextlib import contextmanager
from typing import Any, Iterator


class Record:
    """The core's record for one live state: the position version, how many engine calls and
    `held` blocks hold it now, what was kept for the position, and what is kept beside it."""

    __slots__ = ("version", "depth", "kept", "beside", "ref")

    def __init__(self) -> None:
        self.version = 0
        self.depth = 0  # > 0: the engine holds the state (inside a call, or a `held` block)
        self.kept: dict[Any, tuple[int, Any]] = {}  # key -> (position version, value)
        self.beside: dict[Any, Any] = {}
        self.ref = None

    def let_go(self) -> None:
        """The engine no longer holds the state: what was kept for its position is now stale."""
        self.depth -= 1
        if not self.depth:
            self.version += 1


RECORDS: dict[int, Record] = {}  # id(state) -> its record, while the state lives (a hot path may look one up itself)


def record(state) -> Record:
    """The state's record, made the first time it is asked for."""
    rec = RECORDS.get(id(state))
    if rec is None:
        rec = _new_record(state)
    return rec


def _new_record(state) -> Record:
    rec = Record()
    key = id(state)

    def dropped(ref, key=key) -> None:  # the state is gone: so is its record
        got = RECORDS.get(key)
        if got is not None and got.ref is ref:
            del RECORDS[key]

    try:
        rec.ref = weakref.ref(state, dropped)
    except TypeError:  # (a state that takes no weak reference: a record for this call only, never kept)
        return rec
    RECORDS[key] = rec
    return rec


def now(state, key) -> Any:
    """What was kept for `key` in this very position, or None (always None while the engine does
    not hold the state)."""
    rec = RECORDS.get(id(state))
    if rec is None or not rec.depth:
        return None
    got = rec.kept.get(key)
    return got[1] if got is not None and got[0] == rec.version else None


def keep(state, key, value) -> None:
    """Keep `value` for `key` in this position (nothing is kept while the engine does not hold the
    state: outside code may edit it before it asks again)."""
    rec = RECORDS.get(id(state))
    if rec is not None and rec.depth:
        rec.kept[key] = (rec.version, value)


def beside(state) -> dict:
    """The dict kept beside the state for data that checks itself against the state."""
    rec = RECORDS.get(id(state))
    return (rec if rec is not None else record(state)).beside


@contextmanager
def held(state) -> Iterator[None]:
    """Hold the state for a block whose owner changes it only through the engine (a playout, a
    bot's search): what the engine works out for a position is then kept from one call to the
    next (a legal list asked for and the action then applied from it). Editing the state by hand
    inside the block is the one thing not allowed; outside any block, every edit is always seen."""
    rec = record(state)
    rec.depth += 1
    try:
        yield
    finally:
        rec.let_go()


def version(state) -> int:
    """The state's position version (it moves on at every applied action and whenever the engine
    lets go of the state)."""
    return record(state).version


class Memo(dict):
    """Answers keyed by content alone (shared by every state), emptied whenever it grows past
    `limit` entries so a long session cannot grow it without end."""

    __slots__ = ("limit",)

    def __init__(self, limit: int = 5_000) -> None:
        super().__init__()
        self.limit = limit

    def put(self, key, value):
        """Remember `value` for `key` and return it."""
        if len(self) >= self.limit:
            self.clear()
        self[key] = value
        return value
