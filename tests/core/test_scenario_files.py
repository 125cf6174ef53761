"""Every scenario file in the repository (tests/*/scenarios/*.json, whichever game) runs with no
failed expectation, however it starts: the files written before scenarios could start from a
save or another file, or check legal actions and events, run as they did."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.core.scenario import load_scenario, run_scenario

TESTS = Path(__file__).resolve().parents[1]
FILES = sorted(TESTS.glob("*/scenarios/*.json"))


def test_every_game_folder_has_scenarios():
    assert {f.parent.parent.name for f in FILES} >= {"core", "vault", "drizzt"}


@pytest.mark.parametrize("path", FILES, ids=[f"{f.parent.parent.name}/{f.stem}" for f in FILES])
def test_scenario_file_passes(coin_dash, path):
    match, failures = run_scenario(load_scenario(path))
    assert failures == [], f"{path.name}:\n  " + "\n  ".join(failures)
    assert match.log, f"{path.name} played no action"
