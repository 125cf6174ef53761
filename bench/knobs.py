"""One of a bot's constants set differently seat by seat, for head-to-head benchmarks.

    with Knob("game.draft.bots", "worth.GOLD") as gold:
        bots = [gold.playing(drafter_bot, v) for v in (0.25, 0.45, 0.25, 0.45)]

A knob works only where the bot reads it from its module at each call (module.NAME, not a copy
imported by name); the old value comes back when the block ends.
"""
from __future__ import annotations

import importlib


class Knob:
    def __init__(self, package: str, knob: str) -> None:
        module_name, self.name = knob.rsplit(".", 1)
        self.module = importlib.import_module(f"{package}.{module_name}")
        self.old = getattr(self.module, self.name)

    def playing(self, bot, value):
        """The bot, playing with the constant at `value`."""
        def play(view, legal, rng):
            setattr(self.module, self.name, type(self.old)(value))  # the setting this seat plays with
            return bot(view, legal, rng)
        return play

    def __enter__(self) -> "Knob":
        return self

    def __exit__(self, *exc) -> None:
        setattr(self.module, self.name, self.old)
