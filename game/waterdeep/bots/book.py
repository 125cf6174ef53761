"""What the public content says, read once into plain dicts the heuristic bot looks up fast.

The bot never imports the engine: it reads the content (public: every quest, card, building
and lord anyone may look up in the rulebook) and its own seat's view. Bundles become plain
dicts of their non-zero counts.
"""
from __future__ import annotations

from dataclasses import dataclass, field
from functools import lru_cache

KINDS = ("cleric", "fighter", "rogue", "wizard")
PAYS = KINDS + ("gold",)  # what a quest's "requires" line may ask for


def bundle(data) -> dict[str, int]:
    """A bundle (a table of counts, or None) as a plain dict of its non-zero counts."""
    return {str(k): int(v) for k, v in (data or {}).items() if v}


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


def _quest(q) -> Quest:
    return Quest(q.id, q.type, bundle(q.requires), bundle(q.reward), q.plot or "", dict(q.plot_args or {}))


def _mandatory(card) -> Quest:
    return Quest(card.id, card.type or "", bundle(card.requires), bundle(card.reward), mandatory=True)


def _lord(lord) -> Lord:
    return Lord(lord.id, lord.scoring, tuple(lord.types), int(lord.vp))


def _building(b) -> Building:
    return Building(b.id, b.cost, bundle(b.visit), b.effect or "", dict(b.args or {}), bundle(b.owner),
                    bundle(b.on_purchase), bundle(b.round_start))


def read(content) -> Book:
    """The content as the bot's plain lookups."""
    quests = {q.id: _quest(q) for q in content.quests.values()}
    intrigue = {c.id: Intrigue(c.id, c.kind, c.effect or "", dict(c.args or {})) for c in content.intrigue.values()}
    for card in content.intrigue.values():
        if card.kind == "mandatory":
            quests.setdefault(card.id, _mandatory(card))
    buildings = {b.id: _building(b) for b in content.buildings.values()}
    spaces = {s.id: Space(s.id, basic.id, bundle(s.gain), s.effect or "", dict(s.args or {}))
              for basic in content.basics.values() for s in basic.spaces}
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
