"""The Legend of Drizzt agenda (see game/core/flow.py). Rules modules use the one instance:
`from game.drizzt.flow import flow`, then `@flow.step(...)`, `flow.then(state, ...)`."""
from __future__ import annotations

from game.core.flow import Flow
from game.drizzt.state import ChanceRequest, Decision, Step

flow = Flow(Step, ChanceRequest, Decision, copy_data=False)  # every step is queued with a fresh dict
