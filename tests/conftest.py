"""Shared test set-up: headless SDL, a private home folder, the test-only game."""
from __future__ import annotations

import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"
os.environ.setdefault("PYGAME_HIDE_SUPPORT_PROMPT", "1")

import pytest  # noqa: E402

from game import registry  # noqa: E402
from tests.core import coindash  # noqa: E402


@pytest.fixture(autouse=True)
def _private_home(tmp_path, monkeypatch):
    """Settings and saves go to a temp folder, never the developer's own."""
    monkeypatch.setenv("TAVERN_TABLE_HOME", str(tmp_path / "home"))
    monkeypatch.setenv("SDL_VIDEODRIVER", "dummy")
    monkeypatch.setenv("SDL_AUDIODRIVER", "dummy")


@pytest.fixture
def coin_dash():
    """Coin Dash registered as a game for the length of one test."""
    registry.register(coindash.INFO)
    yield coindash
    registry.unregister(coindash.INFO.id)
