"""Save files: atomic writes, backups, and a corpus of bad files that each give a SaveError."""
import json
import os
import random
import signal
import subprocess
import sys
import time
from pathlib import Path

import pytest

from game.core.bots import play_out
from game.core.errors import SaveError
from game.core.files import backup_path
from game.core.match import Match
from game.core.saves import peek

ROOT = Path(__file__).resolve().parents[2]


@pytest.fixture
def good(coin_dash, tmp_path):
    m = Match("coindash", {"seats": [{"name": "Ana"}, {"name": "Bo"}]}, 4)
    play_out(m, ["random", "random"], max_actions=30)
    path = tmp_path / "slot1.json"
    m.save(path)
    return m, path


def mutate(path: Path, change) -> None:
    data = json.loads(path.read_text())
    change(data)
    path.write_text(json.dumps(data))


def test_save_and_load_give_the_same_match(good):
    m, path = good
    loaded = Match.load(path)
    assert loaded.state == m.state and len(loaded.log) == len(m.log)
    assert peek(path)["actions"] == len(m.log) and peek(path)["game"] == "coindash"


def test_saving_again_keeps_the_previous_save_as_a_backup(good):
    m, path = good
    first = path.read_bytes()
    play_out(m, ["random", "random"], max_actions=5)
    m.save(path)
    assert backup_path(path).read_bytes() == first
    assert Match.load(backup_path(path)).log != m.log


BAD = {
    "empty": lambda p: p.write_bytes(b""),
    "whitespace": lambda p: p.write_bytes(b"   \n"),
    "null bytes": lambda p: p.write_bytes(p.read_bytes()[:50] + b"\x00\x00" + p.read_bytes()[50:]),
    "binary": lambda p: p.write_bytes(bytes(range(256)) * 4),
    "not an object": lambda p: p.write_text("[1, 2, 3]"),
    "foreign json": lambda p: p.write_text('{"name": "my shopping list"}'),
    "wrong version": lambda p: mutate(p, lambda d: d.update(version=99)),
    "version as text": lambda p: mutate(p, lambda d: d.update(version="1")),
    "unknown game": lambda p: mutate(p, lambda d: d.update(game="chess")),
    "tampered hash": lambda p: mutate(p, lambda d: d.update(state_hash="0" * 64)),
    "tampered seed": lambda p: mutate(p, lambda d: d.update(seed="x")),
    "missing log": lambda p: mutate(p, lambda d: d.pop("log")),
    "illegal action": lambda p: mutate(p, lambda d: d["log"].append([0, {"kind": "play", "card": "crown"}])),
    "impossible roll": lambda p: mutate(p, lambda d: d["log"].extend([[d["log"][-1][0], {"kind": "gamble"}],
                                                                      ["chance", {"kind": "roll", "dice": ["d6", "casualty"], "values": [9, 0]}]])),
    "unknown action": lambda p: mutate(p, lambda d: d["log"].append([0, {"kind": "teleport"}])),
    "malformed entry": lambda p: mutate(p, lambda d: d["log"].append("rest")),
    "wrong seat": lambda p: mutate(p, lambda d: d["log"].append([7, {"kind": "rest"}])),
    "bad setup": lambda p: mutate(p, lambda d: d.update(setup={"seats": []})),
    "huge nesting": lambda p: p.write_text("[" * 200_000 + "]" * 200_000),
    "deep setup": lambda p: mutate(p, lambda d: d.update(setup={"seats": json.loads("[" * 900 + "]" * 900)})),
}


@pytest.mark.parametrize("name", sorted(BAD))
def test_every_bad_file_gives_a_readable_save_error(good, name):
    _, path = good
    bad = path.with_name("bad.json")
    bad.write_bytes(path.read_bytes())
    BAD[name](bad)
    with pytest.raises(SaveError) as caught:
        Match.load(bad)
    message = str(caught.value)
    assert "bad.json" in message and "Traceback" not in message and len(message) < 300
    with pytest.raises(SaveError):
        peek(bad) if name not in {"tampered hash", "illegal action", "impossible roll", "unknown action",
                                  "wrong seat", "bad setup", "deep setup"} else Match.load(bad)


def test_truncated_at_many_offsets_gives_a_save_error(good):
    _, path = good
    raw = path.read_bytes()
    bad = path.with_name("cut.json")
    for cut in range(0, len(raw) - 1, max(1, len(raw) // 60)):
        bad.write_bytes(raw[:cut])
        with pytest.raises(SaveError):
            Match.load(bad)


def test_a_failed_load_never_touches_the_good_save(good):
    _, path = good
    before = path.read_bytes()
    bad = path.with_name("bad.json")
    bad.write_text("{")
    with pytest.raises(SaveError):
        Match.load(bad)
    assert path.read_bytes() == before and not backup_path(bad).exists()


def test_a_failed_write_leaves_the_old_save_whole(good, monkeypatch):
    m, path = good
    before = path.read_bytes()
    play_out(m, ["random", "random"], max_actions=3)

    def refuse(*args, **kwargs):
        raise OSError(28, "No space left on device")

    monkeypatch.setattr(os, "replace", refuse)
    with pytest.raises(OSError):
        m.save(path)
    monkeypatch.undo()
    assert path.read_bytes() == before
    Match.load(path)


AUTOSAVER = """
import sys
sys.path.insert(0, {root!r})
from game import registry
from tests.core import coindash
from game.core.bots import play_out
from game.core.match import Match
registry.register(coindash.INFO)
seed = 0
registry.games()  # load the built-in games now, not inside the first save
while True:
    m = Match("coindash", {{"seats": [{{"name": "A"}}, {{"name": "B"}}, {{"name": "C"}}]}}, seed)
    play_out(m, ["random"] * 3, max_actions=40 + seed % 50)
    m.save({path!r})
    if seed == 0:
        print("ready", flush=True)  # one save is on disk: from here a kill can land anywhere
    seed += 1
"""


def test_killing_the_autosaver_leaves_a_loadable_save_fifty_times(coin_dash, tmp_path):
    path = tmp_path / "autosave.json"
    rng = random.Random(9)
    loaded = set()
    for attempt in range(50):
        script = AUTOSAVER.format(root=str(ROOT), path=str(path))
        proc = subprocess.Popen([sys.executable, "-c", script], stdout=subprocess.PIPE)
        assert proc.stdout.readline().strip() == b"ready"
        time.sleep(rng.uniform(0.0, 0.05))
        proc.send_signal(signal.SIGKILL)
        proc.wait()
        match = Match.load(path)
        loaded.add(match.seed)
    assert len(loaded) > 1


def test_a_save_nested_32_deep_is_read_and_33_deep_is_refused(good):
    """Save depth limit 32 (docs/decisions.md): a save whose lists and objects nest 32 levels is
    read (its extra field is ignored); one level more is refused before any recursive code."""
    from game.core.saves import MAX_DEPTH, read_save

    assert MAX_DEPTH == 32
    _, path = good

    def nested(levels: int) -> list:  # a list nested `levels` deep
        value: list = []
        for _ in range(levels - 1):
            value = [value]
        return value

    mutate(path, lambda d: d.update(padding=nested(31)))  # the save's object is level 1
    assert read_save(path)["padding"] == nested(31)
    mutate(path, lambda d: d.update(padding=nested(32)))
    with pytest.raises(SaveError, match="nested too deeply"):
        read_save(path)
