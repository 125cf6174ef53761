"""A co-op bot that plays a hero sensibly from the party's shared view (it never reads the state).

Each hero decision weighs whole plans for the rest of the hero phase: attack now and then move,
move somewhere and attack from there, or move twice; a plan is worth what its attack is expected
to do (damage, kills, the villain or the object, stuns) plus what the space it ends on is worth.
A space is worth exploring from (an unexplored edge keeps the encounter away, LD-VIL-01), being
close to the adventure's goal (the villain or the object once out, the prisoners, the way out;
else the nearest unexplored edge), and costs the expected damage of the monsters, hazards and
traps that will reach it (more so when the hero is hurt or the party is out of healing surges).

Around that: free actions first (heal the badly hurt, cure poison, turn a used Art back up, read
the Tome, take an extra move), 5 XP spent to cancel an encounter when it would hurt more than a
threshold (higher when that XP is the last five: a natural 20 may want it for a level-up), a
level-up always taken (the strongest spare Art), reactions kept for the blows that matter, and
treasure given to the hero it helps most. An evil hero (LD-ADV-06) plays for its own side: it
leaves the object alone and burns through the tile deck."""
from __future__ import annotations

from functools import lru_cache

from game.core.bots import Rng
from game.drizzt import grid
from game.drizzt.actions import (Attack, Cancel, Disarm, EndPhase, Explore, Give, LetItBe, LevelUp, Move,
                                 OpenDoor, UseItem, UsePower)
from game.drizzt.content import load, split_effect
from game.drizzt.state import PlacedTile

START = (0, 0)
XP_COST = 5

# plan weights (in "hit points of harm" units)
EXPLORE = 2.5  # ending on an unexplored edge: a tile (no encounter unless black) and progress
GOAL_STEP = 0.3  # each space nearer the goal
ART_COST = 2.0  # an Art (or an attack Maneuver) is spent: keep it for a real need
FOE_DAMAGE = 6.0  # each point of damage on the villain or the object
WIN = 60.0  # the blow that wins the adventure
ON_EXIT = 40.0  # ending the hero phase where it frees the prisoners or leaves the dungeon
DOOMED = 200.0  # exploring with no tile left loses some adventures (no_tiles)
COHESION = 0.4  # each tile further than one from the nearest ally


def _n(arg: str) -> int:
    return int(arg.lstrip("+")) if arg.lstrip("+-").isdigit() else 0


def _hit(bonus: int, defense: int) -> float:
    """The chance a d20 + bonus reaches the defense (no automatic hits, LD-ATK-04)."""
    return max(0.0, min(1.0, (21 - (defense - bonus)) / 20))


# -- the map the view shows --------------------------------------------------------------------------
class _Map:
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


def _map(view: dict) -> _Map:
    key = tuple((t["id"], t["tx"], t["ty"], t["rot"], t["door"]) for t in view["tiles"])
    got = _MAPS.get(key)
    if got is None:
        if len(_MAPS) > 64:
            _MAPS.clear()
        got = _MAPS[key] = _Map(key)
    return got


# -- what the content says --------------------------------------------------------------------------
@lru_cache(maxsize=None)
def _threat(card_id: str, defense: int = 16) -> float:
    """A monster's expected harm per activation once it is engaged (its strongest attack line)."""
    card = load().monster(card_id)
    best = 0.0
    for line in card.tactics:
        name, _ = split_effect(line.action)
        if name not in ("attack", "close_attack", "shoot", "attack_tile"):
            continue
        p = _hit(line.attack, defense)
        v = p * line.damage + (1 - p) * line.miss + p * sum(1.0 if e == "stun" else 1.5 for e in line.effects)
        if line.target == "all_adjacent" or name == "attack_tile":
            v *= 1.3
        best = max(best, v)
    for line in card.tactics:
        if split_effect(line.action)[0] == "spawn":
            best += 0.8
    return best


@lru_cache(maxsize=None)
def _lasting_harm(card_id: str) -> float:
    """What a setting, curse, hazard or trap costs the party while it lasts (events: 0, they are
    judged on the spot by _encounter_harm)."""
    card = load().encounters[card_id]
    name, arg = split_effect(card.effect)
    n = _n(arg)
    if card.kind == "setting":
        return {"speed": 0.8 * n, "attack": 1.6 * n, "defense": 1.6 * n, "no_treasure": 0.8,
                "damage_start": 3.5 * n}.get(name, 1.0)
    if card.kind == "curse":
        return {"speed": 0.6 * n, "attack": 1.2 * n, "defense": 1.2 * n, "no_heal": 0.8}.get(name, 1.0)
    if card.kind in ("hazard", "trap"):
        if name == "damage_tile":
            return 1.8 * n
        p = _hit(card.attack, 16)
        return 1.8 * (p * card.damage + p * 1.2 * len(card.hit))
    return 0.0


# -- one view, seen from the hero deciding -------------------------------------------------------------
class _Seen:
    def __init__(self, view: dict, i: int) -> None:
        self.view = view
        self.i = i
        self.map = _map(view)
        self.hero = view["heroes"][i]
        self.adv = load().adventures[view["adventure"]]
        self.objective = split_effect(self.adv.objective)[0]
        self.evil = self.hero.get("evil", False)
        self.standing = [k for k, h in enumerate(view["heroes"])
                         if h["cell"] is not None and h["health"] > 0 and not h["escaped"]]
        self.monsters = []
        foe = self._foe()
        for m in view["monsters"]:
            card = load().monster(m["card"])
            cells = grid.monster_cells(tuple(m["cell"]), card.size)
            adj = set()
            for c in cells:
                adj.update(self.map.nbrs(c))
            adj.difference_update(cells)
            dist: dict = {}
            for t in grid.tiles_of(cells):
                for pos, d in self.map.geo.distances(t).items():
                    if d < dist.get(pos, 99):
                        dist[pos] = d
            self.monsters.append({"uid": m["uid"], "card": card, "health": m["health"], "cells": cells,
                                  "tiles": grid.tiles_of(cells), "adj": adj, "holder": m["holder"],
                                  "foe": card.id == foe, "threat": _threat(card.id), "dist": dist, "seen": {}})
        self.by_uid = {m["uid"]: m for m in self.monsters}
        self.hazards = {}  # tile -> expected harm of its hazard / trap markers
        for t in view["tiles"]:
            harm = 0.0
            for marker in t["markers"]:
                kind, _, card = marker.partition(":")
                if kind in ("hazard", "trap"):
                    harm += _lasting_harm(card) / 1.8
            if harm:
                self.hazards[(t["tx"], t["ty"])] = harm
        self._mods = None
        self.goal_step = GOAL_STEP * (2 if any(m["foe"] for m in self.monsters) and not self.evil else 1)
        self._danger: dict = {}
        self._exits = None
        self._fragility = None
        self._single: dict = {}
        others = [self.map.floor.get(tuple(view["heroes"][k]["cell"])) for k in self.standing if k != i]
        self.ally_tiles = [t for k, t in zip([k for k in self.standing if k != i], others)
                           if not view["heroes"][k].get("evil") and view["heroes"][k]["team"] == self.hero["team"]]
        for m in self.monsters:
            m["others"] = min((m["dist"].get(t, 99) for t in others), default=None)

    def _foe(self) -> str:
        if self.objective == "destroy_item" and self.adv.item is not None:
            return f"object_{self.adv.id}"
        return self.adv.villain

    # -- numbers the hero fights with
    def mods(self) -> dict:
        if self._mods is None:
            effects = []
            v = self.view
            if v["setting"]:
                effects.append(load().encounters[v["setting"]].effect)
            effects += [load().encounters[c].effect for c in self.hero["curses"]]
            effects += [load().treasures[t].effect for t in self.hero["items"] if load().treasures[t].use == "passive"]
            out = {"attack": 0, "damage": 0, "defense": 0, "speed": 0}
            for e in effects:
                k, arg = split_effect(e)
                if k in out and arg.lstrip("+-").isdigit():
                    out[k] += int(arg)
            boost_name, boost_arg = split_effect(v["flags"].get(f"boost:{self.i}", ""))
            if boost_name in ("attack", "damage"):
                out[boost_name] += _n(boost_arg)
            self._mods = out
        return self._mods

    def defense(self) -> int:
        return self.hero["defense"] + self.mods()["defense"] + self.view["flags"].get(f"defend:{self.i}", 0)

    def speed(self) -> int:
        return max(0, self.hero["speed"] + self.mods()["speed"])

    # -- the goal
    def goal_cells(self) -> frozenset:
        """Where the hero heads when nothing is in reach to fight."""
        mp, view = self.map, self.view
        if self.evil:
            return frozenset(mp.edges | set(mp.doors)) if view["tile_deck"] else frozenset()
        wins = self.win_cells()
        if wins:
            return frozenset(wins)
        foes = [m for m in self.monsters if m["foe"]]
        if foes:
            return frozenset(c for m in foes for c in m["adj"] if c in mp.floor)
        if self.objective == "slay" and self.monsters:
            return frozenset(c for m in self.monsters for c in m["adj"] if c in mp.floor)
        if view["tile_deck"] <= 0:
            return frozenset()
        return frozenset(mp.edges | set(mp.doors))

    def win_cells(self) -> frozenset:
        """Spaces where ending the hero phase does something: any space of the prisoners' tile
        frees them; the exit (X) of a way-out tile, or the start tile's stairs, leaves."""
        if self._exits is None:
            self._exits = self._win_cells()
        return self._exits

    def _win_cells(self) -> frozenset:
        view, mp = self.view, self.map
        special = [t for t in view["tiles"] if t["id"] in self.adv.tiles.special]

        def way_out(tile_id):
            return any("X" in row for row in load().tiles[tile_id].cells)

        def leave_from(positions):
            out = set()
            for pos in positions:
                out.update(grid.marked_cells(mp.idx, mp.defs, "X", pos) or grid.marked_cells(mp.idx, mp.defs, ">", pos))
            return frozenset(out)

        if self.objective == "escape":
            return leave_from((t["tx"], t["ty"]) for t in special if way_out(t["id"]))
        if self.objective == "free_prisoners":
            if not view["flags"].get("freed"):
                return frozenset(c for t in special if not way_out(t["id"])
                                 for c in grid.cells_of_tile(mp.idx, mp.defs, (t["tx"], t["ty"])))
            out = [(t["tx"], t["ty"]) for t in special if way_out(t["id"])]
            if not any(way_out(t) for t in self.adv.tiles.special):
                out.append(START)
            return leave_from(out)
        return frozenset()

    def explore_need(self) -> float:
        """How much a new tile is wanted: always, unless running out of tiles loses the adventure
        and the tiles are no longer needed (the foe is out; monsters to slay are at hand)."""
        if "no_tiles" not in self.adv.defeat:
            return 1.0
        if any(m["foe"] for m in self.monsters) or self.view["flags"].get("villain_out"):
            return -0.5
        if self.objective == "slay" and self.monsters:
            return 0.3
        return 1.0

    # -- how dangerous a space is
    def fragility(self) -> float:
        if self._fragility is None:
            self._fragility = self._fragile()
        return self._fragility

    def _fragile(self) -> float:
        h = self.hero
        w = 1.0
        if h["health"] <= 4:
            w += 0.5
        if h["health"] <= 2:
            w += 1.0
        if self.view["surges"] == 0:
            w += 1.0 if h["health"] <= 4 else 0.3
        return w

    def danger_of(self, m: dict, cell, d_tile) -> float:
        """m's expected harm to a hero standing on `cell` (ignoring who else is nearer)."""
        card = m["card"]
        adj = cell in m["adj"]
        for line in card.tactics:
            cond, arg = split_effect(line.cond)
            if line is not card.tactics[-1]:
                if cond == "adjacent" and not adj:
                    continue
                if cond == "tile" and d_tile != 0:
                    continue
                if cond == "within" and (d_tile is None or d_tile > int(arg)):
                    continue
                if cond == "damaged" and m["health"] >= card.health:
                    continue
            name, _ = split_effect(line.action)
            if name in ("attack", "close_attack", "shoot", "attack_tile"):
                p = _hit(line.attack, self.defense())
                v = p * line.damage + (1 - p) * line.miss + p * sum(1.0 if e == "stun" else 1.5 for e in line.effects)
                return v
            if name == "spawn":
                return 0.8
            if name == "move":
                return 0.15 * m["threat"]
            return 0.0
        return 0.0

    def danger(self, cell) -> float:
        got = self._danger.get(cell)
        if got is not None:
            return got
        here_tile = self.map.floor.get(cell)
        total = 0.0
        heroes_in = max(1, sum(1 for h in self.view["heroes"] if not h["escaped"] and h["cell"] is not None))
        for m in self.monsters:
            d = m["dist"].get(here_tile)
            key = (cell in m["adj"], d)
            v = m["seen"].get(key)
            if v is None:
                v = self.danger_of(m, cell, d)
                theirs = m["others"]
                if v > 0 and m["card"].villain:
                    v *= 1 + 0.5 * (heroes_in - 1)  # it acts in every hero's turn, but must be fought
                elif v > 0 and theirs is not None:
                    mine = d if d is not None else 99
                    if theirs < mine:
                        v *= 0.3
                    elif theirs == mine:
                        v *= 0.6
                m["seen"][key] = v
            total += v
        total += self.hazards.get(here_tile, 0.0)
        got = self._danger[cell] = total * self.fragility()
        return got

    # -- what a space is worth at the end of the hero phase
    def place_value(self, cell, goal_steps: dict) -> float:
        mp, view = self.map, self.view
        v = -self.danger(cell)
        deck = view["tile_deck"]
        doomed = "no_tiles" in self.adv.defeat and deck <= 0
        if cell in mp.edges:
            if doomed:
                v += DOOMED if self.evil else -DOOMED
            elif deck > 0:
                v += EXPLORE * (2 if self.evil else self.explore_need())
        if not self.evil and cell in self.win_cells():
            v += ON_EXIT
        if goal_steps:
            v -= self.goal_step * goal_steps.get(cell, 40)
        if self.ally_tiles and not self.evil:
            here = mp.floor.get(cell)
            apart = min((mp.tile_dist(here, t) or 9) if t is not None else 9 for t in self.ally_tiles)
            v -= COHESION * max(0, apart - 1)
        return v

    # -- attacking
    def strike_value(self, power_id: str, targets) -> float:
        """Expected worth of an attack with this power on these monsters (dicts from self.monsters)."""
        return sum(self.single(power_id, m) for m in targets) - self.spend_cost(power_id, targets)

    def spend_cost(self, power_id: str, targets) -> float:
        if load().powers[power_id].type not in ("art", "maneuver"):
            return 0.0
        return ART_COST * (0.5 if any(m["foe"] for m in targets) else 1.0)

    def single(self, power_id: str, m: dict) -> float:
        key = (power_id, m["uid"])
        got = self._single.get(key)
        if got is not None:
            return got
        p = load().powers[power_id]
        mods = self.mods()
        atk = p.attack + mods["attack"]
        dmg = p.damage + mods["damage"]
        miss = sum(_n(arg) for name, arg in map(split_effect, p.miss) if name == "damage")
        if self.evil and m["foe"]:
            self._single[key] = -5.0
            return -5.0
        card = m["card"]
        ph = _hit(atk, card.defense)
        value = ph * self.damage_value(m, dmg) + (1 - ph) * self.damage_value(m, miss)
        survives = dmg < m["health"]
        for effect in p.hit:
            name, arg = split_effect(effect)
            if name == "stun" and survives:
                value += ph * 0.8 * m["threat"] * (3 if card.villain else 1)
            elif name == "slow" and survives:
                value += ph * 0.2 * m["threat"]
            elif name == "poison" and survives:
                value += ph * 0.6
            elif name == "heal_self":
                missing = self.hero["max_health"] - self.hero["health"]
                value += ph * 0.7 * min(_n(arg), missing)
            elif name == "push":
                value += ph * 0.1
        self._single[key] = value
        return value

    def damage_value(self, m: dict, dmg: int) -> float:
        if dmg <= 0:
            return 0.0
        card = m["card"]
        if m["foe"]:
            return FOE_DAMAGE * min(dmg, m["health"]) + (WIN if dmg >= m["health"] else 0.0)
        kill = 2.0 + 2.0 * m["threat"] + 0.4 * card.xp
        if self.objective == "slay":
            kill += 4.0
        if dmg >= m["health"]:
            return kill
        return 0.45 * kill * dmg / m["health"]

    def best_strike_from(self, cell, powers: list) -> float:
        """The best attack the hero could make standing on `cell`."""
        here = self.map.floor.get(cell)
        near = [(m, m["dist"].get(here), cell in m["adj"]) for m in self.monsters]
        best = 0.0
        for pid in powers:
            p = load().powers[pid]
            rng = p.range
            if rng == "adjacent":
                cand = [m for m, d, adj in near if adj]
            elif rng == "tile":
                cand = [m for m, d, adj in near if d == 0]
            else:
                r = int(rng)
                cand = [m for m, d, adj in near if d is not None and d <= r]
            if not cand:
                continue
            singles = sorted((self.single(pid, m) for m in cand), reverse=True)
            if p.targets == "each":
                v = sum(singles)
            elif p.targets == "two":
                v = sum(singles[:2])
            else:
                v = singles[0]
            v -= self.spend_cost(pid, cand if p.targets == "each" else cand[:1])
            best = max(best, v)
        return best


# -- the hero phase ----------------------------------------------------------------------------------
def _acts_left(view: dict, hero: dict) -> int:
    turn = view["turn"]
    used = turn["moves"] + (1 if turn["attacked"] else 0)
    return max(0, (1 if hero["stunned"] else 2) - used)


def _free_action(s: _Seen, legal: list):
    """Heal, cure, turn an Art back up, read a Tome, bank a surge: whatever is clearly good now."""
    hero, view = s.hero, s.view
    heroes = view["heroes"]
    for a in legal:
        if isinstance(a, UseItem):
            t = load().treasures[a.item]
            if t.use != "free":
                continue
            name, arg = split_effect(t.effect)
            missing = hero["max_health"] - hero["health"]
            if name == "heal" and (missing >= _n(arg) or hero["health"] <= 3) and missing > 0:
                return a
            if name == "cure" and hero["poisoned"]:
                return a
            if name == "flip_up" and _art_down(hero):
                return a
            if name == "level_up" and hero["level"] < 2:
                return a
            if name == "surge" and view["surges"] < 3:
                return a
        elif isinstance(a, UsePower):
            p = load().powers[a.power]
            if p.use != "free":
                continue
            name, arg = split_effect(p.effect)
            target = heroes[a.hero if a.target < 0 else a.target]
            if name == "heal":
                missing = target["max_health"] - target["health"]
                need = _n(arg) if p.type == "art" else max(1, _n(arg) - 1)
                if target["health"] == 0 or (missing >= need and target["health"] <= target["max_health"] * 0.6):
                    return a
            if name == "cure" and (target["poisoned"] or target["stunned"]):
                return a
            if name == "flip_up" and _art_down(hero):
                return a
    return None


def _art_down(hero: dict) -> bool:
    return any(not c["up"] and load().powers[c["id"]].type == "art" for c in hero["powers"])


def _hero_choice(view: dict, legal: list, rng: Rng):
    i = view["decision"]["data"]["hero"]
    s = _Seen(view, i)
    hero = s.hero
    end = next(a for a in legal if isinstance(a, EndPhase))
    free = _free_action(s, legal)
    if free is not None:
        return free
    here = tuple(hero["cell"])
    acts = _acts_left(view, hero)
    can_attack = not view["turn"]["attacked"] and acts > 0
    goal = s.goal_cells()
    steps = s.map.steps(goal) if goal else {}
    all_moves = _worth_a_look(s, [a for a in legal if isinstance(a, Move)], steps)
    moves = [a for a in all_moves if not a.power or _card_counts(a.power)]
    card_moves = [a for a in all_moves if a.power and not _card_counts(a.power)]
    attacks = [a for a in legal if isinstance(a, Attack)]
    stay = s.place_value(here, steps)
    values = {(a.x, a.y): s.place_value((a.x, a.y), steps) for a in all_moves}
    after_move = max((values[(a.x, a.y)] - _card_cost(a.power) for a in moves), default=stay)

    plans: list[tuple[float, int, object]] = [(stay, 0, end)]
    # attack now, then perhaps move
    best_attack = None
    for a in attacks:
        targets = [s.by_uid[u] for u in a.targets if u in s.by_uid]
        v = s.strike_value(a.power, targets)
        if best_attack is None or v > best_attack[0]:
            best_attack = (v, a)
    if best_attack is not None and best_attack[0] > 0.2:
        tail = max(stay, after_move) if acts >= 2 else stay
        plans.append((best_attack[0] + tail, 3, best_attack[1]))
        boost = _boost_item(s, legal, best_attack)
        if boost is not None:
            return boost
    # move, then attack from there / move, then move again / a last move
    if moves:
        powers = [c["id"] for c in hero["powers"] if c["up"] and load().powers[c["id"]].use == "attack"]
        speed = s.speed()
        exploring = bool(goal & s.map.edges) and view["tile_deck"] > 0
        winning = bool(goal) and goal == s.win_cells() and not s.evil
        for a in moves:
            c = (a.x, a.y)
            cost = _card_cost(a.power)
            if acts >= 2 and can_attack and s.monsters:
                strike = s.best_strike_from(c, powers)
                if strike > 0.2:
                    plans.append((strike + values[c] - cost, 2, a))
            if acts >= 2:
                # a first move: judged by where a second move could take the hero from there
                ahead = values[c]
                if steps:
                    far = steps.get(c, 40)
                    ahead += 0.5 * s.goal_step * min(speed, far) - 0.05 * far
                    if far <= speed and far > 0:
                        if winning:
                            ahead += ON_EXIT
                        elif exploring and c not in s.map.edges:
                            ahead += 0.8 * EXPLORE * s.explore_need()
                plans.append((ahead - 0.3 - cost, 1, a))
            else:
                plans.append((values[c] - cost, 1, a))
    # a card's move on top of the turn's own (a free power or a treasure)
    for a in card_moves:
        c = (a.x, a.y)
        if acts == 0 or c in s.win_cells():
            plans.append((values[c] - _card_cost(a.power) - 1.0, 1, a))
    # disarm a trap here, or open a door toward the unexplored
    for a in legal:
        if isinstance(a, Disarm):
            p = max(0.05, (21 - load().encounters[a.trap].disarm) / 20)
            tail = max(stay, after_move) if acts >= 2 else stay
            plans.append((p * 3.0 * s.fragility() + tail, 2, a))
        elif isinstance(a, OpenDoor):
            tail = max(stay, after_move) if acts >= 2 else stay
            worth = 2.0 if goal and any(c in goal for c in s.map.doors) else 0.5
            plans.append((worth + tail, 2, a))
    return max(plans, key=lambda p: (p[0], p[1]))[2]


@lru_cache(maxsize=None)
def _card_counts(card: str) -> bool:
    """Does a card's move take one of the turn's moves (a power used "in place of a move")?"""
    p = load().powers.get(card)
    return p is not None and p.use == "move"


@lru_cache(maxsize=None)
def _card_cost(card: str) -> float:
    """What spending a card for a move costs: a Maneuver or Art turns over, a treasure is gone."""
    if not card:
        return 0.0
    p = load().powers.get(card)
    if p is not None:
        return 1.0 if p.type in ("art", "maneuver") else 0.0
    return 1.5 if load().treasures[card].consumable else 0.0


def _worth_a_look(s: _Seen, moves: list, steps: dict) -> list:
    """The moves worth weighing: spaces next to a monster, on an unexplored edge, by a door or on
    a tile that ends something, and on every other tile the one space nearest the goal (the rest
    of a tile is as safe and no closer)."""
    mp = s.map
    wins = s.win_cells()
    keep, plain = [], {}
    for a in moves:
        c = (a.x, a.y)
        tile = mp.floor.get(c)
        if c in mp.edges or c in mp.doors or c in wins or any(c in m["adj"] for m in s.monsters):
            keep.append(a)
            continue
        best = plain.get((a.power, tile))
        if best is None or steps.get(c, 99) < steps.get((best.x, best.y), 99):
            plain[(a.power, tile)] = a
    return keep + list(plain.values())


def _boost_item(s: _Seen, legal: list, best_attack):
    """Ready an attack treasure before a blow that matters (the foe, or a doubtful kill)."""
    if s.view["flags"].get(f"boost:{s.i}"):
        return None
    v, a = best_attack
    targets = [s.by_uid[u] for u in a.targets if u in s.by_uid]
    if not targets:
        return None
    important = any(m["foe"] for m in targets) or any(m["card"].xp >= 3 for m in targets)
    if not important:
        return None
    for item in legal:
        if isinstance(item, UseItem) and load().treasures[item.item].use == "attack":
            return item
    return None


# -- encounters, levels, reactions, treasure ----------------------------------------------------------
def _encounter_harm(view: dict, card_id: str) -> float:
    card = load().encounters[card_id]
    active = view["turn"]["hero"]
    hero = view["heroes"][active]
    standing = [h for h in view["heroes"] if h["cell"] is not None and h["health"] > 0 and not h["escaped"]]
    base = _lasting_harm(card_id)
    if card.kind != "event":
        if card.kind == "setting" and view["setting"]:
            base -= 0.5 * _lasting_harm(view["setting"])  # it replaces the one in play
        if card.kind == "curse" and (hero["escaped"] or hero["cell"] is None):
            return 0.0
        return max(0.0, base) * (1.0 if card.kind != "setting" else len(standing) / 2 + 0.5)
    name, arg = split_effect(card.effect)
    n = _n(arg)
    here = grid.tile_of(hero["cell"]) if hero["cell"] is not None else None
    on_tile = [h for h in standing if here is not None and grid.tile_of(h["cell"]) == here]
    gone = hero["escaped"] or hero["cell"] is None

    def worth(h, dmg):
        return dmg * (2.0 if h["health"] <= dmg else 1.0)

    if name == "damage_active":
        return 0.0 if gone else worth(hero, n)
    if name == "damage_all":
        return sum(worth(h, n) for h in standing)
    if name == "damage_tile":
        return sum(worth(h, n) for h in on_tile)
    if name.startswith("attack_"):
        targets = {"attack_active": [] if gone else [hero], "attack_all": standing, "attack_tile": on_tile}[name]
        total = 0.0
        for h in targets:
            p = _hit(card.attack, h["defense"])
            total += p * worth(h, card.damage) + p * 1.2 * len(card.hit)
        return total
    if name == "stun_active":
        return 0.0 if gone else 0.8
    if name == "poison_active":
        return 0.0 if gone or hero["poisoned"] else 1.8
    if name == "monster":
        return 0.0 if gone else (3.5 if card.tier == "advanced" else 2.5)
    if name == "lose_surge":
        return 5.0 if view["surges"] > 0 else 0.0
    if name == "flip_down":
        return 1.5 if not gone and any(c["up"] and load().powers[c["id"]].type == "art" for c in hero["powers"]) else 0.0
    if name == "move_monsters":
        return 0.6 * n * min(4, len(view["monsters"]))
    return 1.0


def _cancel(view: dict, legal: list):
    cancels = [a for a in legal if isinstance(a, Cancel)]
    let_it_be = next(a for a in legal if isinstance(a, LetItBe))
    if not cancels:
        return let_it_be
    data = view["decision"]["data"]
    active = view["heroes"][view["turn"]["hero"]]
    if active.get("evil"):
        return let_it_be
    harm = _encounter_harm(view, data["card"])
    team = str(data.get("team", "0"))
    xp = sum(load().monster(c).xp for c in view["xp"].get(team, []))
    levels_waiting = any(h["level"] < 2 and not h["escaped"] and str(h["team"]) == team for h in view["heroes"])
    threshold = 1.2 if xp >= 2 * XP_COST or not levels_waiting else 2.0
    if harm < threshold:
        return let_it_be

    def cost(a):
        return sum(load().monster(c).xp for c in a.cards), len(a.cards), a.cards

    return min(cancels, key=cost)


def _art_worth(power_id: str) -> float:
    p = load().powers[power_id]
    if p.use != "attack":
        return 2.0
    hits = {"one": 1, "two": 1.6, "each": 2.0}.get(p.targets, 1)
    reach = 0.3 if p.range != "adjacent" else 0.0
    return hits * _hit(p.attack, 15) * p.damage + reach + (0.5 if "stun" in p.hit else 0)


def _level_up(view: dict, legal: list):
    ups = [a for a in legal if isinstance(a, LevelUp)]
    if not ups:
        return next(a for a in legal if isinstance(a, LetItBe))
    return max(ups, key=lambda a: (_art_worth(a.art) if a.art else 0.0,
                                   -sum(load().monster(c).xp for c in a.cards), a.cards))


def _react(view: dict, legal: list):
    data = view["decision"]["data"]
    let_it_be = next(a for a in legal if isinstance(a, LetItBe))
    helps = [a for a in legal if not isinstance(a, LetItBe)]
    if not helps:
        return let_it_be
    k = data["hero"]
    if data["stage"] == "ally_hit":
        target = view["heroes"][data["target"]]
        if target["health"] <= max(2, target["max_health"] // 2):
            return helps[0]
        return let_it_be
    hero = view["heroes"][k]
    attack = data.get("attack") or {}
    dmg = attack.get("damage", 1)
    effects = attack.get("effects", [])
    bonus = attack.get("attack", 8)
    defense = hero["defense"] + view["flags"].get(f"defend:{k}", 0)
    p = _hit(bonus, defense)
    stake = p * (dmg * (2.5 if dmg >= hero["health"] else 1.0) + 1.2 * len(effects))
    for a in helps:
        if isinstance(a, UsePower):
            p_card = load().powers[a.power]
            name, arg = split_effect(p_card.effect)
            if name == "heal":
                if hero["max_health"] - hero["health"] >= _n(arg) or hero["health"] <= dmg:
                    return a
                continue
            if stake >= 1.6:
                return a
        elif isinstance(a, UseItem) and stake >= 2.2:
            return a
    return let_it_be


def _give(view: dict, legal: list):
    card = load().treasures[view["decision"]["data"]["card"]]
    drawer = view["decision"]["data"]["hero"]
    heroes = view["heroes"]
    gives = [a for a in legal if isinstance(a, Give)]
    me_evil = heroes[drawer].get("evil")
    gives = [a for a in gives if bool(heroes[a.hero].get("evil")) == bool(me_evil)] or gives
    if me_evil:
        return next((a for a in gives if a.hero == drawer), gives[0])
    name, _arg = split_effect(card.effect)

    def score(a):
        h = heroes[a.hero]
        if h["cell"] is None or h["escaped"]:
            return -100.0
        if name == "heal":
            return (h["max_health"] - h["health"]) - 0.5 * len(h["items"])
        if name == "cure":
            return 5.0 * h["poisoned"] - len(h["items"])
        if name == "flip_up":
            return 3.0 * _art_down(h) - 0.3 * len(h["items"])
        if name == "level_up":
            return 5.0 * (h["level"] < 2) + (a.hero == drawer)
        if name == "defense" or card.category == "defense":
            return -h["defense"] - 0.3 * len(h["items"])
        return (2.0 if a.hero == drawer else 0.0) - 0.3 * len(h["items"])

    return max(gives, key=lambda a: (score(a), a.hero == drawer, -a.hero))


def _explore(view: dict, legal: list):
    return legal[0]


def coop_bot(view: dict, legal: list, rng: Rng):
    """The co-op bot's move for whichever decision the seat owes."""
    kind = (view.get("decision") or {}).get("kind")
    if kind == "hero":
        return _hero_choice(view, legal, rng)
    if kind == "cancel":
        return _cancel(view, legal)
    if kind == "level_up":
        return _level_up(view, legal)
    if kind == "react":
        return _react(view, legal)
    if kind == "give":
        return _give(view, legal)
    if kind == "explore" and all(isinstance(a, Explore) for a in legal):
        return _explore(view, legal)
    return legal[rng.randrange(len(legal))]


BOTS = {"coop": coop_bot}
