"""Creatures: a dragon's head, a hooded cutpurse, a ghost, a winged heart, a firebird, an ogre, a
skull, a bird of prey, a wolf, a goblin and a fairy. Each is a painter `(surf, c, r, main, rng)`;
scenes/kit/motifs.py names them all in MOTIFS."""
from __future__ import annotations

import math

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix
from scenes.kit.motifs_pen import GOLD, GOLD_DARK, INK, curve, disc, outlined, oval, point, polygon
from scenes.kit.shapes import star


def dragon(surf, c, r, main, rng):
    """A dragon's head in profile: horns, a fanged jaw, a burning eye and a curl of smoke."""
    c, r = (c[0] - r * 0.1, c[1] + r * 0.08), r * 0.92
    dark, pale = darken(main, 0.45), lighten(main, 0.35)
    horns = 1 + rng.randrange(3)
    for k in range(horns):  # horns sweeping back along the crown: one, two or three
        bx = 0.05 - k * 0.24
        sweep = 0.45 + 0.1 * k
        outlined(surf, (236, 224, 196), c, r, [(bx - 0.12, -0.4), (bx + 0.12, -0.46), (bx - sweep, -1.0 + k * 0.12)])
    breath = pygame.Surface(surf.get_size(), pygame.SRCALPHA)  # puffs of breath in the dragon's colour
    for k in range(4):
        t = k / 3
        x, y = 0.95 + t * 0.35, 0.15 + t * (0.25 + rng.random() * 0.1) - 0.12
        pygame.draw.circle(breath, (*lighten(main, 0.6 + t * 0.2), 255), point(c, r, x, y), r * (0.1 + t * 0.1))
    surf.blit(breath, (0, 0))
    head = [(-0.7, -0.1), (-0.5, -0.45), (-0.05, -0.5), (0.35, -0.35), (0.85, -0.2), (0.92, -0.02), (0.55, 0.05),
            (0.85, 0.2), (0.8, 0.34), (0.3, 0.3), (-0.15, 0.45), (-0.55, 0.85), (-0.85, 0.6)]
    outlined(surf, main, c, r, head)
    polygon(surf, pale, c, r, [(-0.45, -0.38), (0.3, -0.3), (0.8, -0.17), (0.3, -0.22), (-0.4, -0.28)])
    for k in range(4):  # teeth
        x = 0.35 + k * 0.12
        polygon(surf, (250, 246, 236), c, r, [(x, 0.05), (x + 0.06, 0.05), (x + 0.03, 0.16)])
    polygon(surf, dark, c, r, [(0.5, 0.05), (0.86, 0.2), (0.55, 0.14)])
    oval(surf, (255, 200, 40), c, r, 0.05, -0.25, 0.11, 0.07)
    oval(surf, INK, c, r, 0.06, -0.25, 0.025, 0.06)
    disc(surf, INK, c, r, 0.74, -0.13, 0.03)
    frills = 3 + rng.randrange(2)
    for k in range(frills):  # the frill down the neck
        y = -0.05 + k * 0.75 / frills
        outlined(surf, dark, c, r, [(-0.6 - k * 0.06, y), (-0.95 - k * 0.04, y + 0.05), (-0.68 - k * 0.06, y + 0.16)])
    if rng.random() < 0.5:  # whiskers trailing from the snout
        for dy in (0.0, 0.08):
            whisker = curve(c, r, (0.7, 0.3 + dy), (0.6, 0.6 + dy), (0.35, 0.7 + dy))
            shapes.stroke(surf, pale, whisker, r * 0.035, closed=False)


def dagger_hood(surf, c, r, main, rng):
    """A hooded face in shadow with a dagger before it: thieves and cutpurses."""
    outlined(surf, darken(main, 0.2), c, r, [(-0.6, 0.8), (-0.55, 0.0), (-0.3, -0.6), (0, -0.78), (0.3, -0.6),
                                              (0.55, 0.0), (0.6, 0.8)])
    oval(surf, (16, 12, 16), c, r, 0, -0.05, 0.3, 0.38)
    for x in (-0.12, 0.12):
        oval(surf, (250, 220, 90), c, r, x, -0.1, 0.06, 0.03)
    blade = [(0.05, 0.75), (0.65, 0.15), (0.72, 0.22), (0.12, 0.82)]
    outlined(surf, (220, 226, 234), c, r, blade)
    outlined(surf, (110, 70, 40), c, r, [(-0.12, 0.72), (0.08, 0.52), (0.22, 0.66), (0.02, 0.86)])


def ghost(surf, c, r, main, rng):
    """A vengeful spirit: a wisp with hollow eyes and reaching hands."""
    pale = lighten(main, 0.6)
    body = curve(c, r, (-0.5, 0.8), (-0.7, -0.2), (0, -0.8)) + curve(c, r, (0, -0.8), (0.7, -0.2), (0.5, 0.8))[1:]
    for k in range(4):
        x0 = 0.5 - k * 0.25
        body += curve(c, r, (x0, 0.8), (x0 - 0.12, 0.6), (x0 - 0.25, 0.8), 4)[1:]
    pygame.draw.polygon(surf, pale, body)
    pygame.draw.polygon(surf, darken(main, 0.2), body, max(2, int(r * 0.04)))
    for x in (-0.2, 0.2):
        oval(surf, INK, c, r, x, -0.3, 0.09, 0.13)
    oval(surf, INK, c, r, 0, 0.05, 0.12, 0.08)
    for side in (-1, 1):
        arm = curve(c, r, (side * 0.45, 0.0), (side * 0.85, -0.05), (side * 0.9, -0.4), 8)
        shapes.stroke(surf, pale, arm, r * 0.12, closed=False)


def heart_wings(surf, c, r, main, rng):
    """A heart held up by bat wings: charm that may help or harm."""
    for side in (-1, 1):
        pts = [(side * 0.25, -0.05), (side * 0.95, -0.6), (side * 0.85, -0.15), (side * 1.0, 0.05),
               (side * 0.75, 0.1), (side * 0.8, 0.35), (side * 0.3, 0.2)]
        outlined(surf, darken(main, 0.45), c, r, pts)
    heart = curve(c, r, (0, 0.65), (-0.75, 0.0), (-0.35, -0.42)) + curve(c, r, (-0.35, -0.42), (-0.05, -0.55),
                                                                         (0, -0.25))[1:]
    heart += curve(c, r, (0, -0.25), (0.05, -0.55), (0.35, -0.42))[1:] + curve(c, r, (0.35, -0.42), (0.75, 0.0),
                                                                                 (0, 0.65))[1:]
    pygame.draw.polygon(surf, (200, 30, 70), heart)
    pygame.draw.polygon(surf, INK, heart, max(2, int(r * 0.04)))
    oval(surf, (255, 160, 180), c, r, -0.28, -0.22, 0.08, 0.05)


def phoenix(surf, c, r, main, rng):
    """A firebird with wings spread and a tail of flame."""
    fire = (240, 120, 30)
    for side in (-1, 1):
        for k in range(4):
            a = -0.5 - k * 0.15
            tip = (side * (0.95 - k * 0.08), a)
            outlined(surf, mix(fire, (255, 220, 80), k / 4), c, r, [(side * 0.12, 0.05), tip, (side * (0.7 - k * 0.1), a + 0.35)])
    for k in range(3):
        outlined(surf, mix((220, 50, 20), (255, 200, 60), k / 3), c, r,
                  [(-0.1, 0.2), (0.1, 0.2), ((k - 1) * 0.35, 0.9 - abs(k - 1) * 0.1)])
    oval(surf, (200, 60, 20), c, r, 0, 0.05, 0.16, 0.28)
    disc(surf, (230, 90, 30), c, r, 0, -0.32, 0.14)
    outlined(surf, GOLD, c, r, [(0.1, -0.35), (0.3, -0.3), (0.1, -0.26)])
    disc(surf, INK, c, r, 0.03, -0.35, 0.03)


def ogre(surf, c, r, main, rng):
    """An ogre's face: a heavy brow, tusks and a hungry grin."""
    skin = mix(main, (120, 150, 80), 0.6)
    outlined(surf, skin, c, r, [(-0.65, -0.4), (-0.4, -0.75), (0.4, -0.75), (0.65, -0.4), (0.72, 0.3), (0.4, 0.8),
                                 (-0.4, 0.8), (-0.72, 0.3)])
    polygon(surf, darken(skin, 0.35), c, r, [(-0.55, -0.3), (0.55, -0.3), (0.5, -0.15), (-0.5, -0.15)])
    for x in (-0.25, 0.25):
        disc(surf, (250, 240, 200), c, r, x, -0.05, 0.09)
        disc(surf, INK, c, r, x, -0.04, 0.04)
    oval(surf, darken(skin, 0.3), c, r, 0, 0.15, 0.1, 0.08)
    oval(surf, (60, 20, 20), c, r, 0, 0.45, 0.4, 0.15)
    for x in (-0.25, 0.25):
        outlined(surf, (248, 240, 216), c, r, [(x - 0.06, 0.5), (x + 0.06, 0.5), (x, 0.25)])
    for side in (-1, 1):
        outlined(surf, skin, c, r, [(side * 0.68, -0.25), (side * 0.95, -0.35), (side * 0.72, 0.05)])


def skull(surf, c, r, main, rng):
    """A skull: poison, curses, a hard end."""
    bone = (236, 228, 206)
    disc(surf, INK, c, r, 0, -0.15, 0.62)
    disc(surf, bone, c, r, 0, -0.15, 0.57)
    outlined(surf, bone, c, r, [(-0.35, 0.25), (0.35, 0.25), (0.3, 0.7), (-0.3, 0.7)])
    for x in (-0.22, 0.22):
        oval(surf, INK, c, r, x, -0.1, 0.14, 0.16)
        disc(surf, main, c, r, x, -0.08, 0.04)
    polygon(surf, INK, c, r, [(0, 0.1), (-0.07, 0.25), (0.07, 0.25)])
    for x in (-0.15, 0, 0.15):
        pygame.draw.line(surf, INK, point(c, r, x, 0.45), point(c, r, x, 0.7), max(2, int(r * 0.03)))


def bird(surf, c, r, main, rng):
    """A bird of prey with its wings half raised."""
    for side in (-1, 1):
        outlined(surf, darken(main, 0.2), c, r, [(side * 0.1, -0.1), (side * 0.95, -0.55), (side * 0.7, -0.2),
                                                  (side * 0.8, 0.0), (side * 0.2, 0.25)])
    oval(surf, main, c, r, 0, 0.15, 0.22, 0.42)
    disc(surf, main, c, r, 0, -0.35, 0.18)
    outlined(surf, GOLD, c, r, [(-0.05, -0.3), (0.08, -0.3), (0, -0.15)])
    for x in (-0.07, 0.07):
        disc(surf, (255, 230, 80), c, r, x, -0.4, 0.04)
    outlined(surf, darken(main, 0.3), c, r, [(-0.15, 0.5), (0.15, 0.5), (0.25, 0.85), (-0.25, 0.85)])


def wolf(surf, c, r, main, rng):
    """A wolf's head, ears up: a loyal beast."""
    fur = mix(main, (130, 130, 140), 0.5)
    outlined(surf, fur, c, r, [(-0.55, -0.1), (-0.6, -0.8), (-0.25, -0.45), (0.25, -0.45), (0.6, -0.8), (0.55, -0.1),
                                (0.45, 0.3), (0.15, 0.75), (-0.15, 0.75), (-0.45, 0.3)])
    polygon(surf, lighten(fur, 0.45), c, r, [(-0.2, 0.1), (0.2, 0.1), (0.13, 0.7), (-0.13, 0.7)])
    for x in (-0.25, 0.25):
        polygon(surf, (250, 210, 60), c, r, [(x - 0.1, -0.15), (x + 0.1, -0.15), (x, -0.05)])
    oval(surf, INK, c, r, 0, 0.62, 0.09, 0.06)


def goblin(surf, c, r, main, rng):
    """A grinning goblin with long ears, holding out a hand for the toll."""
    skin = (150, 170, 60)
    for side in (-1, 1):
        outlined(surf, skin, c, r, [(side * 0.35, -0.25), (side * 1.0, -0.55), (side * 0.45, 0.05)])
    outlined(surf, skin, c, r, [(-0.45, -0.45), (0.45, -0.45), (0.5, 0.1), (0.25, 0.55), (-0.25, 0.55), (-0.5, 0.1)])
    for x in (-0.2, 0.2):
        disc(surf, (255, 220, 60), c, r, x, -0.15, 0.09)
        disc(surf, INK, c, r, x, -0.15, 0.04)
    polygon(surf, darken(skin, 0.3), c, r, [(0, -0.1), (-0.08, 0.12), (0.1, 0.12)])
    polygon(surf, (60, 20, 20), c, r, [(-0.25, 0.28), (0.25, 0.28), (0, 0.42)])
    disc(surf, GOLD_DARK, c, r, 0.0, 0.78, 0.17)
    disc(surf, GOLD, c, r, 0.0, 0.78, 0.13)


def fairy(surf, c, r, main, rng):
    """A tiny sprite with gauzy wings, glowing."""
    disc(surf, (*lighten(main, 0.6), 120), c, r, 0, 0, 0.55)
    for side in (-1, 1):
        for dy, s in ((-0.3, 0.4), (0.2, 0.28)):
            oval(surf, (220, 240, 255, 200), c, r, side * 0.35, dy, s, s * 0.55)
    oval(surf, main, c, r, 0, 0.15, 0.12, 0.28)
    disc(surf, (250, 226, 200), c, r, 0, -0.25, 0.13)
    for k in range(5):
        star(surf, point(c, r, math.cos(k * 1.3) * 0.8, math.sin(k * 1.3) * 0.7), r * 0.07, (255, 250, 200), 4, 0.3)
