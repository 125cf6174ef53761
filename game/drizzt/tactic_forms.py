"""The later tactic forms (LD-MON, issue 19: the Advanced monsters and the villains act alike no
more): conditions `bloodied`, `crowd:N`, `ally_hurt`; actions `snipe` (the weakest hero in range),
`pull` (drag a hero next to it, then strike), `retreat:N` (back away from the heroes) and
`mend:N` (heal a hurt ally on its tile). `charge` (a close attack 1 harder for the run-up) is
in tactics.py beside the close attack it extends, with the first forms and the activation;
tactics.py imports this module so every handler is registered before a monster acts."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid, scale
from game.drizzt.content import load
from game.drizzt.damage import monster_attack
from game.drizzt.grid.spots import arrival, land_among
from game.drizzt.monster_moves import taken_codes
from game.drizzt.monster_sight import Sight, flag_keys
from game.drizzt.state import Monster, State
from game.drizzt.tactic_registry import ACTIONS, CONDITIONS

_SIZE = grid.SIZE


# -- conditions ---------------------------------------------------------------------------------------
@CONDITIONS.handler("bloodied")
def _bloodied(m: Monster, sight: Sight, reach: int, card) -> bool:
    """At half its full Health or less, as scaled for the party (a full Health of 5 is bloodied at 2)."""
    return m.health * 2 <= _full(sight.state, m)


@CONDITIONS.handler("crowd")
def _crowd(m: Monster, sight: Sight, reach: int, card) -> bool:
    """`reach` (the N of crowd:N) or more standing heroes on its tile."""
    return len(_on_tile(sight)) >= reach


@CONDITIONS.handler("ally_hurt")
def _ally_hurt(m: Monster, sight: Sight, reach: int, card) -> bool:
    return _hurt_ally(sight.state, m) is not None


def _on_tile(sight: Sight) -> list[int]:
    """The standing heroes on the monster's tile (or tiles, for a large base)."""
    here = grid.tiles_of(sight.mine)
    heroes = sight.state.heroes
    return [k for k in sight.standing if grid.tile_of(tuple(heroes[k].cell)) in here]


def _hurt_ally(state: State, m: Monster) -> Monster | None:
    """The other monster on its tile missing the most Health (first placed on a tie), not an object.
    Asked of every monster at each activation of a mender: a one-space figure's tile is read off
    its space, not worked out as a set."""
    here = grid.tiles_of(board.cells_of(m))
    best, gap = None, 0
    for other in state.monsters:
        if other.uid == m.uid:
            continue
        if board.size_of(other.card) == 1:
            x, y = other.cell
            if (x // _SIZE, y // _SIZE) not in here:
                continue
        elif not grid.tiles_of(board.cells_of(other)) & here:
            continue
        missing = _full(state, other) - other.health
        if missing > gap and load().monster(other.card).kind != "object":
            best, gap = other, missing
    return best


def _full(state: State, m: Monster) -> int:
    """Its full Health: the card's, or a villain's as the party-size scale sets it."""
    return scale.full_health(state.adventure, len(state.heroes), m.card)


# -- actions ------------------------------------------------------------------------------------------
@ACTIONS.handler("snipe")
def _snipe(state: State, m: Monster, line, sight: Sight, card) -> list[Event]:
    """Attack, from where it stands, the standing hero in range with the least Health (then the
    nearer, then the first seat)."""
    k = weakest_in_reach(state, m, line.reach, sight)
    if k is not None:
        monster_attack(state, m.uid, k, *line.blow)
    return []


def weakest_in_reach(state: State, m: Monster, reach: int, sight: Sight) -> int | None:
    g = sight.g
    here = grid.tiles_of(sight.mine)
    best = None
    for k in sight.standing:
        hero = state.heroes[k]
        dist = g.distances(grid.tile_of(tuple(hero.cell)))
        far = min((dist[t] for t in here if t in dist), default=None)
        if far is None or far > reach:
            continue
        key = (hero.health, far, k)
        if best is None or key < best:
            best = key
    return None if best is None else best[2]


@ACTIONS.handler("pull")
def _pull(state: State, m: Monster, line, sight: Sight, card) -> list[Event]:
    """The nearest hero in range is dragged onto the free space next to the monster nearest to it
    (it stays put if it is already next to it or no space is free), then attacked."""
    best = sight.nearest()
    if best is None or best[1] > line.reach:
        return []
    k = best[0]
    events = []
    if k not in sight.adjacent():
        spot = _free_beside(state, m, sight, tuple(state.heroes[k].cell))
        if spot is None:
            return []
        state.heroes[k].cell = list(spot)
        events.append(Event(f"{card.name} drags {state.heroes[k].name} next to it", {"monster": m.uid, "hero": k,
                                                                                    "to": list(spot)}))
    monster_attack(state, m.uid, k, *line.blow)
    return events


def _free_beside(state: State, m: Monster, sight: Sight, toward: tuple) -> tuple | None:
    """The free floor space a step from the monster's base nearest to `toward` (in steps, then
    straight-line, then reading order)."""
    steps = sight.g.codes
    mine = {grid.code(c) for c in sight.mine}
    taken = taken_codes(state)
    free = {n for c in mine for n in steps[c]} - mine - taken
    if not free:
        return None
    tx, ty = toward

    def far(k: int) -> tuple:
        x, y = grid.decode(k)
        return max(abs(x - tx), abs(y - ty)), abs(x - tx) + abs(y - ty), y, x

    return grid.decode(min(free, key=far))


@ACTIONS.handler("retreat")
def _retreat(state: State, m: Monster, line, sight: Sight, card) -> list[Event]:
    """Up to N tiles away from the nearest hero: each step to the linked tile farthest from that
    hero's tile (only while it gets farther), landing on the tile's spawn point."""
    flags = state.flags
    if flags and flags.pop(flag_keys(m.uid)[3], False):  # slowed
        return []
    best = sight.nearest()
    if best is None:
        return []
    g = sight.g
    hero = tuple(state.heroes[best[0]].cell)
    dist = g.distances(grid.tile_of(hero))
    x, y = m.cell
    here = (x // _SIZE, y // _SIZE)
    goal = here
    for _ in range(int(line.arg)):
        away = max(g.tile_links(goal), key=lambda t: (dist.get(t, -1), t), default=None)
        if away is None or dist.get(away, -1) <= dist.get(goal, -1):
            break
        goal = away
    if goal == here:
        return []
    spot = land_among(g, arrival(g, goal), taken_codes(state, m.uid), hero, board.size_of(m.card))
    if spot is None:
        return []
    m.cell = list(spot)
    return [Event(f"{card.name} falls back", {"monster": m.uid, "to": list(spot)})]


@ACTIONS.handler("mend")
def _mend(state: State, m: Monster, line, sight: Sight, card) -> list[Event]:
    ally = _hurt_ally(state, m)
    if ally is None:
        return []
    other = load().monster(ally.card)
    before = ally.health
    ally.health = min(_full(state, ally), ally.health + int(line.arg))
    return [Event(f"{card.name} mends {other.name}: {ally.health - before} Health back",
                  {"monster": ally.uid, "by": m.uid})]

