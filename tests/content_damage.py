"""Damaging a copy of a game's content folder, and finding the line a refusal must blame: the
helpers of every game's test_content_errors.py."""
from __future__ import annotations

import shutil
from pathlib import Path


def damaged(tmp_path: Path, source: Path, file: str, find: str, put: str) -> Path:
    """A copy of the content folder `source` with the first `find` of `file` replaced by `put`."""
    folder = tmp_path / "content"
    shutil.copytree(source, folder)
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
