"""Where everything sits on the 1920x1080 Lords of Waterdeep table.

The city board fills the left: the scoring track along its top, the round track under it,
Cliffwatch Inn (its four face-up quests over its plaque of three spaces) beside Builder's Hall
(its three tiles for sale over its plaque), the six other basic buildings in a row, then
Waterdeep Harbor and the buildings players have bought. The right-hand column holds one mat per
seat, the question being asked, the hand of the person holding the screen (their agents to
drag, their lord, intrigue cards and quests) and the game log. Sizes follow the art's (cards
150x210 and tiles 160x150 show their names in 20 px words and more).
"""
from __future__ import annotations

import pygame

TOP_BAR = pygame.Rect(0, 0, 1920, 70)

# -- the city board ---------------------------------------------------------------------------
BOARD = pygame.Rect(12, 78, 1128, 994)
SCORE = pygame.Rect(12, 78, 1128, 62)          # the scoring track, 0..100 (it wraps, as on the board)
ROUNDS = pygame.Rect(12, 146, 1128, 78)        # eight round spaces with their VP tokens
INN_CARD = (150, 210)
INN_TOP = 232
INN = pygame.Rect(12, INN_TOP, 624, 368)       # Cliffwatch Inn: four face-up quests over its plaque
INN_PLAQUE = pygame.Rect(12, 450, 624, 150)
HALL_TILE = (160, 150)
HALL = pygame.Rect(644, INN_TOP, 496, 368)     # Builder's Hall: three tiles for sale over its plaque
HALL_NOTE = pygame.Rect(644, 386, 496, 60)
HALL_PLAQUE = pygame.Rect(644, 450, 496, 150)
BASICS = pygame.Rect(12, 608, 1128, 150)       # the six other basic buildings, one space each
HARBOR = pygame.Rect(12, 766, 300, 306)        # Waterdeep Harbor: three spaces
BUILT = pygame.Rect(320, 766, 820, 306)        # the buildings bought so far
OFFER = pygame.Rect(40, 470, 1072, 330)        # cards offered that lie nowhere else (quests drawn to keep)
OFFER_CARD = (176, 246)
AGENT = 46                                      # an agent standing on a space (px tall)

# -- the right-hand column --------------------------------------------------------------------
SIDE_X, SIDE_W = 1150, 758
MATS_TOP = 78
MAT_GAP = 6
MAT_H_MOST = 108
MATS_MOST = 480                                 # five mats of 91 px fit here
PROMPT_H = 176
LOG_H = 98
LOG_BOTTOM = 1072
POOL_X = 330                                    # on a seat's mat, where its agents left to place stand
CHIP_H = 64                                     # a card in the hand, as one line of a list
CHIP_H_LEAST = 56                               # a chip may shrink to this to keep two columns
CHIP_GAP = 6


def mat_h(seats: int) -> int:
    """A seat mat's height: as tall as five fit, taller with fewer seats."""
    return min(MAT_H_MOST, (MATS_MOST - (seats - 1) * MAT_GAP) // max(1, seats))


def mat_rect(seat: int, seats: int) -> pygame.Rect:
    h = mat_h(seats)
    return pygame.Rect(SIDE_X, MATS_TOP + seat * (h + MAT_GAP), SIDE_W, h)


def prompt_rect(seats: int) -> pygame.Rect:
    top = mat_rect(seats - 1, seats).bottom + 8
    return pygame.Rect(SIDE_X, top, SIDE_W, PROMPT_H)


def log_rect(seats: int) -> pygame.Rect:
    return pygame.Rect(SIDE_X, LOG_BOTTOM - LOG_H, SIDE_W, LOG_H)


def hand_rect(seats: int) -> pygame.Rect:
    top = prompt_rect(seats).bottom + 8
    return pygame.Rect(SIDE_X, top, SIDE_W, log_rect(seats).y - 8 - top)


def mat_rows(h: int) -> tuple[int, int, int]:
    """The tops of a mat's three rows (name, tavern and agents, quests and cards)."""
    return 6, (36 if h < 100 else 42), h - 28


def pool_spot(seat: int, seats: int) -> tuple[int, int]:
    """The centre of the first agent a seat has left to place, on its mat."""
    rect = mat_rect(seat, seats)
    return rect.x + POOL_X + 15, rect.y + mat_rows(rect.h)[1] + 13


def chip_rects(count: int, seats: int) -> list[pygame.Rect]:
    """Where `count` cards of the hand go, as chips in columns: two, whose names fit whole, while
    the chips can stay at least CHIP_H_LEAST tall; three when many."""
    hand = hand_rect(seats)
    area = hand.inflate(-20, -20)
    rows = max(1, (area.h + CHIP_GAP) // (CHIP_H + CHIP_GAP))
    most_rows = max(1, (area.h + CHIP_GAP) // (CHIP_H_LEAST + CHIP_GAP))
    cols = 2 if count <= 2 * most_rows else 3
    rows = max(rows, -(-count // cols))
    h = min(CHIP_H, (area.h + CHIP_GAP) // rows - CHIP_GAP)
    w = (area.w - (cols - 1) * CHIP_GAP) // cols
    return [pygame.Rect(area.x + (i // rows) * (w + CHIP_GAP), area.y + (i % rows) * (h + CHIP_GAP), w, h)
            for i in range(count)]


# -- the board's pieces -----------------------------------------------------------------------
def score_line() -> pygame.Rect:
    """The stretch of the scoring track from 0 to 100."""
    return pygame.Rect(SCORE.x + 70, SCORE.y, SCORE.w - 100, SCORE.h)


def score_spot(vp: int, stack: int) -> tuple[int, int]:
    """Centre of a seat's marker on the scoring track at `vp` (mod 100), `stack` deep."""
    track = score_line()
    x = track.x + (vp % 100) * track.w // 100
    return x, SCORE.y + 40 - stack * 9


def round_rect(index: int) -> pygame.Rect:
    """The round space for round index+1."""
    left = ROUNDS.x + 110
    w = (ROUNDS.right - 8 - left) // 8
    return pygame.Rect(left + index * w + 3, ROUNDS.y + 6, w - 6, ROUNDS.h - 12)


def inn_card_rect(index: int) -> pygame.Rect:
    w, h = INN_CARD
    return pygame.Rect(INN.x + index * (w + 8), INN_TOP, w, h)


def hall_tile_rect(index: int) -> pygame.Rect:
    w, h = HALL_TILE
    return pygame.Rect(HALL.x + index * (w + 8), INN_TOP, w, h)


def basic_rect(index: int) -> pygame.Rect:
    gap = 9
    w = (BASICS.w - 5 * gap) // 6
    return pygame.Rect(BASICS.x + index * (w + gap), BASICS.y, w, BASICS.h)


def built_grid(count: int) -> tuple[int, int, int, int]:
    """(columns, rows, tile w, tile h) for `count` bought buildings in BUILT."""
    for cols, rows in ((5, 2), (6, 2)):
        if count <= cols * rows:
            break
    else:
        cols, rows = 6, -(-count // 6)
    w = (BUILT.w - (cols - 1) * 5) // cols
    h = (BUILT.h - (rows - 1) * 6) // rows
    return cols, rows, w, h


def built_rect(index: int, count: int) -> pygame.Rect:
    cols, _rows, w, h = built_grid(count)
    r, c = divmod(index, cols)
    return pygame.Rect(BUILT.x + c * (w + 5), BUILT.y + r * (h + 6), w, h)


def offer_rects(count: int) -> list[pygame.Rect]:
    """Where `count` offered cards lie on the offer panel, in a row (overlapping when many)."""
    w, h = OFFER_CARD
    room = OFFER.w - 40
    step = w + 14 if count * (w + 14) - 14 <= room else (room - w) // max(1, count - 1)
    left = OFFER.centerx - (step * (count - 1) + w) // 2
    return [pygame.Rect(left + i * step, OFFER.y + 66, w, h) for i in range(count)]
