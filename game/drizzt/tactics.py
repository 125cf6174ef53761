"""Monsters following their tactics (LD-MON): the first line whose condition holds is done, the
last always; downed heroes are not there for them (LD-MON-05); moving between tiles lands on
spawn points (LD-MON-03/04)."""
from __future__ import annotations

from game.core.protocol import Event
from game.drizzt import board, grid
from game.drizzt.grid_bits import _OFF, _SHIFT
from game.drizzt.grid_spots import arrival, base_codes, land_among
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

    __slots__ = ("state", "m", "g", "standing", "_nearest", "_adjacent")

    def __init__(self, state: State, m: Monster) -> None:
        self.state, self.m = state, m
        self.g = board.index(state).geo(board.defs())
        self.standing = board.standing(state)
        self._nearest = _UNSEEN
        self._adjacent = None

    def nearest(self) -> tuple[int, int] | None:
        """(hero, tiles away) of the first of `heroes_by_nearness`, None if it reaches none."""
        got = self._nearest
        if got is _UNSEEN:
            got = self._nearest = _closest(self.state, self.g, board.cells_of(self.m), self.standing)
        return got

    def adjacent(self) -> list[int]:
        if self._adjacent is None:
            self._adjacent = _next_to(self.state, self.g, board.cells_of(self.m), self.standing)
        return self._adjacent


_UNSEEN = object()


def _closest(state: State, g, mine: tuple, standing: list[int]) -> tuple[int, int] | None:
    """The first of `_nearness` (fewest tiles, then fewest spaces, then seat), without the rest."""
    heroes = state.heroes
    distances = g.distances
    best = None
    bd = bs = 0
    if len(mine) == 1:
        mx, my = mine[0]
        here = (mx // _SIZE, my // _SIZE)
        for k in standing:  # seats ascending: a later hero only wins on fewer tiles or spaces
            x, y = heroes[k].cell
            d = distances((x // _SIZE, y // _SIZE)).get(here)
            if d is None or (best is not None and d > bd):
                continue
            dx, dy = mx - x, my - y
            s = max(dx if dx > 0 else -dx, dy if dy > 0 else -dy)
            if best is None or d < bd or s < bs:
                best, bd, bs = k, d, s
    else:
        tiles = grid.tiles_of(mine)
        for k in standing:
            x, y = heroes[k].cell
            dist = distances((x // _SIZE, y // _SIZE))
            ds = [dist[t] for t in tiles if t in dist]
            if not ds:
                continue
            d = min(ds)
            if best is not None and d > bd:
                continue
            s = min(max(abs(cx - x), abs(cy - y)) for cx, cy in mine)
            if best is None or d < bd or s < bs:
                best, bd, bs = k, d, s
    return None if best is None else (best, bd)


_SPLIT: dict[str, tuple[str, str]] = {}  # a tactic's condition or action -> split_effect of it


def _split(effect: str) -> tuple[str, str]:
    got = _SPLIT.get(effect)
    if got is None:
        got = _SPLIT[effect] = split_effect(effect)
    return got


_ALWAYS, _ADJACENT, _NEAR, _DAMAGED, _ASK = range(5)  # how a line's condition is judged
_CONDITIONS = {"": _ALWAYS, "adjacent": _ADJACENT, "tile": _NEAR, "within": _NEAR, "damaged": _DAMAGED}


class _Line:
    """One tactic line of a card, read once: its condition as a kind and a reach in tiles (a
    `within:N` line's N, else 0: also how far its attack reaches), its action's name and argument,
    its log sentence."""

    __slots__ = ("tactic", "when", "reach", "name", "arg", "text")

    def __init__(self, tactic, who: str, last: bool = False) -> None:
        self.tactic = tactic
        cond, arg = _split(tactic.cond)
        self.when = _ALWAYS if last else _CONDITIONS.get(cond, _ASK)  # the last line always runs
        self.reach = int(arg) if cond == "within" else 0
        self.name, self.arg = _split(tactic.action)
        self.text = f"{who}: {describe(tactic)}"


_PLANS: dict[str, tuple] = {}  # monster card id -> (its card, its tactic lines read)


def _plan(card_id: str, card) -> tuple[_Line, ...]:
    got = _PLANS.get(card_id)
    if got is None or got[0] is not card:
        lines = card.tactics
        got = _PLANS[card_id] = (card, tuple(_Line(t, card.name, t is lines[-1]) for t in lines))
    return got[1]


def holds(state: State, m: Monster, cond: str, sight: _Sight | None = None) -> bool:
    name, arg = _SPLIT.get(cond) or _split(cond)
    if not name:
        return True
    sight = sight or _Sight(state, m)
    if name == "adjacent":
        return bool(sight.adjacent())
    if name == "tile":
        best = sight.nearest()
        return best is not None and best[1] == 0
    if name == "within":
        best = sight.nearest()
        return best is not None and best[1] <= int(arg)
    if name == "damaged":
        return m.health < load().monster(m.card).health
    raise ValueError(f"no handler for tactic condition {cond!r}")


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
    uid = data["monster"]
    for m in state.monsters:
        if m.uid == uid:
            break
    else:
        return []
    if state.phase == "over":
        return []
    fresh, poison, stun, _slow = _keys(uid)
    flags = state.flags
    if flags and flags.get(fresh):
        return []  # defeated meanwhile, or added this phase (G-20)
    card = load().monster(m.card)
    events = []
    if flags:
        poisoner = flags.pop(poison, None)
        if poisoner is not None:
            by = poisoner - 1 if isinstance(poisoner, int) and not isinstance(poisoner, bool) else -1
            events += damage_monster(state, by, uid, 1, treasure=False)
            if board.monster_by_uid(state, uid) is None:
                return events
            flags[poison] = poisoner
        if flags.pop(stun, False):
            return events + [Event(f"{card.name} is stunned and does nothing", {"monster": uid})]
    sight = _Sight(state, m)
    for line in _plan(m.card, card):
        when = line.when
        if when == _ADJACENT:
            if not sight.adjacent():
                continue
        elif when == _NEAR:
            best = sight.nearest()
            if best is None or best[1] > line.reach:
                continue
        elif when == _DAMAGED:
            if m.health >= card.health:
                continue
        elif when == _ASK and not holds(state, m, line.tactic.cond, sight):
            continue
        told = Event(line.text, {"monster": uid, "tactic": line.tactic.action})
        return (events + [told] if events else [told]) + _act(state, m, line, sight, card)
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
    """Do the tactic line `line` (a card's `Tactic`) for monster m."""
    card = load().monster(m.card)
    return _act(state, m, _Line(line, card.name), sight or _Sight(state, m), card)


def _act(state: State, m: Monster, line: _Line, sight: _Sight, card) -> list[Event]:
    name, arg, tactic = line.name, line.arg, line.tactic
    who = card.name
    if name == "attack":
        targets = sight.adjacent()
        if tactic.target != "all_adjacent":
            targets = targets[:1]
        for k in reversed(targets):
            monster_attack(state, m.uid, k, tactic.attack, tactic.damage, tactic.effects, tactic.miss, who)
        return []
    if name == "close_attack" or name == "shoot":
        best = sight.nearest()
        if best is None or best[1] > line.reach:
            return []
        k = best[0]
        if name == "shoot":
            events = []
        else:
            events = step_next_to(state, m, k, sight)
        if events:  # it has moved: next to the hero if a step from a space of its base reaches the hero's
            steps = sight.g.codes
            there = grid.code(state.heroes[k].cell)
            strikes = any(there in steps[grid.code(c)] for c in board.cells_of(m))
        else:
            strikes = name == "shoot" or k in sight.adjacent()  # slowed or blocked: no blow
        if strikes:
            monster_attack(state, m.uid, k, tactic.attack, tactic.damage, tactic.effects, tactic.miss, who)
        return events
    if name == "attack_tile":
        here = grid.tiles_of(board.cells_of(m))
        heroes = state.heroes
        targets = [k for k in sight.standing if grid.tile_of(heroes[k].cell) in here]
        for k in reversed(targets):
            monster_attack(state, m.uid, k, tactic.attack, tactic.damage, tactic.effects, tactic.miss, who)
        return []
    if name == "move":
        return move_toward(state, m, int(arg), sight)
    if name == "spawn":
        from game.drizzt.explore import figures_out, place_monster

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
    raise ValueError(f"no handler for tactic action {tactic.action!r}")


def taken_spaces(state: State, skip: str = "") -> set:
    """`board.occupied(state, skip_monster=skip)` in one pass: the spaces of every figure on the
    map but monster `skip` (heroes down still stand there; escaped ones do not)."""
    return set(map(grid.decode, taken_codes(state, skip)))


def taken_codes(state: State, skip: str = "") -> set:
    """The spaces of `taken_spaces` as `code`s."""
    out = set()
    add = out.add
    sizes = _SIZES
    for m in state.monsters:
        if m.uid != skip:
            x, y = m.cell
            k = ((x + _OFF) << _SHIFT) | (y + _OFF)
            size = sizes.get(m.card) or _size(m.card)
            if size == 1:
                add(k)
            else:
                out.update([k + d for d in base_codes(size)])
    for h in state.heroes:
        c = h.cell
        if c is not None and not h.escaped:
            add(((c[0] + _OFF) << _SHIFT) | (c[1] + _OFF))
    return out


_SIZES: dict[str, int] = {}  # monster card id -> its base size


def _size(card: str) -> int:
    got = _SIZES[card] = board.size_of(card)
    return got


def step_next_to(state: State, m: Monster, k: int, sight: _Sight | None = None) -> list[Event]:
    """Move the monster onto a free space next to hero k, the one nearest to it (an event when it moves)."""
    flags = state.flags
    if flags and flags.pop(_keys(m.uid)[3], False):  # slowed
        return []
    sight = sight or _Sight(state, m)
    if k in sight.adjacent():
        return []
    x, y = m.cell
    hx, hy = state.heroes[k].cell
    spot = land_among(sight.g, (hx, hy), taken_codes(state, m.uid), (x, y), _SIZES.get(m.card) or _size(m.card))
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
    best = sight.nearest()
    if best is None:
        return []
    g = sight.g
    k = best[0]
    hero = tuple(state.heroes[k].cell)
    x, y = m.cell
    route = g.tile_route((x // _SIZE, y // _SIZE), (hero[0] // _SIZE, hero[1] // _SIZE))
    if not route or len(route) < 2:
        return step_next_to(state, m, k, sight)
    goal = route[min(tiles, len(route) - 1)]
    spot = land_among(g, arrival(g, goal), taken_codes(state, m.uid), hero, _SIZES.get(m.card) or _size(m.card))
    if spot is None:
        return []
    m.cell = list(spot)
    return [Event(f"{load().monster(m.card).name} moves", {"monster": m.uid, "to": list(spot)})]
