"""Vault of Dragons bots: a function of (view, legal actions, rng) -> action.

`random_bot` is the core uniform bot. `heuristic_bot` plays to reveal and claim the Vault:
it keeps a mixed party (Fighters, Rogues, Wizards) at the Yawning Portal, goes down when its
chance of clearing the Dungeon is good enough (counting its Secrets, Rumors and cards), spends
Rumors and cards in a Fight only when they make a room, runs an economy on good Locations
(rewards, Actions, the Initiative), reveals the Vault at once and enters it by the free door
when its party can make 20. It starts a Brawl when the dice odds against the Followers there
(and the City Watch, 6 plus its die) make winning likely and the prize (the Location's Reward
and Action, a Quest, a rival or the leader hurt) outweighs the Casualties; it attempts a Quest
when its force there makes completing it likely enough to pay for the Casualties; and it
hires or moves Followers onto a Location to set either up (contests.py).

It sees only its seat's view (game/vault/view.py) and the public content (cards, Locations,
Undermountain). Everything is table lookups and small loops: no copies of the view, no
search, well under a millisecond a decision.
"""
from __future__ import annotations

from game.core.bots import Rng, random_bot
from game.vault.actions import RogueDie
from game.vault.bots.knowledge import Ctx
from game.vault.bots.fighting import _modify
from game.vault.bots.choices import _assign, _bid, _casualties, _free_whisper, _keep, _opportunity, _patrol, _pick, _place_watch, _regroup, _retreat
from game.vault.bots.planning import _turn

__all__ = ["random_bot", "heuristic_bot", "BOTS"]


# -- the bot ------------------------------------------------------------------------------------------
DECIDE = {
    "modify": _modify, "casualties": _casualties, "keep": _keep, "pick": _pick, "bid": _bid, "assign": _assign,
    "retreat": _retreat, "regroup": _regroup, "patrol": _patrol, "free_whisper": _free_whisper,
    "opportunity": _opportunity, "place_watch": _place_watch, "watch_moves": _regroup,
    "rogue_die": lambda ctx: RogueDie(True) if ctx.has(RogueDie(True)) else ctx.legal[0],
    "extra_draw": lambda ctx: next((a for a in ctx.legal if a.kind == "play"), ctx.legal[0]),
}


def heuristic_bot(view: dict, legal: list, rng: Rng) -> object:
    """Play to reveal and claim the Vault (see the module docstring)."""
    if len(legal) == 1:
        return legal[0]
    ctx = Ctx(view, legal, rng)
    decision = view.get("decision")
    if decision is not None and decision["seat"] == ctx.seat:
        fn = DECIDE.get(decision["kind"])
        choice = fn(ctx) if fn else legal[0]
    else:
        choice = _turn(ctx)
    if choice in ctx.by_kind.get(choice.kind, ()):
        return choice
    return legal[0]  # never an illegal move, whatever went wrong above


BOTS = {"random": random_bot, "heuristic": heuristic_bot}
