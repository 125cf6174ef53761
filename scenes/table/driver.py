"""Runs a match at one shared screen: chance, bots at a readable pace, hand-offs between the
people on the couch, autosave after every action, and undo back to the last roll or draw.

A table scene owns one MatchDriver, calls `update(dt)` every frame and `act(action)` when a
person decides. The driver never knows a rule: it asks the match who is to act and what is
legal, and reports what happened through the callbacks the table gives it.
"""
from __future__ import annotations

import copy
import time
from dataclasses import dataclass
from typing import Callable

from game.core.bots import bot_named
from game.core.errors import IllegalAction
from game.core.protocol import CHANCE, Roll
from game.core.words import tidy
from scenes.settings import BOT_DELAY

FRAME_BUDGET = 0.008  # seconds of instant bot play per frame, so the window stays responsive


@dataclass(frozen=True)
class SeatPlay:
    """Who sits in a seat: a person (bot None) or a bot of some kind."""

    name: str
    bot: str | None = None
    colour: str = ""
    symbol: str = ""


class MatchDriver:
    """Moves a match along between a table's frames.

    on_events(seat, action, events): something happened (seat is CHANCE for rolls and draws).
    on_roll(kinds, values, reason, done): show a throw; call done() once the dice have been seen.
    on_handoff(seat, done): a different person must act now and the game has secrets: show
    the hand-off curtain and call done() when only that person is looking.
    on_over(): the game has ended.
    """

    def __init__(self, app, match, seats: list[SeatPlay], *, secrets: bool,
                 on_events: Callable, on_roll: Callable | None = None,
                 on_handoff: Callable | None = None, on_over: Callable | None = None,
                 autosave: Callable | None = None) -> None:
        self.app = app
        self.match = match
        self.seats = seats
        self.secrets = secrets
        self.on_events = on_events
        self.on_roll = on_roll
        self.on_handoff = on_handoff
        self.on_over = on_over
        self.autosave = autosave
        self.waiting = False  # a throw or a curtain is on screen
        self.viewer: int | None = self._first_viewer()
        self.bot_clock = 0.0
        self.over_reported = False

    # -- who is who ------------------------------------------------------------------------
    @property
    def humans(self) -> list[int]:
        return [i for i, s in enumerate(self.seats) if s.bot is None]

    def _first_viewer(self) -> int | None:
        humans = self.humans
        return humans[0] if len(humans) == 1 else None

    def is_bot(self, seat) -> bool:
        return isinstance(seat, int) and self.seats[seat].bot is not None

    @property
    def to_act(self):
        return self.match.to_act()

    def human_to_act(self) -> int | None:
        """The person who must decide now, once they hold the screen; else None."""
        who = self.to_act
        if isinstance(who, int) and not self.is_bot(who) and who == self.viewer and not self.waiting:
            return who
        return None

    @property
    def instant(self) -> bool:
        """Bots move without a pause (the bot speed setting)."""
        return self.app.settings.bot_speed == "instant"

    def _bots_only_roll(self) -> bool:
        """True when this roll follows a bot's decision (or nobody at the table is a person)."""
        if not self.humans:
            return True
        decided = next((e.seat for e in reversed(self.match.log) if e.seat != CHANCE), None)
        return self.is_bot(decided)

    # -- frame -------------------------------------------------------------------------------
    def update(self, dt: float) -> None:
        """Roll for chance, let a bot move, or ask for a hand-off; at most a frame's worth."""
        started = time.perf_counter()
        while not self.waiting:
            progressed = self._step(dt)
            dt = 0.0
            if not progressed or not self.instant or time.perf_counter() - started > FRAME_BUDGET:
                break

    def _step(self, dt: float) -> bool:
        who = self.to_act
        if who is None:
            if not self.over_reported:
                self.over_reported = True
                if self.on_over:
                    self.on_over()
            return False
        if who == CHANCE:
            self._chance()
            return True
        if self.is_bot(who):
            return self._bot(who, dt)
        if who != self.viewer:
            self._hand_to(who)
        return False

    def _chance(self) -> None:
        reason = getattr(self.match.rules.chance(self.match.state), "reason", "")
        action, events = self.match.roll()
        self._after(CHANCE, action, events)
        if isinstance(action, Roll) and self.on_roll and not (self.instant and self._bots_only_roll()):
            self.waiting = True
            self.on_roll(list(action.dice), list(action.values), reason, self._resume)

    def _bot(self, seat: int, dt: float) -> bool:
        self.bot_clock += dt
        if not self.instant and self.bot_clock < BOT_DELAY.get(self.app.settings.bot_speed, 0.75):
            return False
        self.bot_clock = 0.0
        rules = self.match.rules
        action = bot_named(rules, self.seats[seat].bot)(self.match.view(seat), self.match.legal_actions(),
                                                         self.match.bot_rng())
        events = self.match.act(action)
        self._after(seat, action, events)
        return True

    def _hand_to(self, seat: int) -> None:
        if not self.secrets or len(self.humans) < 2 or self.on_handoff is None:
            self.viewer = seat
            return
        self.waiting = True
        self.viewer = None

        def ready() -> None:
            self.viewer = seat
            self.waiting = False

        self.on_handoff(seat, ready)

    def _resume(self) -> None:
        self.waiting = False

    def _after(self, seat, action, events) -> None:
        self.on_events(seat, action, events)
        if self.autosave is not None:
            self.autosave(self.match)

    # -- a person decides --------------------------------------------------------------------
    def act(self, action) -> str | None:
        """Apply a person's decision: None when done, else why not, in the engine's plain words
        for that person (nothing changed)."""
        who = self.human_to_act()
        if who is None:
            return "wait: it is not your decision right now"
        try:
            events = self.match.act(action)
        except IllegalAction as exc:
            return tidy(exc.plain)  # the engine keeps "N thing(s)" word for word: counted here
        self._after(who, action, events)
        return None

    def can_undo(self) -> bool:
        """True when a person's decision can be taken back (bots' later moves go with it)."""
        return self._undo_steps() > 0

    def _undo_steps(self) -> int:
        """How many log entries an undo takes back (0: none). With several people at the table
        only the one holding the screen may take back their own decision."""
        if not self.humans or self.waiting:
            return 0
        log = self.match.log
        for steps in range(1, self.match.undoable() + 1):
            seat = log[-steps].seat
            if isinstance(seat, int) and not self.is_bot(seat):
                return steps if len(self.humans) == 1 or seat == self.viewer else 0
        return 0

    def undo(self) -> str | None:
        """Take back the last person's decision and any bot moves made after it."""
        steps = self._undo_steps()
        if not steps:
            return "nothing of yours to undo since the last roll, draw or reveal"
        self.match.undo(steps)
        self.bot_clock = 0.0
        if self.autosave is not None:
            self.autosave(self.match)
        return None

    def why_not(self, action) -> str | None:
        """Why this action would be refused now, in the engine's plain words for the person at
        the screen (None if it would be taken), asked of a copy so nothing at the table changes."""
        probe = copy.deepcopy(self.match.state)
        try:
            self.match.rules.apply(probe, action)
        except IllegalAction as exc:
            return tidy(exc.plain)  # the engine keeps "N thing(s)" word for word: counted here
        return None
