"""Tooltips: a short text box that appears once the pointer rests on something, and leaves.

A tooltip waits until the pointer has stayed still (within a few pixels) for REST_SECONDS on a
thing with a `tooltip`; it then stays where it appeared, never following the pointer, and goes
as soon as the pointer moves on, a button is pressed, a key is pressed, or its owner calls
`dismiss()` (a drag, the dice, a new question). After a dismissal it comes back only once the
pointer has moved and rested again. It is placed in free space: clear of the thing it explains,
of the pointer, and of any rectangles its owner asks to keep clear (buttons, the question
panel), see `place_tip`.
"""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import prepare
from scenes.kit.pointer_note import CLEAR_TOP
from scenes.kit.text import wrap_surface

TOOLTIP_WIDTH = 460
REST_SECONDS = 0.5  # how long the pointer rests before a tooltip shows
MOVE_SLOP = 4  # px the pointer may drift and still be resting
MARGIN = 8  # px kept between a tooltip and what it must not cover


@lru_cache(maxsize=256)
def tooltip_surface(text: str) -> pygame.Surface:
    """The rendered tooltip box for `text` (cached)."""
    body = wrap_surface(text, TOOLTIP_WIDTH, 22, theme.INK)
    pad = 12
    surf = pygame.Surface((body.get_width() + pad * 2, body.get_height() + pad * 2), pygame.SRCALPHA)
    rect = surf.get_rect()
    pygame.draw.rect(surf, theme.PARCHMENT, rect, border_radius=8)
    pygame.draw.rect(surf, theme.WOOD_DARK, rect, 2, border_radius=8)
    surf.blit(body, (pad, pad))
    return prepare(surf)


def _around(pad: pygame.Rect, size, pos) -> list[tuple[int, int]]:
    """Spots touching a padded rect: above or below the pointer first, then beside it, then corners."""
    w, h = size
    x, y = pos
    return [(x - w // 2, pad.y - h), (x - w // 2, pad.bottom), (pad.right, y - h // 2), (pad.x - w, y - h // 2),
            (pad.right, pad.y), (pad.x - w, pad.y), (pad.right, pad.bottom - h), (pad.x - w, pad.bottom - h),
            (pad.x, pad.bottom), (pad.right - w, pad.bottom), (pad.x, pad.y - h), (pad.right - w, pad.y - h)]


def _candidates(size, pos, pads: list[pygame.Rect], area: pygame.Rect):
    """Spots to try, best first: beside the pointer, then around the panels under it, then the
    whole free area, nearest the pointer first."""
    w, h = size
    x, y = pos
    yield from ((x + 18, y + 26), (x - 12 - w, y + 26), (x + 18, y - 14 - h), (x - 12 - w, y - 14 - h))
    for pad in pads:
        if pad.collidepoint(pos):
            yield from _around(pad, size, pos)
    step = 48  # coarse: the worst case (no free spot at all) stays a few ms, once per tooltip
    grid = [(gx, gy) for gx in range(area.x, area.right - w + 1, step) for gy in range(area.y, area.bottom - h + 1, step)]
    grid.sort(key=lambda p: (p[0] + w / 2 - x) ** 2 + (p[1] + h / 2 - y) ** 2)
    yield from grid


def _overlap(rect: pygame.Rect, clear: list[pygame.Rect]) -> int:
    total = 0
    for other in clear:
        c = rect.clip(other)
        total += c.w * c.h
    return total


def place_tip(size, pos, area: pygame.Rect, keep_clear=(), subject: pygame.Rect | None = None) -> pygame.Rect:
    """Where a tooltip of `size` goes for a pointer at `pos`: inside `area`, off the pointer,
    the `subject` it explains and every rect of `keep_clear`; where no spot is free, the one
    covering least of them (found once per tooltip: the layer keeps it)."""
    clear = [pygame.Rect(r) for r in keep_clear if r is not None]
    if subject is not None and subject.w * subject.h < area.w * area.h // 3:  # a whole board: the pointer will do
        clear.append(pygame.Rect(subject))
    clear.append(pygame.Rect(pos[0] - 10, pos[1] - 10, 28, 34))  # the pointer itself
    pads = [r.inflate(2 * MARGIN, 2 * MARGIN) for r in clear]
    best, best_cover = None, None
    for spot in _candidates(size, pos, pads, area):
        rect = pygame.Rect(spot, size).clamp(area)
        cover = _overlap(rect, pads)
        if cover == 0:
            return rect
        if best_cover is None or cover < best_cover:
            best, best_cover = rect, cover
    return best if best is not None else pygame.Rect(pos, size).clamp(area)


class TooltipLayer:
    """Tracks what the pointer rests on; after `delay` seconds of rest shows its tooltip.

    Anything with a non-empty `tooltip` attribute qualifies (widgets, card sprites...).
    `keep_clear` (a list of rects, or a callable returning one) is what the tooltip must not
    cover. A layer `managed` by its owner draws only through `draw_placed` (the table shell
    draws one tooltip for all its layers).
    """

    def __init__(self, delay: float = REST_SECONDS) -> None:
        self.delay = delay
        self.subject = None
        self.rest = 0.0
        self.pos = (0, 0)
        self.anchor: tuple[int, int] | None = None  # where the pointer came to rest
        self.quiet = False  # dismissed: nothing shows until the pointer moves again
        self.held = False  # a mouse button is down (a click or a drag): nothing shows
        self.keep_clear = ()
        self.managed = False
        self._placed: tuple | None = None  # (what it was placed for, where)

    def hide(self) -> None:
        """Forget the subject (the pointer left the scene): a rest starts over."""
        self.subject = None
        self.rest = 0.0
        self.held = False

    def dismiss(self) -> None:
        """Take the tooltip away (a click, a drag, the dice, a new question) until the pointer
        moves on and rests again."""
        self.subject = None
        self.rest = 0.0
        self.quiet = True
        self.anchor = self.pos

    def notice(self, event: pygame.event.Event) -> None:
        """A press of a button, the wheel or a key takes the tooltip away; none shows while a
        mouse button is held (a drag)."""
        if event.type in (pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP, pygame.MOUSEWHEEL, pygame.KEYDOWN):
            self.dismiss()
        if event.type == pygame.MOUSEBUTTONDOWN:
            self.held = True
        elif event.type == pygame.MOUSEBUTTONUP:
            self.held = False

    def update(self, dt: float, subject, pos) -> None:
        pos = (int(pos[0]), int(pos[1]))
        self.pos = pos
        if self.anchor is None or math.dist(pos, self.anchor) > MOVE_SLOP:
            self.anchor, self.rest, self.quiet = pos, 0.0, False  # moving: no tooltip until it rests
            shown = False
        else:
            shown = self.showing
        if subject is not None and not getattr(subject, "tooltip", ""):
            subject = None
        if subject is not self.subject and not (shown and _same(subject, self.subject)):
            self.subject, self.rest = subject, 0.0
        elif subject is not None and not self.quiet and not self.held:
            self.subject = subject
            self.rest += dt

    @property
    def showing(self) -> bool:
        return self.subject is not None and not self.quiet and self.rest >= self.delay

    @property
    def pending(self) -> bool:
        """True while the pointer rests on something whose tooltip is still to come."""
        return self.subject is not None and not self.quiet and self.rest < self.delay

    @property
    def text(self) -> str:
        return getattr(self.subject, "tooltip", "") if self.showing else ""

    def rect(self, area: pygame.Rect, keep_clear=None) -> pygame.Rect | None:
        """Where the tooltip shows now (None when it does not)."""
        if not self.showing:
            return None
        clear = self.keep_clear if keep_clear is None else keep_clear
        clear = clear() if callable(clear) else clear
        subject = getattr(self.subject, "rect", None)
        subject = pygame.Rect(subject) if subject is not None and subject.w * subject.h > 1 else None
        area = pygame.Rect(area.x, max(area.y, CLEAR_TOP), area.w, area.bottom - max(area.y, CLEAR_TOP))
        clear = [pygame.Rect(r) for r in (clear or ())]
        key = (self.subject.tooltip, self.anchor or self.pos, tuple(map(tuple, clear)), tuple(area),
               tuple(subject) if subject is not None else None)
        if self._placed is None or self._placed[0] != key:
            size = tooltip_surface(self.subject.tooltip).get_size()
            self._placed = (key, place_tip(size, self.anchor or self.pos, area, clear, subject))
        return self._placed[1]

    def draw_placed(self, surface: pygame.Surface, keep_clear=None) -> None:
        rect = self.rect(surface.get_rect(), keep_clear)
        if rect is not None:
            surface.blit(tooltip_surface(self.subject.tooltip), rect)

    def draw(self, surface: pygame.Surface) -> None:
        if not self.managed:
            self.draw_placed(surface)


def _same(a, b) -> bool:
    """Two things that explain the same at the same spot (a table rebuilt its hotspots)."""
    if a is None or b is None:
        return False
    return getattr(a, "tooltip", "") == getattr(b, "tooltip", "") and getattr(a, "rect", None) == getattr(b, "rect", 0)
