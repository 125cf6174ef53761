"""Saves written before a content rename still load: each game's table of renamed ids (old id ->
new id) brings a save's setup and action log up to date as it is read, and its state hash, taken
in the old words, still checks. The two saves in tests/core/saves/ were written by the engine at
commit 34da6f6, before the renames."""
from __future__ import annotations

from pathlib import Path

import pytest

from game.core.match import Match

SAVES = Path(__file__).parent / "saves"


@pytest.mark.parametrize("game", ["drizzt", "vault"])
def test_a_save_from_before_the_renames_loads(game):
    match = Match.load(SAVES / f"{game}_before_renames.json")
    assert match.info.id == game and match.log
