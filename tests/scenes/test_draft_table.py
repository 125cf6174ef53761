"""The Dungeon Draft table played by mouse: two people (through the UIPlayer, which only clicks and
drags) and two drafting bots, to the winner's screen; no person's pack or pick drawn while
another holds the screen; refused drops, the End turn warning, undo, the zoom, the finale's count,
the setup screen, the tour and the sounds."""
from __future__ import annotations

import pygame
import pytest

from game.core.codec import state_hash
from game.core.match import Match
from game.draft.actions import Play
from scenes.draft import SCENES, positions, words
from scenes.draft.finale import COUNT_SECONDS, DraftFinale
from scenes.draft.sounds import SOUNDS
from scenes.draft.table import FIGHT, DraftTable
from scenes.kit import fonts
from scenes.kit.zoom import Zoom
from tests.scenes.art_caches import forget_caches
from tests.scenes.draft.ui_player import UIPlayer, open_table
from tests.scenes.secret_watch import SecretWatch
from tests.scenes.table_play import (check_whole_game, headless_home, human_entries, kinds_reported,
                                     play_noting_curtains, play_to_question)

GAME_SEED = 5
MAX_ITERATIONS = 20_000
PEOPLE = (0, 1)


@pytest.fixture(scope="module")
def played(tmp_path_factory):
    with headless_home(tmp_path_factory.mktemp("home")) as pilot:
        table = open_table(pilot, people=PEOPLE, seats=4, seed=GAME_SEED)
        watch = SecretWatch(pilot.app, table, "drawn_hands")
        player = UIPlayer(pilot, table, seed=GAME_SEED)
        iterations, curtains = play_noting_curtains(pilot, table, player, winner="draft_winner",
                                                    max_iterations=MAX_ITERATIONS)
        yield pilot, table, player, watch, iterations, curtains


def test_two_people_and_two_bots_play_a_whole_game_by_mouse_to_the_winners_screen(played):
    pilot, table, player, _watch, iterations, _curtains = played
    assert iterations < MAX_ITERATIONS
    check_whole_game(pilot, table, player, iterations, winner="draft_winner", people=PEOPLE, least=2 * 4 * 7)
    assert isinstance(pilot.app.stack.top, DraftFinale)
    gestures = {path for _kind, path in player.paths}
    assert {"stage", "drag", "end turn"} <= gestures, sorted(player.paths)
    kinds = {type(e.action).__name__ for e in human_entries(table, 0)}
    assert {"Keep", "Pick", "Play", "Pass"} <= kinds, kinds


def test_every_pick_by_a_person_is_behind_the_curtain_and_no_pack_shows_to_another(played):
    """DD-DRAFT-06: a person picks behind the hand-off curtain; no person's pack or pick is ever
    drawn under the curtain or while another seat is to act."""
    _pilot, _table, _player, watch, _iterations, curtains = played
    assert not watch.leaks, watch.leaks[:5]
    assert watch.curtained > 10 and watch.drawn > 10, (watch.curtained, watch.drawn)
    picks = [n for n in curtains if "pick a card from your pack" in n]
    assert len(picks) >= 4 * 7, curtains[:10]  # both people, every pick of every round (a curtain between them)
    assert any("keep 3 of your 5 quests" in n for n in curtains)


def test_the_final_tally_counts_up_to_the_engines_totals(played):
    pilot, table, _player, _watch, _iterations, _curtains = played
    finale = DraftFinale(pilot.app, table.match)
    final = table.match.view(-1)["final"]
    seats = range(len(finale.names))
    assert [finale.running_total(s) for s in seats] == [0] * len(finale.names)
    finale.clock = COUNT_SECONDS / 2
    halfway = [finale.running_total(s) for s in seats]
    finale.clock = COUNT_SECONDS
    totals = {r["seat"]: r["total"] for r in final["tally"]}
    assert finale.counted and [finale.running_total(s) for s in seats] == [totals[s] for s in seats]
    assert halfway != [totals[s] for s in seats] or not any(totals.values())
    assert finale.headline().endswith("wins!") or finale.headline().endswith("win!")


def _my_play_turn(pilot, table, player, also=lambda: True):
    play_to_question(pilot, table, player, "play", winner="draft_winner", also=also)


def test_an_unlit_drop_springs_back_with_the_engines_reason_and_changes_nothing(pilot):
    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    player = UIPlayer(pilot, table, seed=2)
    _my_play_turn(pilot, table, player, lambda: any(table.play_for(s.card.id) is None for s in table.hand))
    index = next(i for i, s in enumerate(table.hand) if table.play_for(s.card.id) is None)
    card = table.hand[index].card.id
    log, digest = len(table.match.log), state_hash(table.match.state)
    home = table.drag.items[("hand", index)].rect.copy()
    target = FIGHT if words.cls(card) == "monster" else ("area", 0)
    pilot.drag((home.x + 20, home.y + 40), table.drag.targets[target].rect.center)
    pilot.advance(30)
    assert len(table.match.log) == log and state_hash(table.match.state) == digest
    why = table.match.ask("why_not", card)
    assert why and table.drag.last_refusal and table.drag.last_refusal.lower().startswith(why.lower()[:20])


def test_a_hero_dropped_on_the_fight_zone_is_refused_in_plain_words(pilot):
    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    player = UIPlayer(pilot, table, seed=2)
    _my_play_turn(pilot, table, player, lambda: any(table.play_for(s.card.id) and words.cls(s.card.id) != "monster"
                                                    and words.card(s.card.id) for s in table.hand))
    index = next(i for i, s in enumerate(table.hand) if table.play_for(s.card.id) and
                 words.cls(s.card.id) != "monster" and words.card(s.card.id))
    log = len(table.match.log)
    home = table.drag.items[("hand", index)].rect.copy()
    pilot.drag((home.x + 20, home.y + 40), table.drag.targets[FIGHT].rect.center)
    pilot.advance(30)
    assert len(table.match.log) == log
    assert "drop it on your play area" in (table.drag.last_refusal or "")


def test_a_play_is_undone_within_the_turn(pilot):
    table = open_table(pilot, people=(0,), seed=GAME_SEED)
    player = UIPlayer(pilot, table, seed=2)
    _my_play_turn(pilot, table, player, lambda: any(table.play_for(s.card.id) for s in table.hand))
    digest = state_hash(table.match.state)
    card = next(s.card.id for s in table.hand if table.play_for(s.card.id))
    assert table.act(Play(card))
    pilot.advance(2)
    assert state_hash(table.match.state) != digest
    pilot.press(pygame.K_z, pygame.KMOD_CTRL)
    pilot.advance(2)
    assert state_hash(table.match.state) == digest


def test_the_end_turn_warns_of_a_quest_still_playable_on_the_last_turn(pilot):
    """G-07: on the last turn, End turn with a lit quest in hand asks first."""
    match = positions.play_until(positions.playing(4, positions.lit("quest")), seed=3)
    assert positions.playing(4, positions.lit("quest"))(match), "the seed reaches a lit quest on the last turn"
    positions.seat_people(match, positions.owed_seat(match))
    pilot.app.settings.bot_speed = "slow"
    table = pilot.app.stack.reset(DraftTable(pilot.app, match=match))
    pilot.advance(2)
    log = len(match.log)
    table.end_turn()
    assert len(match.log) == log
    labels = [o.label for o in table.prompt.options]
    assert "End turn anyway" in labels and "Play on" in labels


def test_right_click_zooms_a_card_of_a_play_area(pilot):
    match = positions.play_until(positions.playing(3), seed=7)
    positions.seat_people(match, positions.owed_seat(match))
    table = pilot.app.stack.reset(DraftTable(pilot.app, match=match))
    pilot.advance(2)
    seat = next(i for i, s in enumerate(table.view["seats"]) if any(s["play_area"]))
    rect, card = table._area_rects(table.bands[seat], table.view["seats"][seat])[0]
    pilot.click(rect.x + 5, rect.centery, button=3)
    pilot.advance(2)
    assert isinstance(pilot.app.stack.top, Zoom)
    assert card


def test_a_five_seat_tables_band_numbers_are_at_least_20_px(pilot):
    """Five bands are too short for a card strip's number badges: each round shows its class
    signs with counts instead, every number on every band drawn at 20 px or more, no sign over
    another and all inside its band."""
    match = positions.play_until(positions.playing(4), seats=5, seed=11)
    positions.seat_people(match, positions.owed_seat(match))
    table = pilot.app.stack.reset(DraftTable(pilot.app, match=match))
    pilot.advance(2)
    assert table.counted and sum(len(r) for s in table.view["seats"] for r in s["play_area"]) > 20
    forget_caches("scenes.")
    with fonts.measuring() as runs:
        for i, seat in enumerate(table.view["seats"]):
            table._draw_band(pygame.Surface((1920, 1080)), i, seat)
    numbers = [r for r in runs if r.role == fonts.DECISION and r.text.strip().isdigit()]
    assert len(numbers) > 5 * 4, "the bands' numbers were not measured"
    assert all(r.size >= fonts.LEAST_DECISION_PX for r in runs if r.role == fonts.DECISION), \
        sorted({(r.size, r.text) for r in runs if r.size < fonts.LEAST_DECISION_PX})
    for band, seat in zip(table.bands, table.view["seats"]):
        placed = [rect for rect, _card in table._area_rects(band, seat)]
        assert placed and all(band.contains(rect) for rect in placed)
        assert not any(a.colliderect(b) for k, a in enumerate(placed) for b in placed[k + 1:])


def test_a_game_saved_mid_draft_continues_at_the_pick_stage(pilot):
    """Autosave and Continue in the middle of the draft: the loaded match opens on the pick stage
    of the person to pick, with the same pack."""
    match = positions.play_until(positions.asking("draft", lambda v: v.get("round") == 2 and v.get("pick") == 3),
                                 seed=9)
    positions.seat_people(match, positions.owed_seat(match))
    again = Match.from_save(match.to_save())
    assert state_hash(again.state) == state_hash(match.state)
    table = pilot.app.stack.reset(DraftTable(pilot.app, match=again))
    pilot.advance(3)
    who = positions.owed_seat(again)
    assert table.stage is not None and table.driver.human_to_act() == who
    assert sorted(c.id for c in table.stage.cards) == sorted(again.view(who)["seats"][who]["pack"])


def test_the_setup_offers_the_introductory_game_and_the_engine_takes_it(pilot):
    from game import registry

    scene = SCENES.setup(pilot.app, registry.get("draft"))
    pilot.app.stack.push(scene)
    pilot.advance(1)
    assert scene.setup()["quests"] is True
    scene.quest_choice.on_change(False)
    setup = scene.setup()
    assert setup["quests"] is False and 2 <= len(setup["seats"]) <= 5
    match = Match("draft", setup, 1)
    assert match.view(0)["quests_on"] is False


def test_every_event_kind_of_a_bots_game_has_its_sound():
    setups = [(positions.setup_for(3), 11, "drafter"), (positions.setup_for(2, quests=False), 4, "random")]
    kinds = kinds_reported("draft", setups, lambda e: e.data.get("kind"))
    assert {"picked", "played", "income", "tally"} <= kinds, kinds
    missing = {k for k in kinds if k not in SOUNDS}
    assert not missing, missing


def test_the_tour_names_every_stop_draft():
    names = [stop.name for stop in SCENES.tour()]
    assert all(n.startswith("draft_") for n in names)
    for wanted in ("draft_setup", "draft_quest_keep_curtain", "draft_pick", "draft_passing_arrows",
                   "draft_play_phase", "draft_monster_fight", "draft_quest_lit", "draft_round_stack",
                   "draft_final_tally", "draft_winner"):
        assert wanted in names
