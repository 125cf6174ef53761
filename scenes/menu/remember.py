"""What the setup screens remember for the next game: per game, the seats (name, colour, person or
bot) and the game's own choices (Vault's Factions and alternate rules, Drizzt's adventure and
heroes). One small JSON file in the user data dir, written atomically; a missing, damaged or
hand-edited file gives nothing remembered, never an error."""
from __future__ import annotations

import json
from pathlib import Path

from game.core.files import write_atomic
from scenes.paths import data_dir

VERSION = 1
MAX_SEATS = 8
MAX_NAME = 40
LAST = "_last"  # the seats of the game set up most recently, whatever its kind


def path() -> Path:
    return data_dir() / "remembered.json"


def _read(where: Path) -> dict:
    """The whole file as {game id: entry}; {} for anything unreadable."""
    try:
        data = json.loads(where.read_text(encoding="utf-8"))
    except (OSError, ValueError):
        return {}
    if not isinstance(data, dict) or data.get("version") != VERSION or not isinstance(data.get("games"), dict):
        return {}
    return {k: v for k, v in data["games"].items() if isinstance(k, str) and isinstance(v, dict)}


def _clean_seat(raw: object) -> dict | None:
    """A seat as the setup screens read it, or None when the entry is not one."""
    if not isinstance(raw, dict) or not isinstance(raw.get("name"), str) or not isinstance(raw.get("colour"), str):
        return None
    bot = raw.get("bot")
    return {"name": raw["name"][:MAX_NAME], "colour": raw["colour"], "bot": bot if isinstance(bot, str) else None}


def _seats(entry: dict) -> list[dict]:
    raw = entry.get("seats") if isinstance(entry.get("seats"), list) else []
    return [s for s in (_clean_seat(r) for r in raw[:MAX_SEATS]) if s is not None]


def recall(game_id: str, where: Path | None = None) -> dict:
    """{"seats": [{"name", "colour", "bot"}, ...], "options": {...}} remembered for `game_id`;
    empty lists and dicts when nothing (or nothing readable) is remembered. A game never set up
    before gets the people of the last game of another kind (the same friends on the couch)."""
    games = _read(where or path())
    entry = games.get(game_id)
    if entry is None:
        last = games.get(LAST, {})
        people = [s for s in _seats(last) if s["bot"] is None]
        return {"seats": people, "options": {}}
    options = entry.get("options") if isinstance(entry.get("options"), dict) else {}
    return {"seats": _seats(entry), "options": options}


def remember(game_id: str, seats: list[dict], options: dict, where: Path | None = None) -> bool:
    """Keep the seats and options of the game being started; False when the file cannot be written
    (a read-only home only means the next setup starts from the defaults)."""
    where = where or path()
    games = _read(where)
    games[game_id] = {"seats": [{"name": s["name"], "colour": s["colour"], "bot": s.get("bot")} for s in seats],
                      "options": options}
    games[LAST] = {"seats": games[game_id]["seats"]}
    try:
        write_atomic(where, json.dumps({"version": VERSION, "games": games}, indent=1).encode("utf-8"))
    except (OSError, TypeError, ValueError):
        return False
    return True
