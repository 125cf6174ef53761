"""The table's sounds: what the engine reports, heard when the player is shown it.

An event's kind is the set of keys of its data ("seat", "force", "to" ...: the shape of what
happened). Each game's scenes keep a map from kinds to sound names (scenes/<game>/sounds.py),
(or several names: a hire is Followers set down and coins paid), where None marks a kind that
is silent on purpose (the dice tray already sounds a roll); a
test checks every kind the engine can report is in it, so a new event cannot be forgotten.

The shell queues an event's sound when the event is told (TableScene.tell) and plays the queue
when the table moves on again (TableScene.drive): after a dice tray opened meanwhile has
closed, a curtain has lifted, or (Drizzt) the narration has told that beat (`reach`).
It also sounds the cue that the turn has passed to a person, once per change of who decides.
"""
from __future__ import annotations

from collections import deque
from typing import Iterable, Mapping, Union

from game.core.protocol import CHANCE

PER_BATCH = 3  # at most this many different sounds at once (instant bots can do a lot in a frame)

Sound = Union[str, tuple[str, ...], None]
SoundMap = Mapping[frozenset, Sound]


def kind(*keys: str) -> frozenset:
    """An event kind by its data's keys, for writing a game's sound map."""
    return frozenset(keys)


def event_kind(event) -> frozenset:
    """The kind of an event: the keys of its data."""
    return frozenset(event.data) if isinstance(event.data, dict) else frozenset()


def sounds_of(event, sounds: SoundMap) -> tuple[str, ...]:
    """The sounds an event makes (none: silent, or a kind the map does not know)."""
    found = sounds.get(event_kind(event))
    return (found,) if isinstance(found, str) else tuple(found or ())


class TableSounds:
    """The queue of sounds waiting for their events to be shown, and the your-turn cue."""

    def __init__(self, audio, sounds: SoundMap) -> None:
        self.audio = audio
        self.sounds = sounds
        self.waiting: deque[tuple[str, tuple[str, ...]]] = deque()  # (event text, its sounds) in order
        self.cued: tuple | None = None  # (seat, log length) of the last your-turn cue

    def queue(self, events: Iterable) -> None:
        """These events are being told: their sounds wait for the table to show them."""
        for event in events:
            self.waiting.append((event.text, sounds_of(event, self.sounds)))

    def reach(self, text: str) -> None:
        """A beat telling `text` has started: play the sounds up to its event."""
        if not any(told == text for told, _ in self.waiting):
            return
        names: list[str] = []
        while self.waiting:
            told, made = self.waiting.popleft()
            names += made
            if told == text:
                break
        self._play(names)

    def flush(self) -> None:
        """The table has caught up with what it was told: play what is waiting."""
        names = [name for _, made in self.waiting for name in made]
        self.waiting.clear()
        self._play(names)

    def clear(self) -> None:
        """Forget what is waiting (the story of a resumed game, an undone action)."""
        self.waiting.clear()

    def _play(self, names) -> None:
        seen: list[str] = []
        for name in names:
            if name not in seen:
                seen.append(name)
        for name in seen[:PER_BATCH]:
            self.audio.play(name)

    def turn_to(self, person: int | None, match) -> None:
        """Sound the your-turn cue when a person holds the screen to decide and the decision
        before theirs was someone else's (a bot, another person); once per such change."""
        if person is None:
            return
        last = next((e.seat for e in reversed(match.log) if e.seat != CHANCE), None)
        if last is None or last == person:
            return
        mark = (person, len(match.log))
        if mark != self.cued:
            self.cued = mark
            self.audio.play("your_turn")


class KindSounds(TableSounds):
    """The queue of sounds keyed by the event data's "kind" (for a game whose every event names
    its kind): `sounds` maps a kind to a sound name, or None where it is silent on purpose."""

    def queue(self, events: Iterable) -> None:
        for event in events:
            data = event.data if isinstance(event.data, dict) else {}
            found = self.sounds.get(data.get("kind"))
            self.waiting.append((event.text, (found,) if isinstance(found, str) else ()))
