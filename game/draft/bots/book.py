"""What the public content says, read once into small records the drafter looks up fast.

The bots never import the engine: they read the content (every card and quest is public: anyone
may look them up in the rules page) and their own seat's view.
"""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

ROUNDS = 4  # the game's rounds (the content's config says so too; read from it when loaded)


@dataclass(frozen=True)
class Eff:
    do: str
    amount: int
    cls: str


@dataclass(frozen=True)
class Card:
    """A draft card, flattened: a hero or weapon's numbers, a monster's cost and rewards, its
    ability's effects and the class counts they need."""

    id: str
    kind: str  # hero | weapon | monster
    cls: str
    cost: int
    attack: int
    xp: int
    production: int
    attack_cost: int
    xp_reward: int
    gold_reward: int
    effects: tuple[Eff, ...]
    need: tuple[tuple[str, int], ...]


@dataclass(frozen=True)
class Quest:
    id: str
    xp: int
    requires: tuple[tuple[str, int], ...]
    need_total: int
    frequency: str  # "" without an ability
    effects: tuple[Eff, ...]


@dataclass(frozen=True)
class Book:
    cards: dict
    quests: dict
    rounds: int
    income_base: int


def _effects(ability) -> tuple[Eff, ...]:
    if ability is None:
        return ()
    return tuple(Eff(str(e.do), int(e.amount), str(e.cls or "")) for e in ability.effects)


def make_book(content) -> Book:
    """The content (game.draft.content.Content, or anything shaped like it) as a Book."""
    cards = {}
    for cid, c in content.cards.items():
        ability = c.ability
        need = tuple(sorted((str(k), int(v)) for k, v in (getattr(ability, "need", None) or {}).items() if v))
        cards[cid] = Card(cid, str(c.kind), str(c.cls or ""), int(c.cost), int(c.attack), int(c.xp),
                          int(c.production), int(c.attack_cost), int(c.xp_reward), int(c.gold_reward),
                          _effects(ability), need)
    quests = {}
    for qid, q in content.quests.items():
        req = tuple(sorted((str(k), int(v)) for k, v in q.requires.items() if v))
        quests[qid] = Quest(qid, int(q.xp), req, sum(v for _, v in req),
                            str(q.ability.frequency) if q.ability else "", _effects(q.ability))
    config = content.config
    return Book(cards, quests, int(getattr(config, "rounds", ROUNDS)), int(getattr(config, "income_base", 5)))


@lru_cache(maxsize=1)
def book() -> Book:
    """The game's own content as a Book (read once)."""
    from game.draft.content import load

    return make_book(load())
