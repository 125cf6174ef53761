"""Dragonvault content balance: heuristic bots play seeded games and the content's numbers come
out (docs/dragonvault-content.md, "Design: why these numbers", shows the last run).

    .venv/bin/python bench/dragonvault_content.py                  # 4 seats, 160 games
    .venv/bin/python bench/dragonvault_content.py --seats 2 --games 60 --bots random

One JSON line: games with a death, champions dead, turns a seat, how games ended; per champion
its games, wins and deaths; how often each card was played; damage and healing a game by the card
being resolved when it happened (the last card played or encounter drawn, so a start-of-turn
ability is counted with whatever came before it: a rough guide, not a ledger).
"""
from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from game import registry  # noqa: E402
from game.core.bots import bot_move  # noqa: E402
from game.core.match import Match  # noqa: E402
from game.core.protocol import CHANCE  # noqa: E402


def play(seats: int, games: int, bots: str, seed: int = 0) -> dict:
    info = registry.get("dragonvault")
    setup = info.quick_setup([{"name": f"Bot {i + 1}", "bot": bots} for i in range(seats)], {})
    out = {"seats": seats, "games": games, "bots": bots}
    deaths, turns, ends = [], [], Counter()
    champ_games, champ_wins, champ_deaths = Counter(), Counter(), Counter()
    played, damage, healed = Counter(), Counter(), Counter()
    for n in range(games):
        match, resolving = Match(info, setup, seed=seed + n), "turn order"
        while (who := match.to_act()) is not None:
            events = match.roll()[1] if who == CHANCE else match.act(bot_move(match, bots))
            for event in events or ():
                data = event.data or {}
                kind = data.get("kind")
                if kind in ("played", "encounter"):
                    resolving = data.get("card")
                    if kind == "played":
                        played[resolving] += 1
                elif kind == "damage":
                    damage[resolving] += data.get("amount", 0)
                elif kind == "healed":
                    healed[resolving] += data.get("amount", 0)
        view = match.view(0)
        final = view.get("final") or {}
        deaths.append(sum(not s["alive"] for s in view["seats"]))
        turns.append(view["turn"] / seats)
        ends[final.get("reason", "?")] += 1
        for s in view["seats"]:
            champ_games[s["champion"]] += 1
            champ_deaths[s["champion"]] += not s["alive"]
            champ_wins[s["champion"]] += s["seat"] in final.get("winners", [])
    out["games_with_a_death"] = round(sum(d > 0 for d in deaths) / games, 3)
    out["champions_dead"] = round(sum(deaths) / (games * seats), 3)
    out["turns_a_seat"] = round(sum(turns) / games, 1)
    out["ends"] = dict(ends)
    out["champions"] = {c: {"games": champ_games[c], "win": round(champ_wins[c] / champ_games[c], 2),
                            "died": round(champ_deaths[c] / champ_games[c], 2)}
                        for c in sorted(champ_games, key=lambda c: -champ_wins[c] / champ_games[c])}
    out["played"] = dict(played.most_common())
    out["damage_a_game"] = {k: round(v / games, 2) for k, v in damage.most_common()}
    out["healed_a_game"] = {k: round(v / games, 2) for k, v in healed.most_common()}
    return out


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--games", type=int, default=160)
    parser.add_argument("--bots", default="heuristic")
    parser.add_argument("--seed", type=int, default=0)
    args = parser.parse_args()
    print(json.dumps(play(args.seats, args.games, args.bots, args.seed)))


if __name__ == "__main__":
    main()
