"""Dungeon Draft bots: a function of (view, legal actions, rng) -> action.

`random_bot` is the core's uniform bot. `drafter_bot` keeps the three quests that fit together,
drafts the card that makes its coming turn worth most in XP (its quests' classes, what it can
afford and defeat this round, production and attack for the rounds left, the XP) plus what
taking it keeps from the next seat in the passing direction, and plays its turn in the best
order (game/draft/bots/turn.py searches it): free quests and monsters as soon as they are met,
gold and discounts before what they pay for, and every coin that can still buy XP spent.

It sees only its own seat's view and the public content.
"""
from __future__ import annotations

from game.core.bots import Rng, random_bot
from game.draft.bots.book import book
from game.draft.bots.choices import keep_choice, pick_choice, play_choice

__all__ = ["random_bot", "drafter_bot", "BOTS"]

ANSWERS = (("keep", keep_choice), ("pick", pick_choice), ("play", play_choice))


def drafter_bot(view: dict, legal: list, rng: Rng):
    """Draft and play toward its quests (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    kinds = {a.kind for a in legal}
    bk = book()
    for kind, answer in ANSWERS:
        if kind in kinds:
            choice = answer(bk, view, legal)
            return choice if choice in legal else legal[0]
    return legal[0]


BOTS = {"random": random_bot, "drafter": drafter_bot}
