"""Modal dialogs: an overlay scene with a title, a message and buttons that return a value."""
from __future__ import annotations

from typing import Any, Callable, Sequence

import pygame

from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.fonts import font, render
from scenes.kit.panels import Panel
from scenes.kit.text import wrap_surface
from scenes.kit.overlay import Overlay
from scenes.kit.widget import WidgetGroup

_LAST = object()
WIDTH = 820
BUTTON_H = 64


class Dialog(Overlay):
    """Ask a question; on_result(value) runs with the chosen button's value after the dialog pops.

    Enter picks `buttons[default]`; Esc picks the cancel value, which is the last button's
    value unless `cancel` is given. The dialog takes all input while it is up.
    """

    name = "dialog"
    shade_alpha = 160

    def __init__(self, app, title: str, message: str = "",
                 buttons: Sequence[tuple[str, Any]] = (("OK", True),),
                 on_result: Callable[[Any], None] | None = None, *, default: int = 0,
                 cancel: Any = _LAST, danger: int | None = None) -> None:
        super().__init__(app)
        self.title = title
        self.message = message
        self.choices = list(buttons) or [("OK", True)]
        self.on_result = on_result
        self.default = default % len(self.choices)
        self.cancel_value = self.choices[-1][1] if cancel is _LAST else cancel
        self.result: Any = None
        self.done = False
        self._layout(danger)

    def _layout(self, danger: int | None) -> None:
        text = wrap_surface(self.message, WIDTH - 96, 26, theme.TEXT, "sans", "center") if self.message else None
        title_h = render(self.title, 30, theme.GOLD, "title").get_height() + 50
        body_h = (text.get_height() + 30) if text else 0
        height = title_h + body_h + BUTTON_H + 56
        self.panel = Panel(pygame.Rect(0, 0, WIDTH, height), style="dark", title=self.title)
        self.panel.rect.center = (theme.CANVAS_W // 2, theme.CANVAS_H // 2)
        self.text = text
        self.text_pos = (self.panel.rect.x + 48, self.panel.rect.y + title_h)
        self.ui = WidgetGroup()
        n = len(self.choices)
        room = (WIDTH - 80 - (n - 1) * 20) // n
        widest = max(font(26, "bold").size(label)[0] for label, _ in self.choices)
        width = min(room, max(200, widest + 120))  # room for the label and its key hint
        total = n * width + (n - 1) * 20
        x = self.panel.rect.centerx - total // 2
        y = self.panel.rect.bottom - BUTTON_H - 32
        for i, (label, value) in enumerate(self.choices):
            style = "danger" if i == danger else ("primary" if i == self.default else "normal")
            shortcut = pygame.K_RETURN if i == self.default else None
            if shortcut is None and n > 1 and i == n - 1 and value == self.cancel_value:
                shortcut = pygame.K_ESCAPE
            self.ui.add(Button((x, y, width, BUTTON_H), label, lambda v=value: self.finish(v),
                               shortcut=shortcut, style=style, text_size=26))
            x += width + 20

    @property
    def buttons(self) -> list[Button]:
        return list(self.ui.widgets)

    def finish(self, value: Any) -> None:
        """Close the dialog with `value` and report it."""
        if self.done:
            return
        self.done = True
        self.result = value
        if self in self.app.stack and self.app.stack.top is self:
            self.app.stack.pop()
        if self.on_result is not None:
            self.on_result(value)

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN:
            if event.key in (pygame.K_RETURN, pygame.K_KP_ENTER):
                self.finish(self.choices[self.default][1])
                return True
            if event.key == pygame.K_ESCAPE:
                self.finish(self.cancel_value)
                return True
        self.ui.handle(event)
        return True  # modal: nothing below hears anything

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def moving(self) -> bool:
        return self.ui.moving()

    def draw_static(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface)
        if self.text is not None:
            surface.blit(self.text, self.text_pos)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.ui.draw(surface)


def confirm(app, title: str, message: str, on_yes: Callable[[], None], *, yes: str = "Yes",
            no: str = "Cancel", danger: bool = False) -> Dialog:
    """Push a yes/cancel dialog that calls on_yes() only when confirmed."""
    dialog = Dialog(app, title, message, [(yes, True), (no, False)],
                    lambda ok: on_yes() if ok else None, default=0, cancel=False,
                    danger=0 if danger else None)
    app.stack.push(dialog)
    return dialog


def inform(app, title: str, message: str, on_close: Callable[[], None] | None = None) -> Dialog:
    """Push a dialog with one OK button."""
    dialog = Dialog(app, title, message, [("OK", True)], (lambda _v: on_close()) if on_close else None)
    app.stack.push(dialog)
    return dialog
