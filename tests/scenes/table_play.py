"""Playing a whole game on a real table by mouse, shared by the games' pilot players: click away
what covers the table (dice tray, curtain, a zoomed card) and let the person-player act whenever
a person is to act, until the winner's screen; and the person-player's frame (MousePlayer)."""
from __future__ import annotations

import random
from collections import Counter
from contextlib import contextmanager
from typing import Callable

from game.core.bots import bot_named, kind_or_random
from scenes.dice.tray import DiceTray
from scenes.kit.curtain import HandoffCurtain
from scenes.kit.zoom import Zoom


def human_entries(table, since: int) -> list:
    """Log entries made by people (not bots, not chance) from index `since` on."""
    return [e for e in table.match.log[since:] if isinstance(e.seat, int) and not table.driver.is_bot(e.seat)]


def dismiss(pilot) -> str:
    """Click away what covers the table (dice tray, curtain, card zoom); returns its name."""
    top = pilot.app.stack.top
    if isinstance(top, DiceTray):
        pilot.click(960, 514)  # the middle of the tray, as a person would
    elif isinstance(top, HandoffCurtain):
        pilot.click(960, 600)
    elif isinstance(top, Zoom):
        pilot.click(960, 540)
    else:
        return ""
    return top.name


def play_to_end(pilot, table, player, *, winner: str, max_iterations: int = 20_000,
                after_action: Callable | None = None, until: Callable[[], bool] | None = None) -> int:
    """Play until the scene named `winner` is up (or `until()` is true); returns the iterations
    used, and fails at the cap. `after_action(action, log_length_before)` follows each action a
    person made."""
    app = pilot.app
    for i in range(max_iterations):
        top = app.stack.top
        if top.name == winner or (until is not None and until()):
            return i
        if top is table:
            if table.driver.human_to_act() is not None:
                before = len(table.match.log)
                action = player.act()
                if after_action is not None:
                    after_action(action, before)
            else:
                pilot.advance(1)
            continue
        log = len(table.match.log)
        name = dismiss(pilot)
        assert name, f"unexpected scene {top.name!r} over the table"
        assert not human_entries(table, log), f"clicking away the {name} made a move on the table"
    raise AssertionError(f"the game is not over after {max_iterations} iterations: round "
                         f"{table.view.get('round')}, {table.view.get('phase')}, to act {table.match.to_act()!r}, "
                         f"{len(table.match.log)} log entries, top {app.stack.top.name}")


class UIDeadEnd(AssertionError):
    """A legal action that no gesture or button on the table can make."""


class MousePlayer:
    """Plays the people's seats of a table through the mouse only, shared by the games' pilot
    players: it chooses an action for the person to act (the bot's judgement, now and then any
    legal action), tries the gestures its game names for it (`gestures(action)`: (name, callable)
    pairs; a callable makes the gesture and says why not, or None) until exactly that action
    reaches the engine, and raises UIDeadEnd when none does. It never calls the table's `act`."""

    MORE = ">"  # the question panel's next-page arrow

    def __init__(self, pilot, table, *, seed: int = 0, bot: str = "heuristic", wild: float = 0.0) -> None:
        self.pilot = pilot
        self.table = table
        self.rng = random.Random(seed)
        self.bot = bot
        self.wild = wild
        self.paths: Counter = Counter()  # (action kind, gesture) -> times it made the action
        self.actions = 0

    @property
    def app(self):
        return self.pilot.app

    @property
    def match(self):
        return self.table.match

    def choose(self):
        seat = self.table.driver.human_to_act()
        legal = self.match.legal_actions()
        if self.rng.random() < self.wild:
            return legal[self.rng.randrange(len(legal))]
        kind = kind_or_random(self.match.rules, self.bot)
        return bot_named(self.match.rules, kind)(self.match.view(seat), legal, self.rng)

    def gestures(self, action) -> list[tuple[str, Callable]]:
        raise NotImplementedError

    def made(self, action, seat: int, view: dict) -> None:
        """A gesture made `action` for `seat` (who saw `view`): a game's player may note more."""

    def missed(self) -> None:
        """A gesture made nothing: a game's player may call off what it left half done."""

    def act(self, action=None):
        table = self.table
        assert self.app.stack.top is table, f"the table is not on top ({self.app.stack.top.name})"
        seat = table.driver.human_to_act()
        assert seat is not None, "no person holds the screen"
        assert table.legal == self.match.legal_actions() and table.view == self.match.view(seat), \
            "the table shows a stale position"
        action = action if action is not None else self.choose()
        view = table.view
        before = len(self.match.log)
        tried = []
        for name, gesture in self.gestures(action):
            why = gesture(action)
            made = human_entries(table, before)
            if made:
                assert len(made) == 1 and made[-1].action == action and made[-1].seat == seat, \
                    f"the {name} gesture for {action} made {[e.action for e in made]} instead"
                self.paths[(action.kind, name)] += 1
                self.actions += 1
                self.made(action, seat, view)
                return action
            assert len(self.match.log) == before, f"the {name} gesture changed the log without a person's entry"
            tried.append(f"{name}: {why or 'nothing happened'}")
            self.missed()
        raise UIDeadEnd(f"seat {seat} cannot make {action} with the mouse; tried {tried}; "
                        f"toasts {[t.text for t in self.app.toasts.items]}")

    def click(self, pos) -> None:
        self.pilot.click(int(pos[0]), int(pos[1]))

    def press_button(self, panel, wanted: Callable, what: str) -> str | None:
        """Click the enabled button of the question panel that `wanted(button)` picks, paging on
        until it shows; None once clicked, else why not."""
        for _ in range(50):
            button = next((w for w in panel.ui.widgets if wanted(w) and w.enabled), None)
            if button is not None:
                self.click(button.rect.center)
                return None
            more = next((w for w in panel.ui.widgets if getattr(w, "label", None) == self.MORE), None)
            if more is None or not more.enabled:
                return f"no button {what!r}"
            self.click(more.rect.center)
        return f"no button {what!r}"


def kinds_reported(game: str, setups, kind_of: Callable, steps: int = 3000) -> set:
    """The kinds (`kind_of(event)`) of every event bots' games report: one seeded game per
    (setup, seed, bot kind), each played to its end or `steps` moves."""
    from game.core.bots import bot_move
    from game.core.match import Match

    seen = set()
    for setup, seed, bot in setups:
        match = Match(game, setup, seed)
        bot = kind_or_random(match.rules, bot)
        for _ in range(steps):
            if match.over:
                break
            events = match.roll()[1] if match.to_act() == "chance" else match.act(bot_move(match, bot))
            seen |= {kind_of(e) for e in events}
    return seen


def check_whole_game(pilot, table, player, iterations: int, *, winner: str, people, least: int) -> None:
    """A pilot game reached the winner's screen `winner` within the cap, with the engine's winners,
    every person making their own choices and the mouse player making each of them (more than
    `least`)."""
    top = pilot.app.stack.top
    assert top.name == winner, f"{top.name} is up, not {winner}"
    outcome = table.match.outcome()
    assert table.match.over and outcome is not None and outcome.winners
    assert sorted(top.winners) == sorted(outcome.winners)
    assert {e.seat for e in human_entries(table, 0)} == set(people), "each person made their own choices"
    assert player.actions == len(human_entries(table, 0)) > least


@contextmanager
def headless_home(path):
    """A Pilot on a headless app whose settings and saves live under `path`."""
    import pytest

    from scenes.pilot import Pilot

    with pytest.MonkeyPatch.context() as mp:
        mp.setenv("TAVERN_TABLE_HOME", str(path))
        mp.setenv("SDL_VIDEODRIVER", "dummy")
        mp.setenv("SDL_AUDIODRIVER", "dummy")
        pilot = Pilot()
        try:
            yield pilot
        finally:
            pilot.app.close()


def check_large_look(pilot, table, pos) -> None:
    """Right-click at `pos` opens the large look (a third of the screen tall at least); any click
    closes it, and nothing in the game changed."""
    from scenes.kit.zoom import Zoom

    log = len(table.match.log)
    pilot.click(*pos, button=3)
    assert isinstance(pilot.top, Zoom)
    assert pilot.top.picture.get_height() >= 360
    pilot.click(960, 540)
    pilot.advance(2)
    assert pilot.top is table and len(table.match.log) == log


def play_noting_curtains(pilot, table, player, *, winner: str, max_iterations: int = 20_000) -> tuple[int, list]:
    """play_to_end, noting the line of every hand-off curtain that came up on the way; returns
    (iterations, the curtains' lines in order)."""
    from scenes.kit.curtain import HandoffCurtain

    curtains: list[str] = []
    push = pilot.app.stack.push

    def noting(scene):
        if isinstance(scene, HandoffCurtain):
            curtains.append(scene.note)
        return push(scene)

    pilot.app.stack.push = noting
    try:
        iterations = play_to_end(pilot, table, player, winner=winner, max_iterations=max_iterations)
    finally:
        pilot.app.stack.push = push
    return iterations, curtains


def play_to_question(pilot, table, player, kind: str, *, winner: str, also: Callable = lambda: True) -> int:
    """play_to_end until a person holds the table to answer a question of this kind (the view's
    "question") and `also()` holds."""
    return play_to_end(pilot, table, player, winner=winner, until=lambda: pilot.app.stack.top is table
                       and table.driver.human_to_act() is not None
                       and (table.view.get("question") or {}).get("kind") == kind and also())
