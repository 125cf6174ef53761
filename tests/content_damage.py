"""Damaging a copy of a game's content folder, and finding the line a refusal must blame: the
helpers of every game's test_content_errors.py."""
from __future__ import annotations

import re
import shutil
from pathlib import Path

import pytest

from game.core.errors import ContentError


def copied(tmp_path: Path, source: Path) -> Path:
    """A copy of the content folder `source`, to damage."""
    folder = tmp_path / "content"
    shutil.copytree(source, folder)
    return folder


def damaged(tmp_path: Path, source: Path, file: str, find: str, put: str) -> Path:
    """A copy of the content folder `source` with the first `find` of `file` replaced by `put`."""
    folder = copied(tmp_path, source)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert find in text, f"the case no longer matches {file}: {find!r}"
    path.write_text(text.replace(find, put, 1), encoding="utf-8")
    return folder


def blamed_line(path: Path, mark) -> int:
    """The line a mark names: None is line 1; "text" the first line holding it; ("text", n) the
    nth; ("header", "text"[, n]) the `[[...]]` line of the item holding it."""
    if mark is None:
        return 1
    lines = path.read_text(encoding="utf-8").splitlines()
    header = isinstance(mark, tuple) and mark[0] == "header"  # the [[...]] line of the item holding it
    if header:
        mark = mark[1:] if len(mark) > 2 else mark[1]
    needle, nth = mark if isinstance(mark, tuple) else (mark, 1)
    line = [n for n, text in enumerate(lines, 1) if needle in text][nth - 1]
    while header and not lines[line - 1].startswith("[["):
        line -= 1
    return line


def refused_at_its_line(tmp_path: Path, source: Path, load, case: tuple) -> None:
    """Load a copy damaged as `case` says (file, find, put, mark, words[, blamed file]): it must be
    refused at the line `mark` names (in the blamed file, else the damaged one), with `words` in
    the message."""
    file, find, put, mark, words, *blamed = case
    folder = damaged(tmp_path, source, file, find, put)
    with pytest.raises(ContentError) as error:
        load(folder)
    path = folder / (blamed[0] if blamed else file)
    message = str(error.value)
    assert message.startswith(f"{path}:{blamed_line(path, mark)}: "), message
    assert words in message, message


def missing_file_refused(tmp_path: Path, source: Path, load, file: str) -> None:
    """A content folder without `file` is refused at `file:1`, saying the file cannot be read."""
    folder = copied(tmp_path, source)
    (folder / file).unlink()
    with pytest.raises(ContentError, match=rf"{re.escape(file)}:1: cannot read the file"):
        load(folder)


def copy_loads_the_same(tmp_path: Path, source: Path, load) -> None:
    """The undamaged copy loads the same content as the real folder (so each damaged case breaks
    only what it says)."""
    assert load(copied(tmp_path, source)) == load(source)


class DamageChecks:
    """The checks every game's test_content_errors.py makes besides its cases (which it runs
    through refused_at_its_line in its own test_damage_is_refused_at_its_line, the name
    docs/decisions.md cites). A game's module subclasses it as a `Test...` class and sets CONTENT
    (its content module: CONTENT_DIR and load), CASES and MISSING (a file the loader cannot do
    without)."""

    CONTENT = None
    CASES: dict = {}
    MISSING = ""

    def test_there_are_twenty_kinds_of_damage_and_more(self):
        assert len(self.CASES) >= 20
        assert len({case[1:3] for case in self.CASES.values()}) == len(self.CASES)  # no case repeats another

    def test_a_missing_file_is_refused(self, tmp_path):
        missing_file_refused(tmp_path, self.CONTENT.CONTENT_DIR, self.CONTENT.load, self.MISSING)

    def test_the_shipped_content_loads(self, tmp_path):
        """The undamaged copy loads the same content as the real folder (so each damaged case
        breaks only what it says)."""
        copy_loads_the_same(tmp_path, self.CONTENT.CONTENT_DIR, self.CONTENT.load)
