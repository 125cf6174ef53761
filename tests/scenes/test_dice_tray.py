"""The dice tray: every throw settles in the tray on the engine's values, without late flips."""
import os

os.environ["SDL_VIDEODRIVER"] = "dummy"
os.environ["SDL_AUDIODRIVER"] = "dummy"

import random  # noqa: E402

import pygame  # noqa: E402
import pytest  # noqa: E402

from game.core.dice import DICE  # noqa: E402
from scenes.app import App  # noqa: E402
from scenes.dice import DiceTray  # noqa: E402
from scenes.dice.faces import FREEZE_FRAMES  # noqa: E402
from scenes.dice.geometry import inside_felt, rotate, shape_for  # noqa: E402
from scenes.dice.physics import AIR_FRAMES  # noqa: E402
from scenes.dice.throw import plan_throw  # noqa: E402
from scenes.dice.tray import impact_volume  # noqa: E402
from scenes.pilot import Pilot  # noqa: E402
from scenes.settings import Settings  # noqa: E402
from scenes.stack import Scene  # noqa: E402

KINDS = sorted(DICE)
SETTLE_FRAMES = 150  # 2.5 simulated seconds at 60 frames a second
STEADY_FRAMES = 20  # the face must not change in the last 20 frames before rest
MIXED = [("d4", 3), ("d6", 6), ("d8", 1), ("d10", 10), ("d12", 7), ("d20", 20), ("casualty", 2), ("casualty", 0)]


def random_rolls(rng: random.Random) -> list[tuple[str, int]]:
    kinds = [rng.choice(KINDS) for _ in range(rng.randint(1, 12))]
    return [(kind, DICE[kind].roll(rng)) for kind in kinds]


class Table(Scene):
    """An opaque scene for the tray to sit on."""

    name = "table"

    def draw(self, surface):
        surface.fill((40, 60, 40))


class Speaker:
    """Records what the tray asks the audio to play."""

    def __init__(self):
        self.played = []

    def play(self, name, volume=1.0):
        self.played.append((name, volume))


@pytest.fixture
def app():
    app = App(Settings(), headless=True)
    app.stack.push(Table(app))
    yield app
    app.close()


def advance_to_rest(pilot: Pilot, tray: DiceTray, limit: int = 600) -> int:
    frames = 0
    while not tray.at_rest and frames < limit:
        pilot.advance(1)
        frames += 1
    assert tray.at_rest, f"not at rest after {limit} frames"
    return frames


# -- the pre-simulation (no drawing) -------------------------------------------------------
def test_two_hundred_throws_settle_in_the_tray_on_the_engine_values():
    changed = dice = 0
    for seed in range(200):
        rng = random.Random(seed)
        rolls = random_rolls(rng)
        throw = plan_throw(rolls, seed=seed)
        for i, (kind, value) in enumerate(rolls):
            rest = throw.motion.rest_frames[i]
            assert rest <= SETTLE_FRAMES, f"seed {seed}: {kind} still moving on frame {rest}"
            x, y, angle = throw.pose(i, throw.frames - 1)
            assert inside_felt(rotate(shape_for(kind).outline, angle, x, y)), f"seed {seed}: {kind} off the felt"
            labels = throw.labels[i]
            assert len(labels) == throw.frames
            assert labels[-1] == value and throw.label(i, rest) == value, f"seed {seed}: {kind} shows the wrong face"
            steady = labels[max(0, rest - STEADY_FRAMES):]
            assert set(steady) == {value}, f"seed {seed}: {kind} flips face just before rest"
            assert all(DICE[kind].admits(v) for v in labels), f"seed {seed}: {kind} shows a face it lacks"
            dice += 1
            changed += len(set(labels)) > 1
    # The faces really tumble: nearly every die shows other faces on its way to rest.
    assert changed > 0.9 * dice


def test_faces_freeze_well_before_rest():
    throw = plan_throw(MIXED, seed=5)
    for i, rest in enumerate(throw.motion.rest_frames):
        labels = throw.labels[i]
        last_change = max((f for f in range(1, len(labels)) if labels[f] != labels[f - 1]), default=0)
        assert last_change <= rest - FREEZE_FRAMES


def test_a_throw_is_deterministic():
    a, b = plan_throw(MIXED, seed=11), plan_throw(MIXED, seed=11)
    assert a.motion.poses == b.motion.poses and a.labels == b.labels
    assert plan_throw(MIXED).motion.poses == plan_throw(MIXED).motion.poses  # seeded from the rolls
    assert plan_throw(MIXED, seed=12).motion.poses != a.motion.poses


def test_the_dice_fly_in_and_then_tumble():
    throw = plan_throw(MIXED, seed=3)
    assert throw.motion.air_frames == AIR_FRAMES
    assert throw.motion.impacts, "a throw of eight dice hits something"
    assert all(AIR_FRAMES < hit.frame <= throw.frames for hit in throw.motion.impacts)


# -- the overlay -------------------------------------------------------------------------
def test_instant_setting_shows_the_dice_at_rest_at_once(app):
    app.settings.dice_speed = "instant"
    tray = app.stack.push(DiceTray(app, MIXED))
    assert tray.at_rest
    assert tray.shown() == MIXED
    Pilot(app).advance(1)
    assert tray.at_rest and tray.shown() == MIXED


def test_tray_plays_to_rest_then_a_click_closes_it_and_reports(app):
    done = []
    tray = app.stack.push(DiceTray(app, MIXED, on_done=done.append, title="Attack"))
    pilot = Pilot(app)
    advance_to_rest(pilot, tray)
    assert tray.shown() == MIXED
    assert not done and app.stack.top is tray
    pilot.click(960, 540)
    assert done == [MIXED]
    assert app.stack.top.name == "table"


def test_a_click_before_rest_fast_forwards(app):
    done = []
    tray = app.stack.push(DiceTray(app, MIXED, on_done=done.append))
    pilot = Pilot(app)
    pilot.advance(3)
    assert not tray.at_rest
    pilot.click(100, 100)
    assert tray.at_rest and app.stack.top is tray and not done
    assert tray.shown() == MIXED
    pilot.press(pygame.K_SPACE)
    assert done == [MIXED] and app.stack.top.name == "table"


@pytest.mark.parametrize("key", [pygame.K_RETURN, pygame.K_SPACE, pygame.K_ESCAPE])
def test_keys_close_the_tray_after_rest(app, key):
    done = []
    tray = app.stack.push(DiceTray(app, MIXED, on_done=done.append))
    tray.skip_to_rest()
    Pilot(app).press(key)
    assert done == [MIXED]
    assert len(app.stack) == 1


def test_slow_plays_longer_than_fast(app):
    lengths = {}
    for speed in ("slow", "normal", "fast"):
        app.settings.dice_speed = speed
        tray = app.stack.push(DiceTray(app, MIXED, seed=9))
        lengths[speed] = advance_to_rest(Pilot(app), tray)
        tray.close()
    assert lengths["slow"] > lengths["normal"] > lengths["fast"]


def test_impacts_sound_live_with_volume_from_the_impulse(app, monkeypatch):
    speaker = Speaker()
    monkeypatch.setattr(app.audio, "play", speaker.play)
    tray = DiceTray(app, MIXED, seed=4)
    assert speaker.played == [], "pre-simulation is silent"
    app.stack.push(tray)
    pilot = Pilot(app)
    per_frame = []
    while not tray.at_rest and len(per_frame) < 600:
        before = len(speaker.played)
        pilot.advance(1)
        per_frame.append(len(speaker.played) - before)
    assert sum(per_frame) > 0
    assert max(per_frame) <= 3
    for name, volume in speaker.played:
        assert name.startswith("dice_") and 0.0 < volume <= 1.0
    loudest = max(tray.throw.motion.impacts, key=lambda i: i.strength)
    assert max(v for _, v in speaker.played) == pytest.approx(impact_volume(loudest.strength))


def test_volume_follows_the_impulse():
    volumes = [impact_volume(s) for s in (0, 50, 200, 400, 700, 5000)]
    assert volumes == sorted(volumes) and volumes[0] > 0 and volumes[-1] == 1.0
    assert impact_volume(100) < impact_volume(600)


def test_the_sounds_exist_and_are_small():
    from scenes.dice.tray import sound_names
    from scenes.paths import asset

    for name in sound_names():
        path = asset("sounds", f"{name}.wav")
        assert path.is_file(), f"missing {path}; run assets/make_sounds.py"
        assert path.stat().st_size < 30_000


def test_tray_draws_every_phase(app):
    tray = app.stack.push(DiceTray(app, MIXED, title="Everything"))
    pilot = Pilot(app)
    pilot.advance(2)  # in the air
    advance_to_rest(pilot, tray)
    pilot.advance(15)  # captions fade in
    assert tray.rest_time > 0


def test_unknown_kind_and_no_dice_do_not_break_the_tray(app):
    tray = app.stack.push(DiceTray(app, [("d100", 42)]))
    tray.skip_to_rest()
    Pilot(app).advance(2)
    assert tray.shown() == [("d100", 42)]
    tray.close()
    empty = app.stack.push(DiceTray(app, []))
    Pilot(app).advance(2)
    assert empty.at_rest
    empty.close()
    assert len(app.stack) == 1
