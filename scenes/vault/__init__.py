"""The Vault of Dragons table: setup, the table scene, fights, the winner's screen. SCENES is what
the app finds here (see scenes/tables.py)."""
from __future__ import annotations

from scenes.tables import GameScenes


def _table(app, *, info=None, setup=None, seed=None, match=None):
    from scenes.vault.table import VaultTable

    return VaultTable(app, setup=setup, seed=seed, match=match)


def _setup(app, info):
    from scenes.vault.setup_scene import VaultSetupScene

    return VaultSetupScene(app, info)


def _tour() -> list:
    from scenes.vault.tour import tour_stops

    return tour_stops()


SCENES = GameScenes(table=_table, setup=_setup, tour=_tour)
