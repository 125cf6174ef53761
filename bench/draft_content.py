"""What Dungeon Draft's content does in play (/work/shared/CONTENT.md, "Balance"): drafting bots
in every seat play seeded games, and this reports, as JSON lines:

- "classes": each class's share of the heroes and weapons played, and how often the seat whose
  play area is mostly of that class wins (against the share of seats it was the main class of);
- "cards": for every draft card, how early it is picked (mean pick number, 1 = first of a hand of
  7) and how often a picked copy is played (a monster: defeated); the ten picked earliest and
  latest, and any card played in under a quarter of its picks;
- "quests": how often each quest is kept (of those dealt) and played (of those kept), and how often
  the seat that played it wins;
- "scores": the mean winning and losing XP, and the mean number of cards in front of a seat.

    .venv/bin/python bench/draft_content.py                  # 200 games, 4 seats, quests on
    .venv/bin/python bench/draft_content.py --games 400 --seats 3 --bot drafter
"""
from __future__ import annotations

import argparse
import json
import statistics
import sys
from collections import Counter, defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parents[1]))

from bench.draft_bots import one_game  # noqa: E402
from game.core.bots import bot_named  # noqa: E402
from game.draft import rules  # noqa: E402
from game.draft.content import CLASSES, load  # noqa: E402


class Recorder:
    """Wraps a seat's bot, noting every pick (with its pick number), play and keep it makes."""

    def __init__(self, bot, seat: int, log: dict):
        self.bot, self.seat, self.log = bot, seat, log

    def __call__(self, view, legal, rng):
        action = self.bot(view, legal, rng)
        me = view["seats"][self.seat]
        if action.kind == "pick":
            self.log["picks"].append((action.card, view["pick"]))
        elif action.kind == "play":
            self.log["plays"][self.seat].append(action.card)
        elif action.kind == "keep":
            self.log["dealt"] += list(me.get("dealt") or [])
            self.log["kept"] += list(action.cards)
        return action


def play_games(games: int, seats: int, seed: int, bot: str) -> dict:
    content = load()
    picks: dict[str, list[int]] = defaultdict(list)
    played, dealt, kept, quests_played, quest_wins = Counter(), Counter(), Counter(), Counter(), Counter()
    in_front: list[int] = []
    main_seats, main_wins, class_played = Counter(), Counter(), Counter()
    win_xp, lose_xp = [], []
    for n in range(games):
        log = {"picks": [], "plays": [[] for _ in range(seats)], "dealt": [], "kept": []}
        bots = [Recorder(bot_named(rules, bot), s, log) for s in range(seats)]
        result = one_game(seed + n, [bot] * seats, True, bots=bots, timed="")
        for card, pick in log["picks"]:
            picks[card].append(pick)
        dealt.update(log["dealt"])
        kept.update(log["kept"])
        for s, cards in enumerate(log["plays"]):
            classes = Counter()
            in_front.append(sum(1 for c in cards if c in content.quests or content.cards[c].kind != "monster"))
            for card in cards:
                if card in content.quests:
                    quests_played[card] += 1
                    if s in result["winners"]:
                        quest_wins[card] += 1 / len(result["winners"])
                    continue
                played[card] += 1
                c = content.cards[card]
                if c.kind != "monster":
                    classes[c.cls] += 1
                    class_played[c.cls] += 1
            if classes:
                main = max(CLASSES, key=lambda k: (classes[k], -CLASSES.index(k)))
                main_seats[main] += 1
                if s in result["winners"]:
                    main_wins[main] += 1 / len(result["winners"])
        for s, score in enumerate(result["scores"]):
            (win_xp if s in result["winners"] else lose_xp).append(score)
    total_played = sum(class_played.values())
    fair = 1 / seats
    classes = {c: {"played_share": round(class_played[c] / max(1, total_played), 3), "main_of_seats": main_seats[c],
                   "win_rate_as_main": round(main_wins[c] / main_seats[c], 3) if main_seats[c] else None}
               for c in CLASSES}
    mean_pick = {card: round(statistics.mean(p), 2) for card, p in picks.items()}
    play_rate = {card: round(played[card] / len(p), 2) for card, p in picks.items()}
    order = sorted(mean_pick, key=lambda c: mean_pick[c])
    never = [c for c in content.cards if c not in picks]
    return {
        "classes": {"experiment": "classes", "games": games, "seats": seats, "bot": bot, "fair_win_rate": round(fair, 3),
                    "by_class": classes},
        "cards": {"experiment": "cards", "earliest": [(c, mean_pick[c], play_rate[c]) for c in order[:10]],
                  "latest": [(c, mean_pick[c], play_rate[c]) for c in order[-10:]],
                  "rarely_played": sorted((c, play_rate[c]) for c in picks if play_rate[c] < 0.25),
                  "never_picked": never,
                  "mean_pick_by_kind": {k: round(statistics.mean(mean_pick[c] for c in mean_pick
                                                                 if content.cards[c].kind == k), 2)
                                        for k in ("hero", "weapon", "monster")}},
        "quests": {"experiment": "quests",
                   "kept_rate": {q: round(kept[q] / dealt[q], 2) for q in sorted(dealt)},
                   "played_rate": {q: round(quests_played[q] / kept[q], 2) for q in sorted(kept)},
                   "win_rate_when_played": {q: round(quest_wins[q] / quests_played[q], 2) for q in sorted(quests_played)}},
        "scores": {"experiment": "scores", "mean_winning_xp": round(statistics.mean(win_xp), 1),
                   "mean_losing_xp": round(statistics.mean(lose_xp), 1),
                   "mean_cards_in_front": round(statistics.mean(in_front), 1)},
    }


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=200)
    parser.add_argument("--seats", type=int, default=4)
    parser.add_argument("--seed", type=int, default=0)
    parser.add_argument("--bot", default="drafter")
    args = parser.parse_args(argv)
    for line in play_games(args.games, args.seats, args.seed, args.bot).values():
        print(json.dumps(line), flush=True)
    return 0


if __name__ == "__main__":
    sys.exit(main())
