"""The City Watch: patrols toward Brawls, and regroups when beaten (VD-WATCH-02..05, -11)."""
from __future__ import annotations

from game.core.protocol import Event
from game.vault import board, city, flow
from game.vault.actions import Patrol, Regroup
from game.vault.state import Decision, Side, State


def patrol_options(state: State, place: str) -> list[Patrol]:
    """One step of the nearest active Watch token toward the Brawl (AMB-22)."""
    if city.active_watch_at(state, place):
        return []
    active = [(i, w) for i, w in enumerate(state.watch) if not w.regrouping and w.place != place]
    if not active:
        return []
    nearest = min(board.distance(w.place, place) for _, w in active)
    out = []
    for i, w in active:
        if board.distance(w.place, place) != nearest:
            continue
        for step in city.slot_neighbours(state, w.place):
            if board.distance(step, place) == nearest - 1 and city.watch_at(state, step) < 0:
                out.append(Patrol(i, step))
    return out


@flow.step("patrol")
def _patrol(state: State, data: dict) -> list[Event]:
    fight = state.fight
    if sum(1 for s in fight.sides if s.seat >= 0) < 2:
        return []  # a Fight with the Watch alone sends no patrol (AMB-22)
    options = patrol_options(state, fight.place)
    if not options:
        return []
    if len(options) == 1:
        return _march(state, options[0])
    defenders = [s.seat for s in fight.sides if s.seat >= 0 and s.seat != fight.attacker]
    chooser = min(defenders, key=lambda s: city.rank(state, s))  # the attacked Faction decides (VD-WATCH-05)
    flow.decide(state, "patrol", chooser)
    return []


def _march(state: State, move: Patrol) -> list[Event]:
    from game.vault.turn import place_name

    token = state.watch[move.watch]
    source, token.place = token.place, move.dest
    events = [Event(f"The City Watch hears the Brawl and moves from {place_name(state, source)} to "
                    f"{place_name(state, move.dest)}", {"watch": move.watch, "from": source, "to": move.dest})]
    fight = state.fight
    if move.dest == fight.place:
        fight.sides.append(Side(seat=-1))  # VD-WATCH-03
        events.append(Event("The City Watch joins the Brawl", {"watch": move.watch}))
    return events


def _patrol_legal(state: State, d: Decision) -> list:
    return patrol_options(state, state.fight.place)


def _patrol_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    return _march(state, action)


flow.decision("patrol", "Which City Watch patrol moves, and where?")((_patrol_legal, _patrol_apply))


def regroup_options(state: State, place: str) -> list[Regroup]:
    """Where a beaten Watch may regroup: an adjacent Location with no Watch token (AMB-21)."""
    return [Regroup(p) for p in city.slot_neighbours(state, place) if city.watch_at(state, p) < 0]


@flow.step("regroup")
def _regroup(state: State, data: dict) -> list[Event]:
    watch = city.watch_at(state, state.fight.place)
    state.watch[watch].regrouping = True  # VD-WATCH-11
    options = regroup_options(state, state.fight.place)
    if len(options) > 1:
        flow.decide(state, "regroup", data["chooser"], watch=watch)
        return [Event("The City Watch is beaten and falls back to regroup", {"watch": watch})]
    events = [Event("The City Watch is beaten and falls back to regroup", {"watch": watch})]
    if options:
        state.watch[watch].place = options[0].dest
    return events


def _regroup_legal(state: State, d: Decision) -> list:
    return regroup_options(state, state.fight.place)


def _regroup_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    state.watch[d.data["watch"]].place = action.dest
    return [Event(f"The City Watch regroups at {city.face(state, action.dest).name}", {"watch": d.data["watch"],
                                                                                       "to": action.dest})]


flow.decision("regroup", "Where does the beaten City Watch regroup?")((_regroup_legal, _regroup_apply))
