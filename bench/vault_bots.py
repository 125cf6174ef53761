"""Vault of Dragons bot benchmarks (the issue's targets), one JSON line per experiment.

    .venv/bin/python bench/vault_bots.py                 # 500 games each
    .venv/bin/python bench/vault_bots.py --games 100 --seed 7

Experiments:
- "heuristic_x4": four heuristic bots. Target: >= 95% of games finish within 40 rounds;
  reports the median length in rounds (a real game is 8-15).
- "heuristic_vs_3_random": one heuristic bot (seat rotated game by game) against three random
  bots. Target: the heuristic bot wins >= 80%. A game still running after 200 rounds counts
  as won by no one.

Games run on the rules module directly (rules.legal_actions / view / apply, chance sampled
from its spec with a seeded RNG), seeds --seed .. --seed + games - 1: the same rules as a
Match, without the undo checkpoints.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry  # noqa: E402
from game.core.bots import bot_named  # noqa: E402
from game.core.protocol import CHANCE  # noqa: E402
from game.vault import rules  # noqa: E402


def play(seed: int, kinds: list[str], max_rounds: int, variants: dict | None = None) -> dict:
    """One game; returns its winner (-1 for none), rounds played and decisions made."""
    setup = {"seats": [{"name": f"{k} {i + 1}", "bot": k} for i, k in enumerate(kinds)], "variants": variants or {}}
    state = rules.new_game(setup)
    bots = [bot_named(rules, k) for k in kinds]
    chance_rng, bot_rng = random.Random(f"{seed}:chance"), random.Random(f"{seed}:bot")
    decisions = 0
    think = 0.0
    while True:
        who = rules.to_act(state)
        if who is None or state.round > max_rounds:
            break
        if who == CHANCE:
            rules.apply(state, rules.chance(state).sample(chance_rng))
            continue
        t0 = time.perf_counter()
        action = bots[who](rules.view(state, who), rules.legal_actions(state), bot_rng)
        think += time.perf_counter() - t0
        rules.apply(state, action)
        decisions += 1
    over = state.phase == "over"
    return {"winner": state.winner if over else -1, "rounds": state.round, "over": over, "decisions": decisions,
            "think": think}


def heuristic_x4(games: int, seed: int, max_rounds: int = 40) -> dict:
    lengths, finished, winners, decisions, think = [], 0, [0, 0, 0, 0], 0, 0.0
    start = time.perf_counter()
    for n in range(games):
        r = play(seed + n, ["heuristic"] * 4, max_rounds)
        decisions += r["decisions"]
        think += r["think"]
        if r["over"]:
            finished += 1
            lengths.append(r["rounds"])
            winners[r["winner"]] += 1
    return {"experiment": "heuristic_x4", "games": games, "finished_within_40_rounds": finished,
            "finished_share": round(finished / games, 3), "target_finished_share": 0.95,
            "median_rounds": statistics.median(lengths) if lengths else None,
            "mean_rounds": round(statistics.mean(lengths), 2) if lengths else None,
            "p10_rounds": _pct(lengths, 0.1), "p90_rounds": _pct(lengths, 0.9),
            "wins_by_seat": winners, "ms_per_decision": round(1000 * think / max(1, decisions), 3),
            "seconds": round(time.perf_counter() - start, 1)}


def heuristic_vs_random(games: int, seed: int, max_rounds: int = 200) -> dict:
    wins, unfinished, lengths, decisions, think = 0, 0, [], 0, 0.0
    start = time.perf_counter()
    for n in range(games):
        me = n % 4
        kinds = ["random"] * 4
        kinds[me] = "heuristic"
        r = play(seed + n, kinds, max_rounds)
        decisions += r["decisions"]
        think += r["think"]
        if not r["over"]:
            unfinished += 1
            continue
        lengths.append(r["rounds"])
        wins += r["winner"] == me
    return {"experiment": "heuristic_vs_3_random", "games": games, "heuristic_wins": wins,
            "win_rate": round(wins / games, 3), "target_win_rate": 0.8, "unfinished_at_200_rounds": unfinished,
            "median_rounds": statistics.median(lengths) if lengths else None,
            "ms_per_decision": round(1000 * think / max(1, decisions), 3),
            "seconds": round(time.perf_counter() - start, 1)}


def _pct(values: list[int], q: float):
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", choices=("heuristic_x4", "heuristic_vs_3_random"))
    args = parser.parse_args(argv)
    registry.register(rules.INFO)
    if args.only in (None, "heuristic_x4"):
        print(json.dumps(heuristic_x4(args.games, args.seed)), flush=True)
    if args.only in (None, "heuristic_vs_3_random"):
        print(json.dumps(heuristic_vs_random(args.games, args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
