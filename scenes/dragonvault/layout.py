"""Where everything sits on the 1920x1080 Dragonvault table.

The seats sit around the screen, clockwise from the lower left: two plates down the left side,
up to two along the top, two down the right side (fewer seats take the places facing each
other). The middle holds the play zone (where actions and mercenaries are dropped, and where an
encounter lies while it resolves, after it was shown large as it was drawn) and the turn's
treasure pool; the deck and the discard pile sit under the left-hand seats, the log under the
right-hand ones; the question panel runs along the middle under the play zone, and the hand of
the person holding the screen fills the bottom (the kit's hand strip, cards large enough to read
from the couch). Words are 20 px and more everywhere.
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

PLAY_ZONE = pygame.Rect(408, 350, 600, 240)     # drop actions and mercenaries here; encounters lie here
POOL = pygame.Rect(1020, 350, 492, 240)         # the turn's treasure pool: drop treasure here to pay
ENCOUNTER_CARD = (160, 224)                     # an encounter lying in the play zone while it resolves
PROMPT = pygame.Rect(408, 598, 1104, 166)       # the question panel
DECK = pygame.Rect(40, 622, 100, 140)           # the adventure deck, face down
DISCARD = pygame.Rect(200, 622, 100, 140)       # the discard pile, its top card face up
LOG_LOW = pygame.Rect(1524, 622, 384, 142)      # the game log under the right-hand seats (six seats)
LOG_TALL = pygame.Rect(1524, 350, 384, 414)     # ... or down the right side, where no sixth seat sits
HAND = pygame.Rect(12, 772, 1896, 300)          # the hand strip of the person holding the screen
HAND_CARDS = ((196, 274), (170, 238), (150, 210))  # the hand's card sizes, the largest that fits first
SPLASH_CARD = (300, 420)                        # an encounter as it is drawn, large over the middle


def log_rect(seats: int) -> pygame.Rect:
    return LOG_LOW if seats >= 6 else LOG_TALL


def hand_card(count: int) -> tuple[int, int]:
    """The largest card size at which `count` cards lie side by side in the hand strip (the
    smallest, overlapping, when none does)."""
    room = HAND.w - 32
    return next((size for size in HAND_CARDS if count * (size[0] + 10) - 10 <= room), HAND_CARDS[-1])


def plate_rect(seat: int, seats: int) -> pygame.Rect:
    """The plate of `seat` at a table of `seats`."""
    names = PLACES.get(seats, PLACES[6])
    x, y = SLOTS[names[seat % len(names)]]
    return pygame.Rect(x, y, *PLATE)


def plate_rects(seats: int) -> list[pygame.Rect]:
    return [plate_rect(i, seats) for i in range(seats)]
