"""Where everything sits on the 1920x1080 Vault of Dragons table."""
from __future__ import annotations

import pygame

from game.vault import board

TOP_BAR = pygame.Rect(0, 0, 1920, 70)

# The board: the Yawning Portal row above the 3 x 4 city.
BOARD = pygame.Rect(16, 80, 1160, 990)
PORTAL = pygame.Rect(16, 80, 580, 190)
UNDERMOUNTAIN = pygame.Rect(608, 80, 280, 190)
VAULT = pygame.Rect(900, 80, 276, 190)
CITY = pygame.Rect(16, 282, 1160, 788)
CELL_GAP = 8
CELL_W = (CITY.w - 2 * CELL_GAP) // board.COLUMNS
CELL_H = (CITY.h - 3 * CELL_GAP) // board.ROWS
DOOR_SIZE = (132, 52)
DOORS = ("gold", "magic", "rumors", "vault")

# The right-hand column: seat panels, the prompt, the hand, the log.
SIDE_X, SIDE_W = 1192, 712
SEAT_H, SEAT_GAP = 92, 6
SEATS_TOP = 80
PROMPT = pygame.Rect(SIDE_X, 476, SIDE_W, 262)
HAND = pygame.Rect(SIDE_X, 746, SIDE_W, 160)
LOG = pygame.Rect(SIDE_X, 914, SIDE_W, 158)

# The centre stage over the city: fights, dealt cards, cards to keep.
STAGE = pygame.Rect(46, 300, 1100, 500)

# A card in the hand: its name with every word whole (the widest is "Assassin's" beside its corner
# medallion) and when it is played, in 20 px words.
HAND_CARD = (176, 144)


def slot_rect(place: str) -> pygame.Rect:
    """The rectangle of a Waterdeep Location on the grid."""
    row, col = divmod(board.slot_index(place), board.COLUMNS)
    return pygame.Rect(CITY.x + col * (CELL_W + CELL_GAP), CITY.y + row * (CELL_H + CELL_GAP), CELL_W, CELL_H)


def place_rect(place: str) -> pygame.Rect:
    return PORTAL.copy() if place == board.YP else slot_rect(place)


def followers_area(place: str) -> pygame.Rect:
    """Where Follower groups are drawn inside a place."""
    if place == board.YP:
        return pygame.Rect(PORTAL.x + 190, PORTAL.y + 50, PORTAL.w - 200, 70)
    rect = slot_rect(place)
    return pygame.Rect(rect.x + rect.w * 45 // 100, rect.bottom - 72, rect.w * 55 // 100 - 8 - WATCH_ROOM, 68)


def door_rect(entrance: str) -> pygame.Rect:
    i = DOORS.index(entrance)
    w, h = DOOR_SIZE
    return pygame.Rect(PORTAL.x + 10 + i * (w + 11), PORTAL.bottom - h - 8, w, h)


def seat_rect(seat: int) -> pygame.Rect:
    return pygame.Rect(SIDE_X, SEATS_TOP + seat * (SEAT_H + SEAT_GAP), SIDE_W, SEAT_H)


WATCH_ROOM = 50  # the right end of a Location's bottom band is kept for City Watch tokens


def watch_spot(place: str, index: int) -> tuple[int, int]:
    """Centre of the index-th City Watch token at a place: the bottom-right corner, stacking up."""
    rect = slot_rect(place)
    return rect.right - 30, rect.bottom - 34 - index * 46
