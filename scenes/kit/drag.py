"""The drag layer: pick up an item, see the legal drop targets lit, drop it.

The scene knows nothing about rules: it supplies `legal_targets(item_id)` (answered from the
engine's legal actions) to light targets, and `try_drop(item_id, target_id)` which returns
None when the drop was accepted or the engine's reason when it was refused. A refused drop
springs back to where it came from and the reason is said by the pointer.

The layer sounds its own gestures: a soft slide as an item is picked up and as it springs
back home (what a drop does on the table is the engine's event, and sounds as that).
"""
from __future__ import annotations

import math
from dataclasses import dataclass, field
from functools import lru_cache
from typing import Callable, Hashable

import pygame

from scenes.kit import theme
from scenes.kit.draw import prepare, soft_shadow
from scenes.kit.fonts import render

DRAG_THRESHOLD = 6  # px the mouse must travel before a press becomes a drag
SPRING_SECONDS = 0.28
PULSE_LEVELS = 8


@dataclass
class DragItem:
    """Something that can be picked up: its home rect and how it looks."""

    id: Hashable
    rect: pygame.Rect
    surface: pygame.Surface
    draggable: bool = True
    tooltip: str = ""


@dataclass
class DropTarget:
    """A place an item may be dropped on (a space, a slot, a hand...)."""

    id: Hashable
    rect: pygame.Rect
    label: str = ""


@dataclass
class _Spring:
    item_id: Hashable
    start: tuple[float, float]
    end: tuple[float, float]
    age: float = 0.0


@dataclass
class _Press:
    item_id: Hashable
    start: tuple[int, int]
    grab: tuple[int, int]  # pointer offset inside the item
    dragging: bool = False
    pos: tuple[int, int] = (0, 0)
    lit: set = field(default_factory=set)


@lru_cache(maxsize=256)
def _glow(size: tuple[int, int], colour: tuple, level: int) -> pygame.Surface:
    """A translucent fill plus a bright edge for a lit target (cached per pulse level)."""
    surf = pygame.Surface(size, pygame.SRCALPHA)
    rect = surf.get_rect()
    alpha = 40 + level * 10
    pygame.draw.rect(surf, (*colour, alpha), rect, border_radius=12)
    pygame.draw.rect(surf, (*colour, 230), rect, 4, border_radius=12)
    return prepare(surf)


def _ease_out(t: float) -> float:
    return 1 - (1 - t) ** 3


class DragLayer:
    """Items and targets of one scene; draw() draws lit targets, the items, then the one held."""

    SLIDE = "card_slide"  # the sound of an item moved by hand over the felt ("" for none)

    def __init__(self, app, try_drop: Callable[[Hashable, Hashable], str | None],
                 legal_targets: Callable[[Hashable], set], *,
                 on_click: Callable[[Hashable], None] | None = None, snap: bool = True) -> None:
        self.app = app
        self.try_drop = try_drop
        self.legal_targets = legal_targets
        self.on_click = on_click
        self.snap = snap
        self.items: dict[Hashable, DragItem] = {}
        self.targets: dict[Hashable, DropTarget] = {}
        self.press: _Press | None = None
        self.springs: dict[Hashable, _Spring] = {}
        self.clock = 0.0
        self.last_refusal: str | None = None

    # -- building -------------------------------------------------------------------
    def add_item(self, item_id: Hashable, rect, surface: pygame.Surface, *, draggable: bool = True,
                 tooltip: str = "") -> DragItem:
        item = DragItem(item_id, pygame.Rect(rect), surface, draggable, tooltip)
        self.items[item_id] = item
        return item

    def remove_item(self, item_id: Hashable) -> None:
        self.items.pop(item_id, None)
        self.springs.pop(item_id, None)
        if self.press and self.press.item_id == item_id:
            self.press = None

    def move_item(self, item_id: Hashable, rect) -> None:
        self.items[item_id].rect = pygame.Rect(rect)

    def add_target(self, target_id: Hashable, rect, label: str = "") -> DropTarget:
        target = DropTarget(target_id, pygame.Rect(rect), label)
        self.targets[target_id] = target
        return target

    def remove_target(self, target_id: Hashable) -> None:
        self.targets.pop(target_id, None)

    def clear(self) -> None:
        self.items.clear()
        self.targets.clear()
        self.springs.clear()
        self.press = None

    # -- state ----------------------------------------------------------------------
    @property
    def dragging(self) -> Hashable | None:
        """The id of the item being dragged, or None."""
        return self.press.item_id if self.press and self.press.dragging else None

    @property
    def lit(self) -> set:
        """Target ids lit as legal for the item being dragged."""
        return set(self.press.lit) if self.press and self.press.dragging else set()

    def item_at(self, pos) -> DragItem | None:
        return next((i for i in reversed(list(self.items.values())) if i.rect.collidepoint(pos)), None)

    def target_at(self, pos, rect: pygame.Rect | None = None) -> DropTarget | None:
        """The target under the pointer, else the one the held item overlaps most."""
        under = [t for t in self.targets.values() if t.rect.collidepoint(pos)]
        if under:
            return under[-1]
        if rect is None:
            return None
        best, best_area = None, 0
        for target in self.targets.values():
            clip = target.rect.clip(rect)
            if clip.w * clip.h > best_area:
                best, best_area = target, clip.w * clip.h
        return best if best_area >= rect.w * rect.h * 0.4 else None

    def held_rect(self) -> pygame.Rect | None:
        """Where the held item is drawn (follows the pointer), or None when nothing is held."""
        return self._held(self.press) if self.dragging is not None else None

    def _held(self, press: _Press) -> pygame.Rect:
        item = self.items[press.item_id]
        return pygame.Rect(press.pos[0] - press.grab[0], press.pos[1] - press.grab[1], item.rect.w, item.rect.h)

    # -- input ----------------------------------------------------------------------
    def begin(self, item_id: Hashable, pos) -> None:
        """Pick `item_id` up as if dragged to `pos` (for demos and tests)."""
        item = self.items[item_id]
        self.press = _Press(item_id, item.rect.center, (item.rect.w // 2, item.rect.h // 2))
        self._start_drag()
        self.press.pos = tuple(pos)

    def _start_drag(self) -> None:
        self.press.dragging = True
        self._sound(0.6)
        self.springs.pop(self.press.item_id, None)
        self.press.lit = {t for t in self.legal_targets(self.press.item_id) if t in self.targets}

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            item = self.item_at(event.pos)
            if item is None or not item.draggable:
                return False
            self.press = _Press(item.id, event.pos, (event.pos[0] - item.rect.x, event.pos[1] - item.rect.y),
                                pos=event.pos)
            return True
        if self.press is None:
            return False
        if event.type == pygame.MOUSEMOTION:
            self.press.pos = event.pos
            if not self.press.dragging and math.dist(event.pos, self.press.start) >= DRAG_THRESHOLD:
                self._start_drag()
            return True
        if event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            self.press.pos = event.pos
            self._release()
            return True
        if event.type == pygame.KEYDOWN and event.key == pygame.K_ESCAPE and self.dragging is not None:
            self._spring_back(self.press.item_id, self.held_rect())
            self.press = None
            return True
        return False

    def _release(self) -> None:
        press, self.press = self.press, None
        if not press.dragging:
            if self.on_click:
                self.on_click(press.item_id)
            return
        held = self._held(press)
        target = self.target_at(press.pos, held)
        if target is None:
            self._spring_back(press.item_id, held)
            return
        reason = self.try_drop(press.item_id, target.id)
        if reason is None:
            item = self.items.get(press.item_id)  # try_drop may have removed it
            if item is not None:
                item.rect = item.rect.copy()
                if self.snap:
                    item.rect.center = target.rect.center
                else:
                    item.rect.topleft = held.topleft
            self.last_refusal = None
            return
        self.last_refusal = reason
        self._spring_back(press.item_id, held)
        self.app.toasts.show(f"{reason[:1].upper()}{reason[1:]}", "error", at=press.pos)  # by the pointer

    def _spring_back(self, item_id: Hashable, held: pygame.Rect | None) -> None:
        item = self.items.get(item_id)
        if item is None or held is None:
            return
        self.springs[item_id] = _Spring(item_id, held.topleft, item.rect.topleft)
        self._sound(0.4)

    def _sound(self, volume: float) -> None:
        audio = getattr(self.app, "audio", None)
        if audio is not None and self.SLIDE:
            audio.play(self.SLIDE, volume)

    # -- frame ----------------------------------------------------------------------
    def update(self, dt: float) -> None:
        self.clock += dt
        for spring in list(self.springs.values()):
            spring.age += dt
            if spring.age >= SPRING_SECONDS:
                del self.springs[spring.item_id]

    def shown_rect(self, item_id: Hashable) -> pygame.Rect:
        """Where the item is drawn now (held, springing home, or at home)."""
        item = self.items[item_id]
        if self.dragging == item_id:
            return self.held_rect()
        spring = self.springs.get(item_id)
        if spring is None:
            return item.rect
        t = _ease_out(min(1.0, spring.age / SPRING_SECONDS))
        x = spring.start[0] + (spring.end[0] - spring.start[0]) * t
        y = spring.start[1] + (spring.end[1] - spring.start[1]) * t
        return pygame.Rect(round(x), round(y), item.rect.w, item.rect.h)

    def draw_targets(self, surface: pygame.Surface) -> None:
        if self.dragging is None:
            return
        level = round((math.sin(self.clock * 5) + 1) / 2 * (PULSE_LEVELS - 1))
        held = self.held_rect()
        over = self.target_at(self.press.pos, held)
        for target in self.targets.values():
            if target.id in self.press.lit:
                lvl = PULSE_LEVELS + 2 if over is target else level
                surface.blit(_glow(target.rect.size, theme.LEGAL, lvl), target.rect)
                if target.label:
                    label = render(target.label, 20, theme.TEXT, "bold")
                    surface.blit(label, label.get_rect(midbottom=(target.rect.centerx, target.rect.top - 4)))
            elif over is target:
                pygame.draw.rect(surface, theme.DANGER, target.rect, 3, border_radius=12)

    def draw_items(self, surface: pygame.Surface) -> None:
        held_id = self.dragging
        for item in self.items.values():
            if item.id != held_id:
                surface.blit(item.surface, self.shown_rect(item.id))
        if held_id is not None:
            rect = self.held_rect()
            surface.blit(soft_shadow(rect.size, 10, 12, 120), (rect.x - 4, rect.y + 6))
            surface.blit(self.items[held_id].surface, rect.move(0, -6))

    def draw(self, surface: pygame.Surface) -> None:
        self.draw_targets(surface)
        self.draw_items(surface)
