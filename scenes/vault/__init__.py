"""The Vault of Dragons table: setup, the table scene, fights, the winner's screen."""
from __future__ import annotations

from scenes import tables


def _table(app, *, info=None, setup=None, match=None):
    from scenes.vault.table import VaultTable

    return VaultTable(app, setup=setup, match=match)


def _setup(app, info):
    from scenes.vault.setup_scene import VaultSetupScene

    return VaultSetupScene(app, info)


tables.TABLES["vault"] = _table
tables.SETUPS["vault"] = _setup
