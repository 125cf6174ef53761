"""What the large look (right-click) shows at the Vault table: a Location, the Undermountain, the
Vault or a seat's Faction card under the pointer, drawn at twice its board size (at least a third
of the screen's height) for the kit's zoom overlay (scenes/kit/zoom.py). Cards in hand and on the
stage open through their own sprites (the kit's CardZoom)."""
from __future__ import annotations

import pygame

from game.vault import board
from game.vault.content import load
from scenes.vault import art, layout
from scenes.vault.faction_card import card_height, card_surface

FACTION_W = 760


def _twice(size: tuple[int, int]) -> tuple[int, int]:
    return size[0] * 2, size[1] * 2


def _level_name(view: dict) -> str:
    levels = view["levels"]
    return load().levels[levels[0]].name if levels and levels[0] in load().levels else "Emptied"


def _faction(faction_id: str) -> pygame.Surface:
    return card_surface(faction_id, (FACTION_W, max(360, card_height(faction_id, FACTION_W))), "", False)


def picture_at(view: dict, pos) -> tuple[pygame.Surface, str] | None:
    """(picture, caption) for the place or seat under `pos`, or None."""
    for i, slot in enumerate(view["slots"]):
        rect = layout.slot_rect(board.slot(i))
        if rect.collidepoint(pos):
            face = load().faces[slot["face"]]
            used = " (its Action is used this round)" if slot.get("used") else ""
            return art.location_card(slot["face"], _twice(rect.size)), face.name + used
    if layout.UNDERMOUNTAIN.collidepoint(pos):
        return art.undermountain_surface(_level_name(view), view["secrets_left"], _twice(layout.UNDERMOUNTAIN.size)), \
            "Undermountain"
    if layout.VAULT.collidepoint(pos):
        return art.vault_surface(view["vault_revealed"], load().vault_difficulty, _twice(layout.VAULT.size)), \
            "The Vault of Dragons"
    for seat, player in enumerate(view["players"]):
        if layout.seat_rect(seat).collidepoint(pos) and player.get("faction") in load().factions:
            return _faction(player["faction"]), player["name"]
    return None
