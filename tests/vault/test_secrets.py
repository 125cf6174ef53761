"""The 21 Secrets (issue 19): every Secret carries a line of flavour (the content checks refuse
one without, at its file:line), and their difficulties are spread across the range rather than
piled at the cap."""
from __future__ import annotations

import pytest

from game.vault import content as vc
from game.vault.content import FLAVOUR_MAX, load
from tests import content_damage

STAIR = 'name = "The Flooded Stair"\n'
STAIR_FLAVOUR = 'flavour = "Wade down far enough and the stair keeps going, past where any honest cellar ends."\n'
TOO_LONG = "A line of flavour that rambles on about the stair, the water, the door and the dark well past one line."
# (file, text to find, what to put instead, the line to blame, words of the problem)
CASES = {
    "secret without flavour": ("secrets.toml", STAIR + STAIR_FLAVOUR, STAIR, ("header", STAIR.strip()),
                               "missing 'flavour'"),
    "secret with blank flavour": ("secrets.toml", STAIR_FLAVOUR, 'flavour = "  "\n', ("header", STAIR.strip()),
                                  "needs a line of flavour"),
    "secret flavour longer than a line": ("secrets.toml", STAIR_FLAVOUR, f'flavour = "{TOO_LONG}"\n',
                                          ("header", STAIR.strip()), f"at most {FLAVOUR_MAX} characters"),
    "secret flavour not text": ("secrets.toml", STAIR_FLAVOUR, "flavour = 3\n", "flavour = 3", "must be text"),
}


@pytest.mark.parametrize("case", sorted(CASES))
def test_a_secret_without_a_proper_line_of_flavour_is_refused_at_its_line(tmp_path, case):
    content_damage.refused_at_its_line(tmp_path, vc.CONTENT_DIR, vc.load, CASES[case])


def test_the_undamaged_copy_loads_the_same(tmp_path):
    content_damage.copy_loads_the_same(tmp_path, vc.CONTENT_DIR, vc.load)


def test_every_secret_has_its_own_line_of_flavour():
    lines = [s.flavour for s in load().secrets.values()]
    assert len(lines) == 21 and all(0 < len(t) <= FLAVOUR_MAX for t in lines)
    assert len(set(lines)) == 21


def test_secret_difficulties_are_spread_across_the_range_not_piled_at_the_cap():
    """Issue 19: room 3 (the Difficulty that wins the Secret) runs 11..17 with every value used
    and no more than 4 Secrets on any one of them (8 of 21 sat at the cap of 17 before); room 2
    is never harder than room 3; the rulebook's example keeps 9/13 (AMB-05/06)."""
    from collections import Counter

    secrets = load().secrets.values()
    finals = Counter(s.rooms[2].difficulty for s in secrets)
    assert sorted(finals) == list(range(11, 18))
    assert max(finals.values()) <= 4 and finals[17] <= 4
    assert all(s.rooms[1].difficulty <= s.rooms[2].difficulty for s in secrets)
    stair = load().secrets["secret_flooded_stair"]
    assert (stair.rooms[1].difficulty, stair.rooms[2].difficulty) == (9, 13)
