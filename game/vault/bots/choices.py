"""The heuristic bot's owed decisions: Casualties, retreats, picks, bids, the Watch."""
from __future__ import annotations

from game.vault import board
from game.vault.actions import Decline
from game.vault.bots.odds import YP
from game.vault.bots.contests import quest_ev
from game.vault.bots.knowledge import Ctx, bundle_value, card_value
from game.vault.bots.places import _place_value, _use_value


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
    scored = [(_use_value(ctx, a) if a.kind == "use" else quest_ev(ctx, a.place, ctx.force(a.place))[0], a)
              for a in uses]
    scored.sort(key=lambda t: -t[0])
    if scored and scored[0][0] > 0:
        return scored[0][1]
    return Decline()


def _place_watch(ctx: Ctx) -> object:
    """Post the Watch where it hurts us least: the least useful Locations, far from the Portal.
    A Quest counts for what completing it would bring (its Action is worth nothing per round)."""
    options = ctx.by_kind.get("place_watch", ())
    if not options:
        return ctx.legal[0]

    def worth(place: str) -> float:
        face = ctx.face(place)
        quest = sum(bundle_value(r.loot) for r in face.rooms) * 0.5 if face.kind == "quest" else 0.0
        return _place_value(ctx, place) + quest
    return min(options, key=lambda a: (worth(a.place), -board.slot_index(a.place)))
