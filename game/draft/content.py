"""Dungeon Draft content: heroes, weapons, monsters (the 173 draft cards, counting copies), the 25
quests and the game's numbers, read from TOML and checked.

The shapes are documented in docs/draft-content.md and in the helpers' contract. Every problem
is refused with `file:line: problem` (ContentError): unknown keys, wrong types, unknown classes
and effects, effects where they cannot be used, numbers off the card's scale, dangling or
clashing ids and wrong counts. The vocabulary lives in content_schema.py.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache
from pathlib import Path

from game.core.content import Field, config_values, load_items, one_file_each
from game.draft.content_schema import (  # noqa: F401 (the vocabulary is read from here too)
    ALLOWED, CLASSES, EFFECTS, END_EFFECTS, FREQUENCIES, ID, KINDS, MAX_TEXT, NOW_EFFECTS, TRIGGERS, Where,
    check_classes, check_effects, whole)

CONTENT_DIR = Path(__file__).parent / "content"

# The component counts of the box (DD-COMP-03, DD-COMP-04).
DRAFT_CARDS = 173
QUESTS = 25
CHECK_COUNTS = True

# The scale every card is drawn on: (lowest, highest) of each number.
HERO_RANGES = {"cost": (1, 8), "attack": (0, 5), "xp": (0, 6), "production": (0, 2)}
MONSTER_RANGES = {"attack_cost": (1, 10), "xp_reward": (0, 8), "gold_reward": (0, 5)}
QUEST_XP = (1, 12)
FILES = {"hero": "heroes.toml", "weapon": "weapons.toml", "monster": "monsters.toml"}


# -- the shapes the engine reads ----------------------------------------------------------------------
@dataclass(frozen=True)
class Effect:
    do: str                 # the vocabulary of content_schema.EFFECTS
    amount: int = 0
    cls: str = ""           # the class a *_per_class effect counts


@dataclass(frozen=True)
class Ability:
    """A hero's / weapon's / monster's text."""

    trigger: str            # on_play (heroes, weapons) | on_defeat (monsters)
    effects: tuple[Effect, ...]
    need: dict[str, int] = field(default_factory=dict)  # class counts needed as it resolves (DD-CLASS-04, G-16)
    text: str = ""


@dataclass(frozen=True)
class Card:
    """A draft card."""

    id: str
    name: str
    kind: str               # hero | weapon | monster
    cls: str = ""           # hero / weapon: one of CLASSES
    copies: int = 1
    cost: int = 0           # hero / weapon: gold cost
    attack: int = 0         # hero / weapon (weapons may have attack, G-03)
    xp: int = 0             # hero / weapon: printed XP
    production: int = 0     # hero / weapon: gold production
    attack_cost: int = 0    # monster
    xp_reward: int = 0      # monster: XP tokens on defeat
    gold_reward: int = 0    # monster: gold on defeat (G-04)
    ability: Ability | None = None
    text: str = ""          # the rules text on the card ("" for a plain card)
    flavour: str = ""


@dataclass(frozen=True)
class QuestAbility:
    frequency: str          # once | each_round | continuous | end_of_game (G-15)
    effects: tuple[Effect, ...]
    text: str = ""


@dataclass(frozen=True)
class Quest:
    id: str
    name: str
    xp: int
    requires: dict[str, int]          # class -> cards needed (G-06)
    ability: QuestAbility | None = None
    text: str = ""
    flavour: str = ""


@dataclass(frozen=True)
class Config:
    rounds: int = 4
    draft_hand: int = 7
    start_gold: int = 9
    income_base: int = 5
    quests_dealt: int = 5
    quests_kept: int = 3
    min_seats: int = 2
    max_seats: int = 5
    pass_left_rounds: tuple[int, ...] = (1, 3)
    score_unplayed_met_quests: bool = False   # G-07


@dataclass(frozen=True)
class Content:
    cards: dict[str, Card]
    quests: dict[str, Quest]
    config: Config

    def deck_list(self) -> list[str]:
        """Every draft card id, as many times as its copies (173), in file order."""
        return [c.id for c in self.cards.values() for _ in range(c.copies)]

    def quest_list(self) -> list[str]:
        """Every quest id (25), in file order."""
        return list(self.quests)


S, I, B, D, L = str, int, bool, dict, list


def _effects(raw: list[dict]) -> tuple[Effect, ...]:
    return tuple(Effect(e["do"], e["amount"], e["cls"]) for e in raw)


def _named(where: Where, item: dict, kind: str) -> str:
    """Check the item's id (snake_case) and name (not blank); say what it is, for later problems."""
    start, item_id = item["__line__"], item["id"]
    if not ID.match(item_id):
        raise where.fail(where.key(start, "id"), f"id {item_id!r} must be snake_case (a-z, 0-9, _)")
    what = f"{kind} {item_id!r}"
    if not item["name"].strip():
        raise where.fail(where.key(start, "name"), f"{what} needs a name")
    return what


def _text(where: Where, start: int, item: dict, what: str, has_ability: bool) -> None:
    text = item["text"]
    if len(text) > MAX_TEXT:
        raise where.fail(where.key(start, "text"), f"the text of {what} is {len(text)} characters; "
                                                   f"at most {MAX_TEXT} fit on a card")
    if has_ability and not text.strip():
        raise where.fail(start, f"{what} has effects but no text saying what they do")
    if not has_ability and text.strip():
        raise where.fail(where.key(start, "text"), f"{what} has a text but no effects: put the words in "
                                                   f"flavour, or give it effects")


def _cards(folder: Path, kind: str) -> dict[str, Card]:
    path = folder / FILES[kind]
    where = Where(path)
    schema = {"id": Field(S), "name": Field(S), "class": Field(S, False, ""), "copies": Field(I, False, 1),
              "cost": Field(I, False, None), "attack": Field(I, False, None), "xp": Field(I, False, None),
              "production": Field(I, False, None), "attack_cost": Field(I, False, None),
              "xp_reward": Field(I, False, None), "gold_reward": Field(I, False, None),
              "need": Field(D, False, {}), "effects": Field(L, False, []), "text": Field(S, False, ""),
              "flavour": Field(S, False, "")}
    mine, theirs = (MONSTER_RANGES, HERO_RANGES) if kind == "monster" else (HERO_RANGES, MONSTER_RANGES)
    out: dict[str, Card] = {}
    for item in load_items(path, "card", schema):
        start, cid = item["__line__"], item["id"]
        what = _named(where, item, kind)
        if item["copies"] < 1:
            raise where.fail(where.key(start, "copies"), f"{what}: copies must be at least 1")
        if kind == "monster":
            if item["class"]:
                raise where.fail(where.key(start, "class"), f"{what}: a monster card has no class "
                                                            f"(a hero or weapon may be of the monster class)")
        elif item["class"] not in CLASSES:
            line = where.key(start, "class")
            raise where.fail(line, f"{what} needs a class, one of {', '.join(CLASSES)} (found {item['class']!r})")
        for key in theirs:
            if item[key] is not None:
                raise where.fail(where.key(start, key), f"{what} takes no {key}: only "
                                                        f"{'monsters' if kind != 'monster' else 'heroes and weapons'} do")
        numbers = {}
        for key, (low, high) in mine.items():
            value = item[key] if item[key] is not None else (low if key in ("cost", "attack_cost") else 0)
            if item[key] is None and key in ("cost", "attack_cost"):
                raise where.fail(start, f"missing {key!r}")
            if not low <= value <= high:
                raise where.fail(where.key(start, key), f"{what}: {key} is {value}; it must be {low} to {high}")
            numbers[key] = value
        trigger = TRIGGERS[kind]
        ability = None
        if item["effects"]:
            effects = _effects(check_effects(where, start, item["effects"], trigger, what))
            need = check_classes(where, where.key(start, "need"), f"need of {what}", item["need"])
            ability = Ability(trigger, effects, need, item["text"])
        elif item["need"]:
            raise where.fail(where.key(start, "need"), f"{what} has a need but no effects")
        if kind == "monster" and item["need"]:
            raise where.fail(where.key(start, "need"), f"{what}: a monster's text has no class condition")
        _text(where, start, item, what, ability is not None)
        out[cid] = Card(cid, item["name"], kind, item["class"], item["copies"], ability=ability, text=item["text"],
                        flavour=item["flavour"], **numbers)
    return out


def _quests(folder: Path) -> dict[str, Quest]:
    path = folder / "quests.toml"
    where = Where(path)
    schema = {"id": Field(S), "name": Field(S), "xp": Field(I), "requires": Field(D),
              "frequency": Field(S, False, "", ("",) + FREQUENCIES), "effects": Field(L, False, []),
              "text": Field(S, False, ""), "flavour": Field(S, False, "")}
    out: dict[str, Quest] = {}
    for item in load_items(path, "quest", schema):
        start, qid = item["__line__"], item["id"]
        what = _named(where, item, "quest")
        low, high = QUEST_XP
        if not low <= item["xp"] <= high:
            raise where.fail(where.key(start, "xp"), f"{what}: xp is {item['xp']}; it must be {low} to {high}")
        requires = check_classes(where, where.key(start, "requires"), f"requires of {what}", item["requires"])
        if not requires:
            raise where.fail(where.key(start, "requires"), f"{what} requires nothing")
        ability = None
        if item["frequency"] and item["effects"]:
            effects = _effects(check_effects(where, start, item["effects"], item["frequency"], what))
            ability = QuestAbility(item["frequency"], effects, item["text"])
        elif item["frequency"]:
            raise where.fail(where.key(start, "frequency"), f"{what} has a frequency but no effects")
        elif item["effects"]:
            raise where.fail(where.key(start, "effects"), f"{what} has effects but no frequency "
                                                          f"(one of {', '.join(FREQUENCIES)})")
        _text(where, start, item, what, ability is not None)
        out[qid] = Quest(qid, item["name"], item["xp"], requires, ability, item["text"], item["flavour"])
    return out


def _config(folder: Path) -> Config:
    path = folder / "config.toml"
    where, values = config_values(path, Config())
    for key, value in list(values.items()):
        line = where.key(1, key)
        if key == "score_unplayed_met_quests":
            if not isinstance(value, bool):
                raise where.fail(line, f"{key!r} must be true or false")
        elif key == "pass_left_rounds":
            if not isinstance(value, (list, tuple)) or not all(whole(r, 1) for r in value):
                raise where.fail(line, f"{key!r} must be a list of round numbers, like [1, 3]")
            value = tuple(value)
        elif not whole(value, 0 if key in ("start_gold", "income_base") else 1):
            raise where.fail(line, f"{key!r} must be a whole number of at least "
                                   f"{0 if key in ('start_gold', 'income_base') else 1}")
        values[key] = value
    config = Config(**values)
    if config.quests_kept > config.quests_dealt:
        raise where.fail(where.key(1, "quests_kept"), "quests_kept cannot be more than quests_dealt")
    if not 2 <= config.min_seats <= config.max_seats:
        raise where.fail(where.key(1, "min_seats"), "min_seats must be at least 2 and at most max_seats")
    late = [r for r in config.pass_left_rounds if r > config.rounds]
    if late:
        raise where.fail(where.key(1, "pass_left_rounds"), f"pass_left_rounds names round {late[0]}, "
                                                           f"but the game has {config.rounds}")
    return config


def _cross_checks(folder: Path, content: Content) -> None:
    """The box's counts, every class among heroes and among weapons, enough cards to deal."""
    for kind in ("hero", "weapon"):
        missing = [c for c in CLASSES if not any(card.kind == kind and card.cls == c for card in content.cards.values())]
        if missing:
            raise Where(folder / FILES[kind]).fail(1, f"no {kind} of the class {', '.join(missing)} "
                                                      f"(every class needs heroes and weapons)")
    if not CHECK_COUNTS:
        return
    deck = len(content.deck_list())
    if deck != DRAFT_CARDS:
        count = {k: sum(c.copies for c in content.cards.values() if c.kind == k) for k in KINDS}
        raise Where(folder / "heroes.toml").fail(
            1, f"the box holds {DRAFT_CARDS} draft cards counting copies; found {deck}: "
               f"{count['hero']} heroes + {count['weapon']} weapons + {count['monster']} monsters")
    if len(content.quests) != QUESTS:
        raise Where(folder / "quests.toml").fail(1, f"the box holds {QUESTS} quests; found {len(content.quests)}")
    config, where = content.config, Where(folder / "config.toml")
    if config.max_seats * config.rounds * config.draft_hand > deck:
        raise where.fail(where.key(1, "max_seats"), "the draft deck is too small to deal every round to "
                                                    "max_seats players")
    if config.max_seats * config.quests_dealt > len(content.quests):
        raise where.fail(where.key(1, "max_seats"), "too few quests to deal quests_dealt to max_seats players")


def _load(folder: Path) -> Content:
    cards: dict[str, Card] = {}
    parts = [(FILES[kind], _cards(folder, kind)) for kind in KINDS] + [("quests.toml", _quests(folder))]
    one_file_each(folder, parts)  # a Play names a card or a quest by its id alone: ids never clash
    for _, items in parts[:-1]:
        cards.update(items)
    content = Content(cards, parts[-1][1], _config(folder))
    _cross_checks(folder, content)
    return content


@lru_cache(maxsize=4)
def load(folder: Path = CONTENT_DIR) -> Content:
    """All Dungeon Draft content, checked (cached: content files do not change while running)."""
    return _load(Path(folder))
