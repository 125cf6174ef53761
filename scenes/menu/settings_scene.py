"""Settings: every change applies at once and is saved straight away."""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.choice import Choice
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.slider import Slider
from scenes.kit.text import wrap_surface
from scenes.kit.toggle import Toggle
from scenes.menu.base import MenuScene
from scenes.settings import BOT_SPEEDS, DICE_SPEEDS, WINDOW_SIZES

ROW_H = 100
LABEL_X = 70
CONTROL_X = 400
CONTROL_W = 760


class SettingsScene(MenuScene):
    name = "settings"
    title = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        self.panel = Panel((0, 0, 1240, 50 + ROW_H * 6 + 96), style="dark")
        self.panel.rect.midtop = (theme.CANVAS_W // 2, 160)
        x = self.panel.rect.x + CONTROL_X
        y = self.panel.rect.y + 50
        self.rows: list[tuple[str, int]] = []

        def row(label: str) -> int:
            nonlocal y
            top = y
            self.rows.append((label, top + 30))
            y += ROW_H
            return top

        self.volume = self.ui.add(Slider((x, row("Volume"), CONTROL_W, 60), s.volume, self.set_volume,
                                         tooltip="Master volume for dice and table sounds"))
        self.sound = self.ui.add(Toggle((x, row("Sound"), 400, 60), not s.muted, self.set_sound,
                                        on_text="On", off_text="Muted", shortcut=pygame.K_m,
                                        tooltip="Mute or unmute every sound (M)"))
        self.dice_speed = self.ui.add(Choice((x, row("Dice speed"), CONTROL_W, 56),
                                             [(v.title(), v) for v in DICE_SPEEDS], s.dice_speed,
                                             self.set_dice_speed,
                                             tooltip="How long thrown dice tumble before they settle"))
        self.bot_speed = self.ui.add(Choice((x, row("Bot speed"), CONTROL_W, 56),
                                            [(v.title(), v) for v in BOT_SPEEDS], s.bot_speed,
                                            self.set_bot_speed,
                                            tooltip="How long bots take over a move (Instant: no pause, no dice tray)"))
        self.fullscreen = self.ui.add(Toggle((x, row("Fullscreen"), 400, 60), s.fullscreen, self.set_fullscreen,
                                             on_text="Fullscreen", off_text="Windowed",
                                             tooltip="F11 switches anywhere in the app"))
        self.window_size = self.ui.add(Choice((x, row("Window size"), CONTROL_W, 56),
                                              [(f"{w}\u00d7{h}", (w, h)) for w, h in WINDOW_SIZES],
                                              tuple(s.window_size), self.set_window_size,
                                              tooltip="The window's size when not fullscreen"))
        self.status_y = y + 10
        self.add_back_button()

    # -- changes: apply, then save ----------------------------------------------
    def _save(self) -> None:
        self.app.save_settings()

    def set_volume(self, value: float) -> None:
        self.app.settings.volume = value
        self._save()

    def set_sound(self, on: bool) -> None:
        self.app.settings.muted = not on
        self._save()
        if on:
            self.app.audio.play("click")

    def set_dice_speed(self, speed: str) -> None:
        self.app.settings.dice_speed = speed
        self._save()

    def set_bot_speed(self, speed: str) -> None:
        self.app.settings.bot_speed = speed
        self._save()

    def set_fullscreen(self, value: bool) -> None:
        self.app.settings.fullscreen = value
        self.app.apply_window_settings()
        self._save()

    def set_window_size(self, size: tuple[int, int]) -> None:
        self.app.settings.window_size = tuple(size)
        self.app.apply_window_settings()
        self._save()

    # -- frame ------------------------------------------------------------------
    def update(self, dt: float) -> None:
        super().update(dt)
        # F11 changes the setting behind our back; show the truth.
        self.fullscreen.value = self.app.settings.fullscreen

    def draw_static(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface)
        for label, cy in self.rows:
            text = render(label, 30, theme.PARCHMENT, "bold")
            surface.blit(text, text.get_rect(midleft=(self.panel.rect.x + LABEL_X, cy)))
        audio = self.app.audio
        colour = theme.TEXT if audio.available else theme.HILITE
        status = wrap_surface(("\u266a  " if audio.available else "") + audio.status, 1080, 24, colour)
        pygame.draw.line(surface, theme.PANEL_EDGE, (self.panel.rect.x + 40, self.status_y - 12),
                         (self.panel.rect.right - 40, self.status_y - 12), 1)
        surface.blit(status, (self.panel.rect.x + LABEL_X, self.status_y + 6))
