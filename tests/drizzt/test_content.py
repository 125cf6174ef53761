"""Legend of Drizzt content: everything loads, references resolve, tiles keep the shape rules,
the decks hold 100 + 100 cards, and malformed files are refused with `file:line: problem`."""
from __future__ import annotations

import re
from collections import Counter
from pathlib import Path

import pytest

from game.core.errors import ContentError
from game.drizzt import content as C

FILES = ("tiles.toml", "monsters.toml", "encounters.toml", "heroes.toml", "powers.toml", "treasure.toml",
         "adventures.toml")
SPECIAL_TILES = ("dragon_lair", "crystal_shrine", "goblin_pens", "sunken_stair", "webbed_throne", "deep_gate")


@pytest.fixture(scope="module")
def content() -> C.Content:
    return C.load()


# --- everything loads --------------------------------------------------------------------------

def test_every_content_file_is_there_and_loads(content):
    for name in FILES:
        assert (C.CONTENT_DIR / name).exists(), name
    for kind in ("heroes", "powers", "tiles", "monsters", "encounters", "treasures", "adventures"):
        assert getattr(content, kind), kind
    assert C.load() is content  # cached


def test_ids_are_snake_case_and_card_ids_unique_across_decks(content):
    for kind in ("heroes", "powers", "tiles", "monsters", "encounters", "treasures", "adventures"):
        for key, item in getattr(content, kind).items():
            assert key == item.id and re.fullmatch(r"[a-z][a-z0-9_]*", key), (kind, key)
    cards = [*content.monsters, *content.encounters, *content.treasures]
    assert len(cards) == len(set(cards))


def test_references_resolve(content):
    for power in content.powers.values():
        assert power.hero in content.heroes
    for hero in content.heroes.values():
        for pid in hero.auto + hero.suggested:
            assert content.powers[pid].hero == hero.id
        chosen = Counter(content.powers[p].type for p in hero.suggested)
        assert all(chosen[t] == hero.slots[t] for t in C.POWER_TYPES)
    for monster in content.monsters.values():
        for tactic in monster.tactics:
            if C.effect_name(tactic.action) == "spawn":
                assert not content.monsters[C.effect_arg(tactic.action)].villain
    for adv in content.adventures.values():
        for tid in adv.tiles.special:
            assert content.tiles[tid].kind == "special"
        if adv.villain:
            assert content.monsters[adv.villain].villain
        if adv.objective == "defeat_villain":
            assert adv.villain


def test_every_villain_and_special_tile_is_used_by_an_adventure(content):
    villains = {m.id for m in content.monsters.values() if m.villain}
    assert villains <= {a.villain for a in content.adventures.values()}
    specials = {t.id for t in content.tiles.values() if t.kind == "special"}
    assert specials <= {tid for a in content.adventures.values() for tid in a.tiles.special}


# --- tiles ---------------------------------------------------------------------------------------

def _floor_reachable_from_south(cells: tuple[str, ...]) -> bool:
    floor = {(x, y) for y, row in enumerate(cells) for x, c in enumerate(row) if c != "#"}
    seen = {c for c in floor if c[1] == 3}
    todo = list(seen)
    while todo:
        x, y = todo.pop()
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in floor and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    return bool(seen) and seen == floor


def test_every_tile_keeps_the_shape_rules(content):
    for tile in content.tiles.values():
        assert C.tile_problem(tile) == ("", "", -1), tile.id
        assert len(tile.cells) == 4 and all(len(r) == 4 and set(r) <= set(".#SX>") for r in tile.cells), tile.id
        assert tile.edges["s"] == "open", tile.id
        assert _floor_reachable_from_south(tile.cells), tile.id
        spawns = "".join(tile.cells).count("S")
        if tile.kind == "start":
            assert all(v == "open" for v in tile.edges.values()) and ">" in "".join(tile.cells)
            assert spawns <= 1
        else:
            assert spawns == 1 and ">" not in "".join(tile.cells), tile.id
        if tile.corridor:
            assert (tile.edges["e"], tile.edges["w"], tile.edges["n"]) == ("wall", "wall", "open"), tile.id
        if tile.door:
            assert tile.door != "s" and tile.edges[tile.door] == "open", tile.id
        if tile.dead_end:
            assert all(tile.edges[s] == "wall" for s in "new"), tile.id


def test_tile_set_has_a_good_mix(content):
    tiles = list(content.tiles.values())
    assert [t.id for t in tiles if t.kind == "start"] == ["start"]
    dungeon = [t for t in tiles if t.kind == "dungeon" and not t.dead_end]
    assert len(dungeon) >= 30
    black = sum(t.triangle == "black" for t in dungeon)
    assert 0.4 <= black / len(dungeon) <= 0.6, black
    assert sum(t.corridor for t in dungeon) >= 6
    assert sum(bool(t.door) for t in dungeon) >= 6
    assert sum("#" in "".join(t.cells) for t in dungeon) >= len(dungeon) // 2
    assert sum(t.dead_end for t in tiles) >= 3
    for tid in SPECIAL_TILES:
        assert content.tiles[tid].kind == "special", tid
    assert content.tiles["sunken_stair"].find("X")


def test_tile_defs_come_from_the_grid_module(content):
    grid = pytest.importorskip("game.drizzt.grid")
    defs = content.tile_defs
    assert set(defs) == set(content.tiles) and content.tile_defs is defs
    assert all(isinstance(d, grid.TileDef) for d in defs.values())
    assert defs["start"].cells == content.tiles["start"].cells


# --- decks ---------------------------------------------------------------------------------------

def test_starting_and_advanced_decks_hold_100_cards_each(content):
    if not (C.CONTENT_DIR / "treasure.toml").exists():
        pytest.skip("treasure.toml is not written yet: the 100 + 100 count needs the treasure cards")
    assert content.tier_total("starting") == 100
    assert content.tier_total("advanced") == 100
    total = sum(len(content.deck_list(k, "advanced")) for k in C.DECK_KINDS)
    assert total == 200


def test_deck_list_counts_copies_and_tiers(content):
    start = content.deck_list("monster", "starting")
    both = content.deck_list("monster", "advanced")
    assert Counter(start)["cave_bear"] == content.monsters["cave_bear"].copies
    assert all(content.monsters[m].tier == "starting" for m in start)
    assert Counter(both) - Counter(start) == Counter(
        {m.id: m.copies for m in content.monsters.values() if m.tier == "advanced" and not m.villain})
    assert not any(content.monsters[m].villain for m in both)
    assert C.deck_list("encounter") == content.deck_list("encounter", "starting")
    with pytest.raises(ValueError):
        content.deck_list("tile", "starting")
    with pytest.raises(ValueError):
        content.deck_list("monster", "expert")


def test_effect_strings_split():
    assert C.split_effect("heal:2") == ("heal", "2")
    assert (C.effect_name("cure"), C.effect_arg("cure")) == ("cure", "")
    assert C.effect_name("spawn:skeleton") == "spawn" and C.effect_arg("spawn:skeleton") == "skeleton"
    assert C.effect_int("speed:-1") == -1 and C.effect_int("attack:+2") == 2


# --- minimum counts and named content -----------------------------------------------------------

def test_monsters_villains_and_named_cards(content):
    monsters = list(content.monsters.values())
    assert sum(not m.villain for m in monsters) >= 20
    villains = [m for m in monsters if m.villain]
    assert len(villains) >= 3 and all(m.copies == 0 for m in villains)
    assert any(m.size == 2 for m in villains) and any(m.size == 2 and not m.villain for m in monsters)
    names = {m.name for m in monsters}
    assert {"Cave Bear", "Skeleton"} <= names
    for tier in C.TIERS:
        assert any(m.tier == tier and not m.villain for m in monsters)


def test_every_encounter_kind_and_the_named_encounters(content):
    encounters = list(content.encounters.values())
    for kind in C.ENCOUNTER_KINDS:
        for tier in C.TIERS:
            assert any(e.kind == kind and e.tier == tier for e in encounters), (kind, tier)
    by_kind = {k: " ".join(e.name.lower() for e in encounters if e.kind == k) for k in C.ENCOUNTER_KINDS}
    assert "bat" in by_kind["setting"] and "thick fog" in by_kind["setting"]
    assert "rockslide" in by_kind["hazard"] and "spreading lava" in by_kind["hazard"]
    events = {C.effect_name(e.effect) for e in encounters if e.kind == "event"}
    assert {"damage_active", "attack_active", "stun_active", "poison_active", "monster", "lose_surge",
            "flip_down"} <= events
    assert all(e.ends for e in encounters if e.kind == "curse")
    assert all(e.disarm for e in encounters if e.kind == "trap")


def test_the_treasure_the_rulebook_names(content):
    assert any(t.effect == "level_up" and t.name == "Tome of Knowledge" for t in content.treasures.values())
    assert any(t.item for t in content.treasures.values() if t.tier == "starting")


# --- balance -------------------------------------------------------------------------------------

def _attacks(monster: C.Monster) -> list[C.Tactic]:
    return [t for t in monster.tactics if C.effect_name(t.action) in C.ATTACK_ACTIONS]


def test_hero_and_monster_numbers_stay_in_band(content):
    for hero in content.heroes.values():
        assert 14 <= hero.defense <= 18 and 8 <= hero.health <= 12, hero.id
        assert hero.level2.health == hero.health + 2, hero.id  # LD-LVL-04, G-07
    starting = [m for m in content.monsters.values() if m.tier == "starting" and not m.villain]
    advanced = [m for m in content.monsters.values() if m.tier == "advanced" and not m.villain]
    for m in starting:
        assert 11 <= m.defense <= 15 and 1 <= m.health <= 3, m.id
        assert all(5 <= t.attack <= 9 and t.damage <= 2 for t in _attacks(m)), m.id
    for m in advanced:
        assert 13 <= m.defense <= 18 and 2 <= m.health <= 6, m.id
        assert all(7 <= t.attack <= 11 and t.damage <= 3 for t in _attacks(m)), m.id

    def mean(ms, f):
        return sum(map(f, ms)) / len(ms)

    for f in (lambda m: m.defense, lambda m: m.health, lambda m: m.xp):
        assert mean(advanced, f) > mean(starting, f)
    for villain in (m for m in content.monsters.values() if m.villain):
        assert villain.defense >= (15 if villain.rises else 16) and villain.health >= 8 and villain.xp == 5, villain.id


# --- texts say what the handlers do --------------------------------------------------------------

def test_encounter_texts_carry_their_numbers(content):
    for e in content.encounters.values():
        arg = C.effect_arg(e.effect)
        if arg:
            assert arg in e.text, (e.id, arg)
        if e.attack:
            assert f"+{e.attack}" in e.text, e.id
            assert (f"{e.damage} damage" in e.text) == bool(e.damage), e.id
        for eff in e.hit:
            assert {"stun": "stunned", "poison": "poisoned"}[eff] in e.text, e.id
        if e.disarm:
            assert f"roll {e.disarm} or higher" in e.text, e.id
        if e.ends.startswith("roll:"):
            assert f"roll {C.effect_arg(e.ends)} or higher" in e.text, e.id
        if e.ends == "kill":
            assert "defeats a monster" in e.text, e.id


def test_power_and_treasure_texts_carry_their_numbers(content):
    for p in content.powers.values():
        if p.attack:
            assert f"+{p.attack}" in p.text, p.id
            if p.damage:
                assert f"{p.damage} damage" in p.text, p.id
        if C.effect_arg(p.effect):
            assert C.effect_arg(p.effect) in p.text, p.id
    for t in content.treasures.values():
        if C.effect_arg(t.effect):
            assert C.effect_arg(t.effect) in t.text, t.id


def test_tactic_text_reads_like_a_card(content):
    bear = content.monsters["cave_bear"]
    assert C.tactic_text(bear.tactics[0]) == "A hero adjacent: attack that hero: +8, 2 damage."
    assert C.tactic_text(bear.tactics[-1]) == "Otherwise: move 1 tile toward the nearest hero."
    for m in content.monsters.values():
        for t in m.tactics:
            assert C.tactic_text(t, content.monsters).endswith(".")


HIT_WORDS = {"stun": "stunned", "slow": "slowed", "poison": "poisoned", "push": "up to {} space",
             "heal_self": "regain {} Health", "damage": "{} damage"}


def test_power_texts_say_what_a_hit_or_miss_does_and_to_whom(content):
    """LD-ATK-03, LD-ATK-05: the die is rolled once per target and a hit's effect lands on the
    monster that roll hit, so a power with two or more targets says "each monster hit" (never "it
    is stunned", which reads as if one monster took it for all)."""
    for p in content.powers.values():
        for part, effects in (("Hit:", p.hit), ("Miss:", p.miss)):
            if not effects:
                continue
            assert part in p.text, (p.id, part)
            said = p.text.split(part, 1)[1]
            for effect in effects:
                name, _, arg = effect.partition(":")
                assert HIT_WORDS[name].format(arg) in said, (p.id, effect)
            on_monsters = any(e.partition(":")[0] != "heal_self" for e in effects)
            if p.targets in ("two", "each") and on_monsters:
                assert "each monster" in said and not re.search(r"\bit\b", said), p.id


def test_a_monster_never_charges_better_than_it_strikes(content):
    """LD-MON-01, LD-MON-02: a monster's tactics on its card. The attack it makes on a hero already
    next to it is its main one; moving in first (close_attack) never hits more often than that
    (the Cave Bear's charge was +9 against its maul's +8)."""
    for m in content.monsters.values():
        strike = [t.attack for t in m.tactics if t.action == "attack" and not t.target]
        charge = [t.attack for t in m.tactics if t.action == "close_attack"]
        if strike and charge:
            assert max(charge) <= min(strike), m.id
    bear = content.monsters["cave_bear"].tactics
    assert (bear[0].action, bear[0].attack, bear[0].damage) == ("attack", 8, 2)  # the maul
    assert (bear[1].action, bear[1].attack, bear[1].damage) == ("close_attack", 8, 1)


PROMISES = {  # what a monster's words promise a hit does -> the hit effect that must keep it
    "poison": r"\b(poison\w*|venom\w*)\b",
    "stun": r"\b(stun\w*|numb\w*|daze\w*)\b",
    "burn": r"\b(burn\w*|scorch\w*|sear\w*|alight|ablaze)\b|\b(glow\w*|coal)\b[^.]*\bbit(e|es|ten)\b",
}


def test_monster_texts_promise_only_what_their_hits_do(content):
    """LD-MON-01: a monster's flavour never promises a condition its tactics do not give: poison
    and stun must be among its hit effects, and nothing burns (no effect burns; the Ember Beetle's
    "everything it bites" glowed like a coal)."""
    for m in content.monsters.values():
        effects = {e for t in m.tactics for e in t.effects}
        for effect, words in PROMISES.items():
            if re.search(words, m.text.casefold()):
                assert effect in effects, (m.id, effect, m.text)


# --- the vocabulary: every handler name is used, every use is known ------------------------------

def test_every_effect_name_is_used_by_some_content(content):
    used = {
        "power": {C.effect_name(p.effect) for p in content.powers.values() if p.effect},
        "hit": {C.effect_name(e) for p in content.powers.values() for e in p.hit},
        "miss": {C.effect_name(e) for p in content.powers.values() for e in p.miss},
        "cond": {C.effect_name(t.cond) for m in content.monsters.values() for t in m.tactics if t.cond},
        "action": {C.effect_name(t.action) for m in content.monsters.values() for t in m.tactics},
        "treasure": {C.effect_name(t.effect) for t in content.treasures.values()},
        "objective": {C.effect_name(a.objective) for a in content.adventures.values()},
    }
    assert used["power"] == set(C.POWER_EFFECTS)
    assert used["hit"] == set(C.HIT_EFFECTS)
    assert used["miss"] == set(C.MISS_EFFECTS)
    assert used["cond"] == set(C.TACTIC_CONDITIONS)
    assert used["action"] == set(C.TACTIC_ACTIONS)
    assert used["treasure"] == set(C.TREASURE_EFFECTS)
    assert used["objective"] == set(C.OBJECTIVES)
    assert {e for m in content.monsters.values() for t in m.tactics for e in t.effects} == set(C.MONSTER_HIT_EFFECTS)
    assert {h for e in content.encounters.values() for h in e.hit} == set(C.ENCOUNTER_HIT_EFFECTS)
    assert {C.effect_name(e.ends) for e in content.encounters.values() if e.ends} == set(C.CURSE_ENDS)
    assert {C.effect_name(d) for a in content.adventures.values() for d in a.defeat} == set(C.DEFEATS)
    assert {r for a in content.adventures.values() for r in a.rules} == set(C.ADVENTURE_RULES)
    for kind, vocab in C.ENCOUNTER_EFFECTS.items():
        assert {C.effect_name(e.effect) for e in content.encounters.values() if e.kind == kind} == set(vocab), kind


# --- malformed content: `file:line: problem` ----------------------------------------------------

MINI = {
    "tiles.toml": '''\
[[tile]]
id = "start"
name = "Start"
cells = ["....",
         ".>..",
         "..S.",
         "...."]
edges = { n = "open", e = "open", s = "open", w = "open" }
triangle = "white"
kind = "start"

[[tile]]
id = "hall"
name = "Hall"
cells = ["....",
         ".S..",
         "....",
         "...."]
edges = { n = "open", e = "wall", s = "open", w = "open" }
triangle = "black"
door = "n"

[[tile]]
id = "tunnel"
name = "Tunnel"
cells = ["#..#",
         "#S.#",
         "#..#",
         "#..#"]
edges = { n = "open", e = "wall", s = "open", w = "wall" }
triangle = "white"
corridor = true

[[tile]]
id = "exit_hall"
name = "Exit Hall"
cells = ["..X.",
         ".S..",
         "....",
         "...."]
edges = { n = "open", e = "open", s = "open", w = "open" }
triangle = "black"
kind = "special"
''',
    "monsters.toml": '''\
[[monster]]
id = "rat"
name = "Rat"
kind = "animal"
tier = "starting"
defense = 11
health = 1
xp = 1
copies = 2
tactics = [
  { if = "adjacent", do = "attack", attack = 5, damage = 1 },
  { if = "within:1", do = "close_attack", attack = 5, damage = 1 },
  { do = "move:1" },
]

[[monster]]
id = "rat_king"
name = "Rat King"
kind = "animal"
tier = "starting"
defense = 16
health = 8
xp = 5
villain = true
tactics = [
  { if = "adjacent", do = "attack", attack = 9, damage = 2 },
  { if = "tile", do = "spawn:rat" },
  { do = "move:1" },
]
''',
    "encounters.toml": '''\
[[encounter]]
id = "drip"
name = "Drip"
kind = "event"
tier = "starting"
effect = "damage_active:1"
text = "The active hero takes 1 damage."

[[encounter]]
id = "weak"
name = "Weakness"
kind = "curse"
tier = "starting"
effect = "attack:-2"
ends = "kill"
text = "-2 to attack rolls until the active hero defeats a monster."

[[encounter]]
id = "snare"
name = "Snare"
kind = "trap"
tier = "advanced"
effect = "attack_tile"
attack = 7
damage = 1
disarm = 10
text = "Attack each hero on the tile: +7, 1 damage. Disarm: roll 10 or higher."
''',
    "heroes.toml": '''\
[[hero]]
id = "hana"
name = "Hana"
race = "human"
class = "fighter"
defense = 16
health = 10
speed = 5
level2 = { defense = 17, health = 12, speed = 5, crit = "damage+1" }
slots = { art = 1, talent = 1 }
auto = ["grit"]
suggested = ["smash", "jab"]
''',
    "powers.toml": '''\
[[power]]
id = "grit"
hero = "hana"
name = "Grit"
type = "maneuver"
use = "free"
targets = "self"
effect = "heal:1"
text = "Regain 1 Health."

[[power]]
id = "smash"
hero = "hana"
name = "Smash"
type = "art"
use = "attack"
attack = 7
damage = 2
hit = ["stun"]
text = "+7, 2 damage."

[[power]]
id = "jab"
hero = "hana"
name = "Jab"
type = "talent"
use = "attack"
attack = 6
damage = 1
text = "+6, 1 damage."

[[power]]
id = "brace"
hero = "hana"
name = "Brace"
type = "maneuver"
use = "reaction"
targets = "self"
effect = "defend:2"
when = "attacked"
text = "+2 Defense."
''',
    "treasure.toml": '''\
[[treasure]]
id = "tonic"
name = "Tonic"
item = true
category = "other"
use = "free"
consumable = true
effect = "heal:2"
tier = "starting"
text = "Regain 2 Health."

[[treasure]]
id = "lucky_die"
name = "Lucky Die"
item = false
category = "attack"
use = "attack"
consumable = true
effect = "reroll"
tier = "advanced"
text = "Roll your attack die again."
''',
    "adventures.toml": '''\
[[adventure]]
id = "run"
name = "Run"
for = "solo"
heroes = [1, 1]
deck = "starting"
story = "Run."
goal = "Get out."
tiles = { count = 6, special = "exit_hall", after = 3 }
villain = "rat_king"
objective = "escape"
defeat = ["no_tiles"]
epilogue_win = "Out."
epilogue_loss = "In."
''',
}


def write_mini(folder: Path, **changes: tuple[str, str]) -> dict[str, Path]:
    """The mini content in `folder`, with `changes[file stem] = (old, new)` applied."""
    paths = {}
    for name, text in MINI.items():
        stem = name.removesuffix(".toml")
        if stem in changes:
            old, new = changes[stem]
            assert text.count(old) == 1, (name, old)
            text = text.replace(old, new)
        paths[stem] = folder / name
        paths[stem].write_text(text)
    return paths


def test_the_mini_content_loads(tmp_path):
    write_mini(tmp_path)
    content = C.load(tmp_path)
    assert set(content.tiles) == {"start", "hall", "tunnel", "exit_hall"}
    assert content.deck_list("monster", "starting") == ["rat", "rat"]
    assert content.deck_list("encounter", "advanced") == ["drip", "weak", "snare"]
    assert content.heroes["hana"].surge == 10 and content.powers["brace"].flips
    assert content.adventures["run"].tiles.special == ("exit_hall",)


def test_a_missing_file_loads_as_no_items(tmp_path):
    (tmp_path / "tiles.toml").write_text(MINI["tiles.toml"])
    content = C.load(tmp_path)
    assert len(content.tiles) == 4 and not content.monsters and not content.heroes


BAD = [
    # (file, old, new, text on the line the error must name, words in the message)
    ("tiles", '".>..",', '".>a.",', '".>a."', "has 'a'"),
    ("tiles", '".S..",\n         "....",\n         "...."]\nedges = { n = "open", e = "wall"',
     '".S..",\n         "....",\n         ".S.."]\nedges = { n = "open", e = "wall"',
     'cells = ["....",\n         ".S..",', "exactly one spawn point 'S' (found 2)"),
    ("tiles", 'edges = { n = "open", e = "wall", s = "open", w = "open" }',
     'edges = { n = "open", e = "wall", s = "wall", w = "open" }', 's = "wall"', "south edge"),
    ("tiles", 'cells = ["#..#",\n         "#S.#"', 'cells = ["#S.#",\n         "####"', 'cells = ["#S.#"',
     "floor space (1, 0) cannot be reached"),
    ("tiles", 'edges = { n = "open", e = "wall", s = "open", w = "wall" }',
     'edges = { n = "wall", e = "wall", s = "open", w = "wall" }', 'n = "wall", e = "wall", s = "open", w = "wall"',
     "a corridor has walls on e and w"),
    ("tiles", 'door = "n"', 'door = "s"', 'door = "s"', "'door' is 's'"),
    ("tiles", 'triangle = "black"\ndoor', 'triangle = "black"\ncolour = "red"\ndoor', 'colour = "red"',
     "unknown key 'colour'"),
    ("tiles", 'cells = ["....",\n         ".S..",', 'cells = ["..X.",\n         ".S..",', 'cells = ["..X."',
     "only special tiles have an exit 'X'"),
    ("tiles", '"..X.",\n         ".S..",', '"..X.",\n         "#S#.",', '"#S#."', "2 x 2 block"),
    ("monsters", '{ if = "within:1", do = "close_attack"', '{ if = "near", do = "close_attack"', 'if = "near"',
     "unknown effect 'near'"),
    ("monsters", '{ if = "tile", do = "spawn:rat" }', '{ if = "tile", do = "spawn:bat" }', 'spawn:bat',
     "names no monster 'bat'"),
    ("monsters", '{ if = "tile", do = "spawn:rat" }', '{ if = "tile", do = "spawn:rat_king" }', 'spawn:rat_king',
     "names a villain"),
    ("monsters", '{ do = "move:1" },\n]\n\n[[monster]]', '{ if = "tile", do = "move:1" },\n]\n\n[[monster]]',
     'if = "tile", do = "move:1"', "the last tactic always runs"),
    ("monsters", '{ if = "adjacent", do = "attack", attack = 5, damage = 1 }', '{ if = "adjacent", do = "attack" }',
     'do = "attack" }', "needs 'attack' 1..20"),
    ("monsters", '{ if = "adjacent", do = "attack", attack = 5, damage = 1 }',
     '{ if = "tile", do = "attack", attack = 5, damage = 1 }', 'if = "tile", do = "attack"',
     "needs the condition adjacent"),
    ("monsters", '{ do = "move:1" },\n]\n\n[[monster]]', '{ do = "fly:1" },\n]\n\n[[monster]]', 'fly:1',
     "unknown effect 'fly:1'"),
    ("monsters", 'villain = true', 'villain = true\ncopies = 3', 'copies = 3', "copies must be 0"),
    ("monsters", 'tier = "starting"\ndefense = 11', 'tier = "expert"\ndefense = 11', 'tier = "expert"',
     "'tier' is 'expert'"),
    ("encounters", 'ends = "kill"\n', '', 'kind = "curse"', "a curse needs 'ends'"),
    ("encounters", 'disarm = 10\n', '', 'kind = "trap"', "a trap needs 'disarm'"),
    ("encounters", 'effect = "attack:-2"', 'effect = "attack:+2"', 'effect = "attack:+2"', "attack:-N"),
    ("encounters", 'effect = "damage_active:1"', 'effect = "damage_active:1"\ndisarm = 12', 'disarm = 12',
     "only traps have 'disarm'"),
    ("encounters", '[[encounter]]\nid = "drip"', '[[encounters]]\nid = "drip"', '[[encounters]]',
     "unknown table or key 'encounters'"),
    ("heroes", 'suggested = ["smash", "jab"]', 'suggested = ["smash", "poke"]', 'suggested', "unknown power 'poke'"),
    ("heroes", 'slots = { art = 1, talent = 1 }', 'slots = { art = 1, talent = 2 }', 'suggested',
     "must fill the slots exactly"),
    ("heroes", 'crit = "damage+1"', 'crit = "double"', 'level2', "crit 'double'"),
    ("powers", 'hero = "hana"\nname = "Jab"', 'hero = "hiro"\nname = "Jab"', 'hero = "hiro"', "unknown hero 'hiro'"),
    ("powers", 'hit = ["stun"]', 'hit = ["explode"]', 'hit = ["explode"]', "unknown effect 'explode'"),
    ("powers", 'when = "attacked"\n', '', 'use = "reaction"', "a reaction needs 'when'"),
    ("powers", 'effect = "heal:1"', 'effect = "heal"', 'effect = "heal"', "'heal' needs an argument"),
    ("treasure", 'effect = "heal:2"', 'effect = "teleport"', 'effect = "teleport"', "unknown effect 'teleport'"),
    ("treasure", 'category = "attack"', 'category = "other"', 'category = "other"\nuse = "attack"', "G-29"),
    ("treasure", 'item = false', 'item = "no"', 'item = "no"', "'item' must be true/false"),
    ("encounters", 'effect = "attack_tile"', 'effect = "horde:2"', 'effect = "horde:2"', "a trap: unknown effect"),
    ("encounters", 'effect = "attack:-2"', 'effect = "bleed"', 'effect = "bleed"', "'bleed' needs an argument"),
    ("treasure", 'effect = "heal:2"', 'effect = "keen:+2"', 'effect = "keen:+2"', "works only with use = 'attack'"),
    ("treasure", 'effect = "reroll"', 'effect = "dawn:2"', 'effect = "dawn:2"', "works only with use = 'free'"),
    ("adventures", 'villain = "rat_king"', 'villain = "rat"', 'villain = "rat"', "is not a villain"),
    ("adventures", 'special = "exit_hall"', 'special = "hall"', 'tiles = {', "not a special one"),
    ("adventures", 'special = "exit_hall"', 'special = "vault"', 'tiles = {', "unknown special tile 'vault'"),
    ("adventures", 'objective = "escape"', 'objective = "slay:many"', 'objective = "slay:many"', "slay:N"),
    ("adventures", 'defeat = ["no_tiles"]', 'defeat = ["sunrise"]', 'defeat = ["sunrise"]', "unknown effect 'sunrise'"),
    ("adventures", 'heroes = [1, 1]', 'heroes = [2, 6]', 'heroes = [2, 6]', "'heroes' must be"),
    ("adventures", 'name = "Run"', 'name = "Run', 'name = "Run', "Illegal character"),
    ("tiles", 'id = "tunnel"', 'id = "hall"', '[[tile]]\nid = "hall"\nname = "Tunnel"', "duplicate id 'hall'"),
]


@pytest.mark.parametrize("stem, old, new, marker, words", BAD, ids=[f"{b[0]}-{i}" for i, b in enumerate(BAD)])
def test_malformed_content_names_the_file_and_line(tmp_path, stem, old, new, marker, words):
    paths = write_mini(tmp_path, **{stem: (old, new)})
    text = paths[stem].read_text()
    assert marker in text, marker
    line = text[:text.index(marker)].count("\n") + 1  # the line the marker starts on
    with pytest.raises(ContentError) as caught:
        C.load(tmp_path)
    message = str(caught.value)
    assert message.startswith(f"{paths[stem]}:{line}: "), message
    if words:
        assert words in message, message


def test_a_card_id_in_two_decks_is_refused(tmp_path):
    paths = write_mini(tmp_path, treasure=('id = "tonic"', 'id = "drip"'))
    with pytest.raises(ContentError) as caught:
        C.load(tmp_path)
    line = paths["treasure"].read_text().splitlines().index('id = "drip"') + 1
    assert str(caught.value).startswith(f"{paths['treasure']}:{line}: card id 'drip' is also in encounters.toml")


def test_each_hero_has_powers_to_choose_from_and_an_art_for_level_2(content):
    for hero in content.heroes.values():
        pool = Counter(p.type for p in content.hero_powers(hero.id) if p.id not in hero.auto)
        for kind in C.POWER_TYPES:
            assert pool[kind] >= hero.slots[kind], (hero.id, kind)
        assert pool["art"] >= hero.slots["art"] + 1, hero.id  # G-08: the level-2 Art
