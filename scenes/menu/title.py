"""The title screen: the tavern, the sign, and the way into everything else."""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.buttons import button_column
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.menu import slots
from scenes.menu.backdrop import Candles, sign
from scenes.menu.base import MenuScene, push_dice_roller

BUTTON_W, BUTTON_H, GAP = 460, 58, 10
VERSION_SIZE = 22  # the version in the corner: small, but as legible as any word in the app
NO_SAVE_TIP = "No saved game yet. Save from a game's pause menu (Esc); games also autosave."


class TitleScene(MenuScene):
    name = "title"
    variant = "title"
    keep_on_disk = True

    def __init__(self, app) -> None:
        super().__init__(app)
        self.candles = Candles()
        entries = [
            ("New game", self.new_game, pygame.K_n, "primary"),
            ("Continue", self.continue_game, pygame.K_c, "normal"),
            ("Load", self.load, pygame.K_l, "normal"),
            ("Dice roller", self.dice_roller, pygame.K_d, "normal"),
            ("Settings", self.settings, pygame.K_s, "normal"),
            ("Rules", self.rules, pygame.K_r, "normal"),
            ("Quit", self.app.quit, pygame.K_q, "quiet"),
        ]
        height = len(entries) * BUTTON_H + (len(entries) - 1) * GAP
        self.panel = Panel((0, 0, BUTTON_W + 64, height + 64), style="dark", alpha=232)
        self.panel.rect.midtop = (theme.CANVAS_W // 2, 338)
        y = self.panel.rect.y + 32
        self.buttons = button_column(self.ui, entries, y, self.panel.rect.centerx, (BUTTON_W, BUTTON_H), GAP)
        self.version_tag = version_tag()
        self.refresh()

    # -- state ------------------------------------------------------------------
    def refresh(self) -> None:
        """Enable Continue only when a save exists; its tooltip says which."""
        latest = slots.latest_save()
        button = self.buttons["Continue"]
        button.enabled = latest is not None
        if latest is None:
            button.tooltip = NO_SAVE_TIP
            return
        info = slots.read_slot(latest.stem)
        if info.state == "good":
            button.tooltip = f"{info.title}: {info.label.lower()}, saved {info.saved_at}"
        else:
            button.tooltip = f"{info.label}: damaged ({info.problem})"

    def enter(self) -> None:
        self.refresh()

    def resume(self) -> None:
        self.refresh()

    # -- actions ----------------------------------------------------------------
    def new_game(self) -> None:
        from scenes.menu.picker import GamePickerScene

        self.app.stack.push(GamePickerScene(self.app))

    def continue_game(self) -> None:
        latest = slots.latest_save()
        if latest is None:
            self.app.toasts.show("No saved game yet", "info")
            self.refresh()
            return
        slots.open_save(self.app, latest)

    def load(self) -> None:
        from scenes.menu.saves import SaveLoadScene

        self.app.stack.push(SaveLoadScene(self.app, mode="load"))

    def dice_roller(self) -> None:
        push_dice_roller(self.app)

    def settings(self) -> None:
        from scenes.menu.settings_scene import SettingsScene

        self.app.stack.push(SettingsScene(self.app))

    def rules(self) -> None:
        from scenes.menu.rules import RulesScene

        self.app.stack.push(RulesScene(self.app))

    def back(self) -> None:
        pass  # Esc on the title does nothing: quitting is a deliberate Q or click.

    # -- frame ------------------------------------------------------------------
    def draw_static(self, surface: pygame.Surface) -> None:
        # The flames stand still, drawn once with the rest: a title waiting for a click costs
        # nothing (a flicker would redraw and present the whole window every frame).
        self.candles.draw(surface)
        board = sign("Tavern Table", 116)
        tagline = render("Dungeon board games for one couch", 30, theme.PARCHMENT)
        surface.blit(board, board.get_rect(midtop=(theme.CANVAS_W // 2, 0)))
        surface.blit(tagline, tagline.get_rect(midtop=(theme.CANVAS_W // 2, 288)))
        self.panel.draw(surface)

    def draw_content(self, surface: pygame.Surface) -> None:
        # Drawn over the cached static layer, not into it: a new version shows even where the
        # layer on disk was drawn by the same code for an older one.
        surface.blit(self.version_tag, self.version_tag.get_rect(bottomright=(theme.CANVAS_W - 36, theme.CANVAS_H - 30)))


def version_tag() -> pygame.Surface:
    """The version ("v0.1.0") on a dark pill that reads on the tavern's wood."""
    from game import __version__

    text = render(f"v{__version__}", VERSION_SIZE, theme.PARCHMENT)
    pill = pygame.Surface((text.get_width() + 24, text.get_height() + 8), pygame.SRCALPHA)
    pygame.draw.rect(pill, (*theme.BACKDROP, 170), pill.get_rect(), border_radius=pill.get_height() // 2)
    pill.blit(text, (12, 4))
    return pill

