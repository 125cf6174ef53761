"""Treasure and comforts: a potion, coins, a gem, a chalice, a chest, a sack, a crystal ball, food,
a keg, a cauldron, a lamp, a shrine's candles, a lantern, a mirror, a scroll, a die, a hand of
cards, a surgeon's kit and a fountain. Each is a painter `(surf, c, r, main, rng)`;
scenes/kit/motifs.py names them all in MOTIFS."""
from __future__ import annotations

import math

import pygame

from scenes.kit import shapes
from scenes.kit.draw import darken, lighten, mix
from scenes.kit.motifs_pen import GOLD, GOLD_DARK, INK, curve, disc, outlined, oval, point, polygon
from scenes.kit.shapes import star


def potion(surf, c, r, main, rng):
    """A round-bellied bottle with a cork, half full and bubbling."""
    glass = (220, 236, 244)
    disc(surf, INK, c, r, 0, 0.25, 0.62)
    disc(surf, glass, c, r, 0, 0.25, 0.57)
    liquid = pygame.Surface(surf.get_size(), pygame.SRCALPHA)
    disc(liquid, main, c, r, 0, 0.25, 0.57)
    cut_y = point(c, r, 0, 0.12)[1]
    pygame.draw.rect(liquid, (0, 0, 0, 0), (0, 0, surf.get_width(), cut_y))
    surf.blit(liquid, (0, 0))
    oval(surf, lighten(main, 0.35), c, r, 0, 0.12, 0.55, 0.06)
    outlined(surf, glass, c, r, [(-0.16, -0.35), (0.16, -0.35), (0.16, -0.28), (-0.16, -0.28)])
    outlined(surf, glass, c, r, [(-0.14, -0.62), (0.14, -0.62), (0.14, -0.3), (-0.14, -0.3)])
    outlined(surf, (150, 100, 56), c, r, [(-0.12, -0.85), (0.12, -0.85), (0.1, -0.6), (-0.1, -0.6)])
    for k in range(4):
        disc(surf, lighten(main, 0.55), c, r, -0.25 + k * 0.17, 0.45 - (k % 2) * 0.15, 0.05 + 0.02 * (k % 2))
    oval(surf, (255, 255, 255), c, r, -0.3, 0.02, 0.07, 0.16)


def coins(surf, c, r, main, rng):
    """A stack of gold coins with two loose ones."""
    for k in range(5):
        y = 0.5 - k * 0.17
        oval(surf, GOLD_DARK, c, r, -0.15, y + 0.05, 0.48, 0.17)
        oval(surf, GOLD, c, r, -0.15, y, 0.48, 0.17)
        oval(surf, darken(GOLD, 0.2), c, r, -0.15, y, 0.48, 0.17, max(2, int(r * 0.025)))
    for x, y in ((0.52, 0.45), (0.6, 0.05)):
        disc(surf, GOLD_DARK, c, r, x, y, 0.27)
        disc(surf, GOLD, c, r, x, y, 0.22)
        star(surf, point(c, r, x, y), r * 0.13, GOLD_DARK)


def gem(surf, c, r, main, rng):
    """A cut gemstone with facets and a glint."""
    outline = [(-0.75, -0.2), (-0.4, -0.6), (0.4, -0.6), (0.75, -0.2), (0, 0.8)]
    outlined(surf, main, c, r, outline)
    polygon(surf, lighten(main, 0.4), c, r, [(-0.4, -0.6), (0.4, -0.6), (0.2, -0.2), (-0.2, -0.2)])
    polygon(surf, darken(main, 0.3), c, r, [(0.2, -0.2), (0.75, -0.2), (0, 0.8)])
    polygon(surf, lighten(main, 0.15), c, r, [(-0.75, -0.2), (-0.2, -0.2), (0, 0.8)])
    for a, b in (((-0.75, -0.2), (0.75, -0.2)), ((-0.2, -0.2), (0, 0.8)), ((0.2, -0.2), (0, 0.8))):
        pygame.draw.line(surf, INK, point(c, r, *a), point(c, r, *b), max(2, int(r * 0.03)))
    star(surf, point(c, r, -0.35, -0.45), r * 0.16, (255, 255, 255), 4, 0.25)


def chalice(surf, c, r, main, rng):
    """A jewelled golden cup on a stem: the Relic."""
    cup = [(-0.55, -0.6), (0.55, -0.6), (0.45, -0.1), (0.15, 0.15), (0.08, 0.5), (0.4, 0.7), (-0.4, 0.7),
           (-0.08, 0.5), (-0.15, 0.15), (-0.45, -0.1)]
    outlined(surf, GOLD, c, r, cup)
    polygon(surf, lighten(GOLD, 0.4), c, r, [(-0.45, -0.55), (-0.3, -0.55), (-0.2, -0.1), (-0.35, -0.12)])
    for x, col in ((-0.25, (200, 30, 60)), (0.0, (40, 90, 210)), (0.25, (30, 160, 90))):
        disc(surf, INK, c, r, x, -0.3, 0.09)
        disc(surf, col, c, r, x, -0.3, 0.07)
    for a in range(6):
        p = point(c, r, math.cos(a) * 0.85, -0.75 + math.sin(a) * 0.12)
        star(surf, p, r * 0.08, (255, 246, 200), 4, 0.3)


def chest(surf, c, r, main, rng):
    """A treasure chest with teeth along its lid and a tongue lolling out."""
    wood = (130, 80, 40)
    outlined(surf, wood, c, r, [(-0.8, -0.05), (0.8, -0.05), (0.8, 0.7), (-0.8, 0.7)])
    lid = curve(c, r, (-0.8, -0.3), (0, -0.95), (0.8, -0.3))
    pygame.draw.polygon(surf, darken(wood, 0.1), lid)
    pygame.draw.polygon(surf, INK, lid, max(2, int(r * 0.04)))
    polygon(surf, (90, 10, 20), c, r, [(-0.75, -0.3), (0.75, -0.3), (0.75, -0.05), (-0.75, -0.05)])
    for k in range(8):
        x = -0.7 + k * 0.2
        polygon(surf, (246, 240, 220), c, r, [(x, -0.3), (x + 0.12, -0.3), (x + 0.06, -0.15)])
        polygon(surf, (246, 240, 220), c, r, [(x + 0.05, -0.05), (x + 0.17, -0.05), (x + 0.11, -0.2)])
    outlined(surf, (210, 80, 110), c, r, [(0.1, -0.05), (0.4, -0.05), (0.45, 0.35), (0.25, 0.45), (0.15, 0.3)])
    for x in (-0.8, 0.68):
        polygon(surf, GOLD_DARK, c, r, [(x, -0.05), (x + 0.12, -0.05), (x + 0.12, 0.7), (x, 0.7)])


def sack(surf, c, r, main, rng):
    """A mule's packs: a stuffed sack tied with rope, a loaf peeking out."""
    outlined(surf, (190, 160, 110), c, r, [(-0.3, -0.45), (0.3, -0.45), (0.7, 0.2), (0.55, 0.75), (-0.55, 0.75),
                                           (-0.7, 0.2)])
    outlined(surf, (190, 160, 110), c, r, [(-0.25, -0.55), (0.25, -0.55), (0.35, -0.75), (-0.35, -0.75)])
    shapes.stroke(surf, (110, 70, 40), [point(c, r, -0.3, -0.5), point(c, r, 0.3, -0.5)], r * 0.08, closed=False)
    oval(surf, (200, 140, 70), c, r, 0.15, -0.85, 0.2, 0.12)
    disc(surf, darken(main, 0.2), c, r, 0, 0.25, 0.18)


def crystal_ball(surf, c, r, main, rng):
    """A crystal ball on a bronze stand, with mist turning inside."""
    outlined(surf, (150, 100, 50), c, r, [(-0.45, 0.85), (0.45, 0.85), (0.3, 0.55), (-0.3, 0.55)])
    disc(surf, INK, c, r, 0, -0.05, 0.66)
    disc(surf, lighten(main, 0.25), c, r, 0, -0.05, 0.62)
    disc(surf, lighten(main, 0.5), c, r, 0, -0.05, 0.45)
    swirl = [point(c, r, math.cos(t) * (0.1 + t * 0.06), -0.05 + math.sin(t) * (0.1 + t * 0.06)) for t in
             [k * 0.3 for k in range(22)]]
    shapes.stroke(surf, (255, 255, 255), swirl, r * 0.04, closed=False)
    oval(surf, (255, 255, 255), c, r, -0.3, -0.35, 0.1, 0.06)


def food(surf, c, r, main, rng):
    """A roast leg and a round loaf: a meal that mends."""
    oval(surf, INK, c, r, 0.2, 0.3, 0.55, 0.38)
    oval(surf, (200, 140, 70), c, r, 0.2, 0.28, 0.5, 0.33)
    for x in (0.0, 0.2, 0.4):
        pygame.draw.arc(surf, (140, 90, 40), pygame.Rect(point(c, r, x - 0.1, 0.05), (r * 0.2, r * 0.2)), 0.3, 2.8,
                        max(2, int(r * 0.03)))
    leg = [(-0.8, -0.6), (-0.2, -0.55), (0.1, -0.2), (-0.1, 0.05), (-0.45, 0.0)]
    outlined(surf, (160, 76, 36), c, r, leg)
    polygon(surf, (200, 110, 60), c, r, [(-0.7, -0.52), (-0.3, -0.48), (-0.2, -0.35), (-0.6, -0.4)])
    shapes.stroke(surf, (240, 232, 214), [point(c, r, -0.05, -0.05), point(c, r, 0.3, 0.0)], r * 0.09, closed=False)
    for dy in (-0.06, 0.06):
        disc(surf, (240, 232, 214), c, r, 0.34, dy, 0.07)


def keg(surf, c, r, main, rng):
    """A powder keg with its bung knocked out and powder spilling."""
    outlined(surf, (140, 90, 50), c, r, [(-0.45, -0.7), (0.45, -0.7), (0.6, 0.0), (0.45, 0.7), (-0.45, 0.7), (-0.6, 0.0)])
    for y in (-0.45, 0.45):
        polygon(surf, (80, 80, 90), c, r, [(-0.55, y - 0.06), (0.55, y - 0.06), (0.55, y + 0.06), (-0.55, y + 0.06)])
    disc(surf, INK, c, r, 0.2, 0.0, 0.1)
    for k in range(7):
        disc(surf, (40, 36, 40), c, r, 0.35 + k * 0.08, 0.1 + k * 0.1, 0.05)


def cauldron(surf, c, r, main, rng):
    """A bubbling cauldron on three feet."""
    for x in (-0.45, 0.0, 0.45):
        polygon(surf, INK, c, r, [(x - 0.06, 0.55), (x + 0.06, 0.55), (x, 0.85)])
    oval(surf, INK, c, r, 0, 0.2, 0.7, 0.5)
    oval(surf, (60, 60, 70), c, r, 0, 0.2, 0.65, 0.45)
    oval(surf, main, c, r, 0, -0.15, 0.62, 0.14)
    for x, y, s in ((-0.2, -0.35, 0.1), (0.15, -0.5, 0.13), (0.05, -0.75, 0.08)):
        disc(surf, lighten(main, 0.4), c, r, x, y, s)


def lamp(surf, c, r, main, rng):
    """An oil lamp with smoke rising into a turban's curl: a djinn."""
    outlined(surf, GOLD, c, r, [(-0.75, 0.45), (-0.3, 0.25), (0.35, 0.25), (0.85, 0.05), (0.55, 0.4), (0.3, 0.6),
                                 (-0.4, 0.6)])
    outlined(surf, GOLD_DARK, c, r, [(-0.2, 0.6), (0.2, 0.6), (0.3, 0.78), (-0.3, 0.78)])
    oval(surf, GOLD, c, r, -0.02, 0.22, 0.18, 0.08)
    smoke = [point(c, r, 0.8 - t * 0.9 + math.sin(t * 7) * 0.12, 0.0 - t * 0.85) for t in [k / 20 for k in range(21)]]
    shapes.stroke(surf, lighten(main, 0.45), smoke, r * 0.16, closed=False)
    disc(surf, lighten(main, 0.45), c, r, -0.1, -0.82, 0.16)
    for p in smoke[::6]:
        pygame.draw.circle(surf, (255, 255, 255), p, r * 0.03)


def candle(surf, c, r, main, rng):
    """An old shrine: a stone altar with candles burning."""
    outlined(surf, (150, 140, 130), c, r, [(-0.8, 0.3), (0.8, 0.3), (0.7, 0.85), (-0.7, 0.85)])
    outlined(surf, (170, 160, 150), c, r, [(-0.9, 0.2), (0.9, 0.2), (0.9, 0.35), (-0.9, 0.35)])
    for x, tall in ((-0.5, 0.4), (0.0, 0.65), (0.5, 0.5)):
        outlined(surf, (240, 232, 210), c, r, [(x - 0.1, 0.2), (x + 0.1, 0.2), (x + 0.1, 0.2 - tall), (x - 0.1, 0.2 - tall)])
        tip = 0.2 - tall
        polygon(surf, (255, 170, 40), c, r, [(x, tip - 0.28), (x - 0.07, tip - 0.06), (x + 0.07, tip - 0.06)])
        disc(surf, (255, 230, 120), c, r, x, tip - 0.1, 0.045)
    star(surf, point(c, r, 0, -0.75), r * 0.12, lighten(main, 0.5), 8, 0.4)


def lantern(surf, c, r, main, rng):
    """A lantern on a ring, its flame lighting the glass."""
    disc(surf, GOLD, c, r, 0, -0.82, 0.12, r * 0.04)
    outlined(surf, (60, 50, 40), c, r, [(-0.3, -0.7), (0.3, -0.7), (0.45, -0.5), (-0.45, -0.5)])
    outlined(surf, (255, 210, 110), c, r, [(-0.38, -0.5), (0.38, -0.5), (0.38, 0.5), (-0.38, 0.5)])
    polygon(surf, (255, 160, 40), c, r, [(0, -0.25), (-0.12, 0.1), (0.12, 0.1)])
    disc(surf, (255, 240, 180), c, r, 0, 0.05, 0.08)
    for x in (-0.38, 0.0, 0.38):
        pygame.draw.line(surf, (60, 50, 40), point(c, r, x, -0.5), point(c, r, x, 0.5), max(2, int(r * 0.04)))
    outlined(surf, (60, 50, 40), c, r, [(-0.45, 0.5), (0.45, 0.5), (0.35, 0.7), (-0.35, 0.7)])


def mirror(surf, c, r, main, rng):
    """A gilded hand mirror throwing back a glint."""
    shapes.stroke(surf, INK, [point(c, r, 0.1, 0.25), point(c, r, 0.55, 0.9)], r * 0.2, closed=False)
    shapes.stroke(surf, GOLD, [point(c, r, 0.1, 0.25), point(c, r, 0.55, 0.9)], r * 0.12, closed=False)
    disc(surf, GOLD_DARK, c, r, 0.55, 0.9, 0.1)
    oval(surf, INK, c, r, -0.15, -0.2, 0.6, 0.67)
    oval(surf, GOLD, c, r, -0.15, -0.2, 0.55, 0.62)
    for k in range(10):  # beading round the frame
        a = k * math.pi / 5
        disc(surf, GOLD_DARK, c, r, -0.15 + math.cos(a) * 0.5, -0.2 + math.sin(a) * 0.57, 0.035)
    oval(surf, lighten(main, 0.6), c, r, -0.15, -0.2, 0.4, 0.47)
    shapes.stroke(surf, (255, 255, 255), curve(c, r, (-0.4, -0.45), (-0.3, -0.6), (-0.1, -0.62)), r * 0.06, closed=False)
    star(surf, point(c, r, 0.3, -0.6), r * 0.18, (255, 255, 255), 4, 0.25)


def scroll(surf, c, r, main, rng):
    """An unrolled scroll with lines of writing and a wax seal."""
    parchment = (240, 226, 190)
    outlined(surf, parchment, c, r, [(-0.55, -0.6), (0.55, -0.6), (0.55, 0.6), (-0.55, 0.6)])
    for y in (-0.65, 0.65):
        oval(surf, INK, c, r, 0, y, 0.68, 0.12)
        oval(surf, mix(parchment, (170, 130, 80), 0.5), c, r, 0, y, 0.64, 0.09)
    for k in range(5):
        y = -0.4 + k * 0.17
        pygame.draw.line(surf, (120, 90, 60), point(c, r, -0.4, y), point(c, r, 0.4 - (k % 2) * 0.2, y), max(2, int(r * 0.03)))
    disc(surf, darken(main, 0.2), c, r, 0.3, 0.4, 0.15)
    star(surf, point(c, r, 0.3, 0.4), r * 0.08, lighten(main, 0.4))


def die(surf, c, r, main, rng):
    """A six-sided die showing a six, and a little knucklebone."""
    outlined(surf, (246, 240, 226), c, r, [(-0.55, -0.55), (0.55, -0.55), (0.55, 0.55), (-0.55, 0.55)])
    for x in (-0.28, 0.28):
        for y in (-0.3, 0.0, 0.3):
            disc(surf, darken(main, 0.3), c, r, x, y, 0.1)
    bone = [point(c, r, 0.45, 0.75), point(c, r, 0.9, 0.55)]
    shapes.stroke(surf, (236, 226, 200), bone, r * 0.1, closed=False)
    for p in bone:
        pygame.draw.circle(surf, (236, 226, 200), p, r * 0.09)


def hand_card(surf, c, r, main, rng):
    """A fan of three cards in a hand: trickery with cards."""
    for k, a in enumerate((-0.35, 0, 0.35)):
        card = [(-0.3, -0.55), (0.3, -0.55), (0.3, 0.45), (-0.3, 0.45)]
        rot = [(x * math.cos(a) - (y - 0.6) * math.sin(a), x * math.sin(a) + (y - 0.6) * math.cos(a) + 0.6) for x, y in card]
        outlined(surf, (244, 236, 214) if k != 1 else lighten(main, 0.5), c, r, rot)


def cross(surf, c, r, main, rng):
    """A surgeon's kit: a white bag with a red cross, and a roll of bandage."""
    outlined(surf, (244, 240, 230), c, r, [(-0.7, -0.35), (0.7, -0.35), (0.75, 0.7), (-0.75, 0.7)])
    pygame.draw.arc(surf, INK, pygame.Rect(point(c, r, -0.3, -0.75), (r * 0.6, r * 0.8)), 0, math.pi, max(2, int(r * 0.08)))
    polygon(surf, (200, 30, 36), c, r, [(-0.1, -0.15), (0.1, -0.15), (0.1, 0.55), (-0.1, 0.55)])
    polygon(surf, (200, 30, 36), c, r, [(-0.35, 0.1), (0.35, 0.1), (0.35, 0.3), (-0.35, 0.3)])


def fountain(surf, c, r, main, rng):
    """A spring welling up in a stone basin, its water sparkling."""
    water = (90, 170, 230)
    for side in (-1, 1):
        arc = curve(c, r, (0, -0.55), (side * 0.55, -0.95), (side * 0.75, 0.05))
        shapes.stroke(surf, water, arc, r * 0.1, closed=False)
    shapes.stroke(surf, lighten(water, 0.4), [point(c, r, 0, 0.2), point(c, r, 0, -0.6)], r * 0.14, closed=False)
    oval(surf, INK, c, r, 0, 0.3, 0.85, 0.22)
    oval(surf, water, c, r, 0, 0.27, 0.78, 0.16)
    outlined(surf, (150, 146, 140), c, r, [(-0.85, 0.32), (0.85, 0.32), (0.6, 0.85), (-0.6, 0.85)])
    for k in range(4):
        star(surf, point(c, r, -0.5 + k * 0.33, -0.2 - (k % 2) * 0.3), r * 0.08, (255, 255, 255), 4, 0.3)
