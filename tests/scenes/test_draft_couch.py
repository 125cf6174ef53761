"""The Dungeon Draft table to the couch standard (issue 18, dd-finish): faces drawn ahead, nothing
redrawn at rest, the picks turned over before the play phase is told, the band's lines inside
the band, one log line a pick round."""
from __future__ import annotations

from scenes.draft import faces, layout, positions, warm, words
from scenes.draft.table import DraftTable


def test_every_face_a_pack_or_a_hand_shows_is_drawn_ahead():
    """The warmer's jobs hold every draft card at the stage's and the hand's sizes and every
    quest: once it is done, a new pack's faces are drawn from the cache (nothing drawn anew)."""
    warmer = warm.Warmer()
    wanted = set(warm.jobs())
    assert {(c, layout.STAGE_CARD) for c in words.content().cards} <= wanted
    assert {(q, layout.HAND_CARD) for q in words.content().quests} <= wanted
    warmer.first(["not-a-card-id-but-first"], layout.STAGE_CARD)
    assert warmer.left[0] == ("not-a-card-id-but-first", layout.STAGE_CARD)
    warmer.left.popleft()
    steps = 0
    while not warmer.done:
        assert warmer.step(1.0) >= 1  # one face at least a step, however small the budget
        steps += 1
    assert steps > 1
    before = faces.card_face.cache_info().misses
    for card in sorted(words.content().cards)[:20]:
        faces.card_face(card, layout.STAGE_CARD)
        faces.card_face(card, layout.HAND_CARD)
    assert faces.card_face.cache_info().misses == before


def test_the_setup_screen_draws_faces_ahead(pilot):
    from game import registry
    from scenes.draft.setup_scene import DraftSetupScene

    warm.WARMER.left = None  # as a fresh app: everything still to draw
    left = len(warm.jobs())
    pilot.app.stack.reset(DraftSetupScene(pilot.app, registry.get("draft")))
    pilot.advance(3)
    assert warm.WARMER.left is not None and len(warm.WARMER.left) < left - 3


def test_the_pick_stage_at_rest_asks_for_no_frame(pilot):
    """Nothing redraws when nothing moves: a person looking at their pack, the pointer still."""
    match = positions.play_until(positions.asking("draft", lambda v: v.get("pick", 0) >= 2), seed=7)
    positions.seat_people(match, positions.owed_seat(match))
    table = pilot.app.stack.reset(DraftTable(pilot.app, match=match))
    pilot.advance(3)
    assert table.stage is not None
    assert not table.animating()
    table.moving()  # the position is seen once: a change is drawn once
    pilot.app.frame(events=[], dt=1 / 60)
    assert not table.moving()
    assert not pilot.app.frame(events=[], dt=1 / 60, lazy=True) or not pilot.app.frame(events=[], dt=1 / 60, lazy=True)
