"""Where things sit on the Legend of Drizzt table (a 1920x1080 canvas)."""
from __future__ import annotations

import pygame

SCREEN = pygame.Rect(0, 0, 1920, 1080)
TOP_BAR = pygame.Rect(0, 0, 1920, 64)
VIEWPORT = pygame.Rect(0, 64, 1440, 876)  # the camera's window onto the dungeon
HAND = pygame.Rect(0, 940, 1440, 140)  # the active hero's power cards and items
PARTY = pygame.Rect(1440, 64, 480, 1016)  # hero cards, surges, experience, the goal
CAPTION = pygame.Rect(470, 870, 960, 56)  # the narration line: subtitles at the foot of the dungeon
LOG = pygame.Rect(12, 736, 446, 194)  # the game log, over the dungeon's lower left corner
PROMPT = pygame.Rect(860, 150, 560, 560)  # a question that is not a hero's move (explore, cancel...): right of
# the hero the camera centres, its height fitted to its options
STAGE = pygame.Rect(0, 64, 1440, 876)  # a card shown large is centred here
ACTIONS = pygame.Rect(1000, 948, 430, 124)  # end the phase, open a door, disarm, cards with no target
HAND_CARD = (104, 124)  # a card in the hand strip
