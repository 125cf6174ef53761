"""Wrapped text: word wrap into a width, rendered once and cached."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import prepare
from scenes.kit.fonts import font, render


def _split_long_word(word: str, width: int, fnt: pygame.font.Font) -> list[str]:
    """Break a word wider than `width` into pieces that fit."""
    pieces, current = [], ""
    for ch in word:
        if current and fnt.size(current + ch)[0] > width:
            pieces.append(current)
            current = ch
        else:
            current += ch
    return pieces + [current] if current else pieces


@lru_cache(maxsize=2048)
def wrap(text: str, width: int, size: int = 24, face: str = "sans") -> tuple[str, ...]:
    """The lines of `text` wrapped to fit `width` pixels; newlines force a break."""
    fnt = font(size, face)
    lines: list[str] = []
    for paragraph in text.split("\n"):
        current = ""
        for word in paragraph.split(" "):
            candidate = f"{current} {word}" if current else word
            if fnt.size(candidate)[0] <= width:
                current = candidate
                continue
            if current:
                lines.append(current)
            if fnt.size(word)[0] > width:
                *full, word = _split_long_word(word, width, fnt) or [""]
                lines.extend(full)
            current = word
        lines.append(current)
    return tuple(lines)


@lru_cache(maxsize=1024)
def wrap_surface(text: str, width: int, size: int = 24, colour: tuple = theme.TEXT,
                 face: str = "sans", align: str = "left", spacing: float = 1.15) -> pygame.Surface:
    """`text` wrapped into `width` and rendered to one transparent surface (cached).

    The surface is as wide as the widest line (never wider than `width`) unless
    align is 'center' or 'right', which use the full width.
    """
    lines = wrap(text, width, size, face)
    line_h = round(font(size, face).get_linesize() * spacing)
    rendered = [render(line, size, colour, face) if line else None for line in lines]
    widest = max((s.get_width() for s in rendered if s), default=1)
    out_w = width if align in ("center", "right") else min(width, widest)
    surf = pygame.Surface((max(1, out_w), max(1, line_h * len(lines))), pygame.SRCALPHA)
    for i, line in enumerate(rendered):
        if line is None:
            continue
        x = {"center": (out_w - line.get_width()) // 2, "right": out_w - line.get_width()}.get(align, 0)
        surf.blit(line, (x, i * line_h))
    return prepare(surf)


def text_height(text: str, width: int, size: int = 24, face: str = "sans", spacing: float = 1.15) -> int:
    """How tall `text` is once wrapped into `width`."""
    return round(font(size, face).get_linesize() * spacing) * len(wrap(text, width, size, face))


@lru_cache(maxsize=64)
def document_surface(text: str, width: int, size: int = 24, colour: tuple = theme.INK,
                     heading: tuple = theme.WOOD_DARK) -> pygame.Surface:
    """A small markup page rendered to one tall surface (cached).

    Lines starting with '# ' are headings, '- ' bullets; blank lines separate paragraphs.
    """
    blocks: list[tuple[pygame.Surface, int, int]] = []  # surface, x, gap above
    paragraph: list[str] = []

    def flush() -> None:
        if paragraph:
            blocks.append((wrap_surface(" ".join(paragraph), width, size, colour), 0, size // 2))
            paragraph.clear()

    for raw in text.strip().split("\n"):
        line = raw.strip()
        if not line:
            flush()
        elif line.startswith("# "):
            flush()
            blocks.append((wrap_surface(line[2:], width, round(size * 1.35), heading, "title"), 0, size))
        elif line.startswith("- "):
            flush()
            body = wrap_surface(line[2:], width - size * 2, size, colour)
            bullet = pygame.Surface((body.get_width() + size * 2, body.get_height()), pygame.SRCALPHA)
            dot_y = font(size).get_linesize() // 2 + 1
            pygame.draw.circle(bullet, heading, (size // 2 + 2, dot_y), max(3, size // 6))
            bullet.blit(body, (size * 2 - size // 2, 0))
            blocks.append((bullet, 0, size // 4))
        else:
            paragraph.append(line)
    flush()
    total = sum(s.get_height() + gap for s, _, gap in blocks) + size
    surf = pygame.Surface((width, max(1, total)), pygame.SRCALPHA)
    y = 0
    for i, (block, x, gap) in enumerate(blocks):
        y += gap if i else 0
        surf.blit(block, (x, y))
        y += block.get_height()
    return prepare(surf)


def fit(text: str, width: int, size: int, face: str = "sans") -> str:
    """`text`, cut with an ellipsis when it is wider than `width` pixels at this size."""
    fnt = font(size, face)
    if fnt.size(text)[0] <= width:
        return text
    while text and fnt.size(text + "…")[0] > width:
        text = text[:-1]
    return text.rstrip() + "…"


def fits(text: str, width: int, size: int, face: str = "bold") -> bool:
    """Whether one line of `text` at `size` is at most `width` px wide."""
    return font(size, face).size(text)[0] <= width


def wrapped(text: str, width: int, size: int, face: str = "sans", hyphenate: bool = False) -> list[str]:
    """`text` wrapped at spaces into `width` at `size`. A word wider than the box stays whole (the caller tries
    a smaller size or the narrower face first), unless `hyphenate`: then it is split with a hyphen."""
    lines: list[str] = []
    for para in text.split("\n"):
        current = ""
        for word in para.split():
            candidate = f"{current} {word}" if current else word
            if current and not fits(candidate, width, size, face):
                lines.append(current)
                current = word
            else:
                current = candidate
            while hyphenate and not fits(current, width, size, face) and " " not in current and len(current) >= 6:
                cut = len(current) - 3  # at least three letters each side of the hyphen
                while cut > 3 and not fits(current[:cut] + "-", width, size, face):
                    cut -= 1
                lines.append(current[:cut] + "-")
                current = current[cut:]
        lines.append(current)
    return lines


def largest_fitting(text: str, width: int, height: int, start: int, face: str = "sans", most: int = 99,
                    step=None, least: int = 20) -> tuple[int, list[str]] | None:
    """The largest size from `start` down to `least` at which `text` wraps at spaces into at most
    `most` lines, each within `width`, stacked `step(size)` px apart (the font's line height unless
    given) within `height`: (size, lines), or None when no size does."""
    for size in range(max(start, least), least - 1, -1):
        lines = wrapped(text, width, size, face)
        gap = step(size) if step else font(size, face).get_linesize()
        if len(lines) <= most and len(lines) * gap <= height and all(fits(ln, width, size, face) for ln in lines):
            return size, lines
    return None
