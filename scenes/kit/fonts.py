"""The bundled DejaVu fonts, loaded once per (face, size).

Every run of text the app draws goes through `font(...)`, so this is also where text can be
measured: inside `measuring()`, each rendered run is recorded with its pixel size and its role,
'decision' (words a player needs to decide: the default) or 'decoration' (a watermark, a
flourish: drawn inside `decoration()`). The legibility test reads those records."""
from __future__ import annotations

from contextlib import contextmanager
from dataclasses import dataclass
from functools import lru_cache

import pygame

from scenes.paths import asset

FACES = {
    "sans": "DejaVuSans.ttf",
    "bold": "DejaVuSans-Bold.ttf",
    "title": "DejaVuSerif-Bold.ttf",
}
DECISION, DECORATION = "decision", "decoration"
LEAST_DECISION_PX = 20  # the couch standard: words a player needs are at least this tall


@dataclass(frozen=True)
class TextRun:
    """One rendered run of text: what it said, its pixel size, its face and its role."""

    text: str
    size: int
    face: str
    role: str


_records: list[TextRun] | None = None
_roles: list[str] = [DECISION]


def _note(text: str, size: int, face: str) -> None:
    if _records is not None and text.strip():
        _records.append(TextRun(text, size, face, _roles[-1]))


class _Font(pygame.font.Font):
    """A pygame font that remembers its pixel size and reports what it renders."""

    def __init__(self, path: str, size: int, face: str) -> None:
        super().__init__(path, size)
        self.px, self.face = size, face

    def render(self, text, antialias, color, bgcolor=None, wraplength=0):  # noqa: D102
        _note(str(text), self.px, self.face)
        return super().render(text, antialias, color, bgcolor, wraplength)


@lru_cache(maxsize=None)
def font(size: int, face: str = "sans") -> pygame.font.Font:
    """A font of the given pixel size; face is 'sans', 'bold' or 'title'."""
    if not pygame.font.get_init():
        pygame.font.init()
    return _Font(str(asset("fonts", FACES[face])), size, face)


@lru_cache(maxsize=4096)
def _render(text: str, size: int, colour: tuple, face: str, role: str) -> pygame.Surface:
    return pygame.font.Font.render(font(size, face), text, True, colour)  # measured by render() itself


def render(text: str, size: int, colour: tuple, face: str = "sans") -> pygame.Surface:
    """Rendered text, cached: static labels cost nothing per frame."""
    _note(text, size, face)
    return _render(text, size, tuple(colour), face, _roles[-1])


render.cache_clear = _render.cache_clear  # type: ignore[attr-defined]
render.cache_info = _render.cache_info  # type: ignore[attr-defined]


@contextmanager
def decoration():
    """Text drawn inside this block is decoration (a watermark, a flourish), not decision text."""
    _roles.append(DECORATION)
    try:
        yield
    finally:
        _roles.pop()


@contextmanager
def measuring():
    """Record every run of text rendered inside this block; yields the list of TextRun."""
    global _records
    outer, _records = _records, []
    try:
        yield _records
    finally:
        _records = outer
