"""A monkey at the Dragonvault table: 10,000 seeded random mouse and key events (two people, two
instant bots) raise nothing, and every match played stays whole: it survives a JSON round trip and
a save and replay with the same state hash (tests/scenes/table_monkey.py). Most clicks aim at
something live: a button, a hand card, a plate, the pool, the play zone, a card laid out."""
from __future__ import annotations

import itertools
import os

from scenes.dragonvault import layout
from scenes.dragonvault.table import DragonvaultTable
from tests.scenes.dragonvault.ui_player import open_table
from tests.scenes.table_monkey import run_monkey

EVENTS = 10_000
SEED = int(os.environ.get("TAVERN_MONKEY_SEED", "1717"))


def board(table: DragonvaultTable) -> list:
    return ([i.rect for i in table.drag.items.values()] + [s.rect for s in table.hand] + list(table.plates)
            + [r for r, *_ in table.stage] + [layout.POOL, layout.PLAY_ZONE, layout.DISCARD])


def test_ten_thousand_random_events_at_a_table_raise_nothing_and_keep_the_match_whole(pilot, monkeypatch):
    seeds = itertools.count(SEED)
    run_monkey(pilot, monkeypatch, DragonvaultTable, lambda: open_table(pilot, people=(0, 2), seats=4, seed=next(seeds)),
               board, seed=SEED, events=EVENTS, progress=lambda t: t.view.get("turn"))
