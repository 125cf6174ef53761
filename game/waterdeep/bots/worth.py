"""What the things on the table are worth to the heuristic bot, in VP: a space's effect, a
building to buy, an intrigue card to play, a choice of bundles. Read from the content's effect
names and arguments (the contract's list), so a new card with a known effect is valued too."""
from __future__ import annotations

import re

from game.waterdeep.bots.book import KINDS, bundle
from game.waterdeep.bots.knowledge import Ctx
from game.waterdeep.bots.plans import END_VALUE, quest_card_value

HARM = 0.45  # a piece an opponent loses is worth this share of its plain value to us (one of several rivals)
OWNER_VISITS = 0.45  # how often per round a rival uses a building we own, at a guess
REASSIGN_FLOOR = 1.5  # the least a Harbor agent's second placement is worth


def arg_bundle(args: dict, *names: str) -> dict:
    """The bundle an effect's arguments carry under one of these names (or the arguments themselves)."""
    for name in names:
        if isinstance(args.get(name), dict):
            return bundle(args[name])
    return bundle({k: v for k, v in args.items() if k in KINDS or k in ("gold", "vp", "intrigue", "quest")})


def options_of(args: dict) -> list[dict]:
    raw = args.get("options", ())
    return [bundle(o) for o in raw] if isinstance(raw, (list, tuple)) else []


# -- the Inn, the Hall ------------------------------------------------------------------------------
def best_inn_quest(ctx: Ctx) -> float:
    return ctx.once("inn", _best_inn_quest)


def _best_inn_quest(ctx: Ctx) -> float:
    return max((ctx.quest_value(q, 1.0) for q in ctx.view.get("inn", ()) if q), default=0.0)


def building_value(ctx: Ctx, building_id: str, hall_vp: int) -> float:
    """Buying this tile now: its VP, what owning it brings while the game lasts, less its price."""
    b = ctx.book.buildings.get(building_id)
    if b is None:
        return 0.0
    rounds = ctx.rounds_after + 0.5
    v = float(hall_vp) + ctx.gain_value(b.on_purchase) + 0.7 * ctx.rounds_after * ctx.gain_value(b.round_start)
    v += ctx.plain_value(b.owner) * OWNER_VISITS * rounds * min(1.0, len(ctx.opponents) / 3.0 + 0.2)
    v += 0.2 * rounds * ctx.gain_value(b.visit)  # one more good space for ourselves
    lord = ctx.book.lords.get(ctx.lord) if ctx.lord else None
    if lord is not None and lord.scoring == "buildings":
        v += lord.vp
    gold_need = ctx.need_left.get("gold", 0)
    price = b.cost * END_VALUE["gold"] + min(b.cost, gold_need) * max(0.0, ctx.plan.unit_value["gold"] - 0.5)
    return v - price


def best_building(ctx: Ctx) -> float:
    return ctx.once("hall", _best_building)


def _best_building(ctx: Ctx) -> float:
    gold = ctx.have["gold"]
    best = 0.0
    for tile in ctx.view.get("hall", ()):
        bid = tile.get("building") if isinstance(tile, dict) else tile
        b = ctx.book.buildings.get(bid or "")
        if b is not None and b.cost <= gold:
            best = max(best, building_value(ctx, b.id, int(tile.get("vp", 0)) if isinstance(tile, dict) else 0))
    return best


# -- intrigue ---------------------------------------------------------------------------------------
def _opp_have(ctx: Ctx, seat: int) -> dict:
    s = ctx.view["seats"][seat]
    have = {k: int(s.get("tavern", {}).get(k, 0)) for k in KINDS}
    have["gold"] = int(s.get("gold", 0))
    return have


def harm_value(ctx: Ctx, seat: int, loss: dict) -> float:
    """Taking these pieces from a rival (as many as it has): more when it leads."""
    have = _opp_have(ctx, seat)
    lost = {k: min(n, have.get(k, 0)) for k, n in loss.items() if k in have}
    lead = 1.3 if ctx.leader_score(seat) >= max(ctx.leader_score(i) for i in range(len(ctx.view["seats"]))) else 1.0
    return HARM * lead * sum(n * END_VALUE[k] * (1.5 if k in KINDS else 1.0) for k, n in lost.items())


def card_value(ctx: Ctx, card_id: str) -> float:
    """Playing this intrigue card now."""
    c = ctx.book.intrigue.get(card_id)
    if c is None:
        return 1.0
    extra = _intrigue_gold(ctx)
    if c.kind == "mandatory":
        return 2.5 + 0.1 * max((ctx.leader_score(i) for i in ctx.opponents), default=0.0) + extra
    return effect_value(ctx, c.effect, c.args) + extra


def _intrigue_gold(ctx: Ctx) -> float:
    total = 0.0
    for qid in ctx.me.get("plots", ()) or ():
        q = ctx.book.quests.get(qid)
        if q is not None and q.plot == "intrigue_gold":
            total += ctx.gain_value({"gold": int(q.plot_args.get("gold", 0))})
    return total


def best_card(ctx: Ctx) -> float:
    return ctx.once("card", _best_card)


def _best_card(ctx: Ctx) -> float:
    return max((card_value(ctx, c) for c in ctx.me.get("intrigue", ()) or ()), default=0.0)


# -- effects ----------------------------------------------------------------------------------------
def effect_value(ctx: Ctx, effect: str, args: dict) -> float:
    """What carrying out this effect (a space's, a tile's or a card's) is worth to us now."""
    if not effect:
        return 0.0
    if effect == "gain":
        return ctx.gain_value(arg_bundle(args, "gain", "bundle"))
    if effect == "choose_one":
        return max((ctx.gain_value(o) for o in options_of(args)), default=0.0)
    if effect == "take_quest":
        v = ctx.gain_value(arg_bundle(args, "gain"))
        best = best_inn_quest(ctx)
        return v + (max(best, 0.85 * best + 1.0) if args.get("reset") else best)
    if effect == "take_inn_quest":
        return ctx.gain_value(arg_bundle(args, "gain")) + best_inn_quest(ctx)
    if effect == "buy_building":
        return best_building(ctx)
    if effect == "play_intrigue":
        return best_card(ctx)
    if effect == "first_player":
        return ctx.gain_value(arg_bundle(args, "gain")) + (0.8 if ctx.rounds_after else 0.0)
    if effect == "take_ambassador":
        return 2.5 if ctx.rounds_after else 0.3
    if effect in ("reassign_agent",):
        return 1.2
    if effect == "each_opponent_loses":
        loss = arg_bundle(args, "bundle", "loss")
        return sum(harm_value(ctx, i, loss) for i in ctx.opponents)
    if effect == "opponent_loses":
        return max((_loses(ctx, i, args) for i in ctx.opponents), default=0.0)
    if effect == "steal":
        return max((_steal(ctx, i, args) for i in ctx.opponents), default=0.0)
    if effect == "gain_and_opponents_gain":
        mine = ctx.gain_value(arg_bundle(args, "gain"))
        return mine - 0.3 * len(ctx.opponents) * ctx.plain_value(arg_bundle(args, "others"))
    if effect == "draw_quests":
        keep = int(args.get("keep", 1) or 1)
        return keep * 1.3 * quest_card_value(ctx.turns_left)
    return 0.8


def _loses(ctx: Ctx, seat: int, args: dict) -> float:
    loss = arg_bundle(args, "bundle", "loss")
    have = _opp_have(ctx, seat)
    taken = sum(min(n, have.get(k, 0)) for k, n in loss.items())
    mine = ctx.gain_value(arg_bundle(args, "gain")) * taken if taken else ctx.gain_value(arg_bundle(args, "else"))
    return harm_value(ctx, seat, loss) + mine


def _steal(ctx: Ctx, seat: int, args: dict) -> float:
    kind, count = str(args.get("kind", "gold")), int(args.get("count", 1) or 1)
    n = min(count, _opp_have(ctx, seat).get(kind, 0))
    return ctx.gain_value({kind: n}) + harm_value(ctx, seat, {kind: n}) if n else 0.0


# -- a bundle from a question's option ---------------------------------------------------------------
_PIECE = re.compile(r"(\d+)\s*(cleric|fighter|rogue|wizard|gold|vp|victory|intrigue|quest)", re.I)


def label_bundle(label: str) -> dict:
    """'2 Fighters and 1 gold' -> {fighter: 2, gold: 1}: the option's words read back."""
    out: dict[str, int] = {}
    for n, word in _PIECE.findall(label or ""):
        key = word.lower()
        key = "vp" if key == "victory" else key
        out[key] = out.get(key, 0) + int(n)
    return out
