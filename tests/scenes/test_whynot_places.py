"""Clicking a place that is not a legal answer says why (issue 15 item 1): at the Vault table
the note by the pointer gives the engine's own reason for that place (a City Watch token already
there, none of your Followers there), never the fallback "not one of the places open to you
now" and never a rule id. Pictures go to /work/shots/whynot/ when that folder exists."""
from __future__ import annotations

from pathlib import Path

from game.vault import board
from scenes.vault import layout
from scenes.vault.words import place_name, places_of
from tests.scenes.test_pointer_refusals import one_person_table, plain, said

SHOTS = Path("/work/shots/whynot")
FALLBACK = "not one of the places open to you now"


def shot(pilot, name: str) -> None:
    if SHOTS.is_dir():
        pilot.screenshot(SHOTS / name)


def clear_spot(rect):
    """A point inside a place, away from the pieces drawn at its middle."""
    return rect.x + 12, rect.y + 12


def test_a_place_with_a_watch_token_says_it_is_taken(pilot):
    table = one_person_table(pilot)
    assert table.view["decision"]["kind"] == "place_watch"
    lit = {p for a in table.legal for p in places_of(a)}
    taken = [board.slot(i) for i in range(len(table.view["slots"])) if board.slot(i) not in lit]
    assert taken, "the bots posted a token before Ana"
    log = len(table.match.log)
    spot = layout.slot_rect(taken[0]).center
    pilot.click(*spot)
    text, at, rect = said(pilot)
    plain(text)
    assert text == f"Not {place_name(table.view, taken[0])}: a City Watch token is already there"
    assert FALLBACK not in text and len(table.match.log) == log
    assert at == spot and not rect.colliderect(layout.TOP_BAR)
    shot(pilot, "watch_already_there.png")


def test_the_portal_says_the_watch_stands_only_on_locations(pilot):
    table = one_person_table(pilot)
    assert table.view["decision"]["kind"] == "place_watch"
    spot = clear_spot(layout.PORTAL)
    pilot.click(*spot)
    text, at, _rect = said(pilot)
    plain(text)
    assert text == "Not the Yawning Portal: the City Watch stands only on Waterdeep Locations, never on the Portal"
    shot(pilot, "watch_not_on_portal.png")


def test_a_location_with_none_of_yours_says_so_on_your_turn(pilot):
    table = one_person_table(pilot)
    lit = sorted({p for a in table.legal for p in places_of(a)})
    pilot.click(*layout.slot_rect(lit[0]).center)  # Ana posts her token
    for _ in range(400):
        if table.driver.human_to_act() is not None and not table.view["decision"]:
            break
        pilot.advance(1)
        if pilot.top is not table:
            pilot.click(960, 540)  # a dice tray: click it away
    assert table.driver.human_to_act() == 0 and not table.view["decision"]
    followers = table.view["followers"][0]
    empty = next(board.slot(i) for i in range(len(table.view["slots"]))
                 if board.slot(i) not in followers and not table.place_actions(board.slot(i)))
    log = len(table.match.log)
    spot = layout.slot_rect(empty).center
    pilot.click(*spot)
    text, at, rect = said(pilot)
    plain(text)
    assert text == f"{place_name(table.view, empty)} is not Controlled by you: you have no Followers there"
    assert len(table.match.log) == log and at == spot and not rect.colliderect(layout.TOP_BAR)
    shot(pilot, "no_followers_there.png")
