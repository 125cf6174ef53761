"""Between two views things move on screen (figures walk, monsters drop in, tiles slide in), and
the dungeon's story is told beat by beat while the table waits."""
from __future__ import annotations

from game.core.protocol import Event
from scenes.drizzt.motion import Motion
from scenes.drizzt.narration import Narrator, beat_of, focus_of


def _view(hero_cell=(1, 1), monsters=(), tiles=((0, 0),)):
    return {"heroes": [{"cell": list(hero_cell), "escaped": False}],
            "monsters": [{"uid": uid, "cell": list(cell), "card": "goblin_notcher"} for uid, cell in monsters],
            "tiles": [{"tx": tx, "ty": ty} for tx, ty in tiles]}


def test_a_figure_walks_from_its_old_space_and_arrives():
    motion = Motion()
    motion.between(_view((1, 1)), _view((3, 1)))
    dx, dy = motion.offset(("hero", 0))
    assert (dx, dy) == (-2.0, 0.0)  # drawn where it was
    motion.update(0.1)
    mid = motion.offset(("hero", 0))[0]
    assert -2.0 < mid < 0.0  # on its way
    motion.update(5.0)
    assert motion.offset(("hero", 0)) == (0.0, 0.0) and not motion.busy


def test_a_new_monster_drops_in_and_a_new_tile_slides_in_from_beyond():
    motion = Motion()
    motion.between(_view(), _view(monsters=[("m1", (2, 2))], tiles=((0, 0), (1, 0))))
    assert motion.offset(("monster", "m1"))[1] < 0  # from above
    dx, dy, alpha = motion.tile((1, 0))
    assert dx > 0 and dy == 0 and alpha < 255  # east of the explorer's tile: it comes from further east
    assert motion.tile((0, 0)) == (0.0, 0.0, 255)
    motion.update(5.0)
    assert motion.tile((1, 0)) == (0.0, 0.0, 255)


def test_no_old_view_moves_nothing():
    motion = Motion()
    motion.between({}, _view())
    assert not motion.busy


def test_the_story_holds_the_table_beat_by_beat():
    view = _view(monsters=[("m1", (2, 2))])
    events = [Event("Goblin Notcher: closes in and attacks", {"monster": "m1", "tactic": "close_attack"}),
              Event("Goblin Notcher moves", {"monster": "m1", "to": [2, 1]})]
    story = Narrator()
    story.tell(events, view, 0.9)
    assert story.holding
    beat = story.update(0.0)
    assert beat.text.startswith("Goblin Notcher:") and beat.focus == (2, 2)
    assert story.update(0.5) is None and story.caption == beat.text  # still telling the first
    second = story.update(0.5)
    assert second.focus == (2, 1) and story.holding
    story.update(1.0)
    assert not story.holding


def test_instant_pace_tells_the_last_word_without_waiting():
    story = Narrator()
    story.tell([Event("A", {}), Event("B", {"tactic": "attack", "monster": "x"})], _view(), 0.0)
    assert not story.holding and story.caption == "B"


def test_an_encounter_shows_its_card_and_a_click_hurries_it():
    story = Narrator()
    story.tell([Event("Encounter: Cave-in", {"encounter": "cave_in", "kind": "event", "hero": 0})], _view(), 0.9)
    story.update(0.0)
    assert story.card == "cave_in"
    story.skip()
    story.update(0.01)
    assert not story.holding and story.card == ""


def test_own_actions_are_not_held_but_what_answers_them_is():
    own = beat_of(Event("Thalia moves", {"hero": 0}), _view(), 0.9, own=True)
    assert own is not None and not own.held
    tile = beat_of(Event("The party finds a cave", {"tile": "cave", "at": [1, 0], "rot": 0}), _view(), 0.9, own=True)
    assert tile.held and tile.focus == (6, 2)
    assert focus_of({"hero": 0}, _view((3, 3))) == (3, 3)


def test_a_hero_walks_its_path_around_a_corner_not_through_the_wall():
    motion = Motion()
    walk = Event("Thalia moves", {"hero": 0, "from": [1, 1], "to": [3, 3], "path": [[2, 1], [3, 2], [3, 3]]})
    motion.between(_view((1, 1)), _view((3, 3)), [walk])
    assert motion.offset(("hero", 0)) == (-2.0, -2.0)  # at the start
    seconds = motion.walks[("hero", 0)][3]
    seen = []
    while motion.busy:
        motion.update(seconds / 40)
        seen.append(motion.offset(("hero", 0)))
    # it passes the corner (2, 1), one space left of the end and two above it
    assert any(abs(dx + 1.0) < 0.15 and abs(dy + 2.0) < 0.15 for dx, dy in seen)
    assert not any(abs(dx + 1.0) < 0.1 and abs(dy + 1.0) < 0.1 for dx, dy in seen[:-5])  # never cuts the diagonal
    assert seen[-1] == (0.0, 0.0)
