"""The Dungeon Draft table to the couch standard (issue 18, dd-finish): faces drawn ahead, nothing
redrawn at rest, the picks turned over before the play phase is told, the band's lines inside
the band, one log line a pick round."""
from __future__ import annotations

import pygame

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
    """Nothing redraws when nothing moves: a person looking at their pack, the pointer still (and
    no face is drawn ahead then)."""
    match = positions.play_until(positions.asking("draft", lambda v: v.get("pick", 0) >= 2), seed=7)
    positions.seat_people(match, positions.owed_seat(match))
    table = pilot.app.stack.reset(DraftTable(pilot.app, match=match))
    pilot.advance(3)
    assert table.stage is not None
    assert not table.animating()
    table.moving()  # the position is seen once: a change is drawn once
    warm.WARMER.left = None  # faces still to draw ahead: none is drawn while a person looks
    left = len(warm.jobs())
    pilot.app.frame(events=[], dt=1 / 60)
    assert not table.moving()
    assert warm.WARMER.left is None or len(warm.WARMER.left) == left
    assert not pilot.app.frame(events=[], dt=1 / 60, lazy=True) or not pilot.app.frame(events=[], dt=1 / 60, lazy=True)


def _last_pick_table(pilot, people=1):
    """A table where the person (seat owed) makes the last pick of round 1; bots in the others."""
    match = positions.play_until(positions.asking("draft", lambda v: v.get("pick") == 7), seed=7)
    positions.seat_people(match, positions.owed_seat(match))
    pilot.app.settings.bot_speed = "instant"
    table = pilot.app.stack.reset(DraftTable(pilot.app, match=match))
    pilot.advance(2)
    return table


def _pick_last(pilot, table):
    from game.core.common_actions import Pick

    assert table.stage is not None
    card = table.stage.cards[0].id
    table.act(Pick(card))
    for _ in range(30):
        if table.turning is not None:
            return
        pilot.advance(1)
    raise AssertionError("the picks were never turned over")


def test_everyone_turns_their_cards_over_before_the_play_phase_is_told(pilot):
    """DD-DRAFT-05, DD-DRAFT-06, G-13: after the last pick every band's picks turn over at once;
    until they are over no face shows (the band's faces nor the hand), the log says nothing of the
    play phase, no banner names whose turn it is and nobody may act; then the log tells it and
    the person's hand shows their drafted cards face up."""
    table = _last_pick_table(pilot)
    person = table.driver.humans[0]
    _pick_last(pilot, table)
    lines = " ".join(table.log.lines)
    assert "play phase begins" not in lines and "Pick 7 of 7: everyone picks their last card." in lines
    assert table.acting is None and table.driver.human_to_act() is None and not table.hand
    assert table.faces_turning() == []  # every card still face down or on its edge
    frames = 0
    while table.turning is not None and table.turning.clock < 0.3:
        pilot.advance(1)
        frames += 1
        assert "play phase begins" not in " ".join(table.log.lines) and not table.hand
    assert table.faces_turning()  # the person's own come up first on their band
    assert set(table.faces_turning()) <= set(table.view["seats"][person]["drafted"])
    while table.turning is not None:
        pilot.advance(1)
        frames += 1
        assert frames < 120
    assert "Every card is drafted: the play phase begins" in " ".join(table.log.lines)
    drafted = table.match.view(person)["seats"][person]["drafted"]
    assert \
        set(drafted) <= {s.card.id for s in table.hand}


def test_the_turning_draws_no_other_seats_face(pilot):
    """G-13: the turning shows no face but the screen holder's own: everyone else's picks turn
    away into their owners' hands."""
    table = _last_pick_table(pilot)
    _pick_last(pilot, table)
    person = table.driver.humans[0]
    for _ in range(50):
        shown = set(table.faces_turning())
        others = {c for s, seat in enumerate(table.match.view(-1)["seats"]) if s != person
                  for c in table.match.state.seats[s].drafted}
        assert not shown & (others - set(table.match.state.seats[person].drafted))
        if table.turning is None:
            break
        pilot.advance(1)


def test_a_bands_quest_line_has_its_own_room_inside_the_band(pilot):
    """The band's lines ("Quests: 3 in hand, 0 played") are 20 px words on rows of their own,
    inside the band and clear of its border, for every number of seats."""
    from scenes.kit import fonts

    for seats in (2, 3, 4, 5):
        match = positions.play_until(positions.asking("draft", lambda v: v.get("pick") == 2), seats=seats, seed=3)
        positions.seat_people(match, positions.owed_seat(match))
        table = pilot.app.stack.reset(DraftTable(pilot.app, match=match))
        pilot.advance(1)
        for band, seat in zip(table.bands, table.view["seats"]):
            placed = table.line_rects(band, seat)
            said = [line for _rect, line in placed]
            assert any(line.startswith("Quests: ") for line in said), (seats, said)
            inner = band.inflate(-8, -8)
            assert all(inner.contains(rect) for rect, _line in placed), (seats, band, placed)
            numbers_bottom = band.y + 37 + 31
            assert all(rect.top >= numbers_bottom for rect, _line in placed)
            assert not any(a.colliderect(b) for k, (a, _l) in enumerate(placed) for b, _m in placed[k + 1:])
        with fonts.measuring() as runs:
            for i, seat in enumerate(table.view["seats"]):
                table._draw_band(pygame.Surface((1920, 1080)), i, seat)
        quest_runs = [r for r in runs if r.text.startswith("Quests: ")]
        assert quest_runs and all(r.size >= 20 for r in quest_runs)


def test_a_pick_round_is_one_log_line():
    """The log tells a pick round once: everyone picks, the hands pass (the direction named); a
    seat's secret choice made and "all have chosen" are not told one by one."""
    from game.core.protocol import Event

    events = [Event("Ana has chosen", {"kind": "draft", "seat": 0}),
              Event("All 2 have chosen", {"kind": "draft", "seats": [0, 1]}),
              Event("Ana drafts a card", {"kind": "picked", "seat": 0, "pick": 3}),
              Event("Ben drafts a card", {"kind": "picked", "seat": 1, "pick": 3}),
              Event("The hands pass to the right", {"kind": "passed", "direction": "right"}),
              Event("Ana plays Longsword for 3 gold", {"kind": "played", "seat": 0})]
    lines = words.log_lines(events, lambda e: e.text)
    assert [line for line, _e in lines] == ["Pick 3 of 7: everyone picks a card; the hands pass right.",
                                          "Ana plays Longsword for 3 gold"]
    assert lines[0][1] is None and lines[1][1] is events[-1]
    last = words.log_lines(events[2:4], lambda e: e.text)
    assert [line for line, _e in last] == ["Pick 3 of 7: everyone picks their last card."]


def test_a_card_chosen_on_the_stage_draws_the_stage_alone_with_the_same_pixels(pilot):
    """A click on the pick stage draws only the stage again, over the picture kept under it: the
    same pixels as drawing the whole table again."""
    match = positions.play_until(positions.asking("draft", lambda v: v.get("pick", 0) >= 2), seed=7)
    positions.seat_people(match, positions.owed_seat(match))
    table = pilot.app.stack.reset(DraftTable(pilot.app, match=match))
    pilot.advance(2)
    screen = pilot.app.screen
    for i in range(3):
        stage = table.stage
        stage.toggle(i % len(stage.cards))
        table.stage_changed()
        assert table.stage_only
        table.draw(screen)
        assert not table.stage_only  # drawn the quick way
        quick = pygame.image.tobytes(screen, "RGB")
        table.layer = None
        table.draw(screen)
        assert pygame.image.tobytes(screen, "RGB") == quick
