"""What every game table does alike under the pointer: a refusal said by the pointer in the
person's own words (scenes.kit.toast, `at` the pointer), and one tooltip at a time that shows
after the pointer rests, goes on a click, a drag, the dice or a new question, and is placed
clear of the buttons, the question panel and the thing it explains. TableScene mixes this in;
a table names its tooltip layers and what must stay clear, and calls `pointer_event` first
thing in its `handle` and `draw_tips` last thing in its `draw`."""
from __future__ import annotations

import pygame

from scenes.kit.tooltip import TooltipLayer

POINTER_EVENTS = (pygame.MOUSEMOTION, pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP)


class PointerCare:
    pointer: tuple[int, int] = (0, 0)  # where the pointer was last seen on the table
    _asker = None  # (who acts, who holds the screen) when the last events came
    _pressed_on = None  # the widget the left button went down on

    # -- input ---------------------------------------------------------------------------------
    def pointer_event(self, event: pygame.event.Event) -> None:
        """Note where the pointer is; a press (mouse, wheel or key) takes every tooltip away."""
        if event.type in POINTER_EVENTS:
            self.pointer = (int(event.pos[0]), int(event.pos[1]))
        for layer in self.tip_layers():
            layer.notice(event)  # a press takes tips away; none while a button is held (a drag)
        if event.type == pygame.MOUSEBUTTONDOWN and event.button == 1:
            self._pressed_on = self.button_at(self.pointer)
        elif event.type == pygame.MOUSEBUTTONUP and event.button == 1:
            dead, self._pressed_on = self._pressed_on, None
            if dead is not None and not dead.enabled and dead is self.button_at(self.pointer):
                self.refuse(self.unavailable(dead))  # a greyed button pressed and let go: say why

    def button_at(self, pos):
        """The top-most visible widget under `pos` (buttons first, the board's tips after)."""
        for group in self.widget_groups():
            widget = next((w for w in reversed(group.widgets) if w.visible and w.contains(pos)), None)
            if widget is not None:
                return widget
        return None

    def unavailable(self, widget) -> str:
        """Why a greyed button does nothing: what its tip says (Undo: the driver's reason)."""
        if widget is getattr(self, "undo_button", None):
            return self.driver.undo() if not self.driver.can_undo() else ""
        tip = getattr(widget, "tooltip", "")
        return f"Not available now: {tip[:1].lower()}{tip[1:]}" if tip else "Not available now"

    def refuse(self, reason: str | None, at=None) -> None:
        """Say why a click or a drop did nothing, by the pointer (or at `at`)."""
        if reason:
            reason = f"{reason[:1].upper()}{reason[1:]}"
            self.app.toasts.show(reason, "error", at=at if at is not None else self.pointer)

    # -- the match moved on --------------------------------------------------------------------
    def heard(self, seat, action, events) -> None:
        """The driver's on_events, first: a person's choice, the dice or a new asker take the
        tooltips away (a bot's moves in a row leave them be), then the table's on_events."""
        asker = (self.driver.to_act, self.driver.viewer)
        if not self.driver.is_bot(seat) or asker != self._asker:
            self.calm_tips()
        self._asker = asker
        self.on_events(seat, action, events)

    # -- tooltips ------------------------------------------------------------------------------
    def widget_groups(self) -> list:
        """The table's groups of buttons, the top-most first (a table adds its panels')."""
        return [self.ui]

    def tip_layers(self) -> list[TooltipLayer]:
        """Every tooltip layer of the table, the first showing one drawn (buttons before the board)."""
        return [group.tooltips for group in self.widget_groups()]

    def keep_clear(self) -> list[pygame.Rect]:
        """What a tooltip must not cover: the table's visible buttons (a table adds its panels)."""
        return [w.rect for w in self.ui.widgets if w.visible]

    def calm_tips(self) -> None:
        """Take every tooltip away until the pointer moves on (and forget a press: the table may
        be covered before the button comes up)."""
        for layer in self.tip_layers():
            layer.hide()
            layer.dismiss()

    def showing_tip(self) -> TooltipLayer | None:
        return next((layer for layer in self.tip_layers() if layer.showing), None)

    def tip_rect(self, area: pygame.Rect) -> pygame.Rect | None:
        """Where the one tooltip shows now (None: none)."""
        layer = self.showing_tip()
        return layer.rect(area, self.keep_clear()) if layer is not None else None

    def draw_tips(self, surface: pygame.Surface) -> None:
        """The one tooltip showing (the first layer's), in free space."""
        layers = self.tip_layers()
        for layer in layers:
            layer.managed = True  # drawn here only, once
        layer = next((layer for layer in layers if layer.showing), None)
        if layer is not None:
            layer.draw_placed(surface, self.keep_clear())
