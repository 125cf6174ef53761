"""The card faces and the back.

Every face has its type's frame colour and sign, a picture drawn by code, the name and its numbers
(a coin for a cost, a shield for toughness, a gem for a treasure's value). A small face (the hand)
keeps to what a couch reads: the name across the top, left-aligned, and the sign and numbers down
the left edge, so a card half covered by the next in a fanned hand still shows them. A large face
adds the type line and the rules text; the look adds the flavour."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import (contrast_ink, darken, framed_back, lighten, mix, prepare, rounded_gradient,
                             vertical_gradient)
from scenes.kit.fonts import font, render
from scenes.kit.shapes import SS
from scenes.dragonvault.art.common import (FLAVOUR_FROM, GOLD, GOLD_DARK, INK, INK_SOFT, KIND_COLOURS, KIND_WORDS,
                                           LARGE_FROM, MIN_TEXT, PAPER, PAPER_DARK, cut, fits, lines_within)
from scenes.dragonvault.art.emblems import picture
from scenes.dragonvault.art.faces import Face
from scenes.dragonvault.art.icons import badge, kind_disc, star


def numbers(face: Face) -> list[tuple[str, int]]:
    """The badges a face carries, most important first."""
    if face.kind == "treasure":
        return [("value", face.value)]
    if face.kind == "companion":
        return [("cost", face.cost), ("toughness", face.toughness)]
    if face.kind == "mercenary":
        return [("cost", face.cost)]
    if face.kind == "champion":
        return [("toughness", face.toughness)]
    return [("cost", face.cost)] if face.cost else []


def type_line(face: Face) -> str:
    if face.relic:
        return "Treasure: the Relic"
    return KIND_WORDS[face.kind]


def _frame(size, face: Face) -> tuple[pygame.Surface, pygame.Rect, int]:
    """The coloured frame and the parchment inside it: (surface, parchment rect, radius)."""
    w, h = size
    colour = KIND_COLOURS[face.kind]
    radius = max(6, w // 16)
    surf = rounded_gradient(size, lighten(colour, 0.12), darken(colour, 0.42), radius).copy()
    edge = max(5, w // 26)
    inner = surf.get_rect().inflate(-edge * 2, -edge * 2)
    paper = rounded_gradient(inner.size, PAPER, PAPER_DARK, max(3, radius - edge // 2))
    surf.blit(paper, inner)
    trim = GOLD if face.kind in ("champion", "treasure") or face.relic else lighten(colour, 0.35)
    pygame.draw.rect(surf, trim, inner.inflate(2, 2), max(1, w // 150), border_radius=max(3, radius - edge // 2))
    pygame.draw.rect(surf, darken(colour, 0.65), surf.get_rect(), max(2, w // 110), border_radius=radius)
    if face.relic:
        _relic_glow(surf, size)
    return surf, inner, radius


def _relic_glow(surf: pygame.Surface, size) -> None:
    """The Relic's frame: gold, with four sparkles at the corners."""
    w, h = size
    edge = max(5, w // 26)
    pygame.draw.rect(surf, GOLD, surf.get_rect().inflate(-2, -2), max(2, edge // 2), border_radius=max(6, w // 16))
    big = shapes.canvas(w * SS, h * SS)
    r = edge * SS * 1.6
    for x, y in ((edge, edge), (w - edge, edge), (edge, h - edge), (w - edge, h - edge)):
        star(big, (x * SS, y * SS), r, (255, 246, 200), 4, 0.3)
    surf.blit(shapes.downscale(big, (w, h)), (0, 0))


def _window(surf: pygame.Surface, rect: pygame.Rect, face: Face, left: int = 0) -> None:
    """The picture, in a dark-edged window (`left` px kept clear for badges)."""
    art = picture(face, rect.size, left)
    surf.blit(art, rect)
    pygame.draw.rect(surf, darken(KIND_COLOURS[face.kind], 0.55), rect, max(2, rect.w // 120),
                     border_radius=max(3, rect.w // 30))


def _blit_lines(surf, lines, size, colour, face, x, y, width=None, align="left", step=None) -> int:
    step = step or font(size, face).get_linesize()
    for line in lines:
        img = render(line, size, colour, face)
        if align == "center":
            surf.blit(img, (x + (width - img.get_width()) // 2, y))
        else:
            surf.blit(img, (x, y))
        y += step
    return y


@lru_cache(maxsize=1024)
def small_face(face: Face, size: tuple[int, int]) -> pygame.Surface:
    """The hand's face: the name across the top (left-aligned, 20 px or more, up to three lines),
    the picture with the type's sign at its top right, and the numbers large down the left edge."""
    w, h = size
    surf, inner, _r = _frame(size, face)
    pad = 4
    width = inner.w - pad * 2
    size_px, font_face, lines = lines_within(face.name, width, int(h * 0.36) + 6, max(MIN_TEXT, min(26, w // 6)),
                                             ("bold", "sans"), 3, (face.id, size))
    step = font(size_px, font_face).get_linesize() - 2
    name_ink = GOLD_DARK if face.relic else INK
    y = _blit_lines(surf, lines, size_px, name_ink, font_face, inner.x + pad, inner.y + 1, step=step)
    art = pygame.Rect(inner.x + pad // 2, y + 2, inner.w - pad, inner.bottom - pad // 2 - y - 2)
    marks = numbers(face)
    side = max(40, min(w * 2 // 5, (art.h - 4) // max(1, len(marks)) + 4))
    if art.h > 20:
        _window(surf, art, face, int(side * 0.5) if marks and face.kind != "champion" else 0)
    disc = max(26, min(36, w // 5))
    surf.blit(kind_disc(face.kind, disc), (art.right - disc - 3, art.y + 3))
    if marks:
        by = art.y + 1
        for kind, value in marks:
            surf.blit(badge(kind, value, side), (inner.x - 1, min(by, inner.bottom - side)))
            by += side - 6
    return prepare(surf)


@lru_cache(maxsize=1024)
def large_face(face: Face, size: tuple[int, int]) -> pygame.Surface:
    """A large face: the sign and the name in a band, the type line beneath it, the picture with
    the numbers on its right edge, the rules text (fitted, 20 px or more) and, from FLAVOUR_FROM
    px tall, the flavour under a rule."""
    w, h = size
    colour = KIND_COLOURS[face.kind]
    surf, inner, radius = _frame(size, face)
    pad = max(6, w // 30)
    # Name band.
    disc = max(34, min(56, h // 10))
    band = pygame.Rect(inner.x, inner.y, inner.w, disc + pad)
    surf.blit(rounded_gradient(band.size, lighten(colour, 0.25), darken(colour, 0.15), max(3, radius - 4)), band)
    surf.blit(kind_disc(face.kind, disc), (band.x + pad // 2, band.centery - disc // 2))
    name_w = band.w - disc - pad * 2
    ink = contrast_ink(mix(lighten(colour, 0.25), darken(colour, 0.15), 0.5))
    name_px, name_face, name_lines = lines_within(face.name, name_w, band.h - 2, max(MIN_TEXT, min(36, h // 14)),
                                                  ("title", "bold", "sans"), 2, (face.id, size))
    step = font(name_px, name_face).get_linesize() - 4
    ny = band.centery - step * len(name_lines) // 2 - 1
    _blit_lines(surf, name_lines, name_px, ink, name_face, band.x + disc + pad, ny, name_w, "center", step)
    # The type line, directly beneath the name as the rulebook has it, between two short rules.
    words = type_line(face)
    tl_px = max(MIN_TEXT, min(24, h // 22))
    while tl_px > MIN_TEXT and not fits(words, inner.w - pad * 4, tl_px, "bold"):
        tl_px -= 1
    words = cut(words, inner.w - pad * 2, tl_px, "bold")
    tl_ink = darken(colour, 0.35) if face.kind != "treasure" else GOLD_DARK
    label = render(words, tl_px, tl_ink, "bold")
    line = label.get_rect(midtop=(inner.centerx, band.bottom + 2))
    surf.blit(label, line)
    for x0, x1 in ((inner.x + pad * 2, line.x - pad), (line.right + pad, inner.right - pad * 2)):
        if x1 - x0 > 8:
            pygame.draw.line(surf, tl_ink, (x0, line.centery), (x1, line.centery), 2)
    # Picture, with its badges down the right edge.
    art_h = int(h * (0.42 if h >= FLAVOUR_FROM else 0.4))
    art = pygame.Rect(inner.x + pad, line.bottom + 2, inner.w - pad * 2, art_h)
    _window(surf, art, face)
    side = max(52, min(84, h // 7))
    by = art.y + 4
    for kind, value in numbers(face):
        surf.blit(badge(kind, value, side), (art.right - side - 2, by))
        by += side
    # Rules text, then the flavour.
    box = pygame.Rect(inner.x + pad, art.bottom + pad // 2, inner.w - pad * 2, 0)
    box.h = inner.bottom - pad // 2 - box.y
    flavour_lines, fl_px = [], MIN_TEXT
    if face.flavour and h >= FLAVOUR_FROM:
        fl_px, _f, flavour_lines = lines_within(face.flavour, box.w - pad, box.h // 2, 21, ("sans",), 3,
                                                (face.id, size))
    fl_step = font(fl_px, "sans").get_linesize()
    fl_h = fl_step * len(flavour_lines) + (pad if flavour_lines else 0)
    text_box = pygame.Rect(box.x, box.y, box.w, box.h - fl_h)
    if face.text:
        px, _f, lines = lines_within(face.text, text_box.w, text_box.h, max(MIN_TEXT, min(30, h // 15)), ("sans",),
                                     8, (face.id, size))
        step = font(px, "sans").get_linesize()
        ty = text_box.y + max(0, (text_box.h - step * len(lines)) // 2)
        _blit_lines(surf, lines, px, INK, "sans", text_box.x, ty, text_box.w, "center", step)
    if flavour_lines:
        rule_y = text_box.bottom + pad // 2
        pygame.draw.line(surf, mix(PAPER_DARK, INK_SOFT, 0.4), (box.x + box.w // 4, rule_y),
                         (box.right - box.w // 4, rule_y), 1)
        _blit_lines(surf, flavour_lines, fl_px, INK_SOFT, "sans", box.x, rule_y + pad // 2, box.w, "center", fl_step)
    return prepare(surf)


def face_surface(face: Face, size: tuple[int, int]) -> pygame.Surface:
    """Any face at any size: large from LARGE_FROM px tall, else the hand's."""
    return large_face(face, size) if size[1] >= LARGE_FROM else small_face(face, size)


# -- the back ------------------------------------------------------------------------------------------------
@lru_cache(maxsize=32)
def back_surface(size: tuple[int, int]) -> pygame.Surface:
    """The adventure deck's back: oxblood leather, a gold double frame, and the vault door with a
    dragon's slit eye at its heart."""
    w, h = size
    radius = max(6, w // 16)
    base = vertical_gradient(size, (92, 22, 26), (38, 8, 14)).copy()
    big = shapes.canvas(w * SS, h * SS)
    # Scales: rows of arcs, faint.
    step = max(10, w // 9) * SS
    for row, y in enumerate(range(0, h * SS + step, step // 2)):
        off = step // 2 if row % 2 else 0
        for x in range(-step, w * SS + step, step):
            pygame.draw.arc(big, (150, 40, 44, 70), (x + off, y, step, step), math.pi, 2 * math.pi, SS)
    c = (w * SS / 2, h * SS / 2)
    R = min(w, h) * SS * 0.3
    pygame.draw.circle(big, (30, 8, 12, 255), c, R * 1.08)
    pygame.draw.circle(big, GOLD_DARK, c, R, int(R * 0.12))
    pygame.draw.circle(big, GOLD, c, R * 0.94, max(2, SS * 2))
    for k in range(8):  # the bolts of the door
        a = k * math.pi / 4
        pygame.draw.circle(big, GOLD, (c[0] + math.cos(a) * R * 0.94, c[1] + math.sin(a) * R * 0.94), R * 0.09)
    # The eye.
    upper = shapes.bezier((c[0] - R * 0.72, c[1]), (c[0], c[1] - R * 0.9), (c[0] + R * 0.72, c[1]))
    lower = shapes.bezier((c[0] + R * 0.72, c[1]), (c[0], c[1] + R * 0.9), (c[0] - R * 0.72, c[1]))
    pygame.draw.polygon(big, (236, 170, 40), upper + lower[1:])
    pygame.draw.polygon(big, (255, 214, 102), shapes.scaled(upper + lower[1:], 0.7, c))
    slit = shapes.bezier((c[0], c[1] - R * 0.42), (c[0] + R * 0.16, c[1]), (c[0], c[1] + R * 0.42))
    slit += shapes.bezier((c[0], c[1] + R * 0.42), (c[0] - R * 0.16, c[1]), (c[0], c[1] - R * 0.42))[1:]
    pygame.draw.polygon(big, (20, 6, 8), slit)
    base.blit(shapes.downscale(big, size), (0, 0))
    return framed_back(base, radius, GOLD_DARK, GOLD)
