"""Tavern Table's rules engine: pure Python, stdlib only."""
