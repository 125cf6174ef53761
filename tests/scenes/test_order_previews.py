"""Issue 15 item 8: Follower groups stay in the band a place keeps for them, clear of its name
and its rules, however many seats crowd in; Drizzt's floating numbers keep off the captions."""
from __future__ import annotations

import pygame
import pytest

from game.vault import board
from scenes.kit.seat_style import SeatStyle
from scenes.kit import theme
from scenes.vault import layout
from scenes.vault.board_layer import group_rects


def _styles(n: int):
    return [SeatStyle(name, rgb, symbol) for name, rgb, symbol in theme.SEAT_COLOURS[:n]]


def _crowd(place: str, seats: int, force) -> dict:
    return {"followers": [{place: list(force)} for _ in range(seats)]}


@pytest.mark.parametrize("place", [board.YP, board.slot(0), board.slot(5)])
@pytest.mark.parametrize("seats,force", [(1, (1, 0, 0)), (2, (3, 2, 2)), (4, (3, 2, 2)), (4, (9, 9, 9)),
                                         (4, (1, 0, 1))])
def test_follower_groups_stay_inside_their_band(place, seats, force):
    area = layout.followers_area(place)
    laid = group_rects(_crowd(place, seats, force), place, _styles(seats))
    assert [seat for seat, _, _ in laid] == list(range(seats))  # every seat's group, in seat order
    for _seat, rect, _surf in laid:
        assert area.contains(rect), (place, seats, force, rect, area)
    if len(laid) > 1:
        assert len({r.topleft for _, r, _ in laid}) == len(laid)  # each group shows (none hidden under another)


def test_the_band_is_below_the_name_and_clear_of_the_rules_and_reward():
    for i in range(board.SLOTS):
        place = board.slot(i)
        card, area = layout.slot_rect(place), layout.followers_area(place)
        assert card.contains(area)
        title_and_rules = pygame.Rect(card.x, card.y, card.w, area.y - card.y)
        reward = pygame.Rect(card.x, area.y, card.w * 45 // 100, card.bottom - area.y)
        assert not area.colliderect(title_and_rules) and not area.colliderect(reward)


def test_a_loss_floats_inside_the_followers_band():
    from scenes.kit.anim import Flyers
    from scenes.vault import motion

    place = board.slot(4)
    old = {"followers": [{place: [3, 1, 2]}], "phase": "actions"}
    new = {"followers": [{place: [0, 0, 1]}], "phase": "actions"}
    flyers = Flyers()
    motion.followers(flyers, old, new, _styles(1))
    assert len(flyers.items) == 3  # -3 Fighter, -1 Rogue, -1 Wizard
    area = layout.followers_area(place)
    for flyer in flyers.items:
        for step in range(11):
            flyer.age = flyer.delay + flyer.duration * step / 10
            rect = flyer.surface.get_rect(center=flyer.position())
            assert area.contains(rect), (rect, area)


def test_drizzt_floats_keep_off_the_hint_narration_and_log(tmp_path):
    from scenes.drizzt import layout as drizzt_layout
    from scenes.drizzt.clear_view import float_rect, free_area, hint_band
    from tests.scenes.drizzt.ui_player import headless_home, open_table, setup_for

    with headless_home(tmp_path) as pilot:
        table = open_table(pilot, setup_for((None, "coop")), seed=3)
        free = free_area(table)
        words = pygame.Surface((120, 40))
        covers = [hint_band(table.camera.viewport, False), drizzt_layout.CAPTION, drizzt_layout.LOG]
        for spot in [(720, 90), (720, 900), (200, 800), (20, 70), (1430, 930), (700, 500)]:
            rect = float_rect(words, spot, free)
            assert free.contains(rect) and not any(rect.colliderect(c) for c in covers), (spot, rect)
