"""The end of a game of Lords of Waterdeep: the final scoring counted up in front of everyone,
seat by seat and step by step (the VP on the track, 1 VP per adventurer, 1 VP per 2 gold, then
each secret lord turned face up with its bonus), then the winner's name and the ways on (Play
again, Back to the table, Title). The numbers are the engine's (the view's "final")."""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.draw import outline_text
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.text import fit
from scenes.kit.tokens import token_surface
from scenes.table.finale import CountedFinale
from scenes.waterdeep import faces, words

W, H = theme.CANVAS_W, theme.CANVAS_H
STEPS = (("track", "VP on the track"), ("adventurers", "Adventurers (1 VP each)"),
         ("gold_vp", "Gold (1 VP per 2)"), ("lord_vp", "Secret lord's bonus"))
STEP_SECONDS = 1.0
PANEL = pygame.Rect(140, 250, W - 280, 700)
LORD = (150, 210)


class WaterdeepFinale(CountedFinale):
    """The final scoring, counted up; Esc (or Back to the table) returns to the table."""

    name = "waterdeep_winner"
    count_seconds = len(STEPS) * STEP_SECONDS

    def __init__(self, app, match) -> None:
        super().__init__(app, match)  # the end's public view: every lord is face up now
        self.final = sorted(self.end.get("final") or [], key=lambda f: f["seat"])
        self.winners = [f["seat"] for f in self.final if f.get("winner")]

    @property
    def shown_steps(self) -> int:
        """How many scoring steps are counted in so far (all of them: the end of the count)."""
        return min(len(STEPS), int(self.clock / STEP_SECONDS))

    @property
    def counted(self) -> bool:
        return self.shown_steps >= len(STEPS)

    def running_total(self, row: dict) -> int:
        """A seat's total so far: the steps counted, and the one being counted, part of the way."""
        done = self.shown_steps
        if done >= len(STEPS):
            return int(row["total"])  # the engine's total, whatever the steps add up to
        total = sum(int(row.get(key, 0)) for key, _ in STEPS[:done])
        if done < len(STEPS):
            part = (self.clock - done * STEP_SECONDS) / STEP_SECONDS
            total += int(int(row.get(STEPS[done][0], 0)) * max(0.0, min(1.0, part)))
        return total

    def draw_content(self, surface: pygame.Surface) -> None:
        self.draw_celebration(surface)
        key = (self.shown_steps, tuple(self.running_total(r) for r in self.final))
        if self._front is None or self._front[0] != key:  # drawn again only when a number moves
            front = pygame.Surface((W, H), pygame.SRCALPHA)
            headline = (" and ".join(self.names[s] for s in self.winners) + " wins!") \
                if self.counted and self.winners else "The final scoring"
            title = outline_text(fit(headline, 1500, 80, "title"), 80, theme.GOLD, (40, 22, 10), "title", 4)
            front.blit(title, title.get_rect(center=(W // 2, 160)))
            note = self._tie_note()
            if note:
                words_ = render(note, 26, theme.PARCHMENT, "bold")
                front.blit(words_, words_.get_rect(center=(W // 2, 224)))
            self._table(front)
            self._front = (key, front)
        surface.blit(self._front[1], (0, 0))

    def _tie_note(self) -> str:
        """Under the winner's name when the top totals are level: how the tie was settled (the
        engine's winners; this only says why)."""
        if not self.counted or not self.final:
            return ""
        best = max(r["total"] for r in self.final)
        level = [r for r in self.final if r["total"] == best]
        if len(level) < 2:
            return ""
        if len(self.winners) > 1:
            return f"Tied on {best} VP and on gold: they share the win."
        return f"Tied on {best} VP: the most gold breaks the tie."

    def _table(self, surface: pygame.Surface) -> None:
        n = max(1, len(self.final))
        Panel(PANEL, style="dark", shadow=False).draw(surface)
        label_w = 420
        col = (PANEL.w - label_w - 40) // n
        x0 = PANEL.x + 20 + label_w
        y = PANEL.y + 24
        for i, row in enumerate(self.final):
            cx = x0 + i * col + col // 2
            rgb, symbol = self.looks[row["seat"]]
            token = token_surface(rgb, symbol, 18)
            name = render(fit(self.names[row["seat"]], col - 50, 28, "bold"), 28, theme.PARCHMENT, "bold")
            surface.blit(token, token.get_rect(midright=(cx - name.get_width() // 2 - 6, y + 18)))
            surface.blit(name, name.get_rect(midleft=(cx - name.get_width() // 2, y + 18)))
            if self.counted and row.get("winner"):
                crown = render("WINNER", 22, theme.GOLD, "bold")
                surface.blit(crown, crown.get_rect(midtop=(cx, y + 40)))
        y += 80
        for s, (key, label) in enumerate(STEPS):
            shown = s < self.shown_steps or (s == self.shown_steps and not self.counted)
            colour = theme.TEXT if shown else theme.TEXT_DIM
            text = render(label, 26, colour)
            surface.blit(text, text.get_rect(midleft=(PANEL.x + 30, y + 20)))
            for i, row in enumerate(self.final):
                cx = x0 + i * col + col // 2
                if s < self.shown_steps:
                    value = render(f"+{row.get(key, 0)}" if s else str(row.get(key, 0)), 28, theme.PARCHMENT, "bold")
                    surface.blit(value, value.get_rect(center=(cx, y + 20)))
            y += 56
        pygame.draw.line(surface, theme.PANEL_EDGE, (PANEL.x + 24, y), (PANEL.right - 24, y), 2)
        y += 12
        total = render("Total", 30, theme.GOLD, "bold")
        surface.blit(total, total.get_rect(midleft=(PANEL.x + 30, y + 24)))
        best = max((r["total"] for r in self.final), default=0)
        for i, row in enumerate(self.final):
            cx = x0 + i * col + col // 2
            lead = self.counted and row["total"] == best
            value = render(str(self.running_total(row)), 40, theme.HILITE if lead else theme.PARCHMENT, "bold")
            surface.blit(value, value.get_rect(center=(cx, y + 24)))
        y += 64
        lords = render("Secret lords", 26, theme.TEXT)
        surface.blit(lords, lords.get_rect(midleft=(PANEL.x + 30, y + LORD[1] // 2)))
        for i, row in enumerate(self.final):
            cx = x0 + i * col + col // 2
            size = (min(LORD[0], col - 20), min(LORD[1], (col - 20) * 7 // 5))
            if self.shown_steps >= len(STEPS) - 1 and row.get("lord"):
                card = faces.lord_card(row["lord"], size)
            else:
                card = faces.card_back("lord", size)
            surface.blit(card, card.get_rect(midtop=(cx, y)))
            if self.counted and row.get("lord"):
                note = render(fit(words.lord_name(row["lord"]), col - 10, 20, "bold"), 20, theme.TEXT, "bold")
                surface.blit(note, note.get_rect(midtop=(cx, y + size[1] + 4)))
