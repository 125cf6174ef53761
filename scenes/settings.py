"""Player settings: volume, dice speed, window; stored as JSON in the user config dir."""
from __future__ import annotations

import json
from dataclasses import asdict, dataclass, fields
from pathlib import Path

from game.core.files import write_atomic
from scenes.paths import config_dir

DICE_SPEEDS = ("slow", "normal", "fast", "instant")
BOT_SPEEDS = ("slow", "normal", "fast", "instant")
BOT_DELAY = {"slow": 1.4, "normal": 0.75, "fast": 0.3, "instant": 0.0}  # seconds a bot "thinks"
WINDOW_SIZES = ((1280, 720), (1600, 900), (1920, 1080), (2560, 1440))
#: The sound categories, each with its own volume under Settings (scenes.audio files each sound
#: under one), and how loud each is on a fresh install: quiet, the dice a little above the rest.
SOUND_CATEGORIES = ("dice", "cards", "pieces", "cues")
CATEGORY_VOLUMES = {"dice": 0.8, "cards": 0.5, "pieces": 0.5, "cues": 0.45}


@dataclass
class Settings:
    volume: float = 0.6
    muted: bool = False
    dice_volume: float = CATEGORY_VOLUMES["dice"]
    cards_volume: float = CATEGORY_VOLUMES["cards"]
    pieces_volume: float = CATEGORY_VOLUMES["pieces"]
    cues_volume: float = CATEGORY_VOLUMES["cues"]
    dice_speed: str = "normal"
    bot_speed: str = "normal"
    fullscreen: bool = False
    window_size: tuple[int, int] = (1600, 900)

    def clean(self) -> "Settings":
        """Clamp every field into its legal range (a hand-edited file cannot break the app)."""
        self.volume = min(1.0, max(0.0, float(self.volume)))
        self.muted = bool(self.muted)
        for category in SOUND_CATEGORIES:
            name = f"{category}_volume"
            setattr(self, name, min(1.0, max(0.0, float(getattr(self, name)))))
        if self.dice_speed not in DICE_SPEEDS:
            self.dice_speed = "normal"
        if self.bot_speed not in BOT_SPEEDS:
            self.bot_speed = "normal"
        self.fullscreen = bool(self.fullscreen)
        size = tuple(self.window_size)
        self.window_size = size if size in WINDOW_SIZES else (1600, 900)
        return self

    @property
    def effective_volume(self) -> float:
        return 0.0 if self.muted else self.volume

    def category_volume(self, category: str) -> float:
        """How loud a category's sounds play (0..1): master times the category's own volume,
        0 when muted; a sound of no known category plays at the master volume."""
        own = getattr(self, f"{category}_volume", 1.0) if category in SOUND_CATEGORIES else 1.0
        return self.effective_volume * own

    @classmethod
    def path(cls) -> Path:
        return config_dir() / "settings.json"

    @classmethod
    def load(cls, path: Path | None = None) -> "Settings":
        """Read settings; a missing or damaged file gives the defaults."""
        path = path or cls.path()
        try:
            data = json.loads(path.read_text(encoding="utf-8"))
        except (OSError, ValueError):
            return cls()
        if not isinstance(data, dict):
            return cls()
        known = {f.name for f in fields(cls)}
        kwargs = {k: v for k, v in data.items() if k in known}
        if "window_size" in kwargs:
            try:
                kwargs["window_size"] = tuple(int(v) for v in kwargs["window_size"])
            except (TypeError, ValueError):
                del kwargs["window_size"]
        try:
            return cls(**kwargs).clean()
        except (TypeError, ValueError):
            return cls()

    def save(self, path: Path | None = None) -> None:
        path = path or self.path()
        data = asdict(self)
        data["window_size"] = list(self.window_size)
        write_atomic(path, json.dumps(data, indent=2).encode("utf-8"))
