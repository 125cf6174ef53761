"""Legend of Drizzt content readers for the cards: monsters (and their tactics), encounters, heroes
and powers, and treasure.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from game.core.content import Field
from game.core.errors import ContentError
from game.drizzt.cards import Encounter, Hero, Level2, Monster, Power, Tactic, Treasure
from game.drizzt.checks.files import B, D, I, L, S, _File, _items, _nonneg, _str_list
from game.drizzt.vocabulary import (ATTACK_ACTIONS, CRIT_PATTERN, CURSE_ENDS, ENCOUNTER_ATTACKS, ENCOUNTER_EFFECTS,
                                    ENCOUNTER_HIT_EFFECTS, ENCOUNTER_KINDS, HIT_EFFECTS, MISS_EFFECTS, TREASURE_USES_OF,
                                    MONSTER_HIT_EFFECTS, POWER_EFFECTS, POWER_RANGES, POWER_TARGETS, POWER_TYPES,
                                    POWER_USES, POWER_WHEN, TACTIC_ACTIONS, TACTIC_CONDITIONS, TACTIC_TARGETS,
                                    TIERS, TREASURE_CATEGORIES, TREASURE_USES, TREASURE_EFFECTS, _effect_problem,
                                    _shape, effect_name)


# --- monsters ----------------------------------------------------------------------------------

MONSTER_SCHEMA = {
    "id": Field(S), "name": Field(S), "kind": Field(S), "tier": Field(S, choices=TIERS),
    "defense": Field(I), "health": Field(I), "xp": Field(I), "size": Field(I, False, 1, (1, 2)),
    "figures": Field(I, False, 1), "copies": Field(I, False, None), "villain": Field(B, False, False),
    "tactics": Field(L), "text": Field(S, False, ""), "rises": Field(I, False, 0),
}
TACTIC_KEYS = ("if", "do", "attack", "damage", "effects", "miss", "target")


def _tactic(f: _File, item: dict, index: int, raw: object, last: bool) -> Tactic:
    line = f.nth(item, "tactics", index, "{")

    def fail(problem: str) -> ContentError:
        return f.error_at(line, f"tactic {index + 1}: {problem}")

    if not isinstance(raw, dict):
        raise fail("each tactic must be a table like { if = \"adjacent\", do = \"attack\", ... }")
    unknown = [k for k in raw if k not in TACTIC_KEYS]
    if unknown:
        raise fail(f"unknown key {unknown[0]!r} (known: {', '.join(TACTIC_KEYS)})")
    types = {"if": str, "do": str, "attack": int, "damage": int, "effects": list, "miss": int, "target": str}
    for key, value in raw.items():
        if not isinstance(value, types[key]) or isinstance(value, bool):
            raise fail(f"{key!r} must be {'text' if types[key] is str else types[key].__name__}")
    cond, action = raw.get("if", ""), raw.get("do", "")
    if not action:
        raise fail("no 'do'")
    if cond:
        problem = _effect_problem(cond, TACTIC_CONDITIONS)
        if problem:
            raise fail(f"condition: {problem}")
    if last and cond:
        raise fail("the last tactic always runs: leave out its 'if'")
    if not last and not cond:
        raise fail("only the last tactic may have no 'if' (the lines after it could never run)")
    name = effect_name(action)
    if name != "spawn":  # spawn:<id> is checked once every monster is known
        problem = _effect_problem(action, TACTIC_ACTIONS)
        if problem:
            raise fail(f"action: {problem}")
    tactic = Tactic(cond, action, raw.get("attack", 0), raw.get("damage", 0), tuple(raw.get("effects", [])),
                    raw.get("miss", 0), raw.get("target", ""))
    if name in ATTACK_ACTIONS:
        if not 1 <= tactic.attack <= 20:
            raise fail(f"{action!r} needs 'attack' 1..20")
        if not 0 <= tactic.damage <= 9 or not 0 <= tactic.miss <= tactic.damage:
            raise fail(f"{action!r} needs 'damage' 0..9 and 'miss' 0..damage")
        for eff in tactic.effects:
            if not isinstance(eff, str) or _effect_problem(eff, MONSTER_HIT_EFFECTS):
                raise fail(f"effect {eff!r} is unknown (known: {', '.join(MONSTER_HIT_EFFECTS)})")
        if tactic.damage == 0 and not tactic.effects:
            raise fail(f"{action!r} does nothing on a hit: give it damage or effects")
        if tactic.target not in TACTIC_TARGETS:
            raise fail(f"target {tactic.target!r}; expected \"all_adjacent\" or none")
        if tactic.target and name != "attack":
            raise fail("only 'attack' takes a target")
        need = {"attack": ("adjacent",), "attack_tile": ("tile", "crowd"), "close_attack": ("tile", "within"),
                "shoot": ("tile", "within"), "snipe": ("tile", "within"), "pull": ("tile", "within"),
                "charge": ("tile", "within")}[name]
        if effect_name(cond) not in need:
            shapes = " or ".join(_shape(n, TACTIC_CONDITIONS[n]) for n in need)
            raise fail(f"{action!r} needs the condition {shapes} (it says where the hero is)")
    else:
        extra = sorted(raw.keys() & {"attack", "damage", "effects", "miss", "target"})
        if extra:
            raise fail(f"{action!r} is not an attack: it takes no {extra[0]!r}")
    return tactic


def _monsters(folder: Path) -> dict[str, Monster]:
    f, items = _items(folder, "monsters.toml", "monster", MONSTER_SCHEMA)
    out: dict[str, Monster] = {}
    for item in items:
        _nonneg(f, item, "defense", low=1, high=30)
        _nonneg(f, item, "health", low=1, high=40)
        _nonneg(f, item, "xp", low=1, high=10)
        _nonneg(f, item, "figures", low=1, high=6)
        copies = item["copies"]
        if item["villain"]:
            copies = 0 if copies is None else copies
            if copies:
                raise f.error(item, "a villain is placed by its adventure, not drawn: copies must be 0", "copies")
        else:
            copies = 1 if copies is None else copies
            if not 1 <= copies <= 10:
                raise f.error(item, f"'copies' is {copies}; expected 1..10", "copies")
        if item["rises"] and not item["villain"]:
            raise f.error(item, "only a villain rises again ('rises' is its second form's Health)", "rises")
        _nonneg(f, item, "rises", low=0, high=40)
        tactics = item["tactics"]
        if not tactics:
            raise f.error(item, "a monster needs at least one tactic", "tactics")
        parsed = tuple(_tactic(f, item, i, t, i == len(tactics) - 1) for i, t in enumerate(tactics))
        out[item["id"]] = Monster(item["id"], item["name"], item["kind"], item["tier"], item["defense"],
                                  item["health"], item["xp"], item["size"], item["figures"], copies,
                                  item["villain"], parsed, item["text"], item["rises"])
    for item in items:  # spawn:<id> needs every monster known
        for i, tactic in enumerate(out[item["id"]].tactics):
            if effect_name(tactic.action) == "spawn":
                problem = _effect_problem(tactic.action, TACTIC_ACTIONS, out)
                if problem:
                    raise f.error_at(f.nth(item, "tactics", i, "{"), f"tactic {i + 1}: action: {problem}")
    return out


# --- encounters --------------------------------------------------------------------------------

ENCOUNTER_SCHEMA = {
    "id": Field(S), "name": Field(S), "kind": Field(S, choices=ENCOUNTER_KINDS), "tier": Field(S, choices=TIERS),
    "copies": Field(I, False, 1), "effect": Field(S), "attack": Field(I, False, 0), "damage": Field(I, False, 0),
    "hit": Field(L, False, []), "disarm": Field(I, False, 0), "ends": Field(S, False, ""), "text": Field(S),
}


def _encounters(folder: Path) -> dict[str, Encounter]:
    f, items = _items(folder, "encounters.toml", "encounter", ENCOUNTER_SCHEMA)
    out = {}
    for item in items:
        kind, effect = item["kind"], item["effect"]
        _nonneg(f, item, "copies", low=1, high=10)
        problem = _effect_problem(effect, ENCOUNTER_EFFECTS[kind])
        if problem:
            raise f.error(item, f"a {kind}: {problem}", "effect")
        hit = _str_list(f, item, "hit")
        if effect_name(effect) in ENCOUNTER_ATTACKS:
            if not 1 <= item["attack"] <= 20:
                raise f.error(item, f"{effect!r} needs 'attack' 1..20", ("attack", "effect"))
            _nonneg(f, item, "damage", high=9)
            if item["damage"] == 0 and not hit:
                raise f.error(item, f"{effect!r} does nothing on a hit: give it damage or hit effects",
                              ("damage", "effect"))
            for eff in hit:
                if _effect_problem(eff, ENCOUNTER_HIT_EFFECTS):
                    raise f.error(item, f"hit effect {eff!r} is unknown (known: {', '.join(ENCOUNTER_HIT_EFFECTS)})",
                                  "hit", eff)
        else:
            for key in ("attack", "damage"):
                if item[key]:
                    raise f.error(item, f"{effect!r} makes no attack: leave out {key!r}", key)
            if hit:
                raise f.error(item, f"{effect!r} makes no attack: leave out 'hit'", "hit")
        if kind == "trap":
            if not 2 <= item["disarm"] <= 20:
                raise f.error(item, "a trap needs 'disarm' 2..20 (the roll that disarms it)", ("disarm", "kind"))
        elif item["disarm"]:
            raise f.error(item, "only traps have 'disarm'", "disarm")
        ends = item["ends"]
        if kind == "curse":
            if not ends:
                raise f.error(item, "a curse needs 'ends': \"kill\" or \"roll:N\"", ("ends", "kind"))
            problem = _effect_problem(ends, CURSE_ENDS)
            if problem:
                raise f.error(item, f"'ends': {problem}", "ends")
        elif ends:
            raise f.error(item, "only curses have 'ends'", "ends")
        out[item["id"]] = Encounter(item["id"], item["name"], kind, item["tier"], item["copies"], effect,
                                    item["attack"], item["damage"], hit, item["disarm"], ends, item["text"])
    return out


# --- heroes and powers -------------------------------------------------------------------------

HERO_SCHEMA = {
    "id": Field(S), "name": Field(S), "race": Field(S), "class": Field(S), "defense": Field(I),
    "health": Field(I), "speed": Field(I), "surge": Field(I, False, None), "level2": Field(D),
    "slots": Field(D), "auto": Field(L, False, []), "suggested": Field(L), "text": Field(S, False, ""),
}
POWER_SCHEMA = {
    "id": Field(S), "hero": Field(S), "name": Field(S), "type": Field(S, choices=POWER_TYPES),
    "use": Field(S, choices=POWER_USES), "range": Field(S, False, "adjacent", POWER_RANGES),
    "targets": Field(S, False, "one", POWER_TARGETS), "attack": Field(I, False, 0), "damage": Field(I, False, 0),
    "hit": Field(L, False, []), "miss": Field(L, False, []), "effect": Field(S, False, ""),
    "when": Field(S, False, "", ("",) + POWER_WHEN), "text": Field(S),
}


def _powers(folder: Path) -> tuple[_File | None, list[dict], dict[str, Power]]:
    f, items = _items(folder, "powers.toml", "power", POWER_SCHEMA)
    out = {}
    for item in items:
        _nonneg(f, item, "attack", high=20)
        _nonneg(f, item, "damage", high=9)
        hit, miss = _str_list(f, item, "hit"), _str_list(f, item, "miss")
        for effs, vocab, key in ((hit, HIT_EFFECTS, "hit"), (miss, MISS_EFFECTS, "miss")):
            for eff in effs:
                problem = _effect_problem(eff, vocab)
                if problem:
                    raise f.error(item, f"{key}: {problem}", key, eff)
        effect = item["effect"]
        if effect:
            problem = _effect_problem(effect, POWER_EFFECTS)
            if problem:
                raise f.error(item, f"effect: {problem}", "effect")
        if item["attack"]:
            if item["targets"] in ("ally", "self"):
                raise f.error(item, f"an attack power targets monsters, not {item['targets']!r}", "targets")
            if item["damage"] == 0 and not hit:
                raise f.error(item, "an attack power needs 'damage' or 'hit' effects", ("damage", "attack"))
        else:
            if item["damage"] or hit or miss:
                raise f.error(item, "'damage', 'hit' and 'miss' need an 'attack' bonus",
                              ("attack", "damage", "hit", "miss"))
            if not effect:
                raise f.error(item, "a power needs an 'attack' bonus or an 'effect'", ("effect", "attack", "use"))
        if (item["use"] == "reaction") != bool(item["when"]):
            raise f.error(item, "a reaction needs 'when' (attacked | hit | ally_hit), and only reactions have it",
                          "when" if item["when"] else "use")
        out[item["id"]] = Power(item["id"], item["hero"], item["name"], item["type"], item["use"], item["range"],
                                item["targets"], item["attack"], item["damage"], hit, miss, effect, item["when"],
                                item["text"])
    return f, items, out


def _heroes_and_powers(folder: Path) -> tuple[dict[str, Hero], dict[str, Power]]:
    hf, heroes_raw = _items(folder, "heroes.toml", "hero", HERO_SCHEMA)
    pf, powers_raw, powers = _powers(folder)
    hero_ids = {item["id"] for item in heroes_raw}
    for item in powers_raw:
        if item["hero"] not in hero_ids:
            raise pf.error(item, f"'hero' names an unknown hero {item['hero']!r}", "hero")
    heroes = {}
    for item in heroes_raw:
        _nonneg(hf, item, "defense", low=5, high=30)
        _nonneg(hf, item, "health", low=1, high=30)
        _nonneg(hf, item, "speed", low=1, high=12)
        surge = item["health"] if item["surge"] is None else item["surge"]
        if not 1 <= surge <= item["health"]:
            raise hf.error(item, f"'surge' is {surge}; expected 1..health ({item['health']})", "surge")
        lv = item["level2"]
        need = {"defense", "health", "speed"}
        if not need <= set(lv) or set(lv) - need - {"crit"}:
            raise hf.error(item, "level2 must be { defense = N, health = N, speed = N, crit = \"damage+1\" }", "level2")
        if any(not isinstance(lv[k], int) or isinstance(lv[k], bool) for k in need):
            raise hf.error(item, "level2 defense, health and speed must be whole numbers", "level2")
        crit = lv.get("crit", "damage+1")
        if not isinstance(crit, str) or not CRIT_PATTERN.match(crit):
            raise hf.error(item, f"level2 crit {crit!r}; expected \"damage+1\" .. \"damage+3\"", "level2")
        if lv["health"] < item["health"] or lv["defense"] < item["defense"] or lv["speed"] < item["speed"]:
            raise hf.error(item, "level 2 never lowers defense, health or speed", "level2")
        slots = item["slots"]
        if set(slots) - set(POWER_TYPES) or any(
                not isinstance(n, int) or isinstance(n, bool) or not 0 <= n <= 5 for n in slots.values()):
            raise hf.error(item, "slots must be { art = N, talent = N, maneuver = N } with N 0..5", "slots")
        slots = {t: slots.get(t, 0) for t in POWER_TYPES}
        auto, suggested = _str_list(hf, item, "auto"), _str_list(hf, item, "suggested")
        for key, ids in (("auto", auto), ("suggested", suggested)):
            for pid in ids:
                if pid not in powers:
                    raise hf.error(item, f"{key} names an unknown power {pid!r}", key, pid)
                if powers[pid].hero != item["id"]:
                    raise hf.error(item, f"{key} names {pid!r}, a power of {powers[pid].hero!r}", key, pid)
            if len(set(ids)) != len(ids):
                raise hf.error(item, f"{key} names a power twice", key)
        both = set(auto) & set(suggested)
        if both:
            raise hf.error(item, f"{sorted(both)[0]!r} is automatic: it is not also suggested", "suggested",
                           sorted(both)[0])
        chosen = Counter(powers[p].type for p in suggested)
        if any(chosen[t] != slots[t] for t in POWER_TYPES):
            raise hf.error(item, "suggested powers must fill the slots exactly: "
                                 f"slots {_per_type(slots)}, suggested {_per_type(chosen)}", "suggested")
        heroes[item["id"]] = Hero(item["id"], item["name"], item["race"], item["class"], item["defense"],
                                  item["health"], item["speed"], surge,
                                  Level2(lv["defense"], lv["health"], lv["speed"], crit), slots, auto, suggested,
                                  item["text"])
    return heroes, powers


def _per_type(counts: dict) -> str:
    return ", ".join(f"{t} {counts.get(t, 0)}" for t in POWER_TYPES)


# --- treasure ----------------------------------------------------------------------------------

TREASURE_SCHEMA = {
    "id": Field(S), "name": Field(S), "item": Field(B), "category": Field(S, choices=TREASURE_CATEGORIES),
    "use": Field(S, choices=TREASURE_USES), "consumable": Field(B), "effect": Field(S),
    "tier": Field(S, choices=TIERS), "copies": Field(I, False, 1), "text": Field(S),
}


def _treasures(folder: Path) -> dict[str, Treasure]:
    f, items = _items(folder, "treasure.toml", "treasure", TREASURE_SCHEMA)
    out = {}
    for item in items:
        _nonneg(f, item, "copies", low=1, high=10)
        problem = _effect_problem(item["effect"], TREASURE_EFFECTS)
        if problem:
            raise f.error(item, f"effect: {problem}", "effect")
        only = TREASURE_USES_OF.get(effect_name(item["effect"]))
        if only and item["use"] != only:
            raise f.error(item, f"effect {item['effect']!r} works only with use = {only!r}", ("effect", "use"))
        if item["use"] in ("attack", "defense") and item["category"] != item["use"]:
            raise f.error(item, f"a treasure used on {item['use']} is in category {item['use']!r} (G-29)", "category")
        out[item["id"]] = Treasure(item["id"], item["name"], item["item"], item["category"], item["use"],
                                   item["consumable"], item["effect"], item["tier"], item["copies"], item["text"])
    return out
