"""The core's kept data (game/core/kept.py): held beside a state, never on it; trusted for a
position only while the engine holds the state; gone with the state; never copied with it."""
from __future__ import annotations

import copy
import gc
from dataclasses import dataclass, field

from game.core import kept
from game.core.codec import from_data, to_data


@dataclass
class Spot:
    name: str
    marks: list[str] = field(default_factory=list)


def test_a_states_record_goes_when_the_state_does():
    """No table of dead states: a state's record is dropped as soon as the state is garbage."""
    before = len(kept.RECORDS)
    spots = [Spot(f"s{i}") for i in range(50)]
    for s in spots:
        kept.beside(s)["x"] = s.name
    assert len(kept.RECORDS) == before + 50
    del spots, s
    gc.collect()
    assert len(kept.RECORDS) == before


def test_kept_data_is_trusted_only_while_the_engine_holds_the_state():
    """Kept for a position outside any engine call or `held` block: nothing is kept. Inside a
    block: kept and found again. Once the block ends, the position version moves on and what
    was kept is not trusted again, even in a new block."""
    s = Spot("a")
    kept.keep(s, "k", 1)
    assert kept.now(s, "k") is None
    with kept.held(s):
        assert kept.now(s, "k") is None
        kept.keep(s, "k", 2)
        assert kept.now(s, "k") == 2
        version = kept.version(s)
    assert kept.version(s) != version
    assert kept.now(s, "k") is None
    with kept.held(s):
        assert kept.now(s, "k") is None


def test_the_state_holds_nothing_but_its_fields_and_copies_carry_no_kept_data():
    s = Spot("a", ["m"])
    with kept.held(s):
        kept.keep(s, "k", "worked out")
        kept.beside(s)["map"] = "index"
        assert vars(s) == {"name": "a", "marks": ["m"]}
        twin, loaded = copy.deepcopy(s), from_data(Spot, to_data(s))
        assert twin == s == loaded and to_data(twin) == {"name": "a", "marks": ["m"]}
        for other in (twin, loaded):
            assert kept.now(other, "k") is None and "map" not in kept.beside(other)


def test_a_memo_stays_within_its_bound():
    memo = kept.Memo(limit=3)
    for i in range(10):
        assert memo.put(i, i * i) == i * i
        assert len(memo) <= 3 and memo[i] == i * i
