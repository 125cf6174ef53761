"""bench/draft_content.py (what the content does in bot games) keeps working: two short seeded
games give every class a line, every rate a share, and the same answer twice."""
from __future__ import annotations

import importlib.util
from pathlib import Path

from game.draft.content import CLASSES, load

BENCH = Path(__file__).resolve().parents[2] / "bench" / "draft_content.py"


def _bench():
    spec = importlib.util.spec_from_file_location("draft_content_bench", BENCH)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


def test_the_content_bench_reports_classes_cards_and_quests():
    bench = _bench()
    report = bench.play_games(2, 3, 0, "random")
    assert report == bench.play_games(2, 3, 0, "random")
    classes = report["classes"]["by_class"]
    assert set(classes) == set(CLASSES)
    assert abs(sum(c["played_share"] for c in classes.values()) - 1) < 0.01
    assert sum(c["main_of_seats"] for c in classes.values()) <= 6
    cards = report["cards"]
    assert set(cards["never_picked"]) <= set(load().cards)
    assert all(1 <= pick <= 7 and 0 <= rate <= 1 for _, pick, rate in cards["earliest"] + cards["latest"])
    quests = report["quests"]
    assert set(quests["played_rate"]) <= set(quests["kept_rate"]) <= set(load().quests)
    assert all(0 <= r <= 1 for r in list(quests["kept_rate"].values()) + list(quests["played_rate"].values()))
    assert report["scores"]["mean_winning_xp"] >= report["scores"]["mean_losing_xp"]
