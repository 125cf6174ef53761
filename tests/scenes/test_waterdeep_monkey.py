"""A monkey at the Lords of Waterdeep table: 10,000 seeded random mouse and key events (two
people, two instant bots) raise nothing, and every match played stays whole: it survives a JSON
round trip and a save and replay with the same state hash (tests/scenes/table_monkey.py).

Events go to whatever is on top (the table, a curtain, a zoom, the pause menu, the title...).
When no table is left on the stack, or the game has been over for a while, a new one is opened.
Most clicks aim at something live (a button, an agent, a space, a card, a mat)."""
from __future__ import annotations

import itertools
import os

from scenes.waterdeep.table import WaterdeepTable
from tests.scenes.table_monkey import run_monkey
from tests.scenes.waterdeep.ui_player import open_table

EVENTS = 10_000
SEED = int(os.environ.get("TAVERN_MONKEY_SEED", "1616"))


def board(table: WaterdeepTable) -> list:
    return ([i.rect for i in table.drag.items.values()] + list(table.space_rects.values())
            + [c.rect for c in (*table.hand, *table.offer)] + table.rects["inn"] + table.rects["hall"]
            + table.rects["mats"])


def test_ten_thousand_random_events_at_a_table_raise_nothing_and_keep_the_match_whole(pilot, monkeypatch):
    seeds = itertools.count(SEED)
    run_monkey(pilot, monkeypatch, WaterdeepTable, lambda: open_table(pilot, people=(0, 2), seats=4, seed=next(seeds)),
               board, seed=SEED, events=EVENTS, progress=lambda t: t.view["round"])
