"""Counting in words, for every game: "1 tile", "3 tiles", "1 Casualty die". `counted` is what
new text uses; `tidy` mends the older "N thing(s)" sentences an engine keeps word for word
(its events are pinned by the fingerprints), so a player never reads "(s)" or "1 dice"."""
from __future__ import annotations

import re

IRREGULAR = {"die": "dice", "dice": "dice", "gold": "gold", "XP": "XP", "damage": "damage"}


def plural(word: str) -> str:
    """The plural of one English noun as the games use them ('die' -> 'dice', 'tile' -> 'tiles')."""
    last = word.rsplit(" ", 1)[-1]
    if last in IRREGULAR:
        return word[: len(word) - len(last)] + IRREGULAR[last]
    if last.endswith(("s", "x", "ch", "sh")):
        return word + "es"
    if last.endswith("y") and last[-2:-1] not in ("a", "e", "o", "u"):
        return word[:-1] + "ies"
    return word + "s"


def counted(n: int, one: str, many: str = "") -> str:
    """'1 tile', '2 tiles' (`many` when the plural is not the usual one)."""
    return f"{n} {one if n == 1 else (many or plural(one))}"


_ITEMS = re.compile(r"\b(\d+) ((?:[A-Za-z]+ ){0,2})([A-Za-z]+)\(s\)")
_BARE = re.compile(r"\b([A-Za-z]+)\(s\)")
# The counted nouns of the games, plural -> one: after a lone "1" the one is written.
ONE = {"dice": "die", "Casualties": "Casualty", "tiles": "tile", "rooms": "room", "skulls": "skull",
       "Rumors": "Rumor", "Followers": "Follower", "Fighters": "Fighter", "Rogues": "Rogue", "Wizards": "Wizard",
       "Secrets": "Secret", "Treasures": "Treasure", "Items": "Item", "cards": "card", "Actions": "Action",
       "spaces": "space", "heroes": "hero", "monsters": "monster", "surges": "surge", "squares": "square",
       "seats": "seat", "trades": "trade", "Locations": "Location", "points": "point", "times": "time"}
_ONE_MANY = re.compile(r"(?<![\d.+\-/])\b1 ((?:Casualty |Magic |more |extra |other )?)(" + "|".join(ONE) + r")\b")


def tidy(text: str) -> str:
    """'1 skull(s)' -> '1 skull', '3 room(s)' -> '3 rooms', 'card(s)' -> 'cards',
    '1 Casualty dice' -> '1 Casualty die', 'up to 1 Casualties' -> 'up to 1 Casualty'."""
    def one(m: re.Match) -> str:
        n, between, word = int(m.group(1)), m.group(2), m.group(3)
        return f"{n} {between}{word if n == 1 else plural(word)}"

    text = _ITEMS.sub(one, text)
    text = _BARE.sub(lambda m: plural(m.group(1)), text)
    return _ONE_MANY.sub(lambda m: f"1 {m.group(1)}{ONE[m.group(2)]}", text)
