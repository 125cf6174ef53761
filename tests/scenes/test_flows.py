"""Whole flows a player takes, driven through the pilot with real clicks, and a monkey."""
import random

import pygame

from game.core.dice import die
from scenes.app import start_scene
from scenes.dice.roller import DiceRollerScene
from scenes.dice.tray import DiceTray
from scenes.tour import stops, visit


def test_title_to_dice_roller_to_throw_to_total(pilot):
    title = pilot.app.stack.push(start_scene(pilot.app))
    pilot.advance(2)
    pilot.click(*title.buttons["Dice roller"].rect.center)
    roller = pilot.top
    assert isinstance(roller, DiceRollerScene)
    for kind in ("d20", "d10", "casualty"):
        pilot.click(*roller.plus[kind].rect.center)
    assert roller.counts["d20"] == roller.counts["d10"] == roller.counts["casualty"] == 1
    pilot.click(*roller.throw_button.rect.center)
    tray = pilot.top
    assert isinstance(tray, DiceTray)
    for _ in range(600):
        if tray.at_rest:
            break
        pilot.advance()
    assert tray.at_rest
    shown = tray.shown()
    pilot.click(960, 540)
    assert pilot.top is roller
    assert sorted(shown) == sorted(roller.last_roll)
    kinds = [k for k, _ in roller.last_roll]
    assert sorted(kinds) == ["casualty", "d10", "d20"]
    for kind, value in roller.last_roll:
        assert die(kind).admits(value)
    assert roller.total == sum(v for k, v in roller.last_roll if k != "casualty")
    assert roller.skulls == sum(v for k, v in roller.last_roll if k == "casualty")


KEYS = [pygame.K_ESCAPE, pygame.K_RETURN, pygame.K_SPACE, pygame.K_TAB, pygame.K_BACKSPACE, pygame.K_LEFT,
        pygame.K_RIGHT, pygame.K_UP, pygame.K_DOWN, pygame.K_a, pygame.K_d, pygame.K_n, pygame.K_s, pygame.K_F11]


def random_event(rng: random.Random, mouse: list) -> pygame.event.Event:
    roll = rng.random()
    pos = (rng.randrange(-20, 1940), rng.randrange(-20, 1100))
    if roll < 0.25:
        mouse[:] = pos
        return pygame.event.Event(pygame.MOUSEMOTION, pos=pos, rel=(1, 1), buttons=(rng.random() < 0.3, 0, 0))
    if roll < 0.45:
        return pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=pos, button=rng.choice((1, 1, 2, 3)))
    if roll < 0.65:
        return pygame.event.Event(pygame.MOUSEBUTTONUP, pos=pos, button=rng.choice((1, 1, 3)))
    if roll < 0.8:
        key = rng.choice(KEYS)
        kind = pygame.KEYDOWN if rng.random() < 0.7 else pygame.KEYUP
        return pygame.event.Event(kind, key=key, mod=0, unicode="", scancode=0)
    if roll < 0.87:
        return pygame.event.Event(pygame.TEXTINPUT, text=rng.choice(["a", "Zé", "🐉", " ", "x" * 40]))
    if roll < 0.94:
        return pygame.event.Event(pygame.MOUSEWHEEL, x=0, y=rng.choice((-3, -1, 1, 3)), flipped=False)
    size = (rng.randrange(200, 3000), rng.randrange(200, 2000))
    return pygame.event.Event(pygame.VIDEORESIZE, size=size, w=size[0], h=size[1])


def test_ten_thousand_seeded_random_events_across_every_scene_raise_nothing(pilot):
    rng = random.Random(2026)
    all_stops = stops()
    per_stop = 10_000 // len(all_stops) + 1
    mouse = [0, 0]
    sent = 0
    for stop in all_stops:
        visit(pilot.app, stop, frames=1)
        for i in range(per_stop):
            if not pilot.app.running or not pilot.app.stack:
                pilot.app.running = True
                visit(pilot.app, stop, frames=1)
            pilot.app.frame(events=[random_event(rng, mouse)], dt=1 / 60)
            sent += 1
    assert sent >= 10_000
