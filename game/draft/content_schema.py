"""The words Dungeon Draft's content is written in (the five classes, the card kinds, the effect
vocabulary and where each effect may appear, the quest frequencies) and the checks the loader
(game/draft/content.py) makes with them, each refusal as `file:line: problem`."""
from __future__ import annotations

import re

from game.core.content import Where, whole  # noqa: F401 (content.py reads them from here)

CLASSES = ("druid", "warrior", "mage", "rogue", "monster")  # the five classes (DD-CLASS-02)
KINDS = ("hero", "weapon", "monster")
TRIGGERS = {"hero": "on_play", "weapon": "on_play", "monster": "on_defeat"}
FREQUENCIES = ("once", "each_round", "continuous", "end_of_game")  # G-15

# Every effect (`do`) content may use: whether it counts a class (`class = ...`), and what it means.
EFFECTS: dict[str, tuple[bool, str]] = {
    "gain_gold": (False, "gain gold now"),
    "gain_xp": (False, "gain XP tokens"),
    "attack": (False, "more attack for the rest of this round"),
    "gain_gold_per_class": (True, "gain gold per card of a class in your play area"),
    "gain_xp_per_class": (True, "gain XP tokens per card of a class in your play area"),
    "attack_per_class": (True, "more attack this round per card of a class in your play area"),
    "discount": (False, "heroes and weapons cost less for the rest of this round"),
    "income": (False, "more gold at the end of your turn"),
    "xp_per_class": (True, "end of game: XP per card of a class in your play area"),
    "xp_per_card": (False, "end of game: XP per card in front of you"),
}
NOW_EFFECTS = ("gain_gold", "gain_xp", "attack", "gain_gold_per_class", "gain_xp_per_class", "attack_per_class",
               "discount", "income")
END_EFFECTS = ("xp_per_class", "xp_per_card")
# Where each effect may appear: a card's text, and a quest's by its frequency.
ALLOWED: dict[str, tuple[str, ...]] = {
    "on_play": NOW_EFFECTS,
    "on_defeat": NOW_EFFECTS,
    "once": NOW_EFFECTS,
    "each_round": ("gain_gold", "gain_xp", "attack", "gain_gold_per_class", "gain_xp_per_class", "attack_per_class",
                   "discount", "income"),
    "continuous": ("attack", "discount", "income"),
    "end_of_game": END_EFFECTS,
}
EFFECT_KEYS = ("do", "amount", "class")
ID = re.compile(r"^[a-z][a-z0-9_]*$")
MAX_TEXT = 100  # a card's rules text fits the card


def check_classes(where: Where, line: int, what: str, value: object) -> dict[str, int]:
    """A table of class -> count (each count at least 1), like { druid = 3 }."""
    if not isinstance(value, dict):
        raise where.fail(line, f"{what} must be a table like {{ druid = 3 }}")
    for cls, count in value.items():
        if cls not in CLASSES:
            raise where.fail(line, f"{what} names an unknown class {cls!r} (known: {', '.join(CLASSES)})")
        if not whole(count, 1):
            raise where.fail(line, f"{what}: {cls} must be a whole number of at least 1")
    return dict(value)


def check_effects(where: Where, start: int, raw: object, allowed_in: str, what: str) -> list[dict]:
    """A list of effect tables `{ do = .., amount = .., class = .. }`, checked against the vocabulary
    and against where they appear (`allowed_in`: a trigger or a quest frequency)."""
    line = where.key(start, "effects")
    if not isinstance(raw, list) or not raw:
        raise where.fail(line, f"effects of {what} must be a list of one or more {{ do = .., amount = .. }}")
    out = []
    for i, effect in enumerate(raw):
        if not isinstance(effect, dict):
            raise where.fail(line, f"effect {i + 1} of {what} must be a table like {{ do = \"gain_gold\", amount = 2 }}")
        do = effect.get("do")
        here = where.line(start, f'"{do}"') if isinstance(do, str) else line
        where.known_keys(effect, EFFECT_KEYS, here, f"effect {i + 1} of {what}")
        if do not in EFFECTS:
            raise where.fail(here, f"unknown effect {do!r} (known: {', '.join(EFFECTS)})")
        if do not in ALLOWED[allowed_in]:
            raise where.fail(here, f"effect {do!r} cannot be used {_place(allowed_in)} "
                                   f"(there: {', '.join(ALLOWED[allowed_in])})")
        amount = effect.get("amount")
        if not whole(amount, 1):
            raise where.fail(here, f"effect {do!r} needs an amount, a whole number of at least 1")
        per_class = EFFECTS[do][0]
        cls = effect.get("class", "")
        if per_class and cls not in CLASSES:
            raise where.fail(here, f"effect {do!r} counts a class: class must be one of {', '.join(CLASSES)}"
                                   f" (found {cls!r})")
        if not per_class and "class" in effect:
            raise where.fail(here, f"effect {do!r} counts no class: remove class = {cls!r}")
        out.append({"do": do, "amount": amount, "cls": cls})
    return out


def _place(allowed_in: str) -> str:
    return {"on_play": "when a hero or weapon is played", "on_defeat": "when a monster is defeated",
            "once": "by a quest played once", "each_round": "by a quest each round",
            "continuous": "by a continuous quest", "end_of_game": "by an end of game quest"}[allowed_in]
