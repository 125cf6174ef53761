"""bench/drizzt_bots.py (issue 19): the whole table (every adventure x every party size it
allows) and the hero solo table (each hero alone over the adventures that allow one hero)."""
from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path

from game.drizzt.content import load

BENCH = Path(__file__).resolve().parents[2] / "bench" / "drizzt_bots.py"


def _bench():
    spec = importlib.util.spec_from_file_location("drizzt_bots_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    sys.modules[spec.name] = module
    spec.loader.exec_module(module)
    return module


def test_the_table_has_a_cell_for_every_adventure_and_party_size_it_allows():
    bench = _bench()
    cells = {(a, n) for a in load().adventures for n in bench.sizes_of(a)}
    for adv in load().adventures.values():
        assert {n for a, n in cells if a == adv.id} == set(range(adv.heroes[0], adv.heroes[1] + 1))
    assert bench.sizes_of("the_spiders_court", [1, 5]) == [5]  # --sizes keeps the allowed ones


def test_a_hero_alone_plays_the_solo_adventures_in_turn(capsys):
    bench = _bench()
    solo = bench.solo_adventures()
    assert solo and all(load().adventures[a].heroes[0] == 1 for a in solo)
    assert bench.setup_for(solo[0], 1, 7, "tansy")["heroes"] == [{"hero": "tansy", "seat": 0}]
    bench.main(["--games", "2", "--solo", "--hero", "tansy", "--workers", "1", "--json"])
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert len(rows) == 1 and rows[0]["hero"] == "tansy" and rows[0]["games"] == 2
    assert set(rows[0]["by_adventure"]) == set(solo)
    assert rows[0]["off_mean"] == 0 and rows[0]["in_target"]  # the only hero is the mean


def test_the_json_table_gives_one_line_per_cell(capsys):
    bench = _bench()
    bench.main(["--games", "1", "--table", "--adventure", "the_sunken_stair", "--sizes", "1,2",
                "--workers", "1", "--json"])
    rows = [json.loads(line) for line in capsys.readouterr().out.splitlines()]
    assert [(r["adventure"], r["heroes"]) for r in rows] == [("the_sunken_stair", 1), ("the_sunken_stair", 2)]
    assert all(r["games"] == 1 and 0 <= r["win_rate"] <= 1 for r in rows)
