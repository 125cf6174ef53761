"""Where the app finds its assets and keeps settings and saves."""
from __future__ import annotations

import os
import sys
from pathlib import Path

APP_DIR_NAME = "tavern-table"


def assets_dir() -> Path:
    """The assets folder: beside the sources, or inside the packaged build."""
    bundle = getattr(sys, "_MEIPASS", None)
    if bundle:
        return Path(bundle) / "assets"
    return Path(__file__).resolve().parent.parent / "assets"


def asset(*parts: str) -> Path:
    return assets_dir().joinpath(*parts)


def _home_override() -> Path | None:
    # Tests and portable installs point everything at one folder.
    value = os.environ.get("TAVERN_TABLE_HOME")
    return Path(value) if value else None


def config_dir() -> Path:
    """The platform's user config dir for this app (settings.json)."""
    override = _home_override()
    if override:
        return override / "config"
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("APPDATA") or Path.home() / "AppData" / "Roaming")
        return base / "TavernTable"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "TavernTable"
    base = Path(os.environ.get("XDG_CONFIG_HOME") or Path.home() / ".config")
    return base / APP_DIR_NAME


def data_dir() -> Path:
    """The platform's user data dir for this app (saves/)."""
    override = _home_override()
    if override:
        return override / "data"
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "TavernTable"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Application Support" / "TavernTable"
    base = Path(os.environ.get("XDG_DATA_HOME") or Path.home() / ".local" / "share")
    return base / APP_DIR_NAME


def cache_dir() -> Path:
    """The platform's user cache dir: pictures we can always draw again, kept to start fast."""
    override = _home_override()
    if override:
        return override / "cache"
    if sys.platform.startswith("win"):
        base = Path(os.environ.get("LOCALAPPDATA") or Path.home() / "AppData" / "Local")
        return base / "TavernTable" / "Cache"
    if sys.platform == "darwin":
        return Path.home() / "Library" / "Caches" / "TavernTable"
    base = Path(os.environ.get("XDG_CACHE_HOME") or Path.home() / ".cache")
    return base / APP_DIR_NAME


def saves_dir() -> Path:
    return data_dir() / "saves"
