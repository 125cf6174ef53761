"""The Vault of Dragons winner's screen: the winner in large type with their token and Faction,
why they won, a table of what every seat did (game.vault.stats), confetti, and the ways on:
Play again, Back to the table, Title."""
from __future__ import annotations

import pygame

from game.core.protocol import CHANCE
from game.vault import stats
from scenes.kit import theme
from scenes.kit.draw import outline_text, radial_glow
from scenes.table.finale import Confetti, FinaleScene, bunting, seat_look
from scenes.kit.text import fit
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.tokens import symbol_surface, token_surface

W, H = theme.CANVAS_W, theme.CANVAS_H
HEADLINE_Y = 178  # centre of the winner's name
PANEL_TOP = 304
LABEL_W, PAD, HEADER_H, ROW_H = 380, 30, 112, 34
LOWER_IS_BETTER = {"followers_lost", "brawls_lost"}  # never highlighted as a row's best


class VaultWinnerScene(FinaleScene):
    """Full screen, over the table it came from: Esc (or Back to the table) returns to it."""

    name = "vault_winner"
    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.end = match.view(-1)  # the public view of the ending, read once
        players = self.end["players"]
        setup_seats = match.setup.get("seats", [])
        self.looks = [seat_look(setup_seats[i] if i < len(setup_seats) else {}, i) for i in range(len(players))]
        self.names = [p["name"] for p in players]
        self.factions = [stats.faction_name(p["faction"]) for p in players]
        self.table = stats.tally_match(match)
        outcome = match.outcome()
        self.winners = list(outcome.winners) if outcome else []
        self.winner_seat = self.winners[0] if self.winners else None
        self.winner_name = " & ".join(self.names[s] for s in self.winners)
        self.faction_name = self.factions[self.winner_seat] if self.winners else ""
        self.reason = outcome.reason if outcome else ""
        self.headline = f"{self.winner_name} wins!" if self.winners else "No winner yet"
        self.confetti = Confetti([look[0] for look in self.looks] + [theme.GOLD], seed=match.seed)
        self._front: list[tuple[pygame.Surface, tuple[int, int]]] | None = None

    # -- buttons ----------------------------------------------------------------
    # -- frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        self.confetti.update(dt)

    def draw_static(self, surface: pygame.Surface) -> None:
        bunting(surface, [look[0] for look in self.looks])
        if self.winner_seat is not None:
            glow = radial_glow(260, theme.HILITE, 120)
            surface.blit(glow, glow.get_rect(center=(W // 2, HEADLINE_Y + 20)))

    def draw_content(self, surface: pygame.Surface) -> None:
        self.confetti.draw(surface)  # behind the words: festive, still readable
        if self._front is None:
            self._front = self._compose_front()
        surface.blits(self._front, doreturn=False)

    def _compose_front(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        out = self._headline_blits()
        panel = self._stats_panel()
        out.append((panel, ((W - panel.get_width()) // 2, PANEL_TOP)))
        return out

    # -- the winner -------------------------------------------------------------
    def _headline_blits(self) -> list[tuple[pygame.Surface, tuple[int, int]]]:
        size = 96
        while size > 48 and outline_text(self.headline, size, theme.GOLD, (40, 22, 10), "title", 4).get_width() > 1300:
            size -= 8
        title = outline_text(self.headline, size, theme.GOLD, (40, 22, 10), "title", 4)
        out = []
        if self.winner_seat is not None:
            rgb, symbol = self.looks[self.winner_seat]
            token = token_surface(rgb, symbol, 62, theme.GOLD)
            left = (W - token.get_width() - 30 - title.get_width()) // 2
            out.append((token, (left, HEADLINE_Y - token.get_height() // 2)))
            out.append((title, (left + token.get_width() + 30, HEADLINE_Y - title.get_height() // 2)))
        else:
            out.append((title, ((W - title.get_width()) // 2, HEADLINE_Y - title.get_height() // 2)))
        line = self._reason_line()
        if line:
            text = outline_text(fit(line, 1500, 36, "bold"), 36, theme.PARCHMENT, (30, 18, 10), "bold", 2)
            out.append((text, ((W - text.get_width()) // 2, HEADLINE_Y + 66)))
        return out

    def _reason_line(self) -> str:
        if self.winner_seat is None:
            return ""
        return f"{self.faction_name} {self.reason} in round {self.end['round']}."

    # -- the statistics ---------------------------------------------------------
    def _stats_panel(self) -> pygame.Surface:
        n = len(self.table)
        col = min(290, (1500 - LABEL_W) // n)
        size = (LABEL_W + n * col + 2 * PAD, HEADER_H + len(stats.ROWS) * ROW_H + 2 * PAD - 8)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        Panel((0, 0, *size), style="dark", shadow=False).draw(surf)
        x0, y0 = PAD + LABEL_W, PAD + HEADER_H
        tint = pygame.Surface(size, pygame.SRCALPHA)  # drawn apart, then blended onto the panel
        for r in range(0, len(stats.ROWS), 2):
            pygame.draw.rect(tint, (255, 255, 255, 16), (PAD - 8, y0 + r * ROW_H, size[0] - 2 * PAD + 16, ROW_H))
        if self.winner_seat is not None:
            band = pygame.Rect(x0 + self.winner_seat * col + 6, PAD - 12, col - 12, size[1] - 2 * PAD + 24)
            pygame.draw.rect(tint, (*theme.GOLD, 40), band, border_radius=12)
        surf.blit(tint, (0, 0))
        if self.winner_seat is not None:
            pygame.draw.rect(surf, theme.GOLD, band, 3, border_radius=12)
        heading = render("The tally", 34, theme.GOLD, "title")
        surf.blit(heading, heading.get_rect(bottomleft=(PAD + 8, PAD + 66)))
        moves = sum(1 for e in self.match.log if e.seat != CHANCE)
        note = render(f"{self.end['round']} rounds, {moves} decisions", 20, theme.TEXT_DIM)
        surf.blit(note, note.get_rect(topleft=(PAD + 10, PAD + 74)))
        for i in range(n):
            self._seat_header(surf, i, pygame.Rect(x0 + i * col, PAD, col, HEADER_H))
        for r, (key, label) in enumerate(stats.ROWS):
            cy = y0 + r * ROW_H + ROW_H // 2
            text = render(label, 26, theme.TEXT)
            surf.blit(text, text.get_rect(midleft=(PAD + 8, cy)))
            values = [row[key] for row in self.table]
            best = max(values) if key not in LOWER_IS_BETTER else None
            for i, value in enumerate(values):
                lead = best is not None and value == best and value > 0 and values.count(best) < n
                cell = render(str(value), 28, theme.HILITE if lead else theme.PARCHMENT, "bold" if lead else "sans")
                surf.blit(cell, cell.get_rect(center=(x0 + i * col + col // 2, cy)))
        return surf

    def _seat_header(self, surf: pygame.Surface, i: int, rect: pygame.Rect) -> None:
        rgb, symbol = self.looks[i]
        token = token_surface(rgb, symbol, 22)
        name = render(fit(self.names[i], rect.w - token.get_width() - 24, 28, "bold"), 28, theme.PARCHMENT, "bold")
        left = rect.centerx - (token.get_width() + 8 + name.get_width()) // 2
        surf.blit(token, token.get_rect(midleft=(left, rect.y + 48)))
        surf.blit(name, name.get_rect(midleft=(left + token.get_width() + 8, rect.y + 46)))
        faction = render(fit(self.factions[i], rect.w - 16, 20), 20, theme.TEXT_DIM)
        surf.blit(faction, faction.get_rect(midtop=(rect.centerx, rect.y + 74)))
        if i == self.winner_seat:
            crown = symbol_surface("crown", 24, theme.GOLD)
            win = render("WINNER", 20, theme.GOLD, "bold")
            left = rect.centerx - (crown.get_width() + 6 + win.get_width()) // 2
            surf.blit(crown, (left, rect.y + 2))
            surf.blit(win, win.get_rect(midleft=(left + crown.get_width() + 6, rect.y + 14)))
        y = rect.bottom - 4
        pygame.draw.line(surf, theme.PANEL_EDGE, (rect.x + 10, y), (rect.right - 10, y), 2)


