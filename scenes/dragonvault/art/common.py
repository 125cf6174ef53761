"""What every Dragonvault picture shares: the card sizes the table draws at, one frame colour and
one icon per card type (so a type reads from across the room, and never by colour alone), the
parchment inks, and the text fitting that never draws a word a player needs under 20 px nor past
its box.

Text that could not be fitted whole is noted in OVERFLOW (face id, size) so a test can see it."""
from __future__ import annotations

from scenes.kit.draw import digest  # noqa: F401  (the art's modules take it from here)
from scenes.kit.fonts import font
from scenes.kit.text import fits, largest_fitting, wrap, wrapped

MIN_TEXT = 20  # the couch standard

CARD_SMALL = (150, 210)  # the hand and the table
CARD_LARGE = (330, 462)  # an encounter as it is drawn
CARD_ZOOM = (480, 672)  # the right-click look
SIZES = (CARD_SMALL, CARD_LARGE, CARD_ZOOM)
LARGE_FROM = 400  # px tall: from here a face shows its rules text
FLAVOUR_FROM = 600  # px tall: from here a face also shows its flavour

# The kinds a face is drawn as: the encounter subtypes stand for themselves.
KINDS = ("dragon", "trap", "other", "group", "action", "response", "mercenary", "companion", "treasure",
         "champion")
KIND_COLOURS = {
    "dragon": (158, 30, 28),      # blood red
    "trap": (92, 96, 106),        # iron
    "other": (112, 52, 138),      # violet: the strange ones
    "group": (206, 98, 18),       # orange: everybody at the table
    "action": (42, 120, 62),      # green
    "response": (34, 98, 176),    # blue
    "mercenary": (112, 68, 38),   # leather
    "companion": (24, 128, 124),  # teal
    "treasure": (204, 160, 40),   # gold
    "champion": (34, 40, 84),     # midnight, with gold trim
}
KIND_WORDS = {
    "dragon": "Encounter: Dragon",
    "trap": "Encounter: Trap",
    "other": "Encounter",
    "group": "Group encounter",
    "action": "Action",
    "response": "Response",
    "mercenary": "Mercenary",
    "companion": "Companion",
    "treasure": "Treasure",
    "champion": "Champion",
}

PAPER = (240, 229, 202)
PAPER_DARK = (214, 194, 152)
INK = (34, 26, 20)
INK_SOFT = (98, 72, 50)
GOLD = (232, 188, 76)
GOLD_DARK = (150, 104, 28)
BLOOD = (176, 28, 32)
ICE = (170, 220, 250)

OVERFLOW: set = set()


def _starts_syllable(word: str, k: int) -> bool:
    """Whether a syllable may start at word[k]: a consonant before a vowel ('Knuckle-bone')."""
    vowels = "aeiouyAEIOUY"
    return k + 1 < len(word) and word[k].isalpha() and word[k] not in vowels and word[k + 1] in vowels


def hyphenated(text: str, width: int, size: int, face: str) -> list[str]:
    """`text` wrapped into `width` with a word too wide for it split by a hyphen (three letters
    at least either side)."""
    lines: list[str] = []
    for line in wrapped(text, width, size, face):
        while not fits(line, width, size, face) and len(line) >= 6:
            cut_at = len(line) - 3
            while cut_at > 3 and not fits(line[:cut_at] + "-", width, size, face):
                cut_at -= 1
            syllable = next((k for k in range(cut_at, 2, -1) if _starts_syllable(line, k)), None)
            cut_at = syllable or cut_at
            lines.append(line[:cut_at] + "-")
            line = line[cut_at:]
        lines.append(line)
    return lines


def fitted_lines(text: str, width: int, height: int, start: int, face: str = "sans", most: int = 99,
                 spacing: float = 1.0) -> tuple[int, list[str]] | None:
    """The largest size from `start` down to MIN_TEXT at which `text` wraps into at most `most`
    lines, each within `width`, stacked within `height`: (size, lines), or None."""
    return largest_fitting(text, width, height, start, face, most,
                           lambda size: round(font(size, face).get_linesize() * spacing), MIN_TEXT)


def cut(text: str, width: int, size: int, face: str) -> str:
    """`text` cut with an ellipsis to fit `width` (the last resort: the look shows it whole)."""
    if fits(text, width, size, face):
        return text
    while text and not fits(text + "…", width, size, face):
        text = text[:-1]
    return text.rstrip() + "…"


def lines_within(text: str, width: int, height: int, start: int, faces: tuple, most: int,
                 key) -> tuple[int, str, list[str]]:
    """(size, face, lines): `text` in the first of `faces` that fits whole (see fitted_lines), else
    MIN_TEXT lines in the last face with long words split by the kit's wrap and the rest cut short
    to `most` lines (noting `key` in OVERFLOW)."""
    for face in faces:
        got = fitted_lines(text, width, height, start, face, most)
        if got is not None:
            return got[0], face, got[1]
    face = faces[-1]
    lines = hyphenated(text, width, MIN_TEXT, face)
    if len(lines) <= most and len(lines) * font(MIN_TEXT, face).get_linesize() <= height:
        return MIN_TEXT, face, lines
    OVERFLOW.add(key)
    face = faces[-1]
    step = font(MIN_TEXT, face).get_linesize()
    room = max(1, min(most, height // max(1, step)))
    lines = list(wrap(text, width, MIN_TEXT, face))
    if len(lines) > room:
        lines = lines[:room - 1] + [" ".join(lines[room - 1:])]
    return MIN_TEXT, face, [cut(ln, width, MIN_TEXT, face) for ln in lines]
