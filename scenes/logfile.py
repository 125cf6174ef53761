"""The log file a player can attach to a bug report: `logs/tavern-table.log` in the user data
folder, rotated at LOG_BYTES with LOG_BACKUPS older files beside it, plus an in-memory ring of
the last RING_LINES lines that a crash report carries (scenes/crash.py).

The command line (scenes/cli.py) calls `start(file=False)` before the window opens and
`open_file()` after the first frame; headless apps made by tests write no file unless a test
starts the log itself. Code anywhere logs with
`logging.getLogger("tavern...")`; the start-up facts (`start_up_facts`) are logged once the
window is open.
"""
from __future__ import annotations

import logging
import platform
import sys
from collections import deque
from pathlib import Path

from scenes import paths

LOGGER = "tavern"
LOG_NAME = "tavern-table.log"
LOG_BYTES = 256 * 1024  # a player's bug report carries at most ~768 KB of log with the backups
LOG_BACKUPS = 2
RING_LINES = 200
FORMAT = "%(asctime)s %(levelname)s %(name)s: %(message)s"

log = logging.getLogger(LOGGER)


class RingHandler(logging.Handler):
    """Keeps the last `limit` formatted lines in memory (a traceback counts one line per line), and
    the records logged while no log file is open yet, for the file to begin with."""

    def __init__(self, limit: int = RING_LINES) -> None:
        super().__init__(logging.DEBUG)
        self.lines: deque[str] = deque(maxlen=limit)
        self.early: deque[logging.LogRecord] = deque(maxlen=limit)

    def emit(self, record: logging.LogRecord) -> None:
        try:
            self.lines.extend(self.format(record).splitlines())
            if _file is None:
                self.early.append(record)
        except Exception:  # noqa: BLE001 - a log line must never take the app down
            self.handleError(record)


_RING = RingHandler()
_RING.setFormatter(logging.Formatter(FORMAT))
_file: logging.Handler | None = None


def logs_dir() -> Path:
    return paths.data_dir() / "logs"


def log_path() -> Path:
    return logs_dir() / LOG_NAME


def recent_lines() -> list[str]:
    """The last RING_LINES lines logged since start() (oldest first)."""
    return list(_RING.lines)


def started() -> bool:
    return _RING in log.handlers


def start(level: int = logging.INFO, *, file: bool = True) -> Path | None:
    """Log to the ring and (unless `file` is False: then `open_file()` comes later) to the log file
    in the user data folder. The log file's path, or None when there is none."""
    log.setLevel(level)
    if not started():
        log.addHandler(_RING)
    return open_file() if file else None


def open_file() -> Path | None:
    """Open the log file in the user data folder of the moment (called again after
    TAVERN_TABLE_HOME changed, it moves there); what was logged before it opened goes in first.
    The path, or None when the folder cannot be written (the app then runs on with the ring).

    The command line opens it after the first frame: `logging.handlers` brings socket, pickle and
    queue with it, and the disk is not the first frame's business."""
    import logging.handlers

    global _file
    path = log_path()
    if _file is not None and Path(getattr(_file, "baseFilename", "")) == path.resolve():
        return path
    stop_file()
    try:
        path.parent.mkdir(parents=True, exist_ok=True)
        handler = logging.handlers.RotatingFileHandler(path, maxBytes=LOG_BYTES, backupCount=LOG_BACKUPS,
                                                       encoding="utf-8")
    except OSError as exc:
        log.warning("no log file: %s cannot be written (%s)", path, exc.strerror or exc)
        return None
    handler.setFormatter(logging.Formatter(FORMAT))
    while _RING.early:
        handler.handle(_RING.early.popleft())
    log.addHandler(handler)
    _file = handler
    return path


def stop_file() -> None:
    """Close the log file (the ring keeps going)."""
    global _file
    if _file is not None:
        log.removeHandler(_file)
        _file.close()
        _file = None


def stop() -> None:
    """Close the log file and stop logging to the ring (tests end with this)."""
    stop_file()
    log.removeHandler(_RING)
    _RING.lines.clear()
    _RING.early.clear()
    log.setLevel(logging.NOTSET)


def versions() -> dict[str, str]:
    """What the app runs on, in words for the log, the About page and a crash report."""
    import pygame

    from game import __version__

    def dotted(parts) -> str:
        return ".".join(str(p) for p in parts)

    facts = {"version": f"Tavern Table {__version__}",
             "platform": f"{platform.system()} {platform.release()} ({platform.machine()})",
             "python": f"{platform.python_version()} ({platform.python_implementation()})",
             "pygame-ce": pygame.version.ver,
             "SDL": dotted(pygame.get_sdl_version())}
    for name, part in (("SDL_image", "image"), ("SDL_mixer", "mixer"), ("SDL_ttf", "font")):
        module = getattr(pygame, part, None)
        getter = getattr(module, f"get_sdl_{part if part != 'font' else 'ttf'}_version", None)
        try:
            facts[name] = dotted(getter()) if getter else "unknown"
        except (pygame.error, TypeError):
            facts[name] = "unknown"
    return facts


def drivers() -> dict[str, str]:
    """The SDL video and audio drivers in use ("none" for a part not started)."""
    import pygame

    facts = {}
    for name, part in (("video driver", pygame.display), ("audio driver", pygame.mixer)):
        try:
            facts[name] = part.get_driver() if part.get_init() else "none"
        except pygame.error:
            facts[name] = "none"
    return facts


def start_up_facts(app) -> None:
    """Log what a bug report needs first: version, platform, Python, pygame-ce and SDL versions,
    the drivers SDL chose, the window's size and the folders the app writes to."""
    for name, value in {**versions(), **drivers()}.items():
        log.info("%s: %s", name, value)
    import pygame

    window = pygame.display.get_surface()
    size = "x".join(map(str, window.get_size())) if window is not None else "none"
    mode = "fullscreen" if app.settings.fullscreen else "windowed"
    log.info("window: %s, %s, canvas %sx%s (%s)", size, mode, *app.screen.get_size(), app.display.mode)
    log.info("executable: %s%s", sys.executable, " (packaged)" if getattr(sys, "frozen", False) else "")
    log.info("folders: data %s, settings %s", paths.data_dir(), paths.config_dir())
    if not app.audio.available:
        log.warning("%s", app.audio.problem)
