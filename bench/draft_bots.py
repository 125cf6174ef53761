"""Dungeon Draft bot benchmarks (the issue's target: the drafter wins >= 80% against random bots),
one JSON line per experiment.

    .venv/bin/python bench/draft_bots.py                          # vs_random at 2-5 seats, quests on and off
    .venv/bin/python bench/draft_bots.py --games 40 --seats 3 --quests no
    .venv/bin/python bench/draft_bots.py --only h2h --knob worth.GOLD --values 0.25 0.45
    .venv/bin/python bench/draft_bots.py --only h2h --knob choices.DENY_TWO --values 0.5 0.8 --seats 2
    .venv/bin/python bench/draft_bots.py --only mirror --games 100

Experiments:
- "drafter_vs_random" (one line per seat count and quests on/off, then a line for all of them):
  one drafter, its seat rotated game by game, against random bots. Target: it wins >= 80% (a
  shared win counts as a win; how many were shared is reported). Also its XP against the best
  random seat's, and its time per decision (wall clock mean, p95, worst; CPU mean) for each kind
  of decision (keep, pick, play), the view it reads being the engine's and not counted.
- "mirror": every seat a drafter, 4 seats: wins by seat (the first player's edge) and the XP.
- "h2h": two settings of one of the drafter's constants (module.NAME under game.draft.bots, read
  at each call), half the seats each in 4-seat (or --seats 2) games (seats alternating game by game): wins (a shared
  win split) and the mean XP. How the constants were chosen.

Each game is played on game.draft.rules itself through game.core.bots.seats_to_decide (no Match,
so no undo checkpoints), its chance and its bots' choices drawn from two RNGs seeded by the game's
number: a line is the same on every run.
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
sys.path.insert(0, str(Path(__file__).resolve().parent))

from game.core.bots import bot_named, seats_to_decide  # noqa: E402
from game.draft import rules  # noqa: E402
from knobs import Knob  # noqa: E402


def game_setup(kinds: list[str], quests: bool, first: int | None = None) -> dict:
    setup = {"seats": [{"name": f"{k} {i + 1}", "kind": "bot", "bot": k} for i, k in enumerate(kinds)],
             "quests": quests}
    if first is not None:
        setup["first"] = first
    return setup


def one_game(seed: int, kinds: list[str], quests: bool, bots: list | None = None, timed: str = "drafter",
             max_actions: int = 5_000) -> dict:
    """One seeded game: winners, XP totals, and the timed bots' think times by decision kind."""
    state = rules.new_game(game_setup(kinds, quests))
    bots = bots or [bot_named(rules, k) for k in kinds]
    chance_rng, bot_rng = random.Random(f"{seed}:chance"), random.Random(f"{seed}:bot")
    times: dict[str, list[float]] = {}
    cpu = 0.0
    for who in seats_to_decide(rules, state, chance_rng, max_actions):
        legal = rules.legal_actions(state)
        view = rules.view(state, who)
        wall, used = time.perf_counter(), time.process_time()
        action = bots[who](view, legal, bot_rng)
        if kinds[who] == timed:
            times.setdefault(legal[0].kind, []).append(time.perf_counter() - wall)
            cpu += time.process_time() - used
        rules.apply(state, action)
    out = rules.outcome(state)
    return {"winners": list(out.winners) if out else [], "scores": list(out.scores) if out else [],
            "times": times, "cpu": cpu}


def _ms(values: list[float], q: float | None = None) -> float | None:
    if not values:
        return None
    if q is None:
        return round(1000 * statistics.mean(values), 3)
    ordered = sorted(values)
    return round(1000 * ordered[int(q * (len(ordered) - 1))], 3)


def vs_random(games: int, seed: int, seats: int, quests: bool) -> dict:
    times: dict[str, list[float]] = {}
    cpu = 0.0
    start = time.perf_counter()
    ended = []  # (the drafter's seat, the game's result) of every game that ended
    for n in range(games):
        kinds = ["drafter" if i == n % seats else "random" for i in range(seats)]
        r = one_game(seed + 1000 * seats + n, kinds, quests)
        for kind, ts in r["times"].items():
            times.setdefault(kind, []).extend(ts)
        cpu += r["cpu"]
        if r["winners"]:
            ended.append((n % seats, r))
    unfinished = games - len(ended)
    wins = sum(me in r["winners"] for me, r in ended)
    shared = sum(me in r["winners"] and len(r["winners"]) > 1 for me, r in ended)
    margins = [r["scores"][me] - max(x for i, x in enumerate(r["scores"]) if i != me) for me, r in ended]
    every = [t for ts in times.values() for t in ts]
    return {"experiment": "drafter_vs_random", "seats": seats, "quests": quests, "games": games,
            "drafter_wins": wins, "shared_wins": shared, "win_rate": round(wins / max(1, games), 3),
            "target_win_rate": 0.8, "unfinished": unfinished,
            "median_margin_xp": statistics.median(margins) if margins else None,
            "decisions": len(every), "ms_per_decision": _ms(every), "p95_ms": _ms(every, 0.95),
            "max_ms": _ms(every, 1.0), "cpu_ms_per_decision": round(1000 * cpu / max(1, len(every)), 3),
            "ms_by_kind": {k: _ms(v) for k, v in sorted(times.items())},
            "seconds": round(time.perf_counter() - start, 1), "_every": every, "_cpu": cpu}


def mirror(games: int, seed: int, seats: int = 4) -> dict:
    by_seat = [0.0] * seats
    scores: list[int] = []
    for n in range(games):
        r = one_game(seed + n, ["drafter"] * seats, True)
        for w in r["winners"]:
            by_seat[w] += 1 / len(r["winners"])
        scores += r["scores"]
    return {"experiment": "mirror", "seats": seats, "games": games, "wins_by_seat": [round(w, 1) for w in by_seat],
            "mean_xp": round(statistics.mean(scores), 1) if scores else None}


def head_to_head(games: int, seed: int, knob: str, values: list[float], seats: int = 4) -> dict:
    """Two settings of a drafter constant (module.NAME under game.draft.bots) against each other,
    half the seats each (2 or 4 seats)."""
    from game.draft.bots import drafter_bot

    a, b = values
    wins, scores = {a: 0.0, b: 0.0}, {a: 0, b: 0}
    with Knob("game.draft.bots", knob) as setting:
        for n in range(games):
            vals = [(a, b)[(i + n) % 2] for i in range(seats)]
            r = one_game(seed + n, ["drafter"] * seats, True, bots=[setting.playing(drafter_bot, v) for v in vals],
                         timed="")
            for w in r["winners"]:
                wins[vals[w]] += 1 / len(r["winners"])
            for i, score in enumerate(r["scores"]):
                scores[vals[i]] += score
    return {"experiment": "h2h", "knob": knob, "games": games, "wins": {str(k): round(v, 1) for k, v in wins.items()},
            "seats": seats, "mean_xp": {str(k): round(v / (seats // 2 * games), 1) for k, v in scores.items()}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=60, help="games per seat count and quests setting")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seats", type=int, nargs="*",
                        help="vs_random: the seat counts (2 3 4 5); h2h: 2 or 4 (4)")
    parser.add_argument("--quests", choices=("yes", "no", "both"), default="both")
    parser.add_argument("--only", choices=("vs_random", "mirror", "h2h"))
    parser.add_argument("--knob", default="worth.GOLD", help="h2h: module.NAME of a drafter constant")
    parser.add_argument("--values", type=float, nargs=2, default=(0.25, 0.45), help="h2h: the two settings")
    args = parser.parse_args(argv)
    if args.only in (None, "vs_random"):
        settings = {"yes": [True], "no": [False], "both": [True, False]}[args.quests]
        total = wins = 0
        every: list[float] = []
        cpu = 0.0
        for quests in settings:
            for seats in args.seats or (2, 3, 4, 5):
                line = vs_random(args.games, args.seed, seats, quests)
                total, wins = total + line["games"], wins + line["drafter_wins"]
                every += line.pop("_every")
                cpu += line.pop("_cpu")
                print(json.dumps(line), flush=True)
        print(json.dumps({"experiment": "drafter_vs_random_all", "games": total, "drafter_wins": wins,
                          "win_rate": round(wins / max(1, total), 3), "target_win_rate": 0.8,
                          "decisions": len(every), "ms_per_decision": _ms(every), "p95_ms": _ms(every, 0.95),
                          "max_ms": _ms(every, 1.0), "cpu_ms_per_decision": round(1000 * cpu / max(1, len(every)), 3)}),
              flush=True)
    if args.only == "mirror":
        print(json.dumps(mirror(args.games, args.seed)), flush=True)
    if args.only == "h2h":
        print(json.dumps(head_to_head(args.games, args.seed, args.knob, list(args.values),
                                         (args.seats or [4])[0])), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
