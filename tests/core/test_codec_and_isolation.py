"""Plain-data codec; the engine never imports pygame or pymunk."""
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

import pytest

from game.core.codec import CodecError, from_data, state_hash, to_data

ROOT = Path(__file__).resolve().parents[2]


@dataclass
class Inner:
    name: str
    dice: tuple[str, ...] = ()


@dataclass
class Outer:
    gold: dict[int, int]
    items: list[Inner]
    pair: tuple[int, str]
    maybe: int | None = None
    tags: list[str] = field(default_factory=list)


def test_round_trip_keeps_every_type():
    value = Outer({0: 3, 1: 5}, [Inner("a", ("d6",))], (2, "x"), None, ["t"])
    data = to_data(value)
    assert data["gold"] == {"0": 3, "1": 5} and data["pair"] == [2, "x"]
    assert from_data(Outer, data) == value
    assert state_hash(value) == state_hash(from_data(Outer, data))


@pytest.mark.parametrize("bad, words", [
    ({"gold": {}, "items": [], "pair": [1]}, "expected 2 items"),
    ({"gold": {}, "items": [{"name": 3}], "pair": [1, "x"]}, "$.items[0].name: expected str"),
    ({"gold": {}, "items": [], "pair": [1, "x"], "extra": 1}, "no field 'extra'"),
    ({"items": [], "pair": [1, "x"]}, "missing 'gold'"),
    ({"gold": {"0": "3"}, "items": [], "pair": [1, "x"]}, "expected int"),
    ({"gold": {}, "items": [], "pair": [True, "x"]}, "expected int, got bool"),
])
def test_wrong_shapes_are_refused_with_a_path(bad, words):
    with pytest.raises(CodecError) as caught:
        from_data(Outer, bad)
    assert words in str(caught.value)


def test_game_package_imports_no_pygame_or_pymunk():
    code = (
        "import sys, pkgutil, importlib, game\n"
        "for m in pkgutil.walk_packages(game.__path__, 'game.'):\n"
        "    importlib.import_module(m.name)\n"
        "bad = sorted(n for n in sys.modules if n.split('.')[0] in ('pygame', 'pymunk'))\n"
        "print(','.join(bad))\n"
    )
    done = subprocess.run([sys.executable, "-c", code], cwd=ROOT, capture_output=True, text=True, timeout=60)
    assert done.returncode == 0, done.stderr
    assert done.stdout.strip() == ""
