"""The Dungeon Draft agenda (see game/core/flow.py): this game's one Flow, whose registries of
steps, draw handlers and decisions the rule modules fill, and the helpers they call on it."""
from __future__ import annotations

from game.core.flow import Flow
from game.draft.state import ChanceRequest, Decision, Step

FLOW = Flow(Step, ChanceRequest, Decision)
DECISIONS = FLOW.DECISIONS
step, on_draw, decision, explain, then, later, draw, decide = (
    FLOW.step, FLOW.on_draw, FLOW.decision, FLOW.explain, FLOW.then, FLOW.later, FLOW.draw, FLOW.decide)
run, owed, settle = FLOW.run, FLOW.owed, FLOW.settle
