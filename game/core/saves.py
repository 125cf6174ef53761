"""The save file format: JSON with the setup, seed, action log and a hash of the final state.

    {"format": "tavern-table-save", "version": 1, "app": "0.1.0", "game": "vault", "title": "...",
     "saved_at": "2026-11-30T12:00:00+00:00", "setup": {...}, "seed": 7,
     "log": [[seat_or_"chance", {"kind": ..., ...}], ...], "actions": 42, "state_hash": "...",
     "summary": {"round": 3, "over": false, "result": "", "note": "...", "seats": [...]}}

`app` is the Tavern Table version that wrote it (since 0.1.0; older saves have none): a save an
earlier version wrote is replayed under today's rules (Match.from_save, Match.replayed).
The summary is what a save slot shows (written since issue 15; never read back into the game).
A save without one still loads, and its slot shows what its setup tells.

Reading checks the shape of everything before anything is replayed; every problem is a
SaveError with a sentence a player can read.
"""
from __future__ import annotations

import json
from pathlib import Path

from typing import Any

from game.core import catalogue
from game.core.errors import SaveError, TavernError

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
    if "app" in data and not isinstance(data["app"], str):
        raise SaveError(f"{name} names the Tavern Table that wrote it wrongly")
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
    """What a save slot shows: game id, title, saved_at, actions and the summary (see
    slot_summary). SaveError if bad."""
    data = read_save(path)
    info = catalogue.find(data["game"])
    saved_at = data.get("saved_at")
    return {
        "game": data["game"],
        "title": data.get("title") if isinstance(data.get("title"), str) else info.title,
        "saved_at": saved_at if isinstance(saved_at, str) else "",
        "actions": len(data["log"]),
        "summary": slot_summary(data, info),
    }


# -- what a slot shows ------------------------------------------------------------------------
def _seats_of(setup: dict) -> list[dict]:
    """[{"name", "bot"}] from a setup's seats; anything odd is skipped (the summary never refuses)."""
    seats = setup.get("seats") if isinstance(setup, dict) else None
    out = []
    for i, seat in enumerate(seats if isinstance(seats, list) else []):
        if isinstance(seat, dict):
            name = seat.get("name") if isinstance(seat.get("name"), str) and seat.get("name") else f"Seat {i + 1}"
            out.append({"name": name, "bot": bool(seat.get("bot"))})
    return out


def describe(rules: Any, setup: dict) -> str:
    """The game's own words for what a setup plays (Drizzt's adventure, Vault's Factions), from
    the rules module's optional describe_setup; '' when it has none or the setup puzzles it."""
    words = getattr(rules, "describe_setup", None)
    if words is None:
        return ""
    try:
        text = words(setup)
    except (TavernError, KeyError, TypeError, ValueError, AttributeError, IndexError):
        return ""
    return text if isinstance(text, str) else ""


def result_text(info: Any, seats: list[dict], winners: tuple[int, ...]) -> str:
    """'Ana won', 'The party won', 'The party lost': who came out ahead, in words."""
    names = [seats[i]["name"] for i in winners if 0 <= i < len(seats)]
    if getattr(info, "coop", False) and (not names or len(names) == len(seats)):
        return "The party won" if names else "The party lost"
    if not names:
        return "No one won"
    return (", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else names[0]) + " won"


def summary(info: Any, rules: Any, setup: dict, state: Any, outcome: Any) -> dict:
    """The small summary written into a save: the round, finished or not and who won, the game's
    words for the setup, and the seats (names, bots marked)."""
    seats = _seats_of(setup)
    round_no = getattr(state, "round", None)
    return {
        "round": round_no if isinstance(round_no, int) and not isinstance(round_no, bool) else None,
        "over": outcome is not None,
        "result": result_text(info, seats, tuple(outcome.winners)) if outcome is not None else "",
        "note": describe(rules, setup),
        "seats": seats,
    }


def _stored_summary(data: dict) -> dict | None:
    """The save's own summary when it has a sound one, else None (an older save, or damage)."""
    raw = data.get("summary")
    if not isinstance(raw, dict):
        return None
    round_no = raw.get("round")
    seats = raw.get("seats")
    if not isinstance(seats, list) or not all(isinstance(s, dict) and isinstance(s.get("name"), str) for s in seats):
        return None
    return {
        "round": round_no if isinstance(round_no, int) and not isinstance(round_no, bool) else None,
        "over": raw.get("over") if isinstance(raw.get("over"), bool) else None,
        "result": raw.get("result") if isinstance(raw.get("result"), str) else "",
        "note": raw.get("note") if isinstance(raw.get("note"), str) else "",
        "seats": [{"name": s["name"], "bot": bool(s.get("bot"))} for s in seats],
    }


def slot_summary(data: dict, info: Any) -> dict:
    """What a slot shows of a checked save: its stored summary, or for a save written before
    summaries what its setup tells (round and finished unknown: None)."""
    stored = _stored_summary(data)
    if stored is not None:
        return stored
    return {"round": None, "over": None, "result": "", "note": describe(info.rules(), data["setup"]),
            "seats": _seats_of(data["setup"])}
