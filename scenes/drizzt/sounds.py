"""What the Legend of Drizzt table sounds like: each kind of event the engine reports (the keys
of its data) and the sound it makes when its beat is told, or None where it is silent on purpose
(a roll: the dice tray sounds it; damage and conditions: the floating numbers show them).
scenes.table.sounds plays them; tests/scenes/test_table_sounds.py checks every kind the engine
can report is here."""
from __future__ import annotations

from scenes.table.sounds import kind

SOUNDS = {
    # the dungeon grows
    kind("at", "rot", "tile", "triangle"): "door_creak",  # the party finds a new tile
    kind("door", "tile"): "door_creak",  # a door opens or is found locked
    kind("card", "cell", "holder", "monster"): "monster",  # a monster appears
    kind("card", "redraw"): None,  # the same monster is drawn again: the next one appears
    kind("card",): None,  # no monster can come
    kind("cell", "tile"): "coins",  # something glints on the floor: treasure
    kind("tile",): None,  # an encounter sends a monster to a tile: the monster that comes sounds
    kind("count", "tile"): None,  # a horde: the monsters that come sound
    # figures on the map
    kind("from", "hero", "path", "to"): "figure_down",  # a hero moves
    kind("hero", "to"): "figure_down",  # a hero is moved by a power
    kind("monster", "to"): "figure_down",  # a monster moves
    kind("hero", "monster", "to"): "figure_down",  # a monster drags a hero next to it
    kind("bell",): "monster",  # the bell tolls and the monsters stir (their moves follow)
    kind("down", "hero"): "figure_down",  # a hero falls
    kind("card", "defeated", "monster"): "card_slide",  # a monster's card goes to the experience pile
    kind("destroyed", "monster"): None,
    kind("health", "monster", "wounded"): None,
    kind("health", "monster", "risen"): "monster",  # a villain falls and rises again
    kind("escaped", "hero"): None,
    kind("hero", "team"): None,
    # cards: encounters, powers, treasure, curses
    kind("encounter", "hero", "kind"): "card_flip",  # an encounter card is drawn
    kind("cancelled", "encounter"): "card_flip",
    kind("encounter",): None,  # the encounter strikes (its effects follow)
    kind("encounter", "tile"): None,
    kind("setting",): "card_flip",  # an environment settles over the dungeon
    kind("card", "hero"): "card_flip",  # a treasure or a starting item
    kind("hero", "item"): "card_flip",
    kind("hero", "power"): "card_flip",
    kind("hero", "power", "targets"): "card_flip",
    kind("curse", "hero"): "card_flip",
    kind("hero", "xp_lost"): "card_slide",  # experience cards leave the pile
    kind("art", "hero", "level"): "card_flip",  # a level up and its new power
    # the dice, told by the tray; numbers and conditions, told by the floats
    kind("hero", "hit", "monster", "roll", "total"): None,
    kind("hero", "hit", "roll", "target", "total"): None,
    kind("damage", "hero", "hit", "roll", "target", "total"): None,
    kind("hero", "roll"): None,
    kind("hero", "roll", "total"): None,
    kind("roll", "tile"): None,
    kind("damage", "health", "hero"): None,
    kind("healed", "health", "hero"): None,
    kind("health", "hero", "surge"): None,
    kind("health", "monster"): None,  # a monster regains health
    kind("by", "monster"): None,  # a monster mends another
    kind("hero", "surge_lost", "surges"): None,
    kind("surges",): None,
    kind("hero", "stunned"): None,
    kind("hero", "poisoned"): None,
    kind("hero", "poisoned", "stunned"): None,
    # the story's words
    kind("monster", "tactic"): None,  # what a monster will do (its move and attack sound)
    kind("monster",): None,
    kind("hero",): None,
    kind("round",): None,
    kind("result",): None,  # the end screen plays the sting
}
