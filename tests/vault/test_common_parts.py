"""Vault of Dragons on the core's common card parts: its Pass, Decline, Pick and Keep are the
core's classes, and its view hides hands and the cards to keep through the core's helper."""
from __future__ import annotations

from game.core.common_actions import COMMON_ACTIONS
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
