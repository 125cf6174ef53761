"""The heuristic bot's turn: parties, Dungeons, the Vault, hires, moves and Faction Actions."""
from __future__ import annotations

from game.vault.actions import Enter, FactionAction, Gather, Hire, Move, Pass, RevealVault, TakeGold
from game.vault.bots.odds import ACTION_VALUE, CLASSES, FOLLOWER_VALUE, HIRE, V_RUMOR, YP, p_reach, p_wipe
from game.vault.bots.knowledge import Ctx, _content, _secret_rooms, card_bonus, card_value
from game.vault.bots.places import _give_cost, _place_value, _use_value
from game.vault.bots.choices import _watch_target_score
from game.vault.bots.contests import brawl_ev, pending, quest_ev, quest_hire, setup


# -- the turn -----------------------------------------------------------------------------------------
def _party_bonus(ctx: Ctx, force: list[int], *, vault: bool, rumors_spent: int = 0) -> float:
    """Bonus we can bring to a Dungeon or the Vault: Secrets, Rumors, cards, re-rolls."""
    me = ctx.me
    bonus = float(me["secrets"])
    if not vault:
        bonus += len(ctx.view["dungeon_rumors"])
    bonus += max(0, ctx.rumors() - rumors_spent)
    return card_bonus(ctx, force, start=bonus)


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


def _party_force(ctx: Ctx) -> list[int]:
    """The party: at the Portal, plus any squad out on a Quest we mean to try (completing it
    walks them back to the Portal)."""
    memo = ctx.memo
    if "party" not in memo:
        yp = ctx.force(YP)
        for place in ctx.in_play():
            if ctx.face(place).kind == "quest" and sum(ctx.force(place)) and pending(ctx, place) > 0.5:
                here = ctx.force(place)
                yp = [yp[i] + here[i] for i in range(3)]
        memo["party"] = yp
    return memo["party"]


def _party_hire(ctx: Ctx, vault: bool, budget: int) -> Hire | None:
    """Hire at the Portal toward the party we want, within `budget` gold."""
    yp = _party_force(ctx)
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
        if ctx.hire_gold() - cost < reserve:
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

    options: list[tuple[float, object]] = [(ACTION_VALUE * ctx.gold_rate(), TakeGold())]
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
    gold = ctx.hire_gold()
    reserve = 0 if ctx.rumors() >= 2 else 3
    want_vault = vault_ready or my_secrets >= ctx.needed - 1
    hire = _party_hire(ctx, vault_ready, max(0, gold - (reserve if sum(yp) < 3 else 0)))
    if hire is not None:
        missing = sum(max(0, t - h) for t, h in zip(_party_target(ctx, vault_ready), _party_force(ctx)))
        score = 3.0 + 1.2 * missing + (6 if vault_ready else 0)
        options.append((score, hire))
        if not sum(_party_force(ctx)) and not want_vault:  # a new party: by way of a Quest?
            quest = quest_hire(ctx, [hire.fighters, hire.rogues, hire.wizards],
                               max(0, gold - (reserve if sum(yp) < 3 else 0)))
            if quest is not None:
                options.append((score + 0.8 * quest[0], quest[1]))
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
    # Brawls where we are likely to win something worth it, Quests worth their Casualties
    for a in by_kind.get("fight", ()):
        ev, p = brawl_ev(ctx, a.place)
        if p >= 0.5 and ev > 0:
            options.append((ev, a))
    for a in by_kind.get("quest", ()):
        ev, _ = quest_ev(ctx, a.place, ctx.force(a.place))
        if ev > 0:
            options.append((ev, a))
    # the Faction Action
    for a in by_kind.get("faction", ()):
        v = _faction_value(ctx, a)
        if v > 0:
            options.append((v, a))
    # moves: a lone Follower off a Location it cannot hold to a free good one
    move = _useful_move(ctx)
    if move is not None:
        options.append(move)
    # a Hire or Move that sets up a Brawl or a Quest for a later turn, if one could beat the rest
    if not vault_ready:
        party_busy = want_vault or any(isinstance(o[1], Enter) and o[0] > 2.0 for o in options)
        party = _party_force(ctx)
        short = [max(0, t - h) for t, h in zip(_party_target(ctx, vault_ready), party)]
        plan = setup(ctx, reserve=1 if sum(party) >= 3 else 3, party_busy=party_busy, short=short,
                     floor=max(o[0] for o in options))
        if plan is not None:
            options.append(plan)
    best = max(options, key=lambda t: t[0])[1]
    if ctx.has(best):
        return best
    return TakeGold() if "take_gold" in by_kind else ctx.legal[0]


def _second_action(ctx: Ctx, vault_ready: bool) -> object:
    hire = _party_hire(ctx, vault_ready, ctx.hire_gold() - 1)
    if hire is not None:
        return hire
    gather = _gather(ctx, vault_ready)
    if gather is not None and ctx.has(gather[1]):
        return gather[1]
    return Pass()


def _gather(ctx: Ctx, for_vault: bool) -> tuple[float, object] | None:
    """Gather Followers at the Portal when the party there is short (not those about to Brawl
    or Quest, unless the Vault calls)."""
    yp = ctx.force(YP) if for_vault else _party_force(ctx)
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
        if not for_vault and pending(ctx, place) > 0.5:
            continue
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
        stuck = (ctx.active_watch(src) or ctx.rivals_at(src)) and pending(ctx, src) <= 0.5
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
        if not a.places:
            return ctx.worth(faction.action_args["get"])  # the gain alone
        if a.dest != YP:
            return -1.0  # a gather onto a Location is a plan for a Brawl or Quest (contests.setup)
        yp = ctx.force(YP)
        want = _party_target(ctx, ctx.view["vault_revealed"] and ctx.me["secrets"] >= ctx.needed)
        gain = 0.0
        for place in a.places:
            here = ctx.force(place)
            gain += sum(min(here[i], max(0, want[i] - yp[i])) for i in range(3)) * 1.5
            if not ctx.rivals_at(place) and not ctx.active_watch(place) and not ctx.slot(place)["used"]:
                gain -= _place_value(ctx, place) * 0.6
        return gain + ctx.worth(faction.action_args["get"])
    give, get = faction.action_args["give"], faction.action_args["get"]
    if give.get("rumors") and ctx.me["rumors_old"] < give["rumors"] and not ctx.view["phase"] == "actions":
        return -1.0
    value = ctx.worth(get) - _give_cost(ctx, give)
    if give.get("rumors"):
        value += 0.6 * min(give["rumors"], ctx.me["rumors_old"])  # Old Rumors are about to go
    return value
