"""Tooltips that help, then leave (issue 15 item 5): a tooltip shows once the pointer has rested,
stays where it appeared, goes when the pointer moves on, on a click, and on a new question, and
is placed clear of the buttons, the question panel and the thing it explains; at the Drizzt
table the dungeon's tips never show through the action bar or the question panel."""
from __future__ import annotations

import pygame

from scenes.kit.tooltip import MOVE_SLOP, REST_SECONDS, place_tip
from scenes.vault import layout
from tests.scenes.drizzt.ui_player import open_table as open_drizzt
from tests.scenes.drizzt.ui_player import setup_for as drizzt_setup
from tests.scenes.test_pointer_refusals import one_person_table

FPS = 60
REST_FRAMES = int(REST_SECONDS * FPS)


def tip(table):
    """(layer, text, rect) of the tooltip showing at the table, else None."""
    layer = table.showing_tip()
    if layer is None:
        return None
    return layer, layer.text, table.tip_rect(table.app.screen.get_rect())


def clear_of_panels(table, rect) -> None:
    for other in table.keep_clear():
        assert not rect.colliderect(other), f"the tooltip {rect} covers {other}"
    assert not rect.colliderect(layout.TOP_BAR)


def test_a_vault_tooltip_shows_after_a_rest_stays_put_and_leaves_on_move_click_and_a_new_question(pilot):
    table = one_person_table(pilot)
    place = layout.slot_rect("s5")
    spot = (place.x + 60, place.y + 50)
    pilot.move(spot)
    pilot.advance(REST_FRAMES // 2)
    assert tip(table) is None, "not before the pointer has rested"
    pilot.advance(REST_FRAMES)
    shown = tip(table)
    assert shown is not None
    rect = shown[2]
    clear_of_panels(table, rect)
    assert not rect.collidepoint(spot), "not under the pointer"
    assert not rect.colliderect(place), "not over the Location it explains"

    pilot.move((spot[0] + MOVE_SLOP - 1, spot[1]))  # a tremble of the hand
    pilot.advance(2)
    assert tip(table) is not None and tip(table)[2] == rect, "it stays where it appeared"

    pilot.move((spot[0] + 40, spot[1] + 10))  # moving on: gone at once
    pilot.advance(1)
    assert tip(table) is None
    pilot.advance(REST_FRAMES + 2)
    assert tip(table) is not None, "back after resting again"

    pilot.click(spot[0] + 40, spot[1] + 10)  # a click: gone, and it stays gone while the pointer rests
    pilot.advance(3 * REST_FRAMES)
    assert tip(table) is None

    pilot.move((spot[0] + 80, spot[1] + 20))
    pilot.advance(REST_FRAMES + 2)
    assert tip(table) is not None
    table.act(table.legal[0])  # a new question (Ana posts her City Watch token)
    pilot.advance(2)
    assert tip(table) is None


def test_a_vault_button_tooltip_keeps_clear_of_the_buttons_and_the_question_panel(pilot):
    table = one_person_table(pilot)
    for button in (table.undo_button, *table.prompt.ui.widgets):
        pilot.move((button.rect.centerx + 7, button.rect.centery))
        pilot.advance(REST_FRAMES + 2)
        shown = tip(table)
        assert shown is not None and shown[0] in table.tip_layers()
        clear_of_panels(table, shown[2])


def drizzt_hero_turn(pilot):
    table = open_drizzt(pilot, drizzt_setup(bots=(None, "coop")), seed=4)
    for _ in range(600):
        if pilot.top is table and table.driver.human_to_act() is not None and table.action_bar.options:
            return table
        pilot.advance(1)
        if pilot.top is not table:
            pilot.click(960, 540)
    raise AssertionError("no hero turn for the person")


def test_a_drizzt_button_tip_is_the_buttons_own_and_no_dungeon_tip_shows_through_a_panel(pilot):
    table = drizzt_hero_turn(pilot)
    pilot.advance(120)  # the camera settles
    button = table.action_bar.ui.widgets[0]  # "End hero phase" and the like
    pilot.move(button.rect.center)
    pilot.advance(REST_FRAMES + 2)
    shown = tip(table)
    assert shown is not None and shown[0] is table.action_bar.ui.tooltips
    assert table.tooltips.subject is None, "the dungeon's tip does not show through the action bar"
    clear_of_panels(table, shown[2])
    # the hovered thing's tip is the only one drawn, and it does not follow the pointer
    pilot.move((button.rect.centerx + 2, button.rect.centery + 1))
    pilot.advance(5)
    assert tip(table)[2] == shown[2]
    pilot.click(*table.camera.viewport.center)
    pilot.advance(2 * REST_FRAMES)
    assert tip(table) is None


def test_a_drizzt_dungeon_tip_keeps_off_the_thing_it_explains_and_the_panels(pilot):
    table = drizzt_hero_turn(pilot)
    pilot.advance(120)
    hero = table.view["heroes"][table.controls.hero]
    centre = table.dungeon.figure_centre(hero["cell"])
    pilot.move((int(centre[0]), int(centre[1])))
    pilot.advance(REST_FRAMES + 2)
    shown = tip(table)
    assert shown is not None and shown[0] is table.tooltips and hero["name"] in shown[1]
    clear_of_panels(table, shown[2])
    assert not shown[2].colliderect(table.camera.cell_rect(hero["cell"]))
    pilot.press(pygame.K_f)  # a key: gone
    pilot.advance(2)
    assert tip(table) is None


def test_place_tip_finds_free_space_clear_of_the_pointer_the_subject_and_the_panels():
    area = pygame.Rect(0, 80, 1920, 1000)
    panel = pygame.Rect(1192, 476, 712, 262)  # a question panel with the pointer on one of its buttons
    buttons = [pygame.Rect(900 + i * 140, 10, 130, 50) for i in range(7)]
    pos = (1300, 600)
    subject = pygame.Rect(1210, 580, 330, 46)
    rect = place_tip((460, 120), pos, area, [panel, *buttons], subject)
    assert area.contains(rect)
    assert not any(rect.colliderect(r) for r in (panel, subject, *buttons))
    assert not rect.collidepoint(pos)
    # no free spot at all: the one covering least, still inside the area
    rect = place_tip((460, 120), pos, area, [area])
    assert area.contains(rect)


def test_no_tooltip_shows_while_a_group_is_held_still_in_a_drag(pilot):
    from game.vault import board
    from tests.scenes.test_pointer_refusals import portal_match

    table = one_person_table(pilot, portal_match())
    start = table.drag.items[board.YP].rect.center
    over = (layout.slot_rect("s4").x + 60, layout.slot_rect("s4").y + 50)
    pilot.move(start)
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=start, button=1))
    pilot.move(over, buttons=(1, 0, 0))
    pilot.advance(3 * REST_FRAMES)  # held still over a Location mid-drag
    assert table.drag.dragging is not None and tip(table) is None
    pilot.move(start, buttons=(1, 0, 0))  # and back home: a drop that changes nothing
    pilot.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=start, button=1))
    pilot.advance(2)
    pilot.move((over[0] + 30, over[1]))
    pilot.advance(REST_FRAMES + 2)
    assert tip(table) is not None, "tips come back once the button is up and the pointer rests"
