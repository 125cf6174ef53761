"""The Dungeon Draft agenda (see game/core/flow.py): this game's registries of steps, draw
handlers and decisions, and the helpers the rules modules call."""
from __future__ import annotations

from game.core.flow import Flow
from game.draft.state import ChanceRequest, Decision, Step

FLOW = Flow(Step, ChanceRequest, Decision)

STEPS, ON_DRAW = FLOW.STEPS, FLOW.ON_DRAW
DECISIONS, EXPLAIN = FLOW.DECISIONS, FLOW.EXPLAIN
step, on_draw = FLOW.step, FLOW.on_draw
decision, explain = FLOW.decision, FLOW.explain
then, later, draw, decide = FLOW.then, FLOW.later, FLOW.draw, FLOW.decide
run, owed, settle = FLOW.run, FLOW.owed, FLOW.settle
