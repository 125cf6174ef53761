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

import copy
from dataclasses import asdict, dataclass

from game.draft import rules

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


@dataclass
class SeatStats:
    """One seat's counts (tally() returns them as plain dicts)."""

    seat: int
    name: str
    winner: bool = False
    heroes_played: int = 0
    weapons_played: int = 0
    monsters_defeated: int = 0
    quests_played: int = 0
    gold_spent: int = 0
    gold_gained: int = 0
    income: int = 0
    xp_tokens: int = 0
    cards_discarded: int = 0


def tally(setup: dict, actions: list) -> list[dict]:
    """Replay `actions` (decisions and chance, in log order) from `setup` and count, per seat, what
    happened: one plain dict per seat with the keys of SeatStats (see ROWS)."""
    from game.draft.content import load

    cards = load().cards
    state = rules.new_game(copy.deepcopy(setup))
    stats = [SeatStats(i, p.name) for i, p in enumerate(state.seats)]
    for action in actions:
        for event in rules.apply(state, action):
            data = event.data
            seat = data.get("seat")
            if not isinstance(seat, int) or not 0 <= seat < len(stats):
                continue
            s, kind = stats[seat], data.get("kind")
            if kind == "played":
                if cards[data["card"]].kind == "weapon":
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
    outcome = rules.outcome(state)
    for s in stats:
        s.winner = outcome is not None and s.seat in outcome.winners
    return [asdict(s) for s in stats]


def tally_match(match) -> list[dict]:
    """tally() for a Match of Dungeon Draft: its setup and every logged action."""
    return tally(match.setup, [entry.action for entry in match.log])
