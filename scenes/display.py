"""The window and the fixed logical canvas: every scene draws on a 1920x1080 canvas, and
the display shows it in a window of any size, scaled to fit and letterboxed.

Why not pygame.SCALED: it scales by whole numbers only, so a 1920x1080 canvas is cropped
on a 1366x768 laptop screen and shown unscaled in a 2400-wide window (see
docs/decisions.md). Here the canvas is the window itself when the sizes match (no cost),
is stretched by whole numbers with exact pixel copies (4K), and otherwise smooth-scaled.
Mouse positions are mapped back to canvas coordinates before any scene sees them.
"""
from __future__ import annotations

import logging
import os
import sys

import pygame

from scenes.kit import theme
from scenes.paths import asset

CANVAS = (theme.CANVAS_W, theme.CANVAS_H)
MIN_WINDOW = (640, 360)
BARS = (0, 0, 0)
_POSITIONED = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)
#: SDL's drivers that show nothing: fine when asked for (tests, benchmarks), never as a fallback.
WINDOWLESS = ("dummy", "offscreen")
#: The window's class (X11 WM_CLASS, Wayland app id): the desktop entry's name and StartupWMClass,
#: so a desktop matches the window to packaging/tavern-table.desktop and shows its icon.
WM_CLASS = "tavern-table"
#: The window icon, drawn by assets/make_icon.py.
WINDOW_ICON = ("icon", "tavern-table-128.png")
_icon_cache: list = []  # the loaded icon, once per process (tests open many windows)


class NoDisplay(RuntimeError):
    """No window can be opened here: no display server, or not the one SDL was told to use."""


def start_video(headless: bool = False) -> None:
    """Start SDL's video, or raise NoDisplay with one plain sentence saying why.

    Without this, SDL falls back to its 'offscreen' driver where no display answers, and the
    app would run on with no window at all, burning a core for nobody."""
    asked = os.environ.get("SDL_VIDEODRIVER", "")
    os.environ.setdefault("SDL_VIDEO_X11_WMCLASS", WM_CLASS)  # SDL reads both when it makes the window
    os.environ.setdefault("SDL_VIDEO_WAYLAND_WMCLASS", WM_CLASS)
    on_linux = sys.platform.startswith("linux")
    if not headless and on_linux and not asked and not (os.environ.get("DISPLAY")
                                                        or os.environ.get("WAYLAND_DISPLAY")):
        raise NoDisplay("no display to open a window on (neither DISPLAY nor WAYLAND_DISPLAY is set)")
    try:
        pygame.display.init()
    except pygame.error as exc:
        raise NoDisplay(f"cannot open a window: {exc} (SDL_VIDEODRIVER={asked or 'unset'}, "
                        f"DISPLAY={os.environ.get('DISPLAY') or 'unset'})") from None
    driver = pygame.display.get_driver()
    if not headless and driver in WINDOWLESS and driver not in asked:
        pygame.display.quit()
        raise NoDisplay(f"no display to open a window on (SDL found only its '{driver}' driver)")


def set_window_icon() -> str | None:
    """Give the window our icon; call it before set_mode, so the window has it from its first
    frame (taskbar, title bar, alt-tab). The icon's file name, or None when it could not be read
    (the app still starts, with the system's default icon, and says so in the log)."""
    path = asset(*WINDOW_ICON)
    if not _icon_cache:
        try:
            _icon_cache.append(pygame.image.load(str(path)))
        except (pygame.error, OSError) as exc:
            logging.getLogger("tavern.display").warning("no window icon: %s: %s", path, exc)
            return None
    pygame.display.set_icon(_icon_cache[0])
    return path.name


class Display:
    """Owns the window; `canvas` is what scenes draw on; `present()` shows it."""

    def __init__(self, settings, *, headless: bool = False) -> None:
        self.settings = settings
        self.headless = headless
        self.canvas: pygame.Surface
        self.scale = 1.0
        self.offset = (0, 0)
        self.mode = "direct"  # direct | whole | smooth
        self._separate: pygame.Surface | None = None
        self._target: pygame.Surface | None = None
        self.icon = set_window_icon()  # before the window is made (the --smoke run reports it)
        self.open()

    # -- the window ---------------------------------------------------------------------
    def open(self) -> None:
        """(Re)create the window from the settings: fullscreen, or windowed at its size (NoDisplay
        when the display refuses a window, e.g. an X server gone away)."""
        try:
            self._open()
        except pygame.error as exc:
            raise NoDisplay(f"cannot open a window: {exc}") from None

    def _open(self) -> None:
        if self.headless:
            window = pygame.display.set_mode(CANVAS)
        elif self.settings.fullscreen:
            window = pygame.display.set_mode((0, 0), pygame.FULLSCREEN)
        else:
            window = pygame.display.set_mode(self._fitting(self.settings.window_size), pygame.RESIZABLE)
        self.fit(window)

    @staticmethod
    def _fitting(size: tuple[int, int]) -> tuple[int, int]:
        """The requested window size, shrunk to the desktop when it would not fit."""
        try:
            desk_w, desk_h = pygame.display.get_desktop_sizes()[0]
        except (pygame.error, IndexError):
            return size
        if size[0] <= desk_w and size[1] <= desk_h * 0.95:
            return size
        k = min(desk_w / size[0], desk_h * 0.9 / size[1])
        return max(MIN_WINDOW[0], int(size[0] * k)), max(MIN_WINDOW[1], int(size[1] * k))

    def fit(self, window: pygame.Surface | None = None) -> None:
        """Work out how the canvas maps onto the window (after opening or a resize)."""
        window = window or pygame.display.get_surface()
        ww, wh = window.get_size()
        cw, ch = CANVAS
        self.scale = min(ww / cw, wh / ch)
        if (ww, wh) == CANVAS:
            self.mode, self.canvas, self.offset, self._target = "direct", window, (0, 0), None
            return
        if self._separate is None:
            self._separate = pygame.Surface(CANVAS).convert()
        size = (max(1, round(cw * self.scale)), max(1, round(ch * self.scale)))
        self.offset = ((ww - size[0]) // 2, (wh - size[1]) // 2)
        self.canvas = self._separate
        self._target = window.subsurface(pygame.Rect(self.offset, size))
        whole = self.scale >= 2 and float(self.scale).is_integer()
        self.mode = "whole" if whole else "smooth"
        window.fill(BARS)

    def present(self) -> None:
        """Show the canvas in the window."""
        if self.mode != "direct":
            scaler = pygame.transform.scale if self.mode == "whole" else pygame.transform.smoothscale
            scaler(self.canvas, self._target.get_size(), self._target)
        pygame.display.flip()

    # -- input ----------------------------------------------------------------------------
    def to_canvas(self, pos: tuple[int, int]) -> tuple[int, int]:
        """A window position in canvas coordinates."""
        if self.mode == "direct":
            return pos
        return (int((pos[0] - self.offset[0]) / self.scale), int((pos[1] - self.offset[1]) / self.scale))

    def map_event(self, event: pygame.event.Event) -> pygame.event.Event:
        """The event with its mouse position (and motion) in canvas coordinates."""
        if self.mode == "direct" or event.type not in _POSITIONED or not hasattr(event, "pos"):
            return event
        data = dict(event.__dict__)
        data["pos"] = self.to_canvas(event.pos)
        if "rel" in data:
            data["rel"] = (round(data["rel"][0] / self.scale), round(data["rel"][1] / self.scale))
        return pygame.event.Event(event.type, data)

    def handle_resize(self, event: pygame.event.Event) -> bool:
        """Refit after the window changed size; True when the event was a resize."""
        if event.type not in (pygame.VIDEORESIZE, pygame.WINDOWSIZECHANGED):
            return False
        if not self.headless:
            self.fit()
        return True
