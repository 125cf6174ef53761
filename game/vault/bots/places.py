"""The heuristic bot on Locations: what using, trading or flipping one is worth."""
from __future__ import annotations

from game.vault.actions import UseLocation
from game.vault.bots.odds import CLASSES, FIRST_RUMOR, FOLLOWER_VALUE, HIRE, V_MAGIC, V_RUMOR
from game.vault.bots.knowledge import Ctx, card_value


# -- Locations ----------------------------------------------------------------------------------------
def _give_cost(ctx: Ctx, give: dict, magic_card: str = "") -> float:
    rate = ctx.gold_rate()
    cost = rate * give.get("gold", 0) + V_RUMOR * give.get("rumors", 0)
    if give.get("rumors") and give["rumors"] >= ctx.rumors():
        cost += FIRST_RUMOR  # our last Rumors: no card at Pursue Rumors
    if give.get("magic"):
        cost += card_value(magic_card) if magic_card else V_MAGIC
    for i, cls in enumerate(CLASSES):
        # a Follower given up goes back to the unhired supply: when we are rich it costs little
        # more than hiring it again
        cost += min(FOLLOWER_VALUE[i], HIRE[i] * rate + 0.4) * give.get(cls, 0)
    return cost


def _face_action_value(ctx: Ctx, face, *, affordable_only: bool = False) -> float:
    """What using this face's Action is worth to us (best trade), net of costs and danger."""
    danger = 1.4 * face.action_casualty_dice
    if face.kind == "gain":
        return ctx.worth(face.gain) - danger
    if face.kind in ("trade", "secret_barter"):
        best = -1.0
        me = ctx.me
        for t in face.trades:
            give = t["give"]
            if affordable_only and (me["gold"] < give.get("gold", 0) or ctx.rumors() < give.get("rumors", 0)
                                    or (give.get("magic") and not me.get("magic"))):
                continue
            junk = min(me.get("magic") or [""], key=lambda c: card_value(c) if c else 9)
            best = max(best, ctx.worth(t["get"]) - _give_cost(ctx, give, junk))
        return best - danger
    if face.kind == "flip":
        return 0.3
    return 0.0


def _place_value(ctx: Ctx, place: str) -> float:
    """A Location's worth per round to whoever holds it: Reward plus Action."""
    memo = ctx.memo.setdefault("place_value", {})
    v = memo.get(place)
    if v is None:
        face = ctx.face(place)
        reward = ctx.worth(face.reward) - 1.4 * face.reward_casualty_dice
        v = memo[place] = reward + max(0.0, _face_action_value(ctx, face))
    return v


def _use_value(ctx: Ctx, a: UseLocation) -> float:
    face = ctx.face(a.place)
    danger = 1.4 * face.action_casualty_dice
    if face.kind == "gain":
        v = ctx.worth(face.gain) - danger
        if danger and sum(ctx.force(a.place)) <= 1:
            v -= 1.5  # our only Follower there may die and the Action is lost
        return v
    if face.kind in ("trade", "secret_barter"):
        t = face.trades[a.option]
        return ctx.worth(t["get"]) - _give_cost(ctx, t["give"], a.target) - danger
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
        reward = ctx.worth(face.reward) - 1.4 * face.reward_casualty_dice
        return reward + max(0.0, _face_action_value(ctx, face, affordable_only=True))
    gain = worth(then) - worth(now)
    if sum(ctx.force(target)) and not ctx.rivals_at(target) and not ctx.active_watch(target):
        return gain - 0.5  # ours
    if ctx.rivals_at(target):
        return -gain - 1.0
    return -1.0
