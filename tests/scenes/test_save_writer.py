"""The save writer: autosaves leave the frame in the live app, and nothing reads an older save
than was made (issue 15 item 12: no frame over 16.7 ms; the fsyncs of an autosave took 50-170 ms)."""
from __future__ import annotations

import json
import threading

from game.core import files
from scenes import save_writer
from scenes.menu import slots
from scenes.save_writer import SaveWriter


def test_a_background_write_happens_off_the_callers_thread_and_flush_waits_for_it(tmp_path, monkeypatch):
    started, release = threading.Event(), threading.Event()
    threads = []
    real = files.write_atomic

    def slow_write(path, data, backup=False):
        threads.append(threading.current_thread().name)
        started.set()
        release.wait(5)
        real(path, data, backup=backup)

    monkeypatch.setattr(save_writer, "write_atomic", slow_write)
    saves = SaveWriter(background=True)
    target = tmp_path / "autosave.json"
    saves.write(target, b'{"n": 1}')
    assert started.wait(5)
    assert not target.exists()  # the caller went on while the disk was busy
    assert saves.flush(timeout=0.05) is False
    release.set()
    assert saves.flush(timeout=5)
    assert target.read_bytes() == b'{"n": 1}'
    assert threads == ["save-writer"]


def test_only_the_newest_bytes_of_a_path_are_written_and_the_replaced_file_is_kept(tmp_path, monkeypatch):
    gate = threading.Event()
    written = []
    real = files.write_atomic

    def gated(path, data, backup=False):
        gate.wait(5)
        written.append(data)
        real(path, data, backup=backup)

    monkeypatch.setattr(save_writer, "write_atomic", gated)
    saves = SaveWriter(background=True)
    target = tmp_path / "autosave.json"
    for n in range(5):
        saves.write(target, json.dumps({"n": n}).encode())
    gate.set()
    assert saves.flush(timeout=5)
    assert json.loads(target.read_bytes()) == {"n": 4}
    assert len(written) <= 2  # the first may have begun before the rest came; the middle ones never are
    assert written[-1] == b'{"n": 4}'
    if len(written) == 2:
        assert json.loads(files.backup_path(target).read_bytes()) == json.loads(written[0])


def test_a_failed_background_write_is_told_once(tmp_path):
    saves = SaveWriter(background=True)
    blocker = tmp_path / "not-a-folder"
    blocker.write_text("a file where a folder should be")
    saves.write(blocker / "autosave.json", b"{}")
    assert saves.flush(timeout=5)
    told = saves.failures()
    assert len(told) == 1 and told[0]
    assert saves.failures() == []


def test_reading_the_slots_waits_for_a_save_being_written(tmp_path, monkeypatch):
    monkeypatch.setattr(slots, "slot_path", lambda key: tmp_path / f"{key}.json")
    release = threading.Event()
    real = files.write_atomic

    def slow_write(path, data, backup=False):
        release.wait(5)
        real(path, data, backup=backup)

    monkeypatch.setattr(save_writer, "write_atomic", slow_write)
    save_writer.use_background(True)
    try:
        save_writer.writer().write(slots.slot_path(slots.AUTOSAVE), b"{}")
        threading.Timer(0.2, release.set).start()
        assert slots.latest_save() == tmp_path / "autosave.json"  # found: the read waited for the write
    finally:
        save_writer.use_background(False)


def test_a_headless_app_writes_at_once():
    from scenes.app import App

    app = App(headless=True)
    try:
        assert save_writer.writer().background is False
    finally:
        app.close()
