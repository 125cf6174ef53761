"""The command line (scenes/cli.py): `--version` prints the version and nothing else, without
loading pygame or opening a window; a start that crashes ends with the crash exit code, a crash
report and the log file (issue 20, points 4-6)."""
from __future__ import annotations

import os
import subprocess
import sys
from pathlib import Path

from game import __version__
from scenes import cli, crash, logfile

ROOT = Path(__file__).resolve().parent.parent


def test_version_prints_exactly_the_name_and_version_and_exits_0(capsys):
    assert cli.main(["--version"]) == 0
    assert capsys.readouterr().out == f"Tavern Table {__version__}\n"


def test_version_neither_loads_pygame_nor_opens_a_window():
    """`python -m scenes --version` in a fresh interpreter: the one line, exit 0, and pygame never
    imported (so no window, no SDL start, no support banner)."""
    probe = ("import runpy, sys\n"
             "sys.argv = ['scenes', '--version']\n"
             "try:\n    runpy.run_module('scenes', run_name='__main__')\n"
             "except SystemExit as end:\n    code = end.code\n"
             "print('pygame' in sys.modules, code)\n")
    env = {**os.environ, "PYTHONPATH": str(ROOT)}
    env.pop("PYGAME_HIDE_SUPPORT_PROMPT", None)  # were pygame imported, its banner would show
    done = subprocess.run([sys.executable, "-c", probe], capture_output=True, text=True, env=env, cwd=ROOT,
                          timeout=60)
    assert done.stdout == f"Tavern Table {__version__}\nFalse 0\n", done.stderr
    assert done.stderr == ""


def test_the_full_parser_knows_version_too(capsys):
    """An unusual command line goes to argparse, which knows --version as well."""
    try:
        cli.parse_args(["--frames", "3", "--version"])
    except SystemExit as end:
        assert end.code == 0
    assert capsys.readouterr().out == f"Tavern Table {__version__}\n"


def test_a_crash_at_the_title_ends_with_the_crash_code_a_report_and_the_log(monkeypatch, capsys):
    from scenes.menu.title import TitleScene

    def broken(self, surface):
        raise RuntimeError("the title cannot be drawn")

    monkeypatch.setattr(TitleScene, "draw_content", broken)
    try:
        assert cli.main(["--frames", "30"]) == crash.CRASH_EXIT
        [report] = crash.crashes_dir().glob("crash-*.txt")
        assert "RuntimeError: the title cannot be drawn" in report.read_text(encoding="utf-8")
        told = logfile.log_path().read_text(encoding="utf-8")
        for fact in (f"starting Tavern Table {__version__}", "video driver: dummy", "audio driver:",
                     "window: ", "SDL: ", "pygame-ce: ", "open title", "crash: RuntimeError", "closed (exit code 1)"):
            assert fact in told, fact
        err = capsys.readouterr().err
        assert "RuntimeError: the title cannot be drawn" in err and str(report) in err
    finally:
        logfile.stop()


def test_a_clean_start_and_stop_exits_0_with_no_report(monkeypatch):
    try:
        assert cli.main(["--frames", "3"]) == 0
        assert not crash.crashes_dir().exists()
        assert "closed (exit code 0)" in logfile.log_path().read_text(encoding="utf-8")
    finally:
        logfile.stop()
