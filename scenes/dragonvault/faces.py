"""Pictures of the Dragonvault table: dv-art's (scenes/dragonvault/art) where they exist, the
kit's plain card widgets and shapes where they do not yet. Every picture is cached per size."""
from __future__ import annotations

import importlib
from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.cards import CardData, CardSprite, card_back as kit_back, card_face as kit_face
from scenes.kit.draw import darken, radial_glow, vertical_gradient
from scenes.kit.fonts import render
from scenes.dragonvault import words

COLOURS = {"action": (58, 92, 160), "response": (118, 70, 128), "mercenary": (150, 100, 50),
           "companion": (48, 120, 78), "encounter": (150, 52, 46), "treasure": (196, 150, 52),
           "champion": (40, 118, 130)}


def _art(name: str):
    """dv-art's function `name`, or None while the art is not there."""
    try:
        art = importlib.import_module("scenes.dragonvault.art")
    except ImportError:
        return None
    return getattr(art, name, None)


def ready(card_sizes, portrait_side: int) -> None:
    """Draw ahead, as the table opens, the faces at the hand's sizes and the portraits, so no first
    drawing of one lands in a frame of play (dv-art's ready)."""
    drawn = _art("ready")
    if drawn is not None:
        drawn(sizes=tuple(card_sizes), portraits=(portrait_side,))


def card_data(card_id: str) -> CardData:
    """A card as the kit's plain card widget draws it (names and texts are the content's)."""
    kind = words.kind_of(card_id)
    corner = str(words.cost(card_id) or words.value(card_id) or "")
    found = words.thing(card_id)
    toughness = getattr(found, "toughness", 0) if found is not None else 0
    footer = words.kind_label(card_id) + (f" \u2022 toughness {toughness}" if toughness else "")
    return CardData(card_id, words.name(card_id), words.text(card_id), kind or "card", corner, footer,
                    getattr(found, "flavour", "") or "", COLOURS.get(kind))


@lru_cache(maxsize=512)
def card_face(card_id: str, size: tuple[int, int]) -> pygame.Surface:
    drawn = _art("card_face")
    if drawn is not None:
        try:
            return drawn(card_id, size)
        except (KeyError, ValueError):
            pass
    return kit_face(card_data(card_id), size)


@lru_cache(maxsize=64)
def card_back(size: tuple[int, int]) -> pygame.Surface:
    return _drawn("card_back", size) or kit_back(size, "dragon")


@lru_cache(maxsize=128)
def portrait(champion_id: str, size: int) -> pygame.Surface:
    drawn = _art("champion_portrait")
    if drawn is not None and champion_id:
        try:
            return drawn(champion_id, (size, size))
        except (KeyError, ValueError, TypeError):
            pass
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    colour = COLOURS["champion"]
    pygame.draw.circle(surf, darken(colour, 0.3), (size // 2, size // 2), size // 2)
    pygame.draw.circle(surf, theme.PARCHMENT, (size // 2, size // 2), size // 2, 3)
    letter = render((words.name(champion_id)[:1] if champion_id else "?"), size // 2, theme.PARCHMENT, "title")
    surf.blit(letter, letter.get_rect(center=(size // 2, size // 2)))
    return surf


@lru_cache(maxsize=8)
def backdrop(size: tuple[int, int]) -> pygame.Surface:
    return _drawn("backdrop", size) or _plain_backdrop(size)


def _drawn(name: str, *args) -> pygame.Surface | None:
    """dv-art's picture `name` for these arguments (None while the art has none)."""
    drawn = _art(name)
    return drawn(*args) if drawn is not None else None


def _plain_backdrop(size: tuple[int, int]) -> pygame.Surface:
    surf = vertical_gradient(size, (40, 30, 36), (16, 12, 16)).copy()
    glow = radial_glow(min(size) // 2, (120, 70, 40), 60)
    surf.blit(glow, glow.get_rect(center=(size[0] // 2, size[1] // 2)))
    return surf


@lru_cache(maxsize=16)
def frozen_overlay(size: tuple[int, int]) -> pygame.Surface:
    return _drawn("frozen_overlay", size) or _plain_frost(size)


def _plain_frost(size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    surf.fill((140, 200, 255, 70))
    pygame.draw.rect(surf, (170, 220, 255), surf.get_rect(), 4, border_radius=12)
    return surf


@lru_cache(maxsize=64)
def coin(value: int, size: int) -> pygame.Surface:
    """A treasure piece in the pool: a gold disc with its worth."""
    surf = pygame.Surface((size, size), pygame.SRCALPHA)
    rim = (150, 110, 30) if value < 3 else (120, 60, 140)
    pygame.draw.circle(surf, rim, (size // 2, size // 2), size // 2)
    pygame.draw.circle(surf, theme.GOLD if value < 3 else (200, 150, 230), (size // 2, size // 2), size // 2 - 4)
    digit = render(str(value), max(20, size // 2), theme.INK, "bold")
    surf.blit(digit, digit.get_rect(center=(size // 2, size // 2)))
    return surf


@lru_cache(maxsize=32)
def treasure_pile(amount: int, size: tuple[int, int]) -> pygame.Surface:
    return _drawn("treasure_pile", amount, size) or _plain_pile(amount, size)


def _plain_pile(amount: int, size: tuple[int, int]) -> pygame.Surface:
    surf = pygame.Surface(size, pygame.SRCALPHA)
    w, h = size
    disc = max(20, h // 3)
    for i in range(min(amount, 12)):
        x = w // 2 - disc // 2 + ((i % 4) - 1.5) * disc * 0.6
        y = h - disc - (i // 4) * disc * 0.45
        surf.blit(coin(1, disc), (round(x), round(y)))
    return surf


class ArtSprite(CardSprite):
    """A kit card sprite that shows dv-art's face of its card."""

    @property
    def surface(self) -> pygame.Surface:
        size = self.rect.size
        return card_face(self.card.id, size) if self.face_up else card_back(size)

    @classmethod
    def of(cls, sprite: CardSprite) -> "ArtSprite":
        made = cls(sprite.card, sprite.rect, face_up=sprite.face_up, app=sprite.app, back=sprite.back,
                   tooltip=sprite.tooltip)
        made.highlight = sprite.highlight
        return made
