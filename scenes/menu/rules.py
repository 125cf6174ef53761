"""The rules reference: pages listed on the left, the chosen page on the right, scrollable."""
from __future__ import annotations

from functools import lru_cache

import pygame

from scenes.kit import theme
from scenes.kit.draw import prepare
from scenes.kit.text import document_surface
from scenes.menu.base import MenuScene
from scenes.menu.paged import PagedScroll

BASICS_TITLE = "Tavern Table basics"
BASICS = """
# Playing at one table
Tavern Table is one screen shared by everybody on the couch. The app knows every rule: it only offers moves that are legal, and it explains why when you try one that is not.

# Mouse
- Click a button, a card or a space to choose it.
- Drag a piece or a card onto the table. While you hold it, every place it may legally go lights up green. Drop it somewhere else and it springs back, with the reason shown at the top of the screen.
- Right-click any face-up card to see it large. Click or press a key to put it back.
- Rest the mouse on something to see a tip about it.
- Scroll the mouse wheel over the game log to read what happened earlier.

# Keys
- Esc opens the pause menu: resume, save, load, settings, these rules, or quit to the title.
- F11 switches between a window and full screen.
- Letters shown on buttons are their shortcuts. Enter answers a question with its highlighted choice; Esc backs out.
- Undo takes back your last choice while nothing hidden has been revealed since (no die thrown, no card drawn). Once chance has spoken, the move stands.

# Dice
Dice are thrown in a tray on screen. The app decides each result fairly the moment you throw, then lets the dice tumble to show it; what the dice show is the result. Settings change how long they tumble, down to instant.

# Hidden cards and the hand-off curtain
When a game has secrets (a hand of cards, a hidden goal), other players' secrets are always drawn face down. Before a player's own secrets appear, a curtain covers the whole table and says whose turn it is: "Pass to Ana". Hand the mouse over and click only when nobody else is looking.

# Seats
Each seat has a colour and a matching symbol (sun, moon, leaf, star, drop, flame, crown), so you can tell seats apart without relying on colour. A seat can be a person or, where a game offers one, a bot.

# Saving
Save from the pause menu into one of eight slots. Games also keep an autosave as you play. Continue on the title screen picks up the most recent save.
"""


PAGE_BG = (244, 234, 210)


@lru_cache(maxsize=16)
def _opaque_page(text: str, width: int) -> pygame.Surface:
    """The page on a flat parchment ground: scrolling it is one opaque blit."""
    doc = document_surface(text, width, 25, theme.INK)
    surf = pygame.Surface(doc.get_size())
    surf.fill(PAGE_BG)
    surf.blit(doc, (0, 0))
    return prepare(surf)


class RulesScene(PagedScroll, MenuScene):
    name = "rules"
    title = "Rules reference"

    def __init__(self, app, games=None, start: str = "") -> None:
        super().__init__(app)
        if games is None:
            from game import registry

            games = registry.games()
        self.pages: list[tuple[str, str]] = [(BASICS_TITLE, BASICS)]
        for info in games:
            summary = getattr(info, "rules_summary", "") or ""
            if summary.strip():
                self.pages.append((info.title, summary))
        self.lay_out_pages([title for title, _text in self.pages])
        self.add_back_button()
        self.current = 0
        self.scroll = 0
        titles = [title for title, _text in self.pages]
        self.show(titles.index(start) if start in titles else 0)

    @property
    def page(self) -> pygame.Surface:
        return _opaque_page(self.pages[self.current][1], self.view.w)

    @property
    def max_scroll(self) -> int:
        return max(0, self.page.get_height() - self.view.h)

    def show(self, index: int) -> None:
        self.current = index % len(self.pages)
        self.scroll = 0
        self.mark_current()

    def draw_static(self, surface: pygame.Surface) -> None:
        self.list_panel.draw(surface)
        self.page_panel.draw(surface)
        pygame.draw.rect(surface, PAGE_BG, self.view.inflate(40, 30), border_radius=10)

    def draw_content(self, surface: pygame.Surface) -> None:
        surface.blit(self.page, self.view.topleft, area=pygame.Rect(0, self.scroll, self.view.w, self.view.h))
        if self.max_scroll:
            track = pygame.Rect(self.page_panel.rect.right - 26, self.view.y, 8, self.view.h)
            pygame.draw.rect(surface, theme.PARCHMENT_DARK, track, border_radius=4)
            h = max(40, track.h * self.view.h // self.page.get_height())
            y = track.y + (track.h - h) * self.scroll // self.max_scroll
            pygame.draw.rect(surface, theme.WOOD, (track.x, y, track.w, h), border_radius=4)
