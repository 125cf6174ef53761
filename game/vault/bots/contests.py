"""The heuristic bot's Brawls and Quests: the odds of a Brawl against the Followers it can see
(and the City Watch at 6 plus its die), what winning one is worth (the Reward, the Location's
Action or Quest at once, a rival hurt), what a Quest is worth after its Casualties, and the
Hires and Moves that set one up for a later turn.

All of it reads the seat's own view: rivals' forces, Rumors and card counts are public; their
cards are guessed at from the counts. Odds come from cached dice tables (odds.py), so a
decision costs a few dozen table lookups.
"""
from __future__ import annotations

from game.vault import board
from itertools import combinations

from game.vault.actions import FactionAction, Hire, Move
from game.vault.bots.knowledge import Ctx, bundle_value, card_bonus
from game.vault.bots.odds import (CLASSES, FOLLOWER_VALUE, HIRE, SKULLS_PER_DIE, YP, crit_p, loss_cost, p_reach,
                                  p_win_brawl, survivors)
from game.vault.bots.places import _face_action_value, _place_value

NONE = (-99.0, 0.0)
# squads worth hiring onto a Location to fight for it or to Quest there (Fighters soak Casualties,
# a Wizard brings the d12)
SQUADS = ((1, 0, 1), (2, 0, 1), (3, 0, 1), (1, 1, 1), (2, 1, 1), (2, 0, 0), (0, 0, 1), (1, 0, 0))
SETUP_DISCOUNT = 0.8  # a plan for a later turn: a rival may move first
SETUP_ACTION = 1.5  # the plan's second Action, and a margin for plans that go stale
LOSE_COST = 0.5  # beaten Followers retreat, perhaps somewhere useless


def _classes(force) -> tuple[bool, bool, bool]:
    return bool(force[0]), bool(force[1]), bool(force[2])


def _round(x: float) -> int:
    return int(x + 0.5) if x >= 0 else -int(-x + 0.5)


# -- who is in the Brawl, and how strong ------------------------------------------------------------
def brawl_bonus(ctx: Ctx, force) -> float:
    """What we add in the exchange: up to 3 Rumors, Magic Items, Treasures at half weight (the
    exchange spends them only for a good Location), a re-roll per extra Wizard."""
    return card_bonus(ctx, force, start=min(3, ctx.rumors()) * 0.8, treasure_weight=0.5)


def rival_bonus(ctx: Ctx, seat: int, force) -> float:
    """A guess at what a rival adds: their Rumors, a share of the cards they hold, re-rolls."""
    p = ctx.view["players"][seat]
    rumors = min(3, p["rumors_new"] + p["rumors_old"])
    cards = 0.5 * min(p["magic_count"], sum(force)) + 0.3 * min(2, p["treasure_count"])
    return rumors * 0.7 + cards + min(2, max(0, force[2] - 1)) * 1.2


def watch_in(ctx: Ctx, place: str, rivals: bool) -> bool:
    """The City Watch takes part: it stands there, or a Brawl between Factions draws the nearest
    active token one step and it is next door (it then joins)."""
    if ctx.active_watch(place):
        return True
    if not rivals:
        return False
    near = [board.distance(w["place"], place) for w in ctx.view["watch"]
            if not w["regrouping"] and w["place"] != place and board.is_slot(w["place"])]
    return bool(near) and min(near) == 1


def hurt(ctx: Ctx, seat: int) -> float:
    """What a rival's loss is worth to us: more for the leader, most for one near the Vault."""
    memo = ctx.memo.setdefault("hurt", {})
    if seat in memo:
        return memo[seat]
    players = ctx.view["players"]
    theirs = players[seat]["secrets"]
    top = max(p["secrets"] for i, p in enumerate(players) if i != ctx.seat)
    f = 0.35
    if theirs and theirs == top and theirs >= ctx.me["secrets"]:
        f = 0.7
    if theirs >= ctx.needed - 1:
        f += 0.5
    memo[seat] = f
    return f


# -- Quests -------------------------------------------------------------------------------------------
def quest_ev(ctx: Ctx, place: str, force) -> tuple[float, float]:
    """(expected worth of attempting this Quest with `force` now, P(completing it with a
    survivor)): loot of the rooms reached less the Followers its Casualty dice kill."""
    n = sum(force)
    face = ctx.face(place)
    rooms = face.rooms
    if not n or face.kind != "quest" or len(rooms) < 3:
        return NONE
    force = tuple(force)
    key = ("quest", place, force)
    memo = ctx.memo
    if key in memo:
        return memo[key]
    bonus = card_bonus(ctx, force, start=min(3, ctx.rumors()) * 0.8)
    p2 = p_reach(force, rooms[1].difficulty - bonus)
    p3 = p_reach(force, rooms[2].difficulty - bonus)
    sv = ctx.secret_value()
    reward = ctx.worth(face.reward) - 1.4 * face.reward_casualty_dice
    loot, dice, ev, done = 0.0, 0, 0.0, 0.0
    for k, p in enumerate((1 - p2, p2 - p3, p3)):
        loot += bundle_value(rooms[k].loot, sv)
        dice += rooms[k].casualty_dice
        if p <= 0:
            continue
        lost, wiped = loss_cost(dice, force)
        value = loot
        if k == 2:  # complete: survivors walk to the Portal, the Location turns over and we leave it
            value += 0.8 - 0.6 * reward
            done = p * (1 - wiped)
        ev += p * ((1 - wiped) * value - lost)
    memo[key] = (ev, done)
    return ev, done


# -- Brawls -------------------------------------------------------------------------------------------
class _Site:
    """What a Brawl at one Location looks like whoever we bring: the rivals there and their
    guessed bonuses, whether the Watch takes part, the Casualty dice they throw at us, and what
    holding the place is worth before any Action or Quest."""

    __slots__ = ("rivals", "watch", "opps", "dice_in", "base", "face", "usable", "action", "target")

    def __init__(self, ctx: Ctx, place: str):
        self.rivals = rivals = [(s, ctx.force(place, s)) for s in ctx.rivals_at(place)]
        self.watch = watch_in(ctx, place, bool(rivals))
        self.opps = [(_classes(f), rival_bonus(ctx, s, f)) for s, f in rivals]
        # each rival's Rogue die and Critical, and the Watch's die (it hurts whoever starts the Brawl)
        self.dice_in = round(sum((1.0 if f[1] else 0.0) + crit_p(*_classes(f)) for _, f in rivals)
                             + (1.0 if self.watch else 0.0), 3)
        face = self.face = ctx.face(place)
        value = _place_value(ctx, place)
        reward = ctx.worth(face.reward) - 1.4 * face.reward_casualty_dice
        base = 0.85 * reward + 0.25 * value  # this round's Reward, and a hold on later ones
        for s, _ in rivals:
            base += hurt(ctx, s) * 0.5 * value  # they lose their hold
        if ctx.active_watch(place):
            base += 0.4  # beaten, it regroups where we choose: on a rival's Location
        self.base = base
        self.usable = not ctx.slot(place)["used"]
        self.action = 0.0
        if self.usable and face.kind != "quest":
            self.action = max(0.0, _face_action_value(ctx, face, affordable_only=True))
        self.target = None  # the rival our Casualty dice go to: the one who matters most
        if rivals:
            s, f = max(rivals, key=lambda t: hurt(ctx, t[0]))
            avg = sum(FOLLOWER_VALUE[i] * f[i] for i in range(3)) / sum(f)
            self.target = (sum(f), avg * hurt(ctx, s))


def _site(ctx: Ctx, place: str) -> _Site:
    memo = ctx.memo.setdefault("site", {})
    site = memo.get(place)
    if site is None:
        site = memo[place] = _Site(ctx, place)
    return site


def brawl_ev(ctx: Ctx, place: str, force=None) -> tuple[float, float]:
    """(expected worth of starting a Brawl here on our turn with `force` (default: who is
    there now), P(we win it))."""
    mine = tuple(ctx.force(place) if force is None else force)
    if not sum(mine) or not board.is_slot(place):
        return NONE
    key = ("brawl", place, mine)
    memo = ctx.memo
    if key in memo:
        return memo[key]
    site = _site(ctx, place)
    if not site.rivals and not site.watch:
        memo[key] = NONE
        return NONE
    bonus = brawl_bonus(ctx, mine)
    opps = tuple(sorted((classes, _round(b - bonus)) for classes, b in site.opps))
    p = p_win_brawl(_classes(mine), opps, _round(bonus) if site.watch else None)
    lost, wiped = loss_cost(site.dice_in, mine)
    gain = site.base
    if site.usable:
        left = survivors(mine, site.dice_in * SKULLS_PER_DIE)
        if sum(left):
            face = site.face
            if face.kind == "quest":
                gain += max(0.0, quest_ev(ctx, place, left)[0])
            elif not face.needs or left[CLASSES.index(face.needs)]:
                gain += site.action
    inflict = 0.0
    if site.target is not None:  # our Rogue die and Critical
        skulls = ((1.0 if mine[1] else 0.0) + crit_p(*_classes(mine))) * SKULLS_PER_DIE
        inflict = min(site.target[0], skulls) * site.target[1]
    ev = p * (1 - wiped) * gain + inflict - lost - (1 - p) * LOSE_COST
    memo[key] = (ev, p)
    return ev, p


def pending(ctx: Ctx, place: str) -> float:
    """Worth of the Brawl or Quest our Followers here could make now (0 if none is worth it)."""
    memo = ctx.memo.setdefault("pending", {})
    if place in memo:
        return memo[place]
    v = 0.0
    if sum(ctx.force(place)):
        if ctx.active_watch(place) or ctx.rivals_at(place):
            ev, p = brawl_ev(ctx, place)
            v = ev if p >= 0.5 else 0.0
        elif ctx.face(place).kind == "quest":
            v = quest_ev(ctx, place, ctx.force(place))[0]
    memo[place] = max(0.0, v)
    return memo[place]


# -- setting one up -----------------------------------------------------------------------------------
def _plan_value(ctx: Ctx, place: str, force, contested: bool) -> tuple[float, float]:
    """(worth, P(success)) of the Brawl or Quest `force` could make here next turn."""
    if contested:
        ev, p = brawl_ev(ctx, place, force)
        return (ev, p) if p >= 0.6 else NONE
    return quest_ev(ctx, place, force)


def _groups(ctx: Ctx) -> list[tuple[str, list[int], float]]:
    """Followers we could move to set something up: (from, who, what moving them costs us)."""
    out = []
    for src in (*ctx.in_play(), YP):
        here = ctx.force(src)
        n = sum(here)
        if not n:
            continue
        if src == YP:
            out.append((src, here, 1.0))  # the party: only ever for a Quest (see setup)
        elif ctx.active_watch(src) or ctx.rivals_at(src):
            if pending(ctx, src) <= 0.5:
                out.append((src, here, 0.0))  # stuck where it stands
        else:
            value = _place_value(ctx, src)
            plan = pending(ctx, src)  # the Quest they were about to try there
            out.append((src, here, 0.5 * value + plan))  # we give up a Location we hold
            if n >= 2:  # or leave the cheapest one behind to keep holding it
                keep = next(i for i in range(3) if here[i])
                rest = list(here)
                rest[keep] -= 1
                out.append((src, rest, 0.1 * value + plan))
    return out


def setup(ctx: Ctx, reserve: int, party_busy: bool, short: list[int],
          floor: float = 0.0) -> tuple[float, object] | None:
    """The best Hire or Move onto a Location to Brawl for it (a rival's good Location, one of
    ours the Watch blocks) or to attempt its Quest on a later turn, if it scores above `floor`
    (the best other option). `party_busy`: the Portal party has better things to do than a
    Quest; `short`: Followers the party still lacks, by class (hiring them away for a fight
    leaves the party short of them)."""
    me = ctx.me
    gold, supply = ctx.hire_gold(), me["supply"]
    found: list[tuple[float, int, object]] = []
    groups = None
    for place in ctx.in_play():
        face = ctx.face(place)
        quest = face.kind == "quest"
        rivals = ctx.rivals_at(place)
        watch = ctx.active_watch(place)
        here = ctx.force(place)
        if not rivals and not watch and (not quest or sum(here)):
            continue  # free and not a Quest (the economy's business), or our Quest already
        contested = bool(rivals or watch)
        deny = 0.0
        if rivals and not sum(here):  # Contesting it at once takes this round's Reward from them
            reward = ctx.worth(face.reward) - 1.4 * face.reward_casualty_dice
            deny = sum(hurt(ctx, s) for s in rivals) * max(0.0, reward)
        # the most it could be worth (won for sure, nobody lost): no plan if that cannot beat the rest
        top = sum(bundle_value(r.loot) for r in face.rooms) if quest else 0.0
        if contested:
            value = _place_value(ctx, place)  # a quick bound first: reading the site costs more
            rough = top + 0.85 * max(0.0, value) + value * (1.25 + 0.6 * len(rivals)) + 0.4
            if SETUP_DISCOUNT * rough + deny - SETUP_ACTION <= floor:
                continue
            site = _site(ctx, place)
            top += site.base + site.action
        if SETUP_DISCOUNT * top + deny - SETUP_ACTION <= floor:
            continue
        for squad in SQUADS:
            cost = sum(HIRE[i] * squad[i] for i in range(3))
            if gold - cost < reserve or any(squad[i] > supply[i] for i in range(3)):
                continue
            force = [here[i] + squad[i] for i in range(3)]
            ev, p = _plan_value(ctx, place, force, contested)
            scarce = sum(HIRE[i] * max(0, short[i] - (supply[i] - squad[i])) for i in range(3))
            score = SETUP_DISCOUNT * ev + deny - 0.3 * cost - scarce - SETUP_ACTION
            found.append((score, len(found), Hire(place, *squad)))
        if groups is None:
            groups = _groups(ctx)
        for src, group, cost in groups:
            if src == place:
                continue
            if src == YP and (not quest or party_busy):
                continue  # the Portal party moves only for a Quest (completing it walks them back)
            force = [here[i] + group[i] for i in range(3)]
            ev, p = _plan_value(ctx, place, force, contested)
            if src == YP:
                cost += 1.0 * (1 - p)  # a failed Quest leaves the party to gather back
            score = SETUP_DISCOUNT * ev + deny - cost - SETUP_ACTION
            found.append((score, len(found), Move(src, place, *group)))
        for a, group, cost in _gathers_two(ctx, groups, place):
            force = [here[i] + group[i] for i in range(3)]
            ev, p = _plan_value(ctx, place, force, contested)
            score = SETUP_DISCOUNT * ev + deny - cost - SETUP_ACTION
            found.append((score, len(found), a))
    found.sort(reverse=True)
    for score, _, a in found[:4]:  # the best that is legal (checking is a scan of the legal list)
        if score <= floor:
            break
        if ctx.has(a):
            return score, a
    return None


def _gathers_two(ctx: Ctx, groups: list, place: str) -> list[tuple[FactionAction, list[int], float]]:
    """Bregan D'aerthe's Action: every Follower of two Locations (not the Portal) onto `place` at
    once, a Move the others need two Actions for."""
    if not ctx.by_kind.get("faction") or ctx.content.factions[ctx.me["faction"]].action != "gather_two":
        return []
    whole = [(src, group, cost) for src, group, cost in groups
             if src not in (place, YP) and list(group) == list(ctx.force(src))]
    paid = ctx.worth(ctx.content.factions[ctx.me["faction"]].action_args["get"])  # what it also gives
    return [(FactionAction((a[0], b[0]), place), [x + y for x, y in zip(a[1], b[1])], a[2] + b[2] - paid)
            for a, b in combinations(whole, 2)]


def quest_hire(ctx: Ctx, party: list[int], budget: int) -> tuple[float, Hire] | None:
    """Hire the party we are about to hire at the Portal on a free Quest instead (with a Fighter
    or two more to soak its Casualties): completing it walks the survivors to the Portal, so
    the party costs one more Action and brings the Quest's loot. (gain over hiring at the
    Portal, the Hire)."""
    supply = ctx.me["supply"]
    base = sum(HIRE[i] * party[i] for i in range(3))
    best = None
    for place in ctx.in_play():
        if ctx.face(place).kind != "quest" or ctx.active_watch(place) or ctx.rivals_at(place) or sum(ctx.force(place)):
            continue
        for extra in range(3):
            if party[0] + extra > supply[0] or base + extra > budget:
                break
            force = (party[0] + extra, party[1], party[2])
            ev, _ = quest_ev(ctx, place, force)
            gain = ev - 1.0 - 0.3 * extra  # the Quest's Action, the extra Fighters' gold
            if gain > 0 and (best is None or gain > best[0]):
                best = (gain, Hire(place, *force))
    if best is not None and ctx.has(best[1]):
        return best
    return None
