"""What the large look (right-click) shows on the Legend of Drizzt table: the thing under the
pointer drawn big, as the kit's zoom overlay (scenes/kit/zoom.py) wants it. A hand card, a
party-panel power or item, a hero (chip, row or figure), a monster on the map, the setting or the
tile under the pointer: each gets its card face or its tile at a large size, with a caption."""
from __future__ import annotations

import pygame

from game.drizzt import grid
from game.drizzt.content import load
from scenes.drizzt import card_art
from scenes.drizzt.dungeon_art import tile_picture

CARD = card_art.LARGE  # 520 x 720: two thirds of the screen's height
TILE_PX = 110  # a tile is four spaces: 440 px square


def _hero(view: dict, i: int) -> tuple[pygame.Surface, str]:
    hero = view["heroes"][i]
    return card_art.hero_card(hero["id"], CARD, hero.get("level", 1)), \
        f"{hero['name']}: {hero['health']}/{hero['max_health']} Health"


def _power(power_id: str, used: bool = False) -> tuple[pygame.Surface, str]:
    return card_art.power_card(power_id, CARD), "Used: face down until something turns it up" if used else ""


def _monster(view: dict, uid: str) -> tuple[pygame.Surface, str] | None:
    m = next((m for m in view.get("monsters", ()) if m["uid"] == uid), None)
    if m is None:
        return None
    card = load().monster(m["card"])
    return card_art.monster_card(m["card"], CARD, m["health"], m["full"]), f"{card.name}: {m['health']}/{m['full']} Health"


def _tile(dungeon, cell) -> tuple[pygame.Surface, str] | None:
    pos = (cell[0] // grid.SIZE, cell[1] // grid.SIZE)
    args = dungeon.tiles.get(pos)
    if args is None:
        return None
    return tile_picture(*args, TILE_PX), load().tiles[args[0]].name


def picture_for(key, view: dict, dungeon=None, hand=None) -> tuple[pygame.Surface, str] | None:
    """(picture, caption) for a hover key of the table's gestures, or None when there is nothing to show."""
    if key is None or view is None:
        return None
    kind, rest = key[0], key[1:]
    if kind == "card":
        card = next((c for c in (hand.cards if hand is not None else ()) if c.card == rest[0]), None)
        if rest[0] in load().powers:
            return _power(rest[0], bool(card and card.used))
        return card_art.treasure_card(rest[0], CARD), ""
    if kind == "party":
        return picture_for(rest[0], view, dungeon, hand)
    if kind == "hero":
        return _hero(view, rest[0])
    if kind == "power":
        up = next((q["up"] for q in view["heroes"][rest[0]]["powers"] if q["id"] == rest[1]), True)
        return _power(rest[1], not up)
    if kind == "item":
        return card_art.treasure_card(rest[1], CARD), ""
    if kind == "monster":
        return _monster(view, rest[0])
    if kind == "setting" and view.get("setting"):
        return card_art.encounter_card(view["setting"], CARD), "The setting: in play until it ends"
    if kind == "space" and dungeon is not None:
        return _tile(dungeon, rest[0])
    return None
