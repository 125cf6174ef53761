"""Reading a page taller than its view: the wheel and the keys scroll it, Tab and Shift+Tab turn
to the next or previous page. Mixed into a MenuScene that has `scroll`, `view`, `current`,
`max_scroll` and `show(index)` (the rules pages and the About pages)."""
from __future__ import annotations

import pygame


class PagedScroll:
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
