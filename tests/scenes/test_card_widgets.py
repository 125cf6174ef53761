"""The kit's card-game widgets, headless: the pick/keep stage (its confirm lit only for a legal
choice, refusing otherwise with the reason by the pointer), the hand strip (own cards face up,
the others' as counts) and the curtain flow of a secret simultaneous choice."""
from __future__ import annotations

import pygame
import pytest

from scenes.kit import theme
from scenes.kit.cards import CardData
from scenes.kit.curtain import HandoffCurtain
from scenes.kit.hand_strip import HandStrip, OtherHand
from scenes.kit.pick_stage import PickStage
from scenes.kit.secret_round import FACE_DOWN_SECONDS, TURN_SECONDS, RevealOverlay, SecretRound, SeatLook
from scenes.pilot import Pilot
from scenes.stack import Scene

CARDS = [CardData(f"c{i}", name, "Some rules text.", "treasure") for i, name in
         enumerate(("Gem of Seeing", "Wand of Wonder", "Lost Crown", "Hidden Map"))]
REVEAL_FRAMES = int((FACE_DOWN_SECONDS + TURN_SECONDS) * 60) + 3


class Host(Scene):
    """A bare table holding some widgets."""

    name = "host"

    def __init__(self, app, *things):
        super().__init__(app)
        self.things = list(things)

    def handle(self, event):
        return any(t.handle(event) for t in reversed(self.things))

    def update(self, dt):
        for t in self.things:
            t.update(dt)

    def draw(self, surface):
        surface.fill(theme.FELT)
        for t in self.things:
            t.draw(surface)


@pytest.fixture
def pilot():
    p = Pilot()
    yield p
    p.app.close()


def _stage(pilot, count=2, **kw):
    confirmed = []
    stage = PickStage((200, 200, 1400, 520), CARDS, count, confirmed.append, title="Choose the cards to keep",
                      app=pilot.app, **kw)
    pilot.app.stack.push(Host(pilot.app, stage))
    pilot.advance(1)
    return stage, confirmed


def test_the_confirm_refuses_too_few_cards_and_says_why_by_the_pointer(pilot):
    stage, confirmed = _stage(pilot)
    pilot.click(*stage.sprites[1].rect.center)
    assert stage.chosen_ids == ("c1",) and not stage.confirm.enabled
    spot = stage.confirm.rect.center
    pilot.click(*spot)
    assert confirmed == []
    assert stage.note.text == "Choose 1 more card to keep (1 of 2 chosen)."
    assert stage.note.pos == spot  # said where the player clicked
    pilot.click(*stage.sprites[3].rect.center)
    assert stage.confirm.enabled and stage.reason() == ""
    pilot.click(*stage.confirm.rect.center)
    assert confirmed == [("c1", "c3")]


def test_a_third_card_is_refused_when_two_are_kept_and_a_chosen_card_goes_back(pilot):
    stage, confirmed = _stage(pilot)
    for i in (0, 1, 2):
        pilot.click(*stage.sprites[i].rect.center)
    assert stage.chosen_ids == ("c0", "c1") and "only 2" in stage.note.text
    pilot.click(*stage.sprites[0].rect.center)
    assert stage.chosen_ids == ("c1",)


def test_with_one_to_pick_a_new_card_takes_the_old_ones_place(pilot):
    stage, confirmed = _stage(pilot, count=1, verb="pick")
    pilot.click(*stage.sprites[0].rect.center)
    pilot.click(*stage.sprites[2].rect.center)
    assert stage.chosen_ids == ("c2",)
    pilot.press(pygame.K_RETURN)
    assert confirmed == [("c2",)]


def test_a_set_the_engine_refuses_keeps_the_confirm_off_with_the_engines_words(pilot):
    stage, confirmed = _stage(pilot, legal=[("c1", "c0"), ("c2", "c3")], refused="Keep a pair that matches.")
    pilot.click(*stage.sprites[0].rect.center)
    pilot.click(*stage.sprites[3].rect.center)
    assert not stage.confirm.enabled and stage.reason() == "Keep a pair that matches."
    pilot.press(pygame.K_RETURN)
    assert confirmed == [] and stage.note.text == "Keep a pair that matches."
    pilot.click(*stage.sprites[3].rect.center)
    pilot.click(*stage.sprites[1].rect.center)
    pilot.press(pygame.K_RETURN)
    assert confirmed == [("c0", "c1")]


def test_the_note_fades_away(pilot):
    stage, _ = _stage(pilot)
    pilot.click(*stage.confirm.rect.center)
    assert stage.note.showing
    pilot.advance(200)
    assert not stage.note.showing


def test_the_hand_strip_shows_own_cards_face_up_and_other_hands_as_counts(pilot):
    clicked = []
    others = [OtherHand("Bo", (86, 180, 233), "moon", 4), OtherHand("Cy", (240, 228, 66), "star", 0)]
    strip = HandStrip((200, 800, 1400, 200), CARDS[:3], others, lit={"c1"}, on_card=clicked.append, app=pilot.app)
    pilot.app.stack.push(Host(pilot.app, strip))
    pilot.advance(1)
    assert [s.card.id for s in strip.sprites] == ["c0", "c1", "c2"] and all(s.face_up for s in strip.sprites)
    assert [s.highlight for s in strip.sprites] == [None, theme.LEGAL, None]
    assert len(strip.stacks) == 2 and not any(s.rect.colliderect(r) for s in strip.sprites for r in strip.stacks)
    pilot.click(*strip.sprites[2].rect.center)
    assert clicked == ["c2"]


def test_a_hand_strip_with_no_viewer_shows_no_card(pilot):
    strip = HandStrip((200, 800, 1400, 200), None, [OtherHand("Ana", (230, 159, 0), "sun", 3)])
    assert strip.sprites == [] and strip.words.startswith("Hands stay hidden")


def test_a_secret_round_curtains_each_seat_and_reveals_only_after_the_last(pilot):
    pilot.app.stack.push(Host(pilot.app))
    looks = [SeatLook("Ana", (230, 159, 0), "sun"), SeatLook("Bo", (86, 180, 233), "moon")]
    asked, revealed = [], []

    def choose(seat, sealed):
        asked.append(seat)
        sealed(f"c{seat + 2}")

    round_ = SecretRound(pilot.app, looks, choose, revealed.append, lambda v: next(c for c in CARDS if c.id == v))
    round_.start()
    pilot.advance(2)
    top = pilot.app.stack.top
    assert isinstance(top, HandoffCurtain) and top.seat_name == "Ana" and asked == []
    pilot.click(900, 500)
    assert asked == [0] and revealed == []
    top = pilot.app.stack.top
    assert isinstance(top, HandoffCurtain) and top.seat_name == "Bo"
    pilot.click(900, 500)
    assert asked == [0, 1] and revealed == [{0: "c2", 1: "c3"}]
    reveal = pilot.app.stack.top
    assert isinstance(reveal, RevealOverlay) and not reveal.face_up
    pilot.click(900, 500)
    assert pilot.app.stack.top is reveal  # not before the cards show
    pilot.advance(REVEAL_FRAMES)
    assert reveal.face_up and reveal.settled
    pilot.click(900, 500)
    assert isinstance(pilot.app.stack.top, Host)
