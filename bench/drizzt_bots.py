"""Legend of Drizzt co-op bot benchmark: the adventures played to the end by the co-op bot, at
every party size, and each hero alone.

    .venv/bin/python bench/drizzt_bots.py --games 500                      # the whole table, then the heroes
    .venv/bin/python bench/drizzt_bots.py --games 500 --seed 500           # the second seed set
    .venv/bin/python bench/drizzt_bots.py --games 200 --table --sizes 2,5  # the table, two sizes only
    .venv/bin/python bench/drizzt_bots.py --games 200 --solo               # the hero solo table only
    .venv/bin/python bench/drizzt_bots.py --games 100 --adventure wyrmfire --sizes 3 --json

The table: every adventure (or the one given) x every party size it allows among --sizes (1-5):
the win rate over --games games. The hero solo table: each hero alone, its games spread in turn
over the adventures that allow one hero (game n plays the (n mod k)th of them), its win rate, and
the mean of the heroes. Game n (seeds --seed .. --seed + games - 1) draws its party from the
roster with a seeded draw (so every hero plays, with its suggested powers), rolls the dice and
deals the cards from one seeded RNG and lets the bots choose with another. Games run on the rules
module directly (rules.legal_actions / view / apply, chance sampled from its spec) in a
multiprocessing Pool of --workers. --json prints one JSON line per cell (adventure and size, or
hero) instead of the tables. The targets (docs/drizzt-balance.md): every cell's win rate between
35% and 85%; no hero's solo rate more than 12 points from the mean.
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
HERO_SPREAD = 0.12  # a hero's solo rate at most this far from the heroes' mean


def sizes_of(adventure: str, wanted=range(1, 6)) -> list[int]:
    lo, hi = load().adventures[adventure].heroes
    return [n for n in wanted if lo <= n <= hi]


def solo_adventures() -> list[str]:
    return [a.id for a in load().adventures.values() if a.heroes[0] == 1]


def setup_for(adventure: str, heroes: int, seed: int, hero: str | None = None) -> dict:
    """Game `seed`: `heroes` heroes drawn from the roster (or the one hero given)."""
    ids = [hero] if hero else random.Random(f"{seed}:heroes").sample(sorted(load().heroes), heroes)
    return {"adventure": adventure, "seats": [{"name": f"P{i}", "bot": "coop"} for i in range(len(ids))],
            "heroes": [{"hero": h, "seat": i} for i, h in enumerate(ids)]}


def play(args: tuple) -> dict:
    """One game: won?, rounds, the reason it ended, decisions made and the bot's time."""
    adventure, heroes, seed, hero = args
    state = rules.new_game(setup_for(adventure, heroes, seed, hero))
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


def _played(jobs: list[tuple], workers: int) -> list[dict]:
    if workers > 1:
        with Pool(workers) as pool:
            return pool.map(play, jobs, chunksize=max(1, len(jobs) // (workers * 16)))
    return [play(j) for j in jobs]


def summary(results: list[dict]) -> dict:
    games = len(results)
    wins = sum(r["won"] for r in results)
    losses = Counter(r["reason"] for r in results if not r["won"])
    decisions = sum(r["decisions"] for r in results)
    rate = wins / games
    return {"games": games, "win_rate": round(rate, 3), "in_target": TARGET[0] <= rate <= TARGET[1],
            "mean_rounds": round(statistics.mean(r["rounds"] for r in results), 1),
            "top_losses": losses.most_common(3),
            "ms_per_decision": round(1000 * sum(r["think"] for r in results) / max(1, decisions), 3),
            "decisions_per_game": round(decisions / games, 1)}


def table(adventures: list[str], sizes: list[int], games: int, seed: int, workers: int) -> list[dict]:
    """Every adventure x every allowed party size: one row each (all games in one pool)."""
    cells = [(a, n) for a in adventures for n in sizes_of(a, sizes)]
    jobs = [(a, n, seed + g, None) for a, n in cells for g in range(games)]
    start = time.perf_counter()
    results = _played(jobs, workers)
    seconds = time.perf_counter() - start
    rows = []
    for k, (a, n) in enumerate(cells):
        rows.append({"kind": "adventure", "adventure": a, "heroes": n, "seed": seed,
                     **summary(results[k * games:(k + 1) * games])})
    for row in rows:
        row["games_per_s"] = round(len(jobs) / seconds, 2)
    return rows


def heroes_solo(games: int, seed: int, workers: int, heroes: list[str] | None = None) -> list[dict]:
    """Each hero alone, game n on the (n mod k)th adventure that allows one hero."""
    solo = solo_adventures()
    heroes = heroes or sorted(load().heroes)
    jobs = [(solo[g % len(solo)], 1, seed + g, h) for h in heroes for g in range(games)]
    results = _played(jobs, workers)
    rows = []
    for k, h in enumerate(heroes):
        mine = results[k * games:(k + 1) * games]
        per_adv = {a: round(sum(r["won"] for j, r in enumerate(mine) if solo[j % len(solo)] == a)
                            / max(1, sum(1 for j in range(games) if solo[j % len(solo)] == a)), 3) for a in solo}
        rows.append({"kind": "hero", "hero": h, "seed": seed, **summary(mine), "by_adventure": per_adv})
    mean = statistics.mean(r["win_rate"] for r in rows)
    for r in rows:
        r["off_mean"] = round(r["win_rate"] - mean, 3)
        r["in_target"] = abs(r["win_rate"] - mean) <= HERO_SPREAD
    return rows


def print_table(rows: list[dict], sizes: list[int]) -> None:
    print("| adventure | deck | " + " | ".join(f"{n} hero{'es' if n > 1 else ''}" for n in sizes) + " |")
    print("| --- | --- |" + " --- |" * len(sizes))
    for a in dict.fromkeys(r["adventure"] for r in rows):
        cells = {r["heroes"]: r for r in rows if r["adventure"] == a}
        shown = []
        for n in sizes:
            r = cells.get(n)
            shown.append("-" if r is None else f"{100 * r['win_rate']:.1f}%" + ("" if r["in_target"] else " (off)"))
        print(f"| {a} | {load().adventures[a].deck} | {' | '.join(shown)} |", flush=True)


def print_heroes(rows: list[dict]) -> None:
    solo = solo_adventures()
    mean = statistics.mean(r["win_rate"] for r in rows)
    print(f"| hero | solo win | off the mean | {' | '.join(solo)} |")
    print("| --- | --- | --- |" + " --- |" * len(solo))
    for r in rows:
        mark = "" if r["in_target"] else " (off)"
        per = " | ".join(f"{100 * r['by_adventure'][a]:.0f}%" for a in solo)
        print(f"| {r['hero']} | {100 * r['win_rate']:.1f}% | {100 * r['off_mean']:+.1f}{mark} | {per} |")
    print(f"| mean | {100 * mean:.1f}% | |" + " |" * len(solo), flush=True)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500, help="games per cell (adventure and size, or hero)")
    parser.add_argument("--sizes", default="1,2,3,4,5", help="party sizes for the table, e.g. 2,5")
    parser.add_argument("--heroes", type=int, help="one party size (the same as --sizes N)")
    parser.add_argument("--adventure", choices=sorted(load().adventures))
    parser.add_argument("--table", action="store_true", help="the adventure table only")
    parser.add_argument("--solo", action="store_true", help="the hero solo table only")
    parser.add_argument("--hero", choices=sorted(load().heroes), help="the solo table for this hero only")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--workers", type=int, default=2)
    parser.add_argument("--json", action="store_true", help="one JSON line per cell instead of the tables")
    args = parser.parse_args(argv)
    sizes = [args.heroes] if args.heroes else sorted({int(s) for s in args.sizes.split(",") if s.strip()})
    both = not args.table and not args.solo
    if args.table or both:
        adventures = [args.adventure] if args.adventure else list(load().adventures)
        rows = table(adventures, sizes, args.games, args.seed, args.workers)
        if args.json:
            for r in rows:
                print(json.dumps(r), flush=True)
        else:
            print(f"Adventures, {args.games} games a cell, seeds {args.seed}..{args.seed + args.games - 1} "
                  f"({rows[0]['games_per_s'] if rows else 0} games/s):")
            print_table(rows, sizes)
    if args.solo or both:
        rows = heroes_solo(args.games, args.seed, args.workers, [args.hero] if args.hero else None)
        if args.json:
            for r in rows:
                print(json.dumps(r), flush=True)
        else:
            print(f"\nHeroes alone, {args.games} games each over {', '.join(solo_adventures())}, "
                  f"seeds {args.seed}..{args.seed + args.games - 1}:")
            print_heroes(rows)
    return 0


if __name__ == "__main__":
    sys.exit(main())
