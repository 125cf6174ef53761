"""What every Dungeon Draft picture shares: the sizes the table draws at, the five classes'
colours (each class also has its own shape, so colour is never the only sign), the parchment
inks, and text fitting that keeps every word whole, at 20 px or more, within its box.

Text that could not be fitted whole is noted in OVERFLOW ((id, size)) so a test can see it."""
from __future__ import annotations

from scenes.kit.draw import digest  # noqa: F401  (the art's modules take it from here)
from scenes.kit.fonts import font
from scenes.kit.text import largest_fitting, wrapped

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

OVERFLOW: set = set()

# The inks: parchment and its shadow, ink and faded ink, gold, XP's pale blue, blood.
PAPER, PAPER_DARK = (242, 232, 206), (216, 198, 158)
INK, INK_SOFT = (34, 26, 20), (98, 72, 50)
GOLD, GOLD_DARK = (232, 188, 76), (150, 104, 28)
XP_BLUE, BLOOD = (150, 205, 240), (176, 28, 32)


def whole_lines(text: str, width: int, height: int, start: int, faces=("bold", "sans"), most: int = 99,
                step_less: int = 0, key=None, optional: bool = False) -> tuple[int, str, list[str]]:
    """(size, face, lines): `text` wrapped at spaces (never inside a word) at the largest size from
    `start` down to MIN_TEXT, trying each face, so that every line is within `width` and at most
    `most` lines, `step_less` px closer than the font's line height, stack within `height`. When
    nothing fits: no lines if the words are `optional`, else MIN_TEXT in the last face with the
    lines it makes (noting `key` in OVERFLOW)."""
    for face in faces:
        got = largest_fitting(text, width, height, start, face, most,
                              lambda size, face=face: font(size, face).get_linesize() - step_less, MIN_TEXT)
        if got is not None:
            return got[0], face, got[1]
    if optional:
        return MIN_TEXT, faces[-1], []
    OVERFLOW.add(key)
    return MIN_TEXT, faces[-1], wrapped(text, width, MIN_TEXT, faces[-1])
