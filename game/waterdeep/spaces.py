"""Where an agent may go (LW-ASG-01..05): any empty action space of a building in play, the
Harbor only with an Intrigue card in hand (LW-WH-03), never the Harbor on a reassignment
(LW-WH-07), Builder's Hall only when a tile there can be paid for (G-15), and, with the share
plot quest, once a round a space held by one opponent's agent (LW-ASG-04, LW-EX-08), never a
Harbor space (its agents are reassigned one a space). Each closed
space has its reason in plain words (the `why_not` query and every refusal use it)."""
from __future__ import annotations

from game.waterdeep import board, plots
from game.waterdeep.needs import NEEDS
from game.waterdeep.state import HARBOR, State


def may_share(state: State, seat: int, occupants: list[int]) -> bool:
    """The share plot: once a round, onto a space holding exactly one agent, an opponent's."""
    return (len(occupants) == 1 and occupants[0] != seat and state.seats[seat].shared_in != state.round
            and plots.has(state, seat, "share_space"))


def closed_reason(state: State, seat: int, space_id: str, *, reassign: bool = False) -> str:
    """Why this seat may not put an agent on the space now ('' when it may)."""
    if not board.exists(state, space_id):
        if space_id in state.hall:
            return "that building is still for sale in Builder's Hall: buy it first"
        return "there is no such action space in the city"
    here = state.occupants.get(space_id)
    if here and (space_id in HARBOR or not may_share(state, seat, here)):
        if seat in here:
            return "your own agent is already on that space"
        return f"{state.seats[here[0]].name}'s agent is already on that space"
    if space_id in HARBOR:
        if reassign:
            return "an agent cannot be reassigned to Waterdeep Harbor"
        if not state.seats[seat].intrigue:
            return "you hold no Intrigue card to play at the Harbor"
    sp = board.space(space_id)
    if sp.effect:
        need = NEEDS.get(sp.effect)
        if need is not None:
            return need(state, seat, sp.args)
    return ""


def _open(state: State, seat: int, reassign: bool, skip: str):
    """The open spaces one by one (closed_reason's checks, written out for speed: every turn asks)."""
    occupants = state.occupants
    share = None
    hand = bool(state.seats[seat].intrigue) and not reassign
    for sp in board.spaces_in_play(state):
        sid = sp.id
        if sid == skip:
            continue
        here = occupants.get(sid)
        if here:
            if sp.harbor:
                continue
            if share is None:
                share = state.seats[seat].shared_in != state.round and plots.has(state, seat, "share_space")
            if not (share and len(here) == 1 and here[0] != seat):
                continue
        if sp.harbor and not hand:
            continue
        if sp.effect:
            need = NEEDS.get(sp.effect)
            if need is not None and need(state, seat, sp.args):
                continue
        yield sid


def open_spaces(state: State, seat: int, *, reassign: bool = False, skip: str = "") -> list[str]:
    """Every space the seat may put an agent on now, in board order."""
    return list(_open(state, seat, reassign, skip))


def any_open(state: State, seat: int, *, reassign: bool = False) -> bool:
    return next(_open(state, seat, reassign, ""), None) is not None


def put(state: State, seat: int, space_id: str) -> None:
    """Stand one of the seat's agents on the space (a shared space spends the plot for the round)."""
    here = state.occupants.setdefault(space_id, [])
    if here:
        state.seats[seat].shared_in = state.round
    here.append(seat)


def lift(state: State, seat: int, space_id: str) -> None:
    """Take one of the seat's agents off the space."""
    here = state.occupants[space_id]
    here.remove(seat)
    if not here:
        del state.occupants[space_id]
