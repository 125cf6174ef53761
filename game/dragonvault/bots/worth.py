"""What things are worth to the heuristic bot, in treasure points (treasure is what wins).

Life: a champion at `h` life left fears each more point of damage more (BASE a point, plus
SCALE/h as it nears death), scaled by how much of the game is left; a lethal blow costs all
its treasure and more (dead champions win nothing). An enemy's loss is worth a share of what it
costs them (more for the leader); killing one on our turn is worth KILL (a rival gone, a card
looted). Cards: treasure its value, the Relic a little more (it breaks ties), others what they
may do later.
"""
from __future__ import annotations

from game.dragonvault.bots.seats import Ctx

BASE = 0.35  # a point of damage, far from death
SCALE = 2.0  # more for each point as death nears: SCALE / life left after it
DEATH = 6.0  # dying costs our treasure plus this
FUTURE = 0.3  # share of the damage the rest of the game may deal that we count on taking
ATTACK = 0.15  # damage from enemies' cards per draw of ours
MARGIN = 1.0  # the least life over what is still to come counted in a point's cost
KILL = 4.0  # killing an enemy: a rival gone
LOOT = 0.6  # ... and on our turn a card looted: this share of a face-down card's worth
ENEMY = 0.55  # share of an enemy's loss we count as our gain
LEADER = 1.35  # ... times this for the most threatening enemy
ALLY = 0.8  # share of an ally's loss we count as ours
COIN = 2.5  # a point of treasure in hand: what wins, and scarce (the winner often holds 1-3)
RICH = 6  # treasure points held beyond this ...
RICH_COIN = 1.0  # ... cost only this much a point to spend: a rich hand buys help
PEEK = 0.4  # a peeked card put back where it serves us
RELIC = 0.5  # the Relic over its value: the tie-break
POOL = 0.1  # a point of the turn's pool: it may still pay an encounter this turn (G-04), rarely
FREEZE = 1.6  # a lost turn
STEAL = 1.2  # a card taken: ours, and theirs gone
WORTH = {"action": 0.8, "response": 1.6, "mercenary": 0.7, "companion": 1.2, "encounter": 0.0,
         "champion": 0.0}


def exposure(ctx: Ctx) -> float:
    """How much damage still matters: the more draws left, the more dangers ahead."""
    return 0.45 + 0.55 * min(1.0, ctx.draws_left() / 6.0)


def future(ctx: Ctx) -> float:
    """The damage a champion may still take before the end, beyond what it takes now: its own
    draws' encounters, every group encounter, and enemies' cards (a share: some are paid off,
    prevented or healed)."""
    own, group = ctx.danger_rates()
    draws = ctx.draws_left()
    return FUTURE * (draws * (own + ATTACK) + float(ctx.view.get("deck_count", 0) or 0) * group)


def harm(ctx: Ctx, h: int, d: int, wealth: float) -> float:
    """What taking d damage at h life left costs (lethal: wealth + DEATH): each point more as
    the life left nears what the rest of the game may still take."""
    if d <= 0:
        return 0.0
    if d >= h:
        return wealth + DEATH
    ahead = future(ctx)
    return BASE * d + SCALE * sum(1.0 / max(MARGIN, k - ahead) for k in range(h - d, h))


def healing(ctx: Ctx, i: int, amount: int) -> float:
    """What healing seat i by `amount` is worth to that seat (no more than its damage)."""
    s = ctx.seats[i]
    done = min(amount, int(s.get("damage", 0) or 0))
    h = ctx.hp(i)
    return harm(ctx, h + done, done, 0.0) if done else 0.0


def card_worth(ctx: Ctx, card: str) -> float:
    """A card held in hand: treasure its value (the Relic a little more), others a guess at what
    they can do later."""
    b = ctx.book
    v = b.value(card)
    if v:
        return COIN * v + (RELIC if b.relic(card) else 0.0)
    kind = b.kind(card)
    worth = WORTH.get(kind, 0.5)
    if kind == "action":
        heal = sum(e.amount for e in b.effects(card) if e.do == "heal")
        if heal:
            worth = 0.3 + 0.25 * heal
    return worth


def side_of(ctx: Ctx, i: int) -> float:
    """How a change to seat i counts for us: +1 ours, ALLY an ally's, -ENEMY (more for the
    leader) an enemy's."""
    if i == ctx.seat:
        return 1.0
    if ctx.ally(i):
        return ALLY
    return -ENEMY * (LEADER if i == ctx.leader() else 1.0)


def wealth(ctx: Ctx, i: int) -> float:
    """What seat i's hand is worth in treasure (what it loses with its champion)."""
    return ctx.hand_treasure(i) * COIN


def kills(ctx: Ctx, i: int, d: int) -> bool:
    """d damage kills seat i's champion (no companion able to take it instead)."""
    return d >= ctx.hp(i) and not ctx.guards(i)


def damage_loss(ctx: Ctx, i: int, d: int) -> float:
    """What d damage costs seat i, its best companion taking it when that costs less."""
    best = harm(ctx, ctx.hp(i), d, wealth(ctx, i))
    for _, left in ctx.guards(i):
        best = min(best, COMPANION if d >= left else 0.15 * d)
    return best


COMPANION = 1.5  # a companion lost


def card_worth_unseen(ctx: Ctx) -> float:
    """A card taken face down from another hand, on average."""
    left = ctx.unseen()
    n = sum(left.values())
    return sum(card_worth(ctx, c) * k for c, k in sorted(left.items())) / n if n else 0.5


def victims(ctx: Ctx, who: str, actor: int, target: int) -> list[int]:
    if who == "self":
        return [actor]
    if who in ("target", "chosen", "source"):
        return [target] if target >= 0 else []
    if who == "all_enemies":
        return ctx.enemies(actor)
    if who == "everyone":
        return list(ctx.alive)
    return []


def effects_value(ctx: Ctx, effects, actor: int, target: int = -1, depth: int = 0) -> float:
    """What these effects are worth to us when `actor` makes them happen naming `target`."""
    return sum(effect_value(ctx, e, actor, target, depth) for e in effects)


def effect_value(ctx: Ctx, e, actor: int, target: int, depth: int = 0) -> float:
    if e.who == "chosen" and target < 0:  # the actor picks when it happens: the best pick
        if actor != ctx.seat:
            return 0.0
        return max((effect_value(ctx, e, actor, t, depth) for t in ctx.alive), default=0.0)
    do, n = e.do, int(e.amount or 0)
    mine = ctx.view.get("active") == ctx.seat
    if do == "damage":
        total = 0.0
        for v in victims(ctx, e.who, actor, target):
            if not ctx.friend(v) and kills(ctx, v, n):  # a rival gone (and on our turn, a card looted)
                total += KILL + (LOOT * card_worth_unseen(ctx) if mine else 0.0)
            else:
                total -= side_of(ctx, v) * damage_loss(ctx, v, n)
        return total
    if do == "heal":
        return sum(side_of(ctx, v) * healing(ctx, v, n) for v in victims(ctx, e.who, actor, target))
    if do in ("freeze", "thaw"):
        sign = -1.0 if do == "freeze" else 1.0
        total = 0.0
        for v in victims(ctx, e.who, actor, target):
            if bool(ctx.seats[v].get("frozen")) == (do == "thaw"):
                total += sign * side_of(ctx, v) * FREEZE
        return total
    if do == "gain":
        left = int((ctx.view.get("side") or {}).get(e.card, n) or 0)
        return side_of(ctx, actor) * min(n, left) * card_worth(ctx, e.card)
    if do == "steal":
        if target < 0 or ctx.friend(target) == ctx.friend(actor):
            return 0.0
        if target == ctx.seat:  # from our hand: a card of it, on average
            mine = [card_worth(ctx, c) for c in ctx.hand]
            return -min(n, len(mine)) * sum(mine) / len(mine) if mine else 0.0
        have = int(ctx.seats[target].get("hand_count", 0) or 0)
        return side_of(ctx, actor) * min(n, have) * STEAL * card_worth_unseen(ctx)
    if do == "discard":
        total = 0.0
        for v in victims(ctx, e.who, actor, target):
            if v == ctx.seat and e.card:  # that very card (feeding the Ogre its Food)
                total -= min(n, ctx.hand.count(e.card)) * card_worth(ctx, e.card)
            elif v == ctx.seat:
                total -= sum(sorted(card_worth(ctx, c) for c in ctx.hand)[:n])
            else:
                have = int(ctx.seats[v].get("hand_count", 0) or 0)
                total += side_of(ctx, v) * min(n, have) * 0.5 * card_worth_unseen(ctx)
        return total
    if do == "pay_or":
        if depth > 2:
            return 0.0
        suffer = effects_value(ctx, e.otherwise, actor, target, depth + 1)
        if actor == ctx.seat:
            paid = payment(ctx, n)
            return max(suffer, -paid[1]) if paid else suffer
        return 0.5 * suffer
    if do == "roll":
        if depth > 2:
            return 0.0
        return (e.times or 1) * table_value(ctx, e.table, actor, target, depth + 1)
    if do == "choose":
        if depth > 2 or not e.options:
            return 0.0
        return max(effects_value(ctx, o.effects, actor, target, depth + 1) for o in e.options)
    if do == "salvage":
        found = [card_worth(ctx, c) for c in ctx.view.get("discard", ()) or ()
                 if ctx.book.kind(c) in (e.types or ())]
        return side_of(ctx, actor) * max(found, default=0.0)
    if do == "peek":  # the best of them on top for our draw, the worst under it for the next enemy
        return PEEK * n if actor == ctx.seat and ctx.view.get("active") == ctx.seat else 0.0
    if do == "skip_draw":
        return -draw_value(ctx) if actor == ctx.seat else 0.0
    return 0.0


def row_at(table, face: int):
    face = max(1, min(6, face))
    for row in table:
        if row.lo <= face <= row.hi:
            return row
    return None


def table_value(ctx: Ctx, table, actor: int, target: int, depth: int = 0, faces=range(1, 7)) -> float:
    """The average worth of a d6 table's rows rolled by `actor` (its modifier added)."""
    frozen = bool(ctx.seats[actor].get("frozen")) if 0 <= actor < len(ctx.seats) else False
    mod = ctx.modifier(actor) if 0 <= actor < len(ctx.seats) else 0
    total = 0.0
    faces = list(faces)
    for f in faces:
        row = row_at(table, 1 if frozen else f + mod)
        if row is not None:
            total += effects_value(ctx, row.effects, actor, target, depth)
    return total / len(faces)


def payment(ctx: Ctx, owed: int) -> tuple[list[str], float] | None:
    """The treasure cards from hand that pay `owed` best (least overpaid, then the fewest cards,
    the Relic last) and what they cost us; None when the hand cannot pay it."""
    if owed <= 0:
        return [], 0.0
    if owed not in ctx.payments:
        ctx.payments[owed] = _payment(ctx, owed)
    return ctx.payments[owed]


def _payment(ctx: Ctx, owed: int) -> tuple[list[str], float] | None:
    cards = sorted(ctx.treasure_cards(), key=lambda c: (ctx.book.value(c), ctx.book.relic(c), c))
    if sum(ctx.book.value(c) for c in cards) < owed:
        return None
    best: tuple | None = None
    # few treasure cards: try the subsets of distinct (value, relic) kinds by count
    kinds: dict[tuple, list[str]] = {}
    for c in cards:
        kinds.setdefault((ctx.book.value(c), ctx.book.relic(c)), []).append(c)
    keys = sorted(kinds)
    counts = [0] * len(keys)

    def search(k: int, total: int) -> None:
        nonlocal best
        if total >= owed:
            chosen = [c for key, m in zip(keys, counts) for c in kinds[key][:m]]
            cost = spend(ctx, total) + sum(RELIC for c in chosen if ctx.book.relic(c))
            rank = (total - owed, sum(1 for c in chosen if ctx.book.relic(c)), len(chosen), cost)
            if best is None or rank < best[0]:
                best = (rank, chosen, cost)
            return
        if k == len(keys):
            return
        for m in range(len(kinds[keys[k]]) + 1):
            counts[k] = m
            search(k + 1, total + m * keys[k][0])
        counts[k] = 0

    search(0, 0)
    if best is None:
        return None
    return best[1], best[2]


def spend(ctx: Ctx, points: int) -> float:
    """What paying `points` of treasure out of our hand costs: COIN a point, but the points
    beyond RICH (the ones paid first from a rich hand) only RICH_COIN."""
    have = ctx.my_treasure()
    return sum(COIN if p <= RICH else RICH_COIN for p in range(have - points + 1, have + 1))


def draw_value(ctx: Ctx) -> float:
    """What the next adventure card is worth to us, on average over what is unseen."""
    left = ctx.unseen()
    n = sum(left.values())
    if not n:
        return 0.0
    total = 0.0
    for card, k in sorted(left.items()):
        if ctx.book.kind(card) == "encounter":
            total += k * effects_value(ctx, ctx.book.effects(card), ctx.seat, -1, 2)
        else:
            total += k * card_worth(ctx, card)
    return total / n
