"""Tavern Table's rules engine: pure Python, stdlib only."""

__version__ = "0.1.0"
