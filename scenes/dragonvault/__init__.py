"""The Dragonvault table: seats around the screen with their champions, the play zone and the
turn's treasure pool, hands behind the hand-off curtain, responses on other seats' turns, and the
final reveal. SCENES is what the app finds here (see scenes/tables.py); the game's own setup
screen seats 2-6 people or bots and sets teams and how champions are given."""
from __future__ import annotations

from scenes.tables import GameScenes


def _table(app, *, info=None, setup=None, seed=None, match=None):
    from scenes.dragonvault.table import DragonvaultTable

    return DragonvaultTable(app, setup=setup, seed=seed, match=match)


def _setup(app, info):
    from scenes.dragonvault.setup_scene import DragonvaultSetupScene

    return DragonvaultSetupScene(app, info)


def _tour() -> list:
    from scenes.dragonvault.tour import tour_stops

    return tour_stops()


SCENES = GameScenes(table=_table, setup=_setup, tour=_tour)
