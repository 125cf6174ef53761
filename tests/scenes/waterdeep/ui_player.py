"""Plays the people's seats of a Lords of Waterdeep table through the mouse only.

A UIPlayer chooses an action for the person to act (a bot's judgement, or now and then any legal
action) and makes it the way a person would: it drags an agent from the pool (or off the Harbor)
onto a space, clicks a space, a quest at the Inn, a tile in Builder's Hall, a card in the hand,
an opponent's mat, or a button of the question panel. It never calls the table's `act`. After
each gesture it checks that exactly that action reached the engine; when nothing on screen can
make a legal action it raises UIDeadEnd (a real hole in the table)."""
from __future__ import annotations

import random
from collections import Counter
from typing import Callable

import pygame

from game.core.bots import bot_named
from game.core.words import tidy
from scenes.waterdeep import answers, positions
from scenes.waterdeep.gestures import POOL
from scenes.waterdeep.table import WaterdeepTable
from tests.scenes import table_play
from tests.scenes.table_play import human_entries  # noqa: F401 (the pilot tests import it from here)

MORE = ">"


class UIDeadEnd(AssertionError):
    """A legal action that no gesture or button on the table can make."""


def open_table(pilot, people=(0, 1), seats: int = 4, seed: int = 5, *, bot_speed: str = "instant",
               bot: str = "heuristic") -> WaterdeepTable:
    pilot.app.settings.bot_speed = bot_speed
    table = WaterdeepTable(pilot.app, setup=positions.setup_for(seats, people, bot), seed=seed)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    return table


class UIPlayer:
    def __init__(self, pilot, table: WaterdeepTable, *, seed: int = 0, bot: str = "heuristic",
                 wild: float = 0.0) -> None:
        self.pilot = pilot
        self.table = table
        self.rng = random.Random(seed)
        self.bot = bot
        self.wild = wild
        self.paths: Counter = Counter()
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
        kind = positions.bot_kind(self.match, self.bot)
        return bot_named(self.match.rules, kind)(self.match.view(seat), legal, self.rng)

    def act(self, action=None):
        table = self.table
        assert self.app.stack.top is table, f"the table is not on top ({self.app.stack.top.name})"
        seat = table.driver.human_to_act()
        assert seat is not None, "no person holds the screen"
        assert table.legal == self.match.legal_actions() and table.view == self.match.view(seat), \
            "the table shows a stale position"
        action = action if action is not None else self.choose()
        before = len(self.match.log)
        tried = []
        for name, gesture in self._gestures(action):
            why = gesture(action)
            made = human_entries(table, before)
            if made:
                assert len(made) == 1 and made[-1].action == action and made[-1].seat == seat, \
                    f"the {name} gesture for {action} made {[e.action for e in made]} instead"
                self.paths[(action.kind, name)] += 1
                self.actions += 1
                return action
            assert len(self.match.log) == before, f"the {name} gesture changed the log without a person's entry"
            tried.append(f"{name}: {why or 'nothing happened'}")
        raise UIDeadEnd(f"seat {seat} cannot make {action} with the mouse; tried {tried}; "
                        f"toasts {[t.text for t in self.app.toasts.items]}")

    def _gestures(self, action) -> list[tuple[str, Callable]]:
        kind = action.kind
        out: list[tuple[str, Callable]] = []
        if kind == "assign":
            out.append(("drag", self.drag_agent))
            out.append(("space", self.click_space))
        elif kind == "recall":
            out.append(("space", self.click_space))
        elif kind == "pick":
            out.append(("card", self.click_card))
        elif kind == "complete":
            out.append(("card", self.click_quest))
        elif kind == "target":
            out.append(("mat", self.click_mat))
        out.append(("buttons", self.buttons))
        return out

    def click(self, pos) -> None:
        self.pilot.click(int(pos[0]), int(pos[1]))

    def drag_agent(self, action) -> str | None:
        items = self.table.drag.items
        if not items:
            return "no agent to drag"
        item = items.get(POOL) or next(iter(items.values()))
        target = self.table.space_rects.get(action.space)
        if target is None:
            return f"no space {action.space} on the board"
        self.pilot.drag(item.rect.center, target.center)
        self.pilot.advance(1)
        return None

    def click_space(self, action) -> str | None:
        rect = self.table.space_rects.get(action.space)
        if rect is None:
            return f"no space {action.space} on the board"
        self.click(rect.center)
        return None

    def click_card(self, action) -> str | None:
        t = self.table
        for card in t.offer:
            if card.id == action.card:
                self.click(card.rect.center)
                return None
        for i, quest in enumerate(t.view["inn"]):
            if quest == action.card:
                self.click(t.rects["inn"][i].center)
                return None
        for i, slot in enumerate(t.view["hall"]):
            if slot.get("building") == action.card:
                self.click(t.rects["hall"][i].center)
                return None
        return self._hand_click(action.card)

    def click_quest(self, action) -> str | None:
        return self._hand_click(action.quest)

    def _hand_click(self, card_id: str) -> str | None:
        cards = self.table.hand
        for i, card in enumerate(cards):
            if card.id == card_id:
                right = cards[i + 1].rect.x if i + 1 < len(cards) else card.rect.right
                self.click(((card.rect.x + right) // 2, card.rect.centery))
                return None
        return f"{card_id} is not in the hand shown"

    def click_mat(self, action) -> str | None:
        self.click(self.table.rects["mats"][action.seat].center)
        return None

    def buttons(self, action) -> str | None:
        asked = self.table.view.get("asked") or {}
        label = next((tidy(o.get("label") or o["action"]) for o in asked.get("options", ())
                      if o.get("action") == str(action)), None)
        if label is None:
            return f"the question panel does not offer {action}"
        panel = self.table.prompt
        for _ in range(50):
            button = next((w for w in panel.ui.widgets if getattr(w, "tooltip", None) == label and w.enabled), None)
            if button is not None:
                self.click(button.rect.center)
                return None
            more = next((w for w in panel.ui.widgets if getattr(w, "label", None) == MORE), None)
            if more is None or not more.enabled:
                return f"no button {label!r}"
            self.click(more.rect.center)
        return f"no button {label!r}"


def play_to_end(pilot, table: WaterdeepTable, player: UIPlayer, *, max_iterations: int = 20_000,
                after_action: Callable | None = None, until: Callable[[], bool] | None = None) -> int:
    """Play until the winner's screen is up (tests/scenes/table_play.py)."""
    return table_play.play_to_end(pilot, table, player, winner="waterdeep_winner", max_iterations=max_iterations,
                                  after_action=after_action, until=until)
