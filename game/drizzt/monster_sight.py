"""What a monster sees from where it stands (LD-MON-05: heroes down are not there for it): the
heroes next to it, and the nearest by tile distance, then spaces, then seat. Its tactics
(tactics.py) and its moves (monster_moves.py) ask it; worked out once per activation."""
from __future__ import annotations

from game.drizzt import board, grid
from game.drizzt.state import Monster, State

_SIZE = grid.SIZE


def _next_to(state: State, g, mine: tuple, standing: list[int]) -> list[int]:
    """The standing heroes next to a figure on the spaces `mine` (its base: one space, or a square
    from its top-left space to its bottom-right, as `board.cells_of` gives), on the map's geometry
    `g`: a step away, not across a wall or a closed door. Only heroes a space away (in the base's
    square grown by one space each way) need the map's steps."""
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
        (x0, y0), (x1, y1) = mine[0], mine[-1]
        close = []
        for k in standing:
            x, y = heroes[k].cell
            if x0 - 1 <= x <= x1 + 1 and y0 - 1 <= y <= y1 + 1:
                close.append(k)
        if not close:
            return close
        steps = g.codes
        near = {n for c in mine for n in steps[grid.code(c)]}
    return [k for k in close if grid.code(heroes[k].cell) in near]


def adjacent_heroes(state: State, m: Monster) -> list[int]:
    return _next_to(state, board.index(state).geo(board.defs()), board.cells_of(m), board.standing(state))


class Sight:
    """The heroes one monster sees from where it stands, each worked out once: an activation
    asks its tactic lines and then acts, and nothing moves in between."""

    __slots__ = ("state", "m", "g", "standing", "mine", "_nearest", "_adjacent")

    def __init__(self, state: State, m: Monster, g=None, standing: list[int] | None = None) -> None:
        self.state, self.m = state, m  # (the map's geometry and the standing heroes, if known)
        self.g = g if g is not None else board.geo(state)
        if standing is None:  # `board.standing`, written out
            standing = [i for i, h in enumerate(state.heroes) if h.cell is not None and h.health > 0 and not h.escaped]
        self.standing = standing
        self.mine = board.cells_of(m)  # the spaces it stands on
        self._nearest = _UNSEEN
        self._adjacent = None

    def nearest(self) -> tuple[int, int] | None:
        """(hero, tiles away) of the nearest standing hero it reaches (`_closest`), or None."""
        got = self._nearest
        if got is _UNSEEN:
            got = self._nearest = _closest(self.state, self.g, self.mine, self.standing)
        return got

    def adjacent(self) -> list[int]:
        if self._adjacent is None:
            self._adjacent = _next_to(self.state, self.g, self.mine, self.standing)
        return self._adjacent


_UNSEEN = object()


def _closest(state: State, g, mine: tuple, standing: list[int]) -> tuple[int, int] | None:
    """(hero, tiles away) of the standing hero nearest to a figure on the spaces `mine`: fewest
    tiles (searched from each hero's tile: tile distance is symmetric, and each tile is searched
    once per map), then fewest spaces, then first seat; None if it reaches none."""
    heroes = state.heroes
    distances = g.distances
    best = None
    bd = bs = 0
    if len(mine) == 1:
        mx, my = mine[0]
        here = (mx // _SIZE, my // _SIZE)
        known = g.dist  # `distances`' own cache, read first: most heroes' tiles are searched already
        for k in standing:  # seats ascending: a later hero only wins on fewer tiles or spaces
            x, y = heroes[k].cell
            tile = (x // _SIZE, y // _SIZE)
            dist = known.get(tile)
            d = (dist if dist is not None else distances(tile)).get(here)
            if d is None or (best is not None and d > bd):
                continue
            dx = mx - x if mx > x else x - mx
            dy = my - y if my > y else y - my
            s = dx if dx > dy else dy
            if best is None or d < bd or s < bs:
                best, bd, bs = k, d, s
    else:
        tiles = grid.tiles_of(mine)
        (x0, y0), (x1, y1) = mine[0], mine[-1]  # a square base (see `_next_to`)
        for k in standing:
            x, y = heroes[k].cell
            dist = distances((x // _SIZE, y // _SIZE))
            ds = [dist[t] for t in tiles if t in dist]
            if not ds:
                continue
            d = min(ds)
            if best is not None and d > bd:
                continue
            dx = x0 - x if x < x0 else x - x1 if x > x1 else 0  # spaces to the base's square
            dy = y0 - y if y < y0 else y - y1 if y > y1 else 0
            s = dx if dx > dy else dy
            if best is None or d < bd or s < bs:
                best, bd, bs = k, d, s
    return None if best is None else (best, bd)



_KEYS: dict[str, tuple[str, str, str, str]] = {}  # uid -> its flag keys: fresh, poison, stun, slow


def flag_keys(uid: str) -> tuple[str, str, str, str]:
    got = _KEYS.get(uid)
    if got is None:
        if len(_KEYS) > 10_000:
            _KEYS.clear()
        got = _KEYS[uid] = (f"fresh:{uid}", f"poison:{uid}", f"stun:{uid}", f"slow:{uid}")
    return got


