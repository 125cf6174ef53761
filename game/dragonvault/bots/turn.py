"""The heuristic bot's play step: which card to play (and on whom), what to give an ally, or to
draw now. One card a call; the engine asks again until the bot passes.

A card is played when what it does is worth more than keeping it and than the treasure it costs
(what the pool already holds is nearly free: it is gone at the end of the turn). Treasure is never
paid into the pool for nothing. In a team game a hurt seat hands its treasure to the ally most
likely to live to the end, and a healthy one passes healing to a hurt ally.
"""
from __future__ import annotations

from game.dragonvault.bots.seats import Ctx
from game.dragonvault.bots.worth import POOL, card_worth, effects_value, exposure, harm, healing, payment, wealth

MARGIN = 0.05  # a play must be worth at least this much to beat drawing now
HOLD = 0.7  # share of a card's worth in hand that keeping it for later counts
GUARD = 0.55  # a point of a companion's life: damage it can take for us
BLOW = 3  # a typical blow: what a companion of less life still takes for us once
AT_RISK = 4  # life left at or under which a seat hands its treasure to a safer ally


def play_cost(ctx: Ctx, card: str) -> float:
    """What the treasure a mercenary or companion costs us: the pool first (nearly free), then
    the best payment from hand; None-like (inf) when it cannot be paid."""
    cost = ctx.book.cost(card)
    if cost <= 0:
        return 0.0
    from_pool = min(ctx.pool, cost)
    paid = payment(ctx, cost - from_pool)
    if paid is None:
        return float("inf")
    return POOL * from_pool + paid[1]


def companion_value(ctx: Ctx, card: str) -> float:
    """A companion on the table: life that can take blows for us, and its abilities each turn."""
    c = ctx.book.card(card)
    life = int(getattr(c, "toughness", 0) or 0)
    # it takes a whole blow for us once, however frail, and its life more after that
    value = 0.6 * harm(ctx, ctx.hp(ctx.seat), BLOW, wealth(ctx, ctx.seat)) + GUARD * max(0, life - BLOW) * exposure(ctx)
    turns = min(6.0, ctx.draws_left())
    for ability in ctx.book.abilities(card):
        heal = sum(e.amount for e in ability.effects if e.do == "heal" and e.who == "self")
        if heal:  # it will heal the damage still to come
            value += 0.3 * heal * turns * exposure(ctx)
        elif ability.trigger in ("start_of_turn", "end_of_turn"):
            value += 0.5 * turns * max(0.0, effects_value(ctx, ability.effects, ctx.seat, -1, 1))
        elif ability.effects:
            value += 0.5 * max(0.0, effects_value(ctx, ability.effects, ctx.seat, -1, 1))
    return value


def play_value(ctx: Ctx, action) -> float:
    """What playing this card now is worth, less what it costs and what keeping it is worth."""
    card, target = action.card, getattr(action, "target", -1)
    kind = ctx.book.kind(card)
    if kind == "companion":
        gain = companion_value(ctx, card)
    else:
        gain = effects_value(ctx, ctx.book.effects(card), ctx.seat, target)
    return gain - play_cost(ctx, card) - HOLD * card_worth(ctx, card)


def safety(ctx: Ctx, i: int) -> float:
    """How likely seat i is to keep its hand to the end: its life and its companions' life."""
    return ctx.hp(i) + sum(left for _, left in ctx.guards(i)) * 0.5


def give_value(ctx: Ctx, action) -> float:
    """Treasure to the ally most likely to keep it (when we may not); healing to a hurt ally."""
    card, to = action.card, action.seat
    if not ctx.ally(to):
        return -1.0
    if ctx.book.value(card):
        mine, theirs = safety(ctx, ctx.seat), safety(ctx, to)
        safest = max(ctx.allies(), key=lambda i: (safety(ctx, i), -i), default=to)
        if ctx.hp(ctx.seat) <= AT_RISK and theirs >= mine + 3 and to == safest:
            return card_worth(ctx, card) * 0.5
        return -1.0
    heal = sum(e.amount for e in ctx.book.effects(card) if e.do == "heal" and e.who == "self")
    if heal and healing(ctx, ctx.seat, heal) < 0.2 and healing(ctx, to, heal) > 0.6:
        return 0.3
    return -1.0


def play_step(ctx: Ctx):
    """The best play, give or the draw."""
    best, best_value = None, MARGIN
    for action in ctx.legal:
        if action.kind == "play":
            value = play_value(ctx, action)
        elif action.kind == "give":
            value = give_value(ctx, action)
        else:
            continue
        if value > best_value:
            best, best_value = action, value
    if best is not None:
        return best
    for action in ctx.legal:
        if action.kind == "pass":
            return action
    return next((a for a in ctx.legal if a.kind != "pay"), ctx.legal[0])
