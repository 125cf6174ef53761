"""What the public content says, read once into plain dicts the heuristic bot looks up fast.

The bot never imports the engine: it reads the content (public: every quest, card, building
and lord anyone may look up in the rulebook) and its own seat's view. A bundle is turned into
a plain dict of whole numbers whatever shape the loader keeps it in (a table, pairs, or a
small frozen record), so the bot does not care how the content helper froze it.
"""
from __future__ import annotations

from dataclasses import dataclass, field, fields, is_dataclass
from functools import lru_cache

KINDS = ("cleric", "fighter", "rogue", "wizard")
PAYS = KINDS + ("gold",)  # what a quest's "requires" line may ask for


def bundle(data) -> dict[str, int]:
    """A bundle (or None) as a plain dict of non-zero whole numbers."""
    if not data:
        return {}
    if isinstance(data, dict):
        items = data.items()
    elif is_dataclass(data):
        items = ((f.name, getattr(data, f.name)) for f in fields(data))
    elif isinstance(data, (tuple, list)):
        items = (pair for pair in data if isinstance(pair, (tuple, list)) and len(pair) == 2)
    else:
        return {}
    return {str(k): int(v) for k, v in items if isinstance(v, (int, float)) and not isinstance(v, bool) and v}


def _args(data) -> dict:
    if not data:
        return {}
    if isinstance(data, dict):
        return dict(data)
    if isinstance(data, (tuple, list)):
        return {k: v for k, v in data}
    return {}


@dataclass(frozen=True)
class Quest:
    id: str
    type: str
    requires: dict
    reward: dict
    plot: str = ""
    plot_args: dict = field(default_factory=dict)
    mandatory: bool = False


@dataclass(frozen=True)
class Intrigue:
    id: str
    kind: str
    effect: str
    args: dict


@dataclass(frozen=True)
class Building:
    id: str
    cost: int
    visit: dict
    effect: str
    args: dict
    owner: dict
    on_purchase: dict
    round_start: dict


@dataclass(frozen=True)
class Space:
    """What an agent on a basic building's space gets: a plain gain and/or an effect."""

    id: str
    building: str
    gain: dict
    effect: str
    args: dict


@dataclass(frozen=True)
class Lord:
    id: str
    scoring: str
    types: tuple[str, ...]
    vp: int


@dataclass(frozen=True)
class Book:
    quests: dict[str, Quest]
    intrigue: dict[str, Intrigue]
    buildings: dict[str, Building]
    spaces: dict[str, Space]
    lords: dict[str, Lord]


def _get(item, name, default=None):
    if isinstance(item, dict):
        return item.get(name, default)
    return getattr(item, name, default)


def _quest(q) -> Quest:
    return Quest(q.id, str(_get(q, "type", "")), bundle(_get(q, "requires")), bundle(_get(q, "reward")),
                 str(_get(q, "plot", "") or ""), _args(_get(q, "plot_args")))


def _mandatory(card) -> Quest:
    return Quest(card.id, str(_get(card, "type", "") or ""), bundle(_get(card, "requires")),
                 bundle(_get(card, "reward")), mandatory=True)


def _lord(lord) -> Lord:
    scoring = _get(lord, "scoring", "")
    args = _args(_get(lord, "args"))
    if not isinstance(scoring, str):  # a small table: {kind = ..., types = [...], vp = n}
        args = {**_args(scoring), **args}
        scoring = str(args.get("kind", args.get("scoring", "")))
    types = _get(lord, "types", None) or args.get("types") or ()
    vp = _get(lord, "vp", None) or args.get("vp") or (6 if scoring == "buildings" else 4)
    return Lord(lord.id, scoring, tuple(types), int(vp))


def _space(building_id: str, s) -> Space:
    return Space(str(_get(s, "id")), building_id, bundle(_get(s, "gain")), str(_get(s, "effect", "") or ""),
                 _args(_get(s, "args")))


def read(content) -> Book:
    """The content as the bot's plain lookups."""
    quests = {q.id: _quest(q) for q in content.quests.values()}
    intrigue, buildings, spaces = {}, {}, {}
    for card in content.intrigue.values():
        intrigue[card.id] = Intrigue(card.id, str(_get(card, "kind", "")), str(_get(card, "effect", "") or ""),
                                     _args(_get(card, "args")))
        if intrigue[card.id].kind == "mandatory":
            quests.setdefault(card.id, _mandatory(card))
    for b in content.buildings.values():
        buildings[b.id] = Building(b.id, int(_get(b, "cost", 0) or 0), bundle(_get(b, "visit")),
                                   str(_get(b, "effect", "") or ""), _args(_get(b, "args")),
                                   bundle(_get(b, "owner")), bundle(_get(b, "on_purchase")),
                                   bundle(_get(b, "round_start")))
    for basic in content.basics.values():
        for s in _get(basic, "spaces", ()) or ():
            space = _space(basic.id, s)
            spaces[space.id] = space
    lords = {lord.id: _lord(lord) for lord in content.lords.values()}
    return Book(quests, intrigue, buildings, spaces, lords)


_READ: list = []  # [(content, book)] for the last content read (load() is cached, so one entry)


def book_of(content) -> Book:
    """The bot's lookups for this content, read once per content object."""
    if not _READ or _READ[0][0] is not content:
        _READ[:] = [(content, read(content))]
    return _READ[0][1]


@lru_cache(maxsize=1)
def _load():
    from game.waterdeep.content import load  # late: the content is data the bot reads, loaded once

    return load


def book() -> Book:
    """The loaded game content, read once."""
    return book_of(_load()())
