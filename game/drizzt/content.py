"""Legend of Drizzt content: heroes, powers, tiles, monsters, encounters, treasure and
adventures, read from `game/drizzt/content/*.toml` and checked.

Shapes are documented in docs/drizzt-content.md. Everything is checked when loaded: unknown
keys, wrong types, enums, the effect vocabulary, dangling references and the tile shape rules
are refused with `file:line: problem`. Deck totals (100 Starting + 100 Advanced cards) are
checked by the content tests, not here, so partial content still loads while it is written.
A missing file loads as no items of its kind.
"""
from __future__ import annotations

import re
from collections import Counter
from dataclasses import dataclass
from functools import cached_property, lru_cache
from pathlib import Path

from game.core.content import Field, load_items, parse_toml
from game.core.errors import ContentError

CONTENT_DIR = Path(__file__).parent / "content"

# --- enums -----------------------------------------------------------------------------------

TIERS = ("starting", "advanced")
DECK_KINDS = ("monster", "encounter", "treasure")
POWER_TYPES = ("art", "talent", "maneuver")
POWER_USES = ("attack", "move", "reaction", "free")
POWER_RANGES = ("adjacent", "tile", "1", "2", "3")
POWER_TARGETS = ("one", "two", "each", "ally", "self")
POWER_WHEN = ("attacked", "hit", "ally_hit")
ENCOUNTER_KINDS = ("event", "setting", "curse", "hazard", "trap")
TREASURE_CATEGORIES = ("attack", "defense", "other")
TREASURE_USES = ("free", "attack", "defense", "passive")
TILE_KINDS = ("start", "dungeon", "special")
TRIANGLES = ("black", "white")
EDGE_STATES = ("open", "wall")
SIDES = ("n", "e", "s", "w")
DOOR_SIDES = ("", "n", "e", "w")
TILE_CHARS = ".#SX>"
FLOOR = ".SX>"
ADVENTURE_FOR = ("solo", "group", "any")
ADVENTURE_RULES = ("teams", "evil_hero", "doors", "dead_ends", "treasure_tokens")
CURSE_ENDS = {"kill": None, "roll": "roll"}
TACTIC_TARGETS = ("", "all_adjacent")

# --- the effect vocabulary: name -> what its argument is ---------------------------------------
# None: no argument ("cure"); "n": a whole number >= 1 ("heal:2"); "plus": "+N"; "minus": "-N";
# "roll": a d20 target 2..20; "monster": a monster id (not a villain).
# The engine keeps one handler per name; tests compare these tables with its handlers.

POWER_EFFECTS = {  # `effect` of a power (a non-attack power, or after an attack power's attack)
    "heal": "n",  # the target (self or ally) regains N health
    "move": "n",  # move up to N spaces (does not use a move action unless `use = "move"`)
    "defend": "n",  # +N Defense for the target until the start of your next turn
    "cure": None,  # remove stun and poison from the target
    "flip_up": None,  # turn one of the target's used powers face up
    "shift_allies": "n",  # each other hero on your tile may move up to N spaces
    "reroll": None,  # reaction: the attacking monster rolls again; the new roll counts
}
HIT_EFFECTS = {  # `hit` of a power: on each hit target
    "stun": None,  # the monster skips its next activation
    "poison": None,  # the monster takes 1 damage at the start of each of its activations
    "push": "n",  # push the monster up to N spaces away from you
    "heal_self": "n",  # you regain N health
    "slow": None,  # the monster cannot move on its next activation (it may still attack)
}
MISS_EFFECTS = {  # `miss` of a power: on each missed target
    "damage": "n",  # the target still takes N damage (a graze)
}
CRIT_PATTERN = re.compile(r"^damage\+([1-3])$")  # level 2 `crit`: "damage+1" on a natural 20 (G-06)

TACTIC_CONDITIONS = {
    "adjacent": None,  # a standing hero on a neighbouring space
    "tile": None,  # a standing hero on its tile
    "within": "n",  # a standing hero within N tiles
    "damaged": None,  # below full health
}
TACTIC_ACTIONS = {
    "attack": None,  # attack the adjacent hero (target = "all_adjacent": each adjacent hero)
    "close_attack": None,  # move next to the nearest hero in the line's range, then attack it
    "shoot": None,  # attack the nearest hero in the line's range without moving
    "attack_tile": None,  # attack every standing hero on its tile
    "move": "n",  # move N tiles toward the nearest hero, landing on spawn points (LD-MON-03)
    "spawn": "monster",  # a new monster on its tile's spawn point (LD-VIL-06)
    "heal": "n",  # regain N health
}
ATTACK_ACTIONS = ("attack", "close_attack", "shoot", "attack_tile")
MONSTER_HIT_EFFECTS = {"stun": None, "poison": None}  # a monster's `effects` on a hit

ENCOUNTER_EFFECTS = {
    "event": {
        "damage_active": "n", "damage_all": "n", "damage_tile": "n",
        "attack_active": None, "attack_all": None, "attack_tile": None,
        "stun_active": None, "poison_active": None,
        "monster": None,  # draw a monster card and place it on the active hero's tile
        "lose_surge": None,  # the party loses a healing surge
        "flip_down": None,  # an unused Art of the active hero turns face down
        "move_monsters": "n",  # every monster moves N tiles toward the nearest hero
    },
    # settings: every hero, while the setting is in play; curses: the cursed hero, until `ends`
    "setting": {"speed": "minus", "defense": "minus", "attack": "minus",
                "no_treasure": None,  # no treasure is drawn for defeated monsters
                "damage_start": "n"},  # each hero takes N damage at the start of its hero phase
    "curse": {"speed": "minus", "defense": "minus", "attack": "minus",
              "no_heal": None},  # the hero cannot regain Health
    # hazards and traps: in the holder's villain phase, on the tile with their marker
    "hazard": {"damage_tile": "n", "attack_tile": None},
    "trap": {"damage_tile": "n", "attack_tile": None},
}
ENCOUNTER_ATTACKS = ("attack_active", "attack_all", "attack_tile")
ENCOUNTER_HIT_EFFECTS = {"stun": None, "poison": None}

TREASURE_EFFECTS = {
    "heal": "n",  # regain N Health
    "attack": "plus", "damage": "plus", "defense": "plus", "speed": "plus",  # +N to that number
    "flip_up": None,  # turn one of your used powers face up
    "level_up": None,  # level up at once, no XP spent (the Tome of Knowledge, LD-LVL-05)
    "cure": None,  # remove stun and poison
    "reroll": None,  # roll your attack die again
    "surge": None,  # the party gains a healing surge
    "move": "n",  # move up to N spaces
}
OBJECTIVES = {"defeat_villain": None, "escape": None, "destroy_item": None, "free_prisoners": None,
              "slay": "n"}
DEFEATS = {"no_tiles": None}


# --- the content -------------------------------------------------------------------------------

@dataclass(frozen=True)
class Level2:
    defense: int
    health: int
    speed: int
    crit: str


@dataclass(frozen=True)
class Hero:
    id: str
    name: str
    race: str
    klass: str  # `class` in the file
    defense: int
    health: int
    speed: int
    surge: int  # what a healing surge restores (G-05)
    level2: Level2
    slots: dict  # {"art": n, "talent": n, "maneuver": n}
    auto: tuple[str, ...]
    suggested: tuple[str, ...]
    text: str


@dataclass(frozen=True)
class Power:
    id: str
    hero: str
    name: str
    type: str
    use: str
    range: str
    targets: str
    attack: int
    damage: int
    hit: tuple[str, ...]
    miss: tuple[str, ...]
    effect: str
    when: str
    text: str

    @property
    def flips(self) -> bool:
        """Arts and Maneuvers turn face down when used (LD-PWR-03, LD-PWR-05)."""
        return self.type != "talent"


@dataclass(frozen=True)
class Tile:
    id: str
    name: str
    cells: tuple[str, ...]  # 4 rows of 4, north row first
    edges: dict  # {"n": "open"|"wall", ...}
    triangle: str
    corridor: bool
    door: str
    dead_end: bool
    kind: str

    def find(self, char: str) -> list[tuple[int, int]]:
        """The (x, y) spaces of the tile holding `char`, in reading order."""
        return [(x, y) for y, row in enumerate(self.cells) for x, c in enumerate(row) if c == char]

    @property
    def spawn(self) -> tuple[int, int] | None:
        found = self.find("S")
        return found[0] if found else None


@dataclass(frozen=True)
class Tactic:
    cond: str  # "" (always) | adjacent | tile | within:N | damaged
    action: str  # attack | close_attack | shoot | attack_tile | move:N | spawn:<id> | heal:N
    attack: int = 0
    damage: int = 0
    effects: tuple[str, ...] = ()
    miss: int = 0
    target: str = ""


@dataclass(frozen=True)
class Monster:
    id: str
    name: str
    kind: str
    tier: str
    defense: int
    health: int
    xp: int
    size: int
    figures: int
    copies: int
    villain: bool
    tactics: tuple[Tactic, ...]
    text: str


@dataclass(frozen=True)
class Encounter:
    id: str
    name: str
    kind: str
    tier: str
    copies: int
    effect: str
    attack: int
    damage: int
    hit: tuple[str, ...]
    disarm: int
    ends: str
    text: str


@dataclass(frozen=True)
class Treasure:
    id: str
    name: str
    item: bool
    category: str
    use: str
    consumable: bool
    effect: str
    tier: str
    copies: int
    text: str


@dataclass(frozen=True)
class TileRecipe:
    count: int
    special: tuple[str, ...]
    after: int


@dataclass(frozen=True)
class AdventureItem:
    """An object on the special tile that heroes attack like a monster (LD-ACT-02)."""

    name: str
    defense: int
    health: int


@dataclass(frozen=True)
class Adventure:
    id: str
    name: str
    audience: str  # `for` in the file: solo | group | any
    heroes: tuple[int, int]
    deck: str
    surges: int
    story: str
    goal: str
    tiles: TileRecipe
    villain: str
    objective: str
    defeat: tuple[str, ...]
    rules: tuple[str, ...]
    epilogue_win: str
    epilogue_loss: str
    item: AdventureItem | None = None  # destroy_item: the object to destroy


@dataclass(frozen=True)
class Content:
    heroes: dict[str, Hero]
    powers: dict[str, Power]
    tiles: dict[str, Tile]
    monsters: dict[str, Monster]
    encounters: dict[str, Encounter]
    treasures: dict[str, Treasure]
    adventures: dict[str, Adventure]

    def deck_list(self, kind: str, tier: str = "starting") -> list[str]:
        """The card ids of a deck, one entry per copy: `tier` "starting" is the Starting Deck,
        "advanced" the Starting and Advanced Decks together (LD-ADV-02). Villains are not in
        the monster deck."""
        if kind not in DECK_KINDS:
            raise ValueError(f"unknown deck {kind!r}; expected one of {', '.join(DECK_KINDS)}")
        if tier not in TIERS:
            raise ValueError(f"unknown tier {tier!r}; expected one of {', '.join(TIERS)}")
        cards = {"monster": self.monsters, "encounter": self.encounters, "treasure": self.treasures}[kind]
        tiers = TIERS if tier == "advanced" else ("starting",)
        return [c.id for c in cards.values() if c.tier in tiers for _ in range(c.copies)]

    def tier_total(self, tier: str) -> int:
        """Cards of one tier across the monster, encounter and treasure decks (LD-COMP-05)."""
        return sum(c.copies for cards in (self.monsters, self.encounters, self.treasures)
                   for c in cards.values() if c.tier == tier)

    def hero_powers(self, hero: str) -> list[Power]:
        return [p for p in self.powers.values() if p.hero == hero]

    @cached_property
    def objects(self) -> dict:
        """The objects destroy_item adventures put on their special tile, as monster cards that
        never act, give no XP and are in no deck (LD-ACT-02): `object_<adventure id>`."""
        out = {}
        for adv in self.adventures.values():
            if adv.item is not None:
                oid = f"object_{adv.id}"
                out[oid] = Monster(id=oid, name=adv.item.name, kind="object", tier="starting",
                                   defense=adv.item.defense, health=adv.item.health, xp=0, size=1, figures=1,
                                   copies=0, villain=False, tactics=(Tactic(cond="", action="idle"),),
                                   text=f"{adv.item.name}: destroy it to win.")
        return out

    def monster(self, card_id: str) -> Monster:
        """A monster card, a villain, or an adventure's object."""
        found = self.monsters.get(card_id)
        return found if found is not None else self.objects[card_id]

    @cached_property
    def tile_defs(self) -> dict:
        """The tiles as `game.drizzt.grid.TileDef`s, by id (built once)."""
        from game.drizzt.grid import TileDef

        return {t.id: TileDef(id=t.id, cells=t.cells, edges=dict(t.edges), triangle=t.triangle,
                              corridor=t.corridor, door=t.door, dead_end=t.dead_end, kind=t.kind,
                              name=t.name)
                for t in self.tiles.values()}


# --- effect strings ----------------------------------------------------------------------------

def split_effect(effect: str) -> tuple[str, str]:
    """"heal:2" -> ("heal", "2"); "cure" -> ("cure", ""); "spawn:skeleton" -> ("spawn", "skeleton")."""
    name, _, arg = effect.partition(":")
    return name, arg


def effect_name(effect: str) -> str:
    return split_effect(effect)[0]


def effect_arg(effect: str) -> str:
    return split_effect(effect)[1]


def effect_int(effect: str) -> int:
    """The whole-number argument of an effect ("heal:2" -> 2, "speed:-1" -> -1, "attack:+1" -> 1)."""
    return int(effect_arg(effect))


def _effect_problem(effect: str, vocab: dict, monsters: dict | None = None) -> str:
    """Why `effect` is not in `vocab` ("" when it is fine)."""
    name, arg = split_effect(effect)
    if name not in vocab:
        return f"unknown effect {effect!r} (known: {', '.join(_shape(n, k) for n, k in vocab.items())})"
    kind = vocab[name]
    if kind is None:
        return f"{name!r} takes no argument (write {name!r})" if ":" in effect else ""
    if not arg:
        return f"{name!r} needs an argument ({_shape(name, kind)})"
    if kind == "n":
        ok = arg.isdigit() and int(arg) >= 1
    elif kind == "plus":
        ok = arg[:1] == "+" and arg[1:].isdigit() and int(arg[1:]) >= 1
    elif kind == "minus":
        ok = arg[:1] == "-" and arg[1:].isdigit() and int(arg[1:]) >= 1
    elif kind == "roll":
        ok = arg.isdigit() and 2 <= int(arg) <= 20
    elif kind == "monster":
        if monsters is None or arg not in monsters:
            return f"{effect!r} names no monster {arg!r}"
        if monsters[arg].villain:
            return f"{effect!r} names a villain; only ordinary monsters can be spawned"
        ok = True
    else:  # pragma: no cover - a typo in the tables above
        raise AssertionError(kind)
    return "" if ok else f"{effect!r}: the argument must look like {_shape(name, kind)}"


def _shape(name: str, kind: str | None) -> str:
    return {None: name, "n": f"{name}:N", "plus": f"{name}:+N", "minus": f"{name}:-N",
            "roll": f"{name}:N (2-20)", "monster": f"{name}:<monster id>"}[kind]


def tactic_text(tactic: Tactic, monsters: dict | None = None) -> str:
    """What a tactic line does, in card words ("A hero adjacent: attack that hero: +8, 2 damage.")."""
    cond, arg = split_effect(tactic.cond)
    when = {"": "Otherwise", "adjacent": "A hero adjacent", "tile": "A hero on its tile",
            "within": f"A hero within {arg} tile{'s' if arg != '1' else ''}", "damaged": "Damaged"}[cond]
    name, arg = split_effect(tactic.action)
    if name in ATTACK_ACTIONS:
        whom = {"attack": "each adjacent hero" if tactic.target else "that hero",
                "close_attack": "move next to the nearest such hero and attack it",
                "shoot": "the nearest such hero", "attack_tile": "each hero on its tile"}[name]
        verb = "" if name == "close_attack" else "attack "
        does = f"{verb}{whom}: +{tactic.attack}" + (f", {tactic.damage} damage" if tactic.damage else "")
        if tactic.effects:
            does += "; hit: " + " and ".join({"stun": "stunned", "poison": "poisoned"}[e] for e in tactic.effects)
        if tactic.miss:
            does += f"; miss: {tactic.miss} damage"
    elif name == "move":
        does = f"move {arg} tile{'s' if arg != '1' else ''} toward the nearest hero"
    elif name == "spawn":
        who = monsters[arg].name if monsters and arg in monsters else arg
        does = f"a {who} appears on its tile's spawn point"
    else:  # heal
        does = f"regain {arg} Health"
    return f"{when}: {does}."


# --- locating problems -------------------------------------------------------------------------

class _File:
    """A content file's text, to point a problem at the line that holds it."""

    def __init__(self, path: Path):
        self.path = path
        self.lines = path.read_text(encoding="utf-8").splitlines()

    def _block(self, start: int) -> range:
        """0-based indexes of the lines of the item whose `[[header]]` is on line `start`."""
        end = start
        while end < len(self.lines) and not self.lines[end].lstrip().startswith("["):
            end += 1
        return range(start - 1, end)

    def _key(self, block: range, key: str) -> int | None:
        pattern = re.compile(r"(^|[\s{,])" + re.escape(key) + r"\s*=")
        return next((n for n in block if pattern.search(_code(self.lines[n]))), None)

    def line(self, item: dict, key: str | tuple[str, ...] = "", needle: object = None) -> int:
        """The line of `needle` (a value, as TOML writes it) inside the item, else of the first
        of `key` (one key or several, tried in order) written as `key = `, else the item's header."""
        block = self._block(item["__line__"])
        if needle is not None:
            text = _toml_repr(needle)
            found = next((n for n in block if text in _code(self.lines[n])), None)
            if found is not None:
                return found + 1
        for one in (key,) if isinstance(key, str) else key:
            found = self._key(block, one) if one else None
            if found is not None:
                return found + 1
        return item["__line__"]

    def nth(self, item: dict, key: str, index: int, token: str) -> int:
        """The line of the `index`-th `token` ("{" or a quoted string) in the value of `key`."""
        block = self._block(item["__line__"])
        first = self._key(block, key)
        if first is None:
            return item["__line__"]
        pattern = re.compile(r'"(?:[^"\\]|\\.)*"' if token == '"' else re.escape(token))
        seen = 0
        for n in range(first, block.stop):
            code = _code(self.lines[n])
            if n == first:
                code = code.split("=", 1)[1]
            seen += len(pattern.findall(code))
            if seen > index:
                return n + 1
        return first + 1

    def anywhere(self, needle: str) -> int:
        """The first line of the file holding `needle` (1 if none)."""
        return next((n + 1 for n, row in enumerate(self.lines) if needle in _code(row)), 1)

    def error(self, item: dict, problem: str, key: str | tuple[str, ...] = "", needle: object = None) -> ContentError:
        return ContentError(f"{self.path}:{self.line(item, key, needle)}: {problem}")

    def error_at(self, line: int, problem: str) -> ContentError:
        return ContentError(f"{self.path}:{line}: {problem}")


def _code(line: str) -> str:
    """A line without its comment (good enough for our files: no '#' inside strings is assumed
    only after the last closing quote)."""
    quote = line.rfind('"')
    hash_at = line.find("#", quote + 1 if quote >= 0 else 0)
    return line if hash_at < 0 else line[:hash_at]


def _toml_repr(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)


def _items(folder: Path, name: str, kind: str, schema: dict[str, Field]) -> tuple[_File | None, list[dict]]:
    path = folder / name
    if not path.exists():
        return None, []
    data, text = parse_toml(path)
    for key in data:
        if key != kind:
            line = next((n for n, row in enumerate(text.splitlines(), 1)
                         if re.match(r"^\s*\[*\s*" + re.escape(key) + r"\b", row)), 1)
            raise ContentError(f"{path}:{line}: unknown table or key {key!r}; this file holds [[{kind}]] tables")
    f, items = _File(path), load_items(path, kind, schema)
    for item in items:
        for key in ("id", "name"):
            if key in item and not item[key].strip():
                raise f.error(item, f"{key!r} must not be empty", key)
    return f, items


def _nonneg(f: _File, item: dict, *keys: str, low: int = 0, high: int = 99) -> None:
    for key in keys:
        if not low <= item[key] <= high:
            raise f.error(item, f"{key!r} is {item[key]}; expected {low}..{high}", key)


def _str_list(f: _File, item: dict, key: str) -> tuple[str, ...]:
    for value in item[key]:
        if not isinstance(value, str):
            raise f.error(item, f"{key!r} must be a list of text", key)
    return tuple(item[key])


S, I, B, D, L = str, int, bool, dict, list


# --- tiles -------------------------------------------------------------------------------------

TILE_SCHEMA = {
    "id": Field(S), "name": Field(S), "cells": Field(L), "edges": Field(D),
    "triangle": Field(S, choices=TRIANGLES), "corridor": Field(B, False, False),
    "door": Field(S, False, "", DOOR_SIDES), "dead_end": Field(B, False, False),
    "kind": Field(S, False, "dungeon", TILE_KINDS),
}


def tile_problem(tile: Tile) -> tuple[str, str, int]:
    """The first shape rule `tile` breaks, as (problem, the key to point at, the row of `cells`
    at fault or -1); ("", "", -1) if none."""
    cells = tile.cells
    if len(cells) != 4:
        return f"cells must be 4 rows of 4 characters (found {len(cells)} rows)", "cells", -1
    for y, row in enumerate(cells):
        if not isinstance(row, str) or len(row) != 4:
            return f"cells row {y + 1} must be 4 characters, not {row!r}", "cells", y
        bad = sorted(set(row) - set(TILE_CHARS))
        if bad:
            return f"cells row {y + 1} {row!r} has {bad[0]!r}; use only {TILE_CHARS}", "cells", y
    if set(tile.edges) != set(SIDES) or any(v not in EDGE_STATES for v in tile.edges.values()):
        return "edges must give n, e, s and w, each \"open\" or \"wall\"", "edges", -1
    count = Counter("".join(cells))
    if tile.kind == "start":
        if any(v != "open" for v in tile.edges.values()):
            return "the start tile is open on all four sides", "edges", -1
        if not count[">"]:
            return "the start tile needs stairs '>'", "cells", -1
        if count["S"] > 1:
            return "the start tile has at most one spawn point 'S'", "cells", -1
    else:
        if count[">"]:
            return "only the start tile has stairs '>'", "cells", -1
        if count["S"] != 1:
            return f"a tile needs exactly one spawn point 'S' (found {count['S']})", "cells", -1
    if count["X"] and tile.kind != "special":
        return "only special tiles have an exit 'X'", "cells", -1
    if tile.edges["s"] != "open":
        return "the south edge is the triangle's edge: it must be open", "edges", -1
    border = {"n": cells[0], "s": cells[3], "w": "".join(r[0] for r in cells), "e": "".join(r[3] for r in cells)}
    for side in SIDES:
        if tile.edges[side] == "open" and not any(c in FLOOR for c in border[side]):
            return f"the {side} edge is open but has no floor space along it", "edges", -1
    floor = {(x, y) for y, row in enumerate(cells) for x, c in enumerate(row) if c in FLOOR}
    seen = {(x, 3) for x in range(4) if (x, 3) in floor}
    todo = list(seen)
    while todo:
        x, y = todo.pop()
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in floor and nxt not in seen:
                seen.add(nxt)
                todo.append(nxt)
    cut_off = sorted(floor - seen, key=lambda c: (c[1], c[0]))
    if cut_off:
        x, y = cut_off[0]
        return f"floor space ({x}, {y}) cannot be reached from the south edge", "cells", y
    spawn = tile.spawn
    if spawn is not None:
        sx, sy = spawn
        if not any(all((x + dx, y + dy) in floor for dx in (0, 1) for dy in (0, 1))
                   for x in (sx - 1, sx) for y in (sy - 1, sy)):
            return "the spawn point must lie in a 2 x 2 block of floor (room for a large monster)", "cells", sy
    if tile.corridor and (tile.edges["e"], tile.edges["w"], tile.edges["n"]) != ("wall", "wall", "open"):
        return "a corridor has walls on e and w and is open n and s", "edges", -1
    if tile.door:
        if tile.edges[tile.door] != "open":
            return f"the door is on the {tile.door} edge, which is a wall", "door", -1
        if tile.kind == "start":
            return "the start tile has no door", "door", -1
    if tile.dead_end:
        if any(tile.edges[s] != "wall" for s in "new"):
            return "a dead-end tile is walled on n, e and w", "edges", -1
        if tile.corridor or tile.door or tile.kind != "dungeon":
            return "a dead-end tile is a plain dungeon tile (no corridor, no door)", "dead_end", -1
    return "", "", -1


def _tiles(folder: Path) -> dict[str, Tile]:
    f, items = _items(folder, "tiles.toml", "tile", TILE_SCHEMA)
    out = {}
    for item in items:
        tile = Tile(item["id"], item["name"], tuple(item["cells"]), dict(item["edges"]), item["triangle"],
                    item["corridor"], item["door"], item["dead_end"], item["kind"])
        problem, key, row = tile_problem(tile)
        if problem:
            line = f.nth(item, "cells", row, '"') if row >= 0 else f.line(item, key)
            raise f.error_at(line, problem)
        out[tile.id] = tile
    starts = [t for t in out.values() if t.kind == "start"]
    if items and len(starts) != 1:
        raise ContentError(f"{f.path}:1: expected exactly one start tile (kind = \"start\"), found {len(starts)}")
    if starts and starts[0].id != "start":
        raise f.error(next(i for i in items if i["id"] == starts[0].id), "the start tile's id must be \"start\"", "id")
    return out


# --- monsters ----------------------------------------------------------------------------------

MONSTER_SCHEMA = {
    "id": Field(S), "name": Field(S), "kind": Field(S), "tier": Field(S, choices=TIERS),
    "defense": Field(I), "health": Field(I), "xp": Field(I), "size": Field(I, False, 1, (1, 2)),
    "figures": Field(I, False, 1), "copies": Field(I, False, None), "villain": Field(B, False, False),
    "tactics": Field(L), "text": Field(S, False, ""),
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
        need = {"attack": ("adjacent",), "attack_tile": ("tile",), "close_attack": ("tile", "within"),
                "shoot": ("tile", "within")}[name]
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
        tactics = item["tactics"]
        if not tactics:
            raise f.error(item, "a monster needs at least one tactic", "tactics")
        parsed = tuple(_tactic(f, item, i, t, i == len(tactics) - 1) for i, t in enumerate(tactics))
        out[item["id"]] = Monster(item["id"], item["name"], item["kind"], item["tier"], item["defense"],
                                  item["health"], item["xp"], item["size"], item["figures"], copies,
                                  item["villain"], parsed, item["text"])
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
        if item["use"] in ("attack", "defense") and item["category"] != item["use"]:
            raise f.error(item, f"a treasure used on {item['use']} is in category {item['use']!r} (G-29)", "category")
        out[item["id"]] = Treasure(item["id"], item["name"], item["item"], item["category"], item["use"],
                                   item["consumable"], item["effect"], item["tier"], item["copies"], item["text"])
    return out


# --- adventures --------------------------------------------------------------------------------

ADVENTURE_SCHEMA = {
    "id": Field(S), "name": Field(S), "for": Field(S, choices=ADVENTURE_FOR), "heroes": Field(L),
    "deck": Field(S, choices=TIERS), "surges": Field(I, False, 2), "story": Field(S), "goal": Field(S),
    "tiles": Field(D), "villain": Field(S, False, ""), "objective": Field(S), "defeat": Field(L, False, []),
    "rules": Field(L, False, []), "epilogue_win": Field(S), "epilogue_loss": Field(S),
    "item": Field(D, False, None),
}
ITEM_KEYS = {"name": str, "defense": int, "health": int}


def _adventures(folder: Path, tiles: dict[str, Tile], monsters: dict[str, Monster]) -> dict[str, Adventure]:
    f, items = _items(folder, "adventures.toml", "adventure", ADVENTURE_SCHEMA)
    out = {}
    for item in items:
        heroes = item["heroes"]
        if (len(heroes) != 2 or any(not isinstance(n, int) or isinstance(n, bool) for n in heroes)
                or not 1 <= heroes[0] <= heroes[1] <= 5):
            raise f.error(item, "'heroes' must be [fewest, most] with 1 <= fewest <= most <= 5", "heroes")
        if item["for"] == "solo" and heroes[0] != 1:
            raise f.error(item, "a solo adventure must allow one hero", "heroes")
        _nonneg(f, item, "surges", low=1, high=5)
        recipe = item["tiles"]
        unknown = sorted(set(recipe) - {"count", "special", "after"})
        if unknown:
            raise f.error(item, f"'tiles' has an unknown key {unknown[0]!r} (known: count, special, after)", "tiles")
        count, after = recipe.get("count"), recipe.get("after", 0)
        special = recipe.get("special", [])
        special = [special] if isinstance(special, str) else special
        if (not isinstance(count, int) or isinstance(count, bool) or not isinstance(after, int)
                or isinstance(after, bool) or not isinstance(special, list)):
            raise f.error(item, "'tiles' must be { count = N, special = \"tile\" or [...], after = N }", "tiles")
        if not 1 <= count <= 60 or not 0 <= after <= count:
            raise f.error(item, f"'tiles': count {count} must be 1..60 and after {after} 0..count", "tiles")
        for tid in special:
            if not isinstance(tid, str) or tid not in tiles:
                raise f.error(item, f"'tiles' names an unknown special tile {tid!r}", "tiles", tid)
            if tiles[tid].kind != "special":
                raise f.error(item, f"'tiles' special {tid!r} is a {tiles[tid].kind} tile, not a special one",
                              "tiles", tid)
        villain = item["villain"]
        if villain:
            if villain not in monsters:
                raise f.error(item, f"'villain' names an unknown monster {villain!r}", "villain")
            if not monsters[villain].villain:
                raise f.error(item, f"'villain' {villain!r} is not a villain (villain = true)", "villain")
            if not special:
                raise f.error(item, "a villain arrives with a special tile: give 'tiles' a special", "villain")
        objective = item["objective"]
        problem = _effect_problem(objective, OBJECTIVES)
        if problem:
            raise f.error(item, f"objective: {problem}", "objective")
        if objective == "defeat_villain" and not villain:
            raise f.error(item, "objective defeat_villain needs a 'villain'", "objective")
        if objective == "escape" and not any(tiles[t].find("X") for t in special):
            raise f.error(item, "objective escape needs a special tile with an exit 'X'", "objective")
        defeat, rules = _str_list(f, item, "defeat"), _str_list(f, item, "rules")
        for d in defeat:
            problem = _effect_problem(d, DEFEATS)
            if problem:
                raise f.error(item, f"defeat: {problem}", "defeat", d)
        for r in rules:
            if r not in ADVENTURE_RULES:
                raise f.error(item, f"rules: unknown rule {r!r} (known: {', '.join(ADVENTURE_RULES)})", "rules", r)
        if "dead_ends" in rules and not any(t.dead_end for t in tiles.values()):
            raise f.error(item, "rules ask for dead ends, but no tile is a dead end", "rules", "dead_ends")
        thing = None
        if item["item"] is not None:
            raw = item["item"]
            if set(raw) != set(ITEM_KEYS) or any(
                    not isinstance(raw[k], t) or isinstance(raw[k], bool) for k, t in ITEM_KEYS.items()):
                raise f.error(item, "'item' must be { name = \"...\", defense = N, health = N }", "item")
            if not 1 <= raw["defense"] <= 30 or not 1 <= raw["health"] <= 40:
                raise f.error(item, "'item' defense must be 1..30 and health 1..40", "item")
            if objective != "destroy_item":
                raise f.error(item, "only a destroy_item adventure has an 'item'", "item")
            if not special:
                raise f.error(item, "the item lies on a special tile: give 'tiles' a special", "item")
            thing = AdventureItem(raw["name"], raw["defense"], raw["health"])
        out[item["id"]] = Adventure(item["id"], item["name"], item["for"], (heroes[0], heroes[1]), item["deck"],
                                    item["surges"], item["story"], item["goal"],
                                    TileRecipe(count, tuple(special), after), villain, objective, defeat, rules,
                                    item["epilogue_win"], item["epilogue_loss"], thing)
    return out


# --- loading -----------------------------------------------------------------------------------

@lru_cache(maxsize=4)
def load(folder: Path = CONTENT_DIR) -> Content:
    """All Legend of Drizzt content, checked (cached: content files do not change while running)."""
    folder = Path(folder)
    tiles = _tiles(folder)
    monsters = _monsters(folder)
    encounters = _encounters(folder)
    heroes, powers = _heroes_and_powers(folder)
    treasures = _treasures(folder)
    adventures = _adventures(folder, tiles, monsters)
    _check_clashes(folder, monsters, encounters, treasures)
    return Content(heroes, powers, tiles, monsters, encounters, treasures, adventures)


def _check_clashes(folder: Path, monsters: dict, encounters: dict, treasures: dict) -> None:
    """Card ids are unique across the three decks (a row or a pile may hold any of them)."""
    seen: dict[str, str] = {}
    for name, cards in (("monsters.toml", monsters), ("encounters.toml", encounters), ("treasure.toml", treasures)):
        for cid in cards:
            if cid in seen:
                path = folder / name
                line = _File(path).anywhere(f"id = {_toml_repr(cid)}") if path.exists() else 1
                raise ContentError(f"{path}:{line}: card id {cid!r} is also in {seen[cid]}")
            seen[cid] = name


def deck_list(kind: str, tier: str = "starting") -> list[str]:
    """`load().deck_list(kind, tier)`."""
    return load().deck_list(kind, tier)
