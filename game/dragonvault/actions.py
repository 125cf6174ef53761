"""Every decision a Dragonvault seat can make, as small frozen dataclasses (the contract's ACTIONS).

Pick, Pass, Decline, Target and Choose are the core's common answers (game/core/common_actions.py):
Target names the champion an effect picks as it happens, Choose an option of a choose effect; Pick takes a
champion at setup, the next card back on the deck after a peek, a card to discard or one to salvage;
Pass ends the play step (the draw comes next) or lets a response go; Decline refuses a cost and
suffers what it threatens."""
from __future__ import annotations

from dataclasses import dataclass
from typing import ClassVar

from game.core.common_actions import Choose, Decline, Pass, Pick, Target
from game.core.protocol import Action


@dataclass(frozen=True)
class Play(Action):
    """Play a card from the hand (an action, mercenary or companion in your play step; a response
    when asked), naming a seat when the card names one."""

    kind: ClassVar[str] = "play"
    card: str
    target: int = -1


@dataclass(frozen=True)
class Pay(Action):
    """Put a treasure card from the hand into the turn's pool (or towards what is owed)."""

    kind: ClassVar[str] = "pay"
    card: str


@dataclass(frozen=True)
class Settle(Action):
    """Pay what is owed out of the pool."""

    kind: ClassVar[str] = "settle"


@dataclass(frozen=True)
class Give(Action):
    """Team game, play step: give a card from the hand to a living ally."""

    kind: ClassVar[str] = "give"
    card: str
    seat: int


@dataclass(frozen=True)
class Absorb(Action):
    """Who takes this damage: -1 the champion, i the seat's companion number i."""

    kind: ClassVar[str] = "absorb"
    companion: int


@dataclass(frozen=True)
class Blind(Action):
    """Take the face-down card at this place of another hand (looting, stealing)."""

    kind: ClassVar[str] = "blind"
    slot: int


ACTIONS = (Play, Pay, Settle, Give, Target, Choose, Absorb, Blind, Pick, Pass, Decline)
