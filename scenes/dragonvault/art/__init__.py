"""Dragonvault art: card faces, the back, champion portraits, companion tokens, the frost of a
frozen card, the damage badge, the pool's treasure pile and the table top, all drawn by code.

Every function returns a cached pygame Surface (the same surface for the same arguments), so a
table may call them every frame. Sizes are (w, h). Words a player needs are never under 20 px: a
small face shows its name and its numbers large, a large one its type line and rules text, the
look its flavour too. The drawing is split by job:
    common   sizes, type colours, text fitting     faces    what each face shows (from content)
    icons    type signs and number badges          emblems  each card's picture (which emblem, what ground)
    (the emblems themselves are the kit's motifs, drawn with shapes)
    cards    the faces and the back                portraits  each champion's bust and medallion
    pieces   tokens, frost, damage, treasure pile, the table top
"""
from __future__ import annotations

import pygame

from scenes.kit.draw import size_pair, square_side
from scenes.dragonvault.art import faces as _faces
from scenes.dragonvault.art.cards import back_surface, face_surface, numbers, type_line
from scenes.dragonvault.art.common import (CARD_LARGE, CARD_SMALL, CARD_ZOOM, KIND_COLOURS, KIND_WORDS, KINDS,
                                           LARGE_FROM, MIN_TEXT, OVERFLOW)
from scenes.dragonvault.art.emblems import motif_for
from scenes.dragonvault.art.pieces import (damage_surface, frost_surface, pile_surface,
                                           table_surface, token_surface)
from scenes.dragonvault.art.portraits import portrait_surface


_size, _side = size_pair, square_side  # (w, h) as ints; a square's side


def card_face(card_id: str, size=CARD_SMALL) -> pygame.Surface:
    """The face of any card or champion by id: its type's frame and sign, its picture, name and
    numbers; from LARGE_FROM px tall also its type line and rules text, from 600 its flavour."""
    return face_surface(_faces.face(card_id), _size(size))


def card_back(size=CARD_SMALL) -> pygame.Surface:
    """The back of an adventure card (a hidden card, the deck)."""
    return back_surface(_size(size))


def champion_portrait(champion_id: str, size=(120, 120)) -> pygame.Surface:
    """A round medallion with the champion's bust, different for every champion (square, the
    smaller side of `size`)."""
    if champion_id not in _faces.content().champions:
        raise KeyError(f"no Dragonvault champion is called {champion_id!r}")
    return portrait_surface(champion_id, _faces.champion_index(champion_id), _side(size))


def companion_token(card_id: str, size=(96, 96)) -> pygame.Surface:
    """A round token for a companion in play: its picture and, from 60 px, its toughness shield."""
    return token_surface(_faces.face(card_id), _size(size))


def backdrop(size=(1920, 1080)) -> pygame.Surface:
    """The table: warm oak planks under lamplight, calm enough for cards to read on (opaque)."""
    return table_surface(_size(size))


def frozen_overlay(size=CARD_SMALL) -> pygame.Surface:
    """Ice to lay over a frozen champion's card, portrait or companion (see-through); a square
    size gets a disc of ice, to lie over a round portrait or token."""
    return frost_surface(_size(size))


def damage_badge(damage: int, toughness: int, size=(110, 44)) -> pygame.Surface:
    """A pill with a blood drop showing the damage and '/ toughness', redder as death nears."""
    return damage_surface(int(damage), int(toughness), _size(size))


def treasure_pile(amount: int, size=(160, 110)) -> pygame.Surface:
    """The turn's pool: coins and gems heaped by `amount`, with the amount on a plaque (60 px tall
    or more); a faint ring when the pool is empty."""
    return pile_surface(int(amount), _size(size))


def ready(sizes=(CARD_SMALL,), ids=None, portraits=(120,)) -> int:
    """Draw ahead (at a table's opening) what it will show, so no first draw lands in a frame:
    every card and champion face at `sizes` (or only `ids`), the back at each size, and every
    champion's portrait at each of `portraits`. Returns how many pictures were drawn."""
    count = 0
    wanted = list(ids) if ids is not None else _faces.all_ids()
    for size in sizes:
        for card_id in wanted:
            card_face(card_id, size)
            count += 1
        card_back(size)
        count += 1
    for side in portraits:
        for champion in _faces.content().champions:
            champion_portrait(champion, (side, side))
            count += 1
    return count


__all__ = [
    "CARD_LARGE", "CARD_SMALL", "CARD_ZOOM", "KINDS", "KIND_COLOURS", "KIND_WORDS", "LARGE_FROM", "MIN_TEXT",
    "OVERFLOW",
    "backdrop", "card_back", "card_face", "champion_portrait", "companion_token", "damage_badge", "frozen_overlay",
    "motif_for", "numbers", "ready", "treasure_pile", "type_line",
]
