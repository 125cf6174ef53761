"""Random-playout speed: Vault of Dragons', Legend of Drizzt's, Lords of Waterdeep's and Dragonvault's
engines next to python-chess, in the same run (Drizzt rotates through every adventure with 1 to 5
heroes, Waterdeep through 2 to 5 seats, Dragonvault through 2 to 6 seats with a team game in every
third).

Both sides play uniformly random legal moves through their own engine's API, with no UI
and no Match wrapper (python-chess's Board is the equivalent of our rules module):

- Vault: `rules.legal_actions` / `rules.apply`, chance (rolls, draws) sampled from the
  spec; every applied action counts, chance actions included (as in `python -m game
  simulate`). Games of 4 seats (--seats), seeds --seed, --seed + 1, ...; a game that has
  not ended after --max-actions is abandoned for the next seed.
- chess: `list(board.legal_moves)`, `board.push`, until `board.is_game_over()`.

By default the two take turns in short slices (--slice) for --seconds each, so a busy
machine slows both alike; --games N plays N games of each instead, one engine after the
other. Prints one JSON line: {"vault_actions_per_s", "chess_moves_per_s", "ratio", ...}
(--match adds Vault through game.core.Match, which also keeps undo checkpoints).

    .venv/bin/python bench/engine_vs_chess.py --seconds 20
    .venv/bin/python bench/engine_vs_chess.py --games 20
"""
from __future__ import annotations

import argparse
import json
import random
import sys
import time
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry  # noqa: E402
from game.core.bots import play_out  # noqa: E402
from game.core.kept import held  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.protocol import CHANCE  # noqa: E402
from game.drizzt import rules as drizzt_rules  # noqa: E402
from game.vault import rules  # noqa: E402


def vault_setup(seats: int, n: int) -> dict:
    return {"seats": [{"name": f"Bot {i + 1}"} for i in range(seats)]}


def drizzt_setup(seats: int, n: int) -> dict:
    """Adventure n (mod the adventures), with as many heroes as it allows near n % 5 + 1."""
    from game.drizzt.content import load

    adventures = sorted(load().adventures.values(), key=lambda a: a.id)
    adv = adventures[n % len(adventures)]
    heroes = max(adv.heroes[0], min(adv.heroes[1], n % 5 + 1))
    return drizzt_rules.quick_setup([{"name": f"Bot {i + 1}"} for i in range(heroes)], {"adventure": adv.id})


def waterdeep_setup(seats: int, n: int) -> dict:
    """Game n: 2 to 5 seats in turn."""
    return {"seats": [{"name": f"Bot {i + 1}"} for i in range(2 + n % 4)]}


def dragonvault_setup(seats: int, n: int) -> dict:
    """Game n: 2 to 6 seats in turn; every third game of 4 seats or more in teams."""
    count = 2 + n % 5
    setup: dict = {"seats": [{"name": f"Bot {i + 1}"} for i in range(count)]}
    if count >= 4 and n % 3 == 0:
        setup["teams"] = [i % 2 for i in range(count)]
    return setup


def vault_steps(seats: int, max_actions: int, seed: int, games: int = 0, rules=rules, make=vault_setup):
    """Random playouts, one applied action per step; yields the number of games started."""
    played = 0
    while not games or played < games:
        rng = random.Random(seed + played)
        state = rules.new_game(make(seats, seed + played))
        played += 1
        with held(state):  # the playout owns its state, as a chess Board does: work is kept between calls
            for _ in range(max_actions):
                who = rules.to_act(state)
                if who is None:
                    break
                if who == CHANCE:
                    action = rules.chance(state).sample(rng)
                else:
                    legal = rules.legal_actions(state)
                    action = legal[rng.randrange(len(legal))]
                rules.apply(state, action)
                yield played


def chess_steps(seed: int, games: int = 0):
    """Random chess games, one move per step; yields the number of games started."""
    import chess

    rng = random.Random(seed)
    played = 0
    while not games or played < games:
        board = chess.Board()
        played += 1
        while not board.is_game_over():
            legal = list(board.legal_moves)
            board.push(legal[rng.randrange(len(legal))])
            yield played


def run_for(steps, seconds: float) -> tuple[int, float, int]:
    """Advance a step generator for about `seconds` (or to its end): (steps, seconds, games)."""
    n, games = 0, 0
    start = time.perf_counter()
    for games in steps:
        n += 1
        if n & 63 == 0 and time.perf_counter() - start >= seconds:
            break
    return n, time.perf_counter() - start, games


def vault_match_playouts(seconds: float, seats: int, max_actions: int, seed: int) -> tuple[int, float]:
    """The same through game.core.Match (seeded chance, the log, undo checkpoints)."""
    registry.register(rules.INFO)
    actions = n = 0
    start = time.perf_counter()
    while time.perf_counter() - start < seconds:
        match = Match("vault", {"seats": [{"name": f"Bot {i + 1}"} for i in range(seats)]}, seed=seed + n)
        actions += play_out(match, ["random"] * seats, max_actions)
        n += 1
    return actions, time.perf_counter() - start


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--seconds", type=float, default=10.0, help="seconds for each engine (default 10)")
    parser.add_argument("--games", type=int, default=0, help="a fixed number of games for each instead")
    parser.add_argument("--slice", type=float, default=0.5, help="seconds per turn when interleaving (default 0.5)")
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--max-actions", type=int, default=20_000, help="abandon a Vault game after this many")
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--match", action="store_true", help="also time Vault through Match (undo checkpoints)")
    args = parser.parse_args(argv)
    drizzt = lambda games=0: vault_steps(args.seats, args.max_actions, args.seed, games,  # noqa: E731
                                         drizzt_rules, drizzt_setup)
    from game.waterdeep import rules as waterdeep_rules

    waterdeep = lambda games=0: vault_steps(args.seats, args.max_actions, args.seed, games,  # noqa: E731
                                            waterdeep_rules, waterdeep_setup)
    from game.dragonvault import rules as dragonvault_rules

    dragonvault = lambda games=0: vault_steps(args.seats, args.max_actions, args.seed, games,  # noqa: E731
                                              dragonvault_rules, dragonvault_setup)
    if args.games:  # a fixed number of games each, one after the other
        v_actions, v_seconds, v_games = run_for(vault_steps(args.seats, args.max_actions, args.seed, args.games),
                                                float("inf"))
        d_actions, d_seconds, d_games = run_for(drizzt(args.games), float("inf"))
        w_actions, w_seconds, w_games = run_for(waterdeep(args.games), float("inf"))
        g_actions, g_seconds, g_games = run_for(dragonvault(args.games), float("inf"))
        c_moves, c_seconds, c_games = run_for(chess_steps(args.seed, args.games), float("inf"))
    else:  # interleaved slices, so a busy machine slows all alike
        vault, drizzt_, chess_ = vault_steps(args.seats, args.max_actions, args.seed), drizzt(), chess_steps(args.seed)
        waterdeep_, dragonvault_ = waterdeep(), dragonvault()
        v_actions = v_seconds = d_actions = d_seconds = c_moves = c_seconds = w_actions = w_seconds = 0
        g_actions = g_seconds = 0
        slices = max(1, int(args.seconds / args.slice))
        for _ in range(slices):
            n, t, v_games = run_for(vault, args.seconds / slices)
            v_actions, v_seconds = v_actions + n, v_seconds + t
            n, t, d_games = run_for(drizzt_, args.seconds / slices)
            d_actions, d_seconds = d_actions + n, d_seconds + t
            n, t, w_games = run_for(waterdeep_, args.seconds / slices)
            w_actions, w_seconds = w_actions + n, w_seconds + t
            n, t, g_games = run_for(dragonvault_, args.seconds / slices)
            g_actions, g_seconds = g_actions + n, g_seconds + t
            n, t, c_games = run_for(chess_, args.seconds / slices)
            c_moves, c_seconds = c_moves + n, c_seconds + t
    vault_rate, drizzt_rate, chess_rate = v_actions / v_seconds, d_actions / d_seconds, c_moves / c_seconds
    out = {"vault_actions_per_s": round(vault_rate, 1), "drizzt_actions_per_s": round(drizzt_rate, 1),
           "chess_moves_per_s": round(chess_rate, 1),
           "ratio": round(vault_rate / chess_rate, 3), "drizzt_ratio": round(drizzt_rate / chess_rate, 3),
           "vault_actions": v_actions, "vault_games": v_games, "drizzt_actions": d_actions, "drizzt_games": d_games,
           "chess_moves": c_moves, "chess_games": c_games, "seats": args.seats,
           "waterdeep_actions_per_s": round(w_actions / w_seconds, 1),
           "waterdeep_ratio": round(w_actions / w_seconds / chess_rate, 3), "waterdeep_games": w_games,
           "dragonvault_actions_per_s": round(g_actions / g_seconds, 1),
           "dragonvault_ratio": round(g_actions / g_seconds / chess_rate, 3), "dragonvault_games": g_games,
           "seconds": round(v_seconds + d_seconds + w_seconds + g_seconds + c_seconds, 2)}
    if args.match:
        m_actions, m_seconds = vault_match_playouts(args.seconds, args.seats, args.max_actions, args.seed)
        out["vault_match_actions_per_s"] = round(m_actions / m_seconds, 1)
    print(json.dumps(out))
    return 0


if __name__ == "__main__":
    sys.exit(main())
