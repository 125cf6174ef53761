"""The log file (issue 20, point 6): `logs/tavern-table.log` in the user data folder with the
start-up facts, warnings and errors, rotated at LOG_BYTES with LOG_BACKUPS older files, and a ring
of the last RING_LINES lines for a crash report."""
from __future__ import annotations

import os

import pytest

from scenes import logfile, paths


@pytest.fixture
def logged():
    path = logfile.start()
    yield path
    logfile.stop()


def test_the_log_lives_in_the_user_data_folder_with_the_start_up_facts(logged, pilot):
    assert logged == paths.data_dir() / "logs" / "tavern-table.log"
    logfile.start_up_facts(pilot.app)
    told = logged.read_text(encoding="utf-8")
    for fact in ("version: Tavern Table", "platform: ", "python: ", "pygame-ce: ", "SDL: ", "SDL_mixer: ",
                 "video driver: dummy", "audio driver: ", "window: 1920x1080, windowed, canvas 1920x1080",
                 f"folders: data {paths.data_dir()}"):
        assert fact in told, fact


def test_an_error_shown_to_the_player_is_logged_as_a_warning(logged, pilot):
    pilot.app.toasts.show("Could not save settings: disk full", "error")
    pilot.app.toasts.show("Saved to slot 2", "success")
    told = logged.read_text(encoding="utf-8")
    assert "WARNING tavern.toast: Could not save settings: disk full" in told
    assert "Saved to slot 2" not in told


def test_the_log_rotates_and_keeps_two_older_files_at_most(logged):
    line = "x" * 1000
    for n in range(4 * logfile.LOG_BYTES // 1000):  # four files' worth: the oldest is dropped
        logfile.log.info("%d %s", n, line)
    folder = logged.parent
    names = sorted(p.name for p in folder.iterdir())
    assert names == ["tavern-table.log", "tavern-table.log.1", "tavern-table.log.2"]
    assert all(os.path.getsize(folder / name) <= logfile.LOG_BYTES for name in names)
    last = 4 * logfile.LOG_BYTES // 1000 - 1
    assert f" {last} x" in logged.read_text(encoding="utf-8")


def test_the_ring_keeps_the_last_200_lines_for_a_crash_report(logged):
    for n in range(logfile.RING_LINES + 50):
        logfile.log.warning("line %d", n)
    lines = logfile.recent_lines()
    assert len(lines) == logfile.RING_LINES == 200
    assert lines[0].endswith("line 50") and lines[-1].endswith(f"line {logfile.RING_LINES + 49}")


def test_a_folder_that_cannot_be_written_leaves_the_ring_alone_and_the_app_running(monkeypatch, tmp_path):
    blocker = tmp_path / "blocked"
    blocker.write_text("a file where the data folder should be")
    monkeypatch.setenv("TAVERN_TABLE_HOME", str(blocker))
    try:
        assert logfile.start() is None
        logfile.log.warning("still heard")
        assert logfile.recent_lines()[-1].endswith("still heard")
    finally:
        logfile.stop()


def test_a_new_home_moves_the_log_with_it(monkeypatch, tmp_path, logged):
    logfile.log.info("first home")
    monkeypatch.setenv("TAVERN_TABLE_HOME", str(tmp_path / "elsewhere"))
    moved = logfile.start()
    logfile.log.info("second home")
    assert moved != logged and "second home" in moved.read_text(encoding="utf-8")
    assert "second home" not in logged.read_text(encoding="utf-8")
