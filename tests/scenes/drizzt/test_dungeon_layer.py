"""The dungeon view: the camera's arithmetic, hit-testing figures and spaces, re-baking when the
map changes, doors and markers drawn by state, and real games drawn without error."""
from __future__ import annotations

import copy

import pygame
import pytest

from game.drizzt import board, grid, rules
from game.drizzt.content import load
from game.drizzt.state import Monster
from scenes.drizzt import sample_dungeon
from scenes.drizzt.camera import SPACE_SIZES, Camera
from scenes.drizzt.dungeon_art import tile_picture
from scenes.drizzt.dungeon_layer import DungeonLayer, Highlights

VIEW = pygame.Rect(0, 64, 1440, 876)


@pytest.fixture(autouse=True)
def display():
    pygame.init()  # not quit afterwards: the font cache is shared by every test in the run
    pygame.display.set_mode((1920, 1080))


def layer_for(state, space: int = 56) -> DungeonLayer:
    layer = DungeonLayer(Camera(VIEW, space))
    layer.show(rules.view(state, 0))
    return layer


def centre_of(layer: DungeonLayer, cell) -> tuple[int, int]:
    return layer.camera.cell_rect(cell).center


@pytest.mark.parametrize("space", SPACE_SIZES[::2])
def test_camera_round_trips_screen_and_world(space):
    cam = Camera(VIEW, space)
    cam.look_at(3.25, -2.5)
    for w in ((0.0, 0.0), (3.5, 7.25), (-6.0, 2.0)):
        back = cam.to_world(*cam.to_screen(*w))
        assert back == pytest.approx(w)
    for cell in ((0, 0), (5, -3), (-2, 4)):
        rect = cam.cell_rect(cell)
        if VIEW.collidepoint(rect.center):
            assert cam.cell_at(rect.center) == cell
            assert rect.size == (space, space)


def test_zoom_about_the_mouse_keeps_the_point_under_it():
    cam = Camera(VIEW, 56)
    cam.look_at(10, 10)
    mouse = (300, 700)
    under = cam.to_world(*mouse)
    assert cam.zoom_at(mouse, 2)
    assert cam.space == 84
    assert cam.to_world(*mouse) == pytest.approx(under, abs=1.0 / cam.space)
    assert cam.zoom_at(mouse, -4) and cam.space == 42
    assert cam.to_world(*mouse) == pytest.approx(under, abs=1.0 / cam.space)
    assert not cam.zoom_at(mouse, -10) or cam.space == SPACE_SIZES[0]
    assert not cam.zoom_at(mouse, -1)  # already at the farthest level


def test_pan_is_clamped_so_the_map_stays_in_view_and_follow_glides():
    cam = Camera(VIEW, 56)
    cam.set_bounds(0, 0, 8, 8)
    cam.pan(100_000, -100_000)
    x0, y0, x1, y1 = cam.visible()
    assert x1 > 0 and x0 < 8 and y1 > 0 and y0 < 8  # some of the map is still on screen
    cam.look_at(4, 4)
    cam.follow((6, 2))
    cam.update(1 / 60)
    assert 4 < cam.centre[0] < 6.5 and 2.5 < cam.centre[1] < 4
    for _ in range(240):
        cam.update(1 / 60)
    assert cam.centre == [6.5, 2.5] and cam.target is None
    assert not cam.update(1 / 60)


def test_hit_testing_finds_heroes_monsters_and_spaces():
    state = sample_dungeon.begin("the_goblin_pens", 3, 1).state
    layer = layer_for(state)
    hero = state.heroes[1]
    layer.camera.look_at(*hero.cell)
    assert layer.hero_at(centre_of(layer, hero.cell)) == 1
    assert layer.space_at(centre_of(layer, hero.cell)) == tuple(hero.cell)
    assert layer.monster_at(centre_of(layer, hero.cell)) is None
    assert layer.space_at(centre_of(layer, (40, 40))) is None  # no tile there
    assert layer.space_at((5, 5)) is None  # the top bar, not the viewport


def test_a_large_monster_covers_four_spaces_for_hit_testing():
    state = sample_dungeon.begin("the_goblin_pens", 2, 1).state
    ogre = next(c for c in load().monsters if load().monster(c).size == 2)
    spot = next(c for c in grid.cells_of_tile(board.index(state), board.defs(), (0, 0))
                if grid.fits(board.index(state), board.defs(), c, 2, board.occupied(state)))
    state.monsters.append(Monster("m9", ogre, 0, load().monster(ogre).health, list(spot)))
    layer = layer_for(state)
    layer.camera.look_at(*spot)
    covered = [(spot[0] + dx, spot[1] + dy) for dy in (0, 1) for dx in (0, 1)]
    assert all(layer.monster_at(centre_of(layer, c)) == "m9" for c in covered)
    assert layer.monster_at(centre_of(layer, (spot[0] + 2, spot[1]))) is None
    assert layer.monster_at(centre_of(layer, (spot[0], spot[1] + 2))) is None


def test_a_new_tile_rebakes_the_map_and_changes_the_picture():
    state = sample_dungeon.begin("the_goblin_pens", 2, 1).state
    layer = layer_for(state)
    layer.camera.look_at(2, 2)
    screen = pygame.Surface((1920, 1080))
    layer.draw(screen)
    east = layer.camera.cell_rect((6, 2)).center  # a space of the tile that will lie east of the start
    before = screen.get_at(east)
    view = copy.deepcopy(rules.view(state, 0))
    view["tiles"].append({"id": "fungus_grotto", "tx": 1, "ty": 0, "rot": 3, "door": "", "markers": []})
    bakes = layer.bakes
    layer.show(view)
    assert layer.bakes == bakes + 1
    layer.draw(screen)
    assert screen.get_at(east) != before
    assert layer.space_at(east) == (6, 2)
    layer.show(view)
    assert layer.bakes == bakes + 1  # the same map is not baked again


def _pixels(surface: pygame.Surface, rect: pygame.Rect) -> bytes:
    return pygame.image.tobytes(surface.subsurface(rect), "RGB")


def test_door_states_draw_differently_on_the_door_edge():
    tdef = load().tile_defs["barracks_door"]
    side = grid.door_side(tdef, 0)
    assert side == grid.N
    edge = pygame.Rect(0, 0, 224, 30)
    looks = {state: _pixels(tile_picture("barracks_door", 0, 0, 0, state, (), frozenset("s"), 56), edge)
             for state in ("closed", "locked", "open")}
    assert len(set(looks.values())) == 3
    south = pygame.Rect(0, 194, 224, 30)  # far from the door: the same stone whatever the door
    assert len({_pixels(tile_picture("barracks_door", 0, 0, 0, s, (), frozenset("s"), 56), south)
                for s in ("closed", "locked", "open")}) == 1


def test_markers_draw_on_the_tile():
    centre = pygame.Rect(84, 84, 56, 56)
    bare = _pixels(tile_picture("dripping_hall", 0, 0, 0, "", (), frozenset(), 56), centre)
    hazard = _pixels(tile_picture("dripping_hall", 0, 0, 0, "", ("hazard:choking_dust",), frozenset(), 56), centre)
    trap = _pixels(tile_picture("dripping_hall", 0, 0, 0, "", ("trap:pit",), frozenset(), 56), centre)
    assert len({bare, hazard, trap}) == 3
    item_space = pygame.Rect(3 * 56, 0, 56, 56)  # an item lies on its own space: (3, 0) of the tile
    plain = _pixels(tile_picture("dripping_hall", 0, 0, 0, "", (), frozenset(), 56), item_space)
    item = _pixels(tile_picture("dripping_hall", 0, 0, 0, "", ("item:potion_of_healing@3,0",), frozenset(), 56),
                   item_space)
    assert plain != item


def test_a_real_seeded_game_draws_with_highlights_at_every_zoom():
    match = sample_dungeon.play(sample_dungeon.begin("the_sunken_stair", 3, 5), lambda s: len(s.tiles) >= 6)
    state = match.state
    layer = layer_for(state)
    i = next(i for i, h in enumerate(state.heroes) if h.cell is not None)
    reach = board.reachable(state, i, state.heroes[i].speed)
    far = max(reach, key=lambda c: (reach[c], c))
    route = grid.path(board.index(state), board.defs(), tuple(state.heroes[i].cell), far,
                      blocked=board.monster_cells(state))
    lit = Highlights(reach=reach, path=route or [], selected=i, targets=frozenset(m.uid for m in state.monsters),
                     heroes=frozenset({i}), hover=far)
    screen = pygame.Surface((1920, 1080))
    layer.camera.look_at(*state.heroes[i].cell)
    for level in range(len(SPACE_SIZES)):
        layer.camera.level = level
        for frame in range(3):
            layer.draw(screen, lit, frame / 60)
    layer.camera.look_at(*far)
    assert layer.space_at(centre_of(layer, far)) == far


def test_a_zoom_step_is_drawn_at_once_and_turns_sharp_over_the_next_frames():
    state = sample_dungeon.deep_dungeon().state
    layer = layer_for(state)
    layer.camera.fit(*layer.bounds())
    screen = pygame.Surface((1920, 1080))
    layer.draw(screen)
    layer.camera.zoom_at(VIEW.center, 3)
    layer.draw(screen, t=1.0)
    assert layer.standins  # the first frame at the new size shows scaled stand-ins ...
    layer.draw(screen, t=1.1)
    kept = len(layer.standins)
    assert kept and not layer.settled  # ... and keeps them while the wheel may still turn ...
    for k in range(60):
        layer.draw(screen, t=1.3 + k / 60)
    px = layer.camera.space
    assert not layer.standins  # ... then draws them sharp, one per frame
    assert layer.pictures[px]  # the visible tiles now have pictures drawn at this size


def test_at_rest_the_zoom_levels_next_door_are_readied_one_tile_a_frame():
    state = sample_dungeon.deep_dungeon().state
    layer = layer_for(state)
    screen = pygame.Surface((1920, 1080))
    layer.draw(screen)
    here = layer.camera.space
    readied = 0
    while layer.warm_next():
        readied += 1
        assert readied < 200
    assert readied > 0
    layer.camera.zoom_at(VIEW.center, 1)
    layer.draw(screen, t=5.0)
    assert layer.camera.space != here
    waiting = [k for k in layer.standins if k[0] == "tile" and k[2] == layer.camera.space]
    assert waiting and not layer.built_now  # the step found stand-ins ready: nothing was drawn in that frame
