"""Large static pictures (the tavern backdrop) kept on disk between runs.

Drawing the backdrop takes tens of milliseconds; loading it back takes a few. The file name
carries a digest of the app version, the picture's name and size, and the source files that
draw it, so a change to any of them draws it afresh. A missing, stale or damaged file is
simply drawn again: the cache can never change what the player sees.
"""
from __future__ import annotations

import hashlib
import os
from pathlib import Path
from typing import Callable

import pygame

from scenes.kit.draw import prepare
from scenes.paths import cache_dir

CACHE_FORMAT = "1"


def _digest(name: str, size: tuple[int, int], sources: tuple[Path, ...]) -> str:
    from game import __version__

    sha = hashlib.sha1(f"{CACHE_FORMAT}|{__version__}|{name}|{size}".encode())
    for source in sources:
        files = sorted(Path(source).glob("*.py")) if Path(source).is_dir() else [Path(source)]
        for path in files:
            try:
                sha.update(path.read_bytes())
            except OSError:
                sha.update(str(path).encode())  # a packaged build has no sources: its version decides
    return sha.hexdigest()[:16]


def drawing_sources() -> tuple[Path, ...]:
    """The folders whose code draws menus: a change to any file there redraws the cache."""
    scenes = Path(__file__).resolve().parent.parent
    return (scenes / "kit", scenes / "menu")


def cached_surface(name: str, size: tuple[int, int], build: Callable[[], pygame.Surface],
                   sources: tuple[Path, ...] = (), *, convert: bool = True) -> pygame.Surface:
    """`build()`'s surface, from the disk cache when a fresh copy is there.

    With convert=False a loaded picture is returned as read (24-bit): it shows the same, and
    the caller converts it to the display's format after the first frame (a few ms saved at
    start-up).
    """
    path = cache_dir() / f"{name}-{_digest(name, size, sources)}.bmp"
    try:
        surface = pygame.image.load(str(path))
        if surface.get_size() == size:
            return prepare(surface) if convert else surface
    except (pygame.error, OSError, ValueError):
        pass
    surface = build()
    _store(path, name, surface)
    return surface


def _store(path: Path, name: str, surface: pygame.Surface) -> None:
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        tmp = path.with_name(f".{path.name}.{os.getpid()}.tmp.bmp")
        pygame.image.save(surface, str(tmp))
        os.replace(tmp, path)
        for old in path.parent.glob(f"{name}-*.bmp"):
            if old != path:
                old.unlink(missing_ok=True)
    except (pygame.error, OSError):
        pass  # a read-only or full disk only costs start-up time
