"""The end of a game of Dragonvault: every hand turned face up, each seat's treasure counted up
(and the teams' totals in a team game), the Relic's tie-break told in the engine's words, then
the winner's name and the ways on (Play again, Back to the table, Title). The numbers are the
engine's (the view's "final")."""
from __future__ import annotations

import pygame

from game.core.words import tidy
from scenes.kit import theme
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.text import fit
from scenes.kit.tokens import token_surface
from scenes.table.finale import CountedFinale
from scenes.dragonvault import faces, plates, words

W, H = theme.CANVAS_W, theme.CANVAS_H
COUNT_SECONDS = 2.0  # the hands turn over, then the totals count up over this long
PANEL = pygame.Rect(80, 250, W - 160, 700)


class DragonvaultFinale(CountedFinale):
    """The final reveal and count; Esc (or Back to the table) returns to the table."""

    name = "dragonvault_winner"
    count_seconds = COUNT_SECONDS

    def __init__(self, app, match) -> None:
        super().__init__(app, match)  # the end's public view: every living hand is face up now
        self.final = self.end.get("final") or {}
        self.winners = list(self.final.get("winners") or [])
        self.totals = list(self.final.get("totals") or [0] * len(self.names))

    def running_total(self, seat: int) -> int:
        """A seat's treasure so far in the count (the engine's total once counted)."""
        total = int(self.totals[seat]) if seat < len(self.totals) else 0
        if self.counted:
            return total
        return int(total * max(0.0, min(1.0, self.clock / COUNT_SECONDS)))

    def headline(self) -> str:
        if not self.counted or not self.winners:
            return "The treasure is counted"
        teams = self.end.get("teams")
        if teams and len(self.winners) > 1 and len({teams[s] for s in self.winners}) == 1:
            return f"Team {teams[self.winners[0]] + 1} wins: " + " and ".join(self.names[s] for s in self.winners)
        return " and ".join(self.names[s] for s in self.winners) + (" win!" if len(self.winners) > 1 else " wins!")

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_celebration(surface)
        key = (self.counted, tuple(self.running_total(s) for s in range(len(self.names))))
        self.draw_front(surface, key, self.headline(), tidy(self.final.get("reason") or ""), self._table)

    def _table(self, surface: pygame.Surface) -> None:
        n = max(1, len(self.names))
        Panel(PANEL, style="dark", shadow=False).draw(surface)
        row_h = (PANEL.h - 40) // n
        hands = self.final.get("hands") or [[] for _ in range(n)]
        relics = self.final.get("relics") or [0] * n
        team_totals = self.final.get("team_totals")
        teams = self.end.get("teams")
        for i in range(n):
            y = PANEL.y + 20 + i * row_h
            rgb, symbol = self.looks[i]
            token = token_surface(rgb, symbol, 18)
            surface.blit(token, token.get_rect(center=(PANEL.x + 40, y + row_h // 2)))
            seat = self.end["seats"][i]
            label = self.names[i] + ("" if seat.get("alive", True) else " (out)")
            surface.blit(render(fit(label, 300, 28, "bold"), 28, theme.PARCHMENT, "bold"), (PANEL.x + 70, y + 8))
            if teams:
                surface.blit(render(plates.team_name(teams[i]), 20, theme.TEXT_DIM), (PANEL.x + 70, y + 44))
            if i in self.winners and self.counted:
                surface.blit(render("WINNER", 22, theme.GOLD, "bold"), (PANEL.x + 220, y + 44))
            hand = list(hands[i]) if i < len(hands) else []
            self._treasure_row(surface, hand, (PANEL.x + 400, y + row_h // 2))
            total = render(str(self.running_total(i)), 44, theme.HILITE if i in self.winners and self.counted
                           else theme.PARCHMENT, "title")
            surface.blit(total, total.get_rect(midright=(PANEL.right - 40, y + row_h // 2 - 8)))
            extra = "treasure" + (f", {words.plural(relics[i], 'Relic')}" if i < len(relics) and relics[i] else "")
            if team_totals and teams:
                extra += f"; team {team_totals[teams[i]]}" if teams[i] < len(team_totals) else ""
            note = render(extra, 20, theme.TEXT_DIM)
            surface.blit(note, note.get_rect(topright=(PANEL.right - 40, y + row_h // 2 + 18)))

    @staticmethod
    def _treasure_row(surface: pygame.Surface, hand: list[str], midleft) -> None:
        """A hand turned over: each kind of treasure with its worth and how many (what counts), then
        how many other cards there were."""
        x, cy = midleft
        kinds = sorted({c for c in hand if words.value(c)}, key=lambda c: (-words.value(c), words.name(c)))
        for card in kinds:
            n = hand.count(card)
            coin = faces.coin(words.value(card), 40)
            surface.blit(coin, coin.get_rect(midleft=(x, cy)))
            label = render(words.name(card) + (f" \u00d7{n}" if n > 1 else ""), 24, theme.PARCHMENT, "bold")
            surface.blit(label, label.get_rect(midleft=(x + 48, cy)))
            x += 48 + label.get_width() + 30
        others = len(hand) - sum(hand.count(c) for c in kinds)
        if others or not kinds:
            said = (f"and {words.plural(others, 'other card')}" if kinds else
                    (f"no treasure ({words.plural(others, 'card')})" if others else "no cards"))
            note = render(said, 22, theme.TEXT_DIM)
            surface.blit(note, note.get_rect(midleft=(x, cy)))
