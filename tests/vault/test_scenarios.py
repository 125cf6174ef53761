"""Every JSON scenario in tests/vault/scenarios/ runs with no failed expectation.

The files are the rulebook's worked examples played through the engine (format:
docs/scenarios.md); any helper may add one, this runner picks it up by globbing the folder."""
from pathlib import Path

import pytest

from game.core.scenario import load_scenario, run_scenario

FOLDER = Path(__file__).parent / "scenarios"
FILES = sorted(FOLDER.glob("*.json"))


def test_there_are_scenarios():
    """The folder holds at least the setup, hiring, moving and Pursue Rumors examples."""
    names = {f.name.split("_")[0] for f in FILES}
    assert {"ex01", "ex02", "ex03", "ex26"} <= names


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_scenario_passes(path):
    data = load_scenario(path)
    match, failures = run_scenario(data)
    assert failures == [], f"{path.name}:\n  " + "\n  ".join(failures)
    assert match.log, f"{path.name} played no action"
