"""The registries of monster tactic conditions and actions (game/core/effects.py): tactics.py
writes the first forms and runs an activation, tactic_forms.py writes the later ones, each from
here so neither imports the other. A condition is asked (monster, what it sees, the line's reach,
its card); an action is done (state, monster, the line read, what it sees, its card). An
adventure's object has the one line "idle", written by the engine (cards.Content.objects), never
by content."""
from __future__ import annotations

from collections.abc import Callable

from game.core.effects import Effects
from game.core.protocol import Event
from game.drizzt.monster_sight import Sight
from game.drizzt.state import Monster, State
from game.drizzt.vocabulary import TACTIC_ACTIONS, TACTIC_CONDITIONS

Condition = Callable[[Monster, Sight, int, object], bool]
Action = Callable[[State, Monster, object, Sight, object], list[Event]]
CONDITIONS: Effects[Condition] = Effects("tactic condition", TACTIC_CONDITIONS)
ACTIONS: Effects[Action] = Effects("tactic action", {**TACTIC_ACTIONS, "idle": None})
