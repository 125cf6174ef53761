"""Every refusal explains itself where the player looks (issue 15 item 1): at the Vault table a
wrong place, an answer to no question, a greyed button and a refused drop are each said by the
pointer in the person's own words (no rule id, never "X must decide first"), below the top bar;
and the Portal's group dropped on the Undermountain picture goes in by that door."""
from __future__ import annotations

import re

import pygame
import pytest

from game.vault import actions as A
from game.vault import board
from scenes.vault import layout, positions
from scenes.vault.table import VaultTable
from scenes.vault.words import place_name, places_of

RULE_ID = re.compile(r"\b(?:VD|LD|AMB|G)-[A-Z0-9]+")


def one_person_table(pilot, match=None, seed: int = 3) -> VaultTable:
    """A Vault table where Ana (seat 0) is the only person, the others heuristic bots; the bots
    have played on until Ana holds the screen."""
    pilot.app.settings.bot_speed = "instant"
    pilot.app.settings.dice_speed = "instant"
    if match is None:
        setup = positions.setup_for(3)
        for seat in setup["seats"][1:]:
            seat["bot"] = "heuristic"
        table = VaultTable(pilot.app, setup=setup, seed=seed)
    else:
        table = VaultTable(pilot.app, match=positions.seat_people(match, 0))
    pilot.app.stack.reset(table)
    for _ in range(400):
        if pilot.top is table and table.driver.human_to_act() is not None:
            return table
        pilot.advance(1)
        if pilot.top is not table:
            pilot.click(960, 540)  # a dice tray: click it away
    raise AssertionError("Ana never got the screen")


def said(pilot):
    """The note by the pointer now showing: (text, where it was asked for, where it is drawn)."""
    pilot.advance(2)
    for toast, _box, rect in pilot.app.toasts.placed(pilot.app.screen.get_rect()):
        if toast.at is not None:
            return toast.text, toast.at, rect
    return None


def plain(text: str) -> None:
    assert not RULE_ID.search(text), text
    assert "must decide first" not in text, text
    assert text[:1].isupper(), text


def test_a_place_that_is_no_answer_says_what_is_wrong_with_it_by_the_pointer(pilot):
    table = one_person_table(pilot)
    assert table.view["decision"]["kind"] == "place_watch"
    lit = {p for a in table.legal for p in places_of(a)}
    wrong = next(board.slot(i) for i in range(len(table.view["slots"])) if board.slot(i) not in lit)
    log = len(table.match.log)
    spot = layout.slot_rect(wrong).center
    pilot.click(*spot)
    note = said(pilot)
    assert note is not None and len(table.match.log) == log
    text, at, rect = note
    plain(text)
    assert text.startswith(f"Not {place_name(table.view, wrong)}: "), text
    assert "Where do you post" not in text, "a reason, not the question again"
    assert at == spot and rect.inflate(120, 120).collidepoint(spot), "said by the pointer"
    assert not rect.colliderect(layout.TOP_BAR)


def test_an_answer_to_no_question_asks_the_question_of_the_person_never_of_a_seat(pilot):
    table = one_person_table(pilot)
    name = table.styles[0].name
    pilot.click(*layout.UNDERMOUNTAIN.center)  # go down, while Ana must post a City Watch token
    text, _at, rect = said(pilot)
    plain(text)
    assert text == "Not yet. First answer: Where do you post a City Watch token?"
    assert name not in text
    assert not rect.colliderect(layout.TOP_BAR)


def test_a_note_asked_for_under_the_top_bar_is_drawn_below_it(pilot):
    table = one_person_table(pilot)
    for x in (30, 960, 1900):
        table.refuse("that costs 8 gold and you have 4", at=(x, 20))
        text, _at, rect = said(pilot)
        assert text == "That costs 8 gold and you have 4"
        assert not rect.colliderect(layout.TOP_BAR) and pilot.app.screen.get_rect().contains(rect)
    pilot.app.toasts.show("Undone")  # a plain toast, too, keeps below the bar
    assert all(not rect.colliderect(layout.TOP_BAR) for *_x, rect in pilot.app.toasts.placed(pilot.app.screen.get_rect()))


def test_the_greyed_undo_button_says_why_when_clicked(pilot):
    table = one_person_table(pilot)
    assert not table.undo_button.enabled
    pilot.click(*table.undo_button.rect.center)
    text, at, rect = said(pilot)
    assert text == "Nothing of yours to undo since the last roll, draw or reveal"
    assert at == table.undo_button.rect.center and not rect.colliderect(layout.TOP_BAR)


def portal_ready(match) -> bool:
    """Ana's own turn with Followers on the Yawning Portal and a way into Undermountain."""
    if match.to_act() != 0 or match.view(0)["decision"]:
        return False
    return any(isinstance(a, A.Enter) and not a.vault for a in match.legal_actions())


def portal_match():
    match = positions.play_until(portal_ready, seats=3, seed=11)
    assert portal_ready(match), "the bots never brought Ana's Followers to the Portal"
    return match


def test_the_portal_group_dropped_on_the_undermountain_picture_goes_in(pilot):
    table = one_person_table(pilot, portal_match())
    assert board.YP in table.drag.items
    log = len(table.match.log)
    pilot.drag(table.drag.items[board.YP].rect.center, layout.UNDERMOUNTAIN.center)
    pilot.advance(2)
    assert said(pilot) is None, "no refusal: the picture is a way in"
    if table.popup is not None:  # several doors open: choose one (its price is on the button)
        assert table.popup.question == "Which door?"
        assert all("door:" in o.label for o in table.popup.options[:-1])
        pilot.click(*table.popup.ui.widgets[0].rect.center)
    assert table.picker is not None and table.picker_kind == "enter"
    pilot.click(*table.picker.confirm_button.rect.center)
    if table.popup is not None:  # "Which way in?"
        pilot.click(*table.popup.ui.widgets[0].rect.center)
    entered = [e.action for e in table.match.log[log:] if e.seat == 0]
    assert entered and isinstance(entered[0], A.Enter) and not entered[0].vault


def test_a_city_group_dropped_on_the_undermountain_picture_says_why_by_the_pointer(pilot):
    table = one_person_table(pilot, portal_match())
    city = next((p for p in table.drag.items if p != board.YP), None)
    if city is None:
        pytest.skip("no group in the city in this position")
    log = len(table.match.log)
    pilot.drag(table.drag.items[city].rect.center, layout.UNDERMOUNTAIN.center)
    text, at, rect = said(pilot)
    plain(text)
    assert "Yawning Portal" in text and len(table.match.log) == log
    assert at == layout.UNDERMOUNTAIN.center and not rect.colliderect(layout.TOP_BAR)


def test_a_drizzt_space_out_of_reach_says_why_by_the_pointer(pilot):
    from tests.scenes.drizzt.ui_player import UIPlayer, open_table, play_to_end, setup_for

    table = open_table(pilot, setup_for(), seed=9)
    play_to_end(pilot, table, UIPlayer(pilot, table, seed=9), until=lambda: pilot.top is table
                and table.driver.human_to_act() is not None and "" in table.controls.uses()
                and not table.controls.card and len(table.dungeon.floor) > len(table.controls.lit.spaces) + 8)
    pilot.press(pygame.K_m)  # the whole map: every space shows
    pilot.advance(60)
    hero = table.controls.hero
    cell = tuple(table.view["heroes"][hero]["cell"])
    far = [c for c in table.dungeon.floor if c not in table.controls.lit.spaces and c != cell
           and table.dungeon.hero_at(table.camera.cell_rect(c).center) is None
           and table.dungeon.monster_at(table.camera.cell_rect(c).center) is None
           and table.camera.viewport.collidepoint(table.camera.cell_rect(c).center)
           and not any(r.collidepoint(table.camera.cell_rect(c).center) for r in table.keep_clear())
           and not (table.show_log and table.log.contains(table.camera.cell_rect(c).center))]
    assert far, "a space out of reach shows"
    spot = table.camera.cell_rect(max(far, key=lambda c: abs(c[0] - cell[0]) + abs(c[1] - cell[1]))).center
    log = len(table.match.log)
    pilot.click(*spot)
    text, at, rect = said(pilot)
    plain(text)
    assert "out of reach" in text and len(table.match.log) == log
    assert at == spot and rect.top >= 64  # clear of the Drizzt top bar
