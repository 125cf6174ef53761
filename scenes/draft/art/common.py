"""What every Dungeon Draft picture shares: the sizes the table draws at, the five classes'
colours (each class also has its own shape, so colour is never the only sign), the parchment
inks, and text fitting that keeps every word whole, at 20 px or more, within its box.

Text that could not be fitted whole is noted in OVERFLOW ((id, size)) so a test can see it."""
from __future__ import annotations

import hashlib

from scenes.kit.fonts import font
from scenes.kit.text import fits, wrapped

MIN_TEXT = 20  # the couch standard

CARD_SMALL = (150, 210)  # the hand, the pack, the play area's newest round
CARD_LARGE = (300, 420)  # a card picked up or about to be played
CARD_ZOOM = (480, 672)  # the right-click look
CARD_STACKED = (56, 210)  # an earlier round's card under the later ones: its left edge only
SIZES = (CARD_SMALL, CARD_LARGE, CARD_ZOOM)
LARGE_FROM = 380  # px tall: from here a face shows its ability text
FLAVOUR_FROM = 600  # px tall: from here a face also shows its flavour

CLASSES = ("druid", "warrior", "mage", "rogue", "monster")
# Okabe-Ito-like hues, far apart in lightness too, so the classes part for colour-blind eyes.
CLASS_COLOURS = {
    "druid": (0, 140, 96),       # bluish green: a leaf
    "warrior": (226, 112, 30),   # vermilion: a shield
    "mage": (30, 100, 190),      # blue: a star
    "rogue": (90, 50, 120),      # purple: a dagger
    "monster": (196, 160, 30),   # ochre: a claw mark
}
CLASS_WORDS = {"druid": "Druid", "warrior": "Warrior", "mage": "Mage", "rogue": "Rogue", "monster": "Monster"}
MONSTER_CARD = (120, 36, 34)  # a monster card's frame: dried blood
QUEST_CARD = (40, 52, 92)     # a quest's frame: a night-blue seal

PAPER = (242, 232, 206)
PAPER_DARK = (216, 198, 158)
INK = (34, 26, 20)
INK_SOFT = (98, 72, 50)
GOLD = (232, 188, 76)
GOLD_DARK = (150, 104, 28)
XP_BLUE = (150, 205, 240)
BLOOD = (176, 28, 32)

OVERFLOW: set = set()


def digest(key: str) -> bytes:
    """Stable bytes for `key` (the same card always gets the same variation)."""
    return hashlib.sha1(key.encode("utf-8")).digest()


def whole_lines(text: str, width: int, height: int, start: int, faces=("bold", "sans"), most: int = 99,
                step_less: int = 0, key=None) -> tuple[int, str, list[str]]:
    """(size, face, lines): `text` wrapped at spaces (never inside a word) at the largest size from
    `start` down to MIN_TEXT, trying each face, so that every line is within `width` and at most
    `most` lines, `step_less` px closer than the font's line height, stack within `height`. When
    nothing fits, MIN_TEXT in the last face with the lines it makes (noting `key` in OVERFLOW)."""
    for face in faces:
        for size in range(max(start, MIN_TEXT), MIN_TEXT - 1, -1):
            lines = wrapped(text, width, size, face)
            step = font(size, face).get_linesize() - step_less
            if len(lines) <= most and len(lines) * step <= height and all(fits(ln, width, size, face) for ln in lines):
                return size, face, lines
    OVERFLOW.add(key)
    return MIN_TEXT, faces[-1], wrapped(text, width, MIN_TEXT, faces[-1])
