"""Legend of Drizzt rules, checklist section G: the exploration phase (LD-EXPL)."""
from __future__ import annotations

from game.drizzt import board, grid
from game.drizzt.actions import Explore
from tests.drizzt.helpers import draw, monster, owed
from tests.drizzt.phasekit import attach, begin, end_hero_phase, explore, purpose


def test_no_unexplored_edge_beside_the_hero_means_no_exploring():
    """LD-EXPL-01: a hero not on a space beside an unexplored edge goes straight to the villain
    phase: no tile, no monster; one beside one explores."""
    m = begin()
    m.state.heroes[0].cell = [1, 2]  # inside the start tile
    deck = list(m.state.tile_deck)
    end_hero_phase(m)
    assert m.state.tile_deck == deck and len(m.state.tiles) == 1
    assert m.state.turn.phase == "villain" and purpose(m) == "encounter"
    m2 = begin()
    m2.state.heroes[0].cell = [1, 0]  # on the north border: beside the north edge
    end_hero_phase(m2)
    assert len(m2.state.tiles) == 2 and m2.state.turn.phase == "exploration" and purpose(m2) == "spawn"


def test_the_tile_is_attached_at_the_heros_edge_triangle_toward_the_hero():
    """LD-EXPL-02: one tile, beside the hero's own tile (here the tile east of the start), across
    the edge the hero stands by, its triangle edge toward the hero."""
    m = begin()
    attach(m, "dripping_hall", (0, 0), "e")
    m.state.heroes[0].cell = [7, 2]  # the east border of the tile at (1, 0)
    m.state.tile_deck.insert(0, "pillar_hall")
    end_hero_phase(m)
    placed = m.state.tiles[-1]
    assert (placed.id, placed.tx, placed.ty, placed.rot) == ("pillar_hall", 2, 0, 1)
    assert grid.triangle_side(placed.rot) == "w"  # toward the hero's tile
    assert len(m.state.tiles) == 3  # one tile


def test_a_monster_card_is_drawn_and_its_figure_put_on_the_spawn_point():
    """LD-EXPL-03: a monster card is drawn for the new tile and its figure stands on the tile's
    spawn point."""
    m = begin()
    placed = explore(m, "n", "dripping_hall")
    assert purpose(m) == "spawn" and m.state.chance.deck == "monster"
    events = draw(m, "cave_bear")  # it appears; then (white triangle) the villain phase: it attacks
    appeared = next(e.data for e in events if e.data.get("card") == "cave_bear")
    assert tuple(appeared["cell"]) == grid.spawn_cell(board.index(m.state), board.defs(), placed) == (1, -3)
    bear = m.state.monsters[0]
    assert bear.card == "cave_bear" and bear.holder == 0 and purpose(m) == "monster_attack"


def test_a_monster_you_already_hold_is_drawn_again_anothers_is_kept():
    """LD-EXPL-04: drawing a monster whose card you hold: discard it and draw again; holding the
    same card as another player is fine."""
    m = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    monster(m, "cave_bear", (1, 2), holder=0)
    explore(m, "n", "dripping_hall")
    draw(m, "cave_bear")  # Thalia holds a Cave Bear: this one goes to the discard
    assert purpose(m) == "spawn" and m.state.monster_deck.discard == ["cave_bear"]
    draw(m, "skeleton")
    assert [x.card for x in m.state.monsters] == ["cave_bear", "skeleton"]

    other = begin("the_spiders_court", heroes=("thalia", "kaelith"))
    monster(other, "cave_bear", (1, 2), holder=1)  # Kaelith holds one
    explore(other, "n", "dripping_hall")
    draw(other, "cave_bear")
    bears = [x for x in other.state.monsters if x.card == "cave_bear"]
    assert [b.holder for b in bears] == [1, 0] and other.state.monster_deck.discard == []


def test_the_monster_card_joins_the_end_of_your_row():
    """LD-EXPL-05: the new monster's card goes to the end of the explorer's row."""
    m = begin()
    rat = monster(m, "gloomrat_swarm", (1, 2))
    m.state.heroes[0].row.append("hazard:rockslide")
    m.state.tiles[0].markers.append("hazard:rockslide")
    explore(m, "n", "dripping_hall")
    draw(m, "skeleton")
    skeleton = next(x for x in m.state.monsters if x.card == "skeleton")
    assert m.state.heroes[0].row == [rat.uid, "hazard:rockslide", skeleton.uid]


def test_one_exploration_a_phase():
    """LD-EXPL-06: beside two unexplored edges (a corner) the hero chooses one edge; one tile is
    laid (a plain one: no corridor follow-on), and the villain phase comes next."""
    m = begin()
    assert m.state.heroes[0].cell == [0, 0]  # the start tile's north-west corner
    m.state.tile_deck[:2] = ["dripping_hall", "fungus_grotto"]
    end_hero_phase(m)
    assert owed(m) == "explore" and sorted(a.side for a in m.legal_actions()) == ["n", "w"]
    m.act(Explore("w"))
    draw(m, "skeleton")
    assert [(t.id, t.tx, t.ty) for t in m.state.tiles] == [("start", 0, 0), ("dripping_hall", -1, 0)]
    assert m.state.tile_deck[0] == "fungus_grotto"
    assert m.state.turn.phase == "villain" and purpose(m) == "monster_attack"  # the skeleton's turn now
