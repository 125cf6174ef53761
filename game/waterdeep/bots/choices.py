"""The heuristic bot's answers to the questions that follow a placement: which quest to finish,
which card to take, whom an intrigue card hits, which bundle to choose, which agent to recall."""
from __future__ import annotations

from game.waterdeep.bots.knowledge import Ctx
from game.waterdeep.bots.plans import quest_worth
from game.waterdeep.bots.worth import arg_bundle, building_value, card_value, harm_value, label_bundle


def complete_choice(ctx: Ctx):
    """Finish the quest worth most (the engine offers the mandatory ones first when they bind);
    a payable quest is never left for later: nothing is gained by waiting."""
    done = ctx.by_kind("complete")
    if not done:
        return _pass_or_first(ctx)
    book = ctx.book

    def worth(a) -> float:
        q = book.quests.get(a.quest)
        return quest_worth(book, ctx.lord, q, ctx.turns_left, ctx.rounds_after, ctx.extra) if q else 0.0

    return max(done, key=worth)


def pick_choice(ctx: Ctx):
    """A card or tile from those on offer: a quest, a building to buy, an intrigue card to play."""
    picks = ctx.by_kind("pick")
    hint = str(ctx.asked.get("kind", "")) + " " + str(ctx.asked.get("what", ""))
    hint = hint.lower()
    book = ctx.book
    hall = {t.get("building"): int(t.get("vp", 0)) for t in ctx.view.get("hall", ()) if isinstance(t, dict)}

    def value(a) -> float:
        card = a.card
        in_cards, in_tiles = card in book.intrigue, card in book.buildings
        in_quests = card in book.quests and not book.quests[card].mandatory
        if in_cards and ("intrigue" in hint or not (in_quests or in_tiles)):
            return card_value(ctx, card)
        if in_tiles and ("build" in hint or "hall" in hint or "buy" in hint or not in_quests):
            return building_value(ctx, card, hall.get(card, 0))
        if in_quests:
            return ctx.quest_value(card)
        return 0.0

    return max(picks, key=value) if picks else _pass_or_first(ctx)


def _card_in_question(ctx: Ctx) -> str:
    """The intrigue card the question is about, if the question names one."""
    for value in ctx.asked.values():
        if isinstance(value, str) and value in ctx.book.intrigue:
            return value
    return ""


def target_choice(ctx: Ctx):
    """The opponent an intrigue card hits: the one it takes most from (the leader counting a
    little more); a mandatory quest goes to the leader or to a rival about to finish a quest."""
    targets = ctx.by_kind("target")
    card = ctx.book.intrigue.get(_card_in_question(ctx))

    def hurt(a) -> float:
        seat = a.seat
        lead = ctx.leader_score(seat)
        if card is None or card.kind == "mandatory":  # it blocks most where a quest is about to be done
            s = ctx.view["seats"][seat]
            return lead + ctx.near_quest(seat) + len(s.get("quests", ()) or ()) - 4.0 * len(s.get("mandatory", ()) or ())
        loss = arg_bundle(card.args, "bundle", "loss")
        if card.effect == "steal":
            loss = {str(card.args.get("kind", "gold")): int(card.args.get("count", 1) or 1)}
        return 10.0 * harm_value(ctx, seat, loss) + 0.01 * lead

    return max(targets, key=hurt) if targets else _pass_or_first(ctx)


def choose_choice(ctx: Ctx):
    """One of a choose_one's bundles: the one worth most to the plan."""
    chooses = ctx.by_kind("choose")
    options = ctx.asked.get("options") or []
    by_text = {str(o.get("action", "")): o for o in options if isinstance(o, dict)}
    raw = ctx.asked.get("bundles")

    def value(a) -> float:
        opt = by_text.get(str(a), {})
        gain = opt.get("bundle") or opt.get("gain")
        if not isinstance(gain, dict) and isinstance(raw, list) and 0 <= a.option < len(raw):
            gain = raw[a.option]
        if not isinstance(gain, dict):
            gain = label_bundle(str(opt.get("label", "")))
        return ctx.gain_value({k: int(v) for k, v in gain.items() if isinstance(v, int)})

    return max(chooses, key=value) if chooses else _pass_or_first(ctx)


def recall_choice(ctx: Ctx):
    """Which placed agent an effect moves: the first offered (each has taken its action already,
    so moving any of them is worth the same to us)."""
    recalls = ctx.by_kind("recall")
    return recalls[0] if recalls else _pass_or_first(ctx)


def _pass_or_first(ctx: Ctx):
    passes = ctx.by_kind("pass")
    return passes[0] if passes else ctx.legal[0]
