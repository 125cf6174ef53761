"""Choosing how many Fighters, Rogues and Wizards: for a Hire (with the cost shown), for a
Move after a drop, or for entering a Dungeon. Only counts: the engine judges the result, and
a Hire's price is the engine's too (read from the seat's view, the Zhentarim's gold off taken)."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.fonts import render
from scenes.kit.panels import panel_surface
from scenes.kit.widget import WidgetGroup
from scenes.vault import art
from scenes.vault.words import CLASS_NAMES, force_text

KLASSES = ("fighter", "rogue", "wizard")


def hire_offer(player: dict) -> dict:
    """The prices a seat's own view carries, as the picker reads them: {"each": the printed price
    per class, "costs": {(fighters, rogues, wizards): gold now}, "discount": gold off}."""
    return {"each": tuple(player.get("hire_prices", ())), "discount": player.get("hire_discount", 0),
            "costs": {(f, r, w): gold for f, r, w, gold in player.get("hire_costs", ())}}


class ForcePicker:
    """+/- per class between 0 and `limit`; Confirm hands the counts to `on_confirm`."""

    def __init__(self, rect, title: str, limit: tuple[int, int, int], start: tuple[int, int, int], style, *,
                 on_confirm: Callable[[tuple[int, int, int]], None], on_cancel: Callable[[], None],
                 hire: dict | None = None, confirm_label: str = "Confirm", note: str = "") -> None:
        self.rect = pygame.Rect(rect)
        self.title = title
        self.limit = tuple(limit)
        self.force = [min(a, b) for a, b in zip(start, limit)]
        self.style = style
        self.hire = hire
        self.note = note
        self.on_confirm = on_confirm
        self.on_cancel = on_cancel
        self.ui = WidgetGroup()
        self._frame = panel_surface(self.rect.size, "dark", title)
        row_y = self.rect.y + 62
        for i in range(3):
            y = row_y + i * 58
            self.ui.add(Button((self.rect.right - 200, y, 52, 48), "-", lambda k=i: self.bump(k, -1),
                               text_size=28, show_shortcut=False, tooltip=f"One {CLASS_NAMES[i]} fewer"))
            self.ui.add(Button((self.rect.right - 74, y, 52, 48), "+", lambda k=i: self.bump(k, 1),
                               text_size=28, show_shortcut=False, tooltip=f"One {CLASS_NAMES[i]} more"))
        bottom = self.rect.bottom - 60
        self.confirm_button = self.ui.add(Button((self.rect.x + 16, bottom, self.rect.w // 2 - 24, 48), confirm_label,
                                                 self.confirm, style="primary", text_size=22,
                                                 shortcut=pygame.K_RETURN))
        self.ui.add(Button((self.rect.centerx + 8, bottom, self.rect.w // 2 - 24, 48), "Cancel", self.on_cancel,
                           text_size=22, shortcut=pygame.K_ESCAPE))
        self._refresh()

    @property
    def counts(self) -> tuple[int, int, int]:
        return tuple(self.force)

    @property
    def cost(self) -> int | None:
        """What hiring these counts costs now (None: not a hire, or no price for them)."""
        return None if not self.hire else self.hire["costs"].get(self.counts)

    @property
    def summary(self) -> str:
        """The line under the rows: the counts, and for a hire their price."""
        text = force_text(*self.force)
        if self.hire and any(self.force) and self.cost is not None:
            text += f" for {self.cost} gold"
            if self.hire.get("discount"):
                text += f" ({self.hire['discount']} gold off)"
        return text

    def bump(self, klass: int, step: int) -> None:
        self.force[klass] = max(0, min(self.limit[klass], self.force[klass] + step))
        self._refresh()

    def _refresh(self) -> None:
        self.confirm_button.enabled = any(self.force)
        self.confirm_button.tooltip = "" if any(self.force) else "Choose at least one Follower"

    def confirm(self) -> None:
        if any(self.force):
            self.on_confirm(self.counts)

    def handle(self, event: pygame.event.Event) -> bool:
        if self.ui.handle(event):
            return True
        pos = getattr(event, "pos", None)
        return pos is not None and event.type != pygame.MOUSEMOTION and self.rect.collidepoint(pos)

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def draw(self, surface: pygame.Surface) -> None:
        surface.blit(self._frame, self.rect)
        row_y = self.rect.y + 62
        for i, klass in enumerate(KLASSES):
            y = row_y + i * 58
            token = art.follower_token(klass, self.style.colour, self.style.symbol, 40)
            surface.blit(token, token.get_rect(center=(self.rect.x + 40, y + 24)))
            each = self.hire["each"] if self.hire else ()
            label = CLASS_NAMES[i] + (f"  ({each[i]} gold)" if i < len(each) else "")
            surface.blit(render(label, 22, theme.TEXT), (self.rect.x + 72, y + 4))
            surface.blit(render(f"of {self.limit[i]}", 20, theme.TEXT_DIM), (self.rect.x + 72, y + 28))
            count = render(str(self.force[i]), 30, theme.HILITE if self.force[i] else theme.TEXT_DIM, "bold")
            surface.blit(count, count.get_rect(center=(self.rect.right - 111, y + 24)))
        surface.blit(render(self.summary, 20, theme.GOLD), (self.rect.x + 18, self.rect.bottom - 96))
        if self.note:
            surface.blit(render(self.note, 20, theme.TEXT_DIM), (self.rect.x + 18, self.rect.bottom - 124))
        self.ui.draw(surface)
