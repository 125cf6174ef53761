"""Every decision a Dungeon Draft seat makes (the contract's section 2).

Keep, Pick and Pass are the core's common answers (game/core/common_actions.py): Keep names the 3
quests kept of the 5 dealt, Pick the card drafted from the pack held, Pass ends a play turn.
Play is this game's own: play a drafted hero or weapon (paying gold), defeat a drafted monster,
or play a quest whose class requirement is met."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.common_actions import Keep, Pass, Pick
from game.core.protocol import Action


@dataclass(frozen=True)
class Play(Action):
    """Play this drafted card or quest (a monster is defeated)."""

    kind: ClassVar[str] = "play"
    card: str


ACTIONS = (Keep, Pick, Play, Pass)
