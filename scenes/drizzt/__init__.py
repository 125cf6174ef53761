"""The Legend of Drizzt couch co-op table: setup, the dungeon, the party, the villain phase. SCENES
is what the app finds here (see scenes/tables.py)."""
from __future__ import annotations

from scenes.tables import GameScenes


def _table(app, *, info=None, setup=None, seed=None, match=None):
    from scenes.drizzt.table import DrizztTable

    return DrizztTable(app, setup=setup, seed=seed, match=match)


def _setup(app, info):
    from scenes.drizzt.setup_scene import DrizztSetupScene

    return DrizztSetupScene(app, info)


def _tour() -> list:
    from scenes.drizzt.tour import tour_stops

    return tour_stops()


SCENES = GameScenes(table=_table, setup=_setup, tour=_tour)
