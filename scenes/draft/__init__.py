"""The Dungeon Draft table: the seats' play areas stacked by round down the left, the secret
quest keep and draft picks behind the hand-off curtain, the play phase by drag and click, and the
final XP tally. SCENES is what the app finds here (see scenes/tables.py); the game's own setup
seats 2-5 people or bots and chooses the game with quests or the introductory one without."""
from __future__ import annotations

from scenes.tables import GameScenes


def _table(app, *, info=None, setup=None, seed=None, match=None):
    from scenes.draft.table import DraftTable

    return DraftTable(app, setup=setup, seed=seed, match=match)


def _setup(app, info):
    from scenes.draft.setup_scene import DraftSetupScene

    return DraftSetupScene(app, info)


def _tour() -> list:
    from scenes.draft.tour import tour_stops

    return tour_stops()


SCENES = GameScenes(table=_table, setup=_setup, tour=_tour)
