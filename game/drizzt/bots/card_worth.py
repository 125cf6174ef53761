"""What the co-op bot thinks the Advanced tier's own encounter effects cost the party, and when a
one-card treasure effect is worth using or giving (game/drizzt/dread.py has the rules). The units
are those of questions._encounter_harm: about one point per Health lost, 5 for a healing surge."""
from __future__ import annotations

from game.drizzt import grid
from game.drizzt.bots.weights import number
from game.drizzt.content import load, split_effect

LASTING = {  # a setting's, curse's, hazard's or trap's cost while it lasts, per N (or flat)
    ("setting", "damage"): 1.6, ("setting", "monsters_heal"): 1.5,
    ("curse", "damage"): 1.2, ("curse", "bleed"): 2.5,
    ("hazard", "creeping"): 2.2, ("hazard", "damage_near"): 2.5, ("trap", "damage_near"): 2.5,
    ("trap", "alarm"): 0.8,
}
LASTING_FLAT = {"nest": 2.0, "drain_tile": 1.2, "poison_tile": 1.8, "stun_tile": 1.0}


def lasting(card) -> float | None:
    """The Advanced lasting cards' cost (None: not one of them)."""
    name, arg = split_effect(card.effect)
    per = LASTING.get((card.kind, name))
    if per is not None:
        return per * abs(number(arg))  # "damage:-1" costs 1
    return LASTING_FLAT.get(name)


def event_harm(view: dict, card, active: int, standing: list, on_tile: list, worth) -> float | None:
    """An Advanced event's cost to the party now (None: not one of them)."""
    name, arg = split_effect(card.effect)
    n = number(arg)
    hero = view["heroes"][active]
    gone = hero["escaped"] or hero["cell"] is None
    if name in ("spawn_far", "horde"):
        return 0.0 if gone else (2.0 if name == "spawn_far" else 3.0 * n)
    if name == "displace":
        return 0.0 if gone else 2.5
    if name == "flip_down_all":
        return 1.5 * sum(any(c["up"] and load().powers[c["id"]].type == "art" for c in h["powers"]) for h in standing)
    if name == "poison_all":
        return 1.8 * sum(not h["poisoned"] for h in standing)
    if name == "stun_tile":
        return 0.8 * len(on_tile)
    if name == "damage_row":
        row = grid.tile_of(hero["cell"])[1] if not gone else None
        return sum(worth(h, n) for h in standing if grid.tile_of(h["cell"])[1] == row)
    if name == "heal_monsters":
        return 0.8 * sum(min(n, m["full"] - m["health"]) for m in view["monsters"])
    if name == "echo":
        return 2.5
    if name == "steal_item":
        return 2.0 if hero["items"] else 0.0
    if name == "lose_xp":
        pile = view["xp"].get(str(hero.get("team", 0)), [])
        return 0.6 * sum(load().monster(c).xp for c in pile[-n:]) if pile else 0.0
    if name == "surge_or_hurt":
        return 5.0 if view["surges"] > 0 else sum(worth(h, n) for h in standing)
    if name == "strike_near":
        near = [h for h in standing if any(grid.adjacent(h["cell"], m["cell"]) for m in view["monsters"])]
        return sum(worth(h, n) for h in near)
    if name == "wound_weakest":
        return worth(min(standing, key=lambda h: h["health"]), n) if standing else 0.0
    return None


def on_tile_with(view: dict, hero: dict) -> list:
    """The standing heroes on `hero`'s tile (itself too)."""
    if hero["cell"] is None:
        return [hero]
    here = grid.tile_of(hero["cell"])
    return [h for h in view["heroes"] if h["cell"] is not None and not h["escaped"] and h["health"] > 0
            and grid.tile_of(h["cell"]) == here]


def use_now(view: dict, hero: dict, effect: str) -> bool:
    """Whether a hero-phase treasure with one of the new effects is worth using now."""
    name, arg = split_effect(effect)
    n = number(arg)

    def hurt(h, need):
        return h["max_health"] - h["health"] >= need or 0 < h["health"] <= 3

    def down_count(h):
        return sum(not c["up"] for c in h["powers"])

    if name in ("recall", "rally"):
        return down_count(hero) >= (2 if name == "recall" else 1) or (name == "rally" and hurt(hero, 4))
    if name == "flip_up_tile":
        return sum(down_count(h) > 0 for h in on_tile_with(view, hero)) >= 2 or down_count(hero) >= 2
    if name == "heal_tile":
        return sum(hurt(h, n) for h in on_tile_with(view, hero)) >= 1
    if name == "cleanse":
        return hero["poisoned"] or hero["stunned"] or hurt(hero, n + 1)
    if name == "dawn":
        return view["surges"] < 3 or sum(hurt(h, n) for h in view["heroes"]) >= 2
    if name == "ward_tile":
        near = any(grid.tile_of(m["cell"]) == grid.tile_of(hero["cell"]) for m in view["monsters"]) \
            if hero["cell"] is not None else False
        return near and len(on_tile_with(view, hero)) >= 2
    return False


def give_score(name: str, h: dict) -> float | None:
    """How much hero h wants a treasure with one of the new effects (None: not one of them)."""
    if name in ("recall", "rally", "flip_up_tile"):
        return 1.5 * sum(not c["up"] for c in h["powers"]) - 0.3 * len(h["items"])
    if name == "cleanse":
        return 4.0 * h["poisoned"] + 0.5 * (h["max_health"] - h["health"]) - len(h["items"])
    if name == "keen":
        return -0.3 * len(h["items"])
    return None
