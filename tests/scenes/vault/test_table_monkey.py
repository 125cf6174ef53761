"""A monkey at the Vault of Dragons table: 10,000 seeded random mouse and key events (two
people, two instant bots) raise nothing, and the match stays whole: it survives a save and
replay with the same state hash, and keeps every engine invariant.

Events go to whatever is on top (the table, a dice tray, a curtain, the pause menu, the title
screen...). When no table is left on the stack a new one is opened, so most events land on a
table. Half the clicks aim at something live (a button, a group, a place, a door, a card) so
the monkey plays the game rather than only poking at the felt.
"""
from __future__ import annotations

import itertools
import os
import random
from collections import Counter

import pygame

from game.core.codec import from_data, state_hash, to_data
from game.core.match import Match
from game.vault.state import State
from scenes.kit import theme
from scenes.table.driver import MatchDriver
from scenes.vault import layout
from scenes.vault.table import VaultTable
from tests.scenes.vault.ui_player import four_seats, human_entries, open_table
from tests.vault.test_playouts import check_invariants

EVENTS = 10_000
SEED = int(os.environ.get("TAVERN_MONKEY_SEED", "4242"))
W, H = theme.CANVAS_W, theme.CANVAS_H
LETTERS = [getattr(pygame, f"K_{c}") for c in "abcdefghijklmnopqrstuvwxyz0123456789"]
KEYS = [pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_LEFT, pygame.K_RIGHT,
        pygame.K_UP, pygame.K_DOWN]


def tables_in(app) -> list[VaultTable]:
    return [s for s in app.stack if isinstance(s, VaultTable)]


def live_spots(app, rng: random.Random) -> list[tuple[int, int]]:
    """Points worth clicking on the top scene: half the time its buttons (the prompt, a
    pop-up, the force picker...), else on a table its groups, places, doors and cards."""
    top = app.stack.top
    buttons, board = [], []
    for owner in (top, getattr(top, "prompt", None), getattr(top, "popup", None), getattr(top, "picker", None)):
        ui = getattr(owner, "ui", None)
        buttons += [w.rect for w in getattr(ui, "widgets", []) if getattr(w, "visible", True)]
    if isinstance(top, VaultTable):
        board += [i.rect for i in top.drag.items.values()]
        board += [layout.place_rect(p) for p in top.drag.targets if isinstance(p, str)]
        board += [layout.door_rect(d) for d in layout.DOORS]
        board += [s.rect for s in (*top.hand, *top.stage_cards)]
    rects = buttons if buttons and (not board or rng.random() < 0.5) else board
    return [(r.x + rng.randrange(max(1, r.w)), r.y + rng.randrange(max(1, r.h))) for r in rects] or [(W // 2, H // 2)]


class Monkey:
    def __init__(self, app, rng: random.Random) -> None:
        self.app = app
        self.rng = rng
        self.mouse = (W // 2, H // 2)

    def anywhere(self) -> tuple[int, int]:
        return self.rng.randrange(W), self.rng.randrange(H)

    def somewhere(self) -> tuple[int, int]:
        return self.rng.choice(live_spots(self.app, self.rng)) if self.rng.random() < 0.7 else self.anywhere()

    def motion(self, pos, held: bool = False) -> pygame.event.Event:
        rel = (pos[0] - self.mouse[0], pos[1] - self.mouse[1])
        self.mouse = pos
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=rel, buttons=(int(held), 0, 0))

    @staticmethod
    def button(kind, pos, button: int = 1) -> pygame.event.Event:
        return pygame.event.Event(kind, pos=pos, button=button)

    @staticmethod
    def key(key: int, mod: int = 0, text: str = "") -> list[pygame.event.Event]:
        down = pygame.event.Event(pygame.KEYDOWN, key=key, mod=mod, unicode=text, scancode=0)
        up = pygame.event.Event(pygame.KEYUP, key=key, mod=mod, unicode=text, scancode=0)
        return [down, pygame.event.Event(pygame.TEXTINPUT, text=text), up] if text else [down, up]

    def gesture(self, away_from_table: bool) -> list[pygame.event.Event]:
        """A few events a person might make at once."""
        r = self.rng.random()
        if away_from_table and r < 0.4:  # a person off the table wants back: Esc, or a click
            return self.key(pygame.K_ESCAPE) if self.rng.random() < 0.7 else self.click(self.somewhere())
        if r < 0.22:
            return [self.motion(self.anywhere())]
        if r < 0.50:
            return self.click(self.somewhere())
        if r < 0.62:
            start, end = self.somewhere(), self.somewhere()
            steps = self.rng.randrange(1, 6)
            out = [self.motion(start), self.button(pygame.MOUSEBUTTONDOWN, start)]
            for i in range(1, steps + 1):
                out.append(self.motion((start[0] + (end[0] - start[0]) * i // steps,
                                        start[1] + (end[1] - start[1]) * i // steps), held=True))
            return out + [self.button(pygame.MOUSEBUTTONUP, end)]
        if r < 0.67:
            return self.click(self.somewhere(), button=3)
        if r < 0.72:
            pos = self.somewhere()
            return [self.motion(pos), pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=self.rng.choice((-2, -1, 1, 2)),
                                                          flipped=False)]
        if r < 0.78:  # a press or a release on its own
            kind = self.rng.choice((pygame.MOUSEBUTTONDOWN, pygame.MOUSEBUTTONUP))
            return [self.button(kind, self.anywhere(), self.rng.choice((1, 1, 2, 3)))]
        if r < 0.79:
            return self.key(pygame.K_ESCAPE)
        if r < 0.81:
            return self.key(pygame.K_z, pygame.KMOD_CTRL)
        if r < 0.92:
            return self.key(self.rng.choice(KEYS))
        key = self.rng.choice(LETTERS)
        return self.key(key, text=pygame.key.name(key))

    def click(self, pos, button: int = 1) -> list[pygame.event.Event]:
        return [self.motion(pos), self.button(pygame.MOUSEBUTTONDOWN, pos, button),
                self.button(pygame.MOUSEBUTTONUP, pos, button)]


def check_match(match: Match) -> None:
    check_invariants(match.state)
    data = to_data(match.state)
    assert to_data(from_data(State, data)) == data
    assert state_hash(Match.from_save(match.to_save()).state) == state_hash(match.state)


def test_ten_thousand_random_events_at_a_table_raise_nothing_and_keep_the_match_whole(pilot, monkeypatch):
    app = pilot.app
    reached = {"table": 0, "decisions": 0}
    handle = VaultTable.handle
    decide = MatchDriver.act

    def counting(self, event):
        reached["table"] += 1
        return handle(self, event)

    def deciding(self, action):  # people's decisions the engine took (an undo may take them back later)
        refused = decide(self, action)
        reached["decisions"] += refused is None
        return refused

    monkeypatch.setattr(VaultTable, "handle", counting)
    monkeypatch.setattr(MatchDriver, "act", deciding)
    rng = random.Random(SEED)
    monkey = Monkey(app, rng)
    seeds = itertools.count(SEED)
    seen: list[VaultTable] = []  # every table the monkey played at

    def open_new() -> None:
        seen.append(open_table(pilot, four_seats(humans=(0, 2)), next(seeds)))

    open_new()
    tops: Counter = Counter()  # events by the scene on top when they came
    sent = over_for = 0
    pending: list = []
    while sent < EVENTS:
        if not app.running:
            app.running = True  # "Quit" on the title screen: the monkey keeps going
        tables = tables_in(app)
        for t in tables:
            if t not in seen:
                seen.append(t)  # a table opened from the menus or a loaded save
        over_for = over_for + 1 if tables and tables[-1].match.over else 0
        if not tables or over_for > 150:
            open_new()
            over_for = 0
        while len(pending) < 4:
            pending += monkey.gesture(away_from_table=not isinstance(app.stack.top, VaultTable))
        n = rng.randrange(1, 5)  # a few events a frame, as a busy hand makes them
        batch, pending = pending[:n], pending[n:]
        tops[app.stack.top.name] += len(batch)
        app.frame(events=batch, dt=1 / 60)
        sent += len(batch)
        if sent % 500 < len(batch):
            for t in tables_in(app):
                check_invariants(t.match.state)
    pilot.advance(5)
    for table in seen:
        check_match(table.match)
    played = [(len(t.match.log), len(human_entries(t, 0)), t.view["round"], t.prompt.question[:40]) for t in seen]
    detail = f"tables (log, people's entries, round, prompt): {played}; events by scene on top: {dict(tops)}"
    assert reached["table"] >= EVENTS * 0.6, f"only {reached['table']} of {sent} events reached a table; {detail}"
    assert reached["decisions"] >= 20, f"the monkey hardly played: {reached['decisions']} decisions; {detail}"
