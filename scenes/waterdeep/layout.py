"""Where everything sits on the 1920x1080 Lords of Waterdeep table.

The city board fills the left: the scoring track along its top, the round track under it,
Cliffwatch Inn with its four quests and Builder's Hall with its three tiles, the six other basic
buildings in a row, then Waterdeep Harbor and the buildings players have bought. The right-hand
column holds one mat per seat, the question being asked, the hand of the person holding the
screen (their agents to drag, their lord, intrigue and quests) and the game log.
"""
from __future__ import annotations

import pygame

TOP_BAR = pygame.Rect(0, 0, 1920, 70)

# -- the city board ---------------------------------------------------------------------------
BOARD = pygame.Rect(12, 78, 1128, 994)
SCORE = pygame.Rect(12, 78, 1128, 62)          # the scoring track, 0..100 (it wraps, as on the board)
ROUNDS = pygame.Rect(12, 146, 1128, 78)        # eight round spaces with their VP tokens
INN = pygame.Rect(12, 230, 660, 330)           # Cliffwatch Inn: four face-up quests, three spaces
HALL = pygame.Rect(682, 230, 458, 330)         # Builder's Hall: three tiles for sale, one space
BASICS = pygame.Rect(12, 568, 1128, 196)       # the six other basic buildings, one space each
HARBOR = pygame.Rect(12, 772, 300, 300)        # Waterdeep Harbor: three spaces
BUILT = pygame.Rect(322, 772, 818, 300)        # the buildings bought so far

INN_CARD = (150, 190)
HALL_TILE = (140, 190)
SPACE = (206, 84)                               # an action space inside Cliffwatch Inn or the Harbor
AGENT = 46                                      # an agent standing on a space (px tall)

# -- the right-hand column --------------------------------------------------------------------
SIDE_X, SIDE_W = 1150, 758
MATS_TOP = 78
MAT_GAP = 6
MAT_H_MOST = 108
MATS_MOST = 530                                 # five mats fit here, with the log still three lines tall
PROMPT_H = 172
HAND_H = 170
LOG_BOTTOM = 1072
HAND_CARD = (112, 156)
POOL_W = 150                                    # the left end of the hand: the agents to drag


def mat_h(seats: int) -> int:
    """A seat mat's height: as tall as five fit, taller with fewer seats."""
    return min(MAT_H_MOST, (MATS_MOST - (seats - 1) * MAT_GAP) // max(1, seats))


def mat_rect(seat: int, seats: int) -> pygame.Rect:
    h = mat_h(seats)
    return pygame.Rect(SIDE_X, MATS_TOP + seat * (h + MAT_GAP), SIDE_W, h)


def prompt_rect(seats: int) -> pygame.Rect:
    top = mat_rect(seats - 1, seats).bottom + 8
    return pygame.Rect(SIDE_X, top, SIDE_W, PROMPT_H)


def hand_rect(seats: int) -> pygame.Rect:
    return pygame.Rect(SIDE_X, prompt_rect(seats).bottom + 8, SIDE_W, HAND_H)


def log_rect(seats: int) -> pygame.Rect:
    top = hand_rect(seats).bottom + 8
    return pygame.Rect(SIDE_X, top, SIDE_W, LOG_BOTTOM - top)


def pool_rect(seats: int) -> pygame.Rect:
    hand = hand_rect(seats)
    return pygame.Rect(hand.x + 10, hand.y + 10, POOL_W - 20, hand.h - 20)


# -- the board's pieces -----------------------------------------------------------------------
def score_spot(vp: int, stack: int) -> tuple[int, int]:
    """Centre of a seat's marker on the scoring track at `vp` (mod 100), `stack` deep."""
    track = score_line()
    x = track.x + (vp % 100) * track.w // 100
    return x, SCORE.y + 40 - stack * 9


def score_line() -> pygame.Rect:
    """The stretch of the scoring track from 0 to 100."""
    return pygame.Rect(SCORE.x + 70, SCORE.y, SCORE.w - 100, SCORE.h)


def round_rect(index: int) -> pygame.Rect:
    """The round space for round index+1."""
    left = ROUNDS.x + 110
    w = (ROUNDS.right - 8 - left) // 8
    return pygame.Rect(left + index * w + 3, ROUNDS.y + 6, w - 6, ROUNDS.h - 12)


def inn_card_rect(index: int) -> pygame.Rect:
    w, h = INN_CARD
    gap = (INN.w - 4 * w) // 5
    return pygame.Rect(INN.x + gap + index * (w + gap), INN.y + 44, w, h)


def hall_tile_rect(index: int) -> pygame.Rect:
    w, h = HALL_TILE
    gap = (HALL.w - 3 * w) // 4
    return pygame.Rect(HALL.x + gap + index * (w + gap), HALL.y + 44, w, h)


def inn_space_rect(index: int) -> pygame.Rect:
    w, h = SPACE
    gap = (INN.w - 3 * w) // 4
    return pygame.Rect(INN.x + gap + index * (w + gap), INN.bottom - h - 8, w, h)


def hall_space_rect() -> pygame.Rect:
    w, h = SPACE
    return pygame.Rect(HALL.centerx - w // 2, HALL.bottom - h - 8, w, h)


def harbor_space_rect(index: int) -> pygame.Rect:
    w, h = HARBOR.w - 24, 72
    return pygame.Rect(HARBOR.x + 12, HARBOR.y + 50 + index * (h + 8), w, h)


def basic_rect(index: int) -> pygame.Rect:
    gap = 8
    w = (BASICS.w - 5 * gap) // 6
    return pygame.Rect(BASICS.x + index * (w + gap), BASICS.y, w, BASICS.h)


def built_grid(count: int) -> tuple[int, int]:
    """(columns, rows) for `count` bought buildings in BUILT: the biggest tiles that fit."""
    inner = BUILT.inflate(-16, -52)
    for cols in range(4, 13):
        rows = -(-max(1, count) // cols)
        w = (inner.w - (cols - 1) * 8) // cols
        h = (inner.h - (rows - 1) * 8) // rows
        if h >= 96 and w >= 120 or cols == 12:
            return cols, rows
    return 12, -(-count // 12)


def built_rect(index: int, count: int) -> pygame.Rect:
    cols, rows = built_grid(count)
    inner = BUILT.inflate(-16, -52).move(0, 18)
    w = (inner.w - (cols - 1) * 8) // cols
    h = min(150, (inner.h - (rows - 1) * 8) // max(1, rows))
    r, c = divmod(index, cols)
    return pygame.Rect(inner.x + c * (w + 8), inner.y + r * (h + 8), w, h)
