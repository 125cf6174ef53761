"""The emblems a card's picture is built from, each a painter `(surf, centre, r, main, rng)`
drawing in a supersampled canvas with shapes: a dragon's head, a trap's jaws, a potion, coins, a
gem, a sword, a lamp, a mimic chest... `main` is the emblem's colour, `rng` varies the details
(a dragon's horns, frill and whiskers). MOTIFS names them all; each game's art chooses one per card (Dragonvault's and Dungeon Draft's emblems)."""
from __future__ import annotations

import math

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix
from scenes.kit.shapes import shield_shape, star

INK = (30, 22, 20)
GOLD = (232, 188, 76)
GOLD_DARK = (150, 104, 28)


def _pt(c, r, x, y):
    return (c[0] + x * r, c[1] + y * r)


def _poly(surf, colour, c, r, pts, width=0):
    pygame.draw.polygon(surf, colour, [_pt(c, r, x, y) for x, y in pts], width)


def _outlined(surf, fill, c, r, pts, edge=INK):
    _poly(surf, fill, c, r, pts)
    _poly(surf, edge, c, r, pts, max(2, int(r * 0.04)))


def _circle(surf, colour, c, r, x, y, rad, width=0):
    pygame.draw.circle(surf, colour, _pt(c, r, x, y), rad * r, width if width == 0 else max(1, int(width)))


def _ellipse(surf, colour, c, r, x, y, rw, rh, width=0):
    rect = pygame.Rect(0, 0, rw * r * 2, rh * r * 2)
    rect.center = _pt(c, r, x, y)
    pygame.draw.ellipse(surf, colour, rect, width)


def _curve(c, r, p0, p1, p2, steps=12):
    return shapes.bezier(_pt(c, r, *p0), _pt(c, r, *p1), _pt(c, r, *p2), steps)


# -- the motifs: painter(surf, c, r, main, rng) ---------------------------------------------------------------
def dragon(surf, c, r, main, rng):
    """A dragon's head in profile: horns, a fanged jaw, a burning eye and a curl of smoke."""
    c, r = (c[0] - r * 0.1, c[1] + r * 0.08), r * 0.92
    dark, pale = darken(main, 0.45), lighten(main, 0.35)
    horns = 1 + rng.randrange(3)
    for k in range(horns):  # horns sweeping back along the crown: one, two or three
        bx = 0.05 - k * 0.24
        sweep = 0.45 + 0.1 * k
        _outlined(surf, (236, 224, 196), c, r, [(bx - 0.12, -0.4), (bx + 0.12, -0.46), (bx - sweep, -1.0 + k * 0.12)])
    breath = pygame.Surface(surf.get_size(), pygame.SRCALPHA)  # puffs of breath in the dragon's colour
    for k in range(4):
        t = k / 3
        x, y = 0.95 + t * 0.35, 0.15 + t * (0.25 + rng.random() * 0.1) - 0.12
        pygame.draw.circle(breath, (*lighten(main, 0.6 + t * 0.2), 255), _pt(c, r, x, y), r * (0.1 + t * 0.1))
    surf.blit(breath, (0, 0))
    head = [(-0.7, -0.1), (-0.5, -0.45), (-0.05, -0.5), (0.35, -0.35), (0.85, -0.2), (0.92, -0.02), (0.55, 0.05),
            (0.85, 0.2), (0.8, 0.34), (0.3, 0.3), (-0.15, 0.45), (-0.55, 0.85), (-0.85, 0.6)]
    _outlined(surf, main, c, r, head)
    _poly(surf, pale, c, r, [(-0.45, -0.38), (0.3, -0.3), (0.8, -0.17), (0.3, -0.22), (-0.4, -0.28)])
    for k in range(4):  # teeth
        x = 0.35 + k * 0.12
        _poly(surf, (250, 246, 236), c, r, [(x, 0.05), (x + 0.06, 0.05), (x + 0.03, 0.16)])
    _poly(surf, dark, c, r, [(0.5, 0.05), (0.86, 0.2), (0.55, 0.14)])
    _ellipse(surf, (255, 200, 40), c, r, 0.05, -0.25, 0.11, 0.07)
    _ellipse(surf, INK, c, r, 0.06, -0.25, 0.025, 0.06)
    _circle(surf, INK, c, r, 0.74, -0.13, 0.03)
    frills = 3 + rng.randrange(2)
    for k in range(frills):  # the frill down the neck
        y = -0.05 + k * 0.75 / frills
        _outlined(surf, dark, c, r, [(-0.6 - k * 0.06, y), (-0.95 - k * 0.04, y + 0.05), (-0.68 - k * 0.06, y + 0.16)])
    if rng.random() < 0.5:  # whiskers trailing from the snout
        for dy in (0.0, 0.08):
            whisker = _curve(c, r, (0.7, 0.3 + dy), (0.6, 0.6 + dy), (0.35, 0.7 + dy))
            shapes.stroke(surf, pale, whisker, r * 0.035, closed=False)


def jaws(surf, c, r, main, rng):
    """A sprung bear trap: two steel jaws full of teeth over a chained plate."""
    steel, dark = lighten(main, 0.2), darken(main, 0.5)
    _ellipse(surf, dark, c, r, 0, 0.55, 0.7, 0.16)
    for side in (-1, 1):
        arc = [_pt(c, r, math.cos(a) * 0.72, side * 0.05 + math.sin(a) * 0.55 * side - 0.05)
               for a in [math.pi * k / 14 for k in range(15)]]
        shapes.stroke(surf, INK, arc, r * 0.16, closed=False)
        shapes.stroke(surf, steel, arc, r * 0.1, closed=False)
        for k in range(1, 14, 2):
            a = math.pi * k / 14
            x, y = math.cos(a) * 0.72, side * 0.05 + math.sin(a) * 0.55 * side - 0.05
            _outlined(surf, (236, 236, 240), c, r, [(x - 0.06, y), (x + 0.06, y), (x * 0.8, y - side * 0.2)])
    _circle(surf, INK, c, r, 0, 0, 0.16)
    _circle(surf, steel, c, r, 0, 0, 0.11)
    links = [_pt(c, r, 0.2 + k * 0.16, 0.62 + (k % 2) * 0.04) for k in range(5)]
    for p in links:
        pygame.draw.ellipse(surf, INK, (p[0] - r * 0.09, p[1] - r * 0.05, r * 0.18, r * 0.1), max(2, int(r * 0.035)))


def spikes(surf, c, r, main, rng):
    """A pit with iron spikes rising from it."""
    _ellipse(surf, INK, c, r, 0, 0.55, 0.95, 0.3)
    _ellipse(surf, darken(main, 0.6), c, r, 0, 0.5, 0.85, 0.22)
    for k in range(7):
        x = -0.72 + k * 0.24
        tall = 0.55 + 0.35 * ((k * 37) % 5) / 4
        _outlined(surf, lighten(main, 0.3), c, r, [(x - 0.08, 0.55), (x + 0.08, 0.55), (x, 0.55 - tall)])
        _circle(surf, (170, 20, 24), c, r, x, 0.58 - tall + 0.06, 0.03)


def potion(surf, c, r, main, rng):
    """A round-bellied bottle with a cork, half full and bubbling."""
    glass = (220, 236, 244)
    _circle(surf, INK, c, r, 0, 0.25, 0.62)
    _circle(surf, glass, c, r, 0, 0.25, 0.57)
    liquid = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    _circle(liquid, main, c, r, 0, 0.25, 0.57)
    cut_y = _pt(c, r, 0, 0.12)[1]
    pygame.draw.rect(liquid, (0, 0, 0, 0), (0, 0, surf.get_width(), cut_y))
    surf.blit(liquid, (0, 0))
    _ellipse(surf, lighten(main, 0.35), c, r, 0, 0.12, 0.55, 0.06)
    _outlined(surf, glass, c, r, [(-0.16, -0.35), (0.16, -0.35), (0.16, -0.28), (-0.16, -0.28)])
    _outlined(surf, glass, c, r, [(-0.14, -0.62), (0.14, -0.62), (0.14, -0.3), (-0.14, -0.3)])
    _outlined(surf, (150, 100, 56), c, r, [(-0.12, -0.85), (0.12, -0.85), (0.1, -0.6), (-0.1, -0.6)])
    for k in range(4):
        _circle(surf, lighten(main, 0.55), c, r, -0.25 + k * 0.17, 0.45 - (k % 2) * 0.15, 0.05 + 0.02 * (k % 2))
    _ellipse(surf, (255, 255, 255), c, r, -0.3, 0.02, 0.07, 0.16)


def coins(surf, c, r, main, rng):
    """A stack of gold coins with two loose ones."""
    for k in range(5):
        y = 0.5 - k * 0.17
        _ellipse(surf, GOLD_DARK, c, r, -0.15, y + 0.05, 0.48, 0.17)
        _ellipse(surf, GOLD, c, r, -0.15, y, 0.48, 0.17)
        _ellipse(surf, darken(GOLD, 0.2), c, r, -0.15, y, 0.48, 0.17, max(2, int(r * 0.025)))
    for x, y in ((0.52, 0.45), (0.6, 0.05)):
        _circle(surf, GOLD_DARK, c, r, x, y, 0.27)
        _circle(surf, GOLD, c, r, x, y, 0.22)
        star(surf, _pt(c, r, x, y), r * 0.13, GOLD_DARK)


def gem(surf, c, r, main, rng):
    """A cut gemstone with facets and a glint."""
    outline = [(-0.75, -0.2), (-0.4, -0.6), (0.4, -0.6), (0.75, -0.2), (0, 0.8)]
    _outlined(surf, main, c, r, outline)
    _poly(surf, lighten(main, 0.4), c, r, [(-0.4, -0.6), (0.4, -0.6), (0.2, -0.2), (-0.2, -0.2)])
    _poly(surf, darken(main, 0.3), c, r, [(0.2, -0.2), (0.75, -0.2), (0, 0.8)])
    _poly(surf, lighten(main, 0.15), c, r, [(-0.75, -0.2), (-0.2, -0.2), (0, 0.8)])
    for a, b in (((-0.75, -0.2), (0.75, -0.2)), ((-0.2, -0.2), (0, 0.8)), ((0.2, -0.2), (0, 0.8))):
        pygame.draw.line(surf, INK, _pt(c, r, *a), _pt(c, r, *b), max(2, int(r * 0.03)))
    star(surf, _pt(c, r, -0.35, -0.45), r * 0.16, (255, 255, 255), 4, 0.25)


def chalice(surf, c, r, main, rng):
    """A jewelled golden cup on a stem: the Relic."""
    cup = [(-0.55, -0.6), (0.55, -0.6), (0.45, -0.1), (0.15, 0.15), (0.08, 0.5), (0.4, 0.7), (-0.4, 0.7),
           (-0.08, 0.5), (-0.15, 0.15), (-0.45, -0.1)]
    _outlined(surf, GOLD, c, r, cup)
    _poly(surf, lighten(GOLD, 0.4), c, r, [(-0.45, -0.55), (-0.3, -0.55), (-0.2, -0.1), (-0.35, -0.12)])
    for x, col in ((-0.25, (200, 30, 60)), (0.0, (40, 90, 210)), (0.25, (30, 160, 90))):
        _circle(surf, INK, c, r, x, -0.3, 0.09)
        _circle(surf, col, c, r, x, -0.3, 0.07)
    for a in range(6):
        p = _pt(c, r, math.cos(a) * 0.85, -0.75 + math.sin(a) * 0.12)
        star(surf, p, r * 0.08, (255, 246, 200), 4, 0.3)


def sword(surf, c, r, main, rng):
    """A sword point down: blade, crossguard, grip and pommel."""
    steel = (214, 220, 230)
    _outlined(surf, steel, c, r, [(-0.08, -0.45), (0.08, -0.45), (0.08, 0.6), (0, 0.85), (-0.08, 0.6)])
    pygame.draw.line(surf, (160, 168, 180), _pt(c, r, 0, -0.4), _pt(c, r, 0, 0.7), max(2, int(r * 0.025)))
    _outlined(surf, main, c, r, [(-0.45, -0.52), (0.45, -0.52), (0.4, -0.42), (-0.4, -0.42)])
    _outlined(surf, (110, 70, 40), c, r, [(-0.06, -0.85), (0.06, -0.85), (0.06, -0.52), (-0.06, -0.52)])
    _circle(surf, INK, c, r, 0, -0.9, 0.1)
    _circle(surf, GOLD, c, r, 0, -0.9, 0.075)


def dagger_hood(surf, c, r, main, rng):
    """A hooded face in shadow with a dagger before it: thieves and cutpurses."""
    _outlined(surf, darken(main, 0.2), c, r, [(-0.6, 0.8), (-0.55, 0.0), (-0.3, -0.6), (0, -0.78), (0.3, -0.6),
                                              (0.55, 0.0), (0.6, 0.8)])
    _ellipse(surf, (16, 12, 16), c, r, 0, -0.05, 0.3, 0.38)
    for x in (-0.12, 0.12):
        _ellipse(surf, (250, 220, 90), c, r, x, -0.1, 0.06, 0.03)
    blade = [(0.05, 0.75), (0.65, 0.15), (0.72, 0.22), (0.12, 0.82)]
    _outlined(surf, (220, 226, 234), c, r, blade)
    _outlined(surf, (110, 70, 40), c, r, [(-0.12, 0.72), (0.08, 0.52), (0.22, 0.66), (0.02, 0.86)])


def club(surf, c, r, main, rng):
    """A studded club and a clenched grip: brute force for hire."""
    shaft = _curve(c, r, (-0.6, 0.75), (-0.1, 0.2), (0.45, -0.55))
    shapes.stroke(surf, INK, shaft, r * 0.26, closed=False)
    shapes.stroke(surf, (140, 92, 52), shaft, r * 0.2, closed=False)
    _circle(surf, INK, c, r, 0.42, -0.5, 0.34)
    _circle(surf, (150, 100, 58), c, r, 0.42, -0.5, 0.3)
    for a in range(7):
        ang = a * math.pi * 2 / 7
        p = (0.42 + math.cos(ang) * 0.3, -0.5 + math.sin(ang) * 0.3)
        _outlined(surf, (210, 214, 222), c, r, [(p[0] - 0.05, p[1]), (p[0] + 0.05, p[1]),
                                                (p[0] + math.cos(ang) * 0.14, p[1] + math.sin(ang) * 0.14)])
    _ellipse(surf, main, c, r, -0.38, 0.45, 0.2, 0.15)


def crystal_ball(surf, c, r, main, rng):
    """A crystal ball on a bronze stand, with mist turning inside."""
    _outlined(surf, (150, 100, 50), c, r, [(-0.45, 0.85), (0.45, 0.85), (0.3, 0.55), (-0.3, 0.55)])
    _circle(surf, INK, c, r, 0, -0.05, 0.66)
    _circle(surf, lighten(main, 0.25), c, r, 0, -0.05, 0.62)
    _circle(surf, lighten(main, 0.5), c, r, 0, -0.05, 0.45)
    swirl = [_pt(c, r, math.cos(t) * (0.1 + t * 0.06), -0.05 + math.sin(t) * (0.1 + t * 0.06)) for t in
             [k * 0.3 for k in range(22)]]
    shapes.stroke(surf, (255, 255, 255), swirl, r * 0.04, closed=False)
    _ellipse(surf, (255, 255, 255), c, r, -0.3, -0.35, 0.1, 0.06)


def food(surf, c, r, main, rng):
    """A roast leg and a round loaf: a meal that mends."""
    _ellipse(surf, INK, c, r, 0.2, 0.3, 0.55, 0.38)
    _ellipse(surf, (200, 140, 70), c, r, 0.2, 0.28, 0.5, 0.33)
    for x in (0.0, 0.2, 0.4):
        pygame.draw.arc(surf, (140, 90, 40), pygame.Rect(_pt(c, r, x - 0.1, 0.05), (r * 0.2, r * 0.2)), 0.3, 2.8,
                        max(2, int(r * 0.03)))
    leg = [(-0.8, -0.6), (-0.2, -0.55), (0.1, -0.2), (-0.1, 0.05), (-0.45, 0.0)]
    _outlined(surf, (160, 76, 36), c, r, leg)
    _poly(surf, (200, 110, 60), c, r, [(-0.7, -0.52), (-0.3, -0.48), (-0.2, -0.35), (-0.6, -0.4)])
    shapes.stroke(surf, (240, 232, 214), [_pt(c, r, -0.05, -0.05), _pt(c, r, 0.3, 0.0)], r * 0.09, closed=False)
    for dy in (-0.06, 0.06):
        _circle(surf, (240, 232, 214), c, r, 0.34, dy, 0.07)


def ghost(surf, c, r, main, rng):
    """A vengeful spirit: a wisp with hollow eyes and reaching hands."""
    pale = lighten(main, 0.6)
    body = _curve(c, r, (-0.5, 0.8), (-0.7, -0.2), (0, -0.8)) + _curve(c, r, (0, -0.8), (0.7, -0.2), (0.5, 0.8))[1:]
    for k in range(4):
        x0 = 0.5 - k * 0.25
        body += _curve(c, r, (x0, 0.8), (x0 - 0.12, 0.6), (x0 - 0.25, 0.8), 4)[1:]
    pygame.draw.polygon(surf, pale, body)
    pygame.draw.polygon(surf, darken(main, 0.2), body, max(2, int(r * 0.04)))
    for x in (-0.2, 0.2):
        _ellipse(surf, INK, c, r, x, -0.3, 0.09, 0.13)
    _ellipse(surf, INK, c, r, 0, 0.05, 0.12, 0.08)
    for side in (-1, 1):
        arm = _curve(c, r, (side * 0.45, 0.0), (side * 0.85, -0.05), (side * 0.9, -0.4), 8)
        shapes.stroke(surf, pale, arm, r * 0.12, closed=False)


def lamp(surf, c, r, main, rng):
    """An oil lamp with smoke rising into a turban's curl: a djinn."""
    _outlined(surf, GOLD, c, r, [(-0.75, 0.45), (-0.3, 0.25), (0.35, 0.25), (0.85, 0.05), (0.55, 0.4), (0.3, 0.6),
                                 (-0.4, 0.6)])
    _outlined(surf, GOLD_DARK, c, r, [(-0.2, 0.6), (0.2, 0.6), (0.3, 0.78), (-0.3, 0.78)])
    _ellipse(surf, GOLD, c, r, -0.02, 0.22, 0.18, 0.08)
    smoke = [_pt(c, r, 0.8 - t * 0.9 + math.sin(t * 7) * 0.12, 0.0 - t * 0.85) for t in [k / 20 for k in range(21)]]
    shapes.stroke(surf, lighten(main, 0.45), smoke, r * 0.16, closed=False)
    _circle(surf, lighten(main, 0.45), c, r, -0.1, -0.82, 0.16)
    for p in smoke[::6]:
        pygame.draw.circle(surf, (255, 255, 255), p, r * 0.03)


def heart_wings(surf, c, r, main, rng):
    """A heart held up by bat wings: charm that may help or harm."""
    for side in (-1, 1):
        pts = [(side * 0.25, -0.05), (side * 0.95, -0.6), (side * 0.85, -0.15), (side * 1.0, 0.05),
               (side * 0.75, 0.1), (side * 0.8, 0.35), (side * 0.3, 0.2)]
        _outlined(surf, darken(main, 0.45), c, r, pts)
    heart = _curve(c, r, (0, 0.65), (-0.75, 0.0), (-0.35, -0.42)) + _curve(c, r, (-0.35, -0.42), (-0.05, -0.55),
                                                                         (0, -0.25))[1:]
    heart += _curve(c, r, (0, -0.25), (0.05, -0.55), (0.35, -0.42))[1:] + _curve(c, r, (0.35, -0.42), (0.75, 0.0),
                                                                                 (0, 0.65))[1:]
    pygame.draw.polygon(surf, (200, 30, 70), heart)
    pygame.draw.polygon(surf, INK, heart, max(2, int(r * 0.04)))
    _ellipse(surf, (255, 160, 180), c, r, -0.28, -0.22, 0.08, 0.05)


def phoenix(surf, c, r, main, rng):
    """A firebird with wings spread and a tail of flame."""
    fire = (240, 120, 30)
    for side in (-1, 1):
        for k in range(4):
            a = -0.5 - k * 0.15
            tip = (side * (0.95 - k * 0.08), a)
            _outlined(surf, mix(fire, (255, 220, 80), k / 4), c, r, [(side * 0.12, 0.05), tip, (side * (0.7 - k * 0.1), a + 0.35)])
    for k in range(3):
        _outlined(surf, mix((220, 50, 20), (255, 200, 60), k / 3), c, r,
                  [(-0.1, 0.2), (0.1, 0.2), ((k - 1) * 0.35, 0.9 - abs(k - 1) * 0.1)])
    _ellipse(surf, (200, 60, 20), c, r, 0, 0.05, 0.16, 0.28)
    _circle(surf, (230, 90, 30), c, r, 0, -0.32, 0.14)
    _outlined(surf, GOLD, c, r, [(0.1, -0.35), (0.3, -0.3), (0.1, -0.26)])
    _circle(surf, INK, c, r, 0.03, -0.35, 0.03)


def wave(surf, c, r, main, rng):
    """Rising water: three curling waves."""
    for k in range(3):
        y = -0.45 + k * 0.42
        col = mix((40, 110, 190), (130, 200, 240), k / 3)
        crest = [_pt(c, r, -0.95 + t * 1.9, y + math.sin(t * math.pi * 2 + k) * 0.1) for t in [i / 24 for i in range(25)]]
        body = crest + [_pt(c, r, 0.95, y + 0.55), _pt(c, r, -0.95, y + 0.55)]
        pygame.draw.polygon(surf, col, body)
        shapes.stroke(surf, (240, 250, 255), crest, r * 0.05, closed=False)


def ogre(surf, c, r, main, rng):
    """An ogre's face: a heavy brow, tusks and a hungry grin."""
    skin = mix(main, (120, 150, 80), 0.6)
    _outlined(surf, skin, c, r, [(-0.65, -0.4), (-0.4, -0.75), (0.4, -0.75), (0.65, -0.4), (0.72, 0.3), (0.4, 0.8),
                                 (-0.4, 0.8), (-0.72, 0.3)])
    _poly(surf, darken(skin, 0.35), c, r, [(-0.55, -0.3), (0.55, -0.3), (0.5, -0.15), (-0.5, -0.15)])
    for x in (-0.25, 0.25):
        _circle(surf, (250, 240, 200), c, r, x, -0.05, 0.09)
        _circle(surf, INK, c, r, x, -0.04, 0.04)
    _ellipse(surf, darken(skin, 0.3), c, r, 0, 0.15, 0.1, 0.08)
    _ellipse(surf, (60, 20, 20), c, r, 0, 0.45, 0.4, 0.15)
    for x in (-0.25, 0.25):
        _outlined(surf, (248, 240, 216), c, r, [(x - 0.06, 0.5), (x + 0.06, 0.5), (x, 0.25)])
    for side in (-1, 1):
        _outlined(surf, skin, c, r, [(side * 0.68, -0.25), (side * 0.95, -0.35), (side * 0.72, 0.05)])


def snowflake(surf, c, r, main, rng):
    """A six-armed snowflake: freezing."""
    ice = (220, 240, 255)
    for k in range(6):
        a = k * math.pi / 3
        end = (math.cos(a) * 0.85, math.sin(a) * 0.85)
        shapes.stroke(surf, ice, [c, _pt(c, r, *end)], r * 0.1, closed=False)
        for t in (0.45, 0.68):
            base = (math.cos(a) * t, math.sin(a) * t)
            for s in (-1, 1):
                tip = (base[0] + math.cos(a + s * 0.8) * 0.22, base[1] + math.sin(a + s * 0.8) * 0.22)
                shapes.stroke(surf, ice, [_pt(c, r, *base), _pt(c, r, *tip)], r * 0.07, closed=False)
    _circle(surf, lighten(main, 0.6), c, r, 0, 0, 0.14)


def flame(surf, c, r, main, rng):
    """A tongue of fire, three colours deep."""
    for k, col in enumerate(((200, 40, 20), (240, 130, 30), (255, 220, 90))):
        s = 1 - k * 0.28
        pts = _curve(c, r, (0, 0.85 * s + 0.0), (-0.9 * s, 0.4), (-0.1 * s, -0.9 * s)) + \
            _curve(c, r, (-0.1 * s, -0.9 * s), (0.15 * s, -0.3), (0.35 * s, -0.5 * s))[1:] + \
            _curve(c, r, (0.35 * s, -0.5 * s), (0.9 * s, 0.3), (0, 0.85 * s))[1:]
        pygame.draw.polygon(surf, col, [(x, y + k * r * 0.12) for x, y in pts])


def skull(surf, c, r, main, rng):
    """A skull: poison, curses, a hard end."""
    bone = (236, 228, 206)
    _circle(surf, INK, c, r, 0, -0.15, 0.62)
    _circle(surf, bone, c, r, 0, -0.15, 0.57)
    _outlined(surf, bone, c, r, [(-0.35, 0.25), (0.35, 0.25), (0.3, 0.7), (-0.3, 0.7)])
    for x in (-0.22, 0.22):
        _ellipse(surf, INK, c, r, x, -0.1, 0.14, 0.16)
        _circle(surf, main, c, r, x, -0.08, 0.04)
    _poly(surf, INK, c, r, [(0, 0.1), (-0.07, 0.25), (0.07, 0.25)])
    for x in (-0.15, 0, 0.15):
        pygame.draw.line(surf, INK, _pt(c, r, x, 0.45), _pt(c, r, x, 0.7), max(2, int(r * 0.03)))


def shield(surf, c, r, main, rng):
    """A heater shield with a bold cross: guarding against harm."""
    pts = shield_shape(c, r * 0.85)
    pygame.draw.polygon(surf, INK, shapes.scaled(pts, 1.06, c))
    pygame.draw.polygon(surf, main, pts)
    _poly(surf, lighten(main, 0.5), c, r, [(-0.1, -0.7), (0.1, -0.7), (0.1, 0.75), (-0.1, 0.75)])
    _poly(surf, lighten(main, 0.5), c, r, [(-0.62, -0.25), (0.62, -0.25), (0.62, -0.07), (-0.62, -0.07)])
    pygame.draw.polygon(surf, GOLD, pts, max(2, int(r * 0.05)))


def scroll(surf, c, r, main, rng):
    """An unrolled scroll with lines of writing and a wax seal."""
    parchment = (240, 226, 190)
    _outlined(surf, parchment, c, r, [(-0.55, -0.6), (0.55, -0.6), (0.55, 0.6), (-0.55, 0.6)])
    for y in (-0.65, 0.65):
        _ellipse(surf, INK, c, r, 0, y, 0.68, 0.12)
        _ellipse(surf, mix(parchment, (170, 130, 80), 0.5), c, r, 0, y, 0.64, 0.09)
    for k in range(5):
        y = -0.4 + k * 0.17
        pygame.draw.line(surf, (120, 90, 60), _pt(c, r, -0.4, y), _pt(c, r, 0.4 - (k % 2) * 0.2, y), max(2, int(r * 0.03)))
    _circle(surf, darken(main, 0.2), c, r, 0.3, 0.4, 0.15)
    star(surf, _pt(c, r, 0.3, 0.4), r * 0.08, lighten(main, 0.4))


def bolt(surf, c, r, main, rng):
    """A storm cloud and its lightning stroke."""
    cloud = (90, 96, 120)
    for x, y, s in ((-0.4, -0.45, 0.3), (0, -0.6, 0.38), (0.4, -0.45, 0.3), (0.15, -0.35, 0.3), (-0.2, -0.35, 0.3)):
        _circle(surf, cloud, c, r, x, y, s)
    _outlined(surf, (255, 228, 90), c, r, [(0.05, -0.3), (-0.3, 0.2), (-0.02, 0.2), (-0.2, 0.85), (0.35, 0.05),
                                          (0.07, 0.05), (0.25, -0.3)])


def bird(surf, c, r, main, rng):
    """A bird of prey with its wings half raised."""
    for side in (-1, 1):
        _outlined(surf, darken(main, 0.2), c, r, [(side * 0.1, -0.1), (side * 0.95, -0.55), (side * 0.7, -0.2),
                                                  (side * 0.8, 0.0), (side * 0.2, 0.25)])
    _ellipse(surf, main, c, r, 0, 0.15, 0.22, 0.42)
    _circle(surf, main, c, r, 0, -0.35, 0.18)
    _outlined(surf, GOLD, c, r, [(-0.05, -0.3), (0.08, -0.3), (0, -0.15)])
    for x in (-0.07, 0.07):
        _circle(surf, (255, 230, 80), c, r, x, -0.4, 0.04)
    _outlined(surf, darken(main, 0.3), c, r, [(-0.15, 0.5), (0.15, 0.5), (0.25, 0.85), (-0.25, 0.85)])


def wolf(surf, c, r, main, rng):
    """A wolf's head, ears up: a loyal beast."""
    fur = mix(main, (130, 130, 140), 0.5)
    _outlined(surf, fur, c, r, [(-0.55, -0.1), (-0.6, -0.8), (-0.25, -0.45), (0.25, -0.45), (0.6, -0.8), (0.55, -0.1),
                                (0.45, 0.3), (0.15, 0.75), (-0.15, 0.75), (-0.45, 0.3)])
    _poly(surf, lighten(fur, 0.45), c, r, [(-0.2, 0.1), (0.2, 0.1), (0.13, 0.7), (-0.13, 0.7)])
    for x in (-0.25, 0.25):
        _poly(surf, (250, 210, 60), c, r, [(x - 0.1, -0.15), (x + 0.1, -0.15), (x, -0.05)])
    _ellipse(surf, INK, c, r, 0, 0.62, 0.09, 0.06)


def helm(surf, c, r, main, rng):
    """A crested helm: a fighter of renown."""
    steel = (190, 196, 210)
    _outlined(surf, steel, c, r, [(-0.55, 0.75), (-0.6, -0.1), (-0.4, -0.55), (0, -0.7), (0.4, -0.55), (0.6, -0.1),
                                  (0.55, 0.75)])
    _poly(surf, INK, c, r, [(-0.42, -0.05), (0.42, -0.05), (0.42, 0.08), (-0.42, 0.08)])
    _poly(surf, INK, c, r, [(-0.06, 0.08), (0.06, 0.08), (0.06, 0.6), (-0.06, 0.6)])
    crest = _curve(c, r, (0, -0.68), (0.2, -1.05), (0.75, -0.75))
    shapes.stroke(surf, main, crest, r * 0.16, closed=False)


def hand_card(surf, c, r, main, rng):
    """A fan of three cards in a hand: trickery with cards."""
    for k, a in enumerate((-0.35, 0, 0.35)):
        card = [(-0.3, -0.55), (0.3, -0.55), (0.3, 0.45), (-0.3, 0.45)]
        rot = [(x * math.cos(a) - (y - 0.6) * math.sin(a), x * math.sin(a) + (y - 0.6) * math.cos(a) + 0.6) for x, y in card]
        _outlined(surf, (244, 236, 214) if k != 1 else lighten(main, 0.5), c, r, rot)


MOTIFS = {
    "dragon": dragon, "jaws": jaws, "spikes": spikes, "potion": potion, "coins": coins, "gem": gem,
    "chalice": chalice, "sword": sword, "dagger_hood": dagger_hood, "club": club, "crystal_ball": crystal_ball,
    "food": food, "ghost": ghost, "lamp": lamp, "heart_wings": heart_wings, "phoenix": phoenix, "wave": wave,
    "ogre": ogre, "snowflake": snowflake, "flame": flame, "skull": skull, "shield": shield, "scroll": scroll,
    "bolt": bolt, "bird": bird, "wolf": wolf, "helm": helm, "cards": hand_card,
}


# -- more motifs ----------------------------------------------------------------------------------------------
def needle(surf, c, r, main, rng):
    """A lock plate with a poisoned needle springing from the keyhole."""
    _outlined(surf, (176, 140, 70), c, r, [(-0.55, -0.7), (0.55, -0.7), (0.55, 0.7), (-0.55, 0.7)])
    for x, y in ((-0.42, -0.57), (0.42, -0.57), (-0.42, 0.57), (0.42, 0.57)):
        _circle(surf, (110, 80, 40), c, r, x, y, 0.06)
    _circle(surf, INK, c, r, 0, -0.1, 0.16)
    _poly(surf, INK, c, r, [(-0.08, -0.05), (0.08, -0.05), (0.14, 0.35), (-0.14, 0.35)])
    shapes.stroke(surf, (220, 226, 234), [_pt(c, r, 0.05, -0.1), _pt(c, r, 0.85, -0.6)], r * 0.05, closed=False)
    for k in range(3):
        _circle(surf, main, c, r, 0.85 - k * 0.04, -0.45 + k * 0.22, 0.06 - k * 0.01)


def rune(surf, c, r, main, rng):
    """A flagstone with a glowing rune cut into it."""
    _outlined(surf, (120, 120, 130), c, r, [(-0.8, -0.55), (0.7, -0.7), (0.85, 0.55), (-0.7, 0.7)])
    glow = lighten(main, 0.5)
    for a, b in (((-0.35, -0.4), (0.35, 0.45)), ((0.35, -0.4), (-0.35, 0.45)), ((0, -0.55), (0, 0.55)),
                 ((-0.45, 0.05), (0.45, 0.05))):
        shapes.stroke(surf, main, [_pt(c, r, *a), _pt(c, r, *b)], r * 0.16, closed=False)
        shapes.stroke(surf, glow, [_pt(c, r, *a), _pt(c, r, *b)], r * 0.07, closed=False)


def pendulum(surf, c, r, main, rng):
    """A crescent blade swinging on a rod, with the arc it sweeps."""
    pygame.draw.arc(surf, (255, 255, 255, 120), pygame.Rect(_pt(c, r, -0.85, -1.6), (r * 1.7, r * 2.4)), math.pi * 1.15,
                    math.pi * 1.85, max(2, int(r * 0.04)))
    pivot, end = _pt(c, r, 0, -0.9), _pt(c, r, 0.3, 0.35)
    shapes.stroke(surf, INK, [pivot, end], r * 0.1, closed=False)
    shapes.stroke(surf, (150, 150, 160), [pivot, end], r * 0.05, closed=False)
    blade = _curve(c, r, (-0.3, 0.2), (0.35, 0.95), (0.95, 0.45)) + _curve(c, r, (0.95, 0.45), (0.35, 0.55), (-0.3, 0.2))[1:]
    pygame.draw.polygon(surf, (222, 228, 236), blade)
    pygame.draw.polygon(surf, INK, blade, max(2, int(r * 0.035)))
    _circle(surf, main, c, r, 0, -0.9, 0.1)


def vines(surf, c, r, main, rng):
    """Thorny vines curling up and grasping."""
    green = mix(main, (60, 130, 50), 0.6)
    for k, x0 in enumerate((-0.6, 0.0, 0.55)):
        stem = [_pt(c, r, x0 + math.sin(t * 5 + k) * 0.22, 0.9 - t * 1.7) for t in [i / 20 for i in range(21)]]
        shapes.stroke(surf, darken(green, 0.3), stem, r * 0.11, closed=False)
        shapes.stroke(surf, green, stem, r * 0.06, closed=False)
        for i in range(3, 20, 5):
            x, y = stem[i]
            pygame.draw.ellipse(surf, lighten(green, 0.2), (x, y - r * 0.06, r * 0.26, r * 0.12))
            pygame.draw.polygon(surf, INK, [(x - r * 0.04, y), (x - r * 0.14, y + r * 0.04), (x - r * 0.04, y + r * 0.06)])


def goblin(surf, c, r, main, rng):
    """A grinning goblin with long ears, holding out a hand for the toll."""
    skin = (150, 170, 60)
    for side in (-1, 1):
        _outlined(surf, skin, c, r, [(side * 0.35, -0.25), (side * 1.0, -0.55), (side * 0.45, 0.05)])
    _outlined(surf, skin, c, r, [(-0.45, -0.45), (0.45, -0.45), (0.5, 0.1), (0.25, 0.55), (-0.25, 0.55), (-0.5, 0.1)])
    for x in (-0.2, 0.2):
        _circle(surf, (255, 220, 60), c, r, x, -0.15, 0.09)
        _circle(surf, INK, c, r, x, -0.15, 0.04)
    _poly(surf, darken(skin, 0.3), c, r, [(0, -0.1), (-0.08, 0.12), (0.1, 0.12)])
    _poly(surf, (60, 20, 20), c, r, [(-0.25, 0.28), (0.25, 0.28), (0, 0.42)])
    _circle(surf, GOLD_DARK, c, r, 0.0, 0.78, 0.17)
    _circle(surf, GOLD, c, r, 0.0, 0.78, 0.13)


def candle(surf, c, r, main, rng):
    """An old shrine: a stone altar with candles burning."""
    _outlined(surf, (150, 140, 130), c, r, [(-0.8, 0.3), (0.8, 0.3), (0.7, 0.85), (-0.7, 0.85)])
    _outlined(surf, (170, 160, 150), c, r, [(-0.9, 0.2), (0.9, 0.2), (0.9, 0.35), (-0.9, 0.35)])
    for x, tall in ((-0.5, 0.4), (0.0, 0.65), (0.5, 0.5)):
        _outlined(surf, (240, 232, 210), c, r, [(x - 0.1, 0.2), (x + 0.1, 0.2), (x + 0.1, 0.2 - tall), (x - 0.1, 0.2 - tall)])
        tip = 0.2 - tall
        _poly(surf, (255, 170, 40), c, r, [(x, tip - 0.28), (x - 0.07, tip - 0.06), (x + 0.07, tip - 0.06)])
        _circle(surf, (255, 230, 120), c, r, x, tip - 0.1, 0.045)
    star(surf, _pt(c, r, 0, -0.75), r * 0.12, lighten(main, 0.5), 8, 0.4)


def staff(surf, c, r, main, rng):
    """A pilgrim's staff with a gourd and a rolled bandage tied to it."""
    shapes.stroke(surf, INK, [_pt(c, r, -0.3, 0.9), _pt(c, r, 0.2, -0.9)], r * 0.13, closed=False)
    shapes.stroke(surf, (150, 100, 56), [_pt(c, r, -0.3, 0.9), _pt(c, r, 0.2, -0.9)], r * 0.08, closed=False)
    pygame.draw.arc(surf, (150, 100, 56), pygame.Rect(_pt(c, r, 0.1, -1.05), (r * 0.35, r * 0.35)), -1.5, 2.5,
                    max(2, int(r * 0.08)))
    _circle(surf, INK, c, r, 0.35, -0.05, 0.24)
    _circle(surf, (200, 150, 60), c, r, 0.35, -0.05, 0.2)
    _circle(surf, (200, 150, 60), c, r, 0.35, -0.32, 0.1)
    _outlined(surf, (246, 244, 236), c, r, [(-0.6, 0.25), (-0.15, 0.25), (-0.15, 0.55), (-0.6, 0.55)])
    _poly(surf, (200, 40, 40), c, r, [(-0.42, 0.28), (-0.33, 0.28), (-0.33, 0.52), (-0.42, 0.52)])


def chest(surf, c, r, main, rng):
    """A treasure chest with teeth along its lid and a tongue lolling out."""
    wood = (130, 80, 40)
    _outlined(surf, wood, c, r, [(-0.8, -0.05), (0.8, -0.05), (0.8, 0.7), (-0.8, 0.7)])
    lid = _curve(c, r, (-0.8, -0.3), (0, -0.95), (0.8, -0.3))
    pygame.draw.polygon(surf, darken(wood, 0.1), lid)
    pygame.draw.polygon(surf, INK, lid, max(2, int(r * 0.04)))
    _poly(surf, (90, 10, 20), c, r, [(-0.75, -0.3), (0.75, -0.3), (0.75, -0.05), (-0.75, -0.05)])
    for k in range(8):
        x = -0.7 + k * 0.2
        _poly(surf, (246, 240, 220), c, r, [(x, -0.3), (x + 0.12, -0.3), (x + 0.06, -0.15)])
        _poly(surf, (246, 240, 220), c, r, [(x + 0.05, -0.05), (x + 0.17, -0.05), (x + 0.11, -0.2)])
    _outlined(surf, (210, 80, 110), c, r, [(0.1, -0.05), (0.4, -0.05), (0.45, 0.35), (0.25, 0.45), (0.15, 0.3)])
    for x in (-0.8, 0.68):
        _poly(surf, GOLD_DARK, c, r, [(x, -0.05), (x + 0.12, -0.05), (x + 0.12, 0.7), (x, 0.7)])


def rocks(surf, c, r, main, rng):
    """Boulders tumbling down, with dust."""
    for x, y, s in ((-0.45, -0.45, 0.32), (0.35, -0.6, 0.25), (0.1, 0.0, 0.4), (-0.5, 0.45, 0.3), (0.55, 0.45, 0.34)):
        pts = [(x + math.cos(a) * s * (0.8 + 0.25 * ((k * 7) % 3) / 2), y + math.sin(a) * s * 0.85)
               for k, a in enumerate([i * math.pi / 4 for i in range(8)])]
        _outlined(surf, (130, 118, 104), c, r, pts)
        _poly(surf, (160, 148, 132), c, r, pts[5:8] + [(x, y)])
    for k in range(6):
        _circle(surf, (200, 190, 170, 150), c, r, -0.8 + k * 0.3, 0.85, 0.08)


def lantern(surf, c, r, main, rng):
    """A lantern on a ring, its flame lighting the glass."""
    _circle(surf, GOLD, c, r, 0, -0.82, 0.12, r * 0.04)
    _outlined(surf, (60, 50, 40), c, r, [(-0.3, -0.7), (0.3, -0.7), (0.45, -0.5), (-0.45, -0.5)])
    _outlined(surf, (255, 210, 110), c, r, [(-0.38, -0.5), (0.38, -0.5), (0.38, 0.5), (-0.38, 0.5)])
    _poly(surf, (255, 160, 40), c, r, [(0, -0.25), (-0.12, 0.1), (0.12, 0.1)])
    _circle(surf, (255, 240, 180), c, r, 0, 0.05, 0.08)
    for x in (-0.38, 0.0, 0.38):
        pygame.draw.line(surf, (60, 50, 40), _pt(c, r, x, -0.5), _pt(c, r, x, 0.5), max(2, int(r * 0.04)))
    _outlined(surf, (60, 50, 40), c, r, [(-0.45, 0.5), (0.45, 0.5), (0.35, 0.7), (-0.35, 0.7)])


def knives(surf, c, r, main, rng):
    """Three throwing knives fanned out."""
    for a in (-0.45, 0.0, 0.45):
        blade = [(-0.07, -0.85), (0.07, -0.6), (0.06, 0.15), (-0.06, 0.15)]
        grip = [(-0.05, 0.15), (0.05, 0.15), (0.05, 0.6), (-0.05, 0.6)]
        for pts, col in ((blade, (222, 228, 236)), (grip, main)):
            rot = [(x * math.cos(a) - (y - 0.6) * math.sin(a), x * math.sin(a) + (y - 0.6) * math.cos(a) + 0.55) for x, y in pts]
            _outlined(surf, col, c, r, rot)


def campfire(surf, c, r, main, rng):
    """Crossed logs and a small fire, a bedroll beside it."""
    _ellipse(surf, (90, 70, 110), c, r, 0.55, 0.65, 0.35, 0.14)
    for a, b in (((-0.6, 0.75), (0.4, 0.45)), ((-0.4, 0.45), (0.6, 0.75))):
        shapes.stroke(surf, INK, [_pt(c, r, *a), _pt(c, r, *b)], r * 0.2, closed=False)
        shapes.stroke(surf, (140, 90, 50), [_pt(c, r, *a), _pt(c, r, *b)], r * 0.14, closed=False)
    flame(surf, (c[0], c[1] - r * 0.15), r * 0.6, main, rng)


def mirror(surf, c, r, main, rng):
    """A gilded hand mirror throwing back a glint."""
    shapes.stroke(surf, INK, [_pt(c, r, 0.1, 0.25), _pt(c, r, 0.55, 0.9)], r * 0.2, closed=False)
    shapes.stroke(surf, GOLD, [_pt(c, r, 0.1, 0.25), _pt(c, r, 0.55, 0.9)], r * 0.12, closed=False)
    _circle(surf, GOLD_DARK, c, r, 0.55, 0.9, 0.1)
    _ellipse(surf, INK, c, r, -0.15, -0.2, 0.6, 0.67)
    _ellipse(surf, GOLD, c, r, -0.15, -0.2, 0.55, 0.62)
    for k in range(10):  # beading round the frame
        a = k * math.pi / 5
        _circle(surf, GOLD_DARK, c, r, -0.15 + math.cos(a) * 0.5, -0.2 + math.sin(a) * 0.57, 0.035)
    _ellipse(surf, lighten(main, 0.6), c, r, -0.15, -0.2, 0.4, 0.47)
    shapes.stroke(surf, (255, 255, 255), _curve(c, r, (-0.4, -0.45), (-0.3, -0.6), (-0.1, -0.62)), r * 0.06, closed=False)
    star(surf, _pt(c, r, 0.3, -0.6), r * 0.18, (255, 255, 255), 4, 0.25)


def boot(surf, c, r, main, rng):
    """A boot in mid-stride with speed lines behind it."""
    _outlined(surf, (110, 70, 40), c, r, [(-0.2, -0.75), (0.25, -0.75), (0.25, 0.2), (0.75, 0.35), (0.8, 0.65),
                                         (-0.25, 0.65), (-0.3, 0.2)])
    _poly(surf, (80, 50, 30), c, r, [(-0.25, 0.5), (0.8, 0.5), (0.8, 0.65), (-0.25, 0.65)])
    _poly(surf, lighten(main, 0.3), c, r, [(-0.22, -0.75), (0.27, -0.75), (0.27, -0.55), (-0.22, -0.55)])
    for k, y in enumerate((-0.4, -0.05, 0.3)):
        shapes.stroke(surf, (255, 255, 255, 200), [_pt(c, r, -0.95 + k * 0.1, y), _pt(c, r, -0.45, y)], r * 0.06,
                      closed=False)


def die(surf, c, r, main, rng):
    """A six-sided die showing a six, and a little knucklebone."""
    _outlined(surf, (246, 240, 226), c, r, [(-0.55, -0.55), (0.55, -0.55), (0.55, 0.55), (-0.55, 0.55)])
    for x in (-0.28, 0.28):
        for y in (-0.3, 0.0, 0.3):
            _circle(surf, darken(main, 0.3), c, r, x, y, 0.1)
    bone = [_pt(c, r, 0.45, 0.75), _pt(c, r, 0.9, 0.55)]
    shapes.stroke(surf, (236, 226, 200), bone, r * 0.1, closed=False)
    for p in bone:
        pygame.draw.circle(surf, (236, 226, 200), p, r * 0.09)


def hat(surf, c, r, main, rng):
    """A tall pointed hat with a wide brim and a star: a witch or hexer."""
    _ellipse(surf, INK, c, r, 0, 0.55, 0.95, 0.22)
    _ellipse(surf, darken(main, 0.2), c, r, 0, 0.52, 0.9, 0.18)
    cone = _curve(c, r, (-0.45, 0.5), (-0.2, -0.2), (0.35, -0.95)) + _curve(c, r, (0.35, -0.95), (0.15, -0.2), (0.45, 0.5))[1:]
    pygame.draw.polygon(surf, main, cone)
    pygame.draw.polygon(surf, INK, cone, max(2, int(r * 0.04)))
    _poly(surf, GOLD, c, r, [(-0.42, 0.3), (0.43, 0.3), (0.44, 0.45), (-0.44, 0.45)])
    star(surf, _pt(c, r, 0.02, -0.1), r * 0.14, lighten(main, 0.7))


def cross(surf, c, r, main, rng):
    """A surgeon's kit: a white bag with a red cross, and a roll of bandage."""
    _outlined(surf, (244, 240, 230), c, r, [(-0.7, -0.35), (0.7, -0.35), (0.75, 0.7), (-0.75, 0.7)])
    pygame.draw.arc(surf, INK, pygame.Rect(_pt(c, r, -0.3, -0.75), (r * 0.6, r * 0.8)), 0, math.pi, max(2, int(r * 0.08)))
    _poly(surf, (200, 30, 36), c, r, [(-0.1, -0.15), (0.1, -0.15), (0.1, 0.55), (-0.1, 0.55)])
    _poly(surf, (200, 30, 36), c, r, [(-0.35, 0.1), (0.35, 0.1), (0.35, 0.3), (-0.35, 0.3)])


def shackles(surf, c, r, main, rng):
    """Iron shackles on a chain, and a reward purse: a bounty."""
    for x in (-0.45, 0.45):
        _circle(surf, INK, c, r, x, 0.2, 0.33, r * 0.14)
        _circle(surf, (150, 156, 170), c, r, x, 0.2, 0.31, r * 0.08)
    for k in range(4):
        p = _pt(c, r, -0.22 + k * 0.15, 0.2 + (k % 2) * 0.04)
        pygame.draw.ellipse(surf, INK, (p[0] - r * 0.08, p[1] - r * 0.05, r * 0.16, r * 0.1), max(2, int(r * 0.03)))
    _ellipse(surf, (150, 110, 60), c, r, 0, -0.55, 0.3, 0.25)
    _circle(surf, GOLD, c, r, 0, -0.55, 0.1)


def crossbow(surf, c, r, main, rng):
    """A loaded crossbow, seen from above."""
    bow = _curve(c, r, (-0.85, -0.2), (0, -0.75), (0.85, -0.2))
    shapes.stroke(surf, INK, bow, r * 0.14, closed=False)
    shapes.stroke(surf, main, bow, r * 0.08, closed=False)
    pygame.draw.line(surf, (240, 236, 226), _pt(c, r, -0.85, -0.2), _pt(c, r, 0, 0.15), max(2, int(r * 0.03)))
    pygame.draw.line(surf, (240, 236, 226), _pt(c, r, 0.85, -0.2), _pt(c, r, 0, 0.15), max(2, int(r * 0.03)))
    _outlined(surf, (130, 84, 44), c, r, [(-0.08, -0.55), (0.08, -0.55), (0.1, 0.9), (-0.1, 0.9)])
    _outlined(surf, (210, 216, 226), c, r, [(0, -0.95), (-0.07, -0.75), (0.07, -0.75)])


def bomb(surf, c, r, main, rng):
    """A clay firepot with a lit fuse."""
    _circle(surf, INK, c, r, 0, 0.15, 0.62)
    _circle(surf, (150, 80, 50), c, r, 0, 0.15, 0.57)
    _ellipse(surf, (190, 120, 80), c, r, -0.2, -0.05, 0.15, 0.1)
    _outlined(surf, (120, 70, 40), c, r, [(-0.18, -0.55), (0.18, -0.55), (0.2, -0.4), (-0.2, -0.4)])
    fuse = _curve(c, r, (0, -0.55), (0.2, -0.85), (0.45, -0.75))
    shapes.stroke(surf, (60, 50, 40), fuse, r * 0.05, closed=False)
    star(surf, fuse[-1], r * 0.2, (255, 200, 60), 6, 0.4)


def keg(surf, c, r, main, rng):
    """A powder keg with its bung knocked out and powder spilling."""
    _outlined(surf, (140, 90, 50), c, r, [(-0.45, -0.7), (0.45, -0.7), (0.6, 0.0), (0.45, 0.7), (-0.45, 0.7), (-0.6, 0.0)])
    for y in (-0.45, 0.45):
        _poly(surf, (80, 80, 90), c, r, [(-0.55, y - 0.06), (0.55, y - 0.06), (0.55, y + 0.06), (-0.55, y + 0.06)])
    _circle(surf, INK, c, r, 0.2, 0.0, 0.1)
    for k in range(7):
        _circle(surf, (40, 36, 40), c, r, 0.35 + k * 0.08, 0.1 + k * 0.1, 0.05)


def cauldron(surf, c, r, main, rng):
    """A bubbling cauldron on three feet."""
    for x in (-0.45, 0.0, 0.45):
        _poly(surf, INK, c, r, [(x - 0.06, 0.55), (x + 0.06, 0.55), (x, 0.85)])
    _ellipse(surf, INK, c, r, 0, 0.2, 0.7, 0.5)
    _ellipse(surf, (60, 60, 70), c, r, 0, 0.2, 0.65, 0.45)
    _ellipse(surf, main, c, r, 0, -0.15, 0.62, 0.14)
    for x, y, s in ((-0.2, -0.35, 0.1), (0.15, -0.5, 0.13), (0.05, -0.75, 0.08)):
        _circle(surf, lighten(main, 0.4), c, r, x, y, s)


def fairy(surf, c, r, main, rng):
    """A tiny sprite with gauzy wings, glowing."""
    _circle(surf, (*lighten(main, 0.6), 120), c, r, 0, 0, 0.55)
    for side in (-1, 1):
        for dy, s in ((-0.3, 0.4), (0.2, 0.28)):
            _ellipse(surf, (220, 240, 255, 200), c, r, side * 0.35, dy, s, s * 0.55)
    _ellipse(surf, main, c, r, 0, 0.15, 0.12, 0.28)
    _circle(surf, (250, 226, 200), c, r, 0, -0.25, 0.13)
    for k in range(5):
        star(surf, _pt(c, r, math.cos(k * 1.3) * 0.8, math.sin(k * 1.3) * 0.7), r * 0.07, (255, 250, 200), 4, 0.3)


def sack(surf, c, r, main, rng):
    """A mule's packs: a stuffed sack tied with rope, a loaf peeking out."""
    _outlined(surf, (190, 160, 110), c, r, [(-0.3, -0.45), (0.3, -0.45), (0.7, 0.2), (0.55, 0.75), (-0.55, 0.75),
                                           (-0.7, 0.2)])
    _outlined(surf, (190, 160, 110), c, r, [(-0.25, -0.55), (0.25, -0.55), (0.35, -0.75), (-0.35, -0.75)])
    shapes.stroke(surf, (110, 70, 40), [_pt(c, r, -0.3, -0.5), _pt(c, r, 0.3, -0.5)], r * 0.08, closed=False)
    _ellipse(surf, (200, 140, 70), c, r, 0.15, -0.85, 0.2, 0.12)
    _circle(surf, darken(main, 0.2), c, r, 0, 0.25, 0.18)


def fountain(surf, c, r, main, rng):
    """A spring welling up in a stone basin, its water sparkling."""
    water = (90, 170, 230)
    for side in (-1, 1):
        arc = _curve(c, r, (0, -0.55), (side * 0.55, -0.95), (side * 0.75, 0.05))
        shapes.stroke(surf, water, arc, r * 0.1, closed=False)
    shapes.stroke(surf, lighten(water, 0.4), [_pt(c, r, 0, 0.2), _pt(c, r, 0, -0.6)], r * 0.14, closed=False)
    _ellipse(surf, INK, c, r, 0, 0.3, 0.85, 0.22)
    _ellipse(surf, water, c, r, 0, 0.27, 0.78, 0.16)
    _outlined(surf, (150, 146, 140), c, r, [(-0.85, 0.32), (0.85, 0.32), (0.6, 0.85), (-0.6, 0.85)])
    for k in range(4):
        star(surf, _pt(c, r, -0.5 + k * 0.33, -0.2 - (k % 2) * 0.3), r * 0.08, (255, 255, 255), 4, 0.3)


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

# The drawing helpers, for other games' painters to build on (points in units of the radius r about c).
point, polygon, outlined, disc, oval, curve = _pt, _poly, _outlined, _circle, _ellipse, _curve
