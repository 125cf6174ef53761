"""The goal-progress sentence of each objective kind, from the engine's own flags and figures."""
from __future__ import annotations

from game.drizzt import rules
from game.drizzt.content import OBJECTIVES, load, split_effect
from game.drizzt.progress import _OBJECTIVES, progress, progress_of
from game.drizzt.state import PlacedTile
from tests.drizzt.helpers import monster, start


def _view(match):
    return rules.view(match.state, 0)


def test_every_objective_kind_has_a_progress_sentence():
    assert set(OBJECTIVES) == set(_OBJECTIVES)
    kinds = {split_effect(a.objective)[0] for a in load().adventures.values()}
    assert kinds == set(OBJECTIVES), "an objective no adventure uses, or one with no words"


def test_slay_counts_defeated_monsters_and_tiles_left():
    match = start("lantern_in_the_deep", heroes=("thalia",))
    p = progress(_view(match))
    assert (p.done, p.total, p.text) == (0, 10, "Monsters defeated 0 of 10")
    left = len(match.state.tile_deck)
    assert p.more == f"{left} tiles left in the deck"
    match.state.flags["slain"] = 4
    assert progress(_view(match)).text == "Monsters defeated 4 of 10"
    assert progress_of(match.state).text == "Monsters defeated 4 of 10"  # the state gives the same


def test_defeat_villain_not_found_then_wounded_then_defeated():
    match = start("the_spiders_court")
    villain = load().monster("drow_matron")
    p = progress(_view(match))
    assert p.text.startswith(f"{villain.name}: not found yet") and "Webbed Throne" in p.text
    assert p.more == ""  # losing by running out of tiles is not this adventure's
    match.state.flags["villain_out"] = True
    figure = monster(match, "drow_matron", (1, 1), health=villain.health - 3)
    p = progress(_view(match))
    assert (p.done, p.total) == (3, villain.health)
    assert p.text == f"{villain.name}: {villain.health - 3} of {villain.health} Health left"
    match.state.monsters.remove(figure)
    assert progress(_view(match)).text == f"{villain.name} defeated"


def test_destroy_item_names_the_object():
    match = start("the_singing_crystal")
    assert progress(_view(match)).text.startswith("Singing Crystal: not found yet")
    match.state.flags["villain_out"] = True
    assert progress(_view(match)).text == "Singing Crystal destroyed"


def test_escape_waits_for_the_stair_then_counts_heroes_out():
    match = start("the_sunken_stair", heroes=("thalia", "maren", "tansy"))
    assert progress(_view(match)).text == "The way out: Sunken Stair not found yet"
    match.state.tiles.append(PlacedTile("sunken_stair", 3, 0))
    assert progress(_view(match)).text == "Heroes out of the dungeon 0 of 3"
    match.state.heroes[1].escaped = True
    p = progress(_view(match))
    assert (p.done, p.total, p.text) == (1, 3, "Heroes out of the dungeon 1 of 3")


def test_free_prisoners_then_lead_them_out():
    match = start("the_goblin_pens", heroes=("thalia", "maren"))
    assert progress(_view(match)).text == "Prisoners not yet freed (reach Goblin Pens)"
    match.state.flags["freed"] = True
    match.state.heroes[0].escaped = True
    assert progress(_view(match)).text == "Prisoners freed; heroes out of the dungeon 1 of 2"


def test_an_evil_hero_is_not_counted_toward_the_party():
    match = start("the_sunken_stair", heroes=("thalia", "maren", "tansy"))
    match.state.tiles.append(PlacedTile("sunken_stair", 3, 0))
    match.state.heroes[2].evil = True
    assert progress(_view(match)).total == 2
