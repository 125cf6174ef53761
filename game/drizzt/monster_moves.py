"""Monsters moving (LD-MON-03/04): next to a hero, or tiles along the route to the nearest one,
landing on the spawn point or the nearest free space; the figures' spaces as `code`s."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid
from game.drizzt.content import load
from game.drizzt.grid.bits import _OFF, _SHIFT  # grid.code written out where it is hot
from game.drizzt.grid.spots import arrival, base_codes, land_among
from game.drizzt.monster_sight import Sight, flag_keys
from game.drizzt.state import Monster, State

_SIZE = grid.SIZE


def taken_codes(state: State, skip: str = "") -> set:
    """The spaces of `board.occupied(state, skip_monster=skip)` as `code`s, in one pass: every
    figure on the map but monster `skip` (heroes down still stand there; escaped ones do not)."""
    out = set()
    add = out.add
    sizes, shift, base = _SIZES, _SHIFT, _BASE
    for m in state.monsters:
        if m.uid != skip:
            x, y = m.cell
            if sizes.get(m.card) == 1:
                add((x << shift) + y + base)
            else:
                k = (x << shift) + y + base
                size = _size(m.card)
                if size == 1:
                    add(k)
                else:
                    out.update([k + d for d in base_codes(size)])
    for h in state.heroes:
        c = h.cell
        if c is not None and not h.escaped:
            add((c[0] << shift) + c[1] + base)
    return out


_BASE = (_OFF << _SHIFT) + _OFF  # grid.code((x, y)) is (x << _SHIFT) + y + _BASE


_SIZES: dict[str, int] = {}  # monster card id -> its base size


def _size(card: str) -> int:
    got = _SIZES.get(card)
    if got is None:
        got = _SIZES[card] = board.size_of(card)
    return got


def step_next_to(state: State, m: Monster, k: int, sight: Sight | None = None, taken=None) -> list[Event]:
    """Move the monster onto a free space next to hero k, the one nearest to it (an event when it
    moves). `taken`: the codes of the other figures' spaces, if known (`taken_codes`)."""
    flags = state.flags
    if flags and flags.pop(flag_keys(m.uid)[3], False):  # slowed
        return []
    sight = sight or Sight(state, m)
    if k in sight.adjacent():
        return []
    x, y = m.cell
    hx, hy = state.heroes[k].cell
    if taken is None:
        taken = taken_codes(state, m.uid)
    spot = land_among(sight.g, (hx, hy), taken, (x, y), _SIZES.get(m.card) or _size(m.card))
    if spot is None or (spot[0] == x and spot[1] == y):
        return []
    return _moved(m, spot)


def _moved(m: Monster, spot) -> list[Event]:
    """Put the monster on `spot` and tell it."""
    m.cell = list(spot)
    told = _MOVES.get(m.card)
    if told is None:
        told = _MOVES[m.card] = f"{load().monster(m.card).name} moves"
    return [Event(told, {"monster": m.uid, "to": list(spot)})]


_MOVES: dict[str, str] = {}  # monster card id -> "<its name> moves" (a card's name never changes)


def move_toward(state: State, m: Monster, tiles: int, sight: Sight | None = None, taken=None) -> list[Event]:
    """N tiles along the route to the nearest hero, landing on that tile's spawn point (LD-MON-03).
    `taken` as for `step_next_to`."""
    flags = state.flags
    if flags and flags.pop(flag_keys(m.uid)[3], False):  # slowed
        return []
    sight = sight or Sight(state, m)
    best = sight.nearest()
    if best is None:
        return []
    g = sight.g
    k = best[0]
    hero = tuple(state.heroes[k].cell)
    x, y = m.cell
    here, there = (x // _SIZE, y // _SIZE), (hero[0] // _SIZE, hero[1] // _SIZE)
    far = g.distances(there).get(here)  # the route to the hero's tile is `far` + 1 tiles long
    if not far:  # no route, or on the hero's tile
        return step_next_to(state, m, k, sight, taken)
    goal = there if tiles >= far else g.tile_route(here, there)[tiles]  # (a route ends on its goal)
    if taken is None:
        taken = taken_codes(state, m.uid)
    spot = land_among(g, arrival(g, goal), taken, hero, _SIZES.get(m.card) or _size(m.card))
    if spot is None:
        return []
    return _moved(m, spot)


def move_all(state: State, tiles: int) -> list[Event]:
    """Every monster but an object moves `tiles` toward its nearest hero, in play order (an
    encounter's "move_monsters"). The map and the standing heroes are read once, and the figures'
    spaces kept as a count per code, each mover taken off while it moves."""
    movers = [m for m in state.monsters if load().monster(m.card).kind != "object"]
    if not movers:
        return []
    g, standing = board.index(state).geo(board.defs()), board.standing(state)
    counts: dict[int, int] = {}  # code -> figures on it (two should never share one; if they do, both count)
    for k in [k for m in state.monsters for k in _codes_of(m)] + [_code(h.cell) for h in state.heroes
                                                                     if h.cell is not None and not h.escaped]:
        counts[k] = counts.get(k, 0) + 1
    events = []
    for m in movers:
        for k in _codes_of(m):
            if counts[k] == 1:
                del counts[k]
            else:
                counts[k] -= 1
        events += move_toward(state, m, tiles, Sight(state, m, g, standing), counts)
        for k in _codes_of(m):
            counts[k] = counts.get(k, 0) + 1
    return events


def _code(c) -> int:
    return (c[0] << _SHIFT) + c[1] + _BASE  # grid.code


def _codes_of(m: Monster) -> list[int]:
    """The codes of the spaces the monster covers."""
    k = _code(m.cell)
    size = _SIZES.get(m.card) or _size(m.card)
    return [k] if size == 1 else [k + d for d in base_codes(size)]
