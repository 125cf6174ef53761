"""The version where a player looks (issue 20, point 4): the title screen's corner, Settings ->
About (version, platform, folders, credits and the bundled licences, scrollable) and the licence
files themselves (assets/licences/*.txt, each opening with its title)."""
from __future__ import annotations

import pygame

from game import __version__
from scenes import logfile, paths
from scenes.crash import crashes_dir
from scenes.kit import fonts, theme
from scenes.menu import about
from scenes.menu.about import AboutScene
from scenes.menu.settings_scene import SettingsScene
from scenes.menu.title import TitleScene
from tests.scenes.test_legible import forget_drawn_text

#: What each licence page must carry (a phrase of the real text) for what the build bundles.
LICENCES = {"dejavu-fonts": "Bitstream Vera", "pygame-ce": "GNU LESSER GENERAL PUBLIC LICENSE",
            "sdl2": "This software is provided 'as-is'", "pymunk": "Victor Blomqvist",
            "chipmunk2d": "Scott Lembcke", "cffi": "MIT No Attribution",
            "python": "PYTHON SOFTWARE FOUNDATION LICENSE VERSION 2", "other-libraries": "FreeType"}


def press(pilot, key: int) -> None:
    pilot.press(key)


def drawn_runs(pilot, frames: int = 2, scene=None) -> list[fonts.TextRun]:
    """The text rendered while `scene` (if given) is pushed and `frames` frames are drawn."""
    forget_drawn_text()
    pilot.app.wake()
    with fonts.measuring() as runs:
        if scene is not None:
            pilot.app.stack.push(scene(pilot.app))
        pilot.advance(frames)
    return list(runs)


def test_the_title_shows_the_version_in_its_corner_at_a_readable_size(pilot):
    runs = drawn_runs(pilot, scene=TitleScene)
    [tag] = [r for r in runs if r.text == f"v{__version__}"]
    assert tag.size >= fonts.LEAST_DECISION_PX
    title = pilot.top
    corner = title.version_tag.get_rect(bottomright=(theme.CANVAS_W - 36, theme.CANVAS_H - 30))
    assert pilot.app.screen.get_rect().contains(corner)
    assert not any(corner.colliderect(b.rect) for b in title.buttons.values())
    assert not corner.colliderect(title.panel.rect)


def test_settings_opens_about_by_its_button_and_by_a(pilot):
    settings = pilot.app.stack.push(SettingsScene(pilot.app))
    press(pilot, pygame.K_a)
    assert isinstance(pilot.top, AboutScene)
    press(pilot, pygame.K_ESCAPE)
    assert pilot.top is settings
    [button] = [w for w in settings.ui.widgets if getattr(w, "label", "") == "About"]
    pilot.click(*button.rect.center)
    assert isinstance(pilot.top, AboutScene)


def test_the_about_page_tells_version_platform_folders_and_credits(pilot):
    scene = pilot.app.stack.push(AboutScene(pilot.app))
    text = " ".join(line.text for line in scene.lines)
    for fact in (f"Tavern Table {__version__}", "Python 3.", "pygame-ce 2.", "SDL 2.", "Credits", "DejaVu",
                 "Saved games:", "Log file:", "Crash reports:"):
        assert fact in text, fact
    # a long folder path may be wrapped: compare without the breaks
    joined = "".join(line.text for line in scene.lines).replace(" ", "")
    for folder in (paths.saves_dir(), logfile.log_path(), crashes_dir()):
        assert str(folder).replace(" ", "") in joined, folder


def test_every_bundled_licence_is_a_titled_file_with_its_real_text():
    folder = paths.asset("licences")
    assert {p.stem for p in folder.glob("*.txt")} == set(LICENCES)
    for stem, phrase in LICENCES.items():
        title, blank, *rest = (folder / f"{stem}.txt").read_text(encoding="utf-8").split("\n")
        assert title.strip() and ":" in title and blank == "", stem
        assert phrase in "\n".join(rest), stem
    assert len((folder / "pygame-ce.txt").read_text(encoding="utf-8")) > 25_000  # the whole LGPL 2.1


def test_each_licence_has_a_page_that_scrolls_to_its_end_in_readable_type(pilot):
    scene = pilot.app.stack.push(AboutScene(pilot.app))
    assert [title for title, _ in scene.pages[1:]] == [t for t, _ in about.licences()]
    assert len(scene.page_buttons) == len(about.ORDER) + 1
    assert all(scene.list_panel.rect.contains(b.rect) for b in scene.page_buttons)
    for index in range(len(scene.pages)):
        scene.show(index)
        press(pilot, pygame.K_END)
        runs = drawn_runs(pilot)
        assert runs and all(r.size >= fonts.LEAST_DECISION_PX for r in runs if r.role == fonts.DECISION), \
            scene.pages[index][0]
        assert scene.scroll == scene.max_scroll
        last = scene.lines[-1]
        assert last in scene.visible_lines()
        assert all(line.x + fonts.font(line.size, line.face).size(line.text)[0] <= scene.view.w
                   for line in scene.lines), scene.pages[index][0]
    lgpl = [i for i, (title, _) in enumerate(scene.pages) if title.startswith("pygame-ce")][0]
    scene.show(lgpl)
    assert scene.max_scroll > 10 * scene.view.h  # long: drawn a screenful at a time
    assert len(scene.visible_lines()) < 40
    press(pilot, pygame.K_PAGEDOWN)
    assert scene.scroll == scene.view.h - 80
    press(pilot, pygame.K_HOME)
    assert scene.scroll == 0
    press(pilot, pygame.K_TAB)
    assert scene.current == lgpl + 1 and scene.scroll == 0
