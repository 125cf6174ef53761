"""Tavern Table's rules engine: pure Python, stdlib only.

The core (game/core) knows no game; the registry (game/registry.py) finds the games. Here, where
the engine is put together, the core is told to find a game by id through the registry, so that
`Match("vault", ...)` and loading a save work however the engine is imported."""
from game import registry as _registry
from game.core import catalogue as _catalogue

__version__ = "0.1.0"

_catalogue.install(_registry.get, __version__)
