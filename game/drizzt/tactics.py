"""Monsters following their tactics (LD-MON): the first line whose condition holds is done, the
last always; downed heroes are not there for them (LD-MON-05); moving between tiles lands on
spawn points (LD-MON-03/04)."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid
from game.drizzt.combat import damage_monster, monster_attack
from game.drizzt.content import load, split_effect
from game.drizzt.flow import flow
from game.drizzt.state import Monster, State


def activate(state: State, uid: str) -> None:
    """Queue one activation of this figure (conditions are judged when it comes)."""
    flow.then(state, ("activate", {"monster": uid}))


def _chebyshev(a, b) -> int:
    return max(abs(a[0] - b[0]), abs(a[1] - b[1]))


def heroes_by_nearness(state: State, m: Monster) -> list[tuple[int, int]]:
    """(hero, tiles away) for every standing hero it can reach, nearest first."""
    mine = board.cells_of(m)
    g = board.index(state).geo(board.defs())
    out = []
    if len(mine) == 1:
        mx, my = mine[0]
        dist = g.distances((mx // grid.SIZE, my // grid.SIZE))
        for k in board.standing(state):
            x, y = state.heroes[k].cell
            d = dist.get((x // grid.SIZE, y // grid.SIZE))
            if d is not None:
                out.append((d, max(abs(mx - x), abs(my - y)), k))
    else:
        from_mine = [g.distances(t) for t in grid.tiles_of(mine)]
        for k in board.standing(state):
            cell = state.heroes[k].cell
            there = (cell[0] // grid.SIZE, cell[1] // grid.SIZE)
            ds = [dist[there] for dist in from_mine if there in dist]
            if ds:
                out.append((min(ds), min(_chebyshev(c, cell) for c in mine), k))
    out.sort()
    return [(k, d) for d, _s, k in out]


def adjacent_heroes(state: State, m: Monster) -> list[int]:
    g = board.index(state).geo(board.defs())
    mine = board.cells_of(m)
    if len(mine) == 1:
        next_to = g.codes[grid.code(mine[0])]
    else:
        next_to = {n for c in mine for n in g.codes[grid.code(c)]}
    heroes = state.heroes
    return [k for k in board.standing(state) if grid.code(heroes[k].cell) in next_to]


class _Sight:
    """The heroes one monster sees from where it stands, each worked out once: an activation
    asks its tactic lines and then acts, and nothing moves in between."""

    __slots__ = ("state", "m", "_near", "_adjacent")

    def __init__(self, state: State, m: Monster) -> None:
        self.state, self.m = state, m
        self._near = self._adjacent = None

    def near(self) -> list[tuple[int, int]]:
        if self._near is None:
            self._near = heroes_by_nearness(self.state, self.m)
        return self._near

    def adjacent(self) -> list[int]:
        if self._adjacent is None:
            self._adjacent = adjacent_heroes(self.state, self.m)
        return self._adjacent


def holds(state: State, m: Monster, cond: str, sight: _Sight | None = None) -> bool:
    name, arg = split_effect(cond)
    if not name:
        return True
    sight = sight or _Sight(state, m)
    if name == "adjacent":
        return bool(sight.adjacent())
    if name == "tile":
        return any(d == 0 for _k, d in sight.near())
    if name == "within":
        return any(d <= int(arg) for _k, d in sight.near())
    if name == "damaged":
        return m.health < load().monster(m.card).health
    raise ValueError(f"no handler for tactic condition {cond!r}")


def _reach(cond: str) -> int:
    name, arg = split_effect(cond)
    return int(arg) if name == "within" else 0


@flow.step("activate")
def _activate(state: State, data: dict) -> list[Event]:
    m = board.monster_by_uid(state, data["monster"])
    if m is None or state.phase == "over" or state.flags.get(f"fresh:{m.uid}"):
        return []  # defeated meanwhile, or added this phase (G-20)
    card = load().monster(m.card)
    events = []
    poisoner = state.flags.pop(f"poison:{m.uid}", None)
    if poisoner is not None:
        by = poisoner - 1 if isinstance(poisoner, int) and not isinstance(poisoner, bool) else -1
        events += damage_monster(state, by, m.uid, 1, treasure=False)
        if board.monster_by_uid(state, m.uid) is None:
            return events
        state.flags[f"poison:{m.uid}"] = poisoner
    if state.flags.pop(f"stun:{m.uid}", False):
        return events + [Event(f"{card.name} is stunned and does nothing", {"monster": m.uid})]
    sight = _Sight(state, m)
    for line in card.tactics:
        if line is card.tactics[-1] or holds(state, m, line.cond, sight):
            return events + [Event(f"{card.name}: {describe(line)}", {"monster": m.uid, "tactic": line.action})] + \
                act(state, m, line, sight)
    return events


_WORDS: dict[str, str] = {}


def describe(line) -> str:
    words = _WORDS.get(line.action)
    if words is None:
        name, arg = split_effect(line.action)
        words = {"attack": "attacks", "close_attack": "closes in and attacks", "shoot": "attacks from afar",
                 "attack_tile": "attacks everyone on its tile", "move": f"moves {arg} tile(s) toward a hero",
                 "spawn": "calls for help", "heal": f"heals {arg}"}.get(name, name)
        _WORDS[line.action] = words
    return words


def act(state: State, m: Monster, line, sight: _Sight | None = None) -> list[Event]:
    name, arg = split_effect(line.action)
    card = load().monster(m.card)
    who = card.name
    sight = sight or _Sight(state, m)
    if name == "attack":
        targets = sight.adjacent()
        if line.target != "all_adjacent":
            targets = targets[:1]
        for k in reversed(targets):
            monster_attack(state, m.uid, k, line.attack, line.damage, line.effects, line.miss, who)
        return []
    if name in ("close_attack", "shoot"):
        reach = _reach(line.cond)
        near = [(k, d) for k, d in sight.near() if d <= reach]
        if not near:
            return []
        k = near[0][0]
        events = [] if name == "shoot" else step_next_to(state, m, k, sight)
        next_to = adjacent_heroes(state, m) if events else sight.adjacent()  # an event: it has moved
        if name == "shoot" or k in next_to:  # slowed or blocked: no blow
            monster_attack(state, m.uid, k, line.attack, line.damage, line.effects, line.miss, who)
        return events
    if name == "attack_tile":
        here = grid.tiles_of(board.cells_of(m))
        targets = [k for k in board.standing(state) if grid.tile_of(tuple(state.heroes[k].cell)) in here]
        for k in reversed(targets):
            monster_attack(state, m.uid, k, line.attack, line.damage, line.effects, line.miss, who)
        return []
    if name == "move":
        return move_toward(state, m, int(arg), sight)
    if name == "spawn":
        from game.drizzt.explore import place_monster

        from game.drizzt.explore import figures_out

        deck = state.monster_deck  # the new monster's card comes out of the deck (or its discard)
        source = deck.pile if arg in deck.pile else deck.discard if arg in deck.discard else None
        if source is None or figures_out(state, arg) >= load().monster(arg).figures:
            return [Event(f"{who} calls, but no {load().monster(arg).name} is left to answer", {"monster": m.uid})]
        source.remove(arg)
        events = place_monster(state, arg, m.holder, grid.tile_of(tuple(m.cell)))
        if events:
            state.flags[f"fresh:{state.monsters[-1].uid}"] = True
        return events
    if name == "idle":  # an object: it just stands there
        return []
    if name == "heal":
        before = m.health
        m.health = min(card.health, m.health + int(arg))
        return [Event(f"{who} heals {m.health - before}", {"monster": m.uid})] if m.health > before else []
    raise ValueError(f"no handler for tactic action {line.action!r}")


def step_next_to(state: State, m: Monster, k: int, sight: _Sight | None = None) -> list[Event]:
    """Move the monster onto a free space next to hero k, the one nearest to it (an event when it moves)."""
    if state.flags.pop(f"slow:{m.uid}", False):
        return []
    idx, defs = board.index(state), board.defs()
    size = load().monster(m.card).size
    if k in (sight.adjacent() if sight is not None else adjacent_heroes(state, m)):
        return []
    taken = board.occupied(state, skip_monster=m.uid)
    spot = grid.landing_cell(idx, defs, tuple(state.heroes[k].cell), taken, tuple(m.cell), size)
    if spot is None or list(spot) == m.cell:
        return []
    m.cell = list(spot)
    return [Event(f"{load().monster(m.card).name} moves", {"monster": m.uid, "to": list(spot)})]


def move_toward(state: State, m: Monster, tiles: int, sight: _Sight | None = None) -> list[Event]:
    """N tiles along the route to the nearest hero, landing on that tile's spawn point (LD-MON-03)."""
    if state.flags.pop(f"slow:{m.uid}", False):
        return []
    near = sight.near() if sight is not None else heroes_by_nearness(state, m)
    if not near:
        return []
    idx, defs = board.index(state), board.defs()
    k = near[0][0]
    start = grid.tile_of(tuple(m.cell))
    route = grid.tile_route(idx, defs, start, grid.tile_of(tuple(state.heroes[k].cell)))
    if not route or len(route) < 2:
        return step_next_to(state, m, k, sight)
    goal = route[min(tiles, len(route) - 1)]
    spawn = grid.spawn_cell(idx, defs, goal) or grid.cells_of_tile(idx, defs, goal)[0]
    size = load().monster(m.card).size
    spot = grid.landing_cell(idx, defs, spawn, board.occupied(state, skip_monster=m.uid),
                             tuple(state.heroes[k].cell), size)
    if spot is None:
        return []
    m.cell = list(spot)
    return [Event(f"{load().monster(m.card).name} moves", {"monster": m.uid, "to": list(spot)})]
