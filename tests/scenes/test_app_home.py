"""The menus open the screen the app is handed (the title by default), so no menu imports the
title and the app stays above the menus (the layers themselves: tests/test_layers.py)."""
from __future__ import annotations


def test_the_last_menu_and_quit_to_title_open_the_screen_the_app_hands_in():
    """The menus' base and the pause menu no longer import the title: they ask the app for its
    first screen, which is the title unless the app was given another."""
    from scenes.app import App
    from scenes.menu.pause import PauseMenu
    from scenes.menu.settings_scene import SettingsScene
    from scenes.menu.title import TitleScene
    from scenes.stack import Scene

    class Home(Scene):
        name = "home"

    app = App(headless=True, home=Home)
    try:
        app.stack.push(SettingsScene(app))
        app.stack.top.back()
        assert isinstance(app.stack.top, Home) and len(app.stack) == 1
        app.stack.push(PauseMenu(app, match_provider=lambda: None))
        app.stack.top._go_to_title()
        assert isinstance(app.stack.top, Home) and len(app.stack) == 1
        assert isinstance(App(headless=True).home_scene(), TitleScene)
    finally:
        app.close()
