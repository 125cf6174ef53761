"""The card faces: quests (a band in the type's colour with its sign), intrigue cards (a frame of
their own per kind) and the backs of every deck; the lords' faces are in lords.py.

A face is laid out by its height: a small card (the table's) shows few big words, the name, what
it needs and what it gives; a large one (a pick, the right-click look) shows every word. A face
wider than tall is a chip: one line in a list. Every face is drawn once per (card, size)."""
from __future__ import annotations

import math
from dataclasses import replace
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix, prepare, rounded_gradient, rounded_mask, vertical_gradient
from scenes.kit.fonts import font, render
from scenes.kit.shapes import SS
from scenes.waterdeep.art.common import (INK, INK_SOFT, KIND_COLOURS, LORD_BLUE, MIN_TEXT, PLOT_GOLD, PLOT_NAME,
                                         QUEST_TYPES, TYPE_COLOURS, TYPE_NAMES, fits, line_step, wrapped)
from scenes.waterdeep.art.faces import IntrigueFace, QuestFace, kind_name
from scenes.waterdeep.art.icons import kind_icon, tower, type_icon
from scenes.waterdeep.art.layout import (band, blit_rows, bundle_rows, draw_block, name_block, name_options, paper_frame,
                                         rows_height, shortened, text_block, tinted)

LARGE_FROM = 420  # px tall: from here a face shows every word
LIT = (255, 214, 102)


def _band_ink(colour) -> tuple:
    return INK if sum(colour[:3]) > 480 else (252, 246, 232)


def _head(surf, inner: pygame.Rect, colour, icon: pygame.Surface, words: str, widest: str, radius: int,
          seal: bool = False, pill: pygame.Surface | None = None) -> pygame.Rect:
    """The coloured band at the top: the sign, then the word when the widest word of its kind fits
    (so every card of a size shows it or none does), and a plot quest's gold seal on the right. A
    small quest carries its reward on a pale pill at the right instead (the seal then follows the sign)."""
    h = icon.get_height() + 10
    rect = pygame.Rect(inner.x, inner.y, inner.w, h)
    band(surf, rect, colour, radius)
    surf.blit(icon, (rect.x + 5, rect.y + 5))
    seal_w = h if seal else 0
    if pill is not None:
        box = pill.get_rect(midright=(rect.right - 7, rect.centery)).inflate(8, 4)
        pygame.draw.rect(surf, (250, 242, 222), box, border_radius=box.h // 2)
        pygame.draw.rect(surf, darken(colour, 0.35), box, 2, border_radius=box.h // 2)
        surf.blit(pill, pill.get_rect(center=box.center))
        if seal:
            _plot_seal(surf, (rect.x + icon.get_width() + 8 + h // 2, rect.centery), h // 2 - 3)
        return rect
    if seal:
        _plot_seal(surf, (rect.right - h // 2 - 2, rect.centery), h // 2 - 3)
    room = rect.w - icon.get_width() - 16 - seal_w
    size = max(MIN_TEXT, min(26, h // 2))
    if words and fits(widest, room, size, "bold"):
        label = render(words, size, _band_ink(colour), "bold")
        surf.blit(label, label.get_rect(midleft=(rect.x + icon.get_width() + 11, rect.centery)))
    return rect


def _plot_seal(surf, centre, r: int) -> None:
    """A gold star seal: this quest is a plot quest (its name is also a different colour)."""
    big = shapes.canvas(r * 2 * SS + 4, r * 2 * SS + 4)
    c = (big.get_width() / 2, big.get_height() / 2)
    R = r * SS
    pts = []
    for i in range(10):
        a = -math.pi / 2 + i * math.pi / 5
        rr = R * (1.0 if i % 2 == 0 else 0.5)
        pts.append((c[0] + math.cos(a) * rr, c[1] + math.sin(a) * rr))
    pygame.draw.circle(big, (92, 16, 36), c, R)
    pygame.draw.circle(big, PLOT_GOLD, c, R, max(1, SS * 2))
    pygame.draw.polygon(big, PLOT_GOLD, shapes.scaled(pts, 0.72, c))
    img = shapes.downscale(big, (r * 2 + 1, r * 2 + 1))
    surf.blit(img, img.get_rect(center=centre))


OVERFLOW: set = set()  # (face id, size) of faces whose words had to be shortened (tests read it)


def _quest_fit(face: QuestFace, box_w: int, room: int, h: int, row_w: int | None = None):
    """The name and the requirement and reward rows at the largest sizes that fit `room` together:
    the icons shrink first (to 20 px), then the name (bold, then plain, then hyphenated). Returns
    (name block, requirement rows, reward rows, whether it all fits)."""
    top_icon = max(24, min(60, h // 13))
    top_name = max(MIN_TEXT + 2, min(34, h // 16))
    width = (row_w or box_w) - (8 if face.plot else 0)  # a name may use the whole width the rows do
    row_w = row_w or box_w
    least = None
    for name in name_options(face.name, width, room, top_name, 3):
        for icon_px in range(top_icon, 19, -2):
            need = bundle_rows(tuple(face.requires), row_w, icon_px)
            give = bundle_rows(tuple(face.reward), row_w - 4, icon_px)
            rows_h = rows_height(need) + rows_height(give) + 14
            wide = all(r.get_width() <= row_w for r in need + give)
            if wide and name[2] + rows_h <= room:
                return name, need, give, True
            if wide and (least is None or rows_h < least[3]):
                least = (name, need, give, rows_h)
    name, need, give, rows_h = least if least else (name, need, give, 0)
    return shortened(name, room - rows_h, width), need, give, False


# -- quests ---------------------------------------------------------------------------------------------
def _reward_pill(face: QuestFace, room: int) -> pygame.Surface | None:
    """A small quest's reward on one row of 22 or 20 px icons, when it fits `room` (else None)."""
    for px in (22, 20):
        rows = bundle_rows(tuple(face.reward), max(1, room), px)
        if len(rows) == 1 and rows[0].get_width() <= room:
            return rows[0]
    return None


@lru_cache(maxsize=1024)
def quest_surface(face: QuestFace, size: tuple[int, int]) -> pygame.Surface:
    """A quest face at `size` (cached)."""
    w, h = size
    if w > h:
        return _quest_chip(face, size)
    large = h >= LARGE_FROM
    colour = TYPE_COLOURS.get(face.type, (120, 110, 100))
    border = max(4, min(w, h) // 30)
    surf, inner = paper_frame(size, darken(colour, 0.1) if face.type != "piety" else (150, 156, 170), border=border)
    radius = max(3, min(w, h) // 20)
    icon = type_icon(face.type, max(22, min(56, h // 9)))
    widest = max((TYPE_NAMES[t] for t in QUEST_TYPES), key=lambda t: font(26, "bold").size(t)[0])
    pill = None if large else _reward_pill(face, inner.w - icon.get_width() - 24 - (icon.get_height() + 10 if face.plot else 0))
    head = _head(surf, inner, colour, icon, TYPE_NAMES.get(face.type, face.type), widest, radius, seal=face.plot,
                 pill=pill)
    pad = max(4, w // 34)
    box_w = inner.w - pad * 2
    y = head.bottom + pad
    fitted = replace(face, reward=()) if pill is not None else face
    name, need, give, whole = _quest_fit(fitted, box_w, inner.bottom - pad // 2 - y - pad, h, inner.w - 6)
    if not whole:
        OVERFLOW.add((face.id, size))
    # The name: a plot quest's in crimson on a gold-edged plate, an ordinary one in plain ink.
    nrect = pygame.Rect(inner.x + 3, y, inner.w - 6, name[2])
    if face.plot:
        plate = nrect.inflate(0, 4)
        pygame.draw.rect(surf, (250, 236, 206), plate, border_radius=6)
        pygame.draw.rect(surf, PLOT_GOLD, plate, 2, border_radius=6)
    draw_block(surf, name[:3], PLOT_NAME if face.plot else INK, name[3], nrect)
    y = nrect.bottom + pad
    bottom = inner.bottom - pad // 2
    label_px = max(MIN_TEXT, min(28, h // 28))
    label_h = line_step(label_px, "bold")
    need_head = render("Requires", label_px, INK_SOFT, "bold") if need else None
    give_head = render("Reward", label_px, INK_SOFT, "bold") if give else None
    # Reward on a tinted strip at the foot (unless it rides in the band), requirements just above it.
    give_h = rows_height(give) + 10 if give else 0
    need_h = rows_height(need)
    labels = (label_h * 2) if (large or (bottom - y) - give_h - need_h - pad >= label_h * 2 + 4) else 0
    strip = pygame.Rect(inner.x + pad // 2, bottom - give_h - (label_h if labels else 0), inner.w - pad, give_h + (label_h if labels else 0))
    if give:
        pygame.draw.rect(surf, tinted(colour, 0.7) if face.type != "skullduggery" else (200, 196, 200), strip,
                         border_radius=6)
        pygame.draw.rect(surf, darken(colour, 0.2), strip, 2, border_radius=6)
    ty = strip.y + 4
    if labels and give_head:
        surf.blit(give_head, give_head.get_rect(midtop=(strip.centerx, ty)))
        ty += label_h
    blit_rows(surf, give, strip.centerx, ty + 1)
    need_top = strip.y - pad // 2 - need_h - (label_h if labels else 0)
    ny = need_top
    if labels and need_head:
        surf.blit(need_head, need_head.get_rect(midtop=(inner.centerx, ny)))
        ny += label_h
    blit_rows(surf, need, inner.centerx, ny)
    # Between the name and the requirements: the plot effect, then the flavour, when they fit.
    room = pygame.Rect(inner.x + pad, y, box_w, need_top - pad // 2 - y)
    extra = []
    if face.plot and face.plot_text:
        extra.append(("plot", face.plot_text))
    if face.reward_text:
        extra.append(("plain", face.reward_text))
    if large and face.text:
        extra.append(("flavour", face.text))
    used = _middle(surf, room, extra, colour, large)
    _watermark(surf, pygame.Rect(room.x, used, room.w, room.bottom - used), type_icon(face.type, 160) if large else None)
    return prepare(surf)


def _watermark(surf, room: pygame.Rect, sign: pygame.Surface | None) -> None:
    """A large face's empty middle: its sign, faint, as a picture."""
    if sign is None or room.h < 90 or room.w < 90:
        return
    side = min(room.h - 16, room.w - 16, sign.get_width())
    img = pygame.transform.smoothscale(sign, (side, side)) if side != sign.get_width() else sign.copy()
    img.set_alpha(60)
    surf.blit(img, img.get_rect(center=room.center))


def _middle(surf, room: pygame.Rect, extra, colour, large: bool) -> None:
    """The words between the name and the icons, each shown whole or not at all (the look shows all);
    returns the y under the last."""
    y = room.y
    for kind, text in extra:
        avail = room.bottom - y
        if avail < line_step(MIN_TEXT):
            return y
        if kind == "plot":
            block = text_block(text, room.w - 16, avail - 12, 24 if large else MIN_TEXT, "sans")
            if block is None:
                continue
            box = pygame.Rect(room.x, y, room.w, block[2] + 10)
            pygame.draw.rect(surf, (252, 240, 214), box, border_radius=6)
            pygame.draw.rect(surf, PLOT_NAME, box, 2, border_radius=6)
            draw_block(surf, block, (70, 20, 36), "sans", box.inflate(-16, -10))
            y = box.bottom + 8
        else:
            block = text_block(text, room.w, avail, 22 if large else MIN_TEXT, "sans")
            if block is None:
                continue
            draw_block(surf, block, INK_SOFT if kind == "flavour" else INK, "sans", pygame.Rect(room.x, y, room.w, block[2]))
            y += block[2] + 8
    return y


def _chip_name(name: str, width: int, height: int, most: int):
    """A chip's name: bold, else plain, in at most `most` lines; else cut with '…' to fit."""
    got = next((b for b in name_options(name, width, height, 22, most) if len(b[1]) <= most and b[2] <= height), None)
    if got is None:  # cut short in the narrower face, which keeps more of it
        lines = wrapped(name, width, MIN_TEXT, "sans")
        got = shortened((MIN_TEXT, lines, line_step(MIN_TEXT, "sans") * len(lines), "sans"),
                        max(height, line_step(MIN_TEXT, "sans")), width)
    return got


def _chip_side(surf, size, colour, icon_for) -> int:
    """A chip's coloured end with its sign; returns where the words may start."""
    w, h = size
    side = pygame.Rect(0, 0, min(h - 8, 52), h)
    pygame.draw.rect(surf, colour, side, border_top_left_radius=8, border_bottom_left_radius=8)
    icon = icon_for(min(side.w - 6, h - 8, 44))
    surf.blit(icon, icon.get_rect(center=side.center))
    return side.right + 6


def _quest_chip(face: QuestFace, size, kind: str = "") -> pygame.Surface:
    """A quest as one line of a list: the type sign on its colour (a mandatory quest's: its kind's),
    the name (one line, two when the chip is tall enough), what it requires under it, and its reward
    at the right when there is room."""
    w, h = size
    colour = KIND_COLOURS[kind] if kind else TYPE_COLOURS.get(face.type, (120, 110, 100))
    surf = rounded_gradient(size, tinted(colour, 0.82), tinted(colour, 0.66), 8).copy()
    x = _chip_side(surf, size, colour, (lambda px: kind_icon(kind, px)) if kind else (lambda px: type_icon(face.type, px)))
    if face.plot:
        _plot_seal(surf, (x - 12, 11), 9)
    room = w - x - 6
    give = bundle_rows(tuple(face.reward), room, 20)
    need = bundle_rows(tuple(face.requires), room, 22) or bundle_rows(tuple(face.requires), room, 20)
    row_h = rows_height(need[:1]) if need else 0
    together = need and give and need[0].get_width() + 12 + give[0].get_width() <= room and len(give) == 1
    lines = 2 if h - row_h - 6 >= 2 * line_step(MIN_TEXT, "sans") else 1
    name = _chip_name(face.name, room, h - row_h - 6, lines)
    if name[2] + row_h + 4 > h:
        OVERFLOW.add((face.id, size))
    top = max(2, (h - name[2] - row_h - 2) // 2)
    draw_block(surf, name[:3], PLOT_NAME if face.plot else INK, name[3], pygame.Rect(x, top, room, name[2]), "left")
    if need and top + name[2] + row_h <= h:
        surf.blit(need[0], (x, top + name[2] + 1))
        if together:
            strip = give[0].get_rect(topright=(w - 6, top + name[2] + 1)).inflate(8, 2)
            pygame.draw.rect(surf, (250, 242, 222), strip, border_radius=strip.h // 2)
            surf.blit(give[0], give[0].get_rect(center=strip.center))
    pygame.draw.rect(surf, darken(colour, 0.45), surf.get_rect(), 2, border_radius=8)
    return prepare(surf)


# -- intrigue -------------------------------------------------------------------------------------------
@lru_cache(maxsize=1024)
def intrigue_surface(face: IntrigueFace, size: tuple[int, int]) -> pygame.Surface:
    """An intrigue face: attack cards in a crimson frame with cut corners, utility cards in a teal
    rounded frame, mandatory quests in a black frame with a gold inner line (each with its sign)."""
    w, h = size
    if w > h:
        return _intrigue_chip(face, size)
    large = h >= LARGE_FROM
    colour = KIND_COLOURS.get(face.kind, (90, 80, 90))
    surf, inner = paper_frame(size, colour, notched=face.kind == "attack", double=face.kind == "mandatory",
                              radius=3 if face.kind == "attack" else None, border=max(4, min(w, h) // 30))
    radius = 0 if face.kind == "attack" else max(3, min(w, h) // 20)
    icon = kind_icon(face.kind, max(22, min(56, h // 9)))
    widest = max((kind_name(k) for k in KIND_COLOURS), key=lambda t: font(26, "bold").size(t)[0])
    quest = QuestFace(face.id, face.name, face.type, face.requires, face.reward)
    pill = _reward_pill(quest, inner.w - icon.get_width() - 24) if face.kind == "mandatory" and not large else None
    head = _head(surf, inner, colour, icon, kind_name(face.kind), widest, radius, pill=pill)
    pad = max(4, w // 34)
    box_w = inner.w - pad * 2
    y = head.bottom + pad
    bottom = inner.bottom - pad // 2
    if face.kind == "mandatory":  # a quest: its name, what it requires and its reward, as on a quest
        fitted = replace(quest, reward=()) if pill is not None else quest
        name, need, give, whole = _quest_fit(fitted, box_w, bottom - y - pad, h, inner.w - 6)
        if not whole:
            OVERFLOW.add((face.id, size))
    else:
        name = name_block(face.name, inner.w - 6, h // 2, max(MIN_TEXT + 2, min(34, h // 16)), 3)
    draw_block(surf, name[:3], INK, name[3], pygame.Rect(inner.x + 3, y, inner.w - 6, name[2]))
    y += name[2] + pad
    if face.kind == "mandatory":
        strip = pygame.Rect(inner.x + pad // 2, bottom - rows_height(give) - 10, inner.w - pad, rows_height(give) + 10)
        if give:
            pygame.draw.rect(surf, (214, 206, 190), strip, border_radius=6)
            pygame.draw.rect(surf, (150, 120, 60), strip, 2, border_radius=6)
            blit_rows(surf, give, strip.centerx, strip.y + 5)
        else:
            strip.top = bottom
        need_top = strip.y - pad // 2 - rows_height(need)
        blit_rows(surf, need, inner.centerx, need_top)
        bottom = need_top - pad // 2
        if face.type and face.type in TYPE_COLOURS and large:
            t = type_icon(face.type, 30)
            surf.blit(t, (inner.right - pad - 30, head.bottom + 4))
    room = pygame.Rect(inner.x + pad, y, box_w, bottom - y)
    block = text_block(face.text, room.w, room.h, 26 if large else MIN_TEXT, "sans") if face.text else None
    if block is not None:
        top = room.y + 8 if large else room.y + max(0, (room.h - block[2]) // 3)
        draw_block(surf, block, INK, "sans", pygame.Rect(room.x, top, room.w, block[2]))
        if large:
            below = top + block[2] + 8
            _watermark(surf, pygame.Rect(room.x, below, room.w, room.bottom - below), kind_icon(face.kind, 160))
    elif room.h >= 40:  # no room for the words (the look shows them): the kind's sign, large
        sign = kind_icon(face.kind, min(room.h - 8, room.w - 8, 96))
        surf.blit(sign, sign.get_rect(center=room.center))
    return prepare(surf)


def _intrigue_chip(face: IntrigueFace, size) -> pygame.Surface:
    """An intrigue card as one line of a list: its kind's sign on its colour and its name (a
    mandatory quest also shows what it requires, as a quest's chip does)."""
    if face.kind == "mandatory":
        return _quest_chip(QuestFace(face.id, face.name, face.type, face.requires, face.reward), size, face.kind)
    w, h = size
    colour = KIND_COLOURS.get(face.kind, (90, 80, 90))
    surf = rounded_gradient(size, tinted(colour, 0.84), tinted(colour, 0.7), 8).copy()
    x = _chip_side(surf, size, colour, lambda px: kind_icon(face.kind, px))
    room = w - x - 6
    lines = max(1, min(2, (h - 4) // line_step(MIN_TEXT, "sans")))
    name = _chip_name(face.name, room, h - 4, lines)
    draw_block(surf, name[:3], INK, name[3], pygame.Rect(x, (h - name[2]) // 2, room, name[2]), "left")
    pygame.draw.rect(surf, darken(colour, 0.45), surf.get_rect(), 2, border_radius=8)
    return prepare(surf)


# -- backs ----------------------------------------------------------------------------------------------
BACKS = {
    "quest": ((150, 112, 62), (92, 62, 30), (246, 224, 170)),
    "intrigue": ((74, 36, 92), (34, 16, 46), (226, 196, 120)),
    "lord": (lighten(LORD_BLUE, 0.1), darken(LORD_BLUE, 0.45), (226, 190, 96)),
    "building": ((112, 104, 96), (62, 56, 52), (224, 210, 180)),
}


@lru_cache(maxsize=64)
def back_surface(deck: str, size: tuple[int, int]) -> pygame.Surface:
    """The back of a deck's cards: its own colours, a lattice, a double frame and the deck's sign in
    a medallion (quest a scroll seal, intrigue a mask, lord a crown, building a tower)."""
    from scenes.waterdeep.art.icons import _mask

    top, bottom, metal = BACKS.get(deck, BACKS["quest"])
    w, h = size
    radius = max(5, min(w, h) // 14)
    surf = vertical_gradient(size, top, bottom).copy()
    step = max(10, min(w, h) // 7)
    line = mix(top, metal, 0.25)
    for x in range(-h, w + h, step):
        pygame.draw.line(surf, line, (x, 0), (x + h, h), 1)
        pygame.draw.line(surf, line, (x, 0), (x - h, h), 1)
    out = rounded_mask(surf, radius)
    pygame.draw.rect(out, metal, out.get_rect(), max(2, min(w, h) // 40), border_radius=radius)
    inset = max(5, min(w, h) // 12)
    pygame.draw.rect(out, metal, out.get_rect().inflate(-inset * 2, -inset * 2), 1, border_radius=max(2, radius - inset // 2))
    r = int(min(w, h) * 0.26)
    c = (w // 2, h // 2)
    big = shapes.canvas(r * 2 * SS, r * 2 * SS)
    C, R = (r * SS, r * SS), r * SS
    pygame.draw.circle(big, bottom, C, R)
    pygame.draw.circle(big, metal, C, R, max(SS, R // 14))
    if deck == "intrigue":
        _mask(big, C, R * 0.66, metal, bottom)
    elif deck == "lord":
        crown = [(-0.6, 0.36), (-0.7, -0.36), (-0.32, 0.0), (0.0, -0.52), (0.32, 0.0), (0.7, -0.36), (0.6, 0.36)]
        pygame.draw.polygon(big, metal, shapes.place(crown, C[0], C[1], R * 0.9))
    elif deck == "building":
        pass
    else:
        for k in range(3):
            yy = C[1] - R * 0.36 + k * R * 0.24
            pygame.draw.line(big, metal, (C[0] - R * 0.45, yy), (C[0] + R * 0.45, yy), max(SS, R // 12))
        pygame.draw.circle(big, (170, 34, 44), (C[0], C[1] + R * 0.42), R * 0.2)
    img = shapes.downscale(big, (r * 2, r * 2))
    out.blit(img, img.get_rect(center=c))
    if deck == "building":
        tower(out, c, int(r * 0.8))
    return prepare(out)


# -- the lit outline ------------------------------------------------------------------------------------
OUTLINE_PAD = 10


@lru_cache(maxsize=64)
def lit_outline(size: tuple[int, int], colour: tuple = LIT, radius: int | None = None) -> pygame.Surface:
    """A soft glowing ring to lay around a face of `size` (a quest that can be paid now): the
    surface is OUTLINE_PAD px larger on each side, so blit it at the face's rect moved by -OUTLINE_PAD."""
    w, h = size
    radius = radius if radius is not None else max(6, min(w, h) // 14)
    out = pygame.Surface((w + OUTLINE_PAD * 2, h + OUTLINE_PAD * 2), pygame.SRCALPHA)
    for k in range(OUTLINE_PAD, 0, -1):
        alpha = int(200 * (1 - k / (OUTLINE_PAD + 1)) ** 1.6)
        rect = pygame.Rect(OUTLINE_PAD - k, OUTLINE_PAD - k, w + 2 * k, h + 2 * k)
        pygame.draw.rect(out, (*colour[:3], alpha), rect, 2, border_radius=radius + k)
    pygame.draw.rect(out, (*colour[:3], 255), pygame.Rect(OUTLINE_PAD - 3, OUTLINE_PAD - 3, w + 6, h + 6), 4,
                     border_radius=radius + 3)
    return prepare(out)
