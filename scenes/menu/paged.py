"""Reading a page taller than its view: the wheel and the keys scroll it, Tab and Shift+Tab turn
to the next or previous page. Mixed into a MenuScene that has `scroll`, `view`, `current`,
`max_scroll` and `show(index)` (the rules pages and the About pages)."""
from __future__ import annotations

import pygame

from scenes.kit.buttons import Button
from scenes.kit.panels import Panel


class PagedScroll:
    def lay_out_pages(self, labels: list[str], tips: list[str] | None = None) -> None:
        """The list of pages at the left, a button each, and the parchment page at the right."""
        self.list_panel = Panel((60, 160, 420, 780), style="dark", title="Pages")
        self.page_panel = Panel((510, 160, 1350, 780), style="parchment")
        self.view = self.page_panel.rect.inflate(-100, -70)
        self.page_buttons: list[Button] = []
        y = self.list_panel.content.y + 6
        for i, label in enumerate(labels):
            rect = pygame.Rect(self.list_panel.rect.x + 24, y, self.list_panel.rect.w - 48, 58)
            self.page_buttons.append(self.ui.add(Button(rect, label, lambda i=i: self.show(i), text_size=22,
                                                        show_shortcut=False, tooltip=tips[i] if tips else "")))
            y += 68

    def mark_current(self) -> None:
        """The current page's button lit."""
        for i, button in enumerate(self.page_buttons):
            button.style = "primary" if i == self.current else "normal"

    def scroll_by(self, pixels: int) -> None:
        self.scroll = max(0, min(self.max_scroll, self.scroll + pixels))

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.MOUSEWHEEL:
            self.scroll_by(-event.y * 70)
            return True
        if event.type == pygame.KEYDOWN:
            page = self.view.h - 80
            steps = {pygame.K_DOWN: 60, pygame.K_UP: -60, pygame.K_PAGEDOWN: page, pygame.K_PAGEUP: -page,
                     pygame.K_SPACE: page, pygame.K_HOME: -self.max_scroll, pygame.K_END: self.max_scroll}
            if event.key in steps:
                self.scroll_by(steps[event.key])
                return True
            if event.key == pygame.K_TAB:
                self.show(self.current + (-1 if event.mod & pygame.KMOD_SHIFT else 1))
                return True
        return super().handle(event)
