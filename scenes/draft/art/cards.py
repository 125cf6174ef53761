"""The faces and the backs.

A hero's or weapon's face is framed in its class colour; its numbers run down the left side as
on the printed cards (gold cost at the top, then attack, XP and gold production), so a card half
covered by a later round's still shows them, and the strip (CARD_STACKED) is that left edge
alone. A monster's attack needed sits where a cost would, its rewards below it. A quest shows its
XP, the classes it needs as class signs with counts, its name and, large, its ability text."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import contrast_ink, darken, framed_back, lighten, prepare, rounded_gradient, vertical_gradient
from scenes.kit.fonts import font, render
from scenes.kit.shapes import SS
from scenes.kit.text import fits
from scenes.draft.art.common import (CLASS_COLOURS, CLASS_WORDS, CLASSES, FLAVOUR_FROM, GOLD, GOLD_DARK, INK,
                                     INK_SOFT, MIN_TEXT, OVERFLOW, PAPER, PAPER_DARK, QUEST_CARD, whole_lines)
from scenes.draft.art.emblems import picture
from scenes.draft.art.faces import Face, frame_colour, numbers, reward_line, type_line
from scenes.draft.art.icons import CLASS_SIGNS, badge, banner, class_disc, kind_disc


def _edge(w: int) -> int:
    return max(4, w // 30)


def _frame(size, f: Face) -> tuple[pygame.Surface, pygame.Rect]:
    """The frame in the card's colour and the parchment inside it: (surface, parchment rect)."""
    w, h = size
    colour = frame_colour(f)
    radius = max(6, w // 16)
    surf = rounded_gradient(size, lighten(colour, 0.18), darken(colour, 0.4), radius).copy()
    edge = _edge(w)
    inner = surf.get_rect().inflate(-edge * 2, -edge * 2)
    surf.blit(rounded_gradient(inner.size, PAPER, PAPER_DARK, max(3, radius - edge)), inner)
    trim = GOLD if f.kind == "quest" else lighten(colour, 0.4)
    pygame.draw.rect(surf, trim, inner.inflate(2, 2), max(1, w // 150), border_radius=max(3, radius - edge))
    pygame.draw.rect(surf, darken(colour, 0.65), surf.get_rect(), max(2, w // 110), border_radius=radius)
    return surf, inner


def _lines(surf, lines, size, colour, face, x, y, width, step, align="center") -> int:
    for line in lines:
        img = render(line, size, colour, face)
        surf.blit(img, (x + (width - img.get_width()) // 2 if align == "center" else x, y))
        y += step
    return y


def _window(surf, rect: pygame.Rect, f: Face) -> None:
    surf.blit(picture(f, rect.size), rect)
    pygame.draw.rect(surf, darken(frame_colour(f), 0.55), rect, max(2, rect.w // 110), border_radius=max(3, rect.w // 24))


def _name_plate(surf, f: Face, box: pygame.Rect, start: int, faces=("bold", "sans"), most: int = 3) -> None:
    """The name, centred in `box`, whole words, 20 px or more."""
    px, face, lines = whole_lines(f.name, box.w - 4, box.h, start, faces, most, 3, (f.id, surf.get_size()))
    step = font(px, face).get_linesize() - 3
    _lines(surf, lines, px, INK, face, box.x + 2, box.y + (box.h - step * len(lines)) // 2, box.w - 4, step)


def name_height(f: Face, width: int, start: int, most: int = 3) -> int:
    px, face, lines = whole_lines(f.name, width - 4, 999, start, ("bold", "sans"), most, 3)
    return (font(px, face).get_linesize() - 3) * len(lines) + 6


def _band(surf, f: Face, rect: pygame.Rect, colour, size) -> pygame.Rect:
    """The name in a band of `colour` at `rect` (grown downwards when the name needs three lines):
    the band's rect."""
    pad = max(6, size[0] // 36)
    px, face, lines = whole_lines(f.name, rect.w - pad * 2, rect.h * 2, max(MIN_TEXT, size[1] // 16),
                                  ("bold", "sans"), 3, 2, (f.id, size))
    step = font(px, face).get_linesize() - 2
    band = pygame.Rect(rect.x, rect.y, rect.w, max(rect.h, step * len(lines) + 8))
    surf.blit(rounded_gradient(band.size, lighten(colour, 0.3), darken(colour, 0.1), max(4, rect.h // 4)), band)
    ink = contrast_ink(colour)
    _lines(surf, lines, px, ink, face, band.x + pad, band.y + (band.h - step * len(lines)) // 2 + 1, band.w - pad * 2,
           step)
    return band


def _column(surf, marks, x, y, side, bottom, gap=-4) -> int:
    """The numbers down a column from (x, y), `side` px each; returns the y below the last."""
    for kind, value in marks:
        surf.blit(badge(kind, value, side), (x, min(y, bottom - side)))
        y += side + gap
    return y


# -- heroes, weapons, monsters -------------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def small_face(f: Face, size: tuple[int, int]) -> pygame.Surface:
    """The hand's face: the numbers down the left (cost at the top), the picture beside them with
    the class sign and the hero's or weapon's sign (a monster's: its horned skull) at its top
    right, the name across the bottom."""
    w, h = size
    surf, inner = _frame(size, f)
    marks = numbers(f)
    name_h = name_height(f, inner.w, 22)
    plate = pygame.Rect(inner.x, inner.bottom - name_h, inner.w, name_h)
    upper = pygame.Rect(inner.x, inner.y, inner.w, plate.y - inner.y - 2)
    side = max(30, min(w * 3 // 10, (upper.h + 4 * (len(marks) - 1)) // max(1, len(marks))))
    art = pygame.Rect(upper.x + side // 2, upper.y + 2, upper.w - side // 2 - 2, upper.h - 2)
    _window(surf, art, f)
    disc = max(26, w // 5)
    sign = class_disc(f.cls, disc) if f.cls else kind_disc(f.kind, disc, frame_colour(f))
    surf.blit(sign, (art.right - disc - 2, art.y + 2))
    if f.cls:  # the hero's or weapon's sign under its class's
        small = disc - 4
        surf.blit(kind_disc(f.kind, small, frame_colour(f)), (art.right - small - 2 - (disc - small) // 2, art.y + disc + 3))
    _column(surf, marks, inner.x - 2, inner.y - 2, side, upper.bottom + 2)
    pygame.draw.line(surf, darken(PAPER_DARK, 0.2), (plate.x + 6, plate.y), (plate.right - 6, plate.y), 1)
    _name_plate(surf, f, plate, 22)
    return prepare(surf)


@lru_cache(maxsize=1024)
def large_face(f: Face, size: tuple[int, int]) -> pygame.Surface:
    """A large face: the numbers down the left, the name in a band beside the cost, the picture,
    the type line with the class and kind signs, the ability text (20 px or more) and, from
    FLAVOUR_FROM px tall or when it has no text, the flavour."""
    w, h = size
    colour = frame_colour(f)
    surf, inner = _frame(size, f)
    pad = max(6, w // 36)
    side = max(52, min(90, h // 7))
    marks = numbers(f)
    col_w = side - 6
    # The name band, beside the cost.
    band = _band(surf, f, pygame.Rect(inner.x + col_w, inner.y + pad // 2, inner.w - col_w - pad // 2, side - pad),
                 colour, size)
    # The picture, right of the numbers.
    art_h = int(h * 0.4) - (band.h - (side - pad))  # a taller name takes from the picture
    art = pygame.Rect(band.x, band.bottom + pad // 2, band.w, art_h)
    _window(surf, art, f)
    _column(surf, marks, inner.x - 3, inner.y - 3, side, art.bottom + side // 2)
    disc = max(40, side - 8)
    sign = class_disc(f.cls, disc) if f.cls else kind_disc(f.kind, disc, colour)
    surf.blit(sign, (art.right - disc - 4, art.y + 4))
    # The type line: the kind's sign and 'Druid hero'.
    tl_px = max(MIN_TEXT, min(26, h // 20))
    label = render(type_line(f), tl_px, darken(colour, 0.35), "bold")
    mark = kind_disc(f.kind, label.get_height() + 4, colour)
    line_y = art.bottom + pad // 2
    total = mark.get_width() + 6 + label.get_width()
    x0 = inner.centerx - total // 2
    surf.blit(mark, (x0, line_y))
    surf.blit(label, (x0 + mark.get_width() + 6, line_y + 2))
    text_top = line_y + mark.get_height() + pad // 2
    if f.kind == "monster":  # what beating it takes and gives, in words under the type line
        terms = reward_line(f)
        if not fits(terms, inner.w - pad * 2, tl_px, "bold"):
            terms = terms.replace(": ", ":\n")  # what it takes, then what it gives
        r_px, r_face, r_lines = whole_lines(terms, inner.w - pad * 2, h // 6, tl_px, ("bold", "sans"), 2, 2,
                                            (f.id, size, "reward"))
        step = font(r_px, r_face).get_linesize() - 2
        text_top = _lines(surf, r_lines, r_px, INK, r_face, inner.x + pad, text_top, inner.w - pad * 2, step) + pad // 2
    _words(surf, f, pygame.Rect(inner.x + pad, text_top, inner.w - pad * 2, inner.bottom - pad // 2 - text_top), size)
    return prepare(surf)


def _words(surf, f: Face, box: pygame.Rect, size) -> None:
    """The ability text, centred in `box`, and the flavour beneath it under a short rule (from
    FLAVOUR_FROM px tall; smaller, in place of a text the card has not, when it fits)."""
    h = size[1]
    flavour = f.flavour if f.flavour and (h >= FLAVOUR_FROM or not f.text) else ""
    text_lines, fl_lines, t_px, fl_px = [], [], MIN_TEXT, MIN_TEXT
    fl_h = 0
    if flavour:
        fl_px, _fc, fl_lines = whole_lines(flavour, box.w, (box.h - 20) // (2 if f.text else 1),
                                           22 if f.text else max(22, h // 26), ("sans",), 4, 0,
                                           (f.id, size, "flavour"), optional=h < FLAVOUR_FROM)
        fl_h = font(fl_px, "sans").get_linesize() * len(fl_lines) + (20 if fl_lines and f.text else 0)
    if f.text:
        t_px, _tc, text_lines = whole_lines(f.text, box.w, box.h - fl_h, max(MIN_TEXT, min(32, h // 15)), ("sans",),
                                            6, 0, (f.id, size))
    t_step = font(t_px, "sans").get_linesize()
    used = t_step * len(text_lines) + fl_h
    if used > box.h:  # the words would run past the parchment
        OVERFLOW.add((f.id, size, "height"))
    y = box.y + max(0, (box.h - used) // 2)
    y = _lines(surf, text_lines, t_px, INK, "sans", box.x, y, box.w, t_step)
    if fl_lines:
        if text_lines:
            pygame.draw.line(surf, INK_SOFT, (box.x + box.w // 3, y + 9), (box.right - box.w // 3, y + 9), 1)
            y += 20
        _lines(surf, fl_lines, fl_px, INK_SOFT, "sans", box.x, y, box.w, font(fl_px, "sans").get_linesize())


@lru_cache(maxsize=1024)
def strip(f: Face, size: tuple[int, int]) -> pygame.Surface:
    """A played card's left edge, as it shows under a later round's cards: the class sign, then
    the numbers, down a tall strip or along a wide one."""
    w, h = size
    surf, inner = _frame(size, f)
    marks = numbers(f)
    tall = h >= w
    count = len(marks) + 1
    long_side, short_side = (inner.h, inner.w) if tall else (inner.w, inner.h)
    side = max(24, min(short_side + 4, (long_side + 2 * (count - 1)) // count))
    gap = (long_side - side * count) // max(1, count) if tall else (long_side - side * count) // max(1, count)
    sign = class_disc(f.cls, side - 4) if f.cls else kind_disc(f.kind, side - 4, frame_colour(f))
    at = [inner.x + (inner.w - side) // 2, inner.y + 1] if tall else [inner.x + 1, inner.y + (inner.h - side) // 2]
    surf.blit(sign, (at[0] + 2, at[1] + 2))
    k = 1 if tall else 0
    for kind, value in marks:
        at[k] += side + max(0, gap)
        surf.blit(badge(kind, value, side), tuple(at))
    return prepare(surf)


# -- quests --------------------------------------------------------------------------------------------------
@lru_cache(maxsize=256)
def needs_row(requires: tuple, side: int, most_w: int) -> pygame.Surface:
    """A quest's requirements: each class's sign with its count ('2' beside a leaf), in a row."""
    num_px = max(MIN_TEXT, int(side * 0.7))
    pieces = []
    for cls, n in requires:
        pieces.append((class_disc(cls, side), render(str(n), num_px, INK, "bold")))
    gap = max(4, side // 6)
    width = sum(d.get_width() + 2 + t.get_width() for d, t in pieces) + gap * (len(pieces) - 1)
    surf = pygame.Surface((max(1, width), side), pygame.SRCALPHA)
    x = 0
    for disc, num in pieces:
        surf.blit(disc, (x, 0))
        surf.blit(num, (x + disc.get_width() + 2, (side - num.get_height()) // 2))
        x += disc.get_width() + 2 + num.get_width() + gap
    return surf


def _needs_fitting(f: Face, width: int, start: int) -> pygame.Surface:
    side = start
    row = needs_row(f.requires, side, width)
    while row.get_width() > width and side > 24:
        side -= 2
        row = needs_row(f.requires, side, width)
    return row


@lru_cache(maxsize=256)
def quest_small(f: Face, size: tuple[int, int]) -> pygame.Surface:
    """A quest in the hand: its XP star at the top left, its requirements beside it, the picture,
    and the name across the bottom."""
    w, h = size
    surf, inner = _frame(size, f)
    side = max(40, w // 3)
    surf.blit(badge("xp", f.xp, side), (inner.x - 2, inner.y - 2))
    name_h = name_height(f, inner.w, 22)
    plate = pygame.Rect(inner.x, inner.bottom - name_h, inner.w, name_h)
    beside = inner.w - side - 2
    needs = _needs_fitting(f, beside, max(24, w // 5))
    top = inner.y + side - 2
    if needs.get_width() <= beside:  # the requirements beside the XP, as the printed quests have them
        surf.blit(needs, needs.get_rect(midleft=(inner.x + side, inner.y + side // 2 - 2)))
        bottom = plate.y - 3
    else:
        needs = _needs_fitting(f, inner.w - 6, max(24, w // 5))
        needs_at = needs.get_rect(midbottom=(inner.centerx, plate.y - 3))
        surf.blit(needs, needs_at)
        bottom = needs_at.y - 3
    art = pygame.Rect(inner.x + 3, top, inner.w - 6, bottom - top)
    if art.h > 16:
        _window(surf, art, f)
        mark = max(22, w // 6)
        surf.blit(kind_disc("quest", mark), (art.right - mark - 2, art.y + 2))
    pygame.draw.line(surf, darken(PAPER_DARK, 0.2), (plate.x + 6, plate.y), (plate.right - 6, plate.y), 1)
    _name_plate(surf, f, plate, 22)
    return prepare(surf)


@lru_cache(maxsize=256)
def quest_large(f: Face, size: tuple[int, int]) -> pygame.Surface:
    """A large quest: the XP star and the name in a band, the picture, 'Needs' with the class
    signs and counts, the ability text and (from FLAVOUR_FROM, or without a text) the flavour."""
    w, h = size
    surf, inner = _frame(size, f)
    pad = max(6, w // 36)
    side = max(56, min(96, h // 7))
    band = _band(surf, f, pygame.Rect(inner.x + side - 6, inner.y + pad // 2, inner.w - side + 6 - pad // 2,
                                      side - pad), QUEST_CARD, size)
    surf.blit(badge("xp", f.xp, side), (inner.x - 3, inner.y - 3))
    art = pygame.Rect(inner.x + pad, band.bottom + pad // 2, inner.w - pad * 2,
                      int(h * 0.34) - (band.h - (side - pad)))
    _window(surf, art, f)
    disc = max(40, side - 12)
    surf.blit(kind_disc("quest", disc), (art.right - disc - 4, art.y + 4))
    label = render("Needs", max(MIN_TEXT, min(26, h // 20)), INK_SOFT, "bold")
    needs = _needs_fitting(f, inner.w - pad * 3 - label.get_width(), max(32, h // 12))
    row_h = max(label.get_height(), needs.get_height())
    y = art.bottom + pad // 2
    x0 = inner.centerx - (label.get_width() + pad + needs.get_width()) // 2
    surf.blit(label, (x0, y + (row_h - label.get_height()) // 2))
    surf.blit(needs, (x0 + label.get_width() + pad, y + (row_h - needs.get_height()) // 2))
    top = y + row_h + pad // 2
    _words(surf, f, pygame.Rect(inner.x + pad, top, inner.w - pad * 2, inner.bottom - pad // 2 - top), size)
    return prepare(surf)


# -- the backs -----------------------------------------------------------------------------------------------
@lru_cache(maxsize=32)
def back_surface(size: tuple[int, int], quest: bool = False) -> pygame.Surface:
    """The draft deck's back: dark leather, a gold frame, the five class signs in a ring about a
    gold compass rose. The quest deck's: night blue, a ring of stars about a banner."""
    w, h = size
    radius = max(6, w // 16)
    top, bottom = ((46, 58, 104), (16, 20, 44)) if quest else ((92, 58, 34), (40, 24, 14))
    base = vertical_gradient(size, top, bottom).copy()
    big = shapes.canvas(w * SS, h * SS)
    c = (w * SS / 2, h * SS / 2)
    R = min(w, h) * SS * 0.36
    pygame.draw.circle(big, (*darken(bottom, 0.4), 255), c, R * 1.12)
    pygame.draw.circle(big, GOLD_DARK, c, R * 1.12, max(2, int(R * 0.05)))
    if quest:
        for k in range(8):
            a = -math.pi / 2 + k * math.pi / 4
            shapes.star(big, (c[0] + math.cos(a) * R * 0.88, c[1] + math.sin(a) * R * 0.88), R * 0.12, GOLD)
        banner(big, c, R * 0.55, GOLD)
    else:
        for k, cls in enumerate(CLASSES):
            a = -math.pi / 2 + k * 2 * math.pi / len(CLASSES)
            at = (c[0] + math.cos(a) * R * 0.82, c[1] + math.sin(a) * R * 0.82)
            pygame.draw.circle(big, CLASS_COLOURS[cls], at, R * 0.2)
            CLASS_SIGNS[cls](big, at, R * 0.13, (250, 244, 230))
        shapes.star(big, c, R * 0.5, GOLD_DARK, 8, 0.4)  # a compass rose
        shapes.star(big, c, R * 0.42, GOLD, 8, 0.4)
        pygame.draw.circle(big, darken(bottom, 0.4), c, R * 0.1)
    base.blit(shapes.downscale(big, size), (0, 0))
    return framed_back(base, radius, GOLD_DARK, GOLD)


__all__ = ["back_surface", "large_face", "quest_large", "quest_small", "small_face", "strip", "CLASS_WORDS"]
