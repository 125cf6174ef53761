"""One view seen from the hero deciding: where things are, what reaches whom, what a space is worth."""
from __future__ import annotations

from game.drizzt import grid
from game.drizzt.bots.knowledge import lasting_harm, dungeon_map, threat
from game.drizzt.bots.weights import ART_COST, COHESION, DOOMED, EXPLORE, FOE_DAMAGE, GOAL_STEP, ON_EXIT, START, WIN, hit_chance, number
from game.drizzt.content import ATTACK_ACTIONS, load, split_effect


# -- one view, seen from the hero deciding -------------------------------------------------------------
class Seen:
    def __init__(self, view: dict, i: int) -> None:
        self.view = view
        self.i = i
        self.map = dungeon_map(view)
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
            self.monsters.append({"uid": m["uid"], "card": card, "health": m["health"], "full": m["full"], "cells": cells,
                                  "tiles": grid.tiles_of(cells), "adj": adj, "holder": m["holder"],
                                  "foe": card.id == foe, "threat": threat(card.id), "dist": dist, "seen": {}})
        self.by_uid = {m["uid"]: m for m in self.monsters}
        self.hazards = {}  # tile -> expected harm of its hazard / trap markers
        for t in view["tiles"]:
            harm = 0.0
            for marker in t["markers"]:
                kind, _, card = marker.partition(":")
                if kind in ("hazard", "trap"):
                    harm += lasting_harm(card) / 1.8
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
                out[boost_name] += number(boost_arg)
            elif boost_name == "keen":  # a treasure raising both
                out["attack"] += number(boost_arg)
                out["damage"] += number(boost_arg)
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
                if cond == "damaged" and m["health"] >= m["full"]:
                    continue
                if cond == "bloodied" and m["health"] * 2 > m["full"]:
                    continue
                if cond in ("crowd", "ally_hurt") and d_tile != 0:
                    continue  # (how many stand there, or who is hurt, is not worked out here)
            name, _ = split_effect(line.action)
            if name in ATTACK_ACTIONS:
                p = hit_chance(line.attack, self.defense())
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
        miss = sum(number(arg) for name, arg in map(split_effect, p.miss) if name == "damage")
        if self.evil and m["foe"]:
            self._single[key] = -5.0
            return -5.0
        card = m["card"]
        ph = hit_chance(atk, card.defense)
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
                value += ph * 0.7 * min(number(arg), missing)
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
