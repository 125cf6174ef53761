"""Vault of Dragons bots: a function of (view, legal actions, rng) -> action.

`random_bot` is the core uniform bot. `heuristic_bot` plays to reveal and claim the Vault:
it keeps a mixed party (Fighters, Rogues, Wizards) at the Yawning Portal, goes down when its
chance of clearing the Dungeon is good enough (counting its Secrets, Rumors and cards), spends
Rumors and cards in a Fight only when they make a room, runs an economy on good Locations
(rewards, Actions, the Initiative), Brawls only when ahead, reveals the Vault at once and
enters it by the free door when its party can make 20.

It sees only its seat's view (game/vault/view.py) and the public content (cards, Locations,
Undermountain). Everything is table lookups and small loops: no copies of the view, no
search, well under a millisecond a decision.
"""
from __future__ import annotations

from functools import lru_cache
from itertools import combinations, product

from game.core.bots import Rng, random_bot
from game.vault import board
from game.vault.actions import (Decline, Enter, FactionAction, Gather, Hire, Move, Pass, PlayCard, RevealVault,
                                RogueDie, SpendRumors, SwitchDie, TakeGold, UseLocation)
from game.vault.content import load

__all__ = ["random_bot", "heuristic_bot", "BOTS"]

CLASSES = ("fighter", "rogue", "wizard")
HIRE = (1, 2, 3)  # gold per Fighter, Rogue, Wizard
FOLLOWER_VALUE = (1.2, 2.2, 3.3)  # what losing one costs us, in gold
CD_FACES = (0, 0, 1, 1, 1, 2)
YP = board.YP

# values of what a bundle gives, in gold
V_RUMOR, V_TREASURE, V_MAGIC = 1.0, 2.5, 3.5
GOLD_DIE = {"d4": 2.5, "d10": 5.5, "d12": 6.5}
SECRET_VALUE = 22.0
ACTION_VALUE = 1.0  # an Action can always take 1 gold


# -- dice tables ----------------------------------------------------------------------------------
@lru_cache(maxsize=None)
def strength_dist(f: bool, r: bool, w: bool) -> dict[int, float]:
    """Attack Strength from the dice alone (best die, the Rogue's Casualty die, a Critical
    Hit's die) for a party with these classes present."""
    sides = [n for n, has in ((10, f), (4, r), (12, w)) if has]
    out: dict[int, float] = {}
    if not sides:
        return {0: 1.0}
    p_roll = 1.0
    for n in sides:
        p_roll /= n
    for values in product(*[range(1, n + 1) for n in sides]):
        best = max(range(len(sides)), key=lambda i: (values[i], values[i] == sides[i]))
        crit = values[best] == sides[best]
        for rc in (CD_FACES if r else (0,)):
            for cc in (CD_FACES if crit else (0,)):
                p = p_roll / (6 if r else 1) / (6 if crit else 1)
                s = values[best] + rc + cc
                out[s] = out.get(s, 0.0) + p
    return out


@lru_cache(maxsize=None)
def _tails(f: bool, r: bool, w: bool) -> tuple[float, ...]:
    """tails[t] = P(dice strength >= t), t = 0..40."""
    dist = strength_dist(f, r, w)
    return tuple(sum(p for s, p in dist.items() if s >= t) for t in range(41))


def p_reach(force, need: float) -> float:
    """P(the dice alone reach `need`); a fractional need rounds up."""
    if not any(force):
        return 0.0
    t = int(-(-need // 1))
    if t <= 0:
        return 1.0
    if t > 40:
        return 0.0
    return _tails(bool(force[0]), bool(force[1]), bool(force[2]))[t]


@lru_cache(maxsize=None)
def _skull_tail(dice: int) -> tuple[float, ...]:
    """P(skulls >= k) for `dice` Casualty dice, k = 0..2*dice+1."""
    dist = {0: 1.0}
    for _ in range(dice):
        nxt: dict[int, float] = {}
        for s, p in dist.items():
            for face in CD_FACES:
                nxt[s + face] = nxt.get(s + face, 0.0) + p / 6
        dist = nxt
    return tuple(sum(p for s, p in dist.items() if s >= k) for k in range(2 * dice + 2))


def p_wipe(dice: int, party: int, shield: int = 0) -> float:
    """P(at least `party` + `shield` skulls on `dice` Casualty dice)."""
    k = party + shield
    tail = _skull_tail(dice)
    return tail[k] if k < len(tail) else 0.0


# -- content lookups --------------------------------------------------------------------------------
def _content():
    return load()


@lru_cache(maxsize=None)
def card_value(card_id: str) -> float:
    """How much a card in hand is worth to us, in gold."""
    c = _content().card(card_id)
    reusable = 1.6 if c.use == "play" else 1.0
    a = c.args
    if c.effect == "attack_bonus":
        v = 1.1 * int(a.get("amount", 1)) * reusable
    elif c.effect == "die_bonus":
        v = 0.8 * int(a.get("amount", 1)) * reusable * (1.2 if a.get("die") == "d12" else 1.0)
    elif c.effect == "reroll":
        v = 1.0 * int(a.get("count", 1)) * reusable
    elif c.effect == "inflict_casualty_die":
        v = 0.8 * int(a.get("count", 1)) * reusable
    elif c.effect == "ignore_casualties":
        v = 0.9 * int(a.get("amount", 1)) * reusable
    elif c.effect == "ignore_casualty_die":
        v = 1.0 * reusable
    elif c.effect == "gain":
        v = bundle_value(a) * (3.0 if c.use == "play" else 1.0)
    elif c.effect == "gain_secret":
        v = SECRET_VALUE
    elif c.effect == "whisper":
        v = 0.4
    elif c.effect == "draw_extra":
        v = 1.0
    else:
        v = 0.5
    if c.klass:
        v *= 0.85
    return v


def bundle_value(bundle: dict, secret_value: float = SECRET_VALUE) -> float:
    v = float(bundle.get("gold", 0)) + GOLD_DIE.get(bundle.get("gold_die", ""), 0.0)
    v += V_RUMOR * bundle.get("rumors", 0) + V_TREASURE * bundle.get("treasure", 0)
    v += V_MAGIC * bundle.get("magic", 0) + secret_value * bundle.get("secret", 0)
    return v


@lru_cache(maxsize=None)
def _secret_rooms() -> tuple[tuple[int, int, float, float, float, int, int, int], ...]:
    """Per Secret: d2, d3, loot values of rooms 1..3, Casualty dice of rooms 1..3."""
    out = []
    for s in _content().secrets.values():
        r = s.rooms
        out.append((r[1].difficulty, r[2].difficulty, bundle_value(r[0].loot), bundle_value(r[1].loot),
                    bundle_value(r[2].loot), r[0].casualty_dice, r[1].casualty_dice, r[2].casualty_dice))
    return tuple(out)


# -- reading the view --------------------------------------------------------------------------------
class Ctx:
    """What one decision needs from the view, read once."""

    __slots__ = ("view", "legal", "rng", "seat", "me", "mine", "by_kind", "content", "needed", "n_slots")

    def __init__(self, view: dict, legal: list, rng: Rng):
        self.view, self.legal, self.rng = view, legal, rng
        self.seat = view["seat"]
        self.me = view["players"][self.seat]
        self.mine = view["followers"][self.seat]
        self.content = _content()
        self.needed = int(view["variants"].get("more_secrets", 0) or 3)
        self.n_slots = len(view["slots"])
        by_kind: dict[str, list] = {}
        for a in legal:
            by_kind.setdefault(a.kind, []).append(a)
        self.by_kind = by_kind

    # pieces
    def force(self, place: str, seat: int | None = None) -> list[int]:
        where = self.mine if seat is None else self.view["followers"][seat]
        return list(where.get(place, (0, 0, 0)))

    def rumors(self) -> int:
        return self.me["rumors_new"] + self.me["rumors_old"]

    def face(self, place: str):
        return self.content.faces[self.view["slots"][board.slot_index(place)]["face"]]

    def slot(self, place: str) -> dict:
        return self.view["slots"][board.slot_index(place)]

    def in_play(self) -> tuple[str, ...]:
        return board.ALL_SLOTS[: self.n_slots]

    def active_watch(self, place: str) -> bool:
        return any(w["place"] == place and not w["regrouping"] for w in self.view["watch"])

    def rivals_at(self, place: str) -> list[int]:
        return [s for s, f in enumerate(self.view["followers"]) if s != self.seat and sum(f.get(place, (0, 0, 0)))]

    def has(self, action) -> bool:
        return action in self.by_kind.get(action.kind, ())

    def secret_value(self) -> float:
        """A Secret is worth most while we still need it for the Vault."""
        have = self.me["secrets"]
        return SECRET_VALUE if have < self.needed else 6.0


# -- fights ------------------------------------------------------------------------------------------
def _my_side(fight: dict, seat: int) -> dict | None:
    return next((s for s in fight["sides"] if s["seat"] == seat), None)


def side_strength(view: dict, fight: dict, side: dict) -> int:
    skulls = sum(d["value"] for d in side["dice"] if d["kind"] == "casualty" and not d["ignored"])
    if side["seat"] < 0:
        return 6 + skulls
    total = _attack_value(side) + side["bonus"] + side["rumors"] + skulls
    if fight["kind"] in ("dungeon", "vault"):
        total += view["players"][side["seat"]]["secrets"]
    if fight["kind"] == "dungeon":
        total += len(view["dungeon_rumors"])
    return total


DIE_MAX = {"d4": 4, "d10": 10, "d12": 12}
DIE_MEAN = {"d4": 2.5, "d10": 5.5, "d12": 6.5}


def _fight_cards(ctx: Ctx) -> list[tuple[PlayCard, float, float, str]]:
    """Playable Fight cards now: (action, bonus it adds, what it costs us, effect)."""
    out = []
    for a in ctx.by_kind.get("play", ()):
        c = ctx.content.card(a.card)
        cost = card_value(a.card) * (0.15 if c.use == "play" else 1.0)
        if c.effect in ("attack_bonus", "die_bonus"):
            out.append((a, float(c.args.get("amount", 1)), cost, c.effect))
        elif c.effect == "inflict_casualty_die":
            out.append((a, 0.83 * int(c.args.get("count", 1)), cost, c.effect))
        elif c.effect == "reroll":
            out.append((a, 0.0, cost, c.effect))
    return out


def _best_switch(ctx: Ctx, side: dict):
    """A better Attack die to switch to (higher value, or equal and a Critical Hit)."""
    if side["die_locks"] or side["attack"] < 0:
        return None
    cur = side["dice"][side["attack"]]
    best, key = None, (cur["value"], cur["value"] == DIE_MAX.get(cur["kind"], 0))
    for k, d in enumerate(side["dice"]):
        if d["kind"] in DIE_MAX and k != side["attack"]:
            kk = (d["value"], d["value"] == DIE_MAX[d["kind"]])
            if kk > key:
                best, key = k, kk
    if best is not None and ctx.has(SwitchDie(best)):
        return SwitchDie(best)
    return None


def _reroll_choice(ctx: Ctx, side: dict, need: int):
    """Re-roll the die with the most to gain toward `need` (None if no die is worth it)."""
    cur = side["dice"][side["attack"]]["value"] if side["attack"] >= 0 else 0
    best, gain = None, 0.25
    for a in ctx.by_kind.get("reroll", ()):
        d = side["dice"][a.index]
        if d["kind"] in DIE_MAX:
            n = DIE_MAX[d["kind"]]
            # P(a fresh roll beats what we need from the attack die) vs now
            target = cur + need
            p_new = max(0, n - target + 1) / n
            p_now = 1.0 if max(d["value"], cur) >= target else 0.0
            g = (p_new - p_now) * 3 + (DIE_MEAN[d["kind"]] - d["value"]) * 0.15
            if d["value"] >= target:
                g = -1
        elif d["kind"] == "casualty" and d["source"] in ("rogue_cd", "crit_cd"):
            g = (0.83 - d["value"]) * 0.8
        else:
            continue
        if g > gain:
            best, gain = a, g
    return best


def _spend_plan(cards: list, rumors: int, need: int, allow_treasure: bool):
    """Cheapest set of certain bonuses (cards, Rumors) adding up to `need`: (first action, cost)
    or None. Casualty-die cards count at their expected value."""
    pool = [c for c in cards if c[3] != "reroll" and (allow_treasure or c[2] < 1.0)]
    pool = pool[:8]
    best = None
    for k in range(len(pool) + 1):
        for combo in combinations(pool, k):
            amount = sum(c[1] for c in combo)
            cost = sum(c[2] for c in combo)
            r = max(0, int(-(-(need - amount) // 1)))
            if r > rumors:
                continue
            cost += 0.45 * r
            if best is None or cost < best[1]:
                first = combo[0][0] if combo else (SpendRumors(r) if r else None)
                best = (first, cost)
    return best


def _modify(ctx: Ctx) -> object:
    view = ctx.view
    fight = view["fight"]
    side = _my_side(fight, ctx.seat)
    if side is None:
        return Pass()
    switch = _best_switch(ctx, side)
    if switch is not None:
        return switch
    mine = side_strength(view, fight, side)
    if fight["kind"] == "brawl":
        return _modify_brawl(ctx, fight, side, mine)
    rooms = fight["rooms"]
    thresholds = sorted({r["difficulty"] for r in rooms if r["difficulty"] > 0})
    if fight["kind"] == "vault":
        thresholds = [rooms[0]["difficulty"]]
    targets = [t for t in thresholds if t > mine]
    if not targets:
        return Pass()
    cards = _fight_cards(ctx)
    rumors = ctx.rumors()
    certain = sum(c[1] for c in cards if c[3] != "reroll") + rumors
    for i, target in enumerate(reversed(targets)):
        top = i == 0  # the hardest room still ahead (the Secret, the Vault)
        need = target - mine
        can_reroll = side["rerolls"] > 0 or any(c[3] == "reroll" for c in cards)
        ceiling = _ceiling(side) - _attack_value(side) if can_reroll else 0  # what the best re-roll could add
        if need > certain + max(0, ceiling) + 0.5:
            continue  # out of reach whatever we spend: try the next room down
        if side["rerolls"] > 0:
            choice = _reroll_choice(ctx, side, need)
            if choice is not None:
                return choice
        plan = _spend_plan(cards, rumors, need, allow_treasure=top or fight["kind"] == "quest")
        if plan is not None and plan[0] is not None:
            if top or plan[1] <= 3.0:
                return plan[0]
        # a re-roll card when the dice are the problem
        rerolls = [c for c in cards if c[3] == "reroll" and (c[2] < 1.0 or top)]
        if rerolls and side["attack"] >= 0:
            d = side["dice"][side["attack"]]
            if d["value"] < DIE_MEAN.get(d["kind"], 0) + 1 and need > 2:
                return rerolls[0][0]
        # gamble on Casualty-die cards only for the top room
        if top:
            gambles = [c for c in cards if c[3] == "inflict_casualty_die"]
            total = sum(c[1] for c in cards if c[3] != "reroll") + rumors
            if gambles and total + 1.5 >= need:
                return gambles[0][0]
    return Pass()


def _attack_value(side: dict) -> int:
    return side["dice"][side["attack"]]["value"] if side["attack"] >= 0 else 0


def _ceiling(side: dict) -> int:
    """The best Attack die value a re-roll could give (the largest die in the pool)."""
    return max((DIE_MAX[d["kind"]] for d in side["dice"] if d["kind"] in DIE_MAX), default=0)


def _modify_brawl(ctx: Ctx, fight: dict, side: dict, mine: int) -> object:
    view = ctx.view
    best_other, watch = -1, -1
    for s in fight["sides"]:
        if s["seat"] == ctx.seat:
            continue
        v = side_strength(view, fight, s)
        if s["seat"] < 0:
            watch = v
        else:
            best_other = max(best_other, v)
    active = view["turn"] == ctx.seat
    need = 0
    if best_other >= 0:
        need = max(need, best_other - mine + (0 if active else 1))
    if watch >= 0:
        need = max(need, watch - mine)
    if need <= 0:
        return Pass()
    if side["rerolls"] > 0:
        choice = _reroll_choice(ctx, side, need)
        if choice is not None:
            return choice
    cards = _fight_cards(ctx)
    value = _place_value(ctx, fight["place"]) if board.is_slot(fight["place"]) else 2.0
    plan = _spend_plan(cards, min(ctx.rumors(), 3), need, allow_treasure=value >= 4)
    if plan is not None and plan[0] is not None and plan[1] <= max(2.0, value):
        return plan[0]
    return Pass()


# -- owed decisions ------------------------------------------------------------------------------------
def _casualties(ctx: Ctx) -> object:
    data = ctx.view["decision"]["data"]
    present = ctx.force(data["place"])
    ignored = set(data.get("ignored", []))
    values = data["values"]
    due = max(0, sum(v for i, v in enumerate(values) if i not in ignored) - data.get("reduce", 0))
    due = min(due, sum(present))
    plays = ctx.by_kind.get("play", ())
    if due and plays:
        wipe = due >= sum(present)
        in_fight = ctx.view["fight"] is not None and ctx.view["fight"]["kind"] in ("dungeon", "vault")
        best, best_score = None, 0.0
        for a in plays:
            c = ctx.content.card(a.card)
            if c.effect == "ignore_casualty_die":
                saves = values[a.target] if 0 <= a.target < len(values) else 0
            else:
                saves = min(int(c.args.get("amount", 1)), due)
            if not saves:
                continue
            cost = card_value(a.card) * (0.1 if c.use == "play" else 0.8)
            gain = saves * 2.0 + (8.0 if wipe and in_fight else 2.0 if wipe else 0.0)
            if present[2] and due >= present[0] + present[1] + 1:
                gain += 2.0  # a Wizard would die
            if gain - cost > best_score:
                best, best_score = a, gain - cost
        if best is not None:
            return best
    options = ctx.by_kind.get("casualties", ())
    if not options:
        return ctx.legal[0]
    # Fighters first, then Rogues; Wizards (the d12 and the re-rolls) last
    return max(options, key=lambda a: (a.fighters, a.rogues, -a.wizards))


def _keep(ctx: Ctx) -> object:
    return max(ctx.by_kind.get("keep", ctx.legal), key=lambda a: sum(card_value(c) for c in a.cards))


def _pick(ctx: Ctx) -> object:
    """Magic Items first (they come back every round), then the most useful card."""
    def score(a) -> tuple:
        if a.kind != "pick":
            return (-1.0, "")
        magic = ctx.content.card(a.card).deck == "magic"
        return (card_value(a.card) + (1.5 if magic else 0.0), a.card)
    return max(ctx.legal, key=score)


def _bid(ctx: Ctx) -> object:
    """Old Rumors are discarded after this phase anyway: bid them, keep the New ones."""
    old = ctx.me["rumors_old"]
    bids = [a for a in ctx.by_kind.get("bid", ()) if a.new == 0 and a.old <= old]
    return max(bids, key=lambda a: a.old) if bids else ctx.legal[0]


def _leader(ctx: Ctx, seats: list[int]) -> int:
    players = ctx.view["players"]
    return max(seats, key=lambda s: (players[s]["secrets"], players[s]["hand_size"], -s))


def _assign(ctx: Ctx) -> object:
    options = ctx.by_kind.get("assign", ())
    if not options:
        return ctx.legal[0]
    target = _leader(ctx, sorted({a.seat for a in options}))
    return next(a for a in options if a.seat == target)


def _retreat(ctx: Ctx) -> object:
    data = ctx.view["decision"]["data"]
    options = ctx.by_kind.get("retreat", ())
    loser = data.get("loser", ctx.seat)

    def score(a) -> float:
        dest = a.dest
        if loser == ctx.seat:  # our own Followers: the Portal (ready to go down) or a free good Location
            if dest == YP:
                return 5.0
            s = 0.0
            if ctx.active_watch(dest):
                s -= 3
            if ctx.rivals_at(dest):
                s -= 2
            return s + _place_value(ctx, dest) * 0.3
        # a rival's: somewhere that hurts them and not us
        if dest == YP:
            return -5.0
        s = 0.0
        if sum(ctx.force(dest)):
            s -= 6  # they would contest us
        if ctx.active_watch(dest):
            s += 2
        return s - _place_value(ctx, dest) * 0.2
    return max(options, key=score) if options else ctx.legal[0]


def _watch_target_score(ctx: Ctx, dest: str) -> float:
    """Where we would like a City Watch token: on a rival's Location, never on ours."""
    if sum(ctx.force(dest)):
        return -10.0
    rivals = ctx.rivals_at(dest)
    s = 3.0 * len(rivals)
    if rivals:
        s += _place_value(ctx, dest) * 0.3
    return s


def _regroup(ctx: Ctx) -> object:
    options = ctx.by_kind.get("regroup", ())
    return max(options, key=lambda a: _watch_target_score(ctx, a.dest)) if options else ctx.legal[0]


def _patrol(ctx: Ctx) -> object:
    options = ctx.by_kind.get("patrol", ())
    return max(options, key=lambda a: _watch_target_score(ctx, a.dest)) if options else ctx.legal[0]


def _free_whisper(ctx: Ctx) -> object:
    best, best_score = Decline(), 0.5
    for a in ctx.by_kind.get("whisper", ()):
        src = ctx.view["watch"][a.watch]["place"]
        gain = _watch_target_score(ctx, a.dest) - _watch_target_score(ctx, src)
        if gain > best_score:
            best, best_score = a, gain
    return best


def _opportunity(ctx: Ctx) -> object:
    uses = [a for a in ctx.legal if a.kind in ("use", "quest")]
    scored = [(_use_value(ctx, a) if a.kind == "use" else 0.5, a) for a in uses]
    scored.sort(key=lambda t: -t[0])
    if scored and scored[0][0] > 0:
        return scored[0][1]
    return Decline()


def _place_watch(ctx: Ctx) -> object:
    """Post the Watch where it hurts us least: the least useful Locations, far from the Portal."""
    options = ctx.by_kind.get("place_watch", ())
    if not options:
        return ctx.legal[0]
    return min(options, key=lambda a: (_place_value(ctx, a.place), -board.slot_index(a.place)))


# -- Locations ----------------------------------------------------------------------------------------
def _give_cost(ctx: Ctx, give: dict, magic_card: str = "") -> float:
    cost = float(give.get("gold", 0)) + V_RUMOR * give.get("rumors", 0)
    if give.get("magic"):
        cost += card_value(magic_card) if magic_card else V_MAGIC
    for i, cls in enumerate(CLASSES):
        cost += FOLLOWER_VALUE[i] * give.get(cls, 0)
    return cost


def _face_action_value(ctx: Ctx, face, *, affordable_only: bool = False) -> float:
    """What using this face's Action is worth to us (best trade), net of costs and danger."""
    sv = ctx.secret_value()
    danger = 1.4 * face.action_casualty_dice
    if face.kind == "gain":
        return bundle_value(face.gain, sv) - danger
    if face.kind in ("trade", "secret_barter"):
        best = -1.0
        me = ctx.me
        for t in face.trades:
            give = t["give"]
            if affordable_only and (me["gold"] < give.get("gold", 0) or ctx.rumors() < give.get("rumors", 0)
                                    or (give.get("magic") and not me.get("magic"))):
                continue
            junk = min(me.get("magic") or [""], key=lambda c: card_value(c) if c else 9)
            best = max(best, bundle_value(t["get"], sv) - _give_cost(ctx, give, junk))
        return best - danger
    if face.kind == "flip":
        return 0.3
    return 0.0


def _place_value(ctx: Ctx, place: str) -> float:
    """A Location's worth per round to whoever holds it: Reward plus Action."""
    face = ctx.face(place)
    reward = bundle_value(face.reward) - 1.4 * face.reward_casualty_dice
    return reward + max(0.0, _face_action_value(ctx, face))


def _use_value(ctx: Ctx, a: UseLocation) -> float:
    face = ctx.face(a.place)
    sv = ctx.secret_value()
    danger = 1.4 * face.action_casualty_dice
    if face.kind == "gain":
        v = bundle_value(face.gain, sv) - danger
        if danger and sum(ctx.force(a.place)) <= 1:
            v -= 1.5  # our only Follower there may die and the Action is lost
        return v
    if face.kind in ("trade", "secret_barter"):
        t = face.trades[a.option]
        return bundle_value(t["get"], sv) - _give_cost(ctx, t["give"], a.target) - danger
    if face.kind == "flip":
        return _flip_value(ctx, a)
    return 0.0


def _flip_value(ctx: Ctx, a: UseLocation) -> float:
    """Turning a Location over: worth it if it makes one of ours better (or a rival's worse)."""
    if a.option:  # swapping in unused tiles: not worth the thought
        return -1.0
    target = a.target
    slot = ctx.slot(target)
    tile = ctx.content.tiles[slot["tile"]]
    other = tile.other if slot["face"] == tile.dragon else tile.dragon
    now, then = ctx.face(target), ctx.content.faces[other]

    def worth(face) -> float:
        reward = bundle_value(face.reward) - 1.4 * face.reward_casualty_dice
        return reward + max(0.0, _face_action_value(ctx, face, affordable_only=True))
    gain = worth(then) - worth(now)
    if sum(ctx.force(target)) and not ctx.rivals_at(target) and not ctx.active_watch(target):
        return gain - 0.5  # ours
    if ctx.rivals_at(target):
        return -gain - 1.0
    return -1.0


# -- the turn -----------------------------------------------------------------------------------------
def _party_bonus(ctx: Ctx, force: list[int], *, vault: bool, rumors_spent: int = 0) -> float:
    """Bonus we can bring to a Dungeon or the Vault: Secrets, Rumors, cards, re-rolls."""
    me = ctx.me
    bonus = float(me["secrets"])
    if not vault:
        bonus += len(ctx.view["dungeon_rumors"])
    bonus += max(0, ctx.rumors() - rumors_spent)
    total = sum(force)
    magic_slots = total
    class_slots = list(force)
    mi = []
    for cid in me.get("magic", []):
        c = ctx.content.card(cid)
        if c.effect in ("attack_bonus", "die_bonus", "inflict_casualty_die", "reroll"):
            amount = {"attack_bonus": 1.0, "die_bonus": 0.7, "inflict_casualty_die": 0.83, "reroll": 1.0}[c.effect]
            amount *= float(c.args.get("amount", c.args.get("count", 1)))
            if c.effect == "die_bonus":
                die = c.args.get("die")
                if (die == "d12" and not force[2]) or (die == "d10" and not force[0]) or (die == "d4" and not force[1]):
                    continue
            mi.append((amount, c.klass))
    for amount, klass in sorted(mi, key=lambda t: -t[0]):
        if magic_slots <= 0:
            break
        if klass:
            k = CLASSES.index(klass)
            if class_slots[k] <= 0:
                continue
            class_slots[k] -= 1
        magic_slots -= 1
        bonus += amount
    for cid in me.get("treasure", []):
        c = ctx.content.card(cid)
        if c.effect == "attack_bonus":
            bonus += float(c.args.get("amount", 1))
        elif c.effect == "die_bonus":
            bonus += 0.6 * float(c.args.get("amount", 1))
        elif c.effect == "inflict_casualty_die":
            bonus += 0.83 * int(c.args.get("count", 1))
        elif c.effect == "reroll":
            bonus += 0.8
    bonus += min(2, max(0, force[2] - 1)) * 1.2  # extra Wizards re-roll
    return bonus


def _dungeon_ev(ctx: Ctx, force: list[int], door_cost: float, rumors_spent: int) -> float:
    """Expected worth of attempting the top Dungeon with this party now."""
    view = ctx.view
    level = ctx.content.levels[view["levels"][0]]
    revisited = 2 if view["revisited"] else 0
    bonus = _party_bonus(ctx, force, vault=False, rumors_spent=rumors_spent)
    mine = set(ctx.me.get("secret_ids", []))
    rooms = [r for sid, r in zip(_content().secrets, _secret_rooms()) if sid not in mine] or list(_secret_rooms())
    party = sum(force)
    sv = ctx.secret_value()
    secrets = ctx.me["secrets"]
    ev = 0.0
    for d2, d3, l1, l2, l3, c1, c2, c3 in rooms:
        d2 += level.difficulty
        d3 += level.difficulty + revisited
        p3 = p_reach(force, d3 - bonus)
        p2 = p_reach(force, d2 - bonus)
        base_dice = secrets + level.casualty_dice + c1
        # reach room 1 only / room 2 / room 3
        for p, dice, loot in ((1 - p2, base_dice, l1), (p2 - p3, base_dice + c2, l1 + l2),
                              (p3, base_dice + c2 + c3, l1 + l2 + l3 + sv + (2.5 if revisited else 0))):
            if p <= 0:
                continue
            wipe = p_wipe(dice, party)
            lost = min(party, 0.83 * dice)
            avg_follower = sum(FOLLOWER_VALUE[i] * force[i] for i in range(3)) / max(1, party)
            ev += p * ((1 - wipe) * loot - lost * avg_follower)
    return ev / len(rooms) - door_cost


def _vault_p(ctx: Ctx, force: list[int], rumors_spent: int = 0) -> float:
    """P(claiming the Vault with this party now)."""
    bonus = _party_bonus(ctx, force, vault=True, rumors_spent=rumors_spent)
    p = p_reach(force, 20 - bonus)
    dice = ctx.me["secrets"] + ctx.content.vault_casualty_dice
    return p * (1 - p_wipe(dice, sum(force)))


def _doors(ctx: Ctx, vault: bool) -> list[Enter]:
    return [a for a in ctx.by_kind.get("enter", ()) if a.vault == vault]


def _door_cost(ctx: Ctx, a: Enter) -> tuple[float, int]:
    if a.entrance == "gold":
        return float(a.fighters + a.rogues + a.wizards), 0
    if a.entrance == "rumors":
        return 2 * V_RUMOR + 1.0, 2  # Rumors are worth more on the way in (+1 each in the Fight)
    if a.entrance == "magic":
        c = _content().card(a.card)
        keep = 1.6 if c.effect in ("attack_bonus", "die_bonus") else 1.1  # the Vault needs these
        return card_value(a.card) * keep, 0
    return 0.0, 0


def _best_enter(ctx: Ctx, vault: bool) -> tuple[float, Enter | None]:
    """The best way down: every Follower at the Portal, the cheapest door."""
    yp = ctx.force(YP)
    best, best_score = None, -99.0
    for a in _doors(ctx, vault):
        force = [a.fighters, a.rogues, a.wizards]
        if force != yp and not (a.entrance == "gold" and sum(force) == ctx.me["gold"]):
            continue  # everyone goes (a gold door we cannot pay for everyone: as many as we can)
        cost, spent = _door_cost(ctx, a)
        if vault:
            score = _vault_p(ctx, force, spent) * 100 - cost
        else:
            score = _dungeon_ev(ctx, force, cost, spent)
        if score > best_score:
            best, best_score = a, score
    if best is None and not vault:  # the gold door for a subset we can pay for
        for a in _doors(ctx, vault):
            if a.entrance != "gold":
                continue
            force = [a.fighters, a.rogues, a.wizards]
            if sum(force) < min(3, sum(yp)):
                continue
            score = _dungeon_ev(ctx, force, float(sum(force)), 0) - 0.5
            if score > best_score:
                best, best_score = a, score
    return best_score, best


def _party_target(ctx: Ctx, vault: bool) -> list[int]:
    secrets = ctx.me["secrets"]
    if vault:
        return [2, 1, 3]
    size = 3 + secrets
    return [max(1, size - 2 - (1 if secrets >= 2 else 0)), 1, 1 + (1 if secrets >= 2 else 0)]


def _party_hire(ctx: Ctx, vault: bool, budget: int) -> Hire | None:
    """Hire at the Portal toward the party we want, within `budget` gold."""
    yp = ctx.force(YP)
    want = _party_target(ctx, vault)
    supply = ctx.me["supply"]
    need = [max(0, want[i] - yp[i]) for i in range(3)]
    if not any(need):
        return None
    order = (2, 1, 0)  # Wizards first: the d12
    plan = [0, 0, 0]
    gold = budget
    for i in order:
        n = min(need[i], supply[i])
        while n and gold >= HIRE[i]:
            plan[i] += 1
            gold -= HIRE[i]
            n -= 1
    if not any(plan):
        return None
    a = Hire(YP, *plan)
    return a if ctx.has(a) else None


def _economy_hire(ctx: Ctx, reserve: int) -> tuple[float, Hire | None]:
    """Put one Follower on the best free Location (Reward, Action, the Initiative)."""
    me = ctx.me
    supply = me["supply"]
    best, best_score = None, 0.0
    held = sum(1 for p in ctx.in_play() if sum(ctx.force(p)))
    for place in ctx.in_play():
        if ctx.active_watch(place) or ctx.rivals_at(place) or sum(ctx.force(place)):
            continue
        face = ctx.face(place)
        if face.kind == "quest":
            continue
        cls = CLASSES.index(face.needs) if face.needs else 0
        if face.action_casualty_dice or face.reward_casualty_dice:
            count = 2 if cls == 0 else 1
        else:
            count = 1
        if supply[cls] < count:
            continue
        cost = HIRE[cls] * count
        if me["gold"] - cost < reserve:
            continue
        value = _place_value(ctx, place) + 0.4  # and one more Location for the Initiative
        score = value * (1.2 if not ctx.slot(place)["used"] else 0.7) - cost * 0.6 - held * 0.6
        if score > best_score:
            plan = [0, 0, 0]
            plan[cls] = count
            a = Hire(place, *plan)
            if ctx.has(a):
                best, best_score = a, score
    return best_score, best


def _fight_odds(ctx: Ctx, place: str) -> float:
    """Rough P(we win a Brawl we start here)."""
    mine = ctx.force(place)
    my_mean = sum(s * p for s, p in strength_dist(*(bool(x) for x in mine)).items())
    my_mean += min(3, ctx.rumors()) * 0.7 + sum(1.0 for c in ctx.me.get("magic", [])
                                                 if ctx.content.card(c).effect == "attack_bonus") * 0.8
    worst = 0.0
    for s in ctx.rivals_at(place):
        theirs = ctx.force(place, s)
        their_mean = sum(v * p for v, p in strength_dist(*(bool(x) for x in theirs)).items())
        their_mean += min(2, ctx.view["players"][s]["rumors_new"] + ctx.view["players"][s]["rumors_old"]) * 0.5
        worst = max(worst, their_mean)
    if ctx.active_watch(place):
        worst = max(worst, 6.8)
    diff = my_mean - worst
    return max(0.02, min(0.95, 0.5 + diff * 0.09))


def _turn_cards(ctx: Ctx, planning_fight: bool) -> object | None:
    """Free plays on our turn: gains and Secrets from cards."""
    for a in ctx.by_kind.get("play", ()):
        c = ctx.content.card(a.card)
        if c.effect == "gain_secret":
            return a
        if c.effect == "gain":
            if c.args.get("rumors") and c.use != "play" and not planning_fight:
                continue  # Rumors go Old: keep Stolen Letters for the turn we go down
            return a
    return None


def _whisper_help(ctx: Ctx) -> object | None:
    """Spend a Rumor (or a card) to move a Watch off a good Location of ours."""
    if ctx.rumors() < 2 and not any(ctx.content.card(a.card).effect == "whisper" for a in ctx.by_kind.get("play", ())):
        return None
    best, best_gain = None, 2.5
    for a in list(ctx.by_kind.get("whisper", ())) + [p for p in ctx.by_kind.get("play", ())
                                                     if ctx.content.card(p.card).effect == "whisper"]:
        src = ctx.view["watch"][a.target if a.kind == "play" else a.watch]["place"]
        if not sum(ctx.force(src)):
            continue
        gain = _place_value(ctx, src) + _watch_target_score(ctx, a.dest) * 0.3
        if ctx.rivals_at(src):
            gain -= 2
        if gain > best_gain:
            best, best_gain = a, gain
    return best


def _turn(ctx: Ctx) -> object:
    view, me, by_kind = ctx.view, ctx.me, ctx.by_kind
    if "reveal" in by_kind:
        return RevealVault()
    second = "pass" in by_kind  # Action Packed: a second Action (a Move, a Gather or a Hire)
    yp = ctx.force(YP)
    revealed = view["vault_revealed"]
    my_secrets = me["secrets"]
    vault_ready = revealed and my_secrets >= ctx.needed
    has_doors = bool(by_kind.get("enter"))

    card = _turn_cards(ctx, planning_fight=bool(sum(yp)) and has_doors)
    if card is not None:
        return card
    whisper = _whisper_help(ctx)
    if whisper is not None:
        return whisper
    if second:
        return _second_action(ctx, vault_ready)

    options: list[tuple[float, object]] = [(ACTION_VALUE, TakeGold())]
    # the Vault
    if revealed and sum(yp):
        score, a = _best_enter(ctx, vault=True)
        if a is not None:
            p = _vault_p(ctx, [a.fighters, a.rogues, a.wizards], _door_cost(ctx, a)[1])
            threshold = 0.18 if a.entrance == "vault" else 0.3
            if p >= threshold:
                options.append((60 + p * 100, a))
    # a Dungeon
    if sum(yp) and view["secrets_left"] > 0 and not (vault_ready and my_secrets >= ctx.needed + 1):
        score, a = _best_enter(ctx, vault=False)
        if a is not None and score > 0.5:
            options.append((score + 1.0, a))
    # the party at the Portal
    gold = me["gold"]
    reserve = 0 if ctx.rumors() >= 2 else 3
    want_vault = vault_ready or my_secrets >= ctx.needed - 1
    hire = _party_hire(ctx, vault_ready, max(0, gold - (reserve if sum(yp) < 3 else 0)))
    if hire is not None:
        missing = sum(max(0, t - h) for t, h in zip(_party_target(ctx, vault_ready), yp))
        options.append((3.0 + 1.2 * missing + (6 if vault_ready else 0), hire))
    gather = _gather(ctx, vault_ready or want_vault)
    if gather is not None:
        options.append(gather)
    # Locations we hold
    for a in by_kind.get("use", ()):
        v = _use_value(ctx, a)
        if v > 0:
            options.append((v + 0.3, a))
    # new Locations
    score, a = _economy_hire(ctx, reserve=4 if not sum(yp) else 1)
    if a is not None:
        options.append((score, a))
    # Brawls
    for a in by_kind.get("fight", ()):
        odds = _fight_odds(ctx, a.place)
        value = _place_value(ctx, a.place)
        if odds >= 0.6 and value >= 2.5:
            options.append((odds * (value + 2.0) - 1.5, a))
    # the Faction Action
    for a in by_kind.get("faction", ()):
        v = _faction_value(ctx, a)
        if v > 0:
            options.append((v, a))
    # moves: a lone Follower off a Location it cannot hold to a free good one
    move = _useful_move(ctx)
    if move is not None:
        options.append(move)
    best = max(options, key=lambda t: t[0])[1]
    if ctx.has(best):
        return best
    return TakeGold() if "take_gold" in by_kind else ctx.legal[0]


def _second_action(ctx: Ctx, vault_ready: bool) -> object:
    hire = _party_hire(ctx, vault_ready, ctx.me["gold"] - 1)
    if hire is not None:
        return hire
    gather = _gather(ctx, vault_ready)
    if gather is not None and ctx.has(gather[1]):
        return gather[1]
    return Pass()


def _gather(ctx: Ctx, for_vault: bool) -> tuple[float, object] | None:
    """Gather Followers at the Portal when the party there is short."""
    yp = ctx.force(YP)
    want = _party_target(ctx, for_vault)
    short = sum(max(0, w - h) for w, h in zip(want, yp))
    if not short:
        return None
    sources = []
    for place in ctx.in_play():
        here = ctx.force(place)
        if not sum(here):
            continue
        contested = ctx.active_watch(place) or ctx.rivals_at(place)
        helps = any(here[i] and yp[i] < want[i] for i in range(3))
        if helps and (contested or for_vault or ctx.slot(place)["used"] or _place_value(ctx, place) < 2.5):
            sources.append(place)
    if not sources:
        return None
    a = Gather(tuple(sources))
    if not ctx.has(a):
        return None
    return (2.5 + short + (8 if for_vault else 0), a)


def _useful_move(ctx: Ctx) -> tuple[float, object] | None:
    """Followers stuck on a Contested or worthless Location move to a free good one."""
    best = None
    for src in ctx.in_play():
        here = ctx.force(src)
        if not sum(here):
            continue
        stuck = ctx.active_watch(src) or (ctx.rivals_at(src) and _fight_odds(ctx, src) < 0.45)
        if not stuck:
            continue
        for dest in ctx.in_play():
            if dest == src or ctx.active_watch(dest) or ctx.rivals_at(dest) or sum(ctx.force(dest)):
                continue
            face = ctx.face(dest)
            if face.needs and not here[CLASSES.index(face.needs)]:
                continue
            score = _place_value(ctx, dest) - 0.5
            a = Move(src, dest, *here)
            if best is None or score > best[0]:
                best = (score, a)
    if best is not None and ctx.has(best[1]):
        return best
    return None


def _faction_value(ctx: Ctx, a: FactionAction) -> float:
    faction = ctx.content.factions[ctx.me["faction"]]
    if faction.action == "gather_two":
        if a.dest != YP:
            return -1.0
        yp = ctx.force(YP)
        want = _party_target(ctx, ctx.view["vault_revealed"] and ctx.me["secrets"] >= ctx.needed)
        gain = 0.0
        for place in a.places:
            here = ctx.force(place)
            gain += sum(min(here[i], max(0, want[i] - yp[i])) for i in range(3)) * 1.5
            if not ctx.rivals_at(place) and not ctx.active_watch(place) and not ctx.slot(place)["used"]:
                gain -= _place_value(ctx, place) * 0.6
        return gain
    give, get = faction.action_args["give"], faction.action_args["get"]
    if give.get("rumors") and ctx.me["rumors_old"] < give["rumors"] and not ctx.view["phase"] == "actions":
        return -1.0
    value = bundle_value(get, ctx.secret_value()) - _give_cost(ctx, give)
    if give.get("rumors"):
        value += 0.6 * min(give["rumors"], ctx.me["rumors_old"])  # Old Rumors are about to go
    return value


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
