"""Dragonvault content: champions, the adventure deck's cards, the side deck and the game's
numbers, read from TOML (game/dragonvault/content/*.toml) and checked.

The shapes are the contract's (docs/dragonvault-content.md shows every card). Every problem is
refused with `file:line: problem` (ContentError): unknown keys, wrong types, unknown effects,
`who` words or triggers, effects where they cannot work, d6 tables with a face missing, missing
rulebook cards, a side deck too small for six starting hands.

`deck_list(content, seats)` and `side_list(content, seats)` build the two decks for a seat count
(the extra Gluttonous Ogre joins the adventure deck at 5 seats or more, DV-DECK-06).
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

from game.core.content import Field, Where, config_values, load_items, one_file_each, parse_toml
from game.dragonvault.content_schema import (  # noqa: F401 (the vocabulary is read from here too)
    ABILITY_TRIGGERS, CARD_TYPES, EFFECT_PARAMS, EFFECTS, RESPONSE_TRIGGERS, SUBTYPES, TARGETS, WHO, Context,
    check_effects, whole)

CONTENT_DIR = Path(__file__).parent / "content"
CARD_FILES = ("encounters", "actions", "responses", "mercenaries", "companions", "treasure")
# The type of card each file holds.
FILE_TYPES = {"encounters": ("encounter",), "actions": ("action",), "responses": ("response",),
              "mercenaries": ("mercenary",), "companions": ("companion",), "treasure": ("treasure",)}

# The rulebook's names and what it says they are (DV-DECK, the checklist's "Content the rulebook names").
RULEBOOK_CHAMPIONS = ("ulric", "avadel", "radin", "celaine", "vorix")
RULEBOOK_CARDS = {
    "food": ("action", ""), "healing_potion": ("action", ""), "crystal_ball": ("action", ""),
    "invisibility_potion": ("response", ""), "spirit_of_retribution": ("response", ""),
    "hired_muscle": ("mercenary", ""), "expert_thief": ("mercenary", ""),
    "gold_coins": ("treasure", ""), "gemstones": ("treasure", ""), "relic": ("treasure", ""),
    "green_dragon": ("encounter", "dragon"), "bear_trap": ("encounter", "trap"),
    "djinn": ("encounter", "other"), "succubus": ("encounter", "other"), "gluttonous_ogre": ("encounter", "other"),
    "phoenix": ("encounter", "group"), "flood": ("encounter", "group"),
}
MIN_CHAMPIONS = 10
MAX_TOUGHNESS = 12
MIN_DECK = 80
TEXT_LIMIT = 110


# -- the shapes the engine reads (the contract, section 1) ------------------------------------------
@dataclass(frozen=True)
class Effect:
    """One step of what a card or an ability does."""

    do: str
    amount: int = 0
    who: str = "self"
    card: str = ""
    table: tuple = ()      # roll: tuple[RollRow, ...]
    times: int = 1
    otherwise: tuple = ()  # pay_or: tuple[Effect, ...]
    options: tuple = ()    # choose: tuple[Option, ...]
    types: tuple = ()      # salvage: card types


@dataclass(frozen=True)
class RollRow:
    """A d6 table row: faces lo..hi inclusive."""

    lo: int
    hi: int
    text: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Option:
    """One option of a choose effect."""

    label: str
    effects: tuple[Effect, ...]


@dataclass(frozen=True)
class Ability:
    """A champion's or a companion's ability."""

    trigger: str
    effects: tuple[Effect, ...] = ()
    modifier: int = 0
    faces: tuple[int, ...] = ()
    passive: bool = False
    text: str = ""


@dataclass(frozen=True)
class Champion:
    id: str
    name: str
    toughness: int
    abilities: tuple[Ability, ...]
    text: str
    flavour: str = ""

    @property
    def type(self) -> str:
        return "champion"


@dataclass(frozen=True)
class Card:
    id: str
    name: str
    type: str
    subtype: str = ""
    copies: int = 1
    side_copies: int = 0
    extra_at_seats: int = 0
    cost: int = 0
    value: int = 0
    relic: bool = False
    toughness: int = 0
    target: str = "none"
    trigger: str = ""
    effects: tuple[Effect, ...] = ()
    abilities: tuple[Ability, ...] = ()
    text: str = ""
    flavour: str = ""


@dataclass(frozen=True)
class Config:
    min_seats: int = 2
    max_seats: int = 6
    start_hand: tuple[str, ...] = ("food", "gold_coins", "gold_coins")
    pool_pays_encounters: bool = True
    one_start_of_turn_ability: bool = False
    end_when_one_survivor: bool = True


@dataclass(frozen=True)
class Content:
    champions: dict[str, Champion]
    cards: dict[str, Card]
    config: Config

    def card(self, id: str) -> Card | Champion:
        """A card or a champion by id (KeyError for neither)."""
        return self.cards[id] if id in self.cards else self.champions[id]


def deck_list(content: Content, seats: int) -> list[str]:
    """The adventure deck for `seats` seats, one id per card, in file order (unshuffled): each
    card's copies, and one more of a card whose extra_at_seats is reached (DV-DECK-06)."""
    out = []
    for card in content.cards.values():
        extra = 1 if card.extra_at_seats and seats >= card.extra_at_seats else 0
        out += [card.id] * (card.copies + extra)
    return out


def side_list(content: Content, seats: int) -> list[str]:
    """The side deck's cards for `seats` seats (champions apart): the spares (Food, Gold Coins)
    and an extra card that does not join the adventure deck at this seat count (DV-DECK-04/06)."""
    out = []
    for card in content.cards.values():
        extra = 1 if card.extra_at_seats and seats < card.extra_at_seats else 0
        out += [card.id] * (card.side_copies + extra)
    return out


# -- building the shapes from checked dicts --------------------------------------------------------------
def _effect(raw: dict) -> Effect:
    kwargs = {k: v for k, v in raw.items() if k not in ("table", "otherwise", "options")}
    if "table" in raw:
        kwargs["table"] = tuple(RollRow(r["lo"], r["hi"], r["text"], tuple(map(_effect, r["effects"])))
                                for r in raw["table"])
    if "otherwise" in raw:
        kwargs["otherwise"] = tuple(map(_effect, raw["otherwise"]))
    if "options" in raw:
        kwargs["options"] = tuple(Option(o["label"], tuple(map(_effect, o["effects"]))) for o in raw["options"])
    return Effect(**kwargs)


S, I, B, L = str, int, bool, list

ABILITY_KEYS = ("trigger", "effects", "modifier", "faces", "passive", "text")


def _abilities(where: Where, start: int, owner: str, raw: object, card_ids: frozenset) -> tuple[Ability, ...]:
    if not isinstance(raw, list):
        raise where.fail(start, f"{owner}: abilities must be a list of [[...abilities]] tables")
    out = []
    for n, ab in enumerate(raw, 1):
        what = f"{owner}, ability {n}"
        if not isinstance(ab, dict):
            raise where.fail(start, f"{what} must be a table")
        trigger = ab.get("trigger")
        line = where.line(start, f'trigger = "{trigger}"') if isinstance(trigger, str) else start
        where.known_keys(ab, ABILITY_KEYS, lambda key: where.key(start, key), what)
        if trigger not in ABILITY_TRIGGERS:
            raise where.fail(line, f"{what}: trigger is {trigger!r}; expected one of {', '.join(ABILITY_TRIGGERS)}")
        text = ab.get("text", "")
        if not isinstance(text, str) or not text.strip():
            raise where.fail(line, f"{what} needs a text saying what it does")
        modifier, faces, passive = ab.get("modifier", 0), ab.get("faces", []), ab.get("passive", False)
        if not isinstance(modifier, int) or isinstance(modifier, bool) or not -2 <= modifier <= 2:
            raise where.fail(where.key(start, "modifier"), f"{what}: modifier must be a whole number from -2 to 2")
        if not isinstance(faces, list) or any(not whole(f) or f > 6 for f in faces) or len(set(faces)) != len(faces):
            raise where.fail(where.key(start, "faces"), f"{what}: faces must list different d6 faces 1 to 6")
        if not isinstance(passive, bool):
            raise where.fail(where.key(start, "passive"), f"{what}: passive must be true or false")
        if (modifier or faces) and trigger != "own_roll":
            raise where.fail(line, f"{what}: modifier and faces belong to an own_roll ability")
        ctx = Context(where, start, what, kind="ability", trigger=trigger, card_ids=card_ids)
        effects = check_effects(ctx, ab.get("effects", []))
        if trigger == "own_roll" and not modifier and not (faces and effects):
            raise where.fail(line, f"{what}: an own_roll ability needs a modifier, or faces and effects")
        if trigger != "own_roll" and not effects:
            raise where.fail(line, f"{what} does nothing: give it effects")
        if passive and any(e["do"] in ("roll", "choose") or e.get("who") in ("chosen", "target") for e in effects):
            raise where.fail(where.key(start, "passive"),
                             f"{what} is passive, so it may not roll or make anyone choose")
        out.append(Ability(trigger, tuple(map(_effect, effects)), modifier, tuple(faces), passive, text))
    return tuple(out)


def _text(where: Where, start: int, item: dict, what: str) -> None:
    for key in ("text", "flavour"):
        if not item[key].strip():
            raise where.fail(where.key(start, key) if key in item else start, f"{what} needs a {key}")
    if len(item["text"]) > TEXT_LIMIT:
        raise where.fail(where.key(start, "text"),
                         f"{what}: the text is {len(item['text'])} characters; a card holds at most {TEXT_LIMIT}")


def _champions(folder: Path, card_ids: frozenset) -> dict[str, Champion]:
    path = folder / "champions.toml"
    where = Where(path, "champion")
    schema = {"id": Field(S), "name": Field(S), "toughness": Field(I), "abilities": Field(L),
              "text": Field(S), "flavour": Field(S)}
    out = {}
    for item in load_items(path, "champion", schema):
        start, cid = item["__line__"], item["id"]
        what = f"champion {cid!r}"
        if not 1 <= item["toughness"] <= MAX_TOUGHNESS:
            raise where.fail(where.key(start, "toughness"),
                             f"{what}: toughness must be 1 to {MAX_TOUGHNESS} (no champion is tougher)")
        _text(where, start, item, what)
        abilities = _abilities(where, start, what, item["abilities"], card_ids)
        if not abilities:
            raise where.fail(start, f"{what} needs an ability")
        out[cid] = Champion(cid, item["name"], item["toughness"], abilities, item["text"], item["flavour"])
    return out


CARD_SCHEMA = {"id": Field(S), "name": Field(S), "type": Field(S, choices=CARD_TYPES),
               "subtype": Field(S, False, "", SUBTYPES), "copies": Field(I, False, 1),
               "side_copies": Field(I, False, 0), "extra_at_seats": Field(I, False, 0), "cost": Field(I, False, 0),
               "value": Field(I, False, 0), "relic": Field(B, False, False), "toughness": Field(I, False, 0),
               "target": Field(S, False, "none", TARGETS), "trigger": Field(S, False, "", RESPONSE_TRIGGERS),
               "effects": Field(L, False, []), "abilities": Field(L, False, []), "text": Field(S),
               "flavour": Field(S)}


def _cards(folder: Path, name: str, card_ids: frozenset) -> dict[str, Card]:
    path = folder / f"{name}.toml"
    where = Where(path, "card")
    out = {}
    for item in load_items(path, "card", CARD_SCHEMA):
        start, cid, kind = item["__line__"], item["id"], item["type"]
        what = f"card {cid!r}"

        def fail(key: str, problem: str):
            return where.fail(where.key(start, key), f"{what}: {problem}")

        if kind not in FILE_TYPES[name]:
            raise fail("type", f"a {kind} card does not belong in {name}.toml")
        if not whole(item["copies"], 0) or not whole(item["side_copies"], 0):
            raise fail("copies" if not whole(item["copies"], 0) else "side_copies", "copies cannot be negative")
        if item["copies"] + item["side_copies"] + (1 if item["extra_at_seats"] else 0) < 1:
            raise fail("copies", "the card is in neither deck: give it copies")
        if item["extra_at_seats"] and not 2 <= item["extra_at_seats"] <= 6:
            raise fail("extra_at_seats", "extra_at_seats must be a seat count from 2 to 6")
        _text(where, start, item, what)
        _fields_for_type(item, fail)
        ctx = Context(where, start, what, kind=kind, trigger=item["trigger"], target=item["target"], card_ids=card_ids)
        effects = check_effects(ctx, item["effects"])
        abilities = _abilities(where, start, what, item["abilities"], card_ids)
        if kind == "companion" and not abilities:
            raise fail("abilities", "a companion needs an ability")
        if kind not in ("companion", "treasure") and not effects:
            raise fail("effects", f"a {kind} card needs effects")
        if kind in ("companion", "treasure") and effects:
            raise fail("effects", f"a {kind} card takes no effects" +
                       (" (its abilities do the work)" if kind == "companion" else ""))
        if item["target"] != "none" and not any(e.get("who") == "target" or e["do"] == "steal" for e in effects):
            raise fail("target", f"the card names a target ({item['target']}) but no effect hits it")
        out[cid] = Card(cid, item["name"], kind, item["subtype"], item["copies"], item["side_copies"],
                        item["extra_at_seats"], item["cost"], item["value"], item["relic"], item["toughness"],
                        item["target"], item["trigger"], tuple(map(_effect, effects)), abilities, item["text"],
                        item["flavour"])
    return out


def _fields_for_type(item: dict, fail) -> None:
    """The keys a card type needs, and those it may not have."""
    kind = item["type"]
    needs = {"encounter": ("subtype",), "mercenary": ("cost",), "companion": ("cost", "toughness"),
             "treasure": ("value",), "response": ("trigger",)}.get(kind, ())
    for key in needs:
        if not item[key]:
            raise fail(key if key in item else "type", f"a {kind} card needs {key!r}")
    for key in ("subtype", "cost", "value", "relic", "toughness", "trigger"):
        if item[key] and key not in needs and not (key == "relic" and kind == "treasure"):
            raise fail(key, f"a {kind} card takes no {key!r}")
    if kind == "mercenary" and not 1 <= item["cost"] <= 6:
        raise fail("cost", "a mercenary costs 1 to 6 treasure")
    if kind == "companion" and not (1 <= item["cost"] <= 6 and 1 <= item["toughness"] <= 12):
        raise fail("cost" if not 1 <= item["cost"] <= 6 else "toughness",
                   "a companion costs 1 to 6 treasure and has toughness 1 to 12")
    if kind == "treasure" and item["value"] < 1:
        raise fail("value", "a treasure is worth at least 1")
    if kind in ("encounter", "companion", "treasure") and item["target"] != "none":
        raise fail("target", f"a {kind} card is not played on a target")


def _config(folder: Path, card_ids: frozenset) -> Config:
    path = folder / "config.toml"
    defaults = Config()
    where, values = config_values(path, defaults)
    for key, value in list(values.items()):
        default = getattr(defaults, key)
        if isinstance(default, bool) and not isinstance(value, bool):
            raise where.fail(where.key(1, key), f"{key!r} must be true or false")
        if isinstance(default, int) and not isinstance(default, bool) and not (whole(value, 2) and value <= 6):
            raise where.fail(where.key(1, key), f"{key!r} must be a seat count from 2 to 6")
        if isinstance(default, tuple):
            if not isinstance(value, (list, tuple)) or not value or any(c not in card_ids for c in value):
                raise where.fail(where.key(1, key), f"{key!r} must list card ids, like [\"food\", \"gold_coins\"]")
            value = tuple(value)
        values[key] = value
    if values["min_seats"] > values["max_seats"]:
        raise where.fail(where.key(1, "min_seats"), "min_seats is more than max_seats")
    return Config(**values)


def _ids(folder: Path) -> frozenset:
    """Every card id of every card file (for `gain`'s and the config's references)."""
    ids = set()
    for name in CARD_FILES:
        data, _ = parse_toml(folder / f"{name}.toml")
        ids |= {c.get("id") for c in data.get("card", []) if isinstance(c, dict)}
    return frozenset(i for i in ids if isinstance(i, str))


def _cross_checks(folder: Path, content: Content) -> None:
    """Ids across files, the rulebook's cards, the decks' sizes and the side deck's spares."""
    card_files = [(f"{name}.toml", [raw.get("id") for raw in parse_toml(folder / f"{name}.toml")[0].get("card", [])])
                  for name in CARD_FILES]
    seen = one_file_each(folder, [("champions.toml", content.champions), *card_files])
    champions = Where(folder / "champions.toml")
    missing = [c for c in RULEBOOK_CHAMPIONS if c not in content.champions]
    if missing:
        raise champions.fail(1, f"the rulebook's champions are missing: {', '.join(missing)}")
    if len(content.champions) < MIN_CHAMPIONS:
        raise champions.fail(1, f"expected at least {MIN_CHAMPIONS} champions, found {len(content.champions)}")
    for cid, (kind, subtype) in RULEBOOK_CARDS.items():
        card = content.cards.get(cid)
        if card is None:
            home = next(name for name, kinds in FILE_TYPES.items() if kind in kinds)
            raise Where(folder / f"{home}.toml").fail(1, f"the rulebook's card {cid!r} is missing")
        if (card.type, card.subtype) != (kind, subtype):
            other = Where(folder / seen[cid])
            raise other.fail(other.find(f'id = "{cid}"'),
                             f"the rulebook makes {cid!r} a {subtype or kind}, not a {card.subtype or card.type}")
    relics = [c.id for c in content.cards.values() if c.relic]
    if relics != ["relic"]:
        extra = [c for c in relics if c != "relic"]
        where = Where(folder / seen[extra[0]], "card") if extra else Where(folder / "treasure.toml")
        line = where.key(where.find(f'id = "{extra[0]}"'), "relic") if extra else 1
        raise where.fail(line, f"exactly one card is the Relic (relic = true); found {', '.join(relics) or 'none'}")
    deck = deck_list(content, content.config.min_seats)
    encounters = Where(folder / "encounters.toml")
    if len(deck) < MIN_DECK:
        raise encounters.fail(1, f"the adventure deck holds {len(deck)} cards at {content.config.min_seats} seats; "
                                 f"it needs at least {MIN_DECK}")
    for kind in CARD_TYPES:
        if not any(content.cards[c].type == kind for c in deck):
            raise encounters.fail(1, f"the adventure deck holds no {kind} card")
    for subtype in SUBTYPES:
        if not any(content.cards[c].subtype == subtype for c in deck):
            raise encounters.fail(1, f"the adventure deck holds no {subtype} encounter")
    side = side_list(content, content.config.max_seats)
    for cid in set(content.config.start_hand):
        need = content.config.start_hand.count(cid) * content.config.max_seats
        if side.count(cid) < need:
            where = Where(folder / seen[cid], "card")
            start = where.find(f'id = "{cid}"')
            raise where.fail(where.key(start, "side_copies"),
                             f"{content.config.max_seats} starting hands need {need} {cid} in the side deck "
                             f"(side_copies); there are {side.count(cid)}")


@lru_cache(maxsize=4)
def load(folder: Path = CONTENT_DIR) -> Content:
    """All Dragonvault content, checked (cached: content files do not change while running)."""
    folder = Path(folder)
    card_ids = _ids(folder)
    cards: dict[str, Card] = {}
    for name in CARD_FILES:
        cards.update(_cards(folder, name, card_ids))
    content = Content(_champions(folder, card_ids), cards, _config(folder, card_ids))
    _cross_checks(folder, content)
    return content
