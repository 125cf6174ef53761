"""Each card's picture, drawn by code: an emblem built from shapes (a druid's staff, a sword, a
dragon...) chosen for each card by EMBLEMS, coloured by a colour word in its name (a Red Dragon is
red) or else its class's colour turned by its id, on a ground lit in the frame's colours whose
rays and motes vary with the id, so no two cards share a picture."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix, prepare, rounded_mask, vertical_gradient
from scenes.draft.art.common import CLASS_COLOURS, digest
from scenes.draft.art.faces import Face, frame_colour
from scenes.draft.art.motifs import ALL
from scenes.kit.motifs import COLOUR_WORDS


# Each card's and quest's emblem (a painter in the kit's motifs or Dungeon Draft's own).
EMBLEMS = {
    # Druid heroes and weapons.
    "cadoc_the_martyr": "chalice", "mossfoot_herbalist": "cauldron", "grove_warden": "tree", "acorn_seer": "acorn",
    "thornback_shepherd": "staff", "bramble_matron": "vines", "circle_elder_haldis": "rune",
    "fernwhisper_child": "fairy", "barkskin_hermit": "lantern", "wildmane_shifter": "wolf", "old_mother_yew": "tree",
    "beekeeper_of_hollowmere": "bee", "oak_staff": "staff", "gilded_sickle": "sickle", "seedpouch_of_plenty": "sack",
    "thornwhip": "vines", "rootbound_totem": "totem",
    # Warriors.
    "arminus_the_barbarian": "club", "shieldwall_recruit": "shield", "veteran_pikeman": "spear",
    "ironclad_sergeant": "helm", "banner_captain_orsk": "banner", "sellsword_of_the_marches": "sword",
    "duelist_of_redhold": "sword", "warlord_brisenne": "crown", "gate_sentinel": "shield",
    "champion_of_the_pit": "helm", "drill_master_hask": "bolt", "oathsworn_knight": "sword", "longsword": "sword",
    "notched_hand_axe": "axe", "tattered_warbanner": "banner", "bulwark_shield": "shield",
    "greatmaul_of_dunmarch": "maul",
    # Mages.
    "hedge_apprentice": "hat", "candlewick_scholar": "candle", "runescribe_odela": "rune", "thunderhand_adept": "bolt",
    "astral_archivist": "book", "pyromancer_of_the_ash_gate": "flame", "tower_adept": "hat",
    "grand_magister_velloran": "crystal_ball", "mirror_conjurer": "mirror", "frost_witch_of_kell": "snowflake",
    "stargazer_twins": "crystal_ball", "ashwood_wand": "wand", "orb_of_quiet_stars": "crystal_ball",
    "grimoire_of_small_hours": "book", "emberstaff": "flame", "scribes_lens": "scroll",
    # Rogues.
    "alley_cutpurse": "coins", "fence_of_the_low_market": "sack", "dagger_tosser": "knives",
    "shadow_broker_ysolde": "mask", "lockbreaker": "needle", "rooftop_runner": "boot",
    "smuggler_queen_marisol": "keg", "poisoner_of_vell": "potion", "guildmaster_of_whispers": "dagger_hood",
    "card_sharp": "cards", "masked_trickster": "mask", "twin_stilettos": "knives", "set_of_silver_picks": "needle",
    "smoke_vial": "potion", "shortbow_of_the_fen": "bow", "venom_dagger": "dagger_hood",
    # Monster-class heroes and weapons.
    "goblin_turncoat": "goblin", "ogre_bruiser": "ogre", "troll_mercenary": "ogre", "kobold_trapper": "jaws",
    "minotaur_gladiator": "ogre", "hill_giant_gorrum": "ogre", "gnoll_packleader": "wolf", "harpy_scout": "bird",
    "werewolf_outcast": "wolf", "lizardfolk_shaman": "totem", "bugbear_ambusher": "club",
    "orc_warchief_grusk": "crown", "cave_imp": "goblin", "spiked_club": "club", "bone_crusher": "maul",
    "tusk_spear": "spear", "giants_boulder": "rocks", "fang_totem": "totem", "rusted_cleaver": "axe",
    # Monsters.
    "giant_rat": "rat", "cellar_slime": "slime", "goblin_sneak": "goblin", "cave_bat_swarm": "bat",
    "skeleton_guard": "skull", "highway_bandit": "dagger_hood", "cave_spider": "spider", "goblin_boss_nub": "crown",
    "dire_wolf": "wolf", "crypt_ghoul": "ghost", "restless_armour": "helm", "harpy_flock": "bird",
    "red_dragon": "dragon", "quivering_ooze": "slime", "greedy_chest": "chest", "cursed_knight": "skull",
    "marsh_wyvern": "dragon", "bridge_troll": "ogre", "manticore_of_the_dunes": "dragon",
    "basilisk_of_the_salt_flats": "dragon", "barrow_king": "crown", "mire_hydra": "dragon",
    "stone_colossus": "rocks", "ashen_wyrm": "dragon",
    # Quests.
    "clear_the_cellar_warrens": "rat", "guard_the_harvest_road": "food", "rob_the_tax_barge": "coins",
    "break_the_siege_of_ambermoor": "rocks", "wake_the_sleeping_grove": "tree",
    "steal_the_archmages_spellbook": "book", "tame_the_wild_horde": "wolf", "found_a_thieves_guild": "dagger_hood",
    "open_the_sealed_library": "scroll", "raise_the_banner_of_five_shields": "banner", "hunt_the_marsh_beast": "bow",
    "crown_the_goblin_queen": "crown", "gather_the_circle_of_thorns": "vines", "muster_the_free_companies": "sword",
    "run_the_night_market": "lantern", "hold_the_tournament_of_blades": "shield", "build_the_heroes_hall": "helm",
    "escort_the_salt_caravan": "sack", "slay_the_wyrm_of_cinder_peak": "dragon", "seal_the_bone_gate": "skull",
    "recruit_the_beastmen_of_the_crag": "ogre", "scry_the_drowned_moon": "crystal_ball",
    "bribe_the_harbour_watch": "coins", "unite_the_warring_clans": "banner", "restore_the_moonwell": "fountain",
}
# The emblem of a card the table does not know (a test's content): by kind, or by class.
BY_KIND = {"monster": "skull", "quest": "scroll", "weapon": "sword"}
BY_CLASS = {"druid": "staff", "warrior": "helm", "mage": "hat", "rogue": "dagger_hood", "monster": "ogre"}

# Words in a name that colour its emblem: the kit's, and the Draft's own.
COLOUR_WORDS = {
    **COLOUR_WORDS, "ashen": (150, 146, 140), "ash": (150, 146, 140), "gilded": (226, 182, 60),
    "rusted": (160, 84, 40), "marsh": (90, 130, 70), "mire": (70, 110, 70), "salt": (226, 218, 196),
    "dunes": (214, 176, 110), "stone": (140, 140, 136), "moon": (206, 220, 240), "moonwell": (120, 170, 230),
    "thunderhand": (120, 150, 230), "oak": (130, 92, 50), "ashwood": (170, 150, 120), "stars": (70, 80, 150),
    "astral": (90, 110, 200), "crypt": (130, 150, 130), "tusk": (236, 226, 200), "smoke": (150, 150, 160),
    "harvest": (214, 160, 50),
}


def motif_for(f: Face) -> str:
    """The emblem of a face: EMBLEMS's, else its kind's (monster, quest, weapon), else its class's."""
    if f.id in EMBLEMS:
        return EMBLEMS[f.id]
    return BY_KIND.get(f.kind) or BY_CLASS.get(f.cls, "scroll")


def main_colour(f: Face) -> tuple:
    """The emblem's colour: a colour word in the name, else the frame's hue turned by the id."""
    for word in f.name.lower().replace("'", "").split():
        if word in COLOUR_WORDS:
            return COLOUR_WORDS[word]
    return tint(f)


def tint(f: Face) -> tuple:
    """The frame's hue (a quest's: the class it needs most) turned a little by the id, lighter."""
    d = digest(f.id)
    base = CLASS_COLOURS[max(f.requires, key=lambda need: need[1])[0]] if f.requires else frame_colour(f)
    turned = pygame.Color(*base)
    hue, sat, val, _a = turned.hsva
    turned.hsva = ((hue + (d[0] - 128) / 128 * 30) % 360, max(30, min(85, sat + (d[1] - 128) / 10)),
                   max(55, min(95, val + 20)), 100)
    return (turned.r, turned.g, turned.b)


def ground(size, f: Face) -> pygame.Surface:
    """A gradient in the frame's colour with rays and motes turned by the id (opaque)."""
    w, h = size
    colour = frame_colour(f)
    surf = vertical_gradient(size, lighten(colour, 0.45), darken(colour, 0.35)).copy()
    d = digest(f.id + "/ground")
    rng = random.Random(d)
    big = shapes.canvas(w * 2, h * 2)
    centre = (w, h * (0.8 + d[3] / 255 * 0.4))
    spokes, turn = 6 + d[0] % 8, d[1] / 255 * math.pi
    for k in range(spokes):
        a = turn + 2 * math.pi * k / spokes
        far = [(centre[0] + math.cos(a + s) * w * 4, centre[1] + math.sin(a + s) * w * 4) for s in (-0.1, 0.1)]
        pygame.draw.polygon(big, (*lighten(colour, 0.6), 30), [centre, *far])
    for _ in range(6 + d[2] % 9):
        pygame.draw.circle(big, (255, 248, 220, 54), (rng.uniform(0, w * 2), rng.uniform(0, h * 2)),
                           rng.uniform(2, 6))
    surf.blit(shapes.downscale(big, size), (0, 0))
    return surf


def paint(big: pygame.Surface, f: Face, c, r) -> None:
    """The emblem itself, with a soft shadow, into a supersampled canvas about centre `c`."""
    layer = shapes.canvas(*big.get_size())
    ALL[motif_for(f)](layer, c, r, main_colour(f), random.Random(digest(f.id)))
    shade = layer.copy()
    shade.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
    big.blit(shade, (round(r * 0.05), round(r * 0.07)))
    big.blit(layer, (0, 0))


@lru_cache(maxsize=1024)
def picture(f: Face, size: tuple[int, int]) -> pygame.Surface:
    """The card's picture at `size`: its emblem on its ground, corners rounded."""
    w, h = size
    surf = ground(size, f)
    big = shapes.canvas(w * shapes.SS, h * shapes.SS)
    r = min(w, h) * shapes.SS * 0.42
    paint(big, f, (w * shapes.SS / 2, h * shapes.SS / 2), r)
    surf.blit(shapes.downscale(big, size), (0, 0))
    return prepare(rounded_mask(surf, max(3, w // 24)))
