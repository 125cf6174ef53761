"""Where everything sits on the 1920x1080 Dragonvault table.

The seats sit around the screen, clockwise from the lower left: two plates down the left side,
up to two along the top, two down the right side (fewer seats take the places facing each
other). The middle holds the play zone (where actions and mercenaries are dropped, and where an
encounter is shown large as it is drawn) and the turn's treasure pool; the deck and the discard
pile sit under the left-hand seats, the log under the right-hand ones; the question panel runs
along the middle under the play zone, and the hand of the person holding the screen fills the
bottom (the kit's hand strip). Words are 20 px and more everywhere.
"""
from __future__ import annotations

import pygame

W, H = 1920, 1080
TOP_BAR = pygame.Rect(0, 0, W, 70)

PLATE = (384, 262)                 # a seat's plate
PORTRAIT = 112                     # the champion's portrait on a plate
SLOTS = {                          # the plate places, clockwise from the lower left
    "left_low": (12, 350), "left_high": (12, 80), "top_left": (516, 80), "top_mid": (768, 80),
    "top_right": (1020, 80), "right_high": (1524, 80), "right_low": (1524, 350)}
PLACES = {
    2: ("left_high", "right_high"),
    3: ("left_high", "top_mid", "right_high"),
    4: ("left_high", "top_left", "top_right", "right_high"),
    5: ("left_low", "left_high", "top_left", "top_right", "right_high"),
    6: ("left_low", "left_high", "top_left", "top_right", "right_high", "right_low"),
}

PLAY_ZONE = pygame.Rect(408, 352, 600, 300)     # drop actions and mercenaries here; encounters show here
POOL = pygame.Rect(1020, 352, 492, 300)         # the turn's treasure pool: drop treasure here to pay
ENCOUNTER_CARD = (214, 300)                     # an encounter shown large in the play zone
PROMPT = pygame.Rect(408, 662, 1104, 172)       # the question panel
DECK = pygame.Rect(28, 626, 140, 196)           # the adventure deck, face down
DISCARD = pygame.Rect(214, 626, 140, 196)       # the discard pile, its top card face up
LOG = pygame.Rect(1524, 622, 384, 212)          # the game log
HAND = pygame.Rect(12, 842, 1896, 230)          # the hand strip of the person holding the screen
HAND_CARD = (150, 210)                          # dv-art's CARD_SMALL
SPLASH_CARD = (330, 462)                        # dv-art's CARD_LARGE: an encounter as it is drawn


def plate_rect(seat: int, seats: int) -> pygame.Rect:
    """The plate of `seat` at a table of `seats`."""
    names = PLACES.get(seats, PLACES[6])
    x, y = SLOTS[names[seat % len(names)]]
    return pygame.Rect(x, y, *PLATE)


def plate_rects(seats: int) -> list[pygame.Rect]:
    return [plate_rect(i, seats) for i in range(seats)]


def coin_spot(index: int) -> tuple[int, int]:
    """The centre of the index-th treasure card lying in the pool (in rows of five)."""
    row, col = divmod(index, 6)
    return POOL.x + 70 + col * 72, POOL.y + 150 + row * 40
