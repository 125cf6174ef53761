"""A monkey at a game's table, shared by the games' monkey tests: seeded random mouse and key
events go to whatever is on top (the table, a curtain, a zoom, the dice tray, the pause menu, the
title...); when no table of the game is left on the stack, or its game has been over for a while,
a new one is opened. Most clicks aim at something live: a button, or a spot the game's test names
on its table. Every match played must stay whole: a JSON round trip and a save and replay give
the same state hash."""
from __future__ import annotations

import random
from collections import Counter
from typing import Callable

import pygame

from game.core.codec import state_hash
from game.core.match import Match
from scenes.kit import theme
from scenes.table.driver import MatchDriver
from tests.scenes.table_play import human_entries
from tests.scenes.vault.test_table_monkey import Monkey as VaultMonkey

W, H = theme.CANVAS_W, theme.CANVAS_H


def live_spots(app, rng: random.Random, table_class, board: Callable) -> list[pygame.Rect]:
    """The rects worth clicking now: the top scene's and its question panel's buttons, or (about
    half the time, on a table) the spots `board(table)` names."""
    top = app.stack.top
    buttons = []
    for owner in (top, getattr(top, "prompt", None)):
        ui = getattr(owner, "ui", None)
        buttons += [w.rect for w in getattr(ui, "widgets", []) if getattr(w, "visible", True)]
    spots = list(board(top)) if isinstance(top, table_class) else []
    rects = buttons if buttons and (not spots or rng.random() < 0.5) else spots
    return rects or [pygame.Rect(W // 2, H // 2, 1, 1)]


class AimedMonkey(VaultMonkey):
    """The Vault monkey's hands, aimed at a table's live spots seven times in ten."""

    def __init__(self, app, rng: random.Random, table_class, board: Callable) -> None:
        super().__init__(app, rng)
        self.table_class, self.board = table_class, board

    def somewhere(self) -> tuple[int, int]:
        if self.rng.random() >= 0.7:
            return self.anywhere()
        r = self.rng.choice(live_spots(self.app, self.rng, self.table_class, self.board))
        x, y = r.x + self.rng.randrange(max(1, r.w)), r.y + self.rng.randrange(max(1, r.h))
        return min(W - 1, max(0, x)), min(H - 1, max(0, y))


def check_match(match: Match) -> None:
    data = match.to_save()
    again = Match.from_save(data)
    assert state_hash(again.state) == state_hash(match.state)
    resaved = again.to_save()
    # the same save but for the moment it was written (the replay may cross a second)
    assert {**resaved, "saved_at": data["saved_at"]} == data


def run_monkey(pilot, monkeypatch, table_class, open_table: Callable, board: Callable, *, seed: int,
               events: int, progress: Callable = lambda t: None) -> None:
    """Throw `events` random events at tables of `table_class` (a new one from `open_table()` when
    needed) and check what they did: most reached a table, people made decisions, every match
    survives a save and a replay. `progress(table)` words how far a table's game went."""
    app = pilot.app
    reached = {"table": 0, "decisions": 0}
    handle = table_class.handle
    decide = MatchDriver.act

    def counting(self, event):
        reached["table"] += 1
        return handle(self, event)

    def deciding(self, action):
        refused = decide(self, action)
        reached["decisions"] += refused is None
        return refused

    monkeypatch.setattr(table_class, "handle", counting)
    monkeypatch.setattr(MatchDriver, "act", deciding)
    rng = random.Random(seed)
    monkey = AimedMonkey(app, rng, table_class, board)
    seen = [open_table()]
    tops: Counter = Counter()
    sent = over_for = 0
    pending: list = []
    while sent < events:
        app.running = True  # "Quit" on the title screen: the monkey keeps going
        tables = [s for s in app.stack if isinstance(s, table_class)]
        seen += [t for t in tables if t not in seen]
        over_for = over_for + 1 if tables and tables[-1].match.over else 0
        if not tables or over_for > 150:
            seen.append(open_table())
            over_for = 0
        while len(pending) < 4:
            pending += monkey.gesture(away_from_table=not isinstance(app.stack.top, table_class))
        n = rng.randrange(1, 5)
        batch, pending = pending[:n], pending[n:]
        tops[app.stack.top.name] += len(batch)
        app.frame(events=batch, dt=1 / 60)
        sent += len(batch)
    pilot.advance(5)
    for table in seen:
        check_match(table.match)
    played = [(len(t.match.log), len(human_entries(t, 0)), progress(t)) for t in seen]
    detail = f"tables (log, people's entries, progress): {played}; events by scene on top: {dict(tops)}"
    assert reached["table"] >= events * 0.5, f"only {reached['table']} of {sent} events reached a table; {detail}"
    assert reached["decisions"] >= 20, f"the monkey hardly played: {reached['decisions']} decisions; {detail}"
