"""Hand-built positions for the drafter's behaviour tests: a small content of our own (so the
tests do not move when the game's cards are rebalanced) and views shaped as the contract's."""
from __future__ import annotations

from dataclasses import dataclass, field

from game.core.common_actions import Keep, Pass, Pick
from game.draft.actions import Play
from game.draft.bots.book import make_book


@dataclass(frozen=True)
class E:
    do: str
    amount: int = 0
    cls: str = ""


@dataclass(frozen=True)
class Ab:
    trigger: str = "on_play"
    effects: tuple = ()
    need: dict = field(default_factory=dict)
    frequency: str = ""


@dataclass(frozen=True)
class C:
    id: str
    kind: str = "hero"
    cls: str = ""
    cost: int = 0
    attack: int = 0
    xp: int = 0
    production: int = 0
    attack_cost: int = 0
    xp_reward: int = 0
    gold_reward: int = 0
    ability: Ab | None = None


@dataclass(frozen=True)
class Q:
    id: str
    xp: int
    requires: dict
    ability: Ab | None = None


@dataclass(frozen=True)
class Cfg:
    rounds: int = 4
    income_base: int = 5


@dataclass(frozen=True)
class Content:
    cards: dict
    quests: dict
    config: Cfg = Cfg()


CARDS = [
    C("mage_a", cls="mage", cost=3, xp=2), C("mage_b", cls="mage", cost=3, xp=2),
    C("rogue_a", cls="rogue", cost=3, xp=2), C("warrior_a", cls="warrior", cost=3, xp=2),
    C("druid_a", cls="druid", cost=3, xp=2),
    C("grove_keeper", cls="druid", cost=3, xp=1, production=2),  # production
    C("scholar", cls="mage", cost=3, xp=3),  # more XP, no production
    C("treasure_sage", cls="mage", cost=8, xp=6),  # dear
    C("cheap_squire", cls="warrior", cost=3, xp=2),
    C("martyr", cls="druid", cost=2, xp=1, ability=Ab(effects=(E("gain_gold", 3),), need={"druid": 3})),
    C("war_axe", kind="weapon", cls="warrior", cost=2, attack=3),
    C("page", cls="rogue", cost=2, xp=1),
    C("cave_troll", kind="monster", attack_cost=4, xp_reward=4),
    C("bone_dragon", kind="monster", attack_cost=9, xp_reward=9),
    C("haggler", cls="rogue", cost=1, ability=Ab(effects=(E("discount", 2),))),
    C("lord", cls="warrior", cost=6, xp=4),
    C("dull_knight", cls="warrior", cost=5, xp=1),  # a poor rate of XP for gold
]
QUESTS = [
    Q("q_mage3", 8, {"mage": 3}), Q("q_mage2_rogue2", 9, {"mage": 2, "rogue": 2}), Q("q_rogue3", 8, {"rogue": 3}),
    Q("q_warrior4", 9, {"warrior": 4}), Q("q_druid4", 9, {"druid": 4}),
    Q("q_warlord", 3, {"warrior": 1}, Ab(frequency="end_of_game", effects=(E("xp_per_class", 2, "warrior"),))),
    Q("q_mage1", 4, {"mage": 1}),
    Q("q_grovewarden", 3, {"druid": 1}, Ab(frequency="end_of_game", effects=(E("xp_per_class", 2, "druid"),))),
]
BOOK = make_book(Content({c.id: c for c in CARDS}, {q.id: q for q in QUESTS}))


def seat(i: int, **kw) -> dict:
    s = {"seat": i, "name": f"P{i + 1}", "gold": 9, "xp_tokens": 0, "attack": 0, "production": 0,
         "class_counts": {}, "play_area": [], "quests_played": [], "quests_count": 0, "pack_count": 0,
         "drafted_count": 0, "sealed": False, "card_xp": 0, "cards_in_front": 0, "discount": 0, "income_bonus": 0}
    s.update(kw)
    return s


def view(me: dict, others: int = 1, *, phase: str = "draft", round: int = 1, direction: str = "left",
         viewer: int = 0, seats: dict | None = None) -> dict:
    """A view for seat `viewer` (its own entry `me`) among `others` more seats (blank, or as `seats` gives)."""
    n = others + 1
    table = [seat(i, **(seats or {}).get(i, {})) for i in range(n)]
    table[viewer] = seat(viewer, **me)
    return {"game": "draft", "viewer": viewer, "phase": phase, "round": round, "pick": 1,
            "pass_direction": direction, "starting": 0, "active": viewer if phase == "play" else -1,
            "quests_on": True, "deck_count": 100, "discard_count": 0, "quest_deck_count": 10,
            "seats": table, "playable": [], "question": {}, "final": None}


def picks(*cards: str) -> list:
    return [Pick(c) for c in cards]


def plays(*cards: str) -> list:
    return [Play(c) for c in cards] + [Pass()]


def keeps(*sets) -> list:
    return [Keep(tuple(s)) for s in sets]
