"""Bots: a function of (view, legal actions, rng) -> action. They see only their seat's view."""
from __future__ import annotations

import random
from typing import Callable, Iterator

from game.core.kept import held
from game.core.protocol import CHANCE, Action

Rng = random.Random  # the type of the rng a bot is handed (bots never seed their own)
Bot = Callable[[dict, list[Action], Rng], Action]


def random_bot(view: dict, legal: list[Action], rng: random.Random) -> Action:
    """Any legal action, uniformly."""
    return legal[rng.randrange(len(legal))]


def bot_named(rules, kind: str) -> Bot:
    """A game's bot of this kind (`BOTS` in its rules module), or the random bot."""
    bots = getattr(rules, "BOTS", {})
    if kind in bots:
        return bots[kind]
    if kind == "random":
        return random_bot
    known = ", ".join(sorted({"random", *bots}))
    raise ValueError(f"no bot {kind!r} for this game (known: {known})")


def bot_move(match, kind: str) -> Action:
    """The move a bot of this kind makes for the seat to act."""
    seat = match.to_act()
    if seat in (None, CHANCE):
        raise ValueError("no seat is to act")
    return bot_named(match.rules, kind)(match.view(seat), match.legal_actions(), match.bot_rng())


def kind_or_random(rules, wanted: str) -> str:
    """`wanted` if the game has a bot of that kind (a game's heuristic bot may not have landed
    yet), else the random bot every game has."""
    return wanted if wanted in getattr(rules, "BOTS", {}) or wanted == "random" else "random"


def play_until(match, done, kind: str, limit: int = 4000):
    """Bots of one kind play every seat, chance sampled, until `done(match)` holds or the game
    ends (or `limit` steps); returns the match (tours, benchmarks and tests reach positions so)."""
    for _ in range(limit):
        if match.over or done(match):
            break
        if match.to_act() == CHANCE:
            match.roll()
        else:
            match.act(bot_move(match, kind))
    return match


def play_out(match, bots: list[str], max_actions: int = 100_000) -> int:
    """Play to the end with these bots (one kind per seat); returns the actions taken."""
    taken = 0
    with held(match.state):  # only the engine touches the state until this returns: keep its work
        while taken < max_actions:
            who = match.to_act()
            if who is None:
                break
            if who == CHANCE:
                match.roll()
            else:
                match.act(bot_move(match, bots[who]))
            taken += 1
    return taken


def seats_to_decide(rules, state, chance_rng: random.Random, max_actions: int = 100_000) -> Iterator[int]:
    """Drive a game on its rules module directly: chance is sampled with `chance_rng`, and each
    seat to decide is yielded for the caller to apply its action before asking for the next
    (benches and tests that play many games without a Match's undo checkpoints)."""
    for _ in range(max_actions):
        who = rules.to_act(state)
        if who is None:
            return
        if who == CHANCE:
            rules.apply(state, rules.chance(state).sample(chance_rng))
        else:
            yield who


def owed_seat(match) -> int:
    """The seat to act (seat 0 while chance or nobody is): tours and tests seat a person there."""
    who = match.to_act()
    return who if isinstance(who, int) else 0


def asking(kind: str, also=None):
    """A test on a match: the seat to act owes a question of this kind (its view's "question"),
    and `also(view)` holds; for play_until, to reach a position."""
    def check(match) -> bool:
        who = match.to_act()
        if not isinstance(who, int):
            return False
        view = match.view(who)
        return (view.get("question") or {}).get("kind") == kind and (also is None or also(view))
    return check
