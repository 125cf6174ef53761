"""Vault of Dragons bot benchmarks (the issue's targets), one JSON line per experiment.

    .venv/bin/python bench/vault_bots.py                 # 500 games each
    .venv/bin/python bench/vault_bots.py --games 100 --seed 7
    .venv/bin/python bench/vault_bots.py --only fairness --games 2000 --seats 4 --workers 2 --markdown
    .venv/bin/python bench/vault_bots.py --only fairness --games 2000 --sets 4 --workers 2 --markdown

Experiments:
- "heuristic_x4": four heuristic bots. Target: >= 95% of games finish within 40 rounds;
  reports the median length in rounds (a real game is 8-15).
- "heuristic_vs_3_random": one heuristic bot (seat rotated game by game) against three random
  bots. Target: the heuristic bot wins >= 80%. A game still running after 200 rounds counts
  as won by no one.

- "fairness": heuristic bots at every seat, the Factions rotated across the seats (each block
  of `seats` games is a Latin square over one seating order, the orders cycling through every
  arrangement up to rotation, so every Faction plays every seat equally often). Wins by Faction
  and wins by seat, each against the even share with the binomial standard deviation and the
  z-score (|z| > 2 flagged). Target: no |z| > 2 over 2,000 games at each table size. With
  --sets N, N seed sets one after another and a "fairness_pooled" line adding them up (a table
  size's 6-8 cells show a chance flag in about a third of even runs; the pooled line tells a
  real lean from that). The same games measure each Secret: how often a Dungeon attempt that
  flips it clears all three rooms ("secrets" line).

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
from itertools import combinations, permutations
from multiprocessing import Pool
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry  # noqa: E402
from game.core.bots import bot_named  # noqa: E402
from game.core.protocol import CHANCE  # noqa: E402
from game.vault import rules  # noqa: E402
from game.vault.setup import FACTION_ORDER  # noqa: E402


def play(seed: int, kinds: list[str], max_rounds: int, variants: dict | None = None,
         factions: tuple[str, ...] | None = None) -> dict:
    """One game; returns its winner (-1 for none), rounds played, decisions made and, for each
    Secret flipped in a Dungeon, whether the attempt cleared every room."""
    seats = [{"name": f"{k} {i + 1}", "bot": k} for i, k in enumerate(kinds)]
    for seat, faction in zip(seats, factions or ()):
        seat["faction"] = faction
    setup = {"seats": seats, "variants": variants or {}}
    state = rules.new_game(setup)
    bots = [bot_named(rules, k) for k in kinds]
    chance_rng, bot_rng = random.Random(f"{seed}:chance"), random.Random(f"{seed}:bot")
    decisions = 0
    think = 0.0
    flips: list[list] = []  # [secret id, cleared every room?] per Dungeon attempt
    while True:
        who = rules.to_act(state)
        if who is None or state.round > max_rounds:
            break
        if who == CHANCE:
            _note_secrets(rules.apply(state, rules.chance(state).sample(chance_rng)), flips)
            continue
        t0 = time.perf_counter()
        action = bots[who](rules.view(state, who), rules.legal_actions(state), bot_rng)
        think += time.perf_counter() - t0
        _note_secrets(rules.apply(state, action), flips)
        decisions += 1
    over = state.phase == "over"
    return {"winner": state.winner if over else -1, "rounds": state.round, "over": over, "decisions": decisions,
            "think": think, "factions": [p.faction for p in state.seats], "flips": flips}


def _note_secrets(events, flips: list[list]) -> None:
    """A Secret flipped in a Dungeon opens an attempt; the Attack Strength event closes it."""
    for e in events:
        if "secret" in e.data and "rooms" in e.data:
            flips.append([e.data["secret"], None])
        elif "complete" in e.data and flips and flips[-1][1] is None:
            flips[-1][1] = bool(e.data["complete"])


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


def seatings(seats: int) -> list[tuple[str, ...]]:
    """Every seating order of `seats` Factions up to rotation (4 seats: 6 orders; 3: 8; 2: 6)."""
    out = []
    for combo in combinations(FACTION_ORDER, seats):
        out += [p for p in permutations(combo) if p[0] == combo[0]]
    return out


def seating(n: int, seats: int) -> tuple[str, ...]:
    """Game n's Factions, seat by seat: blocks of `seats` games rotate one order through every
    seat (a Latin square), and the blocks cycle through every order."""
    order = seatings(seats)[(n // seats) % len(seatings(seats))]
    r = n % seats
    return order[r:] + order[:r]


def _fair_job(job: tuple) -> dict:
    seed, factions, max_rounds = job
    return play(seed, ["heuristic"] * len(factions), max_rounds, factions=factions)


def share_row(label: str, games: int, wins: int, p: float) -> dict:
    """Wins against the even share: expected games * p, binomial sd, z (flagged past 2 sd)."""
    even = games * p
    sd = (games * p * (1 - p)) ** 0.5
    z = (wins - even) / sd if sd else 0.0
    return {"who": label, "games": games, "wins": wins, "even": round(even, 1), "sd": round(sd, 2),
            "z": round(z, 2), "flag": abs(z) > 2}


def fairness(games: int, seats: int, seed: int, workers: int = 1, max_rounds: int = 40) -> list[dict]:
    """The fairness line and the Secrets line for `games` games of heuristic bots at `seats` seats."""
    jobs = [(seed + n, seating(n, seats), max_rounds) for n in range(games)]
    start = time.perf_counter()
    if workers > 1:
        with Pool(workers) as pool:
            results = pool.map(_fair_job, jobs, chunksize=max(1, games // (workers * 8)))
    else:
        results = [_fair_job(j) for j in jobs]
    done = [r for r in results if r["over"]]
    p = 1 / seats
    by_faction = []
    for f in FACTION_ORDER:
        played = [r for r in done if f in r["factions"]]
        if played:
            by_faction.append(share_row(f, len(played), sum(r["factions"][r["winner"]] == f for r in played), p))
    by_seat = [share_row(f"seat {s}", len(done), sum(r["winner"] == s for r in done), p) for s in range(seats)]
    lengths = [r["rounds"] for r in done]
    rows = by_faction + by_seat
    line = {"experiment": "fairness", "seats": seats, "games": games, "seed": seed, "finished": len(done),
            "median_rounds": statistics.median(lengths) if lengths else None,
            "mean_rounds": round(statistics.mean(lengths), 2) if lengths else None,
            "by_faction": by_faction, "by_seat": by_seat, "max_abs_z": max(abs(r["z"]) for r in rows),
            "all_within_2_sd": not any(r["flag"] for r in rows), "seconds": round(time.perf_counter() - start, 1)}
    flips: dict[str, list[int]] = {}
    for r in results:
        for secret, cleared in r["flips"]:
            if cleared is not None:
                tally = flips.setdefault(secret, [0, 0])
                tally[0] += 1
                tally[1] += cleared
    secrets = {"experiment": "secrets", "seats": seats, "games": games, "seed": seed,
               "attempts": {s: {"flips": t[0], "cleared": t[1], "rate": round(t[1] / t[0], 3)}
                            for s, t in sorted(flips.items(), key=lambda kv: -kv[1][1] / kv[1][0])}}
    return [line, secrets]


def pooled(lines: list[dict]) -> dict:
    """Fairness lines of one table size from several seed sets, added up: the wins by Faction and
    by seat over all their games, against the even share as in each set. With many cells, some
    pass 2 sd by chance alone: `chance_of_a_flag_if_even` is the chance of at least one flag if
    every cell were truly even (cells taken as independent, which they nearly are)."""
    seats = lines[0]["seats"]
    totals: dict[tuple[str, str], list[int]] = {}
    for line in lines:
        for key in ("by_faction", "by_seat"):
            for r in line[key]:
                t = totals.setdefault((key, r["who"]), [0, 0])
                t[0] += r["games"]
                t[1] += r["wins"]
    rows = {key: [share_row(who, g, w, 1 / seats) for (k, who), (g, w) in totals.items() if k == key]
            for key in ("by_faction", "by_seat")}
    cells = rows["by_faction"] + rows["by_seat"]
    return {"experiment": "fairness_pooled", "seats": seats, "sets": len(lines),
            "seeds": [line["seed"] for line in lines], "games": sum(line["finished"] for line in lines), **rows,
            "max_abs_z": max(abs(r["z"]) for r in cells), "all_within_2_sd": not any(r["flag"] for r in cells),
            "chance_of_a_flag_if_even": round(1 - 0.9545 ** len(cells), 2)}


def markdown(line: dict) -> str:
    """The fairness line as two Markdown tables (Faction, seat)."""
    out = []
    for key, head in (("by_faction", "Faction"), ("by_seat", "Seat")):
        out += [f"| {head} | games | wins | even share | sd | z |", "| --- | ---: | ---: | ---: | ---: | ---: |"]
        out += [f"| {r['who']} | {r['games']} | {r['wins']} | {r['even']} | {r['sd']} | "
                f"{r['z']:+.2f}{' **(> 2 sd)**' if r['flag'] else ''} |" for r in line[key]]
        out.append("")
    return "\n".join(out)


def _pct(values: list[int], q: float):
    if not values:
        return None
    ordered = sorted(values)
    return ordered[min(len(ordered) - 1, int(round(q * (len(ordered) - 1))))]


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=500)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--only", choices=("heuristic_x4", "heuristic_vs_3_random", "fairness"))
    parser.add_argument("--seats", type=int, nargs="+", default=[4, 3, 2], help="fairness: the table sizes")
    parser.add_argument("--workers", type=int, default=1, help="fairness: processes (2: both cores)")
    parser.add_argument("--markdown", action="store_true", help="fairness: also print the tables in Markdown")
    parser.add_argument("--sets", type=int, default=1,
                        help="fairness: seed sets of --games games each (seeds --seed, --seed + games, ...), "
                             "then the wins added up over all of them")
    args = parser.parse_args(argv)
    registry.register(rules.INFO)
    if args.only == "fairness":
        for seats in args.seats:
            sets = []
            for k in range(args.sets):
                for line in fairness(args.games, seats, args.seed + k * args.games, args.workers):
                    print(json.dumps(line), flush=True)
                    if line["experiment"] == "fairness":
                        sets.append(line)
                        if args.markdown:
                            print(markdown(line), flush=True)
            if args.sets > 1:
                line = pooled(sets)
                print(json.dumps(line), flush=True)
                if args.markdown:
                    print(markdown(line), flush=True)
        return 0
    if args.only in (None, "heuristic_x4"):
        print(json.dumps(heuristic_x4(args.games, args.seed)), flush=True)
    if args.only in (None, "heuristic_vs_3_random"):
        print(json.dumps(heuristic_vs_random(args.games, args.seed)), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
