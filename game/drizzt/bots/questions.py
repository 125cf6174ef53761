"""The co-op bot's answers to the other questions: cancel an encounter, level up, react, give a
treasure, which edge to explore."""
from __future__ import annotations

from game.drizzt import grid
from game.drizzt.actions import Cancel, Give, LetItBe, LevelUp, UseItem, UsePower
from game.drizzt.bots import card_worth
from game.drizzt.bots.knowledge import lasting_harm
from game.drizzt.bots.turn import art_down
from game.drizzt.bots.weights import XP_COST, hit_chance, number
from game.drizzt.content import load, split_effect


# -- encounters, levels, reactions, treasure ----------------------------------------------------------
def _encounter_harm(view: dict, card_id: str) -> float:
    card = load().encounters[card_id]
    active = view["turn"]["hero"]
    hero = view["heroes"][active]
    standing = [h for h in view["heroes"] if h["cell"] is not None and h["health"] > 0 and not h["escaped"]]
    base = lasting_harm(card_id)
    if card.kind != "event":
        if card.kind == "setting" and view["setting"]:
            base -= 0.5 * lasting_harm(view["setting"])  # it replaces the one in play
        if card.kind == "curse" and (hero["escaped"] or hero["cell"] is None):
            return 0.0
        return max(0.0, base) * (1.0 if card.kind != "setting" else len(standing) / 2 + 0.5)
    name, arg = split_effect(card.effect)
    n = number(arg)
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
            p = hit_chance(card.attack, h["defense"])
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
    harm = card_worth.event_harm(view, card, active, standing, on_tile, worth)
    return 1.0 if harm is None else harm


def cancel_choice(view: dict, legal: list):
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
    return hits * hit_chance(p.attack, 15) * p.damage + reach + (0.5 if "stun" in p.hit else 0)


def level_up_choice(view: dict, legal: list):
    ups = [a for a in legal if isinstance(a, LevelUp)]
    if not ups:
        return next(a for a in legal if isinstance(a, LetItBe))
    return max(ups, key=lambda a: (_art_worth(a.art) if a.art else 0.0,
                                   -sum(load().monster(c).xp for c in a.cards), a.cards))


def react_choice(view: dict, legal: list):
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
    p = hit_chance(bonus, defense)
    stake = p * (dmg * (2.5 if dmg >= hero["health"] else 1.0) + 1.2 * len(effects))
    for a in helps:
        if isinstance(a, UsePower):
            p_card = load().powers[a.power]
            name, arg = split_effect(p_card.effect)
            if name == "heal":
                if hero["max_health"] - hero["health"] >= number(arg) or hero["health"] <= dmg:
                    return a
                continue
            if stake >= 1.6:
                return a
        elif isinstance(a, UseItem) and stake >= 2.2:
            return a
    return let_it_be


def give_choice(view: dict, legal: list):
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
            return 3.0 * art_down(h) - 0.3 * len(h["items"])
        if name == "level_up":
            return 5.0 * (h["level"] < 2) + (a.hero == drawer)
        wants = card_worth.give_score(name, h)
        if wants is not None:
            return wants
        if name == "defense" or card.category == "defense":
            return -h["defense"] - 0.3 * len(h["items"])
        return (2.0 if a.hero == drawer else 0.0) - 0.3 * len(h["items"])

    return max(gives, key=lambda a: (score(a), a.hero == drawer, -a.hero))


def explore_choice(view: dict, legal: list):
    return legal[0]
