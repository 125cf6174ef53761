"""What each face shows, as plain frozen data built from the content
(game.dragonvault.content.load()): the drawing code reads only these, so it can be tried on any
words."""
from __future__ import annotations

from dataclasses import dataclass
from functools import lru_cache

from scenes.dragonvault.art.common import KINDS


@dataclass(frozen=True)
class Face:
    id: str
    name: str
    kind: str  # one of common.KINDS: an encounter by its subtype, else its type
    cost: int = 0  # mercenary, companion
    value: int = 0  # treasure
    toughness: int = 0  # companion, champion
    relic: bool = False
    text: str = ""
    flavour: str = ""


def content():
    from game.dragonvault.content import load

    return load()


def kind_of(card) -> str:
    """A card's drawing kind: 'champion', an encounter's subtype, else its type."""
    if not hasattr(card, "type"):
        return "champion"
    if card.type == "encounter":
        return card.subtype if card.subtype in KINDS else "other"
    return card.type if card.type in KINDS else "other"


@lru_cache(maxsize=512)
def face(card_id: str) -> Face:
    """The face of any card or champion by id (KeyError names the unknown id)."""
    c = content()
    if card_id in c.champions:
        ch = c.champions[card_id]
        return Face(card_id, ch.name, "champion", toughness=int(ch.toughness), text=ch.text or "",
                    flavour=getattr(ch, "flavour", "") or "")
    if card_id not in c.cards:
        raise KeyError(f"no Dragonvault card or champion is called {card_id!r}")
    card = c.cards[card_id]
    return Face(card_id, card.name, kind_of(card), cost=int(card.cost or 0), value=int(card.value or 0),
                toughness=int(card.toughness or 0), relic=bool(card.relic), text=card.text or "",
                flavour=card.flavour or "")


def all_ids() -> list[str]:
    """Every champion and card id of the content, champions first."""
    c = content()
    return list(c.champions) + list(c.cards)


def champion_index(champion_id: str) -> int:
    """The champion's place among the content's champions (portraits vary by it)."""
    ids = list(content().champions)
    return ids.index(champion_id) if champion_id in ids else len(ids)
