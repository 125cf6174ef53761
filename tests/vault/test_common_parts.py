"""Vault of Dragons on the core's common card parts: its Pass, Decline, Pick and Keep are the
core's classes, and its view hides hands and the cards to keep through the core's helper."""
from __future__ import annotations

from pathlib import Path

from game.core.common_actions import COMMON_ACTIONS
from game.core.match import Match
from game.core.protocol import ActionCodec
from game.vault import actions as vault_actions
from tests.vault.helpers import start


def test_vault_speaks_the_core_classes():
    for cls in COMMON_ACTIONS:
        assert getattr(vault_actions, cls.__name__) is cls
        assert cls in vault_actions.ACTIONS


def test_vault_hides_another_seats_hand_through_the_helper():
    m = start(2)
    m.state.seats[0].treasure[:] = ["gem_of_seeing"]
    mine, theirs = m.view(0)["players"][0], m.view(1)["players"][0]
    assert mine["treasure"] == ["gem_of_seeing"] and mine["treasure_count"] == 1
    assert "treasure" not in theirs and theirs["treasure_count"] == 1 and theirs["hand_size"] == mine["hand_size"]


OLD_SAVE = Path(__file__).parents[1] / "core" / "saves" / "vault_before_common_actions.json"


def test_a_save_written_before_the_common_answers_still_loads_and_checks():
    """Written by the engine at commit 5c068a0, when Vault had its own Pass, Decline, Pick and
    Keep: a random 3-seat game (Action Packed, seed 23) up to its first Keep, with all four in its
    log (written again there with issue 19's Faction rules: today's factions.toml, and the
    Zhentarim Initiative's Rumor patched into that engine's handler, since the first one's moves no
    longer fit). Loading replays every action with the legality checks and compares the state hash."""
    match = Match.load(OLD_SAVE)
    assert match.replayed is None  # every move replays and the check matches: nothing salvaged
    kinds = {e.action.kind for e in match.log}
    assert {"pass", "decline", "pick", "keep"} <= kinds
    codec = ActionCodec(vault_actions.ACTIONS)
    for entry in match.log:
        if entry.action.kind in ("pass", "decline", "pick", "keep"):
            assert type(entry.action) in COMMON_ACTIONS
            assert codec.parse(str(entry.action)) == entry.action
