"""The figures on the dungeon map as round portrait tokens, generated: heroes in their class
colour (CLASS_COLOURS, which the party panel shows too) with their class emblem and initial inside the ring of the
seat that runs them; monsters in the colour of their kind with a kind emblem and initials, a
2 x 2 monster drawn across four spaces. Each token carries its health bar, stunned and poisoned
badges, and (monsters) a small mark of the hero whose row holds the card.

Portraits are cached by (id, size); a token with its bars and badges is cached by everything on
it, so a frame only blits."""
from __future__ import annotations

import math
from functools import lru_cache

import pygame

from game.drizzt.content import load
from scenes.drizzt import figure_emblems as emblems
from scenes.kit.draw import contrast_ink, darken, lighten, prepare
from scenes.kit.fonts import decoration, render

SS = 3
# A hero's colour by class: its portrait's disc here, and so its badge in the party panel.
CLASS_COLOURS = {"fighter": (150, 150, 168), "ranger": (84, 150, 84), "cleric": (226, 200, 120),
                 "wizard": (110, 120, 220), "rogue": (120, 96, 140), "paladin": (220, 150, 70),
                 "barbarian": (190, 80, 64)}
KIND_COLOURS = {"animal": (132, 92, 56), "undead": (150, 150, 128), "goblin": (92, 128, 56), "orc": (110, 120, 60),
                "plant": (70, 120, 70), "vermin": (96, 70, 110), "ooze": (120, 160, 60), "drow": (86, 60, 120),
                "giant": (120, 110, 100), "aberration": (150, 60, 120), "monstrosity": (60, 120, 130),
                "dragon": (176, 50, 36), "dwarf": (100, 100, 120)}
HEALTH, HURT, EMPTY = (96, 200, 96), (230, 180, 60), (40, 30, 28)
STUN, POISON, VILLAIN = (250, 220, 90), (120, 210, 80), (235, 190, 80)


def initials(name: str) -> str:
    """'Rockhide Troll' -> 'RT'; 'Vyrthax the Cinder Whelp' -> 'VC'; one word -> its first two letters."""
    words = [w for w in name.replace("-", " ").split() if w[:1].isupper()] or name.split()
    return (words[0][:2] if len(words) == 1 else words[0][0] + words[-1][0]).upper()


def _disc(colour: tuple, emblem, r: int) -> pygame.Surface:
    """A shaded disc in `colour` with `emblem` in contrasting ink, supersampled; (2r)^2 SRCALPHA."""
    ss = SS if r < 40 else 2  # large discs need less supersampling for the same smooth edge
    big = pygame.Surface((r * 2 * ss, r * 2 * ss), pygame.SRCALPHA)
    c, R = (r * ss, r * ss), r * ss
    pygame.draw.circle(big, darken(colour, 0.55), c, R)
    for i in range(8):
        t = i / 7
        pygame.draw.circle(big, lighten(colour, 0.25 * t), (c[0] - R * 0.15 * t, c[1] - R * 0.18 * t), R * (0.92 - 0.4 * t))
    ink = contrast_ink(colour)
    layer = pygame.Surface(big.get_size(), pygame.SRCALPHA)
    emblem(layer, (c[0], c[1] - R * 0.17), R * 0.5, (*ink, 255))
    layer.fill((255, 255, 255, 220), special_flags=pygame.BLEND_RGBA_MULT)
    big.blit(layer, (0, 0))
    return pygame.transform.smoothscale(big, (r * 2, r * 2))


@lru_cache(maxsize=128)
def hero_portrait(hero_id: str, size: int) -> pygame.Surface:
    """A hero's portrait disc, `size` px across: class colour and emblem, the initial at the foot."""
    hero = load().heroes[hero_id]
    colour = CLASS_COLOURS.get(hero.klass, (140, 120, 100))
    disc = _disc(colour, emblems.emblem_for_class(hero.klass), size // 2)
    with decoration():  # the initial marks the disc; the hero's name is in its tip and large look
        letter = render(hero.name[:1], max(9, int(size * 0.3)), contrast_ink(colour), "title")
    disc.blit(letter, letter.get_rect(center=(size // 2, int(size * 0.8))))
    return prepare(disc)


@lru_cache(maxsize=128)
def monster_portrait(card: str, size: int) -> pygame.Surface:
    """A monster's portrait disc, `size` px across: kind colour and emblem, initials at the foot."""
    m = load().monster(card)
    colour = KIND_COLOURS.get(m.kind, (120, 90, 90))
    disc = _disc(colour, emblems.emblem_for_kind(m.kind), size // 2)
    with decoration():  # the initials mark the disc; the monster's name is in its tip and large look
        label = render(initials(m.name), max(9, int(size * 0.24)), contrast_ink(colour), "bold")
    disc.blit(label, label.get_rect(center=(size // 2, int(size * 0.8))))
    return prepare(disc)


def _ring(s: pygame.Surface, centre, r: float, colour, width: float) -> None:
    pygame.draw.circle(s, darken(colour, 0.5), centre, r + 1, max(1, round(width)) + 2)
    pygame.draw.circle(s, colour, centre, r, max(1, round(width)))
    pygame.draw.circle(s, lighten(colour, 0.4), centre, r - width + 1, 1)


def _health(s: pygame.Surface, rect: pygame.Rect, health: int, most: int) -> None:
    """A pip per point up to 12, else a bar; green when healthy, amber at half or less."""
    pygame.draw.rect(s, (10, 8, 8), rect.inflate(4, 4), border_radius=3)
    pygame.draw.rect(s, EMPTY, rect, border_radius=2)
    if most <= 0:
        return
    colour = HEALTH if health * 2 > most else HURT
    if most <= 12:
        gap = 1
        w = (rect.w - gap * (most - 1)) / most
        for i in range(max(0, health)):
            pygame.draw.rect(s, colour, (rect.x + i * (w + gap), rect.y, max(1, math.ceil(w)), rect.h))
    else:
        pygame.draw.rect(s, colour, (rect.x, rect.y, rect.w * max(0, health) // most, rect.h), border_radius=2)


def _badge(s: pygame.Surface, centre, r: int, colour, glyph: str) -> None:
    pygame.draw.circle(s, (12, 10, 8), centre, r + 1)
    pygame.draw.circle(s, colour, centre, r)
    with decoration():  # a badge's glyph (stunned, poisoned): the tip says it in words
        mark = render(glyph, max(8, int(r * 1.5)), (20, 16, 12), "bold")
    s.blit(mark, mark.get_rect(center=centre))


def _frame(portrait: pygame.Surface, ring, ring_w: float, health: int, most: int, stunned: bool,
           poisoned: bool) -> tuple[pygame.Surface, tuple[int, int], int]:
    """The portrait in its ring on a canvas with room for the shadow, badges and health bar."""
    d = portrait.get_width()
    pad = max(4, d // 8)
    s = pygame.Surface((d + pad * 2, d + pad * 2), pygame.SRCALPHA)
    c = (s.get_width() // 2, s.get_height() // 2)
    pygame.draw.circle(s, (0, 0, 0, 110), (c[0] + 1, c[1] + pad // 2), d // 2 + 2)
    s.blit(portrait, portrait.get_rect(center=c))
    _ring(s, c, d / 2, ring, ring_w)
    bar = pygame.Rect(0, 0, int(d * 0.8), max(3, d // 12))
    bar.midtop = (c[0], c[1] + d // 2 - bar.h // 2)
    _health(s, bar, health, most)
    r = max(5, d // 7)
    if stunned:
        _badge(s, (c[0] + d // 2 - r // 2, c[1] - d // 2 + r), r, STUN, "z")
    if poisoned:
        _badge(s, (c[0] + d // 2 - r // 2, c[1] - d // 2 + r * 3 + 1), r, POISON, "+")
    return s, c, r


@lru_cache(maxsize=256)
def hero_token(hero_id: str, space: int, health: int, most: int, stunned: bool, poisoned: bool,
               seat_colour: tuple, down: bool = False) -> pygame.Surface:
    """A hero on a space of `space` px: portrait, the seat's colour ring, health, badges. A hero
    at 0 health is drawn grey and crossed out."""
    d = int(space * 0.86)
    portrait = hero_portrait(hero_id, d)
    if down:
        portrait = pygame.transform.grayscale(portrait)
    s, c, _ = _frame(portrait, seat_colour, max(2, d / 10), health, most, stunned, poisoned)
    if down:
        k = d * 0.3
        for sign in (-1, 1):
            pygame.draw.line(s, (200, 40, 30), (c[0] - k, c[1] - k * sign), (c[0] + k, c[1] + k * sign), max(2, d // 12))
    return prepare(s)


@lru_cache(maxsize=256)
def monster_token(card: str, space: int, health: int, most: int, holder_hero: str,
                  holder_colour: tuple) -> pygame.Surface:
    """A monster covering its base (1 or 2 x 2 spaces of `space` px): portrait, health out of
    `most` (its full Health, as scaled for the party), a small mark of the hero whose row holds
    its card (that hero's portrait in the seat's colour)."""
    m = load().monster(card)
    d = int(space * (0.86 if m.size <= 1 else 1.84))
    ring = VILLAIN if m.villain else (70, 20, 18)
    s, c, r = _frame(monster_portrait(card, d), ring, max(2, d / 14), health, most, False, False)
    if holder_hero:
        mark = max(8, int(space * 0.3))
        at = (c[0] - d // 2 + mark // 2, c[1] - d // 2 + mark // 2)
        pygame.draw.circle(s, (12, 10, 8), at, mark // 2 + 2)
        pygame.draw.circle(s, holder_colour, at, mark // 2 + 1)
        face = hero_portrait(holder_hero, mark)
        s.blit(face, face.get_rect(center=at))
    return prepare(s)


def status_token(hero: dict, space: int, seat_colour: tuple) -> pygame.Surface:
    """`hero_token` for a hero as the view dict gives it."""
    return hero_token(hero["id"], space, hero["health"], hero["max_health"], hero["stunned"], hero["poisoned"],
                      tuple(seat_colour), hero["health"] <= 0 and not hero["escaped"])
