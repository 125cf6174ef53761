"""The heuristic bot in a Fight: which card, re-roll, Rumors or Attack die, or pass."""
from __future__ import annotations

from itertools import combinations

from game.vault import board
from game.vault.actions import Pass, PlayCard, SpendRumors, SwitchDie
from game.vault.bots.knowledge import Ctx, card_value
from game.vault.bots.places import _place_value


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
