"""Dragonvault bot benchmarks (the issue's target: heuristic >= 80% against random bots), one JSON
line per experiment.

    .venv/bin/python bench/dragonvault_bots.py                         # vs_random at 2-6 seats, then bias
    .venv/bin/python bench/dragonvault_bots.py --only vs_random --games 100 --seats 4
    .venv/bin/python bench/dragonvault_bots.py --only teams --games 100
    .venv/bin/python bench/dragonvault_bots.py --only bias --games 200
    .venv/bin/python bench/dragonvault_bots.py --only h2h --knob worth.KILL --values 2 6

Experiments:
- "heuristic_vs_random" (one line per seat count, 2 to 6): one heuristic bot, its seat rotated
  game by game, against random bots. Target: it wins >= 80% (a shared win counts as a win; how
  many were shared is reported). Also its time per decision (wall clock mean, p95, worst; CPU
  mean), the game length in turns and in actions, and how often its champion died.
- "teams": 4-seat pair games, the heuristic bots as one pair (seats 0 and 2 or 1 and 3 in turn)
  against a pair of random bots: the pair's win rate.
- "bias": all seats random, then all heuristic, at 4 seats: wins by seat number (the engine
  seats and the turn-order roll picks who goes first) and by place in the turn order.
- "h2h": two settings of one of the bot's constants (module.NAME under game.dragonvault.bots),
  two seats each in 4-seat games (seats alternating game by game): wins, a shared win split.

Games run on the rules module directly (rules.legal_actions / view / apply, chance sampled from
its spec with a seeded RNG): the same rules as a Match, without the undo checkpoints.
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))
sys.path.insert(0, str(Path(__file__).resolve().parent))

from bot_games import knob_bots, timed_game  # noqa: E402
from game.core.bots import bot_named  # noqa: E402
from game.dragonvault import rules  # noqa: E402


def setup_for(kinds: list[str], teams: list[int] | None = None) -> dict:
    setup: dict = {"seats": [{"name": f"{k} {i + 1}", "kind": "bot", "bot": k} for i, k in enumerate(kinds)]}
    if teams:
        setup["teams"] = teams
    return setup


def play(seed: int, kinds: list[str], teams: list[int] | None = None, bots=None, max_actions: int = 20_000) -> dict:
    """One seeded game: its winners, the heuristic bots' think times, its length, who died and
    the seat that went first."""
    state = rules.new_game(setup_for(kinds, teams))
    bots = bots or [bot_named(rules, k) for k in kinds]
    first = []

    def watch(view: dict) -> None:  # the seat whose turn came first
        if not first and view.get("active", -1) >= 0:
            first.append(view["active"])

    played = timed_game(rules, state, bots, [k == "heuristic" for k in kinds], seed, max_actions, watch)
    out = rules.outcome(state)
    end = rules.view(state, 0)
    dead = [i for i, s in enumerate(end["seats"]) if not s.get("alive", True)]
    return {"winners": list(out.winners) if out else [], **played, "turns": int(end.get("turn", 0) or 0),
            "dead": dead, "first": first[0] if first else -1}


def _timing(times: list[float], cpu: float) -> dict:
    times = sorted(times)
    n = max(1, len(times))
    return {"decisions": len(times), "ms_per_decision": round(1000 * sum(times) / n, 3),
            "cpu_ms_per_decision": round(1000 * cpu / n, 3),
            "p95_ms": round(1000 * times[int(0.95 * (len(times) - 1))], 3) if times else None,
            "max_ms": round(1000 * times[-1], 3) if times else None}


def heuristic_vs_random(games: int, seed: int, seats: int) -> dict:
    wins = shared = unfinished = died = 0
    times: list[float] = []
    cpu = 0.0
    turns, actions = [], []
    start = time.perf_counter()
    for n in range(games):
        me = n % seats
        kinds = ["random"] * seats
        kinds[me] = "heuristic"
        r = play(seed + n, kinds)
        times += r["times"]
        cpu += r["cpu"]
        turns.append(r["turns"])
        actions.append(r["actions"])
        died += me in r["dead"]
        if not r["winners"]:
            unfinished += 1
        elif me in r["winners"]:
            wins += 1
            shared += len(r["winners"]) > 1
    return {"experiment": "heuristic_vs_random", "seats": seats, "games": games, "heuristic_wins": wins,
            "shared_wins": shared, "win_rate": round(wins / games, 3), "target_win_rate": 0.8,
            "heuristic_died": died, "unfinished": unfinished, **_timing(times, cpu),
            "mean_turns": round(statistics.mean(turns), 1), "mean_actions": round(statistics.mean(actions), 1),
            "seconds": round(time.perf_counter() - start, 1)}


def teams(games: int, seed: int) -> dict:
    """The heuristic pair against the random pair, 4 seats, allies sitting opposite."""
    wins = 0
    times: list[float] = []
    cpu = 0.0
    for n in range(games):
        ours = n % 2
        kinds = ["heuristic" if i % 2 == ours else "random" for i in range(4)]
        r = play(seed + n, kinds, teams=[0, 1, 0, 1])
        times += r["times"]
        cpu += r["cpu"]
        wins += any(w % 2 == ours for w in r["winners"])
    return {"experiment": "teams", "games": games, "pair_wins": wins, "win_rate": round(wins / games, 3),
            **_timing(times, cpu)}


def bias(games: int, seed: int, seats: int = 4) -> list[dict]:
    """Wins by seat number and by place in the turn order, with all random and all heuristic bots."""
    out = []
    for kind in ("random", "heuristic"):
        by_seat, by_place = [0.0] * seats, [0.0] * seats
        for n in range(games):
            r = play(seed + n, [kind] * seats)
            for w in r["winners"]:
                by_seat[w] += 1 / len(r["winners"])
                if r["first"] >= 0:
                    by_place[(w - r["first"]) % seats] += 1 / len(r["winners"])
        out.append({"experiment": "bias", "bots": kind, "seats": seats, "games": games,
                    "wins_by_seat": [round(x, 1) for x in by_seat],
                    "wins_by_turn_place": [round(x, 1) for x in by_place]})
    return out


def head_to_head(games: int, seed: int, knob: str, values: list[float]) -> dict:
    """Two settings of a bot constant (module.NAME under game.dragonvault.bots) against each other."""
    from game.dragonvault.bots import heuristic_bot

    variant, restore = knob_bots("game.dragonvault.bots", heuristic_bot, knob)
    a, b = values
    wins = {a: 0.0, b: 0.0}
    try:
        for n in range(games):
            vals = [a, b, a, b] if n % 2 == 0 else [b, a, b, a]
            r = play(seed + n, ["heuristic"] * 4, bots=[variant(v) for v in vals])
            for w in r["winners"]:
                wins[vals[w]] += 1 / len(r["winners"])
    finally:
        restore()
    return {"experiment": "h2h", "knob": knob, "games": games, "wins": {str(k): round(v, 1) for k, v in wins.items()}}


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=100)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--seats", type=int, nargs="*", default=[2, 3, 4, 5, 6])
    parser.add_argument("--only", choices=("vs_random", "teams", "bias", "h2h"))
    parser.add_argument("--knob", default="worth.KILL", help="h2h: module.NAME of a bot constant")
    parser.add_argument("--values", type=float, nargs=2, default=(2.0, 6.0), help="h2h: the two settings")
    args = parser.parse_args(argv)
    if args.only in (None, "vs_random"):
        for seats in args.seats:
            print(json.dumps(heuristic_vs_random(args.games, args.seed, seats)), flush=True)
    if args.only in (None, "teams"):
        print(json.dumps(teams(args.games, args.seed)), flush=True)
    if args.only in (None, "bias"):
        for line in bias(args.games, args.seed):
            print(json.dumps(line), flush=True)
    if args.only == "h2h":
        print(json.dumps(head_to_head(args.games, args.seed, args.knob, list(args.values))), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
