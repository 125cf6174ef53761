"""Fights: one die per class present, modifiers, an Attack die, Attack Strength
(VD-FIGHT-01..20), and the exchange of cards, re-rolls and Rumors (VD-BRAWL-04..06)."""
from __future__ import annotations

from game.core.dice import die as die_kind
from game.core.protocol import Event
from game.vault import city, effects, flow
from game.vault.actions import Pass, PlayCard, Reroll, RogueDie, SpendRumors, SwitchDie
from game.vault.casualties import discard_card
from game.vault.content import load
from game.vault.state import CLASS_DIE, CLASSES, INFLICTED, Decision, Fight, FightDie, Side, State

ATTACK_KINDS = ("d4", "d10", "d12")  # AMB-43: a Casualty die is never the Attack die
WATCH_STRENGTH = 6  # VD-WATCH-08


def new_side(seat: int, force: list[int]) -> Side:
    """A participant; each Wizard beyond the first gives a re-roll (VD-FIGHT-11)."""
    return Side(seat=seat, force=list(force), rerolls=max(0, force[2] - 1))


FIGHT_STEPS = ("declare_rogues", "fight_roll", "provisional", "exchange_start")


def begin(state: State, fight: Fight, *first: str) -> None:
    """Start a Fight: (any `first` steps,) Rogue dice declared, the roll, the exchange."""
    state.fight = fight
    flow.then(state, *first, *FIGHT_STEPS)


@flow.step("declare_rogues")
def _declare(state: State, data: dict) -> list[Event]:
    for side in state.fight.sides:
        if side.seat >= 0 and side.force[1] and not side.declared:
            flow.decide(state, "rogue_die", side.seat)
            flow.then(state, "declare_rogues")
            return []
    return []


def _rogue_legal(state: State, d: Decision) -> list:
    return [RogueDie(True), RogueDie(False)]


def _rogue_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    side = side_of(state.fight, d.seat)
    side.declared, side.rogue_cd = True, action.roll
    return []


flow.decision("rogue_die", "Roll the Rogue's Casualty die?")((_rogue_legal, _rogue_apply))


def side_of(fight: Fight, seat: int) -> Side:
    return next(s for s in fight.sides if s.seat == seat)


def _pool(side: Side) -> list[tuple[str, str]]:
    if side.seat < 0:
        return [("casualty", "watch_cd")]
    pool = [(CLASS_DIE[c], c) for i, c in enumerate(CLASSES) if side.force[i]]
    if side.rogue_cd:
        pool.append(("casualty", "rogue_cd"))
    return pool


@flow.step("fight_roll")
def _roll(state: State, data: dict) -> list[Event]:
    kinds = [k for side in state.fight.sides for k, _ in _pool(side)]
    flow.roll(state, "fight_roll", kinds)
    return []


@flow.on_roll("fight_roll")
def _rolled(state: State, values: list[int], data: dict) -> list[Event]:
    it = iter(values)
    events = []
    for side in state.fight.sides:
        side.dice = [FightDie(k, next(it), src) for k, src in _pool(side)]
        shown = ", ".join(f"{d.kind} {d.value}" if d.kind != "casualty" else f"{d.value} skull(s)" for d in side.dice)
        events.append(Event(f"{name(state, side)} rolls {shown}", {"seat": side.seat, "dice": [d.value for d in side.dice]}))
    return events


def name(state: State, side: Side) -> str:
    return "The City Watch" if side.seat < 0 else state.seats[side.seat].name


@flow.step("provisional")
def _provisional(state: State, data: dict) -> list[Event]:
    """Each side names its best die as the Attack die for now (AMB-16)."""
    for side in state.fight.sides:
        if side.seat >= 0 and side.attack < 0:
            side.attack = best_attack(side)
    flow.then(state, "crits")
    return []


def best_attack(side: Side) -> int:
    choices = [i for i, d in enumerate(side.dice) if d.kind in ATTACK_KINDS]
    return max(choices, key=lambda i: (side.dice[i].value, is_crit(side.dice[i])), default=-1)


def is_crit(d: FightDie) -> bool:
    """The natural highest face of the die (VD-FIGHT-17/18: bonuses never count)."""
    return d.kind in ATTACK_KINDS and d.value == max(die_kind(d.kind).faces)


@flow.step("crits")
def _crits(state: State, data: dict) -> list[Event]:
    """Roll the Critical Casualty die for each side whose Attack die is a natural max, and
    set it aside for a side that switched away from one. It is rolled once per Fight:
    switching back takes the set-aside die up again, never a free new roll."""
    events = []
    for i, side in enumerate(state.fight.sides):
        if side.seat < 0 or side.attack < 0:
            continue
        crit = is_crit(side.dice[side.attack])
        has = any(d.source == "crit_cd" for d in side.dice)
        if crit and not has and side.set_aside:
            side.dice.append(side.set_aside.pop())
        elif crit and not has:
            flow.roll(state, "crit", ["casualty"], side=i)
            flow.then(state, "crits")
            return events
        if has and not crit:
            side.set_aside = [d for d in side.dice if d.source == "crit_cd"]
            side.dice = [d for d in side.dice if d.source != "crit_cd"]
            events.append(Event(f"{name(state, side)} gives up the Critical Hit", {"seat": side.seat}))
    return events


@flow.on_roll("crit")
def _crit_rolled(state: State, values: list[int], data: dict) -> list[Event]:
    side = state.fight.sides[data["side"]]
    side.dice.append(FightDie("casualty", values[0], "crit_cd"))
    return [Event(f"{name(state, side)} scores a Critical Hit: {values[0]} skull(s)", {"seat": side.seat,
                                                                                          "skulls": values[0]})]


def strength(state: State, fight: Fight, side: Side) -> int:
    """Attack Strength: Attack die + card bonuses + Rumors + 1 per skull inflicted, + Secrets
    in Dungeons (VD-FIGHT-20, VD-DUN-07); the Watch: 6 + its die (VD-WATCH-08)."""
    skulls = sum(d.value for d in side.dice if d.kind == "casualty" and not d.ignored)
    if side.seat < 0:
        return WATCH_STRENGTH + skulls
    total = (side.dice[side.attack].value if side.attack >= 0 else 0) + side.bonus + side.rumors + skulls
    if fight.kind in ("dungeon", "vault"):
        total += len(state.seats[side.seat].secrets)
    if fight.kind == "dungeon":
        total += len(state.dungeon_rumors)  # Rumors Spread (VD-ALT-SPREAD-03)
    return total


# -- the exchange -----------------------------------------------------------------------------------
@flow.step("exchange_start")
def _exchange_start(state: State, data: dict) -> list[Event]:
    fight = state.fight
    players = [i for i, s in enumerate(fight.sides) if s.seat >= 0]
    if fight.kind == "brawl":
        # the player losing starts (VD-BRAWL-04): in a tie the player whose turn it is is winning
        fight.turn = min(players, key=lambda i: (strength(state, fight, fight.sides[i]),
                                                 fight.sides[i].seat == state.turn,
                                                 city.rank(state, fight.sides[i].seat)))
    else:
        fight.turn = players[0]
    fight.passes = 0
    flow.then(state, "exchange")
    return []


@flow.step("exchange")
def _exchange(state: State, data: dict) -> list[Event]:
    fight = state.fight
    players = [s for s in fight.sides if s.seat >= 0]
    if fight.passes >= len(players):
        flow.then(state, f"resolve_{'brawl' if fight.kind == 'brawl' else 'rooms'}")
        return []
    flow.decide(state, "modify", fight.sides[fight.turn].seat)
    return []


def _cards_in_hand(state: State, seat: int) -> list[str]:
    p = state.seats[seat]
    return sorted(set(p.treasure) | set(p.magic))


def can_play(state: State, side: Side, card_id: str) -> bool:
    """May this side play this card in this Fight now (VD-FIGHT-13/14, VD-CARD-11/15/16/17)?"""
    return not refusal(state, side, card_id)


def refusal(state: State, side: Side, card_id: str) -> str:
    """Why this side may not play this card in this Fight now ('' when it may)."""
    p = state.seats[side.seat]
    if card_id not in p.treasure and card_id not in p.magic:
        return "that card is not in your hand (a played Magic Item returns at Refresh)"
    card = load().card(card_id)
    if card_id in side.found:
        return f"{card.name} was found in this Fight: it cannot be used in it"
    # a card of another moment with a Fight handler (ignoring a rival's Casualty die) plays in a Brawl
    if card.when != "fight" and not (card.effect in effects.FIGHT and state.fight.kind == "brawl"):
        return f"{card.name} is not played in a Fight"
    if card.deck == "magic" and side.magic_used >= sum(side.force):
        return f"no more Magic Items than Followers in the Fight: {sum(side.force)}"
    if card.klass:
        c = CLASSES.index(card.klass)
        if side.class_used[c] >= side.force[c]:
            return (f"no more {card.klass.capitalize()} Magic Items than {card.klass.capitalize()}s in the "
                    f"Fight: {side.force[c]}")
    return effects.FIGHT_NEEDS[card.effect](state, side, card)




def _modify_legal(state: State, d: Decision) -> list:
    fight = state.fight
    i = fight.turn
    side = fight.sides[i]
    out: list = [Pass()]
    for card in _cards_in_hand(state, side.seat):
        if not can_play(state, side, card):
            continue
        out += effects.FIGHT_PLAYS[load().card(card).effect](state, i, card)
    if side.rerolls > 0:
        out += [Reroll(k) for k, dd in enumerate(side.dice) if dd.source in (*CLASSES, "rogue_cd", "crit_cd")]
    rumors = state.seats[side.seat].rumors
    out += [SpendRumors(n) for n in range(1, rumors + 1)]
    if not side.die_locks:
        out += [SwitchDie(k) for k, dd in enumerate(side.dice) if dd.kind in ATTACK_KINDS and k != side.attack]
    return out


def _modify_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    fight = state.fight
    side = fight.sides[fight.turn]
    who = name(state, side)
    events: list[Event] = []
    if isinstance(action, Pass):
        fight.passes += 1
        events.append(Event(f"{who} passes", {"seat": side.seat}))
    else:
        fight.passes = 0
        events += _modify(state, side, action, who)
    _next_turn(state)
    flow.then(state, "crits", "exchange")
    return events


def _modify(state: State, side: Side, action, who: str) -> list[Event]:
    if isinstance(action, SpendRumors):
        city.spend_rumors(state, side.seat, action.count)
        side.rumors += action.count
        return [Event(f"{who} spends {action.count} Rumor(s): +{action.count}", {"seat": side.seat})]
    if isinstance(action, SwitchDie):
        side.attack = action.index
        dd = side.dice[action.index]
        return [Event(f"{who} makes the {dd.kind} ({dd.value}) the Attack die", {"seat": side.seat})]
    if isinstance(action, Reroll):
        side.rerolls -= 1
        flow.roll(state, "reroll", [side.dice[action.index].kind], side=state.fight.sides.index(side),
                  index=action.index)
        return [Event(f"{who} re-rolls the {side.dice[action.index].kind}", {"seat": side.seat})]
    return play_fight_card(state, side, action)


def play_fight_card(state: State, side: Side, action: PlayCard) -> list[Event]:
    card = load().card(action.card)
    who = name(state, side)
    discard_card(state, side.seat, card.id)
    if card.deck == "magic":
        side.magic_used += 1
    if card.klass:
        side.class_used[CLASSES.index(card.klass)] += 1
    effects.FIGHT[card.effect](state, side, card, action.target)
    return [Event(f"{who} plays {card.name}", {"seat": side.seat, "card": card.id, "text": card.text})]


@flow.on_roll("reroll")
def _rerolled(state: State, values: list[int], data: dict) -> list[Event]:
    side = state.fight.sides[data["side"]]
    dd = side.dice[data["index"]]
    dd.value = values[0]  # the new result replaces the old (VD-REROLL-01)
    return [Event(f"{name(state, side)}'s {dd.kind} now shows {dd.value}", {"seat": side.seat, "value": dd.value})]


@flow.on_roll("card_cd")
def _card_cds(state: State, values: list[int], data: dict) -> list[Event]:
    side = state.fight.sides[data["side"]]
    side.dice += [FightDie("casualty", v, "card_cd") for v in values]
    return [Event(f"{name(state, side)} inflicts {sum(values)} more skull(s)", {"seat": side.seat})]


def _next_turn(state: State) -> None:
    """Single-seat Fights stay with their seat; a Brawl passes round in Initiative Order."""
    fight = state.fight
    players = [i for i, s in enumerate(fight.sides) if s.seat >= 0]
    if len(players) == 1:
        return
    by_rank = sorted(players, key=lambda i: city.rank(state, fight.sides[i].seat))
    at = by_rank.index(fight.turn)
    fight.turn = by_rank[(at + 1) % len(by_rank)]


@flow.explain("modify")
def _modify_explain(state: State, d: Decision, action) -> str:
    side = state.fight.sides[state.fight.turn]
    if isinstance(action, PlayCard):
        return refusal(state, side, action.card) or "name a Casualty die a rival inflicted"
    if isinstance(action, Reroll):
        return "no re-roll left" if side.rerolls <= 0 else "re-roll one of your own dice"
    if isinstance(action, SpendRumors):
        return f"you hold {state.seats[side.seat].rumors} Rumor(s)"
    if isinstance(action, SwitchDie):
        if side.die_locks:
            return "a card you played needs your Attack die as it is"
        return "the Attack die is one of your d4, d10 or d12, never a Casualty die"
    return ""


flow.decision("modify", "Play a card, re-roll, spend Rumors, change your Attack die, or pass")(
    (_modify_legal, _modify_apply))
