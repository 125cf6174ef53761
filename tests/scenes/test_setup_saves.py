"""Issue 15 item 10, saves: a slot tells the game, the adventure or Factions, the round, the seats
(bots marked), finished or not and when; an old save without a summary still shows what its
setup tells; the log keeps its seat markers after Continue."""
from __future__ import annotations

import json
import random
from datetime import datetime, timedelta

import pytest

from game import registry
from game.core.match import Match
from scenes.drizzt.table import DrizztTable
from scenes.menu import slots
from scenes.menu.saves import SaveLoadScene
from scenes.menu.title import TitleScene
from scenes.vault.table import VaultTable
from tests.scenes.drizzt.ui_player import UIPlayer, headless_home, human_entries, open_table, play_to_end, setup_for


def play(match: Match, actions: int, seed: int = 1) -> Match:
    rng = random.Random(seed)
    for _ in range(actions):
        match.settle()
        if match.over:
            break
        match.act(rng.choice(match.legal_actions()))
    return match


def vault_match(actions: int = 200) -> Match:
    seats = [{"name": "Ana", "faction": "zhentarim"}, {"name": "Bea", "faction": "cassalanters"},
             {"name": "Old Brannoc", "bot": "heuristic"}]
    return play(Match("vault", {"seats": seats}, seed=4), actions)


def drizzt_match(actions: int = 400) -> Match:
    setup = registry.get("drizzt").quick_setup([{"name": "Ana"}, {"name": "Wenna Alebright", "bot": "coop"}],
                                               {"adventure": "the_spiders_court"})
    return play(Match("drizzt", setup, seed=2), actions)


# -- the slot's words ------------------------------------------------------------------------
def test_a_vault_slot_names_factions_round_and_seats():
    match = vault_match()
    match.save(slots.slot_path("slot1"))
    slot = slots.read_slot("slot1")
    assert slot.state == "good" and slot.title == "Vault of Dragons"
    assert slot.note.startswith("Zhentarim, Cassalanters, ")
    assert slots.seats_line(slot.seats) == "Ana, Bea and Old Brannoc (bot)"
    assert slot.round == match.state.round and slot.round > 1
    assert slots.status_line(slot) == f"Round {match.state.round}, in play"
    assert slot.saved_at.startswith("Today ")


def test_a_finished_drizzt_slot_names_the_adventure_heroes_and_the_end():
    match = drizzt_match(4000)
    assert match.over, "the seeded adventure should end within the actions played"
    match.save(slots.slot_path("slot2"))
    slot = slots.read_slot("slot2")
    assert slot.title == "Legend of Drizzt" and slot.note.startswith("The Spider's Court: ")
    assert slot.seats == (("Ana", False), ("Wenna Alebright", True))
    assert slot.over is True
    assert slots.status_line(slot) in ("Finished: The party won", "Finished: The party lost")


def test_an_old_save_without_a_summary_loads_and_shows_what_its_setup_tells():
    match = vault_match(60)
    path = slots.slot_path("slot3")
    data = match.to_save()
    del data["summary"]
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    slot = slots.read_slot("slot3")
    assert slot.state == "good" and slot.round is None and slot.over is None
    assert slot.note.startswith("Zhentarim, Cassalanters, ")
    assert slots.seats_line(slot.seats) == "Ana, Bea and Old Brannoc (bot)"
    assert slots.status_line(slot) == f"{len(match.log)} actions"
    assert len(Match.load(path).log) == len(match.log)


def test_a_damaged_summary_is_read_as_no_summary():
    match = vault_match(30)
    path = slots.slot_path("slot4")
    data = match.to_save()
    data["summary"] = {"round": "three", "seats": [{"name": 5}]}
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_text(json.dumps(data), encoding="utf-8")
    slot = slots.read_slot("slot4")
    assert slot.state == "good" and slot.round is None
    assert slots.seats_line(slot.seats) == "Ana, Bea and Old Brannoc (bot)"


@pytest.mark.parametrize("ago, said", [(timedelta(0), "Today 14:05"), (timedelta(days=1), "Yesterday 14:05"),
                                       (timedelta(days=3), "Sat 28 Nov, 14:05"),
                                       (timedelta(days=20), "11 Nov, 14:05"),
                                       (timedelta(days=400), "27 Oct 2025, 14:05")])
def test_when_is_said_as_people_say_it(ago, said):
    now = datetime(2026, 12, 1, 14, 5)
    assert slots.format_time((now - ago).isoformat(), now=now) == said


def test_the_load_screen_draws_the_summary_and_its_tooltip_says_it_in_full(pilot):
    vault_match().save(slots.slot_path("slot1"))
    scene = pilot.app.stack.push(SaveLoadScene(pilot.app, "load"))
    pilot.advance(2)
    tile = scene.tile("slot1")
    assert tile.enabled and "Ana, Bea and Old Brannoc (bot)" in tile.tooltip and "Zhentarim" in tile.tooltip


# -- the log after Continue ------------------------------------------------------------------
@pytest.fixture
def home(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


def markers(table) -> list[bool]:
    return [entry.marker is not None for entry in table.log.entries]


def test_the_drizzt_log_keeps_its_seat_markers_after_continue(home):
    table = open_table(home, setup_for(), seed=6)
    play_to_end(home, table, UIPlayer(home, table, seed=6), until=lambda: len(human_entries(table, 0)) >= 6)
    home.advance(2)
    live = markers(table)
    assert sum(live) > 5
    TitleScene.continue_game(home.app.stack.reset(TitleScene(home.app)))
    resumed = home.app.stack.top
    assert isinstance(resumed, DrizztTable) and resumed is not table
    assert resumed.log.lines == table.log.lines
    assert markers(resumed) == live


def test_the_vault_log_keeps_its_seat_markers_after_continue(home):
    table = home.app.stack.reset(VaultTable(home.app, match=vault_match(120)))
    live = markers(table)[1:]  # the opening line aside
    table.autosave(table.match)
    TitleScene.continue_game(home.app.stack.reset(TitleScene(home.app)))
    resumed = home.app.stack.top
    assert isinstance(resumed, VaultTable) and resumed is not table
    assert sum(live) > 5 and markers(resumed)[1:] == live
