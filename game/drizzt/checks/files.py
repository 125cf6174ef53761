"""Reading Legend of Drizzt content files: the items of one `*.toml` file, generic checks on them,
and pointing a problem at the line that holds it (`file:line: problem`).
"""
from __future__ import annotations

import re
from pathlib import Path

from game.core.content import Field, load_items, parse_toml
from game.core.errors import ContentError


# --- locating problems -------------------------------------------------------------------------

class _File:
    """A content file's text, to point a problem at the line that holds it."""

    def __init__(self, path: Path):
        self.path = path
        self.lines = path.read_text(encoding="utf-8").splitlines()

    def _block(self, start: int) -> range:
        """0-based indexes of the lines of the item whose `[[header]]` is on line `start`."""
        end = start
        while end < len(self.lines) and not self.lines[end].lstrip().startswith("["):
            end += 1
        return range(start - 1, end)

    def _key(self, block: range, key: str) -> int | None:
        pattern = re.compile(r"(^|[\s{,])" + re.escape(key) + r"\s*=")
        return next((n for n in block if pattern.search(_code(self.lines[n]))), None)

    def line(self, item: dict, key: str | tuple[str, ...] = "", needle: object = None) -> int:
        """The line of `needle` (a value, as TOML writes it) inside the item, else of the first
        of `key` (one key or several, tried in order) written as `key = `, else the item's header."""
        block = self._block(item["__line__"])
        if needle is not None:
            text = _toml_repr(needle)
            found = next((n for n in block if text in _code(self.lines[n])), None)
            if found is not None:
                return found + 1
        for one in (key,) if isinstance(key, str) else key:
            found = self._key(block, one) if one else None
            if found is not None:
                return found + 1
        return item["__line__"]

    def nth(self, item: dict, key: str, index: int, token: str) -> int:
        """The line of the `index`-th `token` ("{" or a quoted string) in the value of `key`."""
        block = self._block(item["__line__"])
        first = self._key(block, key)
        if first is None:
            return item["__line__"]
        pattern = re.compile(r'"(?:[^"\\]|\\.)*"' if token == '"' else re.escape(token))
        seen = 0
        for n in range(first, block.stop):
            code = _code(self.lines[n])
            if n == first:
                code = code.split("=", 1)[1]
            seen += len(pattern.findall(code))
            if seen > index:
                return n + 1
        return first + 1

    def anywhere(self, needle: str) -> int:
        """The first line of the file holding `needle` (1 if none)."""
        return next((n + 1 for n, row in enumerate(self.lines) if needle in _code(row)), 1)

    def error(self, item: dict, problem: str, key: str | tuple[str, ...] = "", needle: object = None) -> ContentError:
        return ContentError(f"{self.path}:{self.line(item, key, needle)}: {problem}")

    def error_at(self, line: int, problem: str) -> ContentError:
        return ContentError(f"{self.path}:{line}: {problem}")


def _code(line: str) -> str:
    """A line without its comment (good enough for our files: no '#' inside strings is assumed
    only after the last closing quote)."""
    quote = line.rfind('"')
    hash_at = line.find("#", quote + 1 if quote >= 0 else 0)
    return line if hash_at < 0 else line[:hash_at]


def _toml_repr(value: object) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, str):
        return '"' + value.replace("\\", "\\\\").replace('"', '\\"') + '"'
    return str(value)


def _items(folder: Path, name: str, kind: str, schema: dict[str, Field]) -> tuple[_File | None, list[dict]]:
    path = folder / name
    if not path.exists():
        return None, []
    data, text = parse_toml(path)
    for key in data:
        if key != kind:
            line = next((n for n, row in enumerate(text.splitlines(), 1)
                         if re.match(r"^\s*\[*\s*" + re.escape(key) + r"\b", row)), 1)
            raise ContentError(f"{path}:{line}: unknown table or key {key!r}; this file holds [[{kind}]] tables")
    f, items = _File(path), load_items(path, kind, schema)
    for item in items:
        for key in ("id", "name"):
            if key in item and not item[key].strip():
                raise f.error(item, f"{key!r} must not be empty", key)
    return f, items


def _nonneg(f: _File, item: dict, *keys: str, low: int = 0, high: int = 99) -> None:
    for key in keys:
        if not low <= item[key] <= high:
            raise f.error(item, f"{key!r} is {item[key]}; expected {low}..{high}", key)


def _str_list(f: _File, item: dict, key: str) -> tuple[str, ...]:
    for value in item[key]:
        if not isinstance(value, str):
            raise f.error(item, f"{key!r} must be a list of text", key)
    return tuple(item[key])


S, I, B, D, L = str, int, bool, dict, list
