"""Sound output that degrades to silence: no audio device never crashes the app."""
from __future__ import annotations

import pygame

from scenes.paths import asset


class Audio:
    """Plays short sounds at the settings' volume; silent when no device exists."""

    def __init__(self, settings) -> None:
        self.settings = settings
        self.available = False
        self.problem = ""
        self._sounds: dict[str, pygame.mixer.Sound | None] = {}
        try:
            pygame.mixer.init(frequency=44100, size=-16, channels=2, buffer=512)
            pygame.mixer.set_num_channels(24)
            self.available = True
        except pygame.error as exc:
            self.problem = f"No audio device: {exc}. The app runs silently."

    @property
    def status(self) -> str:
        return "Sound is on" if self.available else self.problem

    def sound(self, name: str) -> pygame.mixer.Sound | None:
        """A sound from assets/sounds/<name>.wav, or None when it cannot be had."""
        if not self.available:
            return None
        if name not in self._sounds:
            try:
                self._sounds[name] = pygame.mixer.Sound(str(asset("sounds", f"{name}.wav")))
            except (pygame.error, FileNotFoundError):
                self._sounds[name] = None
        return self._sounds[name]

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play a sound at `volume` (0..1) times the master volume."""
        level = self.settings.effective_volume * max(0.0, min(1.0, volume))
        if level <= 0.01:
            return
        snd = self.sound(name)
        if snd is None:
            return
        channel = pygame.mixer.find_channel()
        if channel is not None:
            channel.set_volume(level)
            channel.play(snd)

    def close(self) -> None:
        if self.available:
            pygame.mixer.quit()
            self.available = False
