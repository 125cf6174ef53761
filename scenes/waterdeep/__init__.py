"""The Lords of Waterdeep table: the city board, the seat mats, agents placed by drag and drop,
the questions the engine asks, and the end with every seat's tally. SCENES is what the app finds
here (see scenes/tables.py); the common seat setup seats the game (2-5 seats, people or bots)."""
from __future__ import annotations

from scenes.tables import GameScenes


def _table(app, *, info=None, setup=None, seed=None, match=None):
    from scenes.waterdeep.table import WaterdeepTable

    return WaterdeepTable(app, setup=setup, seed=seed, match=match)


def _tour() -> list:
    from scenes.waterdeep.tour import tour_stops

    return tour_stops()


SCENES = GameScenes(table=_table, tour=_tour)
