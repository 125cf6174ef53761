"""Save files written off the frame: the autosave after every action must not hold a frame while
the disk syncs (three fsyncs took 50-170 ms of wall time on a busy disk).

The match is turned into bytes on the main thread (cheap, and the match is never shared with
another thread); one writer thread then writes them atomically (game.core.files.write_atomic).
For a path written again before the last write began, only the newest bytes are written. Anything
that reads save files first calls `flush()`, so a read never sees an older save than was made.

Headless apps (tests, the tour) write at once, in the caller's frame, so what a test reads is
always there; the live app and the frame benches write in the background.
"""
from __future__ import annotations

import threading
from pathlib import Path

from game.core.files import write_atomic


class SaveWriter:
    """Writes (path, bytes) jobs in order on one thread; `flush()` waits until all are on disk."""

    def __init__(self, *, background: bool) -> None:
        self.background = background
        self._pending: dict[Path, bytes] = {}  # newest bytes per path, not yet begun
        self._busy = 0  # jobs taken from `_pending` and still being written
        self._failures: list[str] = []
        self._cond = threading.Condition()
        self._thread: threading.Thread | None = None

    def write(self, path: Path, data: bytes) -> None:
        """Write `data` to `path` atomically (with a .bak of the file replaced), now or soon."""
        path = Path(path)
        if not self.background:
            write_atomic(path, data, backup=True)
            return
        with self._cond:
            self._pending.pop(path, None)  # keep the order of first arrival fair: newest goes last
            self._pending[path] = data
            self._cond.notify_all()
            if self._thread is None or not self._thread.is_alive():
                self._thread = threading.Thread(target=self._run, name="save-writer", daemon=True)
                self._thread.start()

    def flush(self, timeout: float | None = 10.0) -> bool:
        """Wait until every write asked for so far is on disk; False if `timeout` ran out."""
        with self._cond:
            return self._cond.wait_for(lambda: not self._pending and not self._busy, timeout)

    def failures(self) -> list[str]:
        """The reasons of writes that failed since the last call (each told once)."""
        with self._cond:
            told, self._failures = self._failures, []
        return told

    def _run(self) -> None:
        while True:
            with self._cond:
                if not self._cond.wait_for(lambda: self._pending, timeout=30.0):
                    self._thread = None  # idle a while: let the thread end; the next write starts one
                    return
                path = next(iter(self._pending))
                data = self._pending.pop(path)
                self._busy += 1
            try:
                write_atomic(path, data, backup=True)
            except OSError as exc:
                with self._cond:
                    self._failures.append(exc.strerror or str(exc))
            finally:
                with self._cond:
                    self._busy -= 1
                    self._cond.notify_all()


_WRITER = SaveWriter(background=False)


def writer() -> SaveWriter:
    """The app's one save writer."""
    return _WRITER


def use_background(background: bool) -> None:
    """Set by the App (background unless headless) and by the frame benches."""
    _WRITER.flush()
    _WRITER.background = background


def flush() -> bool:
    """Every save asked for is on disk (call before reading save files)."""
    return _WRITER.flush()
