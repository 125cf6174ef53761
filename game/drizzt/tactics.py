"""Monsters following their tactics (LD-MON): the first line whose condition holds is done, the
last always; downed heroes are not there for them (LD-MON-05); moving between tiles lands on
spawn points (LD-MON-03/04)."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid
from game.drizzt.grid_spots import arrival, land
from game.drizzt.combat import damage_monster, monster_attack
from game.drizzt.content import load, split_effect
from game.drizzt.flow import flow
from game.drizzt.state import Monster, State


def activate(state: State, uid: str) -> None:
    """Queue one activation of this figure (conditions are judged when it comes)."""
    flow.then(state, activation(uid))


def activation(uid: str) -> tuple[str, dict]:
    """The step that activates this figure, for `flow.then` (several at once queue in order)."""
    return "activate", {"monster": uid}


_SIZE = grid.SIZE


def _nearness(state: State, g, mine: tuple, standing: list[int]) -> list[tuple[int, int]]:
    """`heroes_by_nearness` for a figure on the spaces `mine`, on the map's geometry `g`."""
    heroes = state.heroes
    distances = g.distances  # from each hero's tile: tile distance is symmetric, and few heroes
    out = []  # stand on few tiles, each searched once per map (the heroes' own questions share it)
    if len(mine) == 1:
        mx, my = mine[0]
        here = (mx // _SIZE, my // _SIZE)
        for k in standing:
            x, y = heroes[k].cell
            d = distances((x // _SIZE, y // _SIZE)).get(here)
            if d is not None:
                dx, dy = mx - x, my - y
                out.append((d, max(dx if dx > 0 else -dx, dy if dy > 0 else -dy), k))
    else:
        tiles = grid.tiles_of(mine)
        for k in standing:
            x, y = heroes[k].cell
            dist = distances((x // _SIZE, y // _SIZE))
            ds = [dist[t] for t in tiles if t in dist]
            if ds:
                out.append((min(ds), min(max(abs(cx - x), abs(cy - y)) for cx, cy in mine), k))
    if len(out) > 1:
        out.sort()
    return [(k, d) for d, _s, k in out]


def heroes_by_nearness(state: State, m: Monster) -> list[tuple[int, int]]:
    """(hero, tiles away) for every standing hero it can reach, nearest first."""
    return _nearness(state, board.index(state).geo(board.defs()), board.cells_of(m), board.standing(state))


def _next_to(state: State, g, mine: tuple, standing: list[int]) -> list[int]:
    """`adjacent_heroes` for a figure on the spaces `mine`, on the map's geometry `g`: a step away,
    not across a wall or a closed door. Only heroes a space away need the map's steps."""
    heroes = state.heroes
    if len(mine) == 1:
        mx, my = mine[0]
        close = []
        for k in standing:
            x, y = heroes[k].cell
            if -1 <= x - mx <= 1 and -1 <= y - my <= 1:
                close.append(k)
        if not close:
            return close
        near = g.codes[grid.code(mine[0])]
    else:
        close = [k for k in standing if any(-1 <= heroes[k].cell[0] - cx <= 1 and -1 <= heroes[k].cell[1] - cy <= 1
                                            for cx, cy in mine)]
        if not close:
            return close
        steps = g.codes
        near = {n for c in mine for n in steps[grid.code(c)]}
    return [k for k in close if grid.code(heroes[k].cell) in near]


def adjacent_heroes(state: State, m: Monster) -> list[int]:
    return _next_to(state, board.index(state).geo(board.defs()), board.cells_of(m), board.standing(state))


class _Sight:
    """The heroes one monster sees from where it stands, each worked out once: an activation
    asks its tactic lines and then acts, and nothing moves in between."""

    __slots__ = ("state", "m", "g", "standing", "_near", "_adjacent")

    def __init__(self, state: State, m: Monster) -> None:
        self.state, self.m = state, m
        self.g = board.index(state).geo(board.defs())
        self.standing = board.standing(state)
        self._near = self._adjacent = None

    def near(self) -> list[tuple[int, int]]:
        if self._near is None:
            self._near = _nearness(self.state, self.g, board.cells_of(self.m), self.standing)
        return self._near

    def adjacent(self) -> list[int]:
        if self._adjacent is None:
            self._adjacent = _next_to(self.state, self.g, board.cells_of(self.m), self.standing)
        return self._adjacent


_SPLIT: dict[str, tuple[str, str]] = {}  # a tactic's condition or action -> split_effect of it


def _split(effect: str) -> tuple[str, str]:
    got = _SPLIT.get(effect)
    if got is None:
        got = _SPLIT[effect] = split_effect(effect)
    return got


def holds(state: State, m: Monster, cond: str, sight: _Sight | None = None) -> bool:
    name, arg = _SPLIT.get(cond) or _split(cond)
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
    name, arg = _SPLIT.get(cond) or _split(cond)
    return int(arg) if name == "within" else 0


_KEYS: dict[str, tuple[str, str, str, str]] = {}  # uid -> its flag keys: fresh, poison, stun, slow


def _keys(uid: str) -> tuple[str, str, str, str]:
    got = _KEYS.get(uid)
    if got is None:
        if len(_KEYS) > 10_000:
            _KEYS.clear()
        got = _KEYS[uid] = (f"fresh:{uid}", f"poison:{uid}", f"stun:{uid}", f"slow:{uid}")
    return got


@flow.step("activate")
def _activate(state: State, data: dict) -> list[Event]:
    m = board.monster_by_uid(state, data["monster"])
    if m is None or state.phase == "over":
        return []
    fresh, poison, stun, _slow = _keys(m.uid)
    flags = state.flags
    if flags and flags.get(fresh):
        return []  # defeated meanwhile, or added this phase (G-20)
    card = load().monster(m.card)
    events = []
    if flags:
        poisoner = flags.pop(poison, None)
        if poisoner is not None:
            by = poisoner - 1 if isinstance(poisoner, int) and not isinstance(poisoner, bool) else -1
            events += damage_monster(state, by, m.uid, 1, treasure=False)
            if board.monster_by_uid(state, m.uid) is None:
                return events
            flags[poison] = poisoner
        if flags.pop(stun, False):
            return events + [Event(f"{card.name} is stunned and does nothing", {"monster": m.uid})]
    sight = _Sight(state, m)
    tactics = card.tactics
    last = tactics[-1]
    for line in tactics:
        if line is last or holds(state, m, line.cond, sight):
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
    name, arg = _SPLIT.get(line.action) or _split(line.action)
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
        next_to = _next_to(state, sight.g, board.cells_of(m), sight.standing) if events else sight.adjacent()
        # (an event: it has moved)
        if name == "shoot" or k in next_to:  # slowed or blocked: no blow
            monster_attack(state, m.uid, k, line.attack, line.damage, line.effects, line.miss, who)
        return events
    if name == "attack_tile":
        here = grid.tiles_of(board.cells_of(m))
        heroes = state.heroes
        targets = [k for k in sight.standing if grid.tile_of(heroes[k].cell) in here]
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


def taken_spaces(state: State, skip: str = "") -> set:
    """`board.occupied(state, skip_monster=skip)` in one pass: the spaces of every figure on the
    map but monster `skip` (heroes down still stand there; escaped ones do not)."""
    out = set()
    cells_of = board.cells_of
    for m in state.monsters:
        if m.uid != skip:
            out.update(cells_of(m))
    for h in state.heroes:
        c = h.cell
        if c is not None and not h.escaped:
            out.add((c[0], c[1]))
    return out


def step_next_to(state: State, m: Monster, k: int, sight: _Sight | None = None) -> list[Event]:
    """Move the monster onto a free space next to hero k, the one nearest to it (an event when it moves)."""
    flags = state.flags
    if flags and flags.pop(_keys(m.uid)[3], False):  # slowed
        return []
    sight = sight or _Sight(state, m)
    if k in sight.adjacent():
        return []
    x, y = m.cell
    spot = land(sight.g, tuple(state.heroes[k].cell), taken_spaces(state, m.uid), (x, y),
                board.size_of(m.card))
    if spot is None or list(spot) == m.cell:
        return []
    m.cell = list(spot)
    return [Event(f"{load().monster(m.card).name} moves", {"monster": m.uid, "to": list(spot)})]


def move_toward(state: State, m: Monster, tiles: int, sight: _Sight | None = None) -> list[Event]:
    """N tiles along the route to the nearest hero, landing on that tile's spawn point (LD-MON-03)."""
    flags = state.flags
    if flags and flags.pop(_keys(m.uid)[3], False):  # slowed
        return []
    sight = sight or _Sight(state, m)
    near = sight.near()
    if not near:
        return []
    g = sight.g
    k = near[0][0]
    hero = tuple(state.heroes[k].cell)
    x, y = m.cell
    route = g.tile_route((x // _SIZE, y // _SIZE), (hero[0] // _SIZE, hero[1] // _SIZE))
    if not route or len(route) < 2:
        return step_next_to(state, m, k, sight)
    goal = route[min(tiles, len(route) - 1)]
    spot = land(g, arrival(g, goal), taken_spaces(state, m.uid), hero, board.size_of(m.card))
    if spot is None:
        return []
    m.cell = list(spot)
    return [Event(f"{load().monster(m.card).name} moves", {"monster": m.uid, "to": list(spot)})]
