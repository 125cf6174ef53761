"""Settings: every change applies at once and is saved straight away.

Two panels side by side: the sound on the left (master volume, mute, and one volume per
category of sound), the play and the window on the right."""
from __future__ import annotations

import pygame

from scenes.kit import theme
from scenes.kit.buttons import Button
from scenes.kit.choice import Choice
from scenes.kit.fonts import render
from scenes.kit.panels import Panel
from scenes.kit.slider import Slider
from scenes.kit.text import wrap_surface
from scenes.kit.toggle import Toggle
from scenes.menu.base import MenuScene
from scenes.audio import SAMPLES
from scenes.settings import BOT_SPEEDS, DICE_SPEEDS, SOUND_CATEGORIES, WINDOW_SIZES

ROW_H = 100
LABEL_X = 44
CONTROL_X = 300
CONTROL_W = 550
PANEL_W, PANEL_GAP = 880, 40
ABOUT_RECT = (theme.CANVAS_W - 60 - 300, theme.CANVAS_H - 130, 300, 64)  # opposite Back
#: Each category's row: its label and what its tooltip says it covers.
CATEGORY_ROWS = {"dice": ("Dice", "The dice rolling in the tray"),
                 "cards": ("Cards & coins", "Cards sliding and turning, coins clinking"),
                 "pieces": ("Pieces & doors", "Followers and figures set down, doors opening"),
                 "cues": ("Cues & stings", "A monster appears, your turn, victory and defeat")}
SAMPLE_GAP = 0.25  # seconds between the samples a slider plays while it moves


class SettingsScene(MenuScene):
    name = "settings"
    title = "Settings"

    def __init__(self, app) -> None:
        super().__init__(app)
        s = app.settings
        height = 50 + ROW_H * 6 + 96
        left = (theme.CANVAS_W - 2 * PANEL_W - PANEL_GAP) // 2
        self.panel = Panel((left, 160, PANEL_W, height), style="dark")
        self.play_panel = Panel((left + PANEL_W + PANEL_GAP, 160, PANEL_W, 50 + ROW_H * 4 + 20), style="dark")
        self.rows: list[tuple[str, int, int]] = []  # (label, x, centre y)
        self.sample_clock = 0.0
        column = {"x": self.panel.rect.x, "y": self.panel.rect.y + 50}

        def row(label: str) -> tuple[int, int]:
            top = column["y"]
            self.rows.append((label, column["x"] + LABEL_X, top + 30))
            column["y"] += ROW_H
            return column["x"] + CONTROL_X, top

        self.volume = self.ui.add(Slider((*row("Volume"), CONTROL_W, 60), s.volume, self.set_volume,
                                         tooltip="Master volume for every sound"))
        self.sound = self.ui.add(Toggle((*row("Sound"), 400, 60), not s.muted, self.set_sound,
                                        on_text="On", off_text="Muted", shortcut=pygame.K_m,
                                        tooltip="Mute or unmute every sound (M)"))
        self.categories: dict[str, Slider] = {}
        for category in SOUND_CATEGORIES:
            label, tip = CATEGORY_ROWS[category]
            self.categories[category] = self.ui.add(Slider(
                (*row(label), CONTROL_W, 60), getattr(s, f"{category}_volume"),
                lambda value, c=category: self.set_category(c, value), tooltip=f"{tip}: how loud, under the master"))
        self.status_y = column["y"] + 10
        column.update(x=self.play_panel.rect.x, y=self.play_panel.rect.y + 50)
        self.dice_speed = self.ui.add(Choice((*row("Dice speed"), CONTROL_W, 56),
                                             [(v.title(), v) for v in DICE_SPEEDS], s.dice_speed,
                                             self.set_dice_speed,
                                             tooltip="How long thrown dice tumble before they settle"))
        self.bot_speed = self.ui.add(Choice((*row("Bot speed"), CONTROL_W, 56),
                                            [(v.title(), v) for v in BOT_SPEEDS], s.bot_speed,
                                            self.set_bot_speed,
                                            tooltip="How long bots take over a move (Instant: no pause, no dice tray)"))
        self.fullscreen = self.ui.add(Toggle((*row("Fullscreen"), 400, 60), s.fullscreen, self.set_fullscreen,
                                             on_text="Fullscreen", off_text="Windowed",
                                             tooltip="F11 switches anywhere in the app"))
        self.window_size = self.ui.add(Choice((*row("Window size"), CONTROL_W, 56),
                                              [(f"{w}\u00d7{h}", (w, h)) for w, h in WINDOW_SIZES],
                                              tuple(s.window_size), self.set_window_size, text_size=21,
                                              tooltip="The window's size when not fullscreen"))
        self.add_back_button()
        self.ui.add(Button(ABOUT_RECT, "About", self.about, shortcut=pygame.K_a, style="quiet",
                           tooltip="The version, where saves and logs are kept, credits and licences"))

    def about(self) -> None:
        from scenes.menu.about import AboutScene

        self.app.stack.push(AboutScene(self.app))

    # -- changes: apply, then save ----------------------------------------------
    def _save(self) -> None:
        self.app.save_settings()

    def set_volume(self, value: float) -> None:
        self.app.settings.volume = value
        self._save()
        self._sample(SAMPLES["cards"])

    def set_category(self, category: str, value: float) -> None:
        """One category's own volume; its sample plays at the new level."""
        setattr(self.app.settings, f"{category}_volume", value)
        self._save()
        self._sample(SAMPLES[category])

    def _sample(self, name: str) -> None:
        """Let a moving slider be heard, a sample at a time (not one per pixel of a drag)."""
        if self.sample_clock <= 0.0:
            self.sample_clock = SAMPLE_GAP
            self.app.audio.play(name)

    def set_sound(self, on: bool) -> None:
        self.app.settings.muted = not on
        self._save()
        if on:
            self.app.audio.play(SAMPLES["cards"])

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
        self.sample_clock = max(0.0, self.sample_clock - dt)
        # F11 changes the setting behind our back; show the truth.
        self.fullscreen.value = self.app.settings.fullscreen

    def draw_static(self, surface: pygame.Surface) -> None:
        self.panel.draw(surface)
        self.play_panel.draw(surface)
        for label, x, cy in self.rows:
            text = render(label, 30, theme.PARCHMENT, "bold")
            surface.blit(text, text.get_rect(midleft=(x, cy)))
        audio = self.app.audio
        colour = theme.TEXT if audio.available else theme.HILITE
        status = wrap_surface(("\u266a  " if audio.available else "") + audio.status, PANEL_W - 2 * LABEL_X, 24, colour)
        pygame.draw.line(surface, theme.PANEL_EDGE, (self.panel.rect.x + 40, self.status_y - 12),
                         (self.panel.rect.right - 40, self.status_y - 12), 1)
        surface.blit(status, (self.panel.rect.x + LABEL_X, self.status_y + 6))
