"""Colours, seat palette and sizes shared by every scene."""
from __future__ import annotations

# The logical canvas every scene draws on; the window scales it.
CANVAS_W, CANVAS_H = 1920, 1080

# Table and chrome.
FELT = (31, 74, 56)
FELT_DARK = (22, 54, 41)
WOOD = (92, 58, 34)
WOOD_DARK = (60, 37, 22)
INK = (28, 24, 20)
PARCHMENT = (238, 226, 198)
PARCHMENT_DARK = (214, 196, 156)
GOLD = (222, 178, 72)
TEXT = (240, 234, 220)
TEXT_DIM = (168, 160, 146)
BACKDROP = (18, 16, 22)
PANEL = (40, 34, 44)
PANEL_EDGE = (120, 98, 70)
HILITE = (255, 214, 102)
LEGAL = (96, 200, 120)
DANGER = (214, 84, 70)
SHADE = (0, 0, 0, 150)

# Okabe-Ito, the colour-blind-safe palette; each seat colour is paired with a
# symbol so no information is carried by colour alone.
SEAT_COLOURS = (
    ("Orange", (230, 159, 0), "sun"),
    ("Sky blue", (86, 180, 233), "moon"),
    ("Green", (0, 158, 115), "leaf"),
    ("Yellow", (240, 228, 66), "star"),
    ("Blue", (0, 114, 178), "drop"),
    ("Vermilion", (213, 94, 0), "flame"),
    ("Purple", (204, 121, 167), "crown"),
)
