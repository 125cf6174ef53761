"""What the co-op bot knows of the dungeon and the content: the map the view shows, how much a
monster or an encounter threatens."""
from __future__ import annotations

from functools import lru_cache

from game.drizzt import grid
from game.drizzt.bots.weights import hit_chance, number
from game.drizzt.bots import card_worth
from game.drizzt.content import ATTACK_ACTIONS, load, split_effect
from game.drizzt.state import PlacedTile


# -- the map the view shows --------------------------------------------------------------------------
class DungeonMap:
    """The dungeon of one view: geometry (cached per map), step distances, unexplored edges."""

    def __init__(self, key: tuple) -> None:
        tiles = [PlacedTile(tid, tx, ty, rot, door=door) for tid, tx, ty, rot, door in key]
        self.idx = grid.index(tiles)
        self.defs = load().tile_defs
        self.geo = self.idx.geo(self.defs)
        self.floor = self.geo.floor
        self.edges = {c for c in self.floor if grid.edges_next_to(self.idx, self.defs, c)}
        self.doors = {}  # cell -> (tx, ty) of a closed door it can open toward an unexplored edge
        for t in tiles:
            if t.door in ("closed", "locked") and grid.unexplored_edges(self.idx, self.defs, t, through_doors=True) \
                    != grid.unexplored_edges(self.idx, self.defs, t):
                for c in grid.door_cells(self.idx, self.defs, t):
                    self.doors[c] = (t.tx, t.ty)
        self._steps: dict = {}

    def nbrs(self, c):
        return self.geo.neighbours(c)

    def tile_dist(self, a, b):
        return self.geo.distances(a).get(b)

    def steps(self, sources: frozenset) -> dict:
        """Spaces from the nearest source, walking (figures ignored)."""
        got = self._steps.get(sources)
        if got is None:
            got = {c: 0 for c in sources if c in self.floor}
            frontier = list(got)
            d = 0
            while frontier:
                d += 1
                nxt = []
                for c in frontier:
                    for n in self.geo.neighbours(c):
                        if n not in got:
                            got[n] = d
                            nxt.append(n)
                frontier = nxt
            if len(self._steps) > 32:
                self._steps.clear()
            self._steps[sources] = got
        return got


_MAPS: dict = {}


def dungeon_map(view: dict) -> DungeonMap:
    key = tuple((t["id"], t["tx"], t["ty"], t["rot"], t["door"]) for t in view["tiles"])
    got = _MAPS.get(key)
    if got is None:
        if len(_MAPS) > 64:
            _MAPS.clear()
        got = _MAPS[key] = DungeonMap(key)
    return got


# -- what the content says --------------------------------------------------------------------------
@lru_cache(maxsize=None)
def threat(card_id: str, defense: int = 16) -> float:
    """A monster's expected harm per activation once it is engaged (its strongest attack line)."""
    card = load().monster(card_id)
    best = 0.0
    for line in card.tactics:
        name, _ = split_effect(line.action)
        if name not in ATTACK_ACTIONS:
            continue
        p = hit_chance(line.attack, defense)
        v = p * (line.damage + (name == "charge")) + (1 - p) * line.miss + \
            p * sum(1.0 if e == "stun" else 1.5 for e in line.effects)
        if line.target == "all_adjacent" or name == "attack_tile":
            v *= 1.3
        best = max(best, v)
    for line in card.tactics:
        if split_effect(line.action)[0] in ("spawn", "mend"):
            best += 0.8
    return best


@lru_cache(maxsize=None)
def lasting_harm(card_id: str) -> float:
    """What a setting, curse, hazard or trap costs the party while it lasts (events: 0, they are
    judged on the spot by _encounter_harm)."""
    card = load().encounters[card_id]
    name, arg = split_effect(card.effect)
    n = abs(number(arg))  # "speed:-2" costs 2, not -2
    own = card_worth.lasting(card)  # the Advanced tier's own
    if own is not None:
        return own
    if card.kind == "setting":
        return {"speed": 0.8 * n, "attack": 1.6 * n, "defense": 1.6 * n, "no_treasure": 0.8,
                "damage_start": 3.5 * n}.get(name, 1.0)
    if card.kind == "curse":
        return {"speed": 0.6 * n, "attack": 1.2 * n, "defense": 1.2 * n, "no_heal": 0.8}.get(name, 1.0)
    if card.kind in ("hazard", "trap"):
        if name == "damage_tile":
            return 1.8 * n
        p = hit_chance(card.attack, 16)
        return 1.8 * (p * card.damage + p * 1.2 * len(card.hit))
    return 0.0
