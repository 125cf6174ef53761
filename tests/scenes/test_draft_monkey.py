"""A monkey at the Dungeon Draft table: 10,000 seeded random mouse and key events (two people,
two instant bots; every other table the introductory game without quests) raise nothing, and every match played stays whole (tests/scenes/table_monkey.py).
Most clicks aim at something live: a hand or stage card, the stage's confirm button, a band, the
fight zone."""
from __future__ import annotations

import os

from scenes.draft import layout
from scenes.draft.table import DraftTable
from tests.scenes.draft.ui_player import open_table
from tests.scenes.table_monkey import run_monkey

EVENTS = 10_000
SEED = int(os.environ.get("TAVERN_MONKEY_SEED", "1818"))


def board(table: DraftTable) -> list:
    """The spots worth clicking on the table: during a pick the stage's cards and its confirm
    button (a pick takes two clicks), else the hand, the drag items, the bands and the fight zone."""
    if table.stage is not None:
        return [s.rect for s in table.stage.sprites] * 2 + [table.stage.confirm.rect] * 3
    return [i.rect for i in table.drag.items.values()] + [s.rect for s in table.hand] + list(table.bands) + \
        [layout.FIGHT]


def test_ten_thousand_random_events_at_a_table_raise_nothing_and_keep_the_match_whole(pilot, monkeypatch):
    seeds = iter(range(SEED, SEED + 1000))

    def open_new() -> DraftTable:  # every other table the introductory game: its picks come sooner
        seed = next(seeds)
        return open_table(pilot, people=(0, 2), seats=4, seed=seed, quests=seed % 2 == 1)

    run_monkey(pilot, monkeypatch, DraftTable, open_new, board, seed=SEED, events=EVENTS,
               progress=lambda t: (t.view.get("phase"), t.view.get("round")))
