"""Party-size scaling (issue 19): an adventure's optional `scale` table changes it for a party of
a given size: healing surges, the tile deck's count, the tiles before the special one, and the
villain's (or the object's) Health. A size without an entry, and an adventure without `scale`,
plays exactly as written. The party size is the number of heroes set up (the evil hero counts).
Shapes in docs/drizzt-content.md; the numbers in docs/drizzt-balance.md."""
from __future__ import annotations

from game.drizzt.cards import TileRecipe
from game.drizzt.content import load

SURGES = (1, 3)  # the scaled healing surges stay within the difficulty choices


def surges(adventure, heroes: int, chosen: int) -> int:
    """The surges a game starts with: the players' choice (or the adventure's) plus the scale's."""
    extra = adventure.scaled(heroes).surges
    return max(SURGES[0], min(SURGES[1], chosen + extra)) if extra else chosen


def recipe(adventure_id: str, heroes: int) -> TileRecipe:
    """The tile deck's recipe for this party size."""
    adv = load().adventures[adventure_id]
    row = adv.scaled(heroes)
    if not row.tiles and not row.after:
        return adv.tiles
    return TileRecipe(adv.tiles.count + row.tiles, adv.tiles.special, adv.tiles.after + row.after)


def full_health(adventure_id: str, heroes: int, card_id: str) -> int:
    """A figure's full Health: its card's, plus the scale's for the adventure's villain or object."""
    health = load().monster(card_id).health
    adv = load().adventures[adventure_id]
    if adv.scale and (card_id == adv.villain or card_id == f"object_{adv.id}"):
        health += adv.scaled(heroes).villain_health
    return health
