"""Which engine events deserve a number floating over a token ("-3" in red over a hero, "miss"
over a monster, "+2" in green for a heal), read from the events' data."""
from __future__ import annotations

from dataclasses import dataclass

from game.drizzt.content import load

# What each kind of float looks like (the table draws it; colours only, no pygame here).
COLOURS = {
    "damage": (232, 70, 56),
    "heal": (96, 214, 110),
    "miss": (214, 214, 214),
    "xp": (240, 200, 80),
    "down": (255, 120, 100),
    "condition": (196, 150, 240),
}


@dataclass(frozen=True)
class Float:
    kind: str  # a key of COLOURS
    target: tuple  # ("hero", index) | ("monster", uid)
    text: str


def _hero(data: dict):
    return ("hero", data["hero"]) if isinstance(data.get("hero"), int) else None


def _float(data: dict) -> Float | None:
    hero = _hero(data)
    if data.get("hit") is True and "target" in data:  # a hero's blow lands on a monster
        return Float("damage", ("monster", data["target"]), f"-{data.get('damage', 0)}")
    if data.get("hit") is False:  # a miss: over whoever was aimed at
        if "target" in data:
            return Float("miss", ("monster", data["target"]), "miss")
        return Float("miss", hero, "miss") if hero else None
    if hero and data.get("damage"):
        return Float("damage", hero, f"-{data['damage']}")
    if hero and data.get("healed"):
        return Float("heal", hero, f"+{data['healed']}")
    if hero and data.get("surge"):
        return Float("heal", hero, f"+{data.get('health', 0)} surge")
    if hero and data.get("down"):
        return Float("down", hero, "falls!")
    if data.get("defeated") and data.get("card"):
        return Float("xp", ("monster", data["monster"]), f"+{load().monster(data['card']).xp} XP")
    if data.get("destroyed"):
        return Float("down", ("monster", data["monster"]), "destroyed")
    if data.get("wounded") and "monster" in data:  # poison, or a power's extra blow
        return Float("damage", ("monster", data["monster"]), f"-{data['wounded']}")
    if hero:
        word = next((w for w in ("stunned", "poisoned") if data.get(w) is True), "")
        return Float("condition", hero, word) if word else None
    return None


def floats(events) -> list[Float]:
    """The floats a batch of events makes, in order."""
    out = []
    for event in events:
        data = event.data if isinstance(event.data, dict) else {}
        made = _float(data)
        if made is not None:
            out.append(made)
        if data.get("roll") == 20 and "target" in data and _hero(data):  # a hero's natural 20
            out.append(Float("xp", _hero(data), "Natural 20!"))
    return out
