"""The display: the 1920x1080 canvas shown in windows of any size, and mouse mapping."""
import pygame
import pytest

from scenes.display import CANVAS, Display
from scenes.settings import Settings


@pytest.fixture
def display_init():
    pygame.display.init()
    yield
    pygame.display.quit()


def windowed(size):
    return Display(Settings(window_size=size), headless=False)


def test_a_canvas_sized_window_is_drawn_on_directly(display_init):
    d = Display(Settings(), headless=True)
    assert d.mode == "direct" and d.canvas is pygame.display.get_surface()
    assert d.to_canvas((100, 200)) == (100, 200)


def test_a_smaller_window_shows_the_whole_canvas_scaled_down(display_init):
    d = windowed((1280, 720))
    d.fit(pygame.display.set_mode((1280, 720)))
    assert d.mode == "smooth" and d.canvas.get_size() == CANVAS
    assert d.scale == pytest.approx(2 / 3)
    assert d.to_canvas((640, 360)) == (960, 540)
    assert d.to_canvas((1279, 719)) == (1918, 1078)
    d.canvas.fill((255, 0, 0))
    d.present()
    window = pygame.display.get_surface()
    for corner in ((0, 0), (1279, 719)):
        r, g, b = window.get_at(corner)[:3]
        assert r > 240 and g < 10 and b < 10  # smooth scaling may soften the edge a little


def test_another_shape_of_window_is_letterboxed(display_init):
    d = windowed((1280, 720))
    d.fit(pygame.display.set_mode((1280, 900)))
    assert d.offset == (0, 90)
    d.canvas.fill((0, 255, 0))
    d.present()
    window = pygame.display.get_surface()
    assert window.get_at((640, 10))[:3] == (0, 0, 0)  # the bar above
    r, g, b = window.get_at((640, 450))[:3]  # the middle of the picture
    assert g > 240 and r < 10 and b < 10
    assert d.to_canvas((640, 90)) == (960, 0)


def test_twice_the_canvas_is_a_whole_number_stretch(display_init):
    d = windowed((1280, 720))
    d.fit(pygame.display.set_mode((3840, 2160)))
    assert d.mode == "whole" and d.to_canvas((3839, 2159)) == (1919, 1079)


def test_mouse_events_reach_scenes_in_canvas_coordinates(display_init):
    d = windowed((1280, 720))
    d.fit(pygame.display.set_mode((960, 540)))
    event = d.map_event(pygame.event.Event(pygame.MOUSEBUTTONDOWN, pos=(480, 270), button=1))
    assert event.pos == (960, 540) and event.button == 1
    motion = d.map_event(pygame.event.Event(pygame.MOUSEMOTION, pos=(10, 10), rel=(5, -5), buttons=(0, 0, 0)))
    assert motion.pos == (20, 20) and motion.rel == (10, -10)
    key = pygame.event.Event(pygame.KEYDOWN, key=pygame.K_a)
    assert d.map_event(key) is key
