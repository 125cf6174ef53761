"""The emblems a card's picture is built from, each a painter `(surf, centre, r, main, rng)`
drawing in a supersampled canvas with shapes: a dragon's head, a trap's jaws, a potion, coins, a
gem, a sword, a lamp, a mimic chest... `main` is the emblem's colour, `rng` varies the details
(a dragon's horns, frill and whiskers). MOTIFS names them all; each game's art chooses one per card
(Dragonvault's and Dungeon Draft's emblems). The painters live by theme in motifs_creatures.py,
motifs_perils.py, motifs_arms.py and motifs_treasure.py; the pen they draw with (re-exported here
for other games' painters) in motifs_pen.py."""
from __future__ import annotations

from scenes.kit.motifs_arms import boot, club, crossbow, hat, helm, knives, shield, staff, sword
from scenes.kit.motifs_creatures import (bird, dagger_hood, dragon, fairy, ghost, goblin, heart_wings, ogre,
                                         phoenix, skull, wolf)
from scenes.kit.motifs_pen import GOLD, GOLD_DARK, INK, curve, disc, oval, outlined, point, polygon
from scenes.kit.motifs_perils import (bolt, bomb, campfire, flame, jaws, needle, pendulum, rocks, rune, shackles,
                                      snowflake, spikes, vines, wave)
from scenes.kit.motifs_treasure import (candle, cauldron, chalice, chest, coins, cross, crystal_ball, die, food,
                                        fountain, gem, hand_card, keg, lamp, lantern, mirror, potion, sack, scroll)

__all__ = ["COLOUR_WORDS", "GOLD", "GOLD_DARK", "INK", "MOTIFS", "curve", "disc", "oval", "outlined", "point",
           "polygon"]

MOTIFS = {
    "dragon": dragon, "jaws": jaws, "spikes": spikes, "potion": potion, "coins": coins, "gem": gem,
    "chalice": chalice, "sword": sword, "dagger_hood": dagger_hood, "club": club, "crystal_ball": crystal_ball,
    "food": food, "ghost": ghost, "lamp": lamp, "heart_wings": heart_wings, "phoenix": phoenix, "wave": wave,
    "ogre": ogre, "snowflake": snowflake, "flame": flame, "skull": skull, "shield": shield, "scroll": scroll,
    "bolt": bolt, "bird": bird, "wolf": wolf, "helm": helm, "cards": hand_card,
}

MOTIFS.update({
    "fountain": fountain,
    "needle": needle, "rune": rune, "pendulum": pendulum, "vines": vines, "goblin": goblin, "candle": candle,
    "staff": staff, "chest": chest, "rocks": rocks, "lantern": lantern, "knives": knives, "campfire": campfire,
    "mirror": mirror, "boot": boot, "die": die, "hat": hat, "cross": cross, "shackles": shackles,
    "crossbow": crossbow, "bomb": bomb, "keg": keg, "cauldron": cauldron, "fairy": fairy, "sack": sack,
})


# Words in a card's name that set its emblem's colour (each game's art may add its own).
COLOUR_WORDS = {
    "green": (60, 150, 60), "red": (190, 40, 30), "crimson": (170, 20, 40), "blue": (50, 100, 200),
    "white": (226, 232, 240), "frost": (150, 210, 240), "ice": (150, 210, 240), "black": (50, 46, 58),
    "shadow": (60, 54, 80), "gold": (220, 176, 60), "golden": (220, 176, 60), "silver": (190, 196, 206),
    "bronze": (176, 120, 60), "copper": (186, 110, 70), "brass": (196, 160, 70), "fire": (230, 100, 30),
    "ember": (220, 90, 30), "storm": (90, 110, 170), "bone": (222, 212, 186), "venom": (120, 170, 40),
    "poison": (120, 170, 40), "swamp": (90, 120, 60), "sand": (210, 180, 120), "iron": (120, 124, 134),
    "rust": (160, 80, 40), "ruby": (200, 30, 60), "emerald": (30, 160, 90), "sapphire": (40, 80, 200),
    "amber": (230, 150, 30), "violet": (130, 70, 180), "purple": (130, 70, 180), "night": (40, 40, 90),
    "cinder": (226, 110, 40), "rime": (150, 210, 240), "blizzard": (190, 225, 250),
}
