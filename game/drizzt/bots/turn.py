"""The co-op bot's hero phase: free actions first, then the best whole plan for the rest of the phase."""
from __future__ import annotations

from functools import lru_cache

from game.core.bots import Rng
from game.drizzt.actions import Attack, Disarm, EndPhase, Move, OpenDoor, UseItem, UsePower
from game.drizzt.bots.seen import Seen
from game.drizzt.bots.weights import EXPLORE, ON_EXIT, number
from game.drizzt.bots import card_worth
from game.drizzt.content import load, split_effect


# -- the hero phase ----------------------------------------------------------------------------------
def _acts_left(view: dict, hero: dict) -> int:
    turn = view["turn"]
    used = turn["moves"] + (1 if turn["attacked"] else 0)
    return max(0, (1 if hero["stunned"] else 2) - used)


def _free_action(s: Seen, legal: list):
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
            if name == "heal" and (missing >= number(arg) or hero["health"] <= 3) and missing > 0:
                return a
            if name == "cure" and hero["poisoned"]:
                return a
            if name == "flip_up" and art_down(hero):
                return a
            if name == "level_up" and hero["level"] < 2:
                return a
            if name == "surge" and view["surges"] < 3:
                return a
            if card_worth.use_now(view, hero, t.effect):
                return a
        elif isinstance(a, UsePower):
            p = load().powers[a.power]
            if p.use != "free":
                continue
            name, arg = split_effect(p.effect)
            target = heroes[a.hero if a.target < 0 else a.target]
            if name == "heal":
                missing = target["max_health"] - target["health"]
                need = number(arg) if p.type == "art" else max(1, number(arg) - 1)
                if target["health"] == 0 or (missing >= need and target["health"] <= target["max_health"] * 0.6):
                    return a
            if name == "cure" and (target["poisoned"] or target["stunned"]):
                return a
            if name == "flip_up" and art_down(hero):
                return a
    return None


def art_down(hero: dict) -> bool:
    return any(not c["up"] and load().powers[c["id"]].type == "art" for c in hero["powers"])


def hero_choice(view: dict, legal: list, rng: Rng):
    i = view["decision"]["data"]["hero"]
    s = Seen(view, i)
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


def _worth_a_look(s: Seen, moves: list, steps: dict) -> list:
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


def _boost_item(s: Seen, legal: list, best_attack):
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
