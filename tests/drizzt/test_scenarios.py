"""Every JSON scenario in tests/drizzt/scenarios/ runs with no failed expectation, through the
same machinery as `python -m game scenario FILE` (format: docs/scenarios.md).

The files are the checklist's worked examples (LD-EX-NN) played through the engine with forced
rolls and draws; any helper may add one (ex_NN.json), this runner picks it up by globbing."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.scenario import load_scenario, run_scenario

ROOT = Path(__file__).resolve().parents[2]
FOLDER = Path(__file__).parent / "scenarios"
FILES = sorted(FOLDER.glob("*.json"))


def test_there_are_scenarios():
    """At least the poison, stun, marked-tile and setting examples (LD-EX-08, 10, 11, 12)."""
    names = {f.stem for f in FILES}
    assert {"ex_08", "ex_10", "ex_11", "ex_12"} <= names


@pytest.mark.parametrize("path", FILES, ids=[f.stem for f in FILES])
def test_scenario_passes(path):
    data = load_scenario(path)
    assert data["game"] == "drizzt"
    match, failures = run_scenario(data)
    assert failures == [], f"{path.name}:\n  " + "\n  ".join(failures)
    assert match.log, f"{path.name} played no action"


def run_cli(*args):
    return subprocess.run([sys.executable, "-m", "game", *args], cwd=ROOT, capture_output=True, text=True,
                          timeout=120)


def test_a_scenario_runs_from_the_command_line(tmp_path):
    """The sample for the command line: `python -m game scenario tests/drizzt/scenarios/ex_10.json`
    passes (exit 0); the same file expecting the stun to stay fails with a readable diff (exit 1)."""
    sample = FOLDER / "ex_10.json"
    ok = run_cli("scenario", str(sample))
    assert ok.returncode == 0, ok.stdout + ok.stderr
    assert ok.stdout.startswith("ok ") and "drizzt" in ok.stdout
    data = json.loads(sample.read_text(encoding="utf-8"))
    data["expect"]["view"]["heroes"][0]["stunned"] = True
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(data), encoding="utf-8")
    failed = run_cli("scenario", str(wrong))
    assert failed.returncode == 1
    assert "end: view[0].heroes[0].stunned: expected True, got False" in failed.stdout
