"""The table's story told in order: what the match did waits while the dice of a throw are
still tumbling, and the hand-off curtain waits until the last person has seen what they did.

`Story` holds the driver's reports (seat, action, events) that came while a throw was on show,
to be told, in order, once its dice have landed. `CurtainDue` is a hand-off that is coming: it
comes once a moment has passed and nothing is still being shown, so the result of a person's
own action stays in view before the curtain covers it.
"""
from __future__ import annotations

from dataclasses import dataclass
from typing import Callable

#: How long what a person did stays in view, once it has played out, before the curtain comes.
RESULT_SECONDS = 1.2


class Story:
    """Reports held back until the dice land (see the module docstring)."""

    def __init__(self) -> None:
        self.held: list[tuple] = []

    def __bool__(self) -> bool:
        return bool(self.held)

    def hold(self, seat, action, events) -> None:
        self.held.append((seat, action, list(events)))

    def last_events(self) -> list:
        """The events of the last report held (the throw's own: what its dice decided)."""
        return list(self.held[-1][2]) if self.held else []

    def release(self) -> list[tuple]:
        """Every report held, oldest first; the story is then empty."""
        held, self.held = self.held, []
        return held


@dataclass
class CurtainDue:
    """A hand-off curtain for `seat`, due in `left` seconds (and not before the table is still);
    done() hands the screen over (the driver's callback)."""

    seat: int
    done: Callable[[], None]
    left: float = RESULT_SECONDS
    asked: bool = False  # the last person asked for it ("Pass to Bea"): no more waiting

    def tick(self, dt: float) -> bool:
        """Count down a frame; True once the moment is over."""
        self.left -= dt
        return self.left <= 0
