"""Sound output that degrades to silence: no audio device never crashes the app.

Every sound belongs to one category (dice, cards, pieces, cues), each with its own volume
under Settings; a sound plays at master x category x the caller's volume, and not at all when
muted or when that comes to nothing. What would have played is kept in `played` (newest
last), device or not, so tests can hear the table without speakers.
"""
from __future__ import annotations

from collections import deque

import pygame

from scenes.paths import asset

#: Every sound the app plays (assets/sounds/<name>.wav, made by assets/make_sounds.py) and its
#: category.
SOUNDS = {
    **{f"dice_hit_{k}": "dice" for k in range(1, 5)},
    **{f"dice_wall_{k}": "dice" for k in range(1, 3)},
    "card_slide": "cards", "card_flip": "cards", "coins": "cards",
    "follower_down": "pieces", "figure_down": "pieces", "door_creak": "pieces",
    "monster": "cues", "your_turn": "cues", "victory": "cues", "defeat": "cues",
}
#: A sound a category plays when its volume is set (so the slider is heard at its new level).
SAMPLES = {"dice": "dice_hit_2", "cards": "card_flip", "pieces": "follower_down", "cues": "your_turn"}
QUIET = 0.01  # below this a sound is not worth a channel
HEARD = 64  # how many of the last sounds `played` remembers


class Audio:
    """Plays short sounds at the settings' volumes; silent when no device exists."""

    def __init__(self, settings) -> None:
        self.settings = settings
        self.available = False
        self.problem = ""
        self.played: deque[tuple[str, float]] = deque(maxlen=HEARD)
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

    def level(self, name: str, volume: float = 1.0) -> float:
        """How loud `name` would play now (0..1): master x its category x `volume`."""
        return self.settings.category_volume(SOUNDS.get(name, "")) * max(0.0, min(1.0, volume))

    def play(self, name: str, volume: float = 1.0) -> None:
        """Play a sound at `volume` (0..1) times its category's and the master volume."""
        level = self.level(name, volume)
        if level <= QUIET:
            return
        self.played.append((name, level))
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
