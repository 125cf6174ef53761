"""Where the heuristic bot puts its agent: every open space valued by what it gives toward the
plan (and what it keeps from rivals close to a quest), a rival's building less what its owner
gets, the Harbor by the best card in hand plus the placement it gives back at the round's end."""
from __future__ import annotations

from game.waterdeep.bots import knowledge, worth
from game.waterdeep.bots.knowledge import Ctx
from game.waterdeep.bots.worth import effect_value


def space_value(ctx: Ctx, space: dict) -> float:
    """One open space, without the Harbor's later placement."""
    sid = space["id"]
    basic = ctx.book.spaces.get(sid)
    if basic is not None:
        return ctx.gain_value(basic.gain) + effect_value(ctx, basic.effect, basic.args)
    tile = ctx.book.buildings.get(space.get("building") or sid)
    if tile is None:
        return 0.5
    v = ctx.gain_value(tile.visit) + effect_value(ctx, tile.effect, tile.args)
    pile = space.get("pile") or {}
    if pile:
        v += ctx.gain_value(pile)
    owner = space.get("owner", -1)
    if owner not in (-1, None, ctx.seat):
        v -= knowledge.OWNER_GIFT * ctx.plain_value(tile.owner)
    return v


def choose_space(ctx: Ctx):
    """The best legal Assign: the open space worth most to us now."""
    spaces = {s["id"]: s for s in ctx.view.get("spaces", ())}
    assigns = ctx.by_kind("assign")
    values, harbor = {}, []
    for a in assigns:
        s = spaces.get(a.space, {"id": a.space})
        if s.get("harbor"):
            harbor.append(a)
        values[a] = space_value(ctx, s)
    if harbor:
        others = sorted((v for a, v in values.items() if a not in harbor), reverse=True)
        floor = worth.REASSIGN_FLOOR
        later = max(floor, 0.6 * others[len(others) // 3]) if others else floor
        if ctx.view.get("phase") == "reassign":
            later = 0.0
        for a in harbor:
            values[a] += later
    return max(assigns, key=lambda a: values[a])
