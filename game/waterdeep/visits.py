"""Visiting a space (LW-ASG-03): its owner's benefit when someone else visits a bought building
(LW-BLD-03, G-16, G-17), what the space gives, what was piled on the tile since it was last
visited (LW-RND-04), the bonus cube of a plot quest, then the space's effect."""
from __future__ import annotations

from game.core.protocol import Event
from game.waterdeep import board, flow, plots, tavern
from game.waterdeep.content import load
from game.waterdeep.state import State


def with_bonus(state: State, seat: int, bundle: dict) -> dict:
    """The bundle a space gives, plus one cube of each kind a plot quest adds to such a gain."""
    extra = plots.plot_args(state, seat, "bonus_cube")
    if not extra:
        return bundle
    out = dict(bundle)
    for args in extra:
        kind = args.get("kind", "")
        if out.get(kind, 0) > 0:
            out[kind] += 1
    return out


@flow.step("visit")
def _visit(state: State, data: dict) -> list[Event]:
    seat, space_id = data["seat"], data["space"]
    sp = board.space(space_id)
    events: list[Event] = []
    if not sp.basic:
        owner = state.owner[space_id]
        if owner != seat:
            tile = load().buildings[space_id]
            events += tavern.gain(state, owner, dict(tile.owner or {}), f"owner of {tile.name}")
    gains = dict(sp.gain)
    pile = state.piles.get(space_id)
    if pile:
        for kind, n in pile.items():
            gains[kind] = gains.get(kind, 0) + n
        state.piles[space_id] = {}
    if sp.effect:  # after the plain gains and the cards they draw (queued in front of it below)
        flow.then(state, ("effect", {"seat": seat, "effect": sp.effect, "args": sp.args, "space": space_id}))
    events += tavern.gain(state, seat, with_bonus(state, seat, gains), sp.name)
    return events
