"""Issue 15 item 11, the table sounds like a table: our own generated samples (quieter than the
dice), a volume per category under Settings (nothing when muted or at 0), every event kind of
both games mapped to a sound or silent on purpose, and the sounds heard when the table shows
what happened: a Vault hire, a Drizzt tile and monster with their narration beats, the turn
passing to a person, the dice tray first, and the stings at the end screen."""
from __future__ import annotations

import ast
import json
import random
import sys
from pathlib import Path
from types import SimpleNamespace

import pytest

from game import registry
from game.core.protocol import CHANCE, Event, Outcome
from game.vault import actions as VA
from scenes.audio import SAMPLES, SOUNDS
from scenes.menu.settings_scene import SettingsScene
from scenes.paths import asset
from scenes.settings import SOUND_CATEGORIES, Settings
from scenes.table.finale import FinaleScene
from scenes.table.sounds import TableSounds, event_kind, kind
from scenes.drizzt.sounds import SOUNDS as DRIZZT_SOUNDS
from scenes.vault.sounds import SOUNDS as VAULT_SOUNDS
from tests.scenes.vault.ui_player import UIPlayer, four_seats, open_table, play_to_end

ROOT = Path(__file__).resolve().parents[2]
MAPS = {"vault": VAULT_SOUNDS, "drizzt": DRIZZT_SOUNDS}
sys.path.insert(0, str(ROOT / "assets"))
import make_sounds  # noqa: E402


def heard(app) -> list[str]:
    return [name for name, _level in app.audio.played]


# -- the samples ------------------------------------------------------------------------------------
def test_every_sound_has_its_small_file_and_the_table_sits_under_the_dice():
    files = {name: asset("sounds", f"{name}.wav") for name in SOUNDS}
    assert all(p.is_file() for p in files.values()), "run assets/make_sounds.py"
    assert {p.stem for p in (ROOT / "assets" / "sounds").glob("*.wav")} == set(SOUNDS)
    assert set(make_sounds.TABLE_SOUNDS) | set(make_sounds.SOUNDS) == set(SOUNDS)
    assert sum(p.stat().st_size for p in files.values()) < 400_000
    dice = [make_sounds.levels(files[n]) for n in SOUNDS if SOUNDS[n] == "dice"]
    table = {n: make_sounds.levels(files[n]) for n in SOUNDS if SOUNDS[n] != "dice"}
    for name, (peak, loud) in table.items():
        assert peak <= min(p for p, _ in dice) * 0.6, name
        assert loud < min(l for _, l in dice), name


def test_the_table_sounds_start_and_end_in_silence():
    """No click: every sample fades in from and out to (almost) nothing."""
    import struct
    import wave

    for name in make_sounds.TABLE_SOUNDS:
        with wave.open(str(asset("sounds", f"{name}.wav")), "rb") as wav:
            n = wav.getnframes()
            data = struct.unpack(f"<{n}h", wav.readframes(n))
        assert abs(data[0]) < 200 and abs(data[-1]) < 200, name


# -- the audio layer and its settings ------------------------------------------------------------------
def test_a_sound_plays_at_master_times_its_category_and_not_at_all_muted_or_at_zero(pilot):
    audio, settings = pilot.app.audio, pilot.app.settings
    settings.volume, settings.cards_volume, settings.dice_volume = 0.5, 0.4, 0.0
    audio.played.clear()
    audio.play("coins", 0.5)
    audio.play("dice_hit_1")  # dice at 0
    assert list(audio.played) == [("coins", pytest.approx(0.1))]
    settings.muted = True
    audio.play("coins")
    audio.play("victory")
    assert len(audio.played) == 1
    settings.muted = False
    audio.play("victory")
    assert heard(pilot.app)[-1] == "victory"


def test_quiet_defaults_and_an_old_settings_file_still_loads(tmp_path):
    fresh = Settings()
    assert fresh.volume <= 0.6 and all(getattr(fresh, f"{c}_volume") <= 0.8 for c in SOUND_CATEGORIES)
    assert fresh.dice_volume >= max(fresh.cards_volume, fresh.pieces_volume, fresh.cues_volume)
    old = tmp_path / "settings.json"
    old.write_text(json.dumps({"volume": 0.3, "muted": False, "dice_speed": "fast", "bot_speed": "slow",
                               "fullscreen": False, "window_size": [1280, 720]}))
    loaded = Settings.load(old)
    assert (loaded.volume, loaded.dice_speed, loaded.cards_volume) == (0.3, "fast", fresh.cards_volume)
    old.write_text(json.dumps({"volume": 0.3, "pieces_volume": 7, "cues_volume": -1}))
    loaded = Settings.load(old)
    assert (loaded.pieces_volume, loaded.cues_volume) == (1.0, 0.0)
    loaded.cards_volume = 0.25
    loaded.save(old)
    assert Settings.load(old).cards_volume == 0.25


def test_each_category_has_its_slider_saved_at_once_and_heard_at_its_new_level(pilot):
    scene = pilot.app.stack.push(SettingsScene(pilot.app))
    pilot.advance(1)
    for category in SOUND_CATEGORIES:
        slider = scene.categories[category]
        pilot.advance(20)  # the sample of the last slider has had its turn
        pilot.app.audio.played.clear()
        pilot.click(slider.track.x + slider.track.w // 5, slider.track.centery)
        saved = json.loads(Settings.path().read_text())
        assert abs(saved[f"{category}_volume"] - 0.2) < 0.03
        assert heard(pilot.app) == [SAMPLES[category]]
    track = scene.categories["cues"].track
    pilot.click(track.x, track.centery)  # all the way down: silent
    assert pilot.app.settings.cues_volume == 0.0
    pilot.app.audio.played.clear()
    pilot.app.audio.play("your_turn")
    assert not pilot.app.audio.played


# -- every event kind is heard or silent on purpose ---------------------------------------------------------
def _kinds_in_source(game: str) -> set[frozenset]:
    """The kinds of every Event(...) in the engine's source whose data is a dict literal."""
    found = set()
    for path in (ROOT / "game" / game).rglob("*.py"):
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Call) and getattr(node.func, "id", None) == "Event":
                data = node.args[1] if len(node.args) > 1 else next((k.value for k in node.keywords if k.arg == "data"), None)
                if data is None:
                    found.add(frozenset())
                elif isinstance(data, ast.Dict) and all(isinstance(k, ast.Constant) for k in data.keys):
                    found.add(frozenset(k.value for k in data.keys))
    return found


def _kinds_in_play(game: str, games: int, cap: int) -> set[frozenset]:
    """The kinds of every event of a few seeded random playouts (dynamic data included)."""
    sys.path.insert(0, str(ROOT / "bench"))
    from fingerprint import SETUPS

    rules, found = registry.get(game).rules(), set()
    for n in range(games):
        rng = random.Random(n)
        state = rules.new_game(SETUPS[game](4, n))
        for _ in range(cap):
            who = rules.to_act(state)
            if who is None:
                break
            legal = None if who == CHANCE else rules.legal_actions(state)
            action = rules.chance(state).sample(rng) if who == CHANCE else legal[rng.randrange(len(legal))]
            found |= {event_kind(e) for e in rules.apply(state, action)}
    return found


@pytest.mark.parametrize("game", sorted(MAPS))
def test_every_event_kind_of_both_games_makes_a_sound_or_is_silent_on_purpose(game):
    sounds = MAPS[game]
    source, play = _kinds_in_source(game), _kinds_in_play(game, 3, 4000)
    assert len(source) > 25 and play - source != play
    missing = sorted(sorted(k) for k in (source | play) - set(sounds))
    assert not missing, f"scenes/{game}/sounds.py: give these event kinds a sound or None: {missing}"
    for made in sounds.values():
        for name in (made,) if isinstance(made, str) else made or ():
            assert name in SOUNDS, name


# -- the shell's queue ---------------------------------------------------------------------------------------
def test_a_batch_plays_each_sound_once_a_beat_plays_up_to_its_event_and_undo_forgets():
    played = []
    sounds = TableSounds(SimpleNamespace(play=lambda name, v=1.0: played.append(name)),
                         {kind("a"): "coins", kind("b"): ("follower_down", "coins"), kind("c"): None})
    sounds.queue([Event("one", {"a": 1}), Event("two", {"b": 1}), Event("three", {"c": 1}), Event("four", {"a": 2})])
    sounds.reach("two")
    assert played == ["coins", "follower_down"]
    sounds.flush()
    assert played == ["coins", "follower_down", "coins"]
    sounds.queue([Event("five", {"a": 1})])
    sounds.clear()
    sounds.flush()
    assert len(played) == 3


# -- at the tables -------------------------------------------------------------------------------------------
def _vault_hire(pilot, seed=5):
    table = open_table(pilot, four_seats(humans=(0,)), seed)
    player = UIPlayer(pilot, table, seed=seed)
    play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                and table.driver.human_to_act() is not None
                and any(isinstance(a, VA.Hire) for a in table.legal))
    hire = next(a for a in table.legal if isinstance(a, VA.Hire))
    pilot.app.audio.played.clear()
    player.act(hire)
    pilot.advance(2)
    return table


def test_a_vault_hire_sets_followers_down_and_pays_in_coins(pilot):
    _vault_hire(pilot)
    assert {"follower_down", "coins"} <= set(heard(pilot.app))


def test_muted_the_table_plays_nothing(pilot):
    pilot.app.settings.muted = True
    _vault_hire(pilot)
    assert not pilot.app.audio.played


def test_pieces_at_zero_the_followers_are_silent_and_the_coins_still_clink(pilot):
    pilot.app.settings.pieces_volume = 0.0
    _vault_hire(pilot)
    assert "coins" in heard(pilot.app) and "follower_down" not in heard(pilot.app)


def test_the_turn_passing_to_a_person_is_heard_once(pilot):
    """One person and three bots: after the bots' moves, the chime when the person is to decide,
    once; a person's own next decision rings nothing."""
    table = open_table(pilot, four_seats(humans=(0,)), 5)
    player = UIPlayer(pilot, table, seed=5)
    rings = []
    pilot.app.audio.played.clear()
    for _ in range(8):
        play_to_end(pilot, table, player, until=lambda: pilot.app.stack.top is table
                    and table.driver.human_to_act() is not None)
        pilot.advance(4)  # the chime has had its frame, and only one
        last = next(e.seat for e in reversed(table.match.log) if e.seat != CHANCE)
        rings.append((last != 0, heard(pilot.app).count("your_turn")))
        player.act()
        pilot.app.audio.played.clear()
    assert (True, 1) in rings and all(n == (1 if other else 0) for other, n in rings)


def test_with_two_people_the_chime_calls_the_next_one_as_the_curtain_comes_and_not_again(pilot):
    from scenes.kit.curtain import HandoffCurtain
    from tests.scenes.table_play import dismiss

    table = open_table(pilot, four_seats(humans=(0, 1)), 5)
    player = UIPlayer(pilot, table, seed=5)
    chimes = []  # (log length, seat to act) at each chime
    play = pilot.app.audio.play
    pilot.app.audio.play = lambda name, volume=1.0: (
        chimes.append((len(table.match.log), table.match.to_act())) if name == "your_turn" else None,
        play(name, volume))
    curtains = []
    for _ in range(3000):
        top = pilot.app.stack.top
        if top is table:
            player.act() if table.driver.human_to_act() is not None else pilot.advance(1)
        elif isinstance(top, HandoffCurtain):
            mark = (len(table.match.log), table.match.to_act())
            decided = any(e.seat != CHANCE for e in table.match.log)
            curtains.append((decided, chimes.count(mark)))
            dismiss(pilot)
            pilot.advance(3)
            assert chimes.count(mark) == curtains[-1][1], "heard again after the curtain"
            if len(curtains) >= 4:
                break
        else:
            dismiss(pilot)
    assert len(curtains) >= 4 and all(n == (1 if decided else 0) for decided, n in curtains), curtains
    assert len(set(chimes)) == len(chimes), "a chime twice for one turn"


def test_what_a_roll_tells_is_heard_after_the_dice_tray_closes(pilot):
    table = open_table(pilot, four_seats(humans=(0,)), 5, dice_speed="normal")
    pilot.advance(1)
    pilot.app.audio.played.clear()
    table.tell([Event("Ana gains 3 gold", {"seat": 0, "gold": 3})])
    table.on_roll(["d10"], [7], "fight_roll", lambda: None)
    tray = pilot.app.stack.top
    assert tray is not table
    pilot.advance(30)
    assert "coins" not in heard(pilot.app)
    while pilot.app.stack.top is not table:
        pilot.click(960, 540)
    pilot.advance(1)
    assert "coins" in heard(pilot.app)


def test_a_drizzt_tile_creaks_and_a_monster_growls_as_their_beats_are_told(tmp_path):
    """A person plays the co-op bot's choices at a narrated table: the new tile's and the new
    monster's sounds are heard while the narration shows those very events."""
    from game.core.bots import bot_move
    from tests.scenes.drizzt.ui_player import headless_home, open_table as open_drizzt, setup_for

    with headless_home(tmp_path) as pilot:
        table = open_drizzt(pilot, setup_for(bots=(None, None)), seed=3, bot_speed="normal")
        told = []
        play = pilot.app.audio.play
        pilot.app.audio.play = lambda name, volume=1.0: (told.append((name, table.narrator.caption)),
                                                         play(name, volume))
        for _ in range(4000):
            names = {n for n, _ in told}
            if {"door_creak", "monster"} <= names:
                break
            if pilot.app.stack.top is not table:
                pilot.click(960, 540)
            elif table.driver.human_to_act() is not None and not table.narrator.holding:
                table.act(bot_move(table.match, "coop"))
            pilot.advance(1)
        creaks = [caption for n, caption in told if n == "door_creak"]
        growls = [caption for n, caption in told if n == "monster"]
        assert creaks and growls
        assert all(c.startswith("The party finds") for c in creaks), creaks
        assert all(c.endswith("appears") for c in growls), growls


@pytest.mark.parametrize("seats, winners, sting", [
    ([{}, {"bot": "heuristic"}], (0,), "victory"),
    ([{}, {"bot": "heuristic"}], (1,), "defeat"),
    ([{}, {}], (1,), "victory"),
    ([{}, {}], (), "defeat"),
    ([{"bot": "coop"}, {"bot": "coop"}], (0, 1), "victory"),
])
def test_the_end_screen_plays_victory_when_a_person_won_and_defeat_otherwise(pilot, seats, winners, sting):
    match = SimpleNamespace(outcome=lambda: Outcome(winners, "over"), setup={"seats": seats})
    pilot.app.audio.played.clear()
    pilot.app.stack.push(FinaleScene(pilot.app, match))
    assert heard(pilot.app) == [sting]


def test_a_real_vault_end_screen_sounds_its_sting(pilot):
    from scenes.vault.winner import VaultWinnerScene
    from tests.scenes.vault.test_winner import finished

    match = finished(2, 7)
    pilot.app.audio.played.clear()
    pilot.app.stack.push(VaultWinnerScene(pilot.app, match))
    pilot.advance(1)
    assert heard(pilot.app) == ["victory"]  # two people: one of them won
