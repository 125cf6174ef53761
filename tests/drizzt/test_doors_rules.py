"""Legend of Drizzt doors (checklist section U, LD-DOOR-01..05; G-24, G-25): the closed-door token
on a newly placed door tile, trying a door instead of attacking, and the three kinds behind it
(open, trapped, locked), drawn and rolled through forced chance."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.drizzt import board, grid
from game.drizzt.actions import Attack, Explore, Move, OpenDoor
from tests.drizzt.helpers import draw, hero_at, monster, owed, place, roll
from tests.drizzt.rulekit_iv import begin, end_phase, legal, purpose, quiet, spaces

DOORS = "the_singing_crystal"  # an adventure with the "doors" rule


def barracks(m, door: str = "closed"):
    """Barracks Door north of the start tile (its door on its north edge, the row y = -4), and an
    open tile beyond that door."""
    tile = place(m, "barracks_door", 0, -1, door=door)
    place(m, "dripping_hall", 0, -2)
    return tile


def test_a_door_tile_comes_with_a_closed_door_token():
    """LD-DOOR-01: exploring onto Barracks Door (a door symbol) puts a closed-door token on it."""
    m = begin("kaelith", "thalia", adventure=DOORS)
    m.state.tile_deck[0:0] = ["barracks_door"]
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    placed = m.state.tiles[-1]
    assert (placed.id, placed.tx, placed.ty, placed.door) == ("barracks_door", 0, -1, "closed")


def test_without_the_doors_rule_a_door_symbol_is_only_a_picture():
    """LD-DOOR-01 with LD-COMP-02: doors are an adventure's additional rule; where the adventure
    does not use them, the door tile gets no token and its edge is simply open."""
    m = begin("kaelith", "thalia")  # The Spider's Court: rules = []
    m.state.tile_deck[0:0] = ["barracks_door"]
    hero_at(m, 0, (1, 0))
    hero_at(m, 1, (1, 2))
    end_phase(m)
    assert m.state.tiles[-1].door == ""


def test_a_closed_door_blocks_the_way_and_the_unexplored_edge():
    """LD-DOOR-01 (G-24): a closed door blocks movement across its edge and cannot be explored."""
    m = begin("kaelith", "thalia", adventure=DOORS)
    tile = place(m, "barracks_door", 0, -1, door="closed")
    hero_at(m, 0, (1, -4))
    hero_at(m, 1, (1, 2))
    idx, defs = board.index(m.state), board.defs()
    assert grid.edges_next_to(idx, defs, (1, -4)) == ()  # the door side is shut
    assert grid.edges_next_to(idx, defs, (1, -4), through_doors=True) == ("n",)
    place(m, "dripping_hall", 0, -2)
    assert not any(y < -4 for _, y in spaces(m))
    tile.door = "open"
    assert any(y < -4 for _, y in spaces(m))


def test_a_hero_next_to_a_closed_door_may_try_it_instead_of_attacking():
    """LD-DOOR-02 (G-25): only a hero next to the door is offered to open it; trying uses the
    attack of the turn, and the token is turned over (a draw of its kind)."""
    m = begin("kaelith", "thalia", adventure=DOORS)
    barracks(m)
    hero_at(m, 0, (1, -3))
    hero_at(m, 1, (1, 2))
    assert not legal(m, OpenDoor)
    with pytest.raises(IllegalAction):
        m.act(OpenDoor(0, 0, -1))
    m.act(Move(0, 1, -4))
    assert legal(m, OpenDoor) == [OpenDoor(0, 0, -1)]
    monster(m, "skeleton", (0, -4), holder=1)
    m.act(OpenDoor(0, 0, -1))
    assert m.state.turn.attacked
    assert purpose(m) == "door" and m.state.chance.deck == "doors"
    draw(m, "open")
    assert not legal(m, Attack)  # the attack went on the door


def test_an_open_door_token_is_discarded():
    """LD-DOOR-03: "open": the token goes and the way through is clear."""
    m = begin("kaelith", "thalia", adventure=DOORS)
    tile = barracks(m)
    hero_at(m, 0, (1, -4))
    hero_at(m, 1, (1, 2))
    m.act(OpenDoor(0, 0, -1))
    draw(m, "open")
    assert tile.door == "open"
    assert (1, -5) in spaces(m)


def test_a_trapped_door_hurts_every_hero_next_to_it_then_goes():
    """LD-DOOR-04: "trap door": each hero next to the door (both sides) takes 1 damage, the
    others none; then the token is discarded."""
    m = begin("kaelith", "thalia", "maren", adventure=DOORS)
    tile = barracks(m)
    hero_at(m, 0, (1, -4))
    hero_at(m, 1, (1, -5))  # beyond the door, next to it too
    hero_at(m, 2, (1, -2))  # on the door's tile, not next to the door
    m.act(OpenDoor(0, 0, -1))
    draw(m, "trap")
    assert [h.health for h in m.state.heroes] == [9, 9, 10]
    assert tile.door == "open"


def test_a_locked_door_opens_on_10_or_more_in_a_later_try():
    """LD-DOOR-05: "locked": the token stays, face down; in a later hero phase a hero next to it
    may try again instead of attacking: 9 fails, 10 opens it and the token goes."""
    m = begin("kaelith", "thalia", adventure=DOORS)
    quiet(m)
    tile = barracks(m)
    hero_at(m, 0, (1, -4))
    hero_at(m, 1, (1, 2))
    m.act(OpenDoor(0, 0, -1))
    draw(m, "locked")
    assert tile.door == "locked"
    assert not legal(m, OpenDoor)  # one try a turn
    end_phase(m)
    end_phase(m)  # Thalia's turn
    assert m.state.turn.hero == 0
    m.act(OpenDoor(0, 0, -1))
    assert purpose(m) == "unlock"
    roll(m, 9)
    assert tile.door == "locked"
    end_phase(m)
    end_phase(m)
    m.act(OpenDoor(0, 0, -1))
    roll(m, 10)
    assert tile.door == "open" and (1, -5) in spaces(m)


def test_a_locked_door_roll_of_20_does_not_level_up():
    """LD-DOOR-05 with G-11: a natural 20 on a door roll opens it but offers no level-up."""
    m = begin("kaelith", "thalia", adventure=DOORS)
    m.state.xp["0"] = ["cave_bear", "orc_scrapper", "skeleton"]
    tile = barracks(m, door="locked")
    hero_at(m, 0, (1, -4))
    hero_at(m, 1, (1, 2))
    m.act(OpenDoor(0, 0, -1))
    roll(m, 20)
    assert tile.door == "open" and owed(m) == "hero"


def test_exploring_through_an_opened_door():
    """LD-DOOR-03 (G-24): once open, the door's edge is an unexplored edge like any other."""
    m = begin("kaelith", "thalia", adventure=DOORS)
    tile = place(m, "barracks_door", 0, -1, door="open")
    hero_at(m, 0, (1, -4))
    hero_at(m, 1, (1, 2))
    assert grid.edges_next_to(board.index(m.state), board.defs(), (1, -4)) == ("n",)
    m.state.tile_deck[0:0] = ["dripping_hall"]
    end_phase(m)
    if owed(m) == "explore":
        m.act(Explore("n"))
    assert (m.state.tiles[-1].tx, m.state.tiles[-1].ty) == (0, -2) and tile.door == "open"
