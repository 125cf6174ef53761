"""Damaged content, shared by every game's content tests: copy a game's content folder, break one
thing in one file, and check the loader refuses it with `file:line: problem` at the line that holds
the damage."""
from __future__ import annotations

import re
import shutil
from pathlib import Path
from typing import Callable

import pytest

from game.core.errors import ContentError


def copied(tmp_path: Path, source: Path) -> Path:
    """A copy of the content folder `source`, to damage."""
    folder = tmp_path / "content"
    shutil.copytree(source, folder)
    return folder


def damaged(tmp_path: Path, source: Path, file: str, find: str, put: str) -> Path:
    """A copy of `source` with the first `find` of `file` replaced by `put`."""
    folder = copied(tmp_path, source)
    path = folder / file
    text = path.read_text(encoding="utf-8")
    assert find in text, f"the case no longer matches {file}: {find!r}"
    path.write_text(text.replace(find, put, 1), encoding="utf-8")
    return folder


def blamed_line(path: Path, mark) -> int:
    """The line a refusal must name: 1 for None; the first line holding `mark`; (mark, n): the nth;
    ("header", mark[, n]): the `[[...]]` line of the item holding it."""
    if mark is None:
        return 1
    lines = path.read_text(encoding="utf-8").splitlines()
    header = isinstance(mark, tuple) and mark[0] == "header"
    if header:
        mark = mark[1:] if len(mark) > 2 else mark[1]
    needle, nth = mark if isinstance(mark, tuple) else (mark, 1)
    line = [n for n, text in enumerate(lines, 1) if needle in text][nth - 1]
    while header and not lines[line - 1].startswith("[["):
        line -= 1
    return line


def assert_refused(load: Callable[[Path], object], folder: Path, path: Path, mark, words: str) -> None:
    """Loading `folder` fails with `path:line: ...` naming the blamed line and saying `words`."""
    with pytest.raises(ContentError) as error:
        load(folder)
    message = str(error.value)
    assert message.startswith(f"{path}:{blamed_line(path, mark)}: "), message
    assert words in message, message


def assert_missing_file_refused(load: Callable[[Path], object], tmp_path: Path, source: Path, file: str) -> None:
    """A content folder without `file` is refused at `file:1`, saying the file cannot be read."""
    folder = copied(tmp_path, source)
    (folder / file).unlink()
    with pytest.raises(ContentError, match=rf"{re.escape(file)}:1: cannot read the file"):
        load(folder)
