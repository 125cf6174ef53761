"""Lords of Waterdeep bots: a function of (view, legal actions, rng) -> action.

`random_bot` is the core's uniform bot. `heuristic_bot` plans toward its quests and its lord:
it picks up to three of its active quests (mandatory ones first) that fit the turns it has left,
worth their reward plus its lord's bonus; a piece those quests still need is worth its share of
the reward, a spare one what it scores at the end. It places each agent on the open space worth
most by that measure: the pieces a space gives, the best quest at Cliffwatch Inn for its lord and
its Tavern, the best affordable building (bought early, while owning it pays for longer), the
Harbor when it holds a good card (plus the agent's second placement at the round's end), a
rival's building less the owner's share; taking a piece a rival needs to finish a quest soon
counts a little too (their active quests are public). It finishes the best payable quest at
once, aims its intrigue at the rival it hurts most (the leader first), and chooses bundles by
the same measure.

It sees only its own seat's view and the public content; each decision is a few table lookups
and small loops over the open spaces (bench/waterdeep_bots.py measures it).
"""
from __future__ import annotations

from game.core.bots import Rng, random_bot
from game.waterdeep.bots.choices import choose_choice, complete_choice, pick_choice, recall_choice, target_choice
from game.waterdeep.bots.knowledge import Ctx
from game.waterdeep.bots.spaces import choose_space

__all__ = ["random_bot", "heuristic_bot", "BOTS"]

# The first kind of action found in the legal list says what is being asked.
ANSWERS = (("complete", complete_choice), ("assign", choose_space), ("pick", pick_choice),
           ("target", target_choice), ("choose", choose_choice), ("recall", recall_choice))


def heuristic_bot(view: dict, legal: list, rng: Rng):
    """Play toward its quests and its lord (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    kinds = {a.kind for a in legal}
    ctx = Ctx(view, legal, rng)
    for kind, answer in ANSWERS:
        if kind in kinds:
            choice = answer(ctx)
            return choice if choice in legal else legal[0]
    return legal[0]


BOTS = {"random": random_bot, "heuristic": heuristic_bot}
