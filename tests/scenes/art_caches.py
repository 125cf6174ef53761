"""Emptying the picture caches of an art package (and the kit's text caches), so a test measures
every run of text as it is drawn anew."""
from __future__ import annotations

import hashlib
import sys

import pygame

from scenes.kit import fonts


def forget_caches(*prefixes: str) -> None:
    """Call cache_clear() on every cached function of the loaded modules named by `prefixes`."""
    for name, module in list(sys.modules.items()):
        if name.startswith(prefixes):
            for thing in list(vars(module).values()):
                if callable(getattr(thing, "cache_clear", None)):
                    thing.cache_clear()


def measured(draw):
    """(what `draw()` returned, the decision text runs it rendered)."""
    with fonts.measuring() as runs:
        picture = draw()
    return picture, [r for r in runs if r.role == fonts.DECISION]


def fingerprint(surface: pygame.Surface) -> str:
    """A digest of a surface's pixels (two pictures alike have the same)."""
    return hashlib.sha1(pygame.image.tobytes(surface, "RGBA")).hexdigest()


def forget_art(package: str, overflow: set, kit: bool = True) -> None:
    """Empty every picture cache of an art package (and the kit's text caches, unless `kit` is
    False) and its record of text that overflowed, so text is drawn and measured anew."""
    forget_caches(package, *(("scenes.kit",) if kit else ()))
    overflow.clear()
