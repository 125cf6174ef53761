"""Card pictures for the Dungeon Draft table: dd-art's faces (scenes/draft/art) when they are
there, else the kit's plain card widgets coloured by class. Cached: a face is drawn once."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import cards as kit
from scenes.kit.fonts import render
from scenes.draft import words

try:  # dd-art's pictures, once merged
    from scenes.draft import art as _art  # type: ignore[attr-defined]
except ImportError:  # pragma: no cover - until scenes/draft/art lands
    _art = None


def card_data(card_id: str) -> kit.CardData:
    """The kit's card data for a draft card or a quest."""
    c = words.card(card_id)
    if c is None:
        q = words.quest(card_id)
        return kit.CardData(card_id, words.name(card_id), f"Needs {words.requires(card_id)}. " + words.text(card_id),
                            kind="quest", corner=str(q.xp) if q else "", footer=f"{q.xp} XP" if q else "",
                            colour=words.QUEST_COLOUR)
    corner = str(c.attack_cost if c.kind == "monster" else c.cost)
    if c.kind == "monster":
        footer = f"{c.xp_reward} XP" + (f" +{c.gold_reward} gold" if c.gold_reward else "")
    else:
        footer = "  ".join(p for p in (f"{c.attack} atk" if c.attack else "", f"+{c.production} gold" if c.production
                                       else "", f"{c.xp} XP") if p)
    return kit.CardData(card_id, c.name, words.text(card_id), kind=c.kind, corner=corner, footer=footer,
                        colour=words.CLASS_COLOURS.get(words.cls(card_id)))


def painted(sprites: list) -> list:
    """The kit's sprites drawn with these faces."""
    return kit.PaintedSprite.swap(sprites, card_face, card_back)


@lru_cache(maxsize=512)
def card_face(card_id: str, size: tuple[int, int]) -> pygame.Surface:
    if _art is not None:
        try:
            return _art.quest_face(card_id, size) if words.quest(card_id) else _art.card_face(card_id, size)
        except Exception:  # noqa: BLE001 - a picture art cannot make falls back to the plain face
            pass
    if size[0] < 110:
        return kit.compact_face(card_data(card_id), size)
    return kit.card_face(card_data(card_id), size)


@lru_cache(maxsize=16)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    if _art is not None:
        try:
            return _art.card_back(size)
        except Exception:  # noqa: BLE001
            pass
    return kit.card_back(size)


@lru_cache(maxsize=512)
def strip(card_id: str, size: tuple[int, int]) -> pygame.Surface:
    """A card of an earlier round as its stacked strip: its left edge (class sign, numbers)."""
    if _art is not None:
        try:
            return _art.card_face(card_id, size)
        except Exception:  # noqa: BLE001
            pass
    w, h = size
    surface = pygame.Surface(size, pygame.SRCALPHA)
    colour = words.CLASS_COLOURS.get(words.cls(card_id), words.QUEST_COLOUR)
    pygame.draw.rect(surface, colour, surface.get_rect(), border_radius=6)
    pygame.draw.rect(surface, (24, 18, 14), surface.get_rect(), 2, border_radius=6)
    letter = render(words.CLASS_NAMES.get(words.cls(card_id), "Q")[0], 20, (250, 244, 230), "bold")
    surface.blit(letter, letter.get_rect(midtop=(w // 2, 4)))
    return surface


@lru_cache(maxsize=32)
def icon(kind: str, side: int) -> pygame.Surface | None:
    """dd-art's sign for gold, attack, production or XP (None without the art)."""
    if _art is None:
        return None
    return {"gold": _art.gold_icon, "attack": _art.attack_icon, "production": _art.production_icon,
            "xp": _art.xp_icon}[kind](side)


@lru_cache(maxsize=8)
def count_sign(cls: str, side: int) -> pygame.Surface:
    """A class's sign (dd-art's disc, else a disc of its colour with its initial): a short band
    counts its cards by these."""
    if _art is not None:
        try:
            return _art.class_icon(cls, side) if cls in _art.CLASS_COLOURS else _art.kind_icon(cls, side)
        except Exception:  # noqa: BLE001
            pass
    surface = pygame.Surface((side, side), pygame.SRCALPHA)
    colour = words.CLASS_COLOURS.get(cls, words.QUEST_COLOUR)
    pygame.draw.circle(surface, colour, (side // 2, side // 2), side // 2)
    letter = render(words.CLASS_NAMES.get(cls, "?")[0], 20, (250, 244, 230), "bold")
    surface.blit(letter, letter.get_rect(center=(side // 2, side // 2)))
    return surface


@lru_cache(maxsize=4)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    if _art is not None:
        try:
            return _art.backdrop(size)
        except Exception:  # noqa: BLE001
            pass
    surface = pygame.Surface(size)
    surface.fill((34, 26, 22))
    return surface
