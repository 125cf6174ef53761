"""Vault of Dragons art: Followers, Location tiles, tokens, icons and the table's set pieces.

Everything here is a pure function of hashable arguments returning a pygame Surface, cached
with lru_cache: the table scene blits them every frame and they are drawn once per process.
Shapes are drawn SUPERSAMPLE times larger and smoothed down (soft edges); text is rendered at
its final size on top, never smaller than 16 px.

The drawing is split by job:
    common  shared constants and private drawing helpers
    pieces  Followers, groups, the City Watch token, the 'used' marker
    icons   the small icons
    tiles   the Waterdeep Location tiles
    places  the Yawning Portal, its doors, Undermountain, the Vault, the felt table
    cards   Treasure and Magic Item card data
"""
from scenes.vault.art.cards import CARD_COLOURS, CARD_WHEN, card_data
from scenes.vault.art.common import (CLASSES, DRAGON_RED, ICON_NAMES, INK_BROWN, KIND_COLOURS, KIND_FALLBACK, MIN_TEXT,
                                     SS, STEEL, WAX)
from scenes.vault.art.icons import icon
from scenes.vault.art.pieces import SHAPES, SYMBOL_SPOT, follower_token, group_surface, used_marker, watch_token
from scenes.vault.art.places import (DOOR_STYLES, door_surface, felt_background, portal_surface, undermountain_surface,
                                     vault_surface)
from scenes.vault.art.tiles import location_card

__all__ = [
    "CARD_COLOURS", "CARD_WHEN", "CLASSES", "DOOR_STYLES", "DRAGON_RED", "ICON_NAMES", "INK_BROWN", "KIND_COLOURS",
    "KIND_FALLBACK", "MIN_TEXT", "SHAPES", "SS", "STEEL", "SYMBOL_SPOT", "WAX",
    "card_data", "door_surface", "felt_background", "follower_token", "group_surface", "icon", "location_card",
    "portal_surface", "undermountain_surface", "used_marker", "vault_surface", "watch_token",
]
