"""Legend of Drizzt content readers for the dungeon: tiles (and their shape rules) and adventures.
"""
from __future__ import annotations

from collections import Counter
from pathlib import Path

from game.core.content import Field
from game.core.errors import ContentError
from game.drizzt.cards import Adventure, AdventureItem, Monster, PartyScale, Tile, TileRecipe
from game.drizzt.checks.files import B, D, I, L, S, _items, _nonneg, _str_list
from game.drizzt.vocabulary import (ADVENTURE_FOR, ADVENTURE_RULES, DEFEATS, DOOR_SIDES, EDGE_STATES, FLOOR,
                                    OBJECTIVES, SIDES, TIERS, TILE_CHARS, TILE_KINDS, TRIANGLES, _effect_problem)


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


# --- adventures --------------------------------------------------------------------------------

ADVENTURE_SCHEMA = {
    "id": Field(S), "name": Field(S), "for": Field(S, choices=ADVENTURE_FOR), "heroes": Field(L),
    "deck": Field(S, choices=TIERS), "surges": Field(I, False, 2), "story": Field(S), "goal": Field(S),
    "tiles": Field(D), "villain": Field(S, False, ""), "objective": Field(S), "defeat": Field(L, False, []),
    "rules": Field(L, False, []), "epilogue_win": Field(S), "epilogue_loss": Field(S),
    "item": Field(D, False, None), "scale": Field(D, False, {}),
}
SCALE_KEYS = ("surges", "tiles", "after", "villain_health")  # PartyScale's fields
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
        scale = _scale(f, item, TileRecipe(count, tuple(special), after), monsters, thing)
        out[item["id"]] = Adventure(item["id"], item["name"], item["for"], (heroes[0], heroes[1]), item["deck"],
                                    item["surges"], item["story"], item["goal"],
                                    TileRecipe(count, tuple(special), after), villain, objective, defeat, rules,
                                    item["epilogue_win"], item["epilogue_loss"], thing, scale)
    return out


def _scale(f, item: dict, recipe: TileRecipe, monsters: dict[str, Monster],
           thing: AdventureItem | None) -> tuple[tuple[int, PartyScale], ...]:
    """`scale = { <heroes> = { surges = n, tiles = n, after = n, villain_health = n } }`: whole
    numbers added for that party size, each size one the adventure allows, every result valid."""
    lo, hi = item["heroes"]
    out = []
    for key, raw in item["scale"].items():
        if not str(key).isdigit() or not lo <= int(key) <= hi:
            raise f.error(item, f"'scale' key {key!r} must be a party size the adventure allows ({lo}..{hi})", "scale")
        n = int(key)
        if not isinstance(raw, dict) or any(k not in SCALE_KEYS for k in raw):
            raise f.error(item, f"'scale' for {n} heroes must be {{ key = N }} with keys {', '.join(SCALE_KEYS)}",
                          "scale")
        if any(not isinstance(v, int) or isinstance(v, bool) for v in raw.values()):
            raise f.error(item, f"'scale' for {n} heroes must give whole numbers", "scale")
        row = PartyScale(**raw)
        count, after = recipe.count + row.tiles, recipe.after + row.after
        if not max(1, len(recipe.special)) <= count <= 60 or not 0 <= after <= count - len(recipe.special):
            raise f.error(item, f"'scale' for {n} heroes makes {count} tiles with {after} before the special "
                          "one(s); expected 1..60 and room for the special tiles", "scale")
        if not -2 <= row.surges <= 2:
            raise f.error(item, f"'scale' for {n} heroes: surges {row.surges:+d} must be -2..+2", "scale")
        if row.villain_health:
            base = thing.health if thing is not None else (monsters[item["villain"]].health if item["villain"] else 0)
            if not base:
                raise f.error(item, f"'scale' for {n} heroes changes villain_health, but there is no villain or "
                              "object", "scale")
            if base + row.villain_health < 1:
                raise f.error(item, f"'scale' for {n} heroes leaves the villain {base + row.villain_health} Health",
                              "scale")
        out.append((n, row))
    return tuple(sorted(out))
