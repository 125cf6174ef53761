"""The menus, widget kit, app shell and shared table driver: the decisions of docs/decisions.md
that no scene test pinned yet. docs/decisions.md names these tests beside the decisions."""
from __future__ import annotations

import pygame

from game.core.match import Match
from scenes.display import Display
from scenes.kit import theme
from scenes.kit.dialog import Dialog
from scenes.table.driver import MatchDriver, SeatPlay
from scenes.menu.base import MenuScene
from scenes.settings import Settings
from scenes.stack import Scene


class Counting(Scene):
    """An opaque scene that counts how often it is updated and drawn."""

    name = "counting"

    def __init__(self, app):
        super().__init__(app)
        self.updates = self.draws = 0

    def update(self, dt):
        self.updates += 1

    def draw(self, surface):
        self.draws += 1
        surface.fill(theme.FELT)


def test_a_modal_overlay_draws_a_frozen_snapshot_of_the_scenes_beneath(pilot):
    """Modal overlays: under a dialog the scene beneath is drawn once, into the snapshot, and is
    never updated while the dialog is up; the dialog is opaque to the stack."""
    below = pilot.app.stack.push(Counting(pilot.app))
    pilot.advance(3)
    assert below.draws == 3
    dialog = pilot.app.stack.push(Dialog(pilot.app, "Wait", "", [("OK", True)]))
    assert dialog.transparent is False and pilot.app.stack.visible() == [dialog]
    updates, draws = below.updates, below.draws
    pilot.advance(30)
    assert below.draws == draws + 1 and below.updates == updates


def test_a_menu_screen_composes_its_static_layer_once(pilot):
    """Menu screens compose a static layer once (backdrop, heading, panels) and draw only what
    changes on top of it, frame after frame."""

    class Menu(MenuScene):
        name = "counted_menu"
        title = "Counted"

        def __init__(self, app):
            super().__init__(app)
            self.composed = self.frames = 0

        def draw_static(self, surface):
            self.composed += 1

        def draw_content(self, surface):
            self.frames += 1

    menu = pilot.app.stack.push(Menu(pilot.app))
    pilot.advance(20)
    assert (menu.composed, menu.frames) == (1, 20)
    menu.invalidate()
    pilot.advance(5)
    assert (menu.composed, menu.frames) == (2, 25)


def test_the_window_opens_at_1600_by_900_shrunk_to_fit_a_smaller_desktop(monkeypatch):
    """Default window 1600x900, shrunk (keeping its shape) when the desktop is smaller."""
    assert Settings().window_size == (1600, 900)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(2560, 1440)])
    assert Display._fitting((1600, 900)) == (1600, 900)
    monkeypatch.setattr(pygame.display, "get_desktop_sizes", lambda: [(1366, 768)])
    w, h = Display._fitting((1600, 900))
    assert w <= 1366 and h <= 768 * 0.9 and abs(w / h - 16 / 9) < 0.01


def test_instant_bots_skip_the_dice_tray_after_a_bots_decision_but_never_a_persons(pilot, coin_dash, monkeypatch):
    """Bot speed: at "instant" a roll that follows a bot's decision is not thrown on screen, while
    a roll after a person's decision always is."""
    from game.core import bots

    monkeypatch.setattr(bots, "random_bot", lambda view, legal, rng: next(a for a in legal if a.kind == "gamble"))
    pilot.app.settings.bot_speed = "instant"
    match = Match("coindash", {"seats": [{"name": "Ana"}, {"name": "Bot"}]}, 3)
    thrown = []
    driver = MatchDriver(pilot.app, match, [SeatPlay("Ana"), SeatPlay("Bot", bot="random")], secrets=False,
                         on_events=lambda *a: None,
                         on_roll=lambda kinds, values, reason, done: (thrown.append(match.log[-2].seat), done()))
    driver.update(0.0)
    assert driver.human_to_act() == 0
    assert driver.act(coin_dash.Gamble()) is None
    driver.update(0.0)  # Ana's roll: thrown; then the bot gambles and its roll is not
    driver.update(0.0)
    assert thrown == [0]
    assert [e.seat for e in match.log][:4] == [0, "chance", 1, "chance"]
