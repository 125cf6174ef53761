"""A crash never loses a game and never vanishes silently (issue 20, point 5): an exception in a
running table's draw, raised inside the app's own loop, writes a crash report, leaves the
autosave as it was, shows the crash window (capped headless) and ends with CRASH_EXIT; Continue
then brings the game back and it plays on."""
from __future__ import annotations

import pygame
import pytest

from game import __version__
from game.core.codec import state_hash
from game.core.match import Match
from scenes import crash, logfile
from scenes.kit import fonts
from scenes.menu.slots import AUTOSAVE, slot_path
from scenes.menu.title import TitleScene
from scenes.pilot import Pilot
from scenes.vault.table import VaultTable
from tests.scenes.vault.test_table_saves import one_person, play_a_while


@pytest.fixture
def logged():
    logfile.start()
    yield
    logfile.stop()


def quick_pilot() -> Pilot:
    pilot = Pilot()
    pilot.app.settings.bot_speed = "instant"
    pilot.app.settings.dice_speed = "instant"
    return pilot


def test_a_crash_in_a_running_table_reports_keeps_the_autosave_and_continue_plays_on(logged, monkeypatch):
    pilot = quick_pilot()
    table = pilot.app.stack.reset(VaultTable(pilot.app, setup=one_person(), seed=11))
    play_a_while(pilot, table, 12)
    assert len(table.match.log) > 5 and slot_path(AUTOSAVE).exists()
    draws, at_crash = [], {}
    real_draw = VaultTable.draw

    def draw_then_fail(self, surface):
        draws.append(1)
        if len(draws) == 3:  # the third picture drawn by the live loop fails
            at_crash["autosave"] = slot_path(AUTOSAVE).read_bytes()
            at_crash["log"] = len(self.match.log)
            raise ZeroDivisionError("a bug in the table's drawing")
        real_draw(self, surface)

    monkeypatch.setattr(VaultTable, "draw", draw_then_fail)
    pilot.app.wake()
    pygame.event.post(pygame.event.Event(pygame.MOUSEMOTION, pos=(900, 500), rel=(1, 1), buttons=(0, 0, 0)))
    code = crash.play(pilot.app, max_frames=pilot.app.frame_count + 120)

    assert code == crash.CRASH_EXIT and len(draws) == 3
    # the autosave is byte for byte what it was when the exception was raised (close() flushed)
    assert slot_path(AUTOSAVE).read_bytes() == at_crash["autosave"]
    [report] = sorted(crash.crashes_dir().glob("crash-*.txt"))
    text = report.read_text(encoding="utf-8")
    for expected in (f"Tavern Table {__version__}", "platform:", "python:", "pygame-ce:", "SDL:",
                     "Traceback (most recent call last)", "ZeroDivisionError: a bug in the table's drawing",
                     "draw_then_fail", f"Autosave: {slot_path(AUTOSAVE)}", "Vault of Dragons",
                     "The last 200 log lines", "tavern.scenes: start again at vault_table"):
        assert expected in text, expected
    assert "crash: ZeroDivisionError" in logfile.log_path().read_text(encoding="utf-8")

    monkeypatch.setattr(VaultTable, "draw", real_draw)
    again = quick_pilot()
    try:
        title = again.app.stack.reset(TitleScene(again.app))
        assert title.buttons["Continue"].enabled
        title.continue_game()
        resumed = again.app.stack.top
        assert isinstance(resumed, VaultTable)
        assert len(resumed.match.log) == at_crash["log"]
        assert state_hash(resumed.match.state) == state_hash(Match.load(slot_path(AUTOSAVE)).state)
        play_a_while(again, resumed, 6)
        assert len(resumed.match.log) > at_crash["log"]
    finally:
        again.app.close()


def test_the_report_names_the_title_screen_when_the_crash_came_there(logged, monkeypatch):
    """A crash with no game saved: the report says there is no autosave, and so does the window."""
    pilot = quick_pilot()
    monkeypatch.setattr(TitleScene, "draw_content", lambda self, surface: 1 / 0)
    assert crash.play(pilot.app, max_frames=30) == crash.CRASH_EXIT
    [report] = crash.crashes_dir().glob("crash-*.txt")
    text = report.read_text(encoding="utf-8")
    assert "scenes (bottom to top): title" in text and "(none: no game had been autosaved)" in text
    assert "Continue opens: nothing" in text


def test_the_crash_window_says_what_happened_where_the_report_is_and_that_continue_resumes(pilot, tmp_path):
    report = tmp_path / "crashes" / "crash-20261202-101500.txt"
    words = crash.window_text(report, has_save=True)
    joined = " ".join(text for text, _size, _face in words)
    assert "Continue on the title screen" in joined and str(report) in joined
    assert str(logfile.log_path()) in joined
    assert all(size >= 20 for _text, size, _face in words)
    nothing = " ".join(text for text, _size, _face in crash.window_text(None, has_save=False))
    assert "nothing to continue" in nothing and "could not be saved" in nothing and "Continue on" not in nothing
    with fonts.measuring() as runs:
        buttons = crash.draw_window(pilot.app.screen, report, True)
    assert str(report) in "".join(r.text for r in runs)  # wrapped inside the window if long
    assert all(r.size >= fonts.LEAST_DECISION_PX for r in runs)
    assert set(buttons) == {"close", "folder"}
    assert all(pilot.app.screen.get_rect().contains(rect) for rect in buttons.values())


def test_the_crash_window_closes_on_enter_or_close_and_opens_the_folder_on_o(pilot, tmp_path, monkeypatch):
    report = tmp_path / "crash-20261202-101500.txt"
    opened = []
    monkeypatch.setattr(crash, "open_folder", opened.append)
    pygame.event.clear()
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_o, mod=0, unicode="o", scancode=0))
    pygame.event.post(pygame.event.Event(pygame.KEYDOWN, key=pygame.K_RETURN, mod=0, unicode="\r", scancode=0))
    assert crash.show_window(pilot.app, report, True, frames=50) == 1
    assert opened == [tmp_path]
    close = crash.draw_window(pilot.app.screen, report, True)["close"]
    pygame.event.post(pygame.event.Event(pygame.MOUSEBUTTONUP, pos=close.center, button=1))
    assert crash.show_window(pilot.app, report, True, frames=50) == 1
    # where nobody could see it (headless), the window is drawn a few frames and never waits
    assert crash.show_window(pilot.app, report, True) == crash.UNSEEN_FRAMES


def test_reports_in_the_same_second_are_all_kept_and_the_oldest_go_past_the_limit(monkeypatch):
    folder = crash.crashes_dir()
    folder.mkdir(parents=True)
    for n in range(crash.KEEP_REPORTS + 3):
        (folder / f"crash-20200101-0000{n:02d}.txt").write_text("old")
    paths = [crash.write_report(ValueError(f"bug {n}")) for n in range(2)]
    assert paths[0] != paths[1] and all(p.exists() for p in paths)
    kept = sorted(folder.glob("crash-*.txt"))
    assert len(kept) == crash.KEEP_REPORTS and not (folder / "crash-20200101-000000.txt").exists()
    assert "ValueError: bug 1" in paths[1].read_text(encoding="utf-8")


def test_a_long_path_wraps_inside_the_window_and_a_broken_slots_module_still_gives_a_report(pilot, monkeypatch):
    from scenes.kit.fonts import font

    long_path = "/home/" + "a-very-long-folder-name" * 6 + "/crash-20261202-101500.txt"
    lines = crash._wrap(long_path, font(24, "bold"), 1260)
    assert len(lines) > 1 and "".join(lines) == long_path
    assert all(font(24, "bold").size(line)[0] <= 1260 for line in lines)
    from scenes.menu import slots

    def broken():
        raise OSError("the saves folder is gone")

    monkeypatch.setattr(slots, "latest_save", broken)
    path = crash.write_report(KeyError("lost"))
    text = path.read_text(encoding="utf-8")
    assert "Autosave: unknown (the saves folder is gone)" in text and "KeyError: 'lost'" in text


def test_open_the_folder_hands_the_file_manager_the_players_own_library_path(monkeypatch, tmp_path):
    """A packaged Linux build runs with its bundled libraries first on LD_LIBRARY_PATH; the file
    manager it starts gets the path the player had (PyInstaller keeps it as LD_LIBRARY_PATH_ORIG)."""
    import subprocess
    import sys

    started = []
    monkeypatch.setattr(subprocess, "Popen", lambda args, **kw: started.append((args, kw["env"])))
    monkeypatch.setattr(sys, "platform", "linux")
    monkeypatch.setattr(sys, "frozen", True, raising=False)
    monkeypatch.setenv("LD_LIBRARY_PATH", "/bundle/_internal")
    monkeypatch.setenv("LD_LIBRARY_PATH_ORIG", "/usr/local/lib")
    assert crash.open_folder(tmp_path)
    [(args, env)] = started
    assert args == ["xdg-open", str(tmp_path)] and env["LD_LIBRARY_PATH"] == "/usr/local/lib"
    assert "LD_LIBRARY_PATH_ORIG" not in env
