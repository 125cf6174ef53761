"""Save slots on disk: what each holds (via the engine's peek), the newest save, and loading
one with a readable refusal and the .bak offered when a file is damaged."""
from __future__ import annotations

from dataclasses import dataclass
from datetime import datetime, timedelta
from pathlib import Path

from scenes import paths, save_writer

SLOT_COUNT = 8
AUTOSAVE = "autosave"
ENGINE_MISSING = "the save engine is not installed yet"


@dataclass(frozen=True)
class SlotInfo:
    """One slot as the save/load screen shows it."""

    key: str  # "autosave" or "slot1".."slot8"
    label: str  # "Autosave", "Slot 1"
    path: Path
    state: str  # "empty" | "good" | "damaged"
    title: str = ""
    saved_at: str = ""  # already formatted for people
    actions: int = 0
    problem: str = ""
    mtime: float = 0.0
    round: int | None = None  # None: a save from before summaries, or a game without rounds
    over: bool | None = None  # None: not known (a save from before summaries)
    result: str = ""  # 'Ana won', 'The party lost' once over
    note: str = ""  # the game's words for the setup: the adventure, the Factions
    seats: tuple[tuple[str, bool], ...] = ()  # (name, is a bot) in seat order

    @property
    def has_backup(self) -> bool:
        return backup_of(self.path).exists()


def backup_of(path: Path) -> Path:
    return Path(path).with_name(Path(path).name + ".bak")


def slot_path(key: str) -> Path:
    return paths.saves_dir() / f"{key}.json"


def slot_keys() -> list[str]:
    return [AUTOSAVE] + [f"slot{n}" for n in range(1, SLOT_COUNT + 1)]


def slot_label(key: str) -> str:
    return "Autosave" if key == AUTOSAVE else f"Slot {key[4:]}"


def format_time(stamp: str, now: datetime | None = None) -> str:
    """An ISO time as people say it, in local time: 'Today 14:05', 'Yesterday 21:40', 'Sat 28 Nov,
    19:02' within the week, '28 Nov, 19:02' this year, else '28 Nov 2025, 19:02'; odd input as is."""
    try:
        when = datetime.fromisoformat(stamp)
    except (TypeError, ValueError):
        return str(stamp)
    if when.tzinfo is not None:
        when = when.astimezone()
    now = now or datetime.now(when.tzinfo)
    clock = when.strftime("%H:%M")
    days = (now.date() - when.date()).days
    if days == 0:
        return f"Today {clock}"
    if days == 1:
        return f"Yesterday {clock}"
    if 1 < days < 7:
        return f"{when.strftime('%a')} {when.day} {when.strftime('%b')}, {clock}"
    if when.year == now.year and days >= 0:
        return f"{when.day} {when.strftime('%b')}, {clock}"
    return f"{when.day} {when.strftime('%b %Y')}, {clock}"


def seats_line(seats: tuple[tuple[str, bool], ...]) -> str:
    """'Ana, Bea and Old Brannoc (bot)': the seats as a slot lists them."""
    names = [f"{name} (bot)" if bot else name for name, bot in seats]
    return ", ".join(names[:-1]) + " and " + names[-1] if len(names) > 1 else "".join(names)


def status_line(slot: SlotInfo) -> str:
    """'Round 3, in play' / 'Finished: Ana won' / '212 actions' (a save from before summaries)."""
    if slot.over:
        return f"Finished: {slot.result}" if slot.result else "Finished"
    actions = f"{slot.actions} action" + ("" if slot.actions == 1 else "s")
    if slot.round is not None:
        return f"Round {slot.round}, in play" if slot.over is False else f"Round {slot.round}"
    return actions


def _engine_errors() -> tuple[type[BaseException], ...]:
    try:
        from game.core.errors import SaveError
    except ImportError:
        return ()
    return (SaveError,)


def read_slot(key: str) -> SlotInfo:
    """What a slot holds. Never raises: a bad file comes back as state 'damaged' with the reason."""
    save_writer.flush()  # a save still being written is read whole, never an older copy
    path = slot_path(key)
    label = slot_label(key)
    if not path.exists():
        return SlotInfo(key, label, path, "empty")
    mtime = path.stat().st_mtime
    try:
        from game.core.saves import peek
    except ImportError:
        return SlotInfo(key, label, path, "damaged", problem=f"cannot read it: {ENGINE_MISSING}", mtime=mtime)
    # A listing must survive any file a player drops in the folder.
    errors = (*_engine_errors(), OSError, ValueError, TypeError, KeyError)
    try:
        info = peek(path)
        summary = info.get("summary") or {}
        return SlotInfo(key, label, path, "good", title=str(info.get("title") or info.get("game") or "?"),
                        saved_at=format_time(info.get("saved_at", "")), actions=int(info.get("actions", 0)),
                        mtime=mtime, round=summary.get("round"), over=summary.get("over"),
                        result=summary.get("result", ""), note=summary.get("note", ""),
                        seats=tuple((s["name"], bool(s["bot"])) for s in summary.get("seats", ())))
    except errors as exc:
        return SlotInfo(key, label, path, "damaged", problem=str(exc) or type(exc).__name__, mtime=mtime)


def read_slots() -> list[SlotInfo]:
    """Autosave first, then slots 1..8."""
    return [read_slot(key) for key in slot_keys()]


def latest_save() -> Path | None:
    """The most recently written save file (autosave included), or None."""
    save_writer.flush()
    found = [p for p in (slot_path(k) for k in slot_keys()) if p.exists()]
    return max(found, key=lambda p: p.stat().st_mtime) if found else None


def load_match(path: Path):
    """Match.load(path); raises the engine's SaveError, or ImportError without the engine."""
    from game.core.match import Match

    save_writer.flush()
    return Match.load(path)


def open_save(app, path: Path, *, offer_backup: bool = True) -> bool:
    """Load `path` and resume its table. A refusal is shown in a dialog that offers the .bak.

    Returns True when the match loaded.
    """
    from scenes import tables
    from scenes.kit.dialog import Dialog

    try:
        match = load_match(path)
    except ImportError:
        app.toasts.show(f"Cannot load: {ENGINE_MISSING}", "error")
        return False
    except (*_engine_errors(), OSError, ValueError) as exc:
        reason = str(exc) or type(exc).__name__
        backup = backup_of(path)
        if offer_backup and backup.exists():
            message = f"{reason}\n\nAn older copy of this save exists. Load that instead?"
            buttons = [("Load older copy", "backup"), ("Cancel", None)]
        else:
            message, buttons = reason, [("OK", None)]
        app.stack.push(Dialog(app, "This save cannot be loaded", message, buttons,
                              lambda choice: choice == "backup" and open_save(app, backup, offer_backup=False)))
        return False
    tables.resume_game(app, match)
    if match.replayed is not None:  # an earlier version wrote it: say what today's rules made of it
        note = match.replayed.note()
        if match.replayed.moves < match.replayed.of:
            app.stack.push(Dialog(app, "Saved by an earlier version", note, [("Play on", None)]))
        else:
            app.toasts.show(note, "info")
    return True
