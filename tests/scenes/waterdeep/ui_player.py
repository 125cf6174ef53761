"""Plays the people's seats of a Lords of Waterdeep table through the mouse only.

A UIPlayer chooses an action for the person to act (a bot's judgement, or now and then any legal
action) and makes it the way a person would: it drags an agent from the pool (or off the Harbor)
onto a space, clicks a space, a quest at the Inn, a tile in Builder's Hall, a card in the hand,
an opponent's mat, or a button of the question panel. It never calls the table's `act`. After
each gesture it checks that exactly that action reached the engine; when nothing on screen can
make a legal action it raises UIDeadEnd (a real hole in the table)."""
from __future__ import annotations

from typing import Callable

import pygame

from game.core.words import tidy
from scenes.waterdeep import answers, positions
from scenes.waterdeep.gestures import POOL
from scenes.waterdeep.table import WaterdeepTable
from tests.scenes import table_play
from tests.scenes.table_play import MousePlayer, UIDeadEnd, human_entries  # noqa: F401 (the pilot tests import them from here)


def open_table(pilot, people=(0, 1), seats: int = 4, seed: int = 5, *, bot_speed: str = "instant",
               bot: str = "heuristic") -> WaterdeepTable:
    pilot.app.settings.bot_speed = bot_speed
    table = WaterdeepTable(pilot.app, setup=positions.setup_for(seats, people, bot), seed=seed)
    pilot.app.stack.reset(table)
    pilot.advance(1)
    return table


class UIPlayer(MousePlayer):
    def gestures(self, action) -> list[tuple[str, Callable]]:
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
        return self.press_button(self.table.prompt, lambda w: getattr(w, "tooltip", None) == label, label)


def play_to_end(pilot, table: WaterdeepTable, player: UIPlayer, *, max_iterations: int = 20_000,
                after_action: Callable | None = None, until: Callable[[], bool] | None = None) -> int:
    """Play until the winner's screen is up (tests/scenes/table_play.py)."""
    return table_play.play_to_end(pilot, table, player, winner="waterdeep_winner", max_iterations=max_iterations,
                                  after_action=after_action, until=until)
