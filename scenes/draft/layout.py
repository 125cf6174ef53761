"""Where everything sits on the 1920x1080 Dungeon Draft table.

The seats run down the left as bands, one a seat in seat order (the packs pass down the bands in
rounds that pass left, up them in rounds that pass right: the arrows in the gutter say which);
each band holds the seat's numbers and its play area stacked by round. The log fills the right
of the seats; under them the question panel and the fight zone (drop a monster there); the
bottom is the hand of the person holding the screen, or the pick stage during the draft."""
from __future__ import annotations

import pygame

W, H = 1920, 1080
TOP_BAR = pygame.Rect(0, 0, W, 70)
SEATS = pygame.Rect(64, 80, 1436, 520)
GUTTER = pygame.Rect(12, 80, 48, 520)          # the passing arrows
LOG = pygame.Rect(1512, 80, 396, 520)
PROMPT = pygame.Rect(12, 608, 1100, 134)
FIGHT = pygame.Rect(1124, 608, 376, 134)
DECK = pygame.Rect(1512, 608, 396, 134)
HAND = pygame.Rect(12, 750, 1896, 322)
HAND_CARD = (150, 210)
STAGE = pygame.Rect(12, 608, 1896, 464)        # the quest keep and the draft pick
STAGE_CARD = (180, 252)
ZOOM_CARD = (480, 672)
LEFT_W = 430                                   # a band's numbers; its play area to the right


def band_rects(seats: int) -> list[pygame.Rect]:
    """The band of each seat, top to bottom in seat order."""
    h = min(172, (SEATS.h - 6 * (seats - 1)) // max(1, seats))
    return [pygame.Rect(SEATS.x, SEATS.y + i * (h + 6), SEATS.w, h) for i in range(seats)]


def card_size(band: pygame.Rect) -> tuple[int, int]:
    h = band.h - 36
    return (h * 5 // 7, h)
