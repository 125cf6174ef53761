"""End-of-game numbers for Dungeon Draft: the match's actions replayed through the rules, and per
seat what the events' data say happened (never the events' text).

Which event carries what (see the modules named):
    played     {"seat", "card", "cost"}            play (a hero or weapon put into play)
    defeated   {"seat", "card", "xp", "gold"}      play (a monster beaten)
    quest      {"seat", "quest"}                   quests (a quest played)
    gained     {"seat", "gold", "xp"}              effects (gold and XP tokens gained)
    income     {"seat", "amount"}                  income (end-of-turn gold)
    discarded  {"seat", "count"}                   income (unplayed cards at the end of a turn)
"""
from __future__ import annotations

from game.core.tally import of_match, replayed, seat_counts
from game.draft import rules
from game.draft.content import load

#: (key, label) of every counted row, in the order a table shows them.
ROWS = (
    ("heroes_played", "Heroes played"),
    ("weapons_played", "Weapons played"),
    ("monsters_defeated", "Monsters defeated"),
    ("quests_played", "Quests completed"),
    ("gold_spent", "Gold spent"),
    ("gold_gained", "Gold gained from cards"),
    ("income", "Gold taken as income"),
    ("xp_tokens", "XP tokens earned"),
    ("cards_discarded", "Cards left unplayed"),
)


# One seat's counts (tally() returns them as plain dicts): its seat, name and win, and one whole
# number for each row above.
SeatStats = seat_counts(ROWS)


def tally(setup: dict, actions: list) -> list[dict]:
    """Replay `actions` (decisions and chance, in log order) from `setup` and count, per seat, what
    happened: one plain dict per seat with the keys of SeatStats (see ROWS)."""
    return replayed(rules, setup, actions, lambda i, p: SeatStats(i, p.name), _count)


def tally_match(match) -> list[dict]:
    """tally() for a Match of Dungeon Draft: its setup and every logged action."""
    return of_match(tally, match)


def _count(state, stats: list, data: dict) -> None:
    s, kind = stats[data["seat"]], data.get("kind")
    if kind == "played":
        if load().cards[data["card"]].kind == "weapon":
            s.weapons_played += 1
        else:
            s.heroes_played += 1
        s.gold_spent += data["cost"]
    elif kind == "defeated":
        s.monsters_defeated += 1
    elif kind == "quest":
        s.quests_played += 1
    elif kind == "gained":
        s.gold_gained += data["gold"]
        s.xp_tokens += data["xp"]
    elif kind == "income":
        s.income += data["amount"]
    elif kind == "discarded":
        s.cards_discarded += data["count"]
