"""What the content's effects do: one handler for every `do` of the content vocabulary, registered
by name with game/core/effects.py. An effect list is found by its `ref`, a path into the content
(`[card id, "effects"]`, `[champion id, "abilities", 0, "effects"]`, a roll table's row, an option,
an `otherwise`), so the agenda holds only plain data. A handler is
`(state, ctx, effect, ref, chosen) -> events`: `ctx` says who acts (`actor`), whom the card named
(`target`), whose card brought a response on (`source`), who is to blame for damage (`by`, -1 for
an encounter) and which response moment it answers (`tid`); `ref` is the effect's own path."""
from __future__ import annotations

from collections.abc import Callable

from game.core.effects import Effects
from game.core.protocol import Event
from game.dragonvault import flow, frozen, responses, teams, treasure
from game.dragonvault.refs import at, run
from game.dragonvault.actions import Choose, Target
from game.dragonvault.content import EFFECTS as VOCABULARY
from game.dragonvault.content import load
from game.dragonvault.state import State

Handler = Callable[[State, dict, object, list, int], list[Event]]
EFFECTS: Effects[Handler] = Effects("effect", dict.fromkeys(VOCABULARY))

@flow.step("effects")
def _effects(state: State, data: dict) -> list[Event]:
    effs = at(data["ref"])
    i = data["i"]
    if i >= len(effs):
        return []
    if i + 1 < len(effs):
        flow.then(state, ("effects", {"ref": data["ref"], "i": i + 1, "ctx": data["ctx"]}))
    flow.then(state, ("effect", {"ref": [*data["ref"], i], "ctx": data["ctx"]}))
    return []


@flow.step("effect")
def _effect(state: State, data: dict) -> list[Event]:
    eff = at(data["ref"])
    ctx = data["ctx"]
    actor = ctx.get("actor", -1)
    if actor >= 0 and not state.seats[actor].alive and eff.do not in ("prevent", "cancel", "reroll"):
        return []  # a dead champion's card or ability does nothing more
    chosen = data.get("chosen", -1)
    if eff.who == "chosen" and chosen < 0 and eff.do in WHO_EFFECTS:
        options = teams.living(state)
        if not options:
            return []
        flow.decide(state, "target", actor, ref=data["ref"], ctx=ctx, targets=options, card=ctx.get("card", ""))
        return []
    return EFFECTS[eff.do](state, ctx, eff, data["ref"], chosen)


def _target_legal(state: State, d) -> list:
    return [Target(s) for s in d.data["targets"] if state.seats[s].alive]


def _target_apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    flow.then(state, ("effect", {"ref": d.data["ref"], "ctx": d.data["ctx"], "chosen": action.seat}))
    return []


flow.decision("target", "choose a champion")((_target_legal, _target_apply))


def victims(state: State, ctx: dict, who: str, chosen: int = -1) -> list[int]:
    """The living champions `who` names, clockwise from the active seat."""
    actor = ctx.get("actor", -1)
    if who == "self":
        seats = [actor]
    elif who == "target":
        seats = [ctx.get("target", -1)]
    elif who == "chosen":
        seats = [chosen]
    elif who == "source":
        seats = [ctx.get("source", -1)]
    elif who == "all_enemies":
        return [s for s in teams.living(state) if teams.enemy(state, actor, s)]
    elif who == "everyone":
        return teams.living(state)
    else:
        seats = []
    return [s for s in seats if 0 <= s < len(state.seats) and state.seats[s].alive]


WHO_EFFECTS = {"damage", "heal", "freeze", "thaw", "gain", "discard"}  # the effects `who` picks champions for


# -- damage and healing (DV-DMG) --------------------------------------------------------------------------------
@EFFECTS.handler("damage")
def _damage(state, ctx, eff, ref, chosen):
    hit = victims(state, ctx, eff.who, chosen)
    if not hit or eff.amount <= 0:
        return []
    steps = [("hurt", {"victim": s, "amount": eff.amount, "by": ctx.get("by", -1), "card": ctx.get("card", "")})
             for s in hit]
    flow.then(state, *steps, ("check_end", {"since": len(state.deaths)}))
    return []


@EFFECTS.handler("heal")
def _heal(state, ctx, eff, ref, chosen):
    events = []
    for s in victims(state, ctx, eff.who, chosen):
        p = state.seats[s]
        healed = min(p.damage, eff.amount)  # never above toughness (DV-DMG-04)
        p.damage -= healed
        said = f"{p.name}'s champion heals {healed}" if healed else f"{p.name}'s champion has no damage to heal"
        events.append(Event(said, {"kind": "healed", "seat": s, "amount": healed}))
    return events


# -- frost (DV-FRZ) ------------------------------------------------------------------------------------------------
@EFFECTS.handler("freeze")
def _freeze(state, ctx, eff, ref, chosen):
    events, steps = [], []
    for s in victims(state, ctx, eff.who, chosen):
        events += frozen.freeze(state, s)
        steps.append(responses.moment(state, s, "frozen", source=ctx.get("by", -1), card=ctx.get("card", "")))
    flow.then(state, *[s for s in steps if s])
    return events


@EFFECTS.handler("thaw")
def _thaw(state, ctx, eff, ref, chosen):
    events = []
    for s in victims(state, ctx, eff.who, chosen):
        events += frozen.thaw(state, s)
    return events


# -- cards moving ----------------------------------------------------------------------------------------------------
@EFFECTS.handler("gain")
def _gain(state, ctx, eff, ref, chosen):
    """Take copies of a card from the side deck, as many as are left (DV-DECK-07, DV-DECK-08)."""
    events = []
    for s in victims(state, ctx, eff.who or "self", chosen):
        n = min(max(1, eff.amount), state.side.get(eff.card, 0))
        if n <= 0:
            continue
        state.side[eff.card] -= n
        state.seats[s].hand.extend([eff.card] * n)
        name = load().card(eff.card).name
        events.append(Event(f"{state.seats[s].name} takes {n} {name} from the side deck",
                            {"kind": "gained", "seat": s, "card": eff.card, "amount": n}))
    return events


@EFFECTS.handler("steal")
def _steal(state, ctx, eff, ref, chosen):
    """Take face-down cards from the named seat's hand; not looting (DV-LOOT-02)."""
    victim = ctx.get("target", -1)
    if victim < 0 or victim == ctx["actor"]:
        return []
    flow.then(state, *[("take_blind", {"seat": ctx["actor"], "victim": victim, "why": "steal"})
                       for _ in range(max(1, eff.amount))])
    return []


@EFFECTS.handler("discard")
def _discard(state, ctx, eff, ref, chosen):
    if eff.card:  # that very card (the Ogre's Food): no choice to make
        events = []
        for s in victims(state, ctx, eff.who, chosen):
            p = state.seats[s]
            for _ in range(max(1, eff.amount)):
                if eff.card in p.hand:
                    p.hand.remove(eff.card)
                    state.adventure.discard.append(eff.card)
                    events.append(Event(f"{p.name} discards {load().card(eff.card).name}",
                                        {"kind": "discarded", "seat": s, "card": eff.card}, reveals=True))
        return events
    flow.then(state, *[("discard_some", {"seat": s, "left": max(1, eff.amount)})
                       for s in victims(state, ctx, eff.who, chosen)])
    return []


@EFFECTS.handler("salvage")
def _salvage(state, ctx, eff, ref, chosen):
    flow.then(state, ("salvage", {"seat": ctx["actor"], "types": list(eff.types)}))
    return []


@EFFECTS.handler("peek")
def _peek(state, ctx, eff, ref, chosen):
    flow.then(state, ("peek", {"seat": ctx["actor"], "amount": max(1, eff.amount)}))
    return []


# -- paying, rolling, choosing -------------------------------------------------------------------------------
@EFFECTS.handler("pay_or")
def _pay_or(state, ctx, eff, ref, chosen):
    return treasure.ask_pay_or(state, ctx, eff, ref)


@EFFECTS.handler("roll")
def _roll(state, ctx, eff, ref, chosen):
    flow.then(state, *[("roll_d6", {"seat": ctx["actor"], "after": "roll_table", "ref": ref, "ctx": ctx,
                                    "purpose": ref[0]})
                       for _ in range(max(1, eff.times))])
    return []


@EFFECTS.handler("choose")
def _choose(state, ctx, eff, ref, chosen):
    if eff.options:
        flow.decide(state, "choose", ctx["actor"], ref=ref, ctx=ctx, labels=[o.label for o in eff.options],
                    card=ctx.get("card", ""))
    return []


def _choose_legal(state: State, d) -> list:
    options = at(d.data["ref"]).options
    return [Choose(i) for i, o in enumerate(options) if not lacking(state, d.seat, o.effects)] or \
        [Choose(i) for i in range(len(options))]


def lacking(state: State, seat: int, effs) -> str:
    """The card an option needs and the seat does not hold ('' when it holds what it needs)."""
    for e in effs:
        if e.do == "discard" and e.card and e.card not in state.seats[seat].hand:
            return e.card
    return ""


@flow.explain("choose")
def _choose_why(state: State, d, action) -> str:
    options = at(d.data["ref"]).options
    if isinstance(action, Choose) and 0 <= action.option < len(options):
        need = lacking(state, d.seat, options[action.option].effects)
        if need:
            return f"you have no {load().card(need).name} to give"
    return ""


def _choose_apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    run(state, [*d.data["ref"], "options", action.option, "effects"], d.data["ctx"])
    p = state.seats[d.seat]
    return [Event(f"{p.name} chooses: {d.data['labels'][action.option]}", {"kind": "chose", "seat": d.seat,
                                                                          "option": action.option})]


flow.decision("choose", "choose one")((_choose_legal, _choose_apply))


# -- what responses do to their moment -----------------------------------------------------------------------------
@EFFECTS.handler("prevent", "cancel", "reroll")
def _stop(state, ctx, eff, ref, chosen):
    if ctx.get("tid", -1) >= 0:
        state.flags.append(f"{eff.do}:{ctx['tid']}")
    return []


@EFFECTS.handler("skip_draw")
def _skip_draw(state, ctx, eff, ref, chosen):
    if ctx.get("actor") == state.active:
        state.skip_draw = True
        return [Event(f"{state.seats[state.active].name} will not draw this turn", {"kind": "skip_draw",
                                                                                    "seat": state.active})]
    return []
