"""Each card's picture, drawn by code: an emblem built from shapes (a dragon's head, a trap's jaws,
a potion bottle, coins, a sword...) on a ground lit in the card's own colours.

The emblem is chosen from the card's name and id (a 'Frost Drake' gets a dragon's head in ice
blue, a 'Pit of Spikes' spikes), falling back on its type; colour words in the name tint it, and
the ground's rays and motes vary with the card's id, so no two cards share a picture."""
from __future__ import annotations

import math
import random
from functools import lru_cache

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix, prepare, rounded_mask
from scenes.kit.shapes import SS
from scenes.dragonvault.art.common import KIND_COLOURS, digest
from scenes.dragonvault.art.faces import Face, champion_index
from scenes.kit.motifs import COLOUR_WORDS, MOTIFS
from scenes.dragonvault.art.portraits import bust, look

# Words in a name that set the emblem's colour: the kit's, and Dragonvault's own.
COLOUR_WORDS = {**COLOUR_WORDS, "smoulderjaw": (120, 30, 30), "invisibility": (200, 226, 246),
                "healing": (200, 40, 60), "hexer": (80, 150, 210), "hedge": (90, 130, 60)}


# Words in a card's name or id and the emblem they call for, in order (the first match wins); a
# word matches when a word of the name starts with it.
KEYWORDS = (
    (("phoenix",), "phoenix"), (("flood", "deluge", "tide", "wave"), "wave"),
    (("goblin", "kobold", "imp"), "goblin"), (("ogre", "troll", "giant", "glutton"), "ogre"),
    (("djinn", "genie", "lamp", "wish"), "lamp"), (("mirror",), "mirror"),
    (("succubus", "siren", "charm", "tempt", "kiss"), "heart_wings"),
    (("floor", "pit", "spike", "stake"), "spikes"), (("needle", "lock"), "needle"), (("rune", "glyph"), "rune"),
    (("swinging", "pendulum", "scythe"), "pendulum"), (("vine", "thorn", "root", "bramble"), "vines"),
    (("trap", "snare", "jaw"), "jaws"), (("shrine", "altar", "temple", "candle"), "candle"),
    (("pilgrim", "wanderer", "hermit"), "staff"), (("spring", "fountain", "well", "pool"), "fountain"), (("mimic", "chest", "coffer"), "chest"),
    (("rockslide", "rock", "boulder", "cave", "collapse", "avalanche"), "rocks"),
    (("sprite", "fairy", "pixie", "wisp"), "fairy"), (("lantern", "lamplight", "torch"), "lantern"),
    (("crystal", "orb", "scry"), "crystal_ball"), (("knife", "knives", "dagger"), "knives"),
    (("camp", "rest", "bedroll"), "campfire"),
    (("potion", "elixir", "tonic", "draught", "brew", "flask", "vial"), "potion"),
    (("food", "bread", "ration", "meal", "feast", "stew", "roast"), "food"),
    (("relic", "chalice", "grail", "idol"), "chalice"), (("gem", "jewel", "ruby", "emerald", "diamond"), "gem"),
    (("gold", "coin", "purse", "hoard"), "coins"),
    (("thief", "rogue", "pickpocket", "cutpurse", "assassin", "burglar", "sneak"), "dagger_hood"),
    (("muscle", "brute", "thug", "bruiser", "barbarian", "club"), "club"),
    (("spirit", "ghost", "wraith", "retribution", "haunt", "phantom", "vengeance"), "ghost"),
    (("retreat", "flee", "escape", "dash", "boot"), "boot"), (("luck", "knucklebone", "dice", "die"), "die"),
    (("hexer", "hex", "wizard", "mage", "warlock", "sorcer"), "hat"), (("witch", "cauldron", "alchem"), "cauldron"),
    (("surgeon", "medic", "healer", "bandage", "nurse"), "cross"), (("bounty", "jailer", "warden"), "shackles"),
    (("crossbow", "archer", "bow"), "crossbow"), (("firepot", "bomb", "grenade", "sapper"), "bomb"),
    (("saboteur", "powder", "keg"), "keg"), (("mule", "pack", "donkey"), "sack"),
    (("frost", "ice", "freeze", "frozen", "snow", "winter", "chill", "blizzard"), "snowflake"),
    (("fire", "flame", "burn", "ember", "blaze", "inferno"), "flame"),
    (("skull", "bones", "death", "poison", "curse", "plague", "doom", "venom"), "skull"),
    (("lightning", "storm", "thunder", "quake"), "bolt"),
    (("hawk", "owl", "raven", "falcon", "bird", "eagle", "crow"), "bird"),
    (("wolf", "hound", "dog", "bear", "boar", "cat", "lynx"), "wolf"),
    (("shield", "ward", "guard", "parry", "block", "aegis", "dodge", "sentinel"), "shield"),
    (("sword", "blade", "knight", "sellsword", "mercenary", "duel", "warrior", "captain", "squire"), "sword"),
    (("card", "trick", "swap", "switch", "bluff", "gamble"), "cards"),
    (("scroll", "map", "tome", "book", "spell"), "scroll"),
)
BY_KIND = {"dragon": "dragon", "trap": "jaws", "other": "skull", "group": "bolt", "action": "scroll",
           "response": "shield", "mercenary": "sword", "companion": "wolf", "treasure": "coins", "champion": "helm"}


@lru_cache(maxsize=1024)
def motif_for(face: Face) -> str:
    """The emblem of a face: a dragon is always a dragon; else the first keyword in its name or
    id; else its type's."""
    if face.kind in ("dragon", "champion"):
        return BY_KIND[face.kind]
    words = f"{face.id} {face.name}".lower().replace("_", " ").replace("-", " ").split()
    for keys, motif in KEYWORDS:
        if any(word.startswith(k) for k in keys for word in words):
            return motif
    return BY_KIND[face.kind]


@lru_cache(maxsize=1024)
def main_colour(face: Face) -> tuple:
    """The emblem's colour: a colour word in the name, else the type's colour turned by the id."""
    for word in face.name.lower().replace("-", " ").split():
        if word in COLOUR_WORDS:
            return COLOUR_WORDS[word]
    base = KIND_COLOURS[face.kind]
    d = digest(face.id)
    turned = pygame.Color(*base)
    hue, sat, val, _a = turned.hsva
    turned.hsva = ((hue + (d[0] - 128) / 128 * 40) % 360, max(35, min(90, sat + (d[1] - 128) / 8)),
                   max(45, min(90, val + 10)), 100)
    return (turned.r, turned.g, turned.b)


def _gradient(size, top, bottom) -> pygame.Surface:
    """An opaque top-to-bottom gradient, a line per row (the ground's colours are the card's own,
    so the kit's cached gradient would not be shared)."""
    w, h = size
    surf = pygame.Surface(size)
    for y in range(h):
        t = y / max(1, h - 1)
        pygame.draw.line(surf, [round(a + (b - a) * t) for a, b in zip(top, bottom)], (0, y), (w, y))
    return surf


def _ground(size, face: Face, main) -> pygame.Surface:
    """The ground behind the emblem: a gradient in the type's colour, rays and motes varied by id
    (drawn twice as large and smoothed: soft edges are all they need)."""
    w, h = size
    colour = KIND_COLOURS[face.kind]
    surf = _gradient(size, mix(lighten(colour, 0.3), main, 0.25), darken(colour, 0.5))
    d = digest(face.id + "ground")
    rng = random.Random(d)
    k2 = 2
    big = shapes.canvas(w * k2, h * k2)
    c = (w * k2 / 2, h * k2 * 0.5)
    rays = 7 + d[0] % 9
    turn = d[1] / 255 * math.pi
    reach = max(w, h) * k2
    for k in range(rays):
        a = turn + k * 2 * math.pi / rays
        pts = [c, (c[0] + math.cos(a - 0.12) * reach, c[1] + math.sin(a - 0.12) * reach),
               (c[0] + math.cos(a + 0.12) * reach, c[1] + math.sin(a + 0.12) * reach)]
        pygame.draw.polygon(big, (*lighten(colour, 0.5), 34), pts)
    for _ in range(8 + d[2] % 10):
        x, y = rng.uniform(0, w * k2), rng.uniform(0, h * k2)
        pygame.draw.circle(big, (*lighten(main, 0.6), 60), (x, y), rng.uniform(1, 3.5) * k2)
    halo = min(w, h) * k2 * 0.42
    pygame.draw.circle(big, (*lighten(colour, 0.45), 60), c, halo)
    pygame.draw.circle(big, (*lighten(colour, 0.55), 50), c, halo * 0.8)
    surf.blit(shapes.downscale(big, size), (0, 0))
    return surf


@lru_cache(maxsize=1024)
def picture(face: Face, size: tuple[int, int], left: int = 0) -> pygame.Surface:
    """The card's picture at `size`: its emblem on its ground, with rounded corners; `left` px at
    the left are kept for the badges a small face lays there (the emblem moves over)."""
    w, h = size
    main = main_colour(face)
    surf = _ground(size, face, main)
    big = shapes.canvas(w * SS, h * SS)
    r = min((w - left) * 0.5, h * 0.5) * SS * 0.84
    c = ((w + left) * SS / 2, h * SS / 2)
    if face.kind == "champion":  # a champion's picture is the champion
        bust(big, (c[0], c[1] + h * SS * 0.06), min(w, h) * SS * 0.6, look(face.id, champion_index(face.id)))
        surf.blit(shapes.downscale(big, size), (0, 0))
        return prepare(rounded_mask(surf, max(3, w // 30)))
    MOTIFS[motif_for(face)](big, c, r, main, random.Random(digest(face.id)))
    emblem_img = shapes.downscale(big, size)
    shadow = emblem_img.copy()  # a soft shadow under the emblem: its own shape, dark and faint
    shadow.fill((0, 0, 0, 90), special_flags=pygame.BLEND_RGBA_MIN)
    surf.blit(shadow, (round(r * 0.05 / SS), round(r * 0.07 / SS)))
    surf.blit(emblem_img, (0, 0))
    return prepare(rounded_mask(surf, max(3, w // 30)))
