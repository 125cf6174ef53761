"""The save file format: JSON with the setup, seed, action log and a hash of the final state.

    {"format": "tavern-table-save", "version": 1, "game": "vault", "title": "...",
     "saved_at": "2026-11-30T12:00:00+00:00", "setup": {...}, "seed": 7,
     "log": [[seat_or_"chance", {"kind": ..., ...}], ...], "actions": 42, "state_hash": "..."}

Reading checks the shape of everything before anything is replayed; every problem is a
SaveError with a sentence a player can read.
"""
from __future__ import annotations

import json
from pathlib import Path

from game.core import catalogue
from game.core.errors import SaveError

FORMAT = "tavern-table-save"
VERSION = 1
MAX_BYTES = 64 * 1024 * 1024
MAX_DEPTH = 32  # real saves nest a few levels; deeper is damage or mischief


def _read_json(path: Path) -> object:
    try:
        size = path.stat().st_size
        if size > MAX_BYTES:
            raise SaveError(f"{path.name} is {size // 1_000_000} MB, too large to be a save")
        raw = path.read_bytes()
    except FileNotFoundError:
        raise SaveError(f"{path.name} does not exist") from None
    except OSError as exc:
        raise SaveError(f"{path.name} cannot be read: {exc.strerror or exc}") from None
    if not raw.strip():
        raise SaveError(f"{path.name} is empty")
    try:
        text = raw.decode("utf-8")
    except UnicodeDecodeError:
        raise SaveError(f"{path.name} is not a text file, so not a save") from None
    if "\x00" in text:
        raise SaveError(f"{path.name} contains null bytes: it is damaged")
    try:
        return json.loads(text)
    except RecursionError:
        raise SaveError(f"{path.name} is nested too deeply to be a save") from None
    except ValueError as exc:
        raise SaveError(f"{path.name} is damaged or cut short ({exc.msg} at line {exc.lineno})") from None


def _too_deep(data: object, limit: int = MAX_DEPTH) -> bool:
    """True when lists/objects nest deeper than `limit` (checked without recursion)."""
    stack = [(data, 1)]
    while stack:
        item, depth = stack.pop()
        if depth > limit:
            return True
        if isinstance(item, dict):
            stack.extend((v, depth + 1) for v in item.values())
        elif isinstance(item, list):
            stack.extend((v, depth + 1) for v in item)
    return False


def check_save(data: object, name: str = "the save") -> dict:
    """The save's data if its shape is right, else SaveError."""
    if _too_deep(data):
        raise SaveError(f"{name} is nested too deeply to be a save")
    if not isinstance(data, dict) or data.get("format") != FORMAT:
        raise SaveError(f"{name} is not a Tavern Table save")
    version = data.get("version")
    if not isinstance(version, int) or isinstance(version, bool):
        raise SaveError(f"{name} has no version number")
    if version > VERSION:
        raise SaveError(f"{name} was made by a newer Tavern Table (save version {version}); please update")
    if version < 1:
        raise SaveError(f"{name} has an unknown version {version}")
    game = data.get("game")
    if not isinstance(game, str):
        raise SaveError(f"{name} does not say which game it is")
    try:
        catalogue.find(game)
    except KeyError:
        raise SaveError(f"{name} is a game of {game!r}, which is not installed") from None
    _need(data, "setup", dict, name)
    _need(data, "log", list, name)
    _need(data, "state_hash", str, name)
    seed = data.get("seed")
    if not isinstance(seed, int) or isinstance(seed, bool):
        raise SaveError(f"{name} has no seed")
    for i, entry in enumerate(data["log"]):
        if not (isinstance(entry, list) and len(entry) == 2 and isinstance(entry[1], dict)):
            raise SaveError(f"{name}: log entry {i + 1} is malformed")
    return data


def _need(data: dict, key: str, kind: type, name: str) -> None:
    if not isinstance(data.get(key), kind):
        raise SaveError(f"{name} is missing its {key}")


def renamed(data: object, table: dict[str, str]) -> object:
    """A copy of `data` with each string that is a key of `table` replaced by its value: a save's
    setup and log brought up to date with a game's renamed ids (its rules' RENAMED, old -> new)."""
    if isinstance(data, str):
        return table.get(data, data)
    if isinstance(data, list):
        return [renamed(v, table) for v in data]
    if isinstance(data, dict):
        return {k: renamed(v, table) for k, v in data.items()}
    return data


def read_save(path: Path) -> dict:
    """Read and shape-check a save file (no replay yet)."""
    path = Path(path)
    return check_save(_read_json(path), path.name)


def peek(path: Path) -> dict:
    """What a save slot shows: game id, title, saved_at, actions. SaveError if bad."""
    data = read_save(path)
    info = catalogue.find(data["game"])
    saved_at = data.get("saved_at")
    return {
        "game": data["game"],
        "title": data.get("title") if isinstance(data.get("title"), str) else info.title,
        "saved_at": saved_at if isinstance(saved_at, str) else "",
        "actions": len(data["log"]),
    }
