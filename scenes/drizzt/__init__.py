"""The Legend of Drizzt couch co-op table: setup, the dungeon, the party, the villain phase."""
from __future__ import annotations

from scenes import tables


def _table(app, *, info=None, setup=None, match=None):
    from scenes.drizzt.table import DrizztTable

    return DrizztTable(app, setup=setup, match=match)


def _setup(app, info):
    from scenes.drizzt.setup_scene import DrizztSetupScene

    return DrizztSetupScene(app, info)


tables.TABLES["drizzt"] = _table
tables.SETUPS["drizzt"] = _setup
