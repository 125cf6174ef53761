"""`python -m game`: simulate, scenario and replay, run as a player would run them."""
import json
import subprocess
import sys
from pathlib import Path

from game.core.bots import play_out
from game.core.match import Match

ROOT = Path(__file__).resolve().parents[2]
SCENARIOS = Path(__file__).parent / "scenarios"


def run(*args):
    cmd = [sys.executable, "-m", "game", "--with", "tests.core.coindash", *args]
    return subprocess.run(cmd, cwd=ROOT, capture_output=True, text=True, timeout=120)


def test_simulate_ends_with_one_json_line():
    done = run("simulate", "coindash", "--games", "20", "--seed", "5", "--seats", "3")
    assert done.returncode == 0, done.stderr
    totals = json.loads(done.stdout.strip().splitlines()[-1])
    assert set(totals) == {"games", "finished", "errors", "actions", "seconds", "actions_per_second"}
    assert totals["games"] == 20 and totals["finished"] == 20 and totals["errors"] == 0
    assert totals["actions"] > 20


def test_simulate_is_deterministic():
    a = json.loads(run("simulate", "coindash", "--games", "5", "--seed", "9").stdout.splitlines()[-1])
    b = json.loads(run("simulate", "coindash", "--games", "5", "--seed", "9").stdout.splitlines()[-1])
    assert a["actions"] == b["actions"]


def test_simulate_refuses_a_bad_seat_count_and_an_unknown_game():
    assert "1 to 4 seats" in run("simulate", "coindash", "--seats", "7").stderr
    done = run("simulate", "nosuchgame")
    assert done.returncode == 2 and "unknown game" in done.stderr


def test_scenario_passes_and_reports_a_readable_diff(tmp_path):
    ok = run("scenario", str(SCENARIOS / "coindash_gamble.json"))
    assert ok.returncode == 0, ok.stdout + ok.stderr
    data = json.loads((SCENARIOS / "coindash_gamble.json").read_text())
    data["expect"]["view"]["scores"] = [8, 0]
    wrong = tmp_path / "wrong.json"
    wrong.write_text(json.dumps(data))
    failed = run("scenario", str(wrong))
    assert failed.returncode == 1
    assert "view[1].scores[0]: expected 8, got 7" in failed.stdout


def test_scenario_with_a_refused_action_fails(tmp_path):
    bad = tmp_path / "bad.json"
    bad.write_text(json.dumps({"game": "coindash", "setup": {"seats": [{}, {}]},
                               "steps": [{"act": {"kind": "play", "card": "gem5"}}]}))
    done = run("scenario", str(bad))
    assert done.returncode == 1 and "refused: you hold no gem5" in done.stdout


def test_replay_verifies_a_save_and_rejects_a_tampered_one(coin_dash, tmp_path):
    m = Match("coindash", {"seats": [{}, {}]}, 2)
    play_out(m, ["random", "random"])
    path = tmp_path / "game.json"
    m.save(path)
    ok = run("replay", str(path))
    assert ok.returncode == 0 and "verified" in ok.stdout and "over" in ok.stdout
    data = json.loads(path.read_text())
    roll = next(a for _, a in data["log"] if a["kind"] == "roll" and a["values"][1] == 0)
    roll["values"][0] = roll["values"][0] % 6 + 1  # still a legal roll, but not what happened
    path.write_text(json.dumps(data))
    done = run("replay", str(path))
    assert done.returncode == 1 and "error:" in done.stderr and "Traceback" not in done.stderr


def test_replay_of_an_earlier_versions_save_says_it_was_replayed_not_verified(coin_dash, tmp_path):
    m = Match("coindash", {"seats": [{}, {}]}, 2)
    play_out(m, ["random", "random"])
    path = tmp_path / "game.json"
    m.save(path)
    path.write_text(json.dumps({**json.loads(path.read_text()), "app": "0.0.9", "state_hash": "0" * 64}))
    done = run("replay", str(path))
    assert done.returncode == 0, done.stderr
    assert "verified" not in done.stdout and "saved by Tavern Table 0.0.9" in done.stdout
