"""The dice roller tool: pick some dice, throw them across the tray, read the result.

The engine's dice decide every value (game.core.dice, with an RNG this scene owns);
the tray only shows them landing.
"""
from __future__ import annotations

import random
import time

import pygame

from game.core.dice import DICE
from scenes.dice import art
from scenes.dice.tray import DiceTray, Rolls, caption, summary, totals
from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.draw import prepare, vignette
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.widget import WidgetGroup
from scenes.stack import Scene

KINDS = ("d4", "d6", "d8", "d10", "d12", "d20", "casualty")
NAMES = {"casualty": "Casualty die"}
MAX_DICE = 12
HISTORY = 8

PICKER = pygame.Rect(60, 150, 640, 880)
LAST = pygame.Rect(760, 150, 1100, 500)
PAST = pygame.Rect(760, 680, 1100, 350)
ROW_TOP, ROW_H = PICKER.y + 76, 92


def describe(rolls_or_counts) -> str:
    """'2d6 + d20 + 1 casualty die' for a dict of counts or a list of rolls."""
    if isinstance(rolls_or_counts, dict):
        counts = rolls_or_counts
    else:
        counts = {k: sum(1 for kind, _ in rolls_or_counts if kind == k) for k in KINDS}
    parts = []
    for kind in KINDS:
        n = counts.get(kind, 0)
        if not n:
            continue
        if kind == "casualty":
            parts.append(f"{n} casualty {'die' if n == 1 else 'dice'}")
        else:
            parts.append(f"{n if n > 1 else ''}{kind}")
    return " + ".join(parts)


def history_line(rolls: Rolls) -> str:
    """'d20: 17   d6: 4, 2   skulls: 1, 0' grouped by kind, in the picker's order."""
    parts = []
    for kind in KINDS:
        values = [str(v) for k, v in rolls if k == kind]
        if values:
            parts.append(f"{'skulls' if kind == 'casualty' else kind}: {', '.join(values)}")
    return "     ".join(parts)


def result_line(rolls: Rolls) -> str:
    """'Total 23  ·  2 skulls' for the result panel and the history."""
    return summary(rolls, "  ·  ")


class DiceRollerScene(Scene):
    """Add and remove dice, throw them (Space), see the last roll and the ones before."""

    name = "dice_roller"

    def __init__(self, app, seed: int | None = None) -> None:
        super().__init__(app)
        self.rng = random.Random(time.time_ns() if seed is None else seed)
        self.counts: dict[str, int] = {kind: 0 for kind in KINDS}
        self.last_roll: Rolls = []
        self.total = 0
        self.skulls = 0
        self.history: list[Rolls] = []
        self.widgets = WidgetGroup()
        self.plus: dict[str, Button] = {}
        self.minus: dict[str, Button] = {}
        self._build_widgets()
        self._board: pygame.Surface | None = None
        self.refresh()

    # -- widgets -------------------------------------------------------------------
    def _build_widgets(self) -> None:
        add = self.widgets.add
        add(Button((1640, 40, 220, 68), "Back", self.back, shortcut=pygame.K_ESCAPE, style="quiet",
                   tooltip="Leave the dice roller"))
        for i, kind in enumerate(KINDS):
            y = ROW_TOP + i * ROW_H + 14
            label = NAMES.get(kind, kind)
            self.minus[kind] = add(Button((PICKER.right - 250, y, 64, 60), "\u2212",
                                          lambda k=kind: self.remove(k), text_size=36,
                                          tooltip=f"Take away a {label}"))
            self.plus[kind] = add(Button((PICKER.right - 94, y, 64, 60), "+", lambda k=kind: self.add(k),
                                         text_size=36, tooltip=f"Add a {label}"))
        bottom = PICKER.bottom - 112
        self.clear_button = add(Button((PICKER.x + 30, bottom, 200, 84), "Clear", self.clear,
                                       shortcut=pygame.K_BACKSPACE, tooltip="Take all the dice away"))
        self.throw_button = add(Button((PICKER.x + 250, bottom, PICKER.w - 280, 84), "Throw", self.throw,
                                       shortcut=pygame.K_SPACE, style="primary", text_size=40,
                                       tooltip="Throw the chosen dice across the tray"))

    def refresh(self) -> None:
        """Match buttons to the counts and mark the static picture stale."""
        n = self.dice_count
        for kind in KINDS:
            self.plus[kind].enabled = n < MAX_DICE
            self.minus[kind].enabled = self.counts[kind] > 0
        self.clear_button.enabled = n > 0
        self.throw_button.enabled = n > 0
        self.throw_button.tooltip = ("Throw the chosen dice across the tray" if n
                                     else "Add some dice first")
        self._board = None

    @property
    def dice_count(self) -> int:
        return sum(self.counts.values())

    # -- actions ---------------------------------------------------------------------
    def add(self, kind: str) -> None:
        if self.dice_count < MAX_DICE:
            self.counts[kind] += 1
            self.refresh()

    def remove(self, kind: str) -> None:
        if self.counts[kind] > 0:
            self.counts[kind] -= 1
            self.refresh()

    def clear(self) -> None:
        for kind in KINDS:
            self.counts[kind] = 0
        self.refresh()

    def back(self) -> None:
        if len(self.app.stack) > 1 and self.app.stack.top is self:
            self.app.stack.pop()

    def roll(self) -> Rolls:
        """The engine decides: one value per chosen die, from this scene's RNG."""
        return [(kind, DICE[kind].roll(self.rng)) for kind in KINDS for _ in range(self.counts[kind])]

    def throw(self) -> DiceTray | None:
        """Roll the chosen dice and push the tray that shows them landing."""
        if not self.dice_count:
            self.app.toasts.show("Add some dice first")
            return None
        rolls = self.roll()
        tray = DiceTray(self.app, rolls, on_done=self.landed, title=describe(self.counts),
                        seed=self.rng.getrandbits(32))
        self.app.stack.push(tray)
        return tray

    def landed(self, rolls: Rolls) -> None:
        """The tray closed: keep the roll and its totals."""
        self.last_roll = list(rolls)
        self.total, self.skulls = totals(rolls)
        self.history.insert(0, self.last_roll)
        del self.history[HISTORY:]
        self._board = None

    # -- scene hooks -------------------------------------------------------------------
    def resume(self) -> None:
        for w in self.widgets.widgets:
            if isinstance(w, Button):
                w.pressed = False

    def handle(self, event: pygame.event.Event) -> bool:
        if event.type == pygame.KEYDOWN and event.key == pygame.K_RETURN:
            self.throw()
            return True
        return self.widgets.handle(event)

    def update(self, dt: float) -> None:
        self.widgets.update(dt)

    def moving(self) -> bool:
        """Only its widgets move by themselves (the board is repainted on a click, which is input)."""
        return self.widgets.moving()

    def draw(self, surface: pygame.Surface) -> None:
        if self._board is None:
            self._board = self._paint_board()
        surface.blit(self._board, (0, 0))
        self.widgets.draw(surface)

    # -- painting (once per change) -----------------------------------------------------------
    def _paint_board(self) -> pygame.Surface:
        board = pygame.Surface((theme.CANVAS_W, theme.CANVAS_H))
        board.blit(_backdrop(), (0, 0))
        self._paint_picker(board)
        self._paint_last(board)
        self._paint_history(board)
        return prepare(board)

    def _paint_picker(self, board: pygame.Surface) -> None:
        Panel(PICKER, style="wood", title="Choose your dice").draw(board)
        for i, kind in enumerate(KINDS):
            y = ROW_TOP + i * ROW_H
            cy = y + 44
            if i % 2 == 0:
                band = pygame.Surface((PICKER.w - 40, ROW_H - 4), pygame.SRCALPHA)
                band.fill((0, 0, 0, 40))
                board.blit(band, (PICKER.x + 20, y + 2))
            icon = art.die_icon(kind, _show_face(kind), 0.62)
            board.blit(icon, icon.get_rect(center=(PICKER.x + 80, cy)))
            name = render(NAMES.get(kind, kind), 32, theme.PARCHMENT, "bold")
            board.blit(name, name.get_rect(midleft=(PICKER.x + 140, cy)))
            count = self.counts[kind]
            num = render(str(count), 44, theme.GOLD if count else theme.TEXT_DIM, "bold")
            board.blit(num, num.get_rect(center=(PICKER.right - 140, cy)))
        n = self.dice_count
        note = f"{n} of {MAX_DICE} dice" + (f":  {describe(self.counts)}" if n else "  -  press + to add some")
        text = render(_clip(note, 50), 24, theme.PARCHMENT if n else theme.TEXT_DIM, "sans")
        board.blit(text, text.get_rect(midleft=(PICKER.x + 34, PICKER.bottom - 144)))

    def _paint_last(self, board: pygame.Surface) -> None:
        Panel(LAST, style="felt", title="Last roll").draw(board)
        if not self.last_roll:
            hint = render("Pick some dice on the left, then press Throw (or Space).", 30, theme.PARCHMENT, "sans")
            board.blit(hint, hint.get_rect(center=LAST.center))
            return
        per_row = 6
        cell_w = (LAST.w - 60) // per_row
        rows = (len(self.last_roll) + per_row - 1) // per_row
        scale, cell_h, top = (1.0, 0, LAST.y + 190) if rows == 1 else (0.7, 128, LAST.y + 130)
        for i, (kind, value) in enumerate(self.last_roll):
            cx = LAST.x + 30 + cell_w * (i % per_row) + cell_w // 2
            cy = top + cell_h * (i // per_row)
            icon = art.die_icon(kind, value, scale)
            board.blit(icon, icon.get_rect(center=(cx, cy)))
            cap = render(caption(kind, value), 24 if rows == 1 else 22, theme.TEXT, "bold")
            board.blit(cap, cap.get_rect(midtop=(cx, cy + int(60 * scale))))
        result = render(result_line(self.last_roll), 60, theme.GOLD, "bold")
        shade = render(result_line(self.last_roll), 60, (0, 0, 0), "bold")
        rect = result.get_rect(midbottom=(LAST.centerx, LAST.bottom - 24))
        board.blit(shade, rect.move(3, 4))
        board.blit(result, rect)

    def _paint_history(self, board: pygame.Surface) -> None:
        Panel(PAST, style="dark", title="Earlier rolls").draw(board)
        if len(self.history) < 2:
            hint = render("Your last eight rolls will be listed here.", 26, theme.TEXT_DIM, "sans")
            board.blit(hint, hint.get_rect(center=(PAST.centerx, PAST.centery + 20)))
            return
        y = PAST.y + 74
        for i, rolls in enumerate(self.history[1:HISTORY]):
            colour = theme.TEXT if i == 0 else theme.TEXT_DIM
            line = render(_clip(history_line(rolls), 72), 22, colour, "sans")
            board.blit(line, (PAST.x + 34, y))
            res = render(result_line(rolls), 22, theme.GOLD if i == 0 else theme.PARCHMENT_DARK, "bold")
            board.blit(res, res.get_rect(topright=(PAST.right - 34, y)))
            y += 37


def _show_face(kind: str) -> int:
    """The face a picker icon shows: the die's highest value."""
    die = DICE.get(kind)
    return max(die.values) if die else 1


def _clip(text: str, limit: int) -> str:
    return text if len(text) <= limit else text[: limit - 3].rstrip() + "..."


_backdrop_cache: list[pygame.Surface] = []


def _backdrop() -> pygame.Surface:
    """The tavern-dark backdrop with a warm centre, painted once."""
    if not _backdrop_cache:
        surf = pygame.Surface((theme.CANVAS_W, theme.CANVAS_H))
        surf.fill((46, 34, 30))
        surf.blit(vignette((theme.CANVAS_W, theme.CANVAS_H), 70), (0, 0), special_flags=pygame.BLEND_RGB_MULT)
        title = render("Dice Roller", 56, theme.GOLD, "title")
        surf.blit(render("Dice Roller", 56, (0, 0, 0), "title"), (64, 44))
        surf.blit(title, (60, 40))
        sub = render("Pick your dice, throw them, read the result.", 24, theme.TEXT_DIM, "sans")
        surf.blit(sub, sub.get_rect(bottomleft=(60 + title.get_width() + 32, 40 + title.get_height() - 14)))
        _backdrop_cache.append(prepare(surf))
    return _backdrop_cache[0]
