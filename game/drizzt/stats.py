"""What each hero did in an adventure, for the end screen: the match's actions replayed through
the rules and counted from the events' data (never their text).

Which event carries what:
    attacks, hits, damage dealt  {"hero", "target", "hit", "damage"?}   combat (a hero's attack roll)
    monsters defeated            {"monster", "defeated"}                combat (credited to the hero whose
                                 attack, hit effect or poison dealt the last blow: the last hero to roll at it)
    damage taken                 {"hero", "damage", "health"}           party.hurt
    healed                       {"hero", "healed"}                     party.heal
    healing surges used          {"hero", "surge"}                      heroes (start of the hero phase)
    surges lost to encounters    {"hero", "surge_lost"}                 villain (credited to the hero whose encounter it was)
    treasure                     {"hero", "card"} + a Give action       treasure (kept or given)
"""
from __future__ import annotations

import copy
from dataclasses import asdict, dataclass

from game.drizzt import rules
from game.drizzt.actions import Give

#: (key, label) of every counted row, in the order a table shows them.
ROWS = (
    ("monsters_defeated", "Monsters defeated"),
    ("attacks", "Attacks made"),
    ("hits", "Hits"),
    ("damage_dealt", "Damage dealt"),
    ("damage_taken", "Damage taken"),
    ("healed", "Health regained"),
    ("surges", "Healing surges used"),
    ("surges_lost", "Surges lost to encounters"),
    ("treasure", "Treasure kept"),
)


@dataclass
class HeroStats:
    hero: int
    name: str
    level: int = 1
    monsters_defeated: int = 0
    attacks: int = 0
    hits: int = 0
    damage_dealt: int = 0
    damage_taken: int = 0
    healed: int = 0
    surges: int = 0
    surges_lost: int = 0
    treasure: int = 0


def tally(setup: dict, actions) -> list[dict]:
    """Replay `actions` from `setup` and count, per hero, what the events say happened."""
    return tally_from(rules.new_game(copy.deepcopy(setup)), actions)


def tally_from(state, actions) -> list[dict]:
    """The same from a position (it is played on): the counts of `actions` only."""
    rows = [HeroStats(i, h.name) for i, h in enumerate(state.heroes)]
    last_at: dict[str, int] = {}  # monster uid -> the hero who last rolled at it
    for action in actions:
        for event in rules.apply(state, action):
            _count(rows, last_at, event.data if isinstance(event.data, dict) else {})
        if isinstance(action, Give) and 0 <= action.hero < len(rows):
            rows[action.hero].treasure += 1
    for row, hero in zip(rows, state.heroes):
        row.level = hero.level
    return [asdict(r) for r in rows]


def tally_match(match) -> list[dict]:
    return tally(match.setup, [entry.action for entry in match.log])


def _count(rows: list[HeroStats], last_at: dict[str, int], data: dict) -> None:
    hero = data.get("hero")
    mine = rows[hero] if isinstance(hero, int) and 0 <= hero < len(rows) else None
    if mine is not None and "target" in data and "hit" in data:  # a hero's attack roll
        mine.attacks += 1
        last_at[data["target"]] = hero
        if data["hit"]:
            mine.hits += 1
            mine.damage_dealt += int(data.get("damage", 0))
    elif data.get("defeated") and data.get("monster") in last_at:
        rows[last_at[data["monster"]]].monsters_defeated += 1
    elif mine is not None and "damage" in data and "health" in data:
        mine.damage_taken += int(data["damage"])
    elif mine is not None and "healed" in data:
        mine.healed += int(data["healed"])
    elif mine is not None and data.get("surge"):
        mine.surges += 1
    elif mine is not None and data.get("surge_lost"):
        mine.surges_lost += 1
