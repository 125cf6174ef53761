"""The pause menu: an overlay a table scene pushes on Esc."""
from __future__ import annotations

from typing import Callable

import pygame

from scenes.kit import theme
from scenes.kit.buttons import button_column
from scenes.kit.dialog import confirm
from scenes.kit.panels import Panel, title_height
from scenes.kit.overlay import Overlay
from scenes.kit.widget import WidgetGroup

BUTTON_W, BUTTON_H, GAP = 420, 60, 12


class PauseMenu(Overlay):
    """Resume, Save, Load, Settings, Rules, Quit to title.

    `match_provider()` returns the match in play (or None); Save is off without one.
    """

    name = "pause"

    def __init__(self, app, match_provider: Callable[[], object] | None = None) -> None:
        super().__init__(app)
        self.match_provider = match_provider
        self.ui = WidgetGroup()
        entries = [
            ("Resume", self.resume_play, pygame.K_ESCAPE, "primary"),
            ("Save", self.save, pygame.K_s, "normal"),
            ("Load", self.load, pygame.K_l, "normal"),
            ("Settings", self.settings, None, "normal"),
            ("Rules", self.rules, pygame.K_r, "normal"),
            ("Quit to title", self.quit_to_title, pygame.K_q, "danger"),
        ]
        top = title_height("Paused") + 8
        height = top + len(entries) * (BUTTON_H + GAP) + 24
        self.panel = Panel((0, 0, BUTTON_W + 80, height), style="dark", title="Paused")
        self.panel.rect.center = (theme.CANVAS_W // 2, theme.CANVAS_H // 2)
        y = self.panel.rect.y + top
        self.buttons = button_column(self.ui, entries, y, self.panel.rect.centerx, (BUTTON_W, BUTTON_H), GAP)
        self.refresh()

    def match(self):
        return self.match_provider() if self.match_provider else None

    def refresh(self) -> None:
        save = self.buttons["Save"]
        save.enabled = self.match() is not None
        save.tooltip = "" if save.enabled else "There is no game in progress to save."

    def pause(self) -> None:
        self.ui.reset_pointer()

    def resume(self) -> None:
        self.refresh()

    # -- actions ----------------------------------------------------------------
    def resume_play(self) -> None:
        if self.app.stack.top is self:
            self.app.stack.pop()

    def save(self) -> None:
        from scenes.menu.saves import SaveLoadScene

        match = self.match()
        if match is not None:
            self.app.stack.push(SaveLoadScene(self.app, mode="save", match=match))

    def load(self) -> None:
        from scenes.menu.saves import SaveLoadScene

        self.app.stack.push(SaveLoadScene(self.app, mode="load"))

    def settings(self) -> None:
        from scenes.menu.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def rules(self) -> None:
        from scenes.menu.rules import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def quit_to_title(self) -> None:
        confirm(self.app, "Quit to the title?", self.quit_words(), self._go_to_title, yes="Quit to title",
                no="Keep playing", danger=self.match() is None)

    def quit_words(self) -> str:
        """What quitting costs: nothing at a table (it saves after every action), else the words
        of a screen that keeps nothing."""
        if self.match() is not None:
            return "Your game is saved after every move: continue it from the title with Continue."
        return "Nothing here is kept."

    def _go_to_title(self) -> None:
        self.app.stack.reset(self.app.home_scene())

    # -- frame ------------------------------------------------------------------
    def handle(self, event: pygame.event.Event) -> bool:
        self.ui.handle(event)
        return True  # the table under the menu hears nothing while paused

    def update(self, dt: float) -> None:
        self.ui.update(dt)

    def moving(self) -> bool:
        return self.ui.moving()

    def draw_static(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface)

    def draw(self, surface: pygame.Surface) -> None:
        super().draw(surface)
        self.ui.draw(surface)
