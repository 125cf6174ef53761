"""The shortcuts of the monsters' side of the villain phase give the answers the long way gives:
a hero's reaction powers read once and kept beside its cards (reactions._reactions), a monster
that closes in striking only when it ends a step from the hero, and a monster moving as far as
its hero's tile without walking the route."""
from __future__ import annotations

import copy

from game.drizzt import board, grid, monster_moves, monster_sight, reactions
from game.drizzt.state import Power
from tests.drizzt.helpers import hero_at, monster, place
from tests.drizzt.rulekit_iv import at, begin, end_phase, quiet


def _asked(m, k: int, when: str = "attacked") -> list[str]:
    return reactions._reaction_powers(m.state, k, (when,))


def test_reaction_powers_follow_the_cards_turned_gained_and_swapped():
    m = begin("thalia", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    thalia = m.state.heroes[0]
    assert _asked(m, 0) == ["shield_wall"]
    wall = next(c for c in thalia.powers if c.id == "shield_wall")
    wall.up = False
    assert _asked(m, 0) == []  # face down: read from the card every time
    wall.up = True
    assert _asked(m, 0) == ["shield_wall"]
    thalia.powers[thalia.powers.index(wall)] = Power("cleave")  # a card swapped in place
    assert _asked(m, 0) == []
    thalia.powers.append(Power("shield_wall"))  # gained (a level up appends)
    assert _asked(m, 0) == ["shield_wall"]
    assert _asked(m, 0, "hit") == [] and _asked(m, 1) == []


def test_a_copied_hero_answers_from_its_own_cards():
    m = begin("thalia", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    assert _asked(m, 0) == ["shield_wall"]
    twin = copy.deepcopy(m.state)
    next(c for c in twin.heroes[0].powers if c.id == "shield_wall").up = False
    assert reactions._reaction_powers(twin, 0, ("attacked",)) == []
    assert _asked(m, 0) == ["shield_wall"]
    m.state.heroes[0].powers = [Power("cleave")]  # a new list of cards altogether
    assert _asked(m, 0) == []


def test_a_hero_down_or_off_the_map_has_no_reaction_however_its_cards_stand():
    m = begin("thalia", "kaelith", calm=False)
    hero_at(m, 1, (0, 3))
    assert _asked(m, 0) == ["shield_wall"]
    m.state.heroes[0].health = 0
    assert _asked(m, 0) == []
    m.state.heroes[0].health = 5
    m.state.heroes[0].cell = None
    assert _asked(m, 0) == []


def test_a_monster_that_cannot_end_next_to_the_hero_closes_in_but_does_not_strike():
    """Every space next to Kaelith is taken: the bear (within 1 tile) steps as near as it can,
    two steps away, and rolls no attack."""
    m = begin("kaelith", "thalia")
    place(m, "dripping_hall", 1, 0)
    quiet(m)
    hero_at(m, 0, (2, 1))
    hero_at(m, 1, (0, 3))
    around = board.geo(m.state).nbrs[(2, 1)]
    for cell in around:
        if list(cell) != [0, 3]:
            monster(m, "skeleton", cell, holder=1)
    bear = monster(m, "cave_bear", (6, 2), holder=0)
    end_phase(m)
    assert at(m, bear.uid) != (6, 2) and not grid.adjacent(at(m, bear.uid), (2, 1))
    assert m.state.chance is None  # no attack roll


def test_a_monster_one_tile_away_moves_onto_its_hero_tile():
    """A move of 1 tile toward a hero on the next tile ends on that tile's spawn point (the
    route's last tile), not on the monster's own."""
    m = begin("kaelith", "thalia")
    place(m, "dripping_hall", 1, 0)
    place(m, "dripping_hall", 2, 0)
    quiet(m)
    hero_at(m, 1, (0, 3))
    hero_at(m, 0, (6, 2))  # tile (1, 0)
    g = monster(m, "goblin_notcher", (10, 2), holder=0)  # tile (2, 0), next to it
    state = m.state
    sight = monster_sight.Sight(state, g)
    assert sight.nearest() == (0, 1)
    monster_moves.move_toward(state, g, 1, sight)
    assert grid.tile_of(tuple(at(m, g.uid))) == (1, 0)
