"""Laying out a face: the rows of icons a bundle draws as, frames, and the name and text blocks,
each never smaller than MIN_TEXT px and never wider than its box."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix, outline_text, prepare, rounded_gradient
from scenes.kit.fonts import font, render
from scenes.waterdeep.art.common import INK, INK_SOFT, MIN_TEXT, PAPER, PAPER_DARK, blit_lines, line_step, settle, wrapped
from scenes.waterdeep.art.icons import bundle_icon

GAP = 6  # between the items of a row


def _count(key: str, n: int) -> str:
    """The number beside an icon: gold and VP always show it, others only past one (with a times sign)."""
    if key in ("gold", "vp"):
        return str(n)
    if key in ("reset", "first_player", "ambassador", "building", "round", "play_intrigue"):
        return ""
    return f"×{n}" if n > 1 else ""


@lru_cache(maxsize=128)
def count_label(label: str, size: int, ink) -> pygame.Surface:
    """A count: its number in bold; a times sign is drawn as a small cross (the font's is wide)."""
    if not label.startswith("×"):
        return render(label, size, ink, "bold")
    number = render(label[1:], size, ink, "bold")
    arm = max(3, size // 4)
    out = shapes.canvas(arm * 2 + 2 + number.get_width(), number.get_height())
    cy = number.get_height() // 2 + 1
    width = max(2, size // 9)
    pygame.draw.line(out, ink, (1, cy - arm + 1), (arm * 2 - 1, cy + arm - 1), width)
    pygame.draw.line(out, ink, (1, cy + arm - 1), (arm * 2 - 1, cy - arm + 1), width)
    out.blit(number, (arm * 2 + 2, 0))
    return out


def _pieces(pairs, icon: int, num: int, ink):
    out = []
    for key, n in pairs:
        if key == "or":  # between the options of a choice
            out.append((render("or", num, INK_SOFT, "bold"), None))
            continue
        label = _count(key, n)
        out.append((bundle_icon(key, icon), count_label(label, num, tuple(ink)) if label else None))
    return out


def _piece_w(piece) -> int:
    img, label = piece
    return img.get_width() + (label.get_width() + 2 if label else 0)


def row_width(pairs, icon: int, num: int | None = None) -> int:
    """How wide a bundle's icons are on one row."""
    pieces = _pieces(pairs, icon, num or max(MIN_TEXT, icon * 2 // 3), INK)
    return sum(_piece_w(p) for p in pieces) + GAP * max(0, len(pieces) - 1)


@lru_cache(maxsize=1024)
def bundle_rows(pairs: tuple, width: int, icon: int = 28, num: int | None = None, ink=INK) -> tuple:
    """A bundle's icons with their counts, flowed into rows no wider than `width`: a tuple of row
    surfaces (empty for an empty bundle). The counts grow with the icons (never under MIN_TEXT)."""
    num = num or max(MIN_TEXT, icon * 2 // 3)
    pieces = _pieces(pairs, icon, num, ink)
    rows, current, cw = [], [], 0
    for p in pieces:
        pw = _piece_w(p)
        if current and cw + GAP + pw > width:
            rows.append(current)
            current, cw = [], 0
        cw += (GAP if current else 0) + pw
        current.append(p)
    if current:
        rows.append(current)
    out = []
    height = max(icon, max((lab.get_height() for p in pieces for lab in p[1:] if lab), default=0))
    for row in rows:
        rw = sum(_piece_w(p) for p in row) + GAP * (len(row) - 1)
        surf = shapes.canvas(rw, height)
        x = 0
        for img, label in row:
            surf.blit(img, (x, (height - img.get_height()) // 2))
            x += img.get_width()
            if label:
                surf.blit(label, (x + 2, (height - label.get_height()) // 2 + 1))
                x += label.get_width() + 2
            x += GAP
        out.append(prepare(surf))
    return tuple(out)


def rows_height(rows, gap: int = 4) -> int:
    return sum(r.get_height() for r in rows) + gap * max(0, len(rows) - 1)


def blit_rows(surf: pygame.Surface, rows, centre_x: int, top: int, gap: int = 4, left: int | None = None) -> int:
    y = top
    for r in rows:
        x = left if left is not None else centre_x - r.get_width() // 2
        surf.blit(r, (x, y))
        y += r.get_height() + gap
    return y - gap if rows else top


# -- frames ---------------------------------------------------------------------------------------------
def paper_frame(size, colour, radius: int | None = None, border: int | None = None, notched: bool = False,
                double: bool = False) -> tuple[pygame.Surface, pygame.Rect]:
    """A card: a coloured frame (cut corners when notched, a gold inner line when double) and the
    parchment inside it: (surface, the parchment's rect)."""
    w, h = size
    radius = radius if radius is not None else max(6, min(w, h) // 14)
    border = border if border is not None else max(5, min(w, h) // 26)
    surf = rounded_gradient(size, lighten(colour, 0.12), darken(colour, 0.38), radius).copy()
    if notched:  # cut the four corners: the attack cards' sharp frame
        cut = max(8, min(w, h) // 9)
        clear = (0, 0, 0, 0)
        for cx, cy, dx, dy in ((0, 0, 1, 1), (w, 0, -1, 1), (0, h, 1, -1), (w, h, -1, -1)):
            pygame.draw.polygon(surf, clear, [(cx, cy), (cx + dx * cut, cy), (cx, cy + dy * cut)])
            pygame.draw.line(surf, darken(colour, 0.6), (cx + dx * cut, cy), (cx, cy + dy * cut), 2)
    inner = surf.get_rect().inflate(-border * 2, -border * 2)
    surf.blit(rounded_gradient(inner.size, PAPER, PAPER_DARK, max(3, radius - border // 2)), inner)
    if double:
        pygame.draw.rect(surf, (214, 172, 80), inner.inflate(border, border), max(2, border // 3),
                         border_radius=max(3, radius - border // 4))
    if not notched:
        pygame.draw.rect(surf, darken(colour, 0.6), surf.get_rect(), 2, border_radius=radius)
    return surf, inner


def band(surf: pygame.Surface, rect: pygame.Rect, colour, radius: int = 0) -> None:
    """A coloured strip across the top of the parchment (rounded at the top when radius)."""
    strip = rounded_gradient(rect.size, lighten(colour, 0.12), darken(colour, 0.18), max(1, radius))
    if radius:
        # only the top corners round: square the bottom by drawing the lower half straight.
        lower = pygame.Rect(0, rect.h // 2, rect.w, rect.h - rect.h // 2)
        strip.blit(rounded_gradient(rect.size, lighten(colour, 0.12), darken(colour, 0.18), 1), lower, lower)
    surf.blit(strip, rect)
    pygame.draw.line(surf, darken(colour, 0.5), (rect.x, rect.bottom - 1), (rect.right - 1, rect.bottom - 1), 2)


def text_block(text: str, width: int, height: int, start: int, face: str = "sans", least: int = MIN_TEXT,
               spacing: float = 1.0):
    """(size, lines, height used) of `text` settled into the box, or None if it cannot fit at `least`."""
    got = settle(text, width, height, start, face, least, spacing)
    if got is None:
        return None
    size, lines = got
    return size, lines, line_step(size, face, spacing) * len(lines)


def name_options(name: str, width: int, height: int, start: int, most_lines: int = 3):
    """Ways to set a name, best first: bold from `start` down to MIN_TEXT, then the narrower plain
    face, each in at most `most_lines` lines; last, plain MIN_TEXT px with long words hyphenated.
    Each is (size, lines, height, face)."""
    for face in ("bold", "sans"):
        for size in range(max(start, MIN_TEXT), MIN_TEXT - 1, -1):
            block = text_block(name, width, height, size, face, least=size)
            if block is not None and len(block[1]) <= most_lines:
                yield (*block, face)
    lines = wrapped(name, width, MIN_TEXT, "sans", hyphenate=True)
    yield MIN_TEXT, lines, line_step(MIN_TEXT, "sans") * len(lines), "sans"


def name_block(name: str, width: int, height: int, start: int, most_lines: int = 3):
    """The best way to set a name (see name_options)."""
    return next(name_options(name, width, height, start, most_lines))


def shortened(block, height: int, width: int):
    """A name block cut to the lines that fit `height`: the last line takes the rest of the name and
    is cut letter by letter to end in '…' (the look shows it whole)."""
    size, lines, _h, face = block
    step = line_step(size, face)
    keep = max(1, height // step)
    if keep >= len(lines):
        return block
    last = ""
    for ln in lines[keep - 1:]:  # the rest of the name again, a hyphenated word made whole
        last += ln[:-1] if ln.endswith("-") else ln + " "
    last = last.strip()
    while last and font(size, face).size(last + "…")[0] > width:
        last = last[:-1]
    return size, [*lines[:keep - 1], last.rstrip() + "…"], step * keep, face


def draw_block(surf, block, colour, face: str, rect: pygame.Rect, align: str = "center", spacing: float = 1.0) -> int:
    size, lines, _h = block
    return blit_lines(surf, lines, size, colour, face, rect, align, spacing)


def badge_number(value: int, size: int, ink=(252, 248, 236), edge=(24, 18, 14)) -> pygame.Surface:
    """A bold number with a dark outline, to sit on a token or a coin."""
    return outline_text(str(value), max(MIN_TEXT, size), ink, edge, "bold", 2)


def tinted(colour, amount: float = 0.78):
    return mix(colour, PAPER, amount)
