"""Brawls between Factions and with the City Watch: who wins, who retreats where, who
suffers what, and the winner's opportunity (VD-BRAWL, VD-WATCH-08..17, VD-FIGHTACT-06..08)."""
from __future__ import annotations

from game.core.errors import IllegalAction
from game.core.protocol import Event
from game.vault import board, city, dungeons, fights, flow
from game.vault.actions import Assign, Decline, Quest, Retreat, UseLocation
from game.vault.casualties import suffer
from game.vault.locations import check_use, use_location, use_options
from game.vault.state import INFLICTED, Decision, Fight, Side, State


def start_brawl(state: State, seat: int, place: str) -> list[Event]:
    """Everyone at the Location takes part, the Watch too (VD-FIGHTACT-03)."""
    seats = sorted(city.factions_at(state, place), key=lambda s: city.rank(state, s))
    sides = [fights.new_side(s, city.force(state, s, place)) for s in seats]
    if city.active_watch_at(state, place):
        sides.append(Side(seat=-1))
    fight = Fight(kind="brawl", place=place, attacker=seat, sides=sides)
    fights.begin(state, fight, "patrol")
    names = ", ".join(state.seats[s].name for s in seats if s != seat)
    against = names + (" and the City Watch" if any(s.seat < 0 for s in sides) else "")
    return [Event(f"{state.seats[seat].name} starts a Brawl at {city.face(state, place).name} against "
                  f"{against or 'the City Watch'}", {"seat": seat, "place": place})]


def _top_player(state: State, fight: Fight, power: dict[int, int]) -> int:
    """Highest Attack Strength; the active player wins ties they are in, then Initiative (AMB-18)."""
    best = max(power[s.seat] for s in fight.sides if s.seat >= 0)
    tied = [s.seat for s in fight.sides if s.seat >= 0 and power[s.seat] == best]
    if state.turn in tied:
        return state.turn
    return min(tied, key=lambda s: city.rank(state, s))


def brawl_winner(state: State, fight: Fight, power: dict[int, int]) -> int:
    """Who wins the Brawl at these Attack Strengths: a seat, or -1 for the City Watch."""
    top = _top_player(state, fight, power)
    if -1 in power and power[top] < power[-1]:  # VD-WATCH-09, AMB-19
        return -1
    return top


@flow.step("resolve_brawl")
def _resolve(state: State, data: dict) -> list[Event]:
    fight = state.fight
    power = {s.seat: fights.strength(state, fight, s) for s in fight.sides}
    watch = -1 in power
    beat_watch = [s for s in power if s >= 0 and watch and power[s] >= power[-1]]  # VD-WATCH-09
    fight.winner = brawl_winner(state, fight, power)
    losers = [s.seat for s in fight.sides if s.seat >= 0 and s.seat != fight.winner]
    shown = ", ".join(f"{fights.name(state, s)} {power[s.seat]}" for s in fight.sides)
    who = "the City Watch" if fight.winner < 0 else state.seats[fight.winner].name
    events = [Event(f"Brawl: {shown}. {who} wins", {"power": {str(k): v for k, v in power.items()},
                                                     "winner": fight.winner})]
    counts = {str(s.seat): sum(s.force) for s in fight.sides if s.seat >= 0}  # before Casualties (VD-BRAWL-10)
    steps = [("retreat", {"loser": s, "power": power[s], "counts": counts,
                          "watch": power.get(-1, -1)}) for s in losers]  # in Initiative Order (VD-BRAWL-18)
    steps.append(("brawl_casualties", {"where": {}}))
    if beat_watch:
        # the highest beater: the Brawl's winner, who also wins any tie for the top (AMB-21, AMB-18)
        steps.append(("regroup", {"chooser": fight.winner}))
    steps += ["opportunity", "end_fight"]
    flow.then(state, *steps)
    return events


@flow.step("retreat")
def _retreat(state: State, data: dict) -> list[Event]:
    fight = state.fight
    loser = data["loser"]
    if data["watch"] >= 0 and data["power"] < data["watch"] or fight.winner < 0:
        chooser = loser  # beaten by the Watch: choose your own way (VD-WATCH-15)
    elif data["counts"][str(loser)] > data["counts"][str(fight.winner)]:
        chooser = loser  # the loser outnumbers the winner (VD-BRAWL-09)
    else:
        chooser = fight.winner
    options = retreat_options(state, fight.place)
    if len(options) == 1:
        return _go(state, loser, options[0].dest)
    flow.decide(state, "retreat", chooser, loser=loser)
    return []


def retreat_options(state: State, place: str) -> list[Retreat]:
    """Side-adjacent places; the Portal too from the top row (AMB-23)."""
    return [Retreat(p) for p in city.neighbours(state, place)]


def _go(state: State, loser: int, dest: str) -> list[Event]:
    fight = state.fight
    force = city.force(state, loser, fight.place)
    city.move(state, loser, fight.place, dest, force)
    _where(state)[str(loser)] = dest
    return [Event(f"{state.seats[loser].name} retreats to {city.place_name(state, dest)}", {"seat": loser, "to": dest,
                                                                                       "force": force})]


def _where(state: State) -> dict:
    """Where each Brawl loser went (kept on the pending casualties step)."""
    step = next(s for s in state.agenda if s.do == "brawl_casualties")
    return step.data["where"]


def _retreat_legal(state: State, d: Decision) -> list:
    return retreat_options(state, state.fight.place)


def _retreat_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    return _go(state, d.data["loser"], action.dest)


@flow.explain("retreat")
def _retreat_explain(state: State, d: Decision, action) -> str:
    if not isinstance(action, Retreat):
        return ""
    here = city.place_name(state, state.fight.place)
    if action.dest == state.fight.place:
        return f"the beaten Followers must leave {here}"
    if action.dest == board.YP:
        return "only from the top row, next to the Yawning Portal, can they retreat to it"
    if action.dest not in city.in_play(state):
        return "that is not a Location on the board"
    return f"they retreat one step, to a place next to {here} (side by side, never diagonally)"


flow.decision("retreat", "Where do the beaten Followers retreat?")((_retreat_legal, _retreat_apply))


@flow.step("brawl_casualties")
def _casualties(state: State, data: dict) -> list[Event]:
    """Inflicted dice go to rivals (the inflicter picks among several, AMB-24); the Watch's
    die hurts the attacker (AMB-20); then each suffers where they now stand."""
    fight = state.fight
    players = [s.seat for s in fight.sides if s.seat >= 0]
    for i, side in enumerate(fight.sides):
        if side.seat < 0:
            continue
        rivals = [s for s in players if s != side.seat]
        for k, die in enumerate(side.dice):
            if die.source in INFLICTED and not die.ignored and die.value and die.target < 0:
                if len(rivals) == 1:
                    die.target = rivals[0]
                elif len(rivals) > 1:
                    flow.decide(state, "assign", side.seat, side=i, die=k)
                    flow.then(state, ("brawl_casualties", data))
                    return []
    hurt: dict[int, list[int]] = {}
    for side in fight.sides:
        for die in side.dice:
            if die.source in INFLICTED and not die.ignored and die.target >= 0:
                hurt.setdefault(die.target, []).append(die.value)
            if die.source == "watch_cd" and not die.ignored and fight.attacker in players:
                hurt.setdefault(fight.attacker, []).append(die.value)
    for seat in sorted(hurt, key=lambda s: city.rank(state, s), reverse=True):
        place = data["where"].get(str(seat), fight.place)
        suffer(state, seat, place, values=hurt[seat], why="the Brawl")
    return []


def _assign_legal(state: State, d: Decision) -> list:
    fight = state.fight
    rivals = [s.seat for s in fight.sides if s.seat >= 0 and s.seat != d.seat]
    return [Assign(d.data["die"], r) for r in rivals]


def _assign_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    die = state.fight.sides[d.data["side"]].dice[action.die]
    die.target = action.seat
    return [Event(f"{state.seats[d.seat].name} sends {die.value} skull(s) at {state.seats[action.seat].name}",
                  {"seat": d.seat, "target": action.seat})]


flow.decision("assign", "Which rival suffers this Casualty die?")((_assign_legal, _assign_apply))


@flow.step("opportunity")
def _opportunity(state: State, data: dict) -> list[Event]:
    """The attacker who won on their turn may use the Location at once (VD-FIGHTACT-06)."""
    fight = state.fight
    seat = fight.attacker
    if fight.winner != seat or state.turn != seat or city.controller(state, fight.place) != seat:
        return []
    if _opportunity_options(state, seat):
        flow.decide(state, "opportunity", seat)
    return []


def _opportunity_options(state: State, seat: int) -> list:
    place = state.fight.place
    if city.face(state, place).kind == "quest":
        return [Quest(place)]  # AMB-26
    return use_options(state, seat, place)


def _opportunity_legal(state: State, d: Decision) -> list:
    return [*_opportunity_options(state, d.seat), Decline()]


def _opportunity_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    if isinstance(action, Decline):
        return []
    place = state.fight.place
    state.fight = None  # the Brawl is over; the Location's Action (or Quest) follows
    if isinstance(action, Quest):
        return dungeons.attempt_quest(state, d.seat, place)
    return use_location(state, d.seat, action)


@flow.explain("opportunity")
def _opportunity_explain(state: State, d: Decision, action) -> str:
    place = state.fight.place
    if not isinstance(action, (UseLocation, Quest)):
        return ""
    if action.place != place:
        return f"only {city.place_name(state, place)}, the Location you just won, may be used now"
    if isinstance(action, UseLocation):
        try:
            check_use(state, d.seat, action)
        except IllegalAction as exc:
            return exc.why
    return ""


flow.decision("opportunity", "Use the Location you just won?")((_opportunity_legal, _opportunity_apply))


@flow.step("end_fight")
def _end(state: State, data: dict) -> list[Event]:
    if state.fight is not None and state.fight.kind == "brawl":
        state.fight = None
    return []
