"""Positions of a Legend of Drizzt adventure reached by co-op bots: for the tour, benchmarks and
tests that need the table at a given moment (a hero's move, an attack roll, an encounter to cancel,
a monster's tactic, a level-up, the end). Chance comes from the seed unless a `force` hook picks
the roll, so every position is the same on every run."""
from __future__ import annotations

import copy
from typing import Callable

from game.core.bots import bot_move
from game.core.match import Match
from game.core.protocol import CHANCE, Roll
from game.drizzt import actions as A

ADVENTURE = "the_spiders_court"
HEROES = ("thalia", "kaelith", "maren")
NAMES = ("Ana", "Ben", "Cy", "Di", "Eli")
COLOURS = ("Orange", "Sky blue", "Green", "Yellow", "Purple")

Check = Callable[[Match], bool]


def setup_for(adventure: str = ADVENTURE, heroes: tuple = HEROES) -> dict:
    """One seat per hero, every seat a co-op bot until seat_people says otherwise."""
    return {"adventure": adventure,
            "seats": [{"name": NAMES[i], "colour": COLOURS[i], "bot": "coop"} for i in range(len(heroes))],
            "heroes": [{"hero": h, "seat": i} for i, h in enumerate(heroes)]}


def play_until(done: Check, *, seed: int = 4, adventure: str = ADVENTURE, heroes: tuple = HEROES,
               force: Callable[[Match], Roll | None] | None = None, limit: int = 1500) -> Match:
    """A match played by co-op bots until `done(match)` (or the end). `force(match)` may name the
    roll to apply while chance is pending (None: the seed decides)."""
    match = Match("drizzt", setup_for(adventure, heroes), seed)
    for _ in range(limit):
        if match.over or done(match):
            break
        if match.to_act() == CHANCE:
            forced = force(match) if force is not None else None
            match.act(forced) if forced is not None else match.roll()
        else:
            match.act(bot_move(match, "coop"))
    return match


def reach(done: Check, *, seed: int = 4, tries: int = 30, **options) -> Match:
    """The match at the first position where `done(match)` holds, played from this seed or, when that
    game never comes to it (the content or the bots changed how seeded games go), from the next seed
    that does: a tour stop or test keeps its moment. Raises LookupError if none of `tries` seeds does."""
    for tried in range(seed, seed + tries):
        match = play_until(done, seed=tried, **options)
        if done(match):
            return match
    raise LookupError(f"no bot-played game from seed {seed} to {seed + tries - 1} reaches this position")


def ended(result: str) -> Check:
    """The adventure is over with this result ("won" or "lost")."""
    return lambda match: match.over and match.view(0)["result"] == result


def seat_people(match: Match, *people: int) -> Match:
    """Make these seats the people on the couch; every other seat a co-op bot."""
    for i, seat in enumerate(match.setup["seats"]):
        seat["bot"] = None if i in people else "coop"
    return match


def hero_seat(match: Match, hero: int) -> int:
    return match.view(0)["heroes"][hero]["seat"]


def deciding(kind: str, seat: int | None = None) -> Check:
    """Someone (this seat) owes a decision of this kind."""
    def check(match: Match) -> bool:
        who = match.to_act()
        if not isinstance(who, int) or (seat is not None and who != seat):
            return False
        decision = match.view(who)["decision"]
        return decision is not None and decision["kind"] == kind
    return check


def fresh_turn(seat: int) -> Check:
    """This seat's hero starts its hero phase: nothing moved or attacked yet."""
    hero = deciding("hero", seat)

    def check(match: Match) -> bool:
        turn = match.view(seat)["turn"] if hero(match) else {}
        return bool(turn) and turn.get("moves") == 0 and not turn.get("attacked")
    return check


def rolling(purpose: str, seat: int | None = None) -> Check:
    """A roll for this purpose is pending (for a hero of this seat)."""
    def check(match: Match) -> bool:
        if match.to_act() != CHANCE:
            return False
        request = match.view(0)["chance"]
        if request is None or request["purpose"] != purpose or not request["dice"]:
            return False
        hero = request["hero"]
        return seat is None or (isinstance(hero, int) and hero_seat(match, hero) == seat)
    return check


def can_cancel(seat: int) -> Check:
    """This seat decides whether to cancel an encounter, and the party can pay the 5 XP."""
    cancel = deciding("cancel", seat)
    return lambda match: cancel(match) and any(isinstance(a, A.Cancel) for a in match.legal_actions())


def peek(match: Match) -> list:
    """The events the pending chance will give (the seed's roll or draw, on a copy)."""
    if match.to_act() != CHANCE:
        return []
    rules, probe = match.rules, copy.deepcopy(match.state)  # plumbing: the engine's own apply, on a copy
    return rules.apply(probe, rules.chance(probe).sample(match.chance_rng()))


def told(key: str, draw_only: bool = True, where: Callable[[dict], bool] = lambda data: True) -> Check:
    """Chance is pending (a card draw, when draw_only) whose result tells an event carrying `key`
    (and whose data passes `where`)."""
    def check(m: Match) -> bool:
        request = m.view(0)["chance"] if m.to_act() == CHANCE else None
        if request is None or (draw_only and request["dice"]):
            return False
        return any(isinstance(e.data, dict) and key in e.data and where(e.data) for e in peek(m))
    return check


def monster_cards(match: Match, events) -> dict[str, str]:
    """Monster uid -> card, for the monsters on the map and those these events bring in."""
    cards = {m["uid"]: m["card"] for m in match.view(0)["monsters"]}
    cards.update({e.data["monster"]: e.data["card"] for e in events
                  if isinstance(e.data, dict) and "monster" in e.data and "card" in e.data})
    return cards


def natural_20(seat: int) -> Callable[[Match], Roll | None]:
    """A force hook: this seat's hero attacks with a natural 20 once the party could pay a level-up."""
    attack = rolling("hero_attack", seat)

    def force(match: Match) -> Roll | None:
        if not attack(match):
            return None
        view = match.view(0)
        i = view["chance"]["hero"]
        if view["heroes"][i]["level"] >= 2 or not match.ask("can_pay_level", i):
            return None
        return Roll(tuple(view["chance"]["dice"]), (20,))
    return force
