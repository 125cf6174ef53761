"""The heuristic bot's answers to every question but the play step: which champion, how to pay,
whom to name, who takes a blow, when to spend a response, which face-down card, how to stack
peeked cards, what to discard or salvage, which option to choose."""
from __future__ import annotations

from game.dragonvault.bots.book import harmful, walk
from game.dragonvault.bots.seats import Ctx
from game.dragonvault.bots.worth import (COMPANION, card_worth, damage_loss, effects_value, harm,
                                         payment, row_at, table_value, wealth)

PREVENT_AT = 1.8  # a blow must cost at least this (or kill) before a prevent response is spent
CANCEL_AT = 1.2  # what a card or encounter must cost us before a cancel response is spent
REROLL_AT = 0.6  # how much better than this roll the average must be to roll again
RESPONSE_DEFAULT = 0.4  # any other response: played when worth at least this


def first(ctx: Ctx, kind: str):
    return next((a for a in ctx.legal if a.kind == kind), None)


# -- champion ----------------------------------------------------------------------------------
def champion_choice(ctx: Ctx):
    """The sturdiest champion, an ability worth a point or two of toughness."""
    picks = ctx.of_kind("pick")

    def score(a) -> tuple:
        c = ctx.book.card(a.card)
        tough = int(getattr(c, "toughness", 0) or 0)
        return (tough + 1.5 * len(ctx.book.abilities(a.card)), a.card)

    return max(picks, key=score)


# -- paying ------------------------------------------------------------------------------------
def effects_of(ctx: Ctx, card: str) -> tuple:
    """A card's effects, or a champion's or companion's abilities' effects."""
    found = ctx.book.effects(card)
    if found:
        return found
    return tuple(e for a in ctx.book.abilities(card) for e in a.effects)


def pay_choice(ctx: Ctx):
    """Settle when the pool covers it. A refusable cost (a dragon, a flood) is paid when what it
    does otherwise costs us more than the treasure; a cost is paid with the cards that pay it
    most exactly, the fewest and the lowest."""
    settle = first(ctx, "settle")
    if settle is not None:
        return settle
    owed = ctx.number("owed", 0)
    paid = payment(ctx, owed)
    decline = first(ctx, "decline")
    if decline is not None:
        if paid is None:
            return decline
        refusal = next((e for e in walk(effects_of(ctx, str(ctx.q.get("card", "")))) if e.do == "pay_or"), None)
        suffer = effects_value(ctx, refusal.otherwise, ctx.seat, -1, 1) if refusal is not None else 0.0
        if paid[1] > -suffer:
            return decline
    pays = ctx.of_kind("pay")
    if paid:
        for card in sorted(paid[0], key=lambda c: -ctx.book.value(c)):
            for a in pays:
                if a.card == card:
                    return a
    if pays:  # cannot pay it all: the least worth first
        return min(pays, key=lambda a: (card_worth(ctx, a.card), a.card))
    return decline or ctx.legal[0]


# -- naming a seat -----------------------------------------------------------------------------
def target_choice(ctx: Ctx):
    """The seat where the card does us most good: the leader or a champion we can kill for a
    harmful card, ourselves or the hurt ally for a helpful one; never an ally for harm."""
    targets = ctx.of_kind("target")
    card = str(ctx.q.get("card", ""))
    effects = effects_of(ctx, card)
    hurts = harmful(effects)
    actor = ctx.number("actor", ctx.seat)

    def score(a) -> tuple:
        t = a.seat
        value = effects_value(ctx, effects, actor, t)
        side = -1 if (ctx.friend(t) == hurts) else 1
        return (round(value, 6), side, ctx.threat(t) if hurts else -ctx.hp(t), -t)

    return max(targets, key=score)


# -- taking a blow -----------------------------------------------------------------------------
def absorb_choice(ctx: Ctx):
    """The champion or the companion for whom the blow costs least: a companion when the blow
    would kill or badly hurt the champion, or when it takes it and lives."""
    amount = ctx.number("amount", 0)
    guards = dict(ctx.guards(ctx.seat))

    def cost(a) -> tuple:
        i = a.companion
        if i < 0:
            return (harm(ctx, ctx.hp(ctx.seat), amount, wealth(ctx, ctx.seat)), 1)
        left = guards.get(i, 0)
        return (COMPANION if amount >= left else 0.15 * amount, 0)

    return min(ctx.of_kind("absorb"), key=lambda a: (*cost(a), a.companion))


# -- responses ---------------------------------------------------------------------------------
def respond_choice(ctx: Ctx):
    """Spend a response only at the right moment: a prevent on a big or deadly blow, a cancel on
    a dangerous card or encounter, a reroll on a bad roll, a thaw at once, a retaliation on an
    enemy."""
    best, best_value = first(ctx, "pass"), 0.0
    for a in ctx.of_kind("play"):
        value = response_value(ctx, a.card)
        if value > best_value:
            best, best_value = a, value
    return best or ctx.legal[0]


def response_value(ctx: Ctx, card: str) -> float:
    """What playing this response now gains, less what keeping it is worth (<= 0: keep it)."""
    keep = card_worth(ctx, card)
    trigger = str(ctx.q.get("trigger", ""))
    amount = ctx.number("amount", 0)
    source = ctx.number("source")
    total = 0.0
    for e in ctx.book.effects(card):
        if e.do == "prevent":
            saved = blow_cost(ctx, amount)
            deadly = amount >= ctx.hp(ctx.seat) and not ctx.guards(ctx.seat)
            total += (saved + keep if deadly else saved) - max(keep, PREVENT_AT)
        elif e.do == "cancel":
            total += -trigger_value(ctx, trigger, source) - max(keep, CANCEL_AT)
        elif e.do == "reroll":
            total += reroll_gain(ctx) - REROLL_AT
        elif e.do == "thaw" and ctx.me.get("frozen"):
            total += 2.0
        else:
            total += effects_value(ctx, (e,), ctx.seat, source, 1) - RESPONSE_DEFAULT
    return total


def blow_cost(ctx: Ctx, amount: int) -> float:
    """What a blow of `amount` costs us, a companion taking it when that is cheaper."""
    return damage_loss(ctx, ctx.seat, amount)


def trigger_value(ctx: Ctx, trigger: str, source: int) -> float:
    """What the card or encounter that set off a cancel will do to us (negative: harm)."""
    card = str(ctx.q.get("card", "") or "")
    if trigger == "encounter_drawn" or not card:
        card = card or str((ctx.view.get("encounter") or {}).get("card", ""))
        return effects_value(ctx, effects_of(ctx, card), ctx.seat, -1, 1) if card else 0.0
    return effects_value(ctx, effects_of(ctx, card), source, ctx.seat, 1)


def reroll_gain(ctx: Ctx) -> float:
    """How much better than the roll just made a new roll is, on average."""
    roll = ctx.view.get("last_roll") or {}
    value, purpose = int(roll.get("value", 0) or 0), str(roll.get("purpose", "") or "")
    if not value:
        return 0.0
    tables = [e.table for e in walk(effects_of(ctx, purpose)) if e.do == "roll"] if purpose else []
    if not tables:  # the turn-order roll, or a roll we cannot read: the response is kept
        return 0.0
    table = tables[0]
    row = row_at(table, value)  # the value shown is the modified one
    now = effects_value(ctx, row.effects, ctx.seat, -1, 1) if row is not None else 0.0
    return table_value(ctx, table, ctx.seat, -1, 1) - now


# -- face-down cards, peeking, discarding, salvaging, options ----------------------------------
def blind_choice(ctx: Ctx):
    """A face-down card: any is as good as another."""
    options = ctx.of_kind("blind")
    return options[ctx.rng.randrange(len(options))]


def peek_choice(ctx: Ctx):
    """Stack the peeked cards, top first: where we or an ally will draw, what helps most; where
    an enemy will, what hurts most. The active seat draws the top card (it has not drawn yet),
    the next living seats the ones below."""
    picks = ctx.of_kind("pick")
    active = int(ctx.view.get("active", ctx.seat) or 0)
    order = ctx.alive[ctx.alive.index(active):] + ctx.alive[:ctx.alive.index(active)] if active in ctx.alive \
        else [ctx.seat]
    drawer = order[ctx.number("placed", 0) % len(order)]
    worths = {a.card: draw_worth(ctx, a.card) for a in picks}
    if ctx.friend(drawer):
        return max(picks, key=lambda a: (worths[a.card], a.card))
    return min(picks, key=lambda a: (worths[a.card], a.card))


def draw_worth(ctx: Ctx, card: str) -> float:
    if ctx.book.kind(card) == "encounter":
        return effects_value(ctx, ctx.book.effects(card), ctx.seat, -1, 1)
    return card_worth(ctx, card)


def discard_choice(ctx: Ctx):
    """Let go of the card worth least to us."""
    return min(ctx.of_kind("pick"), key=lambda a: (card_worth(ctx, a.card), a.card))


def salvage_choice(ctx: Ctx):
    """Take back the card worth most to us."""
    return max(ctx.of_kind("pick"), key=lambda a: (card_worth(ctx, a.card), a.card))


def choose_choice(ctx: Ctx):
    """The option whose effects are worth most to us."""
    options = ctx.of_kind("choose")
    card = str(ctx.q.get("card", "") or "")
    found = next((e for e in walk(effects_of(ctx, card)) if e.do == "choose"), None) if card else None
    if found is None:
        return options[0]
    target = ctx.number("target")

    def value(a) -> tuple:
        i = a.option
        if 0 <= i < len(found.options):
            return (effects_value(ctx, found.options[i].effects, ctx.seat, target, 1), -i)
        return (-99.0, -i)

    return max(options, key=value)
