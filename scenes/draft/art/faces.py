"""What each face shows, as plain frozen data built from the content (game.draft.content.load()):
the drawing code reads only these, so it can be tried on any words."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from scenes.draft.art.common import CLASS_COLOURS, MONSTER_CARD, QUEST_CARD


@dataclass(frozen=True)
class Face:
    id: str
    name: str
    kind: str  # hero | weapon | monster | quest
    cls: str = ""  # hero / weapon: its class
    cost: int = 0
    attack: int = 0
    xp: int = 0  # printed XP (a quest's too)
    production: int = 0
    attack_cost: int = 0
    xp_reward: int = 0
    gold_reward: int = 0
    requires: tuple = ()  # a quest's ((class, count), ...)
    text: str = ""
    flavour: str = ""


def content():
    from game.draft.content import load

    return load()


@lru_cache(maxsize=512)
def face(card_id: str) -> Face:
    """The face of a draft card or quest by id (KeyError names the unknown id)."""
    c = content()
    if card_id in c.cards:
        k = c.cards[card_id]
        return Face(k.id, k.name, k.kind, k.cls if k.kind != "monster" else "", k.cost, k.attack, k.xp,
                    k.production, k.attack_cost, k.xp_reward, k.gold_reward, (), k.text or "", k.flavour or "")
    if card_id in c.quests:
        q = c.quests[card_id]
        return Face(q.id, q.name, "quest", xp=q.xp, requires=tuple(q.requires.items()), text=q.text or "",
                    flavour=q.flavour or "")
    raise KeyError(f"no Dungeon Draft card or quest is called {card_id!r}")


def numbers(f: Face) -> list[tuple[str, int]]:
    """The numbers down a face's left side, most important first: a hero's or weapon's gold cost,
    attack, XP and gold production (those it has); a monster's attack needed, XP and gold reward;
    a quest's XP."""
    if f.kind == "quest":
        return [("xp", f.xp)]
    if f.kind == "monster":
        marks = [("attack_cost", f.attack_cost), ("xp", f.xp_reward), ("gold", f.gold_reward)]
        return [m for k, m in enumerate(marks) if k == 0 or m[1]]
    marks = [("cost", f.cost), ("attack", f.attack), ("xp", f.xp), ("production", f.production)]
    return [m for k, m in enumerate(marks) if k == 0 or m[1]]


def frame_colour(f: Face) -> tuple:
    """The frame: a hero's or weapon's class colour, a monster's dried blood, a quest's night blue."""
    if f.kind == "monster":
        return MONSTER_CARD
    if f.kind == "quest":
        return QUEST_CARD
    return CLASS_COLOURS[f.cls]


def type_line(f: Face) -> str:
    """'Druid hero', 'Rogue weapon', 'Monster', 'Quest'."""
    if f.kind in ("hero", "weapon"):
        return f"{f.cls.capitalize()} {f.kind}"
    return f.kind.capitalize()


def card_ids() -> list[str]:
    return list(content().cards)


def quest_ids() -> list[str]:
    return list(content().quests)


def reward_line(f: Face) -> str:
    """A monster's terms in words: 'Attack 5 beats it: 5 XP, 2 gold'."""
    gains = [f"{n} {what}" for n, what in ((f.xp_reward, "XP"), (f.gold_reward, "gold")) if n]
    return f"Attack {f.attack_cost} beats it" + (": " + ", ".join(gains) if gains else "")
