"""Lords of Waterdeep bot and engine benchmarks (the issue's targets), one JSON line per experiment.

    .venv/bin/python bench/waterdeep_bots.py                       # all three
    .venv/bin/python bench/waterdeep_bots.py --only vs_random --games 400
    .venv/bin/python bench/waterdeep_bots.py --only speed --seconds 20
    .venv/bin/python bench/waterdeep_bots.py --only profile        # where a random playout spends its time

Experiments:
- "heuristic_vs_3_random": one heuristic bot (its seat rotated game by game) against three
  random bots in 4-seat games. Target: it wins >= 80% (a shared win counts as a win; the
  number of shared wins is reported too). Also the heuristic bot's time per decision (wall
  clock: mean, p95 and worst; and the mean in CPU time, which a busy machine does not inflate;
  target < 5 ms), the view it reads being the engine's and not counted.
- "heuristic_x4" (--only x4): four heuristic bots: the wins by seat and the scores.
- "speed": random playouts (every applied action counted, chance included, as in
  bench/engine_vs_chess.py) next to python-chess's random games, in interleaved slices of one
  run so a busy machine slows both alike. Target: ratio >= 1.0.
- "profile": cProfile of random playouts, the top functions by own time.
- "h2h" (--only h2h --knob worth.HARM --values 0.45 0.9): two settings of one of the bot's
  constants, two seats each in 4-seat games (seats alternating game by game): wins (a shared
  win split) and mean scores. How the constants in game/waterdeep/bots/ were chosen. A knob
  works only where the bot reads it from its module at each call (module.NAME, not a copy
  imported by name). Noise: two identical settings split 150 games 68.5 to 81.5, so a gap
  under about 12 wins in 150 (2 standard deviations) says nothing.

Games run on the rules module directly (rules.legal_actions / view / apply, chance sampled from
its spec with a seeded RNG): the same rules as a Match, without the undo checkpoints.
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

from bot_games import knob_bots, timed_game  # noqa: E402
from game.core.bots import bot_named  # noqa: E402
from game.core.kept import held  # noqa: E402
from game.core.protocol import CHANCE  # noqa: E402
from engine_vs_chess import chess_steps, run_for, vault_steps, waterdeep_setup  # noqa: E402


def _rules():
    from game.waterdeep import rules

    return rules


def setup_for(kinds: list[str], first: int = 0) -> dict:
    return {"seats": [{"name": f"{k} {i + 1}", "bot": k} for i, k in enumerate(kinds)], "first": first}


def play(seed: int, kinds: list[str], max_actions: int = 20_000) -> dict:
    """One seeded game; returns its winners, final scores and the heuristic bots' think times."""
    rules = _rules()
    state = rules.new_game(setup_for(kinds))
    bots = [bot_named(rules, k) for k in kinds]
    played = timed_game(rules, state, bots, [k == "heuristic" for k in kinds], seed, max_actions)
    out = rules.outcome(state)
    return {"winners": list(out.winners) if out else [], "scores": list(out.scores) if out else [], **played}


def heuristic_vs_random(games: int, seed: int) -> dict:
    wins = shared = unfinished = 0
    margins, times = [], []
    cpu = 0.0
    start = time.perf_counter()
    for n in range(games):
        me = n % 4
        kinds = ["random"] * 4
        kinds[me] = "heuristic"
        r = play(seed + n, kinds)
        times += r["times"]
        cpu += r["cpu"]
        if not r["winners"]:
            unfinished += 1
            continue
        if me in r["winners"]:
            wins += 1
            shared += len(r["winners"]) > 1
        if r["scores"]:
            best_other = max(s for i, s in enumerate(r["scores"]) if i != me)
            margins.append(r["scores"][me] - best_other)
    times.sort()
    return {"experiment": "heuristic_vs_3_random", "games": games, "heuristic_wins": wins, "shared_wins": shared,
            "win_rate": round(wins / games, 3), "target_win_rate": 0.8, "unfinished": unfinished,
            "median_margin_vp": statistics.median(margins) if margins else None,
            "decisions": len(times), "ms_per_decision": round(1000 * sum(times) / max(1, len(times)), 3),
            "cpu_ms_per_decision": round(1000 * cpu / max(1, len(times)), 3),
            "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 3) if times else None,
            "max_ms": round(1000 * times[-1], 3) if times else None, "target_ms": 5.0,
            "seconds": round(time.perf_counter() - start, 1)}


def heuristic_x4(games: int, seed: int) -> dict:
    """Four heuristic bots: how high they score and how evenly the seats win."""
    scores, seats = [], [0, 0, 0, 0]
    for n in range(games):
        r = play(seed + n, ["heuristic"] * 4)
        scores += r["scores"]
        for w in r["winners"]:
            seats[w] += 1
    return {"experiment": "heuristic_x4", "games": games, "wins_by_seat": seats,
            "mean_score": round(statistics.mean(scores), 1) if scores else None,
            "median_score": statistics.median(scores) if scores else None}


def speed(seconds: float, slice_s: float, seed: int) -> dict:
    rules = _rules()
    wd, chess = vault_steps(4, 20_000, seed, 0, rules, waterdeep_setup), chess_steps(seed)
    w_actions = w_seconds = c_moves = c_seconds = 0
    w_games = c_games = 0
    slices = max(1, int(seconds / slice_s))
    for _ in range(slices):
        n, t, w_games = run_for(wd, seconds / slices)
        w_actions, w_seconds = w_actions + n, w_seconds + t
        n, t, c_games = run_for(chess, seconds / slices)
        c_moves, c_seconds = c_moves + n, c_seconds + t
    w_rate, c_rate = w_actions / w_seconds, c_moves / c_seconds
    return {"experiment": "speed", "waterdeep_actions_per_s": round(w_rate, 1), "chess_moves_per_s": round(c_rate, 1),
            "ratio": round(w_rate / c_rate, 3), "target_ratio": 1.0, "waterdeep_actions": w_actions,
            "waterdeep_games": w_games, "chess_moves": c_moves, "chess_games": c_games,
            "seconds": round(w_seconds + c_seconds, 2)}


def head_to_head(games: int, seed: int, knob: str, values: list[float]) -> dict:
    """Two settings of a bot constant (module.NAME under game.waterdeep.bots) against each other."""
    from game.waterdeep.bots import heuristic_bot

    rules = _rules()
    variant, restore = knob_bots("game.waterdeep.bots", heuristic_bot, knob)
    a, b = values
    wins, scores = {a: 0.0, b: 0.0}, {a: 0, b: 0}
    try:
        for n in range(games):
            vals = [a, b, a, b] if n % 2 == 0 else [b, a, b, a]
            bots = [variant(v) for v in vals]
            state = rules.new_game({"seats": [{"name": f"P{i}"} for i in range(4)], "first": n % 4})
            rng = random.Random(seed + n)
            with held(state):
                while (who := rules.to_act(state)) is not None:
                    if who == CHANCE:
                        rules.apply(state, rules.chance(state).sample(rng))
                    else:
                        rules.apply(state, bots[who](rules.view(state, who), rules.legal_actions(state), rng))
            out = rules.outcome(state)
            for w in out.winners:
                wins[vals[w]] += 1 / len(out.winners)
            for i, score in enumerate(out.scores):
                scores[vals[i]] += score
    finally:
        restore()
    return {"experiment": "h2h", "knob": knob, "games": games, "wins": {str(k): round(v, 1) for k, v in wins.items()},
            "mean_score": {str(k): round(v / (2 * games), 1) for k, v in scores.items()}}


def profile(games: int, seed: int, top: int = 25) -> None:
    import cProfile
    import pstats

    rules = _rules()
    prof = cProfile.Profile()
    prof.enable()
    for _ in vault_steps(4, 20_000, seed, games, rules, waterdeep_setup):
        pass
    prof.disable()
    pstats.Stats(prof, stream=sys.stdout).sort_stats("tottime").print_stats(top)


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds for each engine in 'speed'")
    parser.add_argument("--slice", type=float, default=0.5)
    parser.add_argument("--only", choices=("vs_random", "x4", "speed", "profile", "h2h"))
    parser.add_argument("--knob", default="knowledge.DENY", help="h2h: module.NAME of a bot constant")
    parser.add_argument("--values", type=float, nargs=2, default=(0.25, 0.6), help="h2h: the two settings")
    args = parser.parse_args(argv)
    if args.only in (None, "vs_random"):
        print(json.dumps(heuristic_vs_random(args.games, args.seed)), flush=True)
    if args.only == "x4":
        print(json.dumps(heuristic_x4(args.games, args.seed)), flush=True)
    if args.only in (None, "speed"):
        print(json.dumps(speed(args.seconds, args.slice, args.seed)), flush=True)
    if args.only == "h2h":
        print(json.dumps(head_to_head(args.games, args.seed, args.knob, list(args.values))), flush=True)
    if args.only == "profile":
        profile(args.games, args.seed)
    return 0


if __name__ == "__main__":
    sys.exit(main())
