"""Lords of Waterdeep art: card faces, building tiles and plaques, adventurers, gold, VP, agents
and markers, and the large pictures of the right-click look.

Every function returns a cached pygame Surface (the same surface for the same arguments), so a
table may call them every frame. Words are never under 20 px; a small card shows few big words
(its name and icons), the large one every word. The drawing is split by job:
    common     colours, sizes, text helpers        faces      what each face shows (from content)
    icons      cubes, gold, VP, type/kind signs    layout     icon rows, frames, text blocks
    pieces     agents, neutral agents, markers     cards      quest and intrigue faces, backs
    buildings  building tiles, basic plaques       lords      lord faces (a crest in two colours)
    zoom       the right-click pictures
"""
from __future__ import annotations

import pygame

from scenes.waterdeep.art import faces as _faces
from scenes.waterdeep.art.buildings import plaque_spots, plaque_surface, tile_spot, tile_surface
from scenes.waterdeep.art.cards import (BACKS, LARGE_FROM, OUTLINE_PAD, back_surface, intrigue_surface, lit_outline,
                                        quest_surface)
from scenes.waterdeep.art.common import (ADVENTURERS, CARD_ZOOM, CHIP, INTRIGUE_KINDS, KIND_COLOURS, MIN_TEXT,
                                         QUEST_LARGE, QUEST_SMALL, QUEST_TYPES, TILE_SMALL, TILE_ZOOM, TYPE_COLOURS,
                                         bundle_words)
from scenes.waterdeep.art.icons import CUBE_COLOURS, CUBE_SHAPES, card_mark, coin, cube, kind_icon, type_icon, vp_token
from scenes.waterdeep.art.lords import lord_surface
from scenes.waterdeep.art.pieces import (NEUTRALS, agent, control_marker, first_player_marker, mark_for,
                                         neutral_agent)
from scenes.waterdeep.art.zoom import zoom_caption, zoom_picture

PLAQUE = (300, 150)


def quest_card(quest_id: str, size=QUEST_SMALL) -> pygame.Surface:
    """A quest's face: its type's band and sign, its name (a plot quest's in crimson with a gold
    seal), what it requires and its reward; from LARGE_FROM px tall also its plot effect and flavour."""
    return quest_surface(_faces.quest_face(quest_id), tuple(size))


def intrigue_card(card_id: str, size=QUEST_SMALL) -> pygame.Surface:
    """An intrigue card's face, in the frame of its kind (attack, utility, mandatory quest)."""
    return intrigue_surface(_faces.intrigue_face(card_id), tuple(size))


def lord_card(lord_id: str, size=QUEST_SMALL) -> pygame.Surface:
    """A lord's face: the name, a crest in its two quest types' colours (a tower for the lord of
    buildings) and what it scores."""
    return lord_surface(_faces.lord_face(lord_id), tuple(size))


def card_back(deck: str, size=QUEST_SMALL) -> pygame.Surface:
    """The back of a 'quest', 'intrigue', 'lord' or 'building' card (a hidden card)."""
    if deck not in BACKS:
        raise KeyError(f"unknown deck {deck!r}; known: {', '.join(BACKS)}")
    return back_surface(deck, tuple(size))


def building_tile(building_id: str, size=TILE_SMALL, vp: int = 0, owner_colour=None) -> pygame.Surface:
    """A building tile: its name, its cost (or, once built, its owner's marker in `owner_colour`),
    the VP piled on it (`vp`), what a visit gives beside the ring an agent stands in, and the owner's line."""
    colour = tuple(owner_colour[:3]) if owner_colour is not None else None
    return tile_surface(_faces.tile_face(building_id), tuple(size), int(vp), colour)


def tile_space(building_id: str, size=TILE_SMALL) -> pygame.Rect:
    """Where the agent's ring is on a building tile of `size` (relative to the tile)."""
    return tile_spot(_faces.tile_face(building_id), size)


def basic_plaque(basic_id: str, size=PLAQUE) -> pygame.Surface:
    """A basic building's plaque: its name and a ring per action space with what the space does
    (icons for plain gains, its words otherwise; the Harbor's rings numbered 1 to 3)."""
    return plaque_surface(_faces.plaque_face(basic_id), tuple(size))


def plaque_spaces(basic_id: str, size=PLAQUE) -> list[tuple[str, pygame.Rect]]:
    """(space id, ring rect relative to the plaque) for each action space, in board order."""
    return plaque_spots(_faces.plaque_face(basic_id), size)


def ready(card_sizes=(QUEST_SMALL,), tile_sizes=(TILE_SMALL,), ids=None) -> int:
    """Draw ahead (at a table's opening) the faces it will show, so no first draw lands in a frame:
    every quest, intrigue card and lord at `card_sizes`, every tile at `tile_sizes` for sale (or
    only the `ids` given, e.g. the cards in play). Returns how many pictures were drawn."""
    content = _faces._content()
    wanted = set(ids) if ids is not None else None
    count = 0
    for size in card_sizes:
        for deck, draw in ((content.quests, quest_card), (content.intrigue, intrigue_card), (content.lords, lord_card)):
            for card in deck:
                if wanted is None or card in wanted:
                    draw(card, size)
                    count += 1
    for size in tile_sizes:
        for b in content.buildings:
            if wanted is None or b in wanted:
                building_tile(b, size)
                count += 1
    return count


__all__ = [
    "ADVENTURERS", "BACKS", "CARD_ZOOM", "CHIP", "CUBE_COLOURS", "CUBE_SHAPES", "INTRIGUE_KINDS", "KIND_COLOURS",
    "LARGE_FROM", "MIN_TEXT", "NEUTRALS", "OUTLINE_PAD", "PLAQUE", "QUEST_LARGE", "QUEST_SMALL", "QUEST_TYPES",
    "TILE_SMALL", "TILE_ZOOM", "TYPE_COLOURS",
    "agent", "basic_plaque", "building_tile", "bundle_words", "card_back", "card_mark", "coin", "control_marker",
    "cube", "first_player_marker", "intrigue_card", "kind_icon", "lit_outline", "lord_card", "mark_for",
    "neutral_agent", "plaque_spaces", "quest_card", "ready", "tile_space", "type_icon", "vp_token", "zoom_caption",
    "zoom_picture",
]
