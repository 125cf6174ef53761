"""The end of a game of Dungeon Draft: each seat's final XP counted up in the open (XP on its
cards and played quests, its XP tokens, its end-of-game quests), then the winner's name with the
tie-break in the engine's words, and the ways on. The numbers are the engine's (the view's
"final")."""
from __future__ import annotations

import pygame

from game.core.words import tidy
from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.text import fit
from scenes.kit.tokens import token_surface
from scenes.table.finale import CountedFinale

W, H = theme.CANVAS_W, theme.CANVAS_H
COUNT_SECONDS = 2.4  # the parts count up one after another over this long
PANEL = pygame.Rect(120, 260, W - 240, 680)
PARTS = (("card_xp", "Cards and quests"), ("tokens", "XP tokens"), ("end_of_game", "End-of-game quests"))


class DraftFinale(CountedFinale):
    """The final tally; Esc (or Back to the table) returns to the table."""

    name = "draft_winner"
    count_seconds = COUNT_SECONDS

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.final = self.end.get("final") or {}
        self.winners = list(self.final.get("winners") or [])
        self.rows = {r["seat"]: r for r in self.final.get("tally") or ()}

    def shown(self, seat: int, part: str) -> int:
        """A part of a seat's tally as far as the count has come (parts count one after another)."""
        value = int((self.rows.get(seat) or {}).get(part, 0))
        if self.counted:
            return value
        keys = [k for k, _ in PARTS]
        slot = self.count_seconds / len(keys)
        t = (self.clock - keys.index(part) * slot) / slot
        return int(value * max(0.0, min(1.0, t)))

    def running_total(self, seat: int) -> int:
        if self.counted:
            return int((self.rows.get(seat) or {}).get("total", 0))
        return sum(self.shown(seat, k) for k, _ in PARTS)

    def headline(self) -> str:
        if not self.counted or not self.winners:
            return "The XP is counted"
        return " and ".join(self.names[s] for s in self.winners) + (" win!" if len(self.winners) > 1 else " wins!")

    def draw_content(self, surface: pygame.Surface) -> None:
        key = (self.counted, tuple(self.shown(s, k) for s in range(len(self.names)) for k, _ in PARTS))
        self.draw_counted(surface, key, self.headline(), tidy(self.final.get("reason") or ""), self._table)

    def _table(self, surface: pygame.Surface) -> None:
        n = max(1, len(self.names))
        Panel(PANEL, style="dark", shadow=False).draw(surface)
        head_y = PANEL.y + 20
        columns = [PANEL.x + 520, PANEL.x + 820, PANEL.x + 1120, PANEL.right - 60]
        for x, label in zip(columns, [p[1] for p in PARTS] + ["Total XP"]):
            said = render(label, 22, theme.GOLD, "bold")
            surface.blit(said, said.get_rect(midtop=(x - 60, head_y)) if x != columns[-1] else
                         said.get_rect(topright=(x, head_y)))
        row_h = min(110, (PANEL.h - 80) // n)
        for i in range(n):
            y = PANEL.y + 70 + i * row_h
            rgb, symbol = self.looks[i]
            token = token_surface(rgb, symbol, 18)
            surface.blit(token, token.get_rect(center=(PANEL.x + 40, y + row_h // 2)))
            surface.blit(render(fit(self.names[i], 330, 30, "bold"), 30, theme.PARCHMENT, "bold"),
                         (PANEL.x + 70, y + row_h // 2 - 26))
            cards = (self.rows.get(i) or {}).get("cards_in_front", 0)
            surface.blit(render(f"{cards} cards in front", 20, theme.TEXT_DIM), (PANEL.x + 70, y + row_h // 2 + 8))
            if i in self.winners and self.counted:
                surface.blit(render("WINNER", 24, theme.GOLD, "bold"), (PANEL.x + 300, y + row_h // 2 + 4))
            for x, (part, _label) in zip(columns, PARTS):
                said = render(str(self.shown(i, part)), 34, theme.PARCHMENT, "bold")
                surface.blit(said, said.get_rect(center=(x - 60, y + row_h // 2)))
            total = render(str(self.running_total(i)), 48, theme.HILITE if i in self.winners and self.counted
                           else theme.PARCHMENT, "title")
            surface.blit(total, total.get_rect(midright=(columns[-1], y + row_h // 2)))
