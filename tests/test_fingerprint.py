"""The engine is deterministic: bench/fingerprint.py's playout of a seeded game (legal lists,
actions, events, states) hashes the same every time, for every game, and differs by seed."""
from __future__ import annotations

import importlib.util
from pathlib import Path

import pytest

BENCH = Path(__file__).resolve().parent.parent / "bench" / "fingerprint.py"


def _bench():
    spec = importlib.util.spec_from_file_location("fingerprint_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


@pytest.mark.parametrize("game", ["drizzt", "vault", "waterdeep", "dragonvault"])
def test_the_same_seed_gives_the_same_fingerprint(game):
    bench = _bench()
    first = [bench.play(game, n, 0, 300, check=False) for n in range(2)]
    again = [bench.play(game, n, 0, 300, check=False) for n in range(2)]
    assert first == again
    assert first[0] != first[1]


def test_the_caches_agree_with_a_fresh_copy():
    """--check-caches: at every step the live state answers as a copy rebuilt from JSON does."""
    bench = _bench()
    assert bench.play("drizzt", 3, 0, 200, check=True) == bench.play("drizzt", 3, 0, 200, check=False)
