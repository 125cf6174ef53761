"""The end of a Legend of Drizzt adventure: Victory or Defeat in large type, the adventure's
epilogue, and what each hero did (game.drizzt.stats); then Back to the table, Play again, Title.
Teams and an evil hero name who won instead of a plain victory."""
from __future__ import annotations

import pygame

from game.drizzt import stats
from game.drizzt.content import load
from scenes.kit import theme
from scenes.kit.draw import outline_text, radial_glow
from scenes.table.finale import Confetti, FinaleScene, bunting
from scenes.kit.text import fit
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.seat_style import seat_styles
from scenes.kit.text import wrap_surface
from scenes.kit.tokens import token_surface

W = theme.CANVAS_W
HEADLINE_Y = 122
STORY = pygame.Rect(260, 276, 1400, 192)
TALLY_TOP = 488
LABEL_W, PAD, HEADER_H, ROW_H = 330, 26, 96, 36
DEFEAT_RED = (170, 40, 36)


def headline(match) -> tuple[str, bool]:
    """(the big words, a happy ending for the people at the table?)."""
    outcome = match.outcome()
    if outcome is None:
        return "The adventure goes on", False
    end = match.view(0)  # co-op: every seat sees the same ending
    heroes, won = end["heroes"], end["result"] == "won"
    winners = list(outcome.winners)
    evil = [i for i, h in enumerate(heroes) if h["evil"]]
    teams = sorted({h["team"] for h in heroes})
    if won and len(teams) > 1:
        names = [heroes[i]["name"] for i in winners] if winners else []
        return (f"{' & '.join(names)} win!" if names else "Victory!"), True
    if evil and winners and all(w in evil for w in winners):
        return f"{heroes[evil[0]]['name']} wins: the party falls", False
    return ("Victory!", True) if won else ("Defeat", False)


class DrizztEndScene(FinaleScene):
    name = "drizzt_end"

    def __init__(self, app, match) -> None:
        super().__init__(app, match)
        self.end = match.view(0)  # the party's view of the ending, read once
        self.adventure = load().adventures[self.end["adventure"]]
        self.styles = seat_styles(match.setup)
        self.headline, self.happy = headline(match)
        self.epilogue = self.adventure.epilogue_win if self.end["result"] == "won" else self.adventure.epilogue_loss
        self.table = stats.tally_match(match)
        colours = [s.colour for s in self.styles] + [theme.GOLD]
        self.confetti = Confetti(colours, seed=match.seed) if self.happy else None
        self._front: list | None = None

    def update(self, dt: float) -> None:
        super().update(dt)
        if self.confetti is not None:
            self.confetti.update(dt)

    def draw_static(self, surface: pygame.Surface) -> None:
        if self.happy:
            bunting(surface, [s.colour for s in self.styles])
            glow = radial_glow(260, theme.HILITE, 110)
        else:
            glow = radial_glow(300, DEFEAT_RED, 90)
        surface.blit(glow, glow.get_rect(center=(W // 2, HEADLINE_Y + 10)))

    def draw_content(self, surface: pygame.Surface) -> None:
        if self.confetti is not None:
            self.confetti.draw(surface)
        if self._front is None:
            self._front = self._compose()
        surface.blits(self._front, doreturn=False)

    def _compose(self) -> list:
        colour = theme.GOLD if self.happy else (220, 90, 80)
        title = outline_text(self.headline, 96, colour, (30, 16, 10), "title", 4)
        out = [(title, title.get_rect(center=(W // 2, HEADLINE_Y)))]
        sub = outline_text(self.adventure.name, 40, theme.PARCHMENT, (30, 18, 10), "title", 2)
        out.append((sub, sub.get_rect(center=(W // 2, HEADLINE_Y + 80))))
        reason = self.end["reason"]
        if reason:
            why = ("Goal: " if self.end["result"] == "won" else "") + reason
            line = outline_text(fit(why, 1500, 24, "bold"), 24, theme.TEXT, (20, 12, 8), "bold", 2)
            out.append((line, line.get_rect(center=(W // 2, HEADLINE_Y + 124))))
        story = pygame.Surface(STORY.size, pygame.SRCALPHA)
        Panel((0, 0, *STORY.size), style="parchment", shadow=False).draw(story)
        text = wrap_surface(self.epilogue, STORY.w - 80, 28, theme.INK, "sans", align="center")
        story.blit(text, text.get_rect(center=(STORY.w // 2, STORY.h // 2)))
        out.append((story, STORY.topleft))
        tally = self._tally()
        out.append((tally, ((W - tally.get_width()) // 2, TALLY_TOP)))
        return out

    def _tally(self) -> pygame.Surface:
        n = len(self.table)
        col = min(260, (1500 - LABEL_W) // max(1, n))
        size = (LABEL_W + n * col + 2 * PAD, HEADER_H + len(stats.ROWS) * ROW_H + 2 * PAD - 10)
        surf = pygame.Surface(size, pygame.SRCALPHA)
        Panel((0, 0, *size), style="dark", shadow=False).draw(surf)
        x0, y0 = PAD + LABEL_W, PAD + HEADER_H
        rounds = render(f"{self.end['round']} rounds", 22, theme.TEXT_DIM)
        surf.blit(render("The party", 32, theme.GOLD, "title"), (PAD + 8, PAD + 10))
        surf.blit(rounds, (PAD + 10, PAD + 54))
        heroes = self.end["heroes"]
        for i, row in enumerate(self.table):
            seat = heroes[i]["seat"]
            style = self.styles[seat] if 0 <= seat < len(self.styles) else None
            token = token_surface(style.colour if style else theme.GOLD, style.symbol if style else "star", 18)
            cx = x0 + i * col + col // 2
            surf.blit(token, token.get_rect(center=(cx, PAD + 18)))
            name = render(fit(row["name"], col - 12, 24, "bold"), 24, theme.PARCHMENT, "bold")
            surf.blit(name, name.get_rect(center=(cx, PAD + 50)))
            sub = f"level {row['level']}" + (f" · {style.name}" if style else "")
            note = render(fit(sub, col - 12, 20), 20, theme.TEXT_DIM)
            surf.blit(note, note.get_rect(center=(cx, PAD + 76)))
        for r, (key, label) in enumerate(stats.ROWS):
            cy = y0 + r * ROW_H + ROW_H // 2
            if r % 2 == 0:
                band = pygame.Surface((size[0] - 2 * PAD + 16, ROW_H), pygame.SRCALPHA)
                band.fill((255, 255, 255, 14))
                surf.blit(band, (PAD - 8, y0 + r * ROW_H))
            text = render(label, 25, theme.TEXT)
            surf.blit(text, text.get_rect(midleft=(PAD + 8, cy)))
            for i, row in enumerate(self.table):
                cell = render(str(row[key]), 27, theme.PARCHMENT, "bold")
                surf.blit(cell, cell.get_rect(center=(x0 + i * col + col // 2, cy)))
        return surf
