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
    on_handoff(seat, done): a different person must act now and would see something hidden from
    the person who held the screen (`hides(last, next)`; without it, whenever the game has
    secrets): show the hand-off curtain and call done() when only that person is looking.
    on_over(): the game has ended.

    While a throw is on show (`throwing`) the match has already moved on: the table presents the
    throw's events once the dice have landed. While a hand-off is due (`handing`) the person who
    held the screen may still take their choice back (undo cancels the hand-off).
    """

    def __init__(self, app, match, seats: list[SeatPlay], *, secrets: bool,
                 on_events: Callable, on_roll: Callable | None = None,
                 on_handoff: Callable | None = None, on_over: Callable | None = None,
                 autosave: Callable | None = None, hides: Callable | None = None) -> None:
        self.app = app
        self.match = match
        self.seats = seats
        self.secrets = secrets
        self.on_events = on_events
        self.on_roll = on_roll
        self.on_handoff = on_handoff
        self.on_over = on_over
        self.autosave = autosave
        self.hides = hides
        self.waiting = False  # a throw or a curtain is on screen
        self.throwing = False  # the dice tray shows a throw the match has already made
        self.handing: int | None = None  # the seat a hand-off is due to (the curtain is coming or up)
        self.handed_from: int | None = None  # who held the screen before that hand-off
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
        shown = isinstance(action, Roll) and self.on_roll and not (self.instant and self._bots_only_roll())
        self.throwing = self.waiting = bool(shown)  # set first: the table holds the throw's events back
        self._after(CHANCE, action, events)
        if shown:
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

    def needs_curtain(self, seat: int) -> bool:
        """True when `seat` taking the screen would show something hidden from the person who
        holds it now (anyone, when nobody does): then, and only then, the curtain comes."""
        if not self.secrets or len(self.humans) < 2 or self.on_handoff is None:
            return False
        if self.hides is None:
            return True
        return self.hides(-1 if self.viewer is None else self.viewer, seat)

    def _hand_to(self, seat: int) -> None:
        if not self.needs_curtain(seat):
            self.viewer = seat
            return
        self.waiting = True
        self.handing, self.handed_from = seat, self.viewer
        self.viewer = None

        def ready() -> None:
            if self.handing != seat:
                return  # taken back by an undo meanwhile
            self.viewer = seat
            self.waiting = False
            self.handing = None

        self.on_handoff(seat, ready)

    def _resume(self) -> None:
        self.waiting = self.throwing = False

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
        """How many log entries an undo takes back (0: none): the last person's decision and the
        bot moves after it. It stays theirs to take back until the next person acts, behind a
        hand-off curtain or not (never during a throw)."""
        if not self.humans or (self.waiting and self.handing is None):
            return 0
        log = self.match.log
        for steps in range(1, self.match.undoable() + 1):
            seat = log[-steps].seat
            if isinstance(seat, int) and not self.is_bot(seat):
                return steps
        return 0

    def last_person(self) -> int | None:
        """The seat whose decision an undo would take back now (None: nothing to undo)."""
        steps = self._undo_steps()
        return self.match.log[-steps].seat if steps else None

    def undo(self) -> str | None:
        """Take back the last person's decision and any bot moves made after it; a hand-off
        still due is called off (the screen stays with the person who held it)."""
        steps = self._undo_steps()
        if not steps:
            return "nothing of yours to undo since the last roll, draw or reveal"
        if self.handing is not None:
            self.viewer, self.handing, self.waiting = self.handed_from, None, False
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
