"""Legend of Drizzt co-op bot benchmark: each adventure played to the end by the co-op bot.

    .venv/bin/python bench/drizzt_bots.py --games 500 --heroes 3
    .venv/bin/python bench/drizzt_bots.py --games 100 --heroes 3 --adventure wyrmfire

For every adventure (or the one given): the win rate, the mean rounds, the top loss reasons and
the bot's milliseconds per decision (CPU time of the bot call alone, not the engine's). The party size is
--heroes clamped to what the adventure takes (a solo adventure: 1 hero). Game n (seeds --seed ..
--seed + games - 1) picks its heroes from the roster with a seeded draw, so every hero plays.
Games run on the rules module directly (rules.legal_actions / view / apply, chance sampled from
its spec with a seeded RNG), in a multiprocessing Pool of --workers (2: both cores). The
target (docs/drizzt-balance.md): every adventure's win rate between 35% and 85%.
"""
from __future__ import annotations

import argparse
import json
import random
import statistics
import sys
import time
from collections import Counter
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game.core.protocol import CHANCE  # noqa: E402
from game.drizzt import rules  # noqa: E402
from game.drizzt.bots import coop_bot  # noqa: E402
from game.drizzt.content import load  # noqa: E402

MAX_DECISIONS = 20_000
TARGET = (0.35, 0.85)


def party_size(adventure: str, heroes: int) -> int:
    lo, hi = load().adventures[adventure].heroes
    return max(lo, min(hi, heroes))


def setup_for(adventure: str, heroes: int, seed: int) -> dict:
    n = party_size(adventure, heroes)
    ids = random.Random(f"{seed}:heroes").sample(sorted(load().heroes), n)
    return {"adventure": adventure, "seats": [{"name": f"P{i}", "bot": "coop"} for i in range(n)],
            "heroes": [{"hero": h, "seat": i} for i, h in enumerate(ids)]}


def play(args: tuple[str, int, int]) -> dict:
    """One game: won?, rounds, the reason it ended, decisions made and the bot's time."""
    adventure, heroes, seed = args
    state = rules.new_game(setup_for(adventure, heroes, seed))
    chance_rng, bot_rng = random.Random(f"{seed}:chance"), random.Random(f"{seed}:bot")
    decisions, think = 0, 0.0
    while decisions < MAX_DECISIONS:
        who = rules.to_act(state)
        if who is None:
            break
        if who == CHANCE:
            rules.apply(state, rules.chance(state).sample(chance_rng))
            continue
        legal = rules.legal_actions(state)
        view = rules.view(state, who)
        t0 = time.process_time()
        action = coop_bot(view, legal, bot_rng)
        think += time.process_time() - t0
        rules.apply(state, action)
        decisions += 1
    over = state.phase == "over"
    return {"won": over and state.result == "won", "rounds": state.round,
            "reason": _reason(state) if over else "unfinished", "decisions": decisions, "think": think}


def _reason(state) -> str:
    if state.result == "won":
        return "won"
    reason = state.reason
    if "fell with no healing surge" in reason or "every team has fallen" in reason:
        return "a hero fell with no surge left"
    return reason


def run(adventure: str, games: int, heroes: int, seed: int, workers: int) -> dict:
    jobs = [(adventure, heroes, seed + n) for n in range(games)]
    start = time.perf_counter()
    if workers > 1:
        with Pool(workers) as pool:
            results = pool.map(play, jobs, chunksize=max(1, games // (workers * 8)))
    else:
        results = [play(j) for j in jobs]
    wins = sum(r["won"] for r in results)
    losses = Counter(r["reason"] for r in results if not r["won"])
    decisions = sum(r["decisions"] for r in results)
    rate = wins / games
    return {"adventure": adventure, "heroes": party_size(adventure, heroes), "games": games,
            "win_rate": round(rate, 3), "in_target": TARGET[0] <= rate <= TARGET[1],
            "mean_rounds": round(statistics.mean(r["rounds"] for r in results), 1),
            "top_losses": losses.most_common(3),
            "ms_per_decision": round(1000 * sum(r["think"] for r in results) / max(1, decisions), 3),
            "decisions_per_game": round(decisions / games, 1),
            "seconds": round(time.perf_counter() - start, 1)}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--heroes", type=int, default=3)
    parser.add_argument("--adventure", choices=sorted(load().adventures))
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="one JSON line per adventure")
    args = parser.parse_args(argv)
    adventures = [args.adventure] if args.adventure else list(load().adventures)
    for adv in adventures:
        r = run(adv, args.games, args.heroes, args.seed, args.workers)
        if args.json:
            print(json.dumps(r), flush=True)
            continue
        losses = "; ".join(f"{why} x{n}" for why, n in r["top_losses"]) or "-"
        mark = "ok" if r["in_target"] else "OFF"
        print(f"{adv:26} {r['heroes']}h  win {100 * r['win_rate']:5.1f}% [{mark}]  rounds {r['mean_rounds']:5.1f}  "
              f"{r['ms_per_decision']:.3f} ms/decision  losses: {losses}  ({r['seconds']}s)", flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
