"""Playing a whole game on a real table by mouse, shared by the games' pilot players: click away
what covers the table (dice tray, curtain, a zoomed card) and let the person-player act whenever
a person is to act, until the winner's screen."""
from __future__ import annotations

from typing import Callable

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
