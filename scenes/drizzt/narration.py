"""The dungeon's story told at a readable pace: each thing the engine reports becomes a beat
(a caption, where to look, maybe a card shown large) and, while beats are playing, the table
holds the match so the villain phase plays out step by step instead of all at once.

A person's own action is not held up; what the dungeon does in reply is (new tiles, monsters
appearing, encounters, each monster's tactic, its move, its attack). The pace follows the
Bot speed setting; "instant" tells without waiting.

The log keeps pace with the story: an event's log line is written when its beat starts (a line
with no beat of its own goes with the beat before it), never while earlier beats still wait.
"""
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field
from typing import Callable

from game.core.words import tidy
from game.drizzt.grid import SIZE

PACE = {"slow": 1.5, "normal": 0.9, "fast": 0.45, "instant": 0.0}  # seconds a beat holds the table
CARD_BEATS = 2.0  # an encounter card stays up this many beats

Cell = tuple[int, int]


@dataclass
class Beat:
    text: str
    seconds: float
    focus: Cell | None = None  # the space the camera glides to
    card: str = ""  # an encounter card shown large
    held: bool = True  # the table waits for it
    actor: str = ""  # the monster whose tactic this is (ringed on the map while it is told)
    lines: list = field(default_factory=list)  # log entries written when the beat starts


def focus_of(data: dict, view: dict) -> Cell | None:
    """Where an event happens: its space, its tile's middle, its monster or its hero."""
    if not isinstance(data, dict):
        return None
    for key in ("cell", "to"):
        spot = data.get(key)
        if isinstance(spot, (list, tuple)) and len(spot) == 2:
            return int(spot[0]), int(spot[1])
    at = data.get("at") or data.get("tile")
    if isinstance(at, (list, tuple)) and len(at) == 2:
        return int(at[0]) * SIZE + SIZE // 2, int(at[1]) * SIZE + SIZE // 2
    uid = data.get("monster")
    if isinstance(uid, str):
        for m in view.get("monsters", ()):
            if m["uid"] == uid:
                return tuple(m["cell"])
    hero = data.get("hero")
    if isinstance(hero, int) and 0 <= hero < len(view.get("heroes", ())):
        cell = view["heroes"][hero].get("cell")
        if cell is not None:
            return tuple(cell)
    return None


def beat_of(event, view: dict, pace: float, own: bool) -> Beat | None:
    """The beat an event makes (None: the log is enough). `own`: it answers a person's own
    action, which the person already watched happen."""
    data = event.data if isinstance(event.data, dict) else {}
    text = tidy(event.text)  # "N thing(s)" counted properly
    if not text:
        return None
    focus = focus_of(data, view)
    if data.get("encounter") and data.get("kind"):
        return Beat(text, pace * CARD_BEATS, focus, card=data["encounter"])
    story = ("tile" in data and "rot" in data) or "tactic" in data or "to" in data or "roll" in data \
        or data.get("destroyed") or "surge" in data or ("monster" in data and "holder" in data)
    if own and not story:
        return Beat(text, 0.0, focus, held=False)
    actor = data.get("monster", "") if "tactic" in data else ""
    return Beat(text, pace if story else pace * 0.5, focus, actor=actor)


class Narrator:
    """The queue of beats and the one being told."""

    def __init__(self) -> None:
        self.beats: deque[Beat] = deque()
        self.current: Beat | None = None
        self.left = 0.0
        self.caption = ""
        self.card = ""  # the encounter card on show
        self.card_left = 0.0
        self.write: Callable | None = None  # writes a log entry (the table's log)

    def tell(self, events, view: dict, pace: float, own: bool = False, lines: list | None = None,
             write: Callable | None = None) -> None:
        """Queue the beats of `events`; `lines[i]` (the log entry of events[i]) is written through
        write(entry) once that event's beat starts."""
        if write is not None:
            self.write = write
        for i, event in enumerate(events):
            beat = beat_of(event, view, pace, own)
            entry = lines[i] if lines is not None else None
            if beat is not None:
                self.beats.append(beat)
            if entry is not None:
                self._log_with(beat, entry)
        if pace <= 0:  # instant: only the last word stays on screen
            while self.beats:
                self._start(self.beats.popleft())
            self.left = 0.0

    @property
    def holding(self) -> bool:
        """True while beats are still being told: the table does not move the match on."""
        return bool(self.beats) or self.left > 0

    def skip(self) -> None:
        """A click hurries the story: the queue is told at once."""
        while self.beats:
            self._start(self.beats.popleft())
        self.left = 0.0
        self.card_left = min(self.card_left, 0.0)

    def _log_with(self, beat: Beat | None, entry) -> None:
        if beat is None and self.beats:
            beat = self.beats[-1]  # no beat of its own: it is told with the one before it
        if beat is not None and (self.beats and beat is self.beats[-1]):
            beat.lines.append(entry)
        elif self.write is not None:
            self.write(entry)  # nothing waits: into the log now

    def _start(self, beat: Beat) -> None:
        for entry in beat.lines:
            if self.write is not None:
                self.write(entry)
        beat.lines = []
        self.current = beat
        self.caption = beat.text
        self.left = beat.seconds if beat.held else 0.0
        if beat.card:
            self.card, self.card_left = beat.card, beat.seconds

    def update(self, dt: float) -> Beat | None:
        """Age the story; returns a beat that just started (so the camera can look there)."""
        if self.card:
            self.card_left -= dt
            if self.card_left <= 0:
                self.card = ""
        self.left = max(0.0, self.left - dt)
        if self.left <= 0 and self.beats:
            beat = self.beats.popleft()
            self._start(beat)
            return beat
        return None

    def clear(self) -> None:
        """Drop the story being told (an undo took it back): its beats, the lines they were
        still to log, the card on show and the caption."""
        self.beats.clear()
        self.left = 0.0
        self.card = ""
        self.caption = ""
        self.current = None
