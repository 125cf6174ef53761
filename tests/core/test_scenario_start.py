"""Where a scenario starts (docs/scenarios.md): a new game, `from` the end of another scenario
file (run with its own checks), or `from_save` (loaded as Load loads it). A start that cannot be
reached (a missing or damaged file, a cycle, a chain too deep, another game) is a ScenarioError
naming the file and what is wrong."""
from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from game.core.bots import play_out
from game.core.errors import ScenarioError
from game.core.match import Match
from game.core.scenario import MAX_FROM, load_scenario, run_scenario

ROOT = Path(__file__).resolve().parents[2]
SETUP = {"seats": [{"name": "Ana"}, {"name": "Bo"}], "deck_orders": {"coins": ["gem5"]}}
BASE = {"game": "coindash", "seed": 3, "setup": SETUP,
        "steps": [{"act": "raise"}, {"act": "gamble"}, {"chance": "roll dice=d6,casualty values=4,0"}],
        "expect": {"to_act": 1, "view": {"scores": [5, 0]}}}
ON = [{"act": "take"}, {"chance": "draw deck=coins cards=gem5"}]


def write(folder: Path, name: str, data: dict) -> Path:
    path = folder / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    return path


def run(path: Path):
    return run_scenario(load_scenario(path))


def refused(path: Path) -> str:
    with pytest.raises(ScenarioError) as caught:
        run(path)
    return str(caught.value)


def test_from_runs_the_other_file_then_goes_on(coin_dash, tmp_path):
    write(tmp_path, "base.json", BASE)
    expect = {"to_act": 0, "seat": 1, "view": {"hand": ["gem5"], "scores": [5, 0]}}
    path = write(tmp_path, "next.json", {"game": "coindash", "from": "base.json", "steps": ON, "expect": expect})
    match, failures = run(path)
    assert failures == []
    assert [str(e.action) for e in match.log] == ["raise", "gamble", "roll dice=d6,casualty values=4,0",
                                                 "take", "draw deck=coins cards=gem5"]
    assert match.seed == 3  # the seed, like the setup, comes from the other file


def test_from_reports_the_other_files_failures_as_its_own(coin_dash, tmp_path):
    """A base that does not reach the position it promises fails the scenario built on it."""
    wrong = {**BASE, "steps": [*BASE["steps"], {"illegal": "rest", "reason": "no"}],
             "expect": {"view": {"scores": [6, 0]}}}
    write(tmp_path, "base.json", wrong)
    path = write(tmp_path, "next.json", {"game": "coindash", "from": "base.json", "steps": ON})
    _, failures = run(path)
    assert failures == ["from base.json: step 4: rest was accepted, expected a refusal",
                        "from base.json: end: view[0].scores[0]: expected 6, got 5"]


def test_from_chains_up_to_the_limit(coin_dash, tmp_path):
    write(tmp_path, "f1.json", BASE)
    for n in range(2, MAX_FROM + 2):
        write(tmp_path, f"f{n}.json", {"game": "coindash", "from": f"f{n - 1}.json", "steps": [{"act": "rest"}]})
    match, failures = run(tmp_path / f"f{MAX_FROM}.json")
    assert failures == [] and len(match.log) == 3 + MAX_FROM - 1
    message = refused(tmp_path / f"f{MAX_FROM + 1}.json")
    assert f"more than {MAX_FROM} files deep" in message and "f1.json" in message


def test_a_cycle_is_refused(coin_dash, tmp_path):
    write(tmp_path, "a.json", {"game": "coindash", "from": "b.json"})
    write(tmp_path, "b.json", {"game": "coindash", "from": "sub/../a.json"})
    message = refused(tmp_path / "a.json")
    assert message.startswith(str(tmp_path / "a.json"))
    assert "makes a cycle: a.json -> b.json -> a.json" in message
    write(tmp_path, "self.json", {"game": "coindash", "from": "self.json"})
    assert "makes a cycle: self.json -> self.json" in refused(tmp_path / "self.json")


@pytest.mark.parametrize("content, words", [
    (None, "cannot read"),
    ("{not json", "not JSON"),
    ('["a list"]', "a scenario is an object with a 'game'"),
    ('{"game": "coindash", "setup": {"seats": []}}', "cannot start 'coindash'"),
    ('{"game": "coindash", "setup": {"seats": [{}, {}]}, "steps": [{"act": "fly"}]}', "step 1: bad action 'fly'"),
])
def test_a_broken_file_to_start_from_is_named(coin_dash, tmp_path, content, words):
    if content is not None:
        (tmp_path / "base.json").write_text(content, encoding="utf-8")
    path = write(tmp_path, "next.json", {"game": "coindash", "from": "base.json"})
    message = refused(path)
    assert message.startswith(f"{path}: from {tmp_path / 'base.json'}"), message
    assert words in message and "Traceback" not in message


def saved(tmp_path: Path, name: str = "saves/deep.json") -> tuple[Match, Path]:
    match = Match("coindash", SETUP, 4)
    play_out(match, ["random", "random"], max_actions=25)
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    match.save(path)
    return match, path


def test_from_save_goes_on_from_the_saved_match(coin_dash, tmp_path):
    original, _ = saved(tmp_path)
    seat = original.to_act()
    path = write(tmp_path, "deep.json", {"game": "coindash", "from_save": "saves/deep.json",
                                         "steps": [{"expect": {"to_act": seat, "can_undo": original.can_undo()}},
                                                   {"act": "rest"}],
                                         "expect": {"to_act": 1 - seat}})
    match, failures = run(path)
    assert failures == []
    original.act(original.codec.parse("rest"))
    assert match.state == original.state and match.log == original.log


@pytest.mark.parametrize("damage, words", [
    (lambda p: p.unlink(), "deep.json does not exist"),
    (lambda p: p.write_text("{cut short"), "deep.json is damaged or cut short"),
    (lambda p: p.write_text(p.read_text().replace('"state_hash":"', '"state_hash":"0')),
     "deep.json does not match its own check"),
    (lambda p: p.write_text(json.dumps({**json.loads(p.read_text()), "log": [[0, {"kind": "play", "card": "crown"}]]})),
     "entry 1 (play card=crown) is illegal"),
])
def test_from_save_refuses_what_load_refuses(coin_dash, tmp_path, damage, words):
    _, save = saved(tmp_path)
    damage(save)
    path = write(tmp_path, "deep.json", {"game": "coindash", "from_save": "saves/deep.json"})
    message = refused(path)
    assert message.startswith(f"{path}: from_save: ") and words in message, message


def test_the_game_must_be_the_one_started(coin_dash, tmp_path):
    write(tmp_path, "base.json", BASE)
    saved(tmp_path)
    for key, ref in (("from", "base.json"), ("from_save", "saves/deep.json")):
        path = write(tmp_path, "vault.json", {"game": "vault", key: ref})
        assert f"the game is 'vault', but {ref} is a game of 'coindash'" in refused(path)


@pytest.mark.parametrize("start, words", [
    ({"from": "base.json", "from_save": "saves/deep.json"}, "give 'from' or 'from_save', not both"),
    ({"from": "base.json", "setup": SETUP}, "drop 'setup'"),
    ({"from_save": "saves/deep.json", "seed": 2}, "drop 'seed'"),
    ({"from": 3}, "'from' names a file, got 3"),
    ({"from_save": ""}, "'from_save' names a file, got ''"),
])
def test_one_start_only(coin_dash, tmp_path, start, words):
    write(tmp_path, "base.json", BASE)
    saved(tmp_path)
    assert words in refused(write(tmp_path, "x.json", {"game": "coindash", **start}))


def test_bare_data_starts_from_files_in_the_working_folder(coin_dash, tmp_path, monkeypatch):
    write(tmp_path, "base.json", BASE)
    monkeypatch.chdir(tmp_path)
    match, failures = run_scenario({"game": "coindash", "from": "base.json", "steps": ON})
    assert failures == [] and len(match.log) == 5


def cli(*args):
    return subprocess.run([sys.executable, "-m", "game", "--with", "tests.core.coindash", *args], cwd=ROOT,
                          capture_output=True, text=True, timeout=120)


def test_the_command_line_runs_a_scenario_started_from_another(tmp_path):
    write(tmp_path, "base.json", BASE)
    ok = cli("scenario", str(write(tmp_path, "next.json", {"game": "coindash", "from": "base.json", "steps": ON})))
    assert ok.returncode == 0 and ok.stdout.startswith("ok ") and "5 actions" in ok.stdout, ok.stdout + ok.stderr
    write(tmp_path, "a.json", {"game": "coindash", "from": "b.json"})
    write(tmp_path, "b.json", {"game": "coindash", "from": "a.json"})
    loop = cli("scenario", str(tmp_path / "a.json"))
    assert loop.returncode == 1 and "error:" in loop.stderr and "makes a cycle" in loop.stderr
    assert "Traceback" not in loop.stderr
