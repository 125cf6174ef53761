"""Dungeon Draft art: the faces of heroes, weapons, monsters and quests, the backs, the class
signs, the gold, XP and attack signs and the tavern table, all drawn by code.

Every function returns a cached pygame Surface (the same surface for the same arguments), so a
table may call them every frame. Sizes are (w, h). Words a player needs are never under 20 px nor
split inside a word. The drawing is split by job:
    common   sizes, class colours, text fitting   faces    what each face shows (from content)
    icons    class, kind and number signs           emblems  each card's picture
    cards    the faces, the strip and the backs     pieces   the table top
"""
from __future__ import annotations

import pygame

from scenes.kit.draw import size_pair, square_side
from scenes.draft.art import faces as _faces
from scenes.draft.art.cards import back_surface, large_face, quest_large, quest_small, small_face, strip
from scenes.draft.art.common import (CARD_LARGE, CARD_SMALL, CARD_STACKED, CARD_ZOOM, CLASS_COLOURS, CLASS_WORDS,
                                     CLASSES, LARGE_FROM, MIN_TEXT, OVERFLOW)
from scenes.draft.art.faces import numbers, type_line
from scenes.draft.art.icons import class_disc, kind_disc, painted
from scenes.draft.art.pieces import table_surface


_size, _side = size_pair, square_side  # (w, h) as ints; a square's side


def _is_strip(size: tuple[int, int]) -> bool:
    w, h = size
    return w * 2 < h or h * 2 < w


def card_face(card_id: str, size=CARD_SMALL) -> pygame.Surface:
    """The face of a hero, weapon or monster by id; a strip size (CARD_STACKED, or any size twice
    as long as it is wide) gives the card's left edge as it shows under a later round's cards;
    from LARGE_FROM px tall the face shows its ability text. (A quest's id gives its face too.)"""
    size = _size(size)
    f = _faces.face(card_id)
    if f.kind == "quest":
        return quest_face(card_id, size)
    if _is_strip(size):
        return strip(f, size)
    return large_face(f, size) if size[1] >= LARGE_FROM else small_face(f, size)


def quest_face(quest_id: str, size=CARD_SMALL) -> pygame.Surface:
    """A quest's face: its XP, name, the classes it needs (signs with counts) and, from
    LARGE_FROM px tall, its ability text."""
    size = _size(size)
    f = _faces.face(quest_id)
    if f.kind != "quest":
        raise KeyError(f"no Dungeon Draft quest is called {quest_id!r}")
    return quest_large(f, size) if size[1] >= LARGE_FROM else quest_small(f, size)


def card_back(size=CARD_SMALL) -> pygame.Surface:
    """The back of a draft card (a pick face down, the deck)."""
    return back_surface(_size(size), False)


def quest_back(size=CARD_SMALL) -> pygame.Surface:
    """The back of a quest (another seat's unplayed quests, the quest deck)."""
    return back_surface(_size(size), True)


def class_icon(cls: str, size=40) -> pygame.Surface:
    """A class's sign: its own shape in white on a disc of its own colour (square)."""
    if cls not in CLASS_COLOURS:
        raise KeyError(f"no Dungeon Draft class is called {cls!r}")
    return class_disc(cls, _side(size))


def kind_icon(kind: str, size=40) -> pygame.Surface:
    """A card kind's sign (hero, weapon, monster, quest) on a dark disc (square)."""
    return kind_disc(kind, _side(size))


def gold_icon(size=40) -> pygame.Surface:
    """A gold coin (square)."""
    return painted("gold", _side(size), (232, 188, 76))


def xp_icon(size=40) -> pygame.Surface:
    """An XP star (square)."""
    return painted("xp", _side(size), (150, 205, 240))


def attack_icon(size=40) -> pygame.Surface:
    """A sword on a red burst: attack (square)."""
    return painted("attack", _side(size), (232, 188, 76))


def production_icon(size=40) -> pygame.Surface:
    """A coin with a rising arrow: gold production (square)."""
    return painted("production", _side(size), (232, 188, 76))


def backdrop(size=(1920, 1080)) -> pygame.Surface:
    """The table: walnut boards and a leather mat, calm enough for cards to read on (opaque)."""
    return table_surface(_size(size))


def ready(sizes=(CARD_SMALL, CARD_STACKED), ids=None, quests=True) -> int:
    """Draw ahead (at a table's opening) what it will show, so no first draw lands in a frame:
    every card face at `sizes` (or only `ids`), every quest at the sizes that are not strips, the
    backs, and the class signs. Returns how many pictures were drawn."""
    wanted = list(ids) if ids is not None else _faces.card_ids()
    drawn = 0
    for size in map(_size, sizes):
        drawn += len([card_face(card_id, size) for card_id in wanted])
        if quests and not _is_strip(size):
            drawn += len([quest_face(q, size) for q in _faces.quest_ids()] + [card_back(size), quest_back(size)])
    return drawn


__all__ = [
    "CARD_LARGE", "CARD_SMALL", "CARD_STACKED", "CARD_ZOOM", "CLASSES", "CLASS_COLOURS", "CLASS_WORDS", "LARGE_FROM",
    "MIN_TEXT", "OVERFLOW",
    "attack_icon", "backdrop", "card_back", "card_face", "class_icon", "gold_icon", "kind_icon", "numbers",
    "production_icon", "quest_back", "quest_face", "ready", "type_line", "xp_icon",
]
