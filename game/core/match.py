"""A game in progress: the state, the seeded chance, the action log, undo, save and load."""
from __future__ import annotations

import copy
import datetime as _dt
import json
import random
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from game.core import catalogue
from game.core.codec import CodecError, state_hash, to_data
from game.core.errors import IllegalAction, SaveError, SetupError, TavernError
from game.core.files import write_atomic
from game.core.info import GameInfo
from game.core.protocol import CHANCE, CHANCE_ACTIONS, Action, ActionCodec, Event, Outcome
from game.core.saves import FORMAT, VERSION, check_save, read_save, renamed, summary


@dataclass(frozen=True)
class LogEntry:
    seat: int | str  # the seat that decided, or CHANCE
    action: Action


@dataclass(frozen=True)
class Replayed:
    """A save an earlier version wrote, replayed under today's rules: `moves` of its `of` moves
    replayed (fewer when a move is no longer legal), and the position may differ from the one saved."""
    made_by: str | None  # the version that wrote it; None before saves said
    moves: int
    of: int

    def note(self) -> str:
        """The sentence a player reads when the game opens."""
        who = f"Tavern Table {self.made_by}" if self.made_by else "an earlier version of Tavern Table"
        if self.moves < self.of:
            return (f"This game was saved by {who}. Today's rules replay its first {self.moves} of "
                    f"{self.of} moves, so it goes on from move {self.moves}.")
        return f"This game was saved by {who} and replayed under today's rules, so a few things may have gone differently."


class Match:
    """One game: owns the RNG, samples chance, keeps the log, undoes, saves and loads. `game` is
    the game's GameInfo, or its id (found through game.core.catalogue)."""

    def __init__(self, game: GameInfo | str, setup: dict, seed: int = 0, *, rules: Any = None) -> None:
        self.info = catalogue.resolve(game)
        self.rules = rules or self.info.rules()
        try:
            json.dumps(setup)
        except (TypeError, ValueError) as exc:
            raise SetupError(f"the setup must be plain data: {exc}") from None
        self.setup = copy.deepcopy(setup)
        self.seed = int(seed)
        self.codec = ActionCodec(tuple(self.rules.ACTIONS))
        self.state = self.rules.new_game(copy.deepcopy(setup))
        self.log: list[LogEntry] = []
        self._barrier = 0
        self.replayed: Replayed | None = None  # set by from_save for a save an earlier version wrote

    # -- asking ------------------------------------------------------------------
    def to_act(self) -> int | str | None:
        return self.rules.to_act(self.state)

    def legal_actions(self) -> list[Action]:
        return [] if self.to_act() in (None, CHANCE) else self.rules.legal_actions(self.state)

    def view(self, seat: int) -> dict:
        return self.rules.view(self.state, seat)

    def ask(self, question: str, *args: Any) -> Any:
        """Answer one of the game's questions about the position (its rules module's QUERIES:
        a walk's path, what a move costs): a table asks, and the state stays behind the face."""
        return self.rules.QUERIES[question](self.state, *args)

    def outcome(self) -> Outcome | None:
        return self.rules.outcome(self.state)

    @property
    def over(self) -> bool:
        return self.to_act() is None

    # -- acting ------------------------------------------------------------------
    def act(self, action: Action) -> list[Event]:
        """Apply a decision of the seat to act, or a (forced) chance outcome."""
        who = self.to_act()
        if who is None:
            raise IllegalAction("the game is over")
        if who == CHANCE:
            if not isinstance(action, CHANCE_ACTIONS):
                raise IllegalAction("the dice or cards must be resolved first")
            self.rules.chance(self.state).check(action)
        elif isinstance(action, CHANCE_ACTIONS):
            raise IllegalAction("no roll or draw is pending")
        events = self.rules.apply(self.state, action)
        self.log.append(LogEntry(who, action))
        if who == CHANCE or any(e.reveals for e in events):
            self._mark_barrier()
        elif any(e.settles for e in events):  # what came before is final; this one may still be taken back
            self._barrier = max(self._barrier, len(self.log) - 1)
        return events

    def chance_rng(self) -> random.Random:
        """The RNG for the next chance action: a pure function of seed and log length,
        so undoing and re-deciding cannot re-roll the dice."""
        return random.Random(f"{self.seed}:chance:{len(self.log)}")

    def bot_rng(self) -> random.Random:
        return random.Random(f"{self.seed}:bot:{len(self.log)}")

    def roll(self) -> tuple[Action, list[Event]]:
        """Sample and apply the pending chance action."""
        if self.to_act() != CHANCE:
            raise IllegalAction("no roll or draw is pending")
        action = self.rules.chance(self.state).sample(self.chance_rng())
        return action, self.act(action)

    def settle(self) -> list[tuple[Action, list[Event]]]:
        """Resolve chance until a seat must decide or the game ends."""
        done = []
        while self.to_act() == CHANCE:
            done.append(self.roll())
        return done

    # -- undo --------------------------------------------------------------------
    def _mark_barrier(self) -> None:
        # No snapshot here: copying the state at every roll would cost more than all the
        # undos of a game. An undo rebuilds the state at the barrier by replaying the log.
        self._barrier = len(self.log)

    def can_undo(self) -> bool:
        """True when there is a decision after the last chance action or reveal."""
        return len(self.log) > self._barrier

    def undoable(self) -> int:
        """How many decisions since the last chance action or reveal can be taken back."""
        return len(self.log) - self._barrier

    def undo(self, steps: int = 1) -> Action:
        """Take back the last `steps` decisions (never past a roll, a draw or a reveal);
        returns the earliest one taken back."""
        if steps < 1 or steps > self.undoable():
            raise IllegalAction("nothing to undo since the last roll, draw or reveal")
        undone = self.log[-steps].action
        del self.log[-steps:]
        self.state = self.rules.new_game(copy.deepcopy(self.setup))
        for entry in self.log:
            self.rules.apply(self.state, entry.action)
        return undone

    # -- saving ------------------------------------------------------------------
    def to_save(self) -> dict:
        return {
            "format": FORMAT,
            "version": VERSION,
            "app": catalogue.app_version(),  # game.__version__, installed with the games
            "game": self.info.id,
            "title": self.info.title,
            "saved_at": _dt.datetime.now(_dt.timezone.utc).isoformat(timespec="seconds"),
            "setup": self.setup,
            "seed": self.seed,
            "log": [[e.seat, e.action.to_json()] for e in self.log],
            "state_hash": state_hash(self.state),
            "summary": summary(self.info, self.rules, self.setup, self.state, self.outcome()),
        }

    def encoded(self) -> bytes:
        """The save file's bytes (what `save` writes)."""
        return json.dumps(self.to_save(), separators=(",", ":")).encode("utf-8")

    def save(self, path: Path) -> None:
        """Write atomically; the file replaced is kept as <path>.bak."""
        write_atomic(Path(path), self.encoded(), backup=True)

    @classmethod
    def load(cls, path: Path) -> "Match":
        """Read, replay with every legality check, and verify the state hash."""
        path = Path(path)
        return cls.from_save(read_save(path), path.name)

    @classmethod
    def from_save(cls, data: object, name: str = "the save") -> "Match":
        """Replay a save's log with every check. A save an earlier Tavern Table wrote is replayed
        under today's rules: if its check no longer matches, or a move no longer replays, the game
        goes on from the last move that does, and `replayed` says so (see `Replayed`)."""
        data = check_save(data, name)
        made_by = data.get("app")
        earlier = made_by != catalogue.app_version()
        table = getattr(catalogue.find(data["game"]).rules(), "RENAMED", {})  # ids a content rename retired
        log = renamed(data["log"], table)
        match = cls._start(data, table, name)
        for i, (seat, raw) in enumerate(log):
            try:
                match._replay_entry(i + 1, seat, raw, name)
            except SaveError:
                if not earlier:
                    raise
                match = cls._start(data, table, name)  # the first i moves again, on a clean state
                for j, (seat_j, raw_j) in enumerate(log[:i]):
                    match._replay_entry(j + 1, seat_j, raw_j, name)
                match.replayed = Replayed(made_by, i, len(log))
                return match
        if data["state_hash"] != state_hash(match.state) and data["state_hash"] != _hash_before(match.state, table):
            if not earlier:
                raise SaveError(f"{name} does not match its own check: it was changed or damaged")
            match.replayed = Replayed(made_by, len(log), len(log))
        return match

    @classmethod
    def _start(cls, data: dict, table: dict[str, str], name: str) -> "Match":
        try:
            return cls(data["game"], renamed(data["setup"], table), data["seed"])
        except (TavernError, ValueError, TypeError, KeyError) as exc:
            raise SaveError(f"{name} has a setup the game refuses: {exc}") from None

    def _replay_entry(self, number: int, seat: object, raw: dict, name: str) -> None:
        try:
            action = self.codec.decode(raw)
        except CodecError as exc:
            raise SaveError(f"{name}: entry {number} is not a valid action ({exc})") from None
        if seat != self.to_act():
            raise SaveError(f"{name}: entry {number} was made by {seat!r}, but {self.to_act()!r} was to act")
        try:
            self.act(action)
        except IllegalAction as exc:
            raise SaveError(f"{name}: entry {number} ({action}) is illegal: {exc.reason}") from None
        except (ValueError, TypeError, KeyError, IndexError) as exc:
            raise SaveError(f"{name}: entry {number} ({action}) cannot be replayed: {exc}") from None


def _hash_before(state: Any, table: dict[str, str]) -> str:
    """The state's hash told in the words it had before the renames in `table` (old -> new): what a
    save written then recorded."""
    return state_hash(renamed(to_data(state), {new: old for old, new in table.items()})) if table else ""
