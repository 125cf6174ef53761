"""What every Lords of Waterdeep picture shares: the quest type colours, the card sizes the
table uses, and the text helpers that never draw a word under 20 px nor past its box.

Text is laid out with `Lines`: a list of rendered runs, each with the box it was given, so a test
can check that every run fits where it was put (nothing clipped, nothing cut short)."""
from __future__ import annotations

from collections.abc import Mapping

import pygame

from scenes.kit.fonts import font, render
from scenes.kit.text import fits, wrapped  # noqa: F401  (the art's modules import them from here)

MIN_TEXT = 20  # the couch standard: no word a player needs is smaller

# The five quest types, in the rulebook's order, with the colour of their band and the ink
# that reads on it. The colours follow the adventurer a type leans on (arcana the wizards'
# purple, piety the clerics' white, skullduggery the rogues' black, warfare the fighters'
# orange) and commerce is gold; each type also has its own icon, so colour is never alone.
QUEST_TYPES = ("arcana", "commerce", "piety", "skullduggery", "warfare")
TYPE_COLOURS = {
    "arcana": (112, 62, 168),
    "commerce": (206, 156, 40),
    "piety": (208, 214, 224),
    "skullduggery": (52, 52, 62),
    "warfare": (214, 110, 28),
}
TYPE_NAMES = {t: t.capitalize() for t in QUEST_TYPES}

# The three kinds of intrigue card: each its own frame colour and icon.
INTRIGUE_KINDS = ("attack", "utility", "mandatory")
KIND_COLOURS = {"attack": (168, 34, 40), "utility": (30, 116, 128), "mandatory": (44, 40, 48)}
KIND_NAMES = {"attack": "Attack", "utility": "Utility", "mandatory": "Mandatory quest"}

# The adventurers, in the order a bundle lists them.
ADVENTURERS = ("cleric", "fighter", "rogue", "wizard")
BUNDLE_ORDER = ("vp", "cleric", "fighter", "rogue", "wizard", "gold", "intrigue", "quest")

# Parchment and inks of the faces.
PAPER = (240, 230, 204)
PAPER_DARK = (218, 200, 160)
INK = (36, 28, 22)
INK_SOFT = (96, 74, 52)
PLOT_NAME = (150, 22, 60)  # a plot quest's name: a different colour, as the rulebook says
PLOT_GOLD = (236, 196, 92)
LORD_BLUE = (28, 40, 78)
TILE_STONE = (122, 104, 84)

# The sizes the table draws at on the 1920x1080 canvas (any other size draws as well).
QUEST_SMALL = (176, 246)   # Cliffwatch Inn, a seat's quests
QUEST_LARGE = (340, 476)   # a quest in a pick or a reveal
CARD_ZOOM = (520, 728)     # the right-click look
CHIP = (260, 64)           # one quest or intrigue card as a line in a list
TILE_SMALL = (236, 150)    # Builder's Hall and a built tile on the board
TILE_ZOOM = (640, 408)


def bundle_dict(bundle) -> dict[str, int]:
    """A bundle as {key: amount} with the keys in BUNDLE_ORDER and no zeros; a bundle may come as a
    mapping or as an object with one attribute per key."""
    if bundle is None:
        return {}
    if isinstance(bundle, Mapping):
        raw = dict(bundle)
    else:
        raw = {k: getattr(bundle, k, 0) for k in BUNDLE_ORDER}
    return {k: int(raw[k]) for k in BUNDLE_ORDER if raw.get(k)}


def plural(n: int, word: str) -> str:
    return f"{n} {word}" if n == 1 else f"{n} {word}s"


BUNDLE_WORDS = {"vp": ("VP", "VP"), "cleric": ("Cleric", "Clerics"), "fighter": ("Fighter", "Fighters"),
                "rogue": ("Rogue", "Rogues"), "wizard": ("Wizard", "Wizards"), "gold": ("gold", "gold"),
                "intrigue": ("Intrigue card", "Intrigue cards"), "quest": ("Quest", "Quests")}


def bundle_words(bundle) -> str:
    """'2 Fighters, 1 Rogue and 4 gold': a bundle in plain words (for captions and tips)."""
    parts = []
    for key, n in bundle_dict(bundle).items():
        one, many = BUNDLE_WORDS[key]
        parts.append(f"{n} {one if n == 1 else many}")
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


# -- text that fits ---------------------------------------------------------------------------------------
def largest(text: str, width: int, start: int, face: str = "bold", least: int = MIN_TEXT) -> int:
    """The largest size from `start` down to `least` at which `text` fits `width` on one line."""
    size = max(start, least)
    while size > least and not fits(text, width, size, face):
        size -= 1
    return size


def settle(text: str, width: int, height: int, start: int, face: str = "sans", least: int = MIN_TEXT,
           spacing: float = 1.0) -> tuple[int, list[str]] | None:
    """The largest size (start..least) at which `text` wraps into the box with every line fitting
    its width: (size, lines); None when even `least` px does not fit."""
    for size in range(max(start, least), least - 1, -1):
        lines = wrapped(text, width, size, face)
        step = round(font(size, face).get_linesize() * spacing)
        if len(lines) * step <= height and all(fits(ln, width, size, face) for ln in lines):
            return size, lines
    return None


def line_step(size: int, face: str = "sans", spacing: float = 1.0) -> int:
    return round(font(size, face).get_linesize() * spacing)


def blit_lines(surf: pygame.Surface, lines, size: int, colour, face: str, box: pygame.Rect,
               align: str = "center", spacing: float = 1.0, valign: str = "top") -> int:
    """Draw `lines` in `box` (centred or left), returning the y under the last line."""
    step = line_step(size, face, spacing)
    y = box.y
    if valign == "middle":
        y = box.y + (box.h - step * len(lines)) // 2
    for line in lines:
        if line:
            img = render(line, size, colour, face)
            x = box.x if align == "left" else box.centerx - img.get_width() // 2
            surf.blit(img, (x, y))
        y += step
    return y
