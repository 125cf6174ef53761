"""The widget base class and a group that routes input, keyboard focus and tooltips."""
from __future__ import annotations

import pygame

from scenes.kit.tooltip import TooltipLayer

KEY_EVENTS = (pygame.KEYDOWN, pygame.KEYUP, pygame.TEXTINPUT, pygame.TEXTEDITING)


class Widget:
    """Something with a rect that may take input and draws itself.

    Subclasses override handle/update/draw. `tooltip` is shown by the group after a
    short hover, also when the widget is disabled (to say why).
    """

    focusable = False

    def __init__(self, rect, *, tooltip: str = "", enabled: bool = True, visible: bool = True) -> None:
        self.rect = pygame.Rect(rect)
        self.tooltip = tooltip
        self.enabled = enabled
        self.visible = visible
        self.focused = False

    def contains(self, pos) -> bool:
        return self.visible and self.rect.collidepoint(pos)

    def handle(self, event: pygame.event.Event) -> bool:
        """Handle one event; True when consumed."""
        return False

    def update(self, dt: float) -> None:
        """Advance animations by dt seconds."""

    def draw(self, surface: pygame.Surface) -> None:
        """Draw onto the canvas."""


class WidgetGroup:
    """Widgets of one scene: input goes top-most first, the focused widget gets keys first."""

    def __init__(self, widgets=(), *, tooltip_delay: float = 0.45) -> None:
        self.widgets: list[Widget] = list(widgets)
        self.tooltips = TooltipLayer(delay=tooltip_delay)
        self.mouse = (-1, -1)
        self.watched: list = []  # non-widgets (cards, tokens) whose tooltips this group shows

    def add(self, widget: Widget) -> Widget:
        self.widgets.append(widget)
        return widget

    def extend(self, widgets) -> None:
        self.widgets.extend(widgets)

    def watch(self, *things) -> None:
        """Show tooltips for things that are not widgets: anything with contains(pos) and tooltip."""
        self.watched.extend(things)

    def unwatch(self, *things) -> None:
        self.watched = [t for t in self.watched if t not in things]

    def remove(self, widget: Widget) -> None:
        if widget in self.widgets:
            self.widgets.remove(widget)

    def clear(self) -> None:
        self.widgets.clear()
        self.watched.clear()
        self.tooltips.hide()

    def reset_pointer(self) -> None:
        """Forget hover and press states (call when another scene covers this one)."""
        for widget in self.widgets:
            for attr in ("hovered", "pressed", "dragging"):
                if getattr(widget, attr, False) is True:
                    setattr(widget, attr, False)
        self.mouse = (-1, -1)
        self.tooltips.hide()

    @property
    def focused(self) -> Widget | None:
        return next((w for w in self.widgets if w.focused and w.visible), None)

    def focus(self, widget: Widget | None) -> None:
        for w in self.widgets:
            w.focused = w is widget

    def focus_next(self, step: int = 1) -> None:
        """Move keyboard focus to the next focusable widget (Tab)."""
        order = [w for w in self.widgets if w.focusable and w.visible and w.enabled]
        if not order:
            return
        current = self.focused
        index = order.index(current) + step if current in order else 0
        self.focus(order[index % len(order)])

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEMOTION:
            self.mouse = event.pos
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            # A click anywhere moves focus: onto the focusable widget under it, or away.
            self.focus(next((w for w in reversed(self.widgets)
                             if w.focusable and w.enabled and w.contains(event.pos)), None))
        self.tooltips.notice(event)  # a press takes the tooltip away until the pointer moves on
        if event.type in KEY_EVENTS:
            target = self.focused
            if target is not None:
                if event.type == pygame.KEYDOWN and event.key == pygame.K_TAB:
                    self.focus_next(-1 if event.mod & pygame.KMOD_SHIFT else 1)
                    return True
                if target.handle(event):
                    return True
        for widget in reversed(self.widgets):
            if widget.visible and widget.handle(event):
                return True
        return False

    def hovered(self):
        """The top-most visible widget (or watched thing) under the mouse."""
        widget = next((w for w in reversed(self.widgets) if w.contains(self.mouse)), None)
        if widget is not None:
            return widget
        return next((t for t in reversed(self.watched) if t.contains(self.mouse)), None)

    def update(self, dt: float) -> None:
        for widget in self.widgets:
            widget.update(dt)
        under = self.hovered()
        self.tooltips.update(dt, under, self.mouse)

    def draw(self, surface: pygame.Surface) -> None:
        for widget in self.widgets:
            if widget.visible:
                widget.draw(surface)
        self.tooltips.draw(surface)

    def moving(self) -> bool:
        """True while the group changes by itself: a tooltip waiting for its moment, or a visible
        widget whose `moving` attribute says so (see Scene.moving)."""
        tips = self.tooltips
        shown = tips.showing
        appeared, self._tip_seen = shown != getattr(self, "_tip_seen", False), shown  # drawn once as it comes
        if appeared or (tips.subject is not None and not shown):
            return True
        return any(w.visible and getattr(w, "moving", False) for w in self.widgets)
