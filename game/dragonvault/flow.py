"""The Dragonvault agenda (see game/core/flow.py): this game's registries of steps, roll and draw
handlers and decisions, and the helpers the rules modules call."""
from __future__ import annotations

from game.core.flow import Flow
from game.dragonvault.state import ChanceRequest, Decision, Step

FLOW = Flow(Step, ChanceRequest, Decision)

STEPS, ON_ROLL, ON_DRAW = FLOW.STEPS, FLOW.ON_ROLL, FLOW.ON_DRAW
DECISIONS, EXPLAIN = FLOW.DECISIONS, FLOW.EXPLAIN
step, on_roll, on_draw = FLOW.step, FLOW.on_roll, FLOW.on_draw
decision, explain = FLOW.decision, FLOW.explain
then, later, roll, draw, decide = FLOW.then, FLOW.later, FLOW.roll, FLOW.draw, FLOW.decide
run, owed, settle = FLOW.run, FLOW.owed, FLOW.settle
