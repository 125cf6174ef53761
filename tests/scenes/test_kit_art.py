"""The kit's shared drawing for the games' art: text fitted whole at the largest size that fits,
the emblem painters, a card back's finish, sizes taken as ints and stable bytes per id."""
from __future__ import annotations

import random

import pygame

from scenes.kit import motifs, shapes
from scenes.kit.draw import digest, framed_back, size_pair, square_side
from scenes.kit.fonts import font
from scenes.kit.text import largest_fitting


def test_largest_fitting_takes_the_largest_size_that_fits_and_never_splits_a_word():
    size, lines = largest_fitting("Gain 1 gold for each Druid card you have.", 200, 200, 40)
    assert size < 40 and all(font(size).size(line)[0] <= 200 for line in lines)
    assert " ".join(lines) == "Gain 1 gold for each Druid card you have."
    assert largest_fitting("Gain 1 gold for each Druid card you have.", 200, 200, size + 1)[0] == size
    assert largest_fitting("Thunderhand", 60, 200, 30) is None  # a word wider than the box: no size
    assert largest_fitting("one two three", 400, 30, 30, most=1)[1] == ["one two three"]
    tight = largest_fitting("one two three four five six", 120, 60, 30, step=lambda px: px)
    assert tight is not None and len(tight[1]) * tight[0] <= 60


def test_every_motif_paints_something_and_differs_from_the_others():
    seen = set()
    for name, painter in motifs.MOTIFS.items():
        big = shapes.canvas(120, 120)
        painter(big, (60, 60), 50, (150, 80, 60), random.Random(1))
        pixels = pygame.image.tobytes(big, "RGBA")
        assert any(pixels[3::4]), name
        seen.add(pixels)
    assert len(seen) == len(motifs.MOTIFS)
    assert motifs.COLOUR_WORDS["red"] != motifs.COLOUR_WORDS["green"]


def test_a_back_is_finished_with_round_corners_and_two_rules():
    base = pygame.Surface((150, 210))
    base.fill((40, 30, 20))
    back = framed_back(base, 10, (150, 104, 28), (232, 188, 76))
    assert back.get_size() == (150, 210)
    assert back.get_at((0, 0)).a == 0  # a round corner
    assert tuple(back.get_at((75, 1)))[:3] == (150, 104, 28)  # the broad outer rule
    assert tuple(back.get_at((75, 105)))[:3] == (40, 30, 20)  # the middle untouched


def test_sizes_and_stable_bytes():
    assert size_pair((150.0, 210.7)) == (150, 210)
    assert square_side((48, 60)) == 48 and square_side(32) == 32
    assert digest("red_dragon") == digest("red_dragon") != digest("longsword")
