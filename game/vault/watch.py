"""The City Watch: patrols toward Brawls, regroups when beaten (VD-WATCH-02..05, -11), and steps
where a whisper sends it (a Rumor, a card, an Initiative)."""
from __future__ import annotations

from game.core.errors import IllegalAction
from game.core.protocol import Event
from game.vault import board, city, flow
from game.vault.actions import Patrol, Regroup, Whisper
from game.vault.state import Decision, Side, State


def post_refusal(state: State, place: str) -> str:
    """Why no City Watch token may stand at this place ('' if one may): words for a refusal."""
    if place == board.YP:
        return "the City Watch stands only on Waterdeep Locations, never on the Portal"
    if place not in city.in_play(state):
        return "that is not a Location on the board"
    if city.watch_at(state, place) >= 0:
        return "a City Watch token is already there"
    return ""


def _next_to(state: State, place: str) -> str:
    return f"it is not next to {city.place_name(state, place)} (side by side, never diagonally)"


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
    token = state.watch[move.watch]
    source, token.place = token.place, move.dest
    events = [Event(f"The City Watch hears the Brawl and moves from {city.place_name(state, source)} to "
                    f"{city.place_name(state, move.dest)}", {"watch": move.watch, "from": source, "to": move.dest})]
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


@flow.explain("patrol")
def _patrol_explain(state: State, d: Decision, action) -> str:
    """Only asked on a refusal (never while playing), so the legal list is worked out again here."""
    if not isinstance(action, Patrol):
        return ""
    there = state.fight.place
    blocked = post_refusal(state, action.dest)
    if blocked:
        return blocked
    moving = sorted({p.watch for p in patrol_options(state, there)})
    if action.watch not in moving:
        return "that City Watch token is not the nearest patrol to the Brawl"
    token = state.watch[action.watch]
    if action.dest not in city.slot_neighbours(state, token.place):
        return _next_to(state, token.place)
    return f"that step does not bring the patrol nearer to the Brawl at {city.place_name(state, there)}"


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


@flow.explain("regroup")
def _regroup_explain(state: State, d: Decision, action) -> str:
    if not isinstance(action, Regroup):
        return ""
    if action.dest == state.fight.place:
        return f"the beaten City Watch must leave {city.place_name(state, action.dest)}"
    return post_refusal(state, action.dest) or f"the beaten City Watch falls back one step: {_next_to(state, state.fight.place)}"


def whisper_refusal(state: State, watch: int, dest: str, steps: int) -> str:
    """check_watch_step's reason in words ('' when the step is allowed)."""
    try:
        check_watch_step(state, watch, dest, steps)
    except IllegalAction as exc:
        return exc.why
    return ""


flow.decision("regroup", "Where does the beaten City Watch regroup?")((_regroup_legal, _regroup_apply))


# -- whispers: a Rumor spent, a card played, the Bregan D'aerthe Initiative --------------------------
def check_watch_step(state: State, watch: int, dest: str, steps: int) -> None:
    """Raise IllegalAction unless Watch token `watch` may move to `dest` in at most `steps` steps."""
    if not 0 <= watch < len(state.watch):
        raise IllegalAction("there is no such City Watch token")
    token = state.watch[watch]
    if token.regrouping:
        raise IllegalAction("a Regrouping City Watch token cannot be moved")
    if dest not in city.in_play(state):
        raise IllegalAction("the City Watch only moves between Waterdeep Locations (never the Portal)")
    if city.watch_at(state, dest) >= 0:
        raise IllegalAction("there is already a City Watch token there")
    if not 0 < board.distance(token.place, dest) <= steps:
        raise IllegalAction(f"the Watch moves {steps} step{'s' if steps > 1 else ''} at most, never diagonally, "
                            f"and that token stands at {city.place_name(state, token.place)}")


def move_watch(state: State, watch: int, dest: str, why: str) -> list[Event]:
    """Move Watch token `watch` to `dest` (checked), the log saying `why`."""
    token = state.watch[watch]
    source = token.place
    token.place = dest
    return [Event(f"{why}: a Watch patrol moves from {city.place_name(state, source)} to "
                  f"{city.place_name(state, dest)}",
                  {"watch": watch, "from": source, "to": dest})]


def free_whisper_moves(state: State) -> list[Whisper]:
    """Each active Watch token one step to a neighbour with no token (the free whisper)."""
    out = []
    for i, w in enumerate(state.watch):
        if not w.regrouping:
            out += [Whisper(i, p) for p in city.slot_neighbours(state, w.place) if city.watch_at(state, p) < 0]
    return out
