"""One seeded bot game on a rules module, timing the bots a game's bench asks about: the loop
bench/waterdeep_bots.py and bench/dragonvault_bots.py share.

Chance is sampled from the rules' spec with `random.Random(f"{seed}:chance")`, the bots share
`random.Random(f"{seed}:bot")`; every applied action counts, chance included.
"""
from __future__ import annotations

import importlib
import random
import time
from typing import Callable

from game.core.kept import held
from game.core.protocol import CHANCE


def timed_game(rules, state, bots: list, timed: list[bool], seed: int, max_actions: int = 20_000,
               watch: Callable[[dict], None] | None = None) -> dict:
    """Play `state` to the end (or max_actions) with one bot per seat; the seats marked in
    `timed` have their think times kept (wall clock each, CPU summed). `watch` sees every view a
    bot is handed."""
    chance_rng, bot_rng = random.Random(f"{seed}:chance"), random.Random(f"{seed}:bot")
    times: list[float] = []
    cpu = 0.0
    actions = 0
    with held(state):
        while actions < max_actions:
            who = rules.to_act(state)
            if who is None:
                break
            actions += 1
            if who == CHANCE:
                rules.apply(state, rules.chance(state).sample(chance_rng))
                continue
            legal = rules.legal_actions(state)
            view = rules.view(state, who)
            if watch is not None:
                watch(view)
            t0, c0 = time.perf_counter(), time.process_time()
            action = bots[who](view, legal, bot_rng)
            if timed[who]:
                times.append(time.perf_counter() - t0)
                cpu += time.process_time() - c0
            rules.apply(state, action)
    return {"times": times, "cpu": cpu, "actions": actions}


def knob_bots(package: str, bot, knob: str):
    """(variant, restore) for a head-to-head of one bot constant: `variant(value)` is `bot`
    playing with the constant `knob` (module.NAME under `package`) set to value (set before each
    of its decisions: a knob works only where the bot reads module.NAME at each call);
    `restore()` puts the constant back."""
    module_name, name = knob.rsplit(".", 1)
    module = importlib.import_module(f"{package}.{module_name}")
    old = getattr(module, name)

    def variant(value):
        def play(view, legal, rng):
            setattr(module, name, type(old)(value))  # the setting this seat plays with
            return bot(view, legal, rng)
        return play

    def restore() -> None:
        setattr(module, name, old)

    return variant, restore
