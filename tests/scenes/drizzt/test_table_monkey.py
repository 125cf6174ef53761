"""A monkey at the Legend of Drizzt table: 10,000 seeded random mouse and key events (two people,
a co-op bot and a random bot, instant) raise nothing, and every match played stays whole: it
keeps the engine's invariants and its save replays to the same state hash.

Events go to whatever is on top (the table, a dice tray, the pause menu, the rules, the end
scene, the title screen...); off the table the monkey mostly presses Esc or clicks, as a
person finding the way back would. When no table is left, or an adventure has been over for a
while, a new table is opened. Most clicks aim at something live (a button, a card in the hand,
a hero, a lit space or monster) so the monkey plays rather than only poking at the rock.
"""
from __future__ import annotations

import itertools
import os
import random
from collections import Counter

import pygame
import pytest

from game.core.codec import from_data, state_hash, to_data
from game.core.match import Match
from game.drizzt.state import State
from scenes.drizzt.table import DrizztTable
from scenes.kit import theme
from scenes.table.driver import MatchDriver
from tests.drizzt.test_playouts import check_invariants
from tests.scenes.vault.test_table_monkey import Monkey as VaultMonkey
from tests.scenes.drizzt.ui_player import headless_home, human_entries, open_table, setup_for

EVENTS = 10_000
SEED = int(os.environ.get("TAVERN_MONKEY_SEED", "4242"))
W, H = theme.CANVAS_W, theme.CANVAS_H
SEATING = (None, "coop", None, "random")  # two people, two bots, one hero each
TABLE_KEYS = [pygame.K_ESCAPE, pygame.K_f, pygame.K_m, pygame.K_l, pygame.K_SPACE]
OTHER_KEYS = [pygame.K_RETURN, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT, pygame.K_UP,
              pygame.K_DOWN] + [getattr(pygame, f"K_{c}") for c in "abcdeghijknopqrstuvwxyz0123456789"]


@pytest.fixture
def pilot(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


def tables_in(app) -> list[DrizztTable]:
    return [s for s in app.stack if isinstance(s, DrizztTable)]


def live_spots(app, rng: random.Random) -> list[pygame.Rect]:
    """Rects worth aiming at on the top scene: its buttons, or on a table (half the time) the
    map's figures and lit spaces and the cards in the hand."""
    top = app.stack.top
    buttons, board = [], []
    for owner in (top, getattr(top, "prompt", None), getattr(top, "action_bar", None)):
        ui = getattr(owner, "ui", None)
        buttons += [w.rect for w in getattr(ui, "widgets", []) if getattr(w, "visible", True)]
    if isinstance(top, DrizztTable):
        cam = top.camera
        board += [c.rect for c in top.hand.cards]
        board += [cam.cell_rect(c) for c in (*top.dungeon.hero_cells, *top.dungeon.monster_cells)]
        board += [cam.cell_rect(c) for c in top.controls.lit.spaces]
    rects = buttons if buttons and (not board or rng.random() < 0.5) else board
    return rects or [pygame.Rect(W // 2, H // 2, 1, 1)]


class Monkey(VaultMonkey):
    """The Vault monkey's hands (motion, click, key) aimed at a Drizzt table's live spots."""

    def somewhere(self) -> tuple[int, int]:
        if self.rng.random() >= 0.7:
            return self.anywhere()
        r = self.rng.choice(live_spots(self.app, self.rng))
        x, y = r.x + self.rng.randrange(max(1, r.w)), r.y + self.rng.randrange(max(1, r.h))
        return min(W - 1, max(0, x)), min(H - 1, max(0, y))

    def press(self, key: int, mod: int = 0) -> list[pygame.event.Event]:
        name = pygame.key.name(key)
        return self.key(key, mod, name if not mod and len(name) == 1 else "")

    def drag(self, button: int) -> list[pygame.event.Event]:
        """Left: move a hero or pan; right: pan."""
        start, end = self.somewhere(), self.somewhere()
        steps = self.rng.randrange(1, 7)
        path = [(start[0] + (end[0] - start[0]) * i // steps, start[1] + (end[1] - start[1]) * i // steps)
                for i in range(1, steps + 1)]
        return [self.motion(start), self.button(pygame.MOUSEBUTTONDOWN, start, button),
                *(self.motion(p, held=True) for p in path), self.button(pygame.MOUSEBUTTONUP, end, button)]

    def wheel(self) -> list[pygame.event.Event]:
        return [self.motion(self.somewhere()),
                pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-2, -1, 1, 2)), flipped=False)]

    def lone_button(self) -> list[pygame.event.Event]:
        """A press or a release on its own (of any button)."""
        kind = self.rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
        return [self.button(kind, self.anywhere(), self.rng.choice((1, 1, 2, 3)))]

    def gesture(self, away_from_table: bool) -> list[pygame.event.Event]:
        """A few events a person might make at once: off the table mostly Esc or a click, as a
        person finding the way back would."""
        if away_from_table and self.rng.random() < 0.4:
            return self.press(pygame.K_ESCAPE) if self.rng.random() < 0.7 else self.click(self.somewhere())
        kinds = [(18, lambda: [self.motion(self.anywhere())]), (28, lambda: self.click(self.somewhere())),
                 (11, lambda: self.drag(1)), (3, lambda: self.drag(3)),
                 (5, lambda: self.click(self.somewhere(), button=3)), (6, self.wheel), (5, self.lone_button),
                 (3, lambda: self.press(pygame.K_z, pygame.KMOD_CTRL)),
                 (11, lambda: self.press(self.rng.choice(TABLE_KEYS))),
                 (10, lambda: self.press(self.rng.choice(OTHER_KEYS)))]
        make = self.rng.choices([k for _, k in kinds], weights=[w for w, _ in kinds])[0]
        return make()


def check_match(match: Match) -> None:
    check_invariants(match.state)
    data = to_data(match.state)
    assert to_data(from_data(State, data)) == data
    assert state_hash(Match.from_save(match.to_save()).state) == state_hash(match.state)


class Run:
    """The monkey at work: events in batches of one to four a frame to whatever is on top; a
    new table when none is left or the adventure has been over for a while."""

    def __init__(self, pilot, rng: random.Random) -> None:
        self.pilot, self.app, self.rng = pilot, pilot.app, rng
        self.monkey = Monkey(pilot.app, rng)
        self.seeds = itertools.count(SEED)
        self.seen: list[DrizztTable] = []  # every table the monkey played at
        self.tops: Counter = Counter()  # events by the scene on top when they came
        self.sent = self.over_for = 0
        self.pending: list = []

    def open_new(self) -> None:
        self.seen.append(open_table(self.pilot, setup_for(SEATING), seed=next(self.seeds)))
        self.over_for = 0

    def frame(self) -> None:
        app = self.app
        app.running = True  # "Quit" on the title screen: the monkey keeps going
        tables = tables_in(app)
        self.seen += [t for t in tables if t not in self.seen]  # Play again, Continue, a loaded save
        self.over_for = self.over_for + 1 if tables and tables[-1].match.over else 0
        if not tables or self.over_for > 150:
            self.open_new()
        while len(self.pending) < 4:
            self.pending += self.monkey.gesture(away_from_table=not isinstance(app.stack.top, DrizztTable))
        n = self.rng.randrange(1, 5)
        batch, self.pending = self.pending[:n], self.pending[n:]
        self.tops[app.stack.top.name] += len(batch)
        app.frame(events=batch, dt=1 / 60)
        self.sent += len(batch)
        if self.sent % 500 < len(batch):
            for t in tables_in(app):
                check_invariants(t.match.state)
                if app.stack.top is t and t.driver.human_to_act() is not None:
                    assert t.legal == t.match.legal_actions(), "the table lights a stale position"


def test_ten_thousand_random_events_at_a_drizzt_table_raise_nothing_and_keep_the_match_whole(pilot, monkeypatch):
    decisions = []
    decide = MatchDriver.act

    def deciding(self, action):  # people's decisions the engine took (an undo may take them back later)
        refused = decide(self, action)
        decisions.append(refused is None)
        return refused

    monkeypatch.setattr(MatchDriver, "act", deciding)
    run = Run(pilot, random.Random(SEED))
    run.open_new()
    while run.sent < EVENTS:
        run.frame()
    pilot.advance(5)
    for table in run.seen:
        check_match(table.match)
    played = [(len(t.match.log), len(human_entries(t, 0)), t.view.get("round"), t.match.over) for t in run.seen]
    detail = f"tables (log, people's entries, round, over): {played}; events by scene on top: {dict(run.tops)}"
    at_table = run.tops["drizzt_table"]
    assert at_table >= EVENTS * 0.6, f"only {at_table} of {run.sent} events came to a table; {detail}"
    assert sum(decisions) >= 20, f"the monkey hardly played: {sum(decisions)} decisions; {detail}"
