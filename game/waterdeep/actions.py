"""Every decision a Lords of Waterdeep seat can make, as small frozen dataclasses.

Pass, Pick, Target and Choose are the core's common answers (game/core/common_actions.py): Target
names the opponent an intrigue card acts on, Choose one bundle of a choose-one effect; Pick chooses a card
on offer (a quest at the Inn, a tile in Builder's Hall, an intrigue card to play, a quest to
keep); Pass ends a turn without completing a quest, or lets an optional effect go."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.common_actions import Choose, Pass, Pick, Target
from game.core.protocol import Action


@dataclass(frozen=True)
class Assign(Action):
    """Put an agent on this action space (also the answer to a reassignment)."""

    kind: ClassVar[str] = "assign"
    space: str


@dataclass(frozen=True)
class Complete(Action):
    """Complete this active (or mandatory) quest now."""

    kind: ClassVar[str] = "complete"
    quest: str


@dataclass(frozen=True)
class Recall(Action):
    """Which of your placed agents a reassigning effect moves (the agent on this space)."""

    kind: ClassVar[str] = "recall"
    space: str


ACTIONS = (Assign, Pick, Target, Choose, Complete, Pass, Recall)
