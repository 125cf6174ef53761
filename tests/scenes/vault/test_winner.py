"""The Vault of Dragons winner's screen, driven headless: it renders for 2 and 4 seats, names the
right winner, and its buttons start a new game with the same setup, go to the title, or back."""
from __future__ import annotations

import copy
from functools import lru_cache

import pygame
import pytest

from game.core.bots import bot_move
from game.core.match import Match
from game.core.protocol import CHANCE
from game.vault import stats
from game.vault.content import load
from scenes import tables
from scenes.kit import theme
from scenes.menu.title import TitleScene
from scenes.stack import Scene
from scenes.vault.winner import VaultWinnerScene, fit, seat_look  # registers the real table first

SEATS = [{"name": "Ana", "colour": "Sky blue", "symbol": "moon"},
         {"name": "Bo", "colour": "Vermilion", "symbol": "flame"},
         {"name": "Cy", "colour": "Green", "symbol": "leaf"},
         {"name": "Di", "colour": "Purple", "symbol": "crown"}]


@lru_cache(maxsize=None)
def _finished(seats: int, seed: int) -> Match:
    m = Match("vault", {"seats": copy.deepcopy(SEATS[:seats])}, seed=seed)
    while not m.over:
        if m.to_act() == CHANCE:
            m.roll()
        else:
            m.act(bot_move(m, "heuristic"))
    return m


def finished(seats: int = 2, seed: int = 7) -> Match:
    """A heuristic bot game played to its end (played once per seats and seed)."""
    return _finished(seats, seed)


class Below(Scene):
    """Stands in for the table the winner's screen covers."""

    name = "below"


def show(pilot, match, below: bool = True) -> VaultWinnerScene:
    if below:
        pilot.app.stack.push(Below(pilot.app))
    scene = pilot.app.stack.push(VaultWinnerScene(pilot.app, match))
    pilot.advance(10)
    return scene


@pytest.mark.parametrize("seats,seed", [(2, 7), (4, 5)])
def test_it_renders_and_names_the_winner(pilot, seats, seed):
    match = finished(seats, seed)
    scene = show(pilot, match)
    winner = match.outcome().winners[0]
    assert scene.winner_seat == winner
    assert scene.winner_name == SEATS[winner]["name"] == match.state.seats[winner].name
    assert scene.headline == f"{SEATS[winner]['name']} wins!"
    assert scene.faction_name == load().factions[match.state.seats[winner].faction].name
    assert scene.reason == match.outcome().reason == "claimed the Vault of Dragons"
    assert scene.table == stats.tally_match(match) and len(scene.table) == seats
    assert scene.looks[winner][1] == SEATS[winner]["symbol"]
    centre = pilot.app.screen.get_at((theme.CANVAS_W // 2, 700))
    assert centre != pygame.Color(0, 0, 0, 255)  # something was drawn
    pilot.advance(30)  # the confetti keeps falling


def test_seats_without_a_colour_take_their_index_colour():
    assert seat_look({}, 1) == (theme.SEAT_COLOURS[1][1], theme.SEAT_COLOURS[1][2])
    assert seat_look({"colour": "Nope"}, 0) == (theme.SEAT_COLOURS[0][1], theme.SEAT_COLOURS[0][2])
    assert seat_look({"colour": "Green", "symbol": "star"}, 0) == ((0, 158, 115), "star")


def test_long_names_are_cut_to_fit(pilot):
    assert fit("Ana", 200, 28) == "Ana"
    cut = fit("Bartholomew the Magnificent of Waterdeep", 200, 28, "bold")
    assert cut.endswith("…") and len(cut) < 30


def test_play_again_starts_the_table_with_the_same_setup_and_the_next_seed(pilot, monkeypatch):
    calls = []

    def factory(app, **kw):
        calls.append(kw)
        return Below(app)

    monkeypatch.setitem(tables.TABLES, "vault", factory)
    match = finished(2, 7)
    scene = show(pilot, match)
    pilot.click(*scene.buttons["Play again"].rect.center)
    assert not calls  # it asks first (issue 15 item 8)
    pilot.press(pygame.K_RETURN)
    assert len(calls) == 1
    assert calls[0]["info"] is match.info
    assert calls[0]["seed"] == match.seed + 1  # the seed is the table's argument, not part of the setup
    assert calls[0]["setup"] == match.setup and calls[0]["setup"] is not match.setup
    assert len(pilot.app.stack) == 1 and isinstance(pilot.top, Below)


def test_the_p_key_plays_again_too(pilot, monkeypatch):
    calls = []
    monkeypatch.setitem(tables.TABLES, "vault", lambda app, **kw: calls.append(kw) or Below(app))
    show(pilot, finished(2, 7))
    pilot.press(pygame.K_p)
    pilot.press(pygame.K_RETURN)  # the confirmation
    assert len(calls) == 1


def test_title_resets_the_stack(pilot):
    scene = show(pilot, finished(2, 7))
    assert len(pilot.app.stack) == 2
    pilot.click(*scene.buttons["Title"].rect.center)
    assert len(pilot.app.stack) == 1 and isinstance(pilot.top, TitleScene)


def test_back_and_escape_return_to_the_table(pilot):
    scene = show(pilot, finished(2, 7))
    assert scene.buttons["Back to the table"].enabled
    pilot.click(*scene.buttons["Back to the table"].rect.center)
    assert isinstance(pilot.top, Below)
    show(pilot, finished(2, 7), below=False)
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.top, Below) and len(pilot.app.stack) == 1


def test_alone_on_the_stack_back_is_off_and_escape_goes_to_the_title(pilot):
    scene = show(pilot, finished(2, 7), below=False)
    assert not scene.buttons["Back to the table"].enabled and scene.buttons["Back to the table"].tooltip
    pilot.press(pygame.K_ESCAPE)
    assert isinstance(pilot.top, TitleScene)
