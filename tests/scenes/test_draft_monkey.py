"""A monkey at the Dungeon Draft table: 10,000 seeded random mouse and key events (two people,
two instant bots) raise nothing, and every match played stays whole: it survives a JSON round trip
and a save and replay with the same state hash.

Events go to whatever is on top (the table, a curtain, a zoom, the reveal, the pause menu, the
title...). When no table is left on the stack, or the game has been over for a while, a new one
is opened. Most clicks aim at something live (a button, a hand or stage card, a band, the fight
zone)."""
from __future__ import annotations

import itertools
import os
import random
from collections import Counter

import pygame

from game.core.codec import state_hash
from game.core.match import Match
from scenes.kit import theme
from scenes.table.driver import MatchDriver
from scenes.draft import layout
from scenes.draft.table import DraftTable
from tests.scenes.draft.ui_player import human_entries, open_table
from tests.scenes.vault.test_table_monkey import Monkey as VaultMonkey

EVENTS = 10_000
SEED = int(os.environ.get("TAVERN_MONKEY_SEED", "1818"))
W, H = theme.CANVAS_W, theme.CANVAS_H


def tables_in(app) -> list[DraftTable]:
    return [s for s in app.stack if isinstance(s, DraftTable)]


def live_spots(app, rng: random.Random) -> list[pygame.Rect]:
    top = app.stack.top
    buttons, board = [], []
    for owner in (top, getattr(top, "prompt", None), getattr(top, "stage", None)):
        ui = getattr(owner, "ui", None)
        buttons += [w.rect for w in getattr(ui, "widgets", []) if getattr(w, "visible", True)]
    if isinstance(top, DraftTable):
        board += [i.rect for i in top.drag.items.values()] + [s.rect for s in top.hand] + list(top.bands)
        if top.stage is not None:
            board = [s.rect for s in top.stage.sprites] * 2 + [top.stage.confirm.rect] * 3  # a pick takes two clicks
        board += [layout.FIGHT]
    rects = buttons if buttons and (not board or rng.random() < 0.25) else board
    return rects or [pygame.Rect(W // 2, H // 2, 1, 1)]


class Monkey(VaultMonkey):
    """The Vault monkey's hands aimed at a Draft table's live spots."""

    def somewhere(self) -> tuple[int, int]:
        if self.rng.random() >= 0.75:
            return self.anywhere()
        r = self.rng.choice(live_spots(self.app, self.rng))
        x, y = r.x + self.rng.randrange(max(1, r.w)), r.y + self.rng.randrange(max(1, r.h))
        return min(W - 1, max(0, x)), min(H - 1, max(0, y))


def check_match(match: Match) -> None:
    data = match.to_save()
    again = Match.from_save(data)
    assert state_hash(again.state) == state_hash(match.state)
    assert again.to_save() == data


def test_ten_thousand_random_events_at_a_table_raise_nothing_and_keep_the_match_whole(pilot, monkeypatch):
    app = pilot.app
    reached = {"table": 0, "decisions": 0}
    handle = DraftTable.handle
    decide = MatchDriver.act

    def counting(self, event):
        reached["table"] += 1
        return handle(self, event)

    def deciding(self, action):
        refused = decide(self, action)
        reached["decisions"] += refused is None
        return refused

    monkeypatch.setattr(DraftTable, "handle", counting)
    monkeypatch.setattr(MatchDriver, "act", deciding)
    rng = random.Random(SEED)
    monkey = Monkey(app, rng)
    seeds = itertools.count(SEED)
    seen: list[DraftTable] = []

    def open_new() -> None:
        seen.append(open_table(pilot, people=(0, 2), seats=4, seed=next(seeds)))

    open_new()
    tops: Counter = Counter()
    sent = over_for = 0
    pending: list = []
    while sent < EVENTS:
        app.running = True  # "Quit" on the title screen: the monkey keeps going
        tables = tables_in(app)
        for t in tables:
            if t not in seen:
                seen.append(t)
        over_for = over_for + 1 if tables and tables[-1].match.over else 0
        if not tables or over_for > 150:
            open_new()
            over_for = 0
        while len(pending) < 4:
            pending += monkey.gesture(away_from_table=not isinstance(app.stack.top, DraftTable))
        n = rng.randrange(1, 5)
        batch, pending = pending[:n], pending[n:]
        tops[app.stack.top.name] += len(batch)
        app.frame(events=batch, dt=1 / 60)
        sent += len(batch)
    pilot.advance(5)
    for table in seen:
        check_match(table.match)
    played = [(len(t.match.log), len(human_entries(t, 0)), t.view.get("round")) for t in seen]
    detail = f"tables (log, people's entries, round): {played}; events by scene on top: {dict(tops)}"
    assert reached["table"] >= EVENTS * 0.4, f"only {reached['table']} of {sent} events reached a table; {detail}"
    assert reached["decisions"] >= 20, f"the monkey hardly played: {reached['decisions']} decisions; {detail}"
