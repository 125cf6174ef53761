"""The Factions' Initiative arguments are checked for their handler when content loads (issue 19:
the Zhentarim Initiative both discounts a Hire and gains a Rumor): a damaged one is refused at its
Faction's file:line, with the key at fault named."""
from __future__ import annotations

import pytest

from game.vault import content as vc
from tests import content_damage

ZHENTARIM = 'initiative_args = { gold = 2, gain = { rumors = 1 } }'
HEADER = ("header", 'id = "zhentarim"')
# (file, text to find, what to put instead, the line to blame, words of the problem)
CASES = {
    "discount with an unknown key": ("factions.toml", ZHENTARIM, 'initiative_args = { gold = 2, bonus = 1 }',
                                     HEADER, "initiative_args of 'hire_discount' has an unknown key 'bonus'"),
    "discount below nothing": ("factions.toml", ZHENTARIM, 'initiative_args = { gold = -2 }',
                               HEADER, "gold must be a whole number >= 0"),
    "discount's gain misspelt": ("factions.toml", ZHENTARIM,
                                 'initiative_args = { gold = 2, gain = { rumours = 1 } }', HEADER,
                                 "initiative_args.gain has an unknown key 'rumours'"),
    "discount's gain not a table": ("factions.toml", ZHENTARIM, 'initiative_args = { gold = 2, gain = 1 }',
                                    HEADER, "initiative_args.gain must be a table"),
    "gain in words": ("factions.toml", "initiative_args = { rumors = 1 }", 'initiative_args = { rumors = "one" }',
                      ("header", 'id = "xanathar"'), "rumors must be a whole number >= 0"),
    "whisper with an unknown key": ("factions.toml", "min_seats = 3 }", "min_seats = 3, stepz = 1 }",
                                    ("header", 'id = "bregan_daerthe"'),
                                    "initiative_args of 'free_whisper' has an unknown key 'stepz'"),
    "whisper's seats in words": ("factions.toml", "min_seats = 3", 'min_seats = "three"',
                                 ("header", 'id = "bregan_daerthe"'), "min_seats must be a whole number >= 0"),
    "a gain's seats below nothing": ("factions.toml", "initiative_args = { rumors = 1 }",
                                     "initiative_args = { rumors = 1, min_seats = -1 }",
                                     ("header", 'id = "xanathar"'), "min_seats must be a whole number >= 0"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_damaged_initiative_args_are_refused_at_their_factions_line(tmp_path, case):
    content_damage.refused_at_its_line(tmp_path, vc.CONTENT_DIR, vc.load, CASES[case])


def test_the_zhentarim_initiative_loads_as_a_discount_and_a_rumor():
    """VD-FACT-11 (final, issue 19)."""
    z = vc.load().factions["zhentarim"]
    assert (z.initiative, z.initiative_args, z.initiative_min_seats) == (
        "hire_discount", {"gold": 2, "gain": {"rumors": 1}}, 0)


def test_a_min_seats_is_kept_apart_from_the_handlers_args(tmp_path):
    """VD-FACT-12 (final, issue 19): Bregan D'aerthe's bonus starts at three seats; any handler may
    take a min_seats (here the Xanathar's gain), and its handler never sees it."""
    factions = vc.load().factions
    assert (factions["bregan_daerthe"].initiative_args, factions["bregan_daerthe"].initiative_min_seats) == (
        {"steps": 1}, 3)
    folder = content_damage.damaged(tmp_path, vc.CONTENT_DIR, "factions.toml", "initiative_args = { rumors = 1 }",
                                    "initiative_args = { rumors = 1, min_seats = 4 }")
    xanathar = vc.load(folder).factions["xanathar"]
    assert (xanathar.initiative_args, xanathar.initiative_min_seats) == ({"rumors": 1}, 4)
