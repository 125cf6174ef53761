"""Legend of Drizzt content: heroes, powers, tiles, monsters, encounters, treasure and
adventures, read from `game/drizzt/content/*.toml` and checked.

Shapes are documented in docs/drizzt-content.md. Everything is checked when loaded: unknown
keys, wrong types, enums, the effect vocabulary, dangling references and the tile shape rules
are refused with `file:line: problem`. Deck totals (100 Starting + 100 Advanced cards) are
checked by the content tests, not here, so partial content still loads while it is written.
A missing file loads as no items of its kind.

The code is split by job; this module loads and re-exports it all, and stays the entry point:
- game/drizzt/vocabulary.py: the enums, the effect vocabulary tables and the effect-string helpers
- game/drizzt/cards.py: the frozen dataclasses and `Content`
- game/drizzt/checks/files.py: reading a content file and pointing a problem at its line
- game/drizzt/checks/cards.py: the monster, encounter, hero, power and treasure readers
- game/drizzt/checks/dungeon.py: the tile (shape rules) and adventure readers
"""
from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from game.core.errors import ContentError
from game.drizzt.cards import (Adventure, AdventureItem, Content, Encounter, Hero, Level2, Monster, Power, Tactic,
                               Tile, TileRecipe, Treasure, tactic_text)
from game.drizzt.checks.cards import (ENCOUNTER_SCHEMA, HERO_SCHEMA, MONSTER_SCHEMA, POWER_SCHEMA, TACTIC_KEYS,
                                      TREASURE_SCHEMA, _encounters, _heroes_and_powers, _monsters, _treasures)
from game.drizzt.checks.dungeon import ADVENTURE_SCHEMA, ITEM_KEYS, TILE_SCHEMA, _adventures, _tiles, tile_problem
from game.drizzt.checks.files import _File, _toml_repr
from game.drizzt.vocabulary import (ADVENTURE_FOR, ADVENTURE_RULES, ATTACK_ACTIONS, CRIT_PATTERN, CURSE_ENDS,
                                    DECK_KINDS, DEFEATS, DOOR_SIDES, EDGE_STATES, ENCOUNTER_ATTACKS,
                                    ENCOUNTER_EFFECTS, ENCOUNTER_HIT_EFFECTS, ENCOUNTER_KINDS, FLOOR, HIT_EFFECTS,
                                    MISS_EFFECTS, MONSTER_HIT_EFFECTS, OBJECTIVES, POWER_EFFECTS, POWER_RANGES,
                                    POWER_TARGETS, POWER_TYPES, POWER_USES, POWER_WHEN, SIDES, TACTIC_ACTIONS,
                                    TACTIC_CONDITIONS, TACTIC_TARGETS, TIERS, TILE_CHARS, TILE_KINDS,
                                    TREASURE_CATEGORIES, TREASURE_EFFECTS, TREASURE_USES, TRIANGLES, effect_arg,
                                    effect_int, effect_name, split_effect)

__all__ = [
    "CONTENT_DIR", "load", "deck_list",
    # vocabulary
    "TIERS", "DECK_KINDS", "POWER_TYPES", "POWER_USES", "POWER_RANGES", "POWER_TARGETS", "POWER_WHEN",
    "ENCOUNTER_KINDS", "TREASURE_CATEGORIES", "TREASURE_USES", "TILE_KINDS", "TRIANGLES", "EDGE_STATES", "SIDES",
    "DOOR_SIDES", "TILE_CHARS", "FLOOR", "ADVENTURE_FOR", "ADVENTURE_RULES", "CURSE_ENDS", "TACTIC_TARGETS",
    "POWER_EFFECTS", "HIT_EFFECTS", "MISS_EFFECTS", "CRIT_PATTERN", "TACTIC_CONDITIONS", "TACTIC_ACTIONS",
    "ATTACK_ACTIONS", "MONSTER_HIT_EFFECTS", "ENCOUNTER_EFFECTS", "ENCOUNTER_ATTACKS", "ENCOUNTER_HIT_EFFECTS",
    "TREASURE_EFFECTS", "OBJECTIVES", "DEFEATS",
    "split_effect", "effect_name", "effect_arg", "effect_int",
    # cards
    "Level2", "Hero", "Power", "Tile", "Tactic", "Monster", "Encounter", "Treasure", "TileRecipe", "AdventureItem",
    "Adventure", "Content", "tactic_text",
    # readers
    "TILE_SCHEMA", "tile_problem", "ADVENTURE_SCHEMA", "ITEM_KEYS",
    "MONSTER_SCHEMA", "TACTIC_KEYS", "ENCOUNTER_SCHEMA", "HERO_SCHEMA", "POWER_SCHEMA", "TREASURE_SCHEMA",
]

CONTENT_DIR = Path(__file__).parent / "content"


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
