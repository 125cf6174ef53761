"""What setting up keeps between games (speed, not a rule): the deck lists, the start tile's
spaces by the stairs (LD-SET-07) and the tile pool (LD-SET-11) are handed out as fresh copies and
worked out anew for other tile definitions."""
from __future__ import annotations

from game.drizzt import grid, setup
from game.drizzt.content import load
from game.drizzt.grid.tiles import TileDef
from game.drizzt.state import PlacedTile


def test_a_deck_list_is_a_fresh_list_every_time():
    first = load().deck_list("monster")
    first.clear()
    again = load().deck_list("monster")
    assert again and again == load().deck_list("monster") and again is not load().deck_list("monster")


def test_the_start_spaces_follow_the_tile_definitions_LD_SET_07():
    idx = grid.index([PlacedTile("start", 0, 0, 0)])
    defs = load().tile_defs
    kept = setup._start_spaces(idx, defs)
    stairs = grid.stairs_cell(idx, defs)
    assert stairs not in kept and max(abs(kept[0][0] - stairs[0]), abs(kept[0][1] - stairs[1])) == 1
    moved = dict(defs)  # the stairs in the far corner: the nearest spaces are others
    moved["start"] = TileDef(id="start", cells=("....", "....", "....", "...>"), edges=dict(defs["start"].edges),
                             kind="start", name="start")
    other = setup._start_spaces(idx, moved)
    assert other[0] == (2, 2) and (3, 3) not in other and other != kept


def test_the_tile_pool_is_a_fresh_sorted_list_LD_SET_11():
    state = setup.new_game({"adventure": next(iter(load().adventures)), "heroes": [{"hero": next(iter(load().heroes))}]})
    pool = setup._dungeon_pool(state)
    assert pool == sorted(pool) and pool
    pool.clear()
    assert setup._dungeon_pool(state)
