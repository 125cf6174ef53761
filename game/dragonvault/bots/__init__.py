"""Dragonvault bots: a function of (view, legal actions, rng) -> action.

`random_bot` is the core's uniform bot. `heuristic_bot` values what wins: treasure held by a
champion alive at the end. In its play step it plays a card when what the card does is worth
more than keeping it and than the treasure it costs (the pool's leftovers nearly free), never pays
into the pool for nothing, heals when hurt, buys mercenaries and companions when they pay off,
and in a team game hands its treasure to the safest ally when it is in danger. It pays exactly
with the fewest and lowest cards, pays a dragon when the blow would cost more than the treasure
(a dead champion wins nothing), aims harm at the leader in what everyone can see (hand size,
life left) or at a champion it can kill and loot, never at an ally, sends blows to a companion
when that costs less, and keeps its responses for the moment they matter (a prevent for a big
or deadly blow, a cancel for a dangerous card, a reroll for a bad roll).

It sees only its own seat's view and the public content (game.dragonvault.content).
"""
from __future__ import annotations

from game.core.bots import Rng, random_bot
from game.dragonvault.bots.answers import (absorb_choice, blind_choice, champion_choice, choose_choice,
                                           discard_choice, pay_choice, peek_choice, respond_choice,
                                           salvage_choice, target_choice)
from game.dragonvault.bots.seats import Ctx
from game.dragonvault.bots.turn import play_step

__all__ = ["random_bot", "heuristic_bot", "answer", "BOTS"]

ANSWERS = {"play": play_step, "pay": pay_choice, "target": target_choice, "absorb": absorb_choice,
           "respond": respond_choice, "loot": blind_choice, "steal": blind_choice, "peek": peek_choice,
           "discard": discard_choice, "salvage": salvage_choice, "choose": choose_choice,
           "champion": champion_choice}

# When the question's kind is not shown, the kinds of the legal actions say what is asked.
BY_ACTION = (("settle", "pay"), ("decline", "pay"), ("absorb", "absorb"), ("target", "target"),
             ("choose", "choose"), ("blind", "loot"), ("give", "play"), ("pay", "play"))


def asked(ctx: Ctx) -> str:
    kind = str(ctx.q.get("kind", "") or "")
    if kind in ANSWERS:
        return kind
    kinds = {a.kind for a in ctx.legal}
    for action, question in BY_ACTION:
        if action in kinds:
            return question
    return ""


def answer(view: dict, legal: list, rng: Rng):
    """The heuristic's own answer (None when it does not know the question)."""
    ctx = Ctx(view, legal, rng)
    how = ANSWERS.get(asked(ctx))
    return how(ctx) if how is not None else None


def heuristic_bot(view: dict, legal: list, rng: Rng):
    """Play to hold the most treasure alive at the end (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    choice = answer(view, legal, rng)
    return choice if choice in legal else legal[0]


BOTS = {"random": random_bot, "heuristic": heuristic_bot}
