"""Legend of Drizzt content vocabulary: the enums, the effect vocabulary tables (name -> what its
argument is) and the helpers that read and check effect strings ("heal:2", "spawn:skeleton").

Re-exported by `game.drizzt.content`, the public entry point.
"""
from __future__ import annotations

import re


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
ADVENTURE_RULES = ("teams", "evil_hero", "doors", "dead_ends", "treasure_tokens", "tolling_bell")
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
    "bloodied": None,  # at half its Health or less
    "crowd": "n",  # N or more standing heroes on its tile
    "ally_hurt": None,  # another monster (not an object) on its tile is below full health
}
TACTIC_ACTIONS = {
    "attack": None,  # attack the adjacent hero (target = "all_adjacent": each adjacent hero)
    "close_attack": None,  # move next to the nearest hero in the line's range, then attack it
    "shoot": None,  # attack the nearest hero in the line's range without moving
    "attack_tile": None,  # attack every standing hero on its tile
    "move": "n",  # move N tiles toward the nearest hero, landing on spawn points (LD-MON-03)
    "spawn": "monster",  # a new monster on its tile's spawn point (LD-VIL-06)
    "heal": "n",  # regain N health
    "snipe": None,  # attack the standing hero with the least Health in the line's range, no move
    "pull": None,  # drag the nearest hero in the line's range next to it, then attack that hero
    "charge": None,  # close_attack that hits 1 harder when it had to move to strike
    "retreat": "n",  # move N tiles away from the nearest hero (landing on spawn points)
    "mend": "n",  # the most hurt other monster on its tile regains N health
}
ATTACK_ACTIONS = ("attack", "close_attack", "shoot", "attack_tile", "snipe", "pull", "charge")
MONSTER_HIT_EFFECTS = {"stun": None, "poison": None}  # a monster's `effects` on a hit

ENCOUNTER_EFFECTS = {
    "event": {
        "damage_active": "n", "damage_all": "n",
        "attack_active": None, "attack_all": None, "attack_tile": None,
        "stun_active": None, "poison_active": None,
        "monster": None,  # draw a monster card and place it on the active hero's tile
        "lose_surge": None,  # the party loses a healing surge
        "flip_down": None,  # an unused Art of the active hero turns face down
        "move_monsters": "n",  # every monster moves N tiles toward the nearest hero
        # the advanced tier's own (game/drizzt/dread.py)
        "spawn_far": None,  # draw a monster card: it comes on the tile farthest from the active hero
        "horde": "n",  # draw N monster cards, each monster on the active hero's tile
        "displace": None,  # the active hero is carried to the tile farthest from it
        "flip_down_all": None,  # each hero turns an unused Art face down
        "poison_all": None,  # each hero is poisoned
        "stun_tile": None,  # each hero on the active hero's tile is stunned
        "damage_row": "n",  # each hero on a tile in the active hero's row of tiles takes N
        "heal_monsters": "n",  # every monster regains N Health
        "echo": None,  # another encounter card is drawn at once
        "steal_item": None,  # the active hero's newest treasure goes to the discard
        "lose_xp": "n",  # the party's N newest experience cards are lost
        "surge_or_hurt": "n",  # the party loses a healing surge; with none, each hero takes N
        "strike_near": "n",  # each hero next to a monster takes N
        "wound_weakest": "n",  # the hero with the least Health takes N
    },
    # settings: every hero, while the setting is in play; curses: the cursed hero, until `ends`
    "setting": {"speed": "minus", "defense": "minus", "attack": "minus",
                "no_treasure": None,  # no treasure is drawn for defeated monsters
                "damage_start": "n",  # each hero takes N damage at the start of its hero phase
                "damage": "minus",  # heroes deal N less damage when they hit
                "monsters_heal": "n"},  # every monster regains N Health as each hero phase starts
    "curse": {"speed": "minus", "defense": "minus", "attack": "minus",
              "no_heal": None,  # the hero cannot regain Health
              "damage": "minus",  # the hero deals N less damage when it hits
              "bleed": "n"},  # the hero takes N damage at the start of its hero phase
    # hazards and traps: in the holder's villain phase, on the tile with their marker
    "hazard": {"damage_tile": "n", "attack_tile": None,
               "creeping": "n",  # each hero on its tile takes N, then it creeps a tile toward the active hero
               "nest": None,  # with a hero and no monster on its tile, a monster card is drawn onto it
               "drain_tile": None,  # each hero on its tile turns an unused Art face down
               "damage_near": "n",  # each hero on its tile and the tiles joined to it takes N
               "poison_tile": None},
    "trap": {"damage_tile": "n", "attack_tile": None,
             "poison_tile": None,  # each hero on its tile is poisoned
             "stun_tile": None,  # each hero on its tile is stunned
             "alarm": "n",  # with a hero on its tile, every monster moves N tiles toward the nearest hero
             "damage_near": "n"},
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
    # one card each (game/drizzt/dread.py)
    "keen": "plus",  # an attack treasure: +N to the attack roll and +N damage if it hits
    "recall": "n",  # turn up to N of your used powers face up
    "rally": "n",  # turn one used power face up and regain N Health
    "flip_up_tile": None,  # you and each hero on your tile turn one used power face up
    "heal_tile": "n",  # you and each hero on your tile regain N Health
    "cleanse": "n",  # remove stun and poison and regain N Health
    "dawn": "n",  # the party gains a healing surge and each hero regains N Health
    "ward_tile": "n",  # you and each hero on your tile gain +N Defense until your next turn
}
TREASURE_USES_OF = {  # effects that work only on one `use`: an attack treasure's boost, the rest used in your hero phase
    "keen": "attack", "recall": "free", "rally": "free", "flip_up_tile": "free", "heal_tile": "free",
    "cleanse": "free", "dawn": "free", "ward_tile": "free",
}
OBJECTIVES = {"defeat_villain": None, "escape": None, "destroy_item": None, "free_prisoners": None,
              "slay": "n"}
DEFEATS = {"no_tiles": None}


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
