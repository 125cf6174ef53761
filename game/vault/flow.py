"""The Vault of Dragons agenda (see game/core/flow.py): this game's registries of steps, roll
and draw handlers and decisions, and the helpers the rules modules call."""
from __future__ import annotations

from game.core.flow import Flow
from game.vault.state import ChanceRequest, Decision, Step

FLOW = Flow(Step, ChanceRequest, Decision)

STEPS, ON_ROLL, ON_DRAW = FLOW.STEPS, FLOW.ON_ROLL, FLOW.ON_DRAW
DECISIONS, EXPLAIN = FLOW.DECISIONS, FLOW.EXPLAIN
step, on_roll, on_draw = FLOW.step, FLOW.on_roll, FLOW.on_draw
decision, explain = FLOW.decision, FLOW.explain
then, later, roll, draw, decide = FLOW.then, FLOW.later, FLOW.roll, FLOW.draw, FLOW.decide
run, owed, settle = FLOW.run, FLOW.owed, FLOW.settle


def queue_gain(state, seat: int, bundle: dict, why: str = "") -> None:
    """Gain a bundle (gold, gold_die, rumors, treasure, magic, secret) as soon as possible: the
    "gain" step (game/vault/gains.py). Here, the lowest of the rules modules, so that any of them
    (the card effects too) may queue one without importing the module that does it."""
    then(state, ("gain", {"seat": seat, "bundle": dict(bundle), "why": why}))
