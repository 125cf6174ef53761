"""Content files: TOML arrays of tables (`[[card]]`), checked against a schema.

Every problem is a ContentError reading `file:line: problem`, so an author can go
straight to the line.
"""
from __future__ import annotations

import re
import tomllib
from dataclasses import dataclass, fields
from pathlib import Path
from typing import Any, Iterable

from game.core.errors import ContentError

_TOML_POS = re.compile(r"\(at line (\d+), column \d+\)")


@dataclass(frozen=True)
class Field:
    """One key of a content item: its type, whether it must be there, its default."""

    type: type | tuple[type, ...]
    required: bool = True
    default: Any = None
    choices: tuple = ()


def _type_name(kind: type | tuple[type, ...]) -> str:
    kinds = kind if isinstance(kind, tuple) else (kind,)
    names = {str: "text", int: "a whole number", float: "a number", bool: "true/false",
             list: "a list", dict: "a table"}
    return " or ".join(names.get(k, k.__name__) for k in kinds)


def _item_lines(text: str, kind: str) -> list[int]:
    """Line numbers of each `[[kind]]` header, in order."""
    header = re.compile(r"^\s*\[\[\s*" + re.escape(kind) + r"\s*\]\]")
    return [n for n, line in enumerate(text.splitlines(), 1) if header.match(line)]


def _key_line(text: str, start: int, key: str) -> int:
    """The line of `key = ...` inside the item starting at `start` (or `start`)."""
    lines = text.splitlines()
    pattern = re.compile(r"^\s*" + re.escape(key) + r"\s*=")
    for n in range(start, len(lines)):
        if n > start and lines[n].lstrip().startswith("["):
            break
        if pattern.match(lines[n]):
            return n + 1
    return start


def parse_toml(path: Path) -> tuple[dict, str]:
    """Parse a TOML file; syntax errors become `file:line: problem`."""
    path = Path(path)
    try:
        text = path.read_text(encoding="utf-8")
    except (OSError, UnicodeDecodeError) as exc:
        raise ContentError(f"{path}:1: cannot read the file ({exc})") from None
    try:
        return tomllib.loads(text), text
    except tomllib.TOMLDecodeError as exc:
        msg = str(exc)
        match = _TOML_POS.search(msg)
        line = match.group(1) if match else "1"
        raise ContentError(f"{path}:{line}: {_TOML_POS.sub('', msg).strip()}") from None


def load_items(path: Path, kind: str, schema: dict[str, Field]) -> list[dict]:
    """The `[[kind]]` items of a file, checked against `schema`, defaults filled in; each
    item also carries `__line__`, the line of its `[[kind]]` header."""
    path = Path(path)
    data, text = parse_toml(path)
    items = data.get(kind)
    if not isinstance(items, list) or not items:
        raise ContentError(f"{path}:1: expected one or more [[{kind}]] tables")
    lines = _item_lines(text, kind)
    seen: dict[str, int] = {}
    out = []
    for i, item in enumerate(items):
        start = lines[i] if i < len(lines) else 1
        out.append(_check_item(path, text, start, item, schema))
        out[-1]["__line__"] = start  # so later checks can still point at the item
        item_id = out[-1].get("id")
        if item_id is not None:
            if item_id in seen:
                raise ContentError(f"{path}:{start}: duplicate id {item_id!r} (first at line {seen[item_id]})")
            seen[item_id] = start
    return out


def _check_item(path: Path, text: str, start: int, item: dict, schema: dict[str, Field]) -> dict:
    for key in item:
        if key not in schema:
            known = ", ".join(schema)
            raise ContentError(f"{path}:{_key_line(text, start - 1, key)}: unknown key {key!r} (known: {known})")
    checked = {}
    for key, spec in schema.items():
        if key not in item:
            if spec.required:
                raise ContentError(f"{path}:{start}: missing {key!r}")
            checked[key] = spec.default
            continue
        value = item[key]
        kinds = spec.type if isinstance(spec.type, tuple) else (spec.type,)
        bad_bool = isinstance(value, bool) and bool not in kinds
        if not isinstance(value, kinds) or bad_bool:
            raise ContentError(f"{path}:{_key_line(text, start - 1, key)}: {key!r} must be {_type_name(spec.type)}")
        if spec.choices and value not in spec.choices:
            options = ", ".join(map(str, spec.choices))
            raise ContentError(f"{path}:{_key_line(text, start - 1, key)}: {key!r} is {value!r}; expected one of {options}")
        checked[key] = value
    return checked


class Where:
    """A content file and its text, to point a problem at the line that holds it.

    An item is searched from its `[[...]]` header line to the next header; with `header` (say
    "card") only a `[[card]]` line ends it, so sub-tables like `[[card.abilities]]` stay inside."""

    def __init__(self, path: Path, header: str = ""):
        self.path = path
        self._end = re.compile(r"^\s*\[\[\s*" + re.escape(header) + r"\s*\]\]") if header else None
        try:
            self.lines = path.read_text(encoding="utf-8").splitlines()
        except (OSError, UnicodeDecodeError):
            self.lines = []  # parse_toml (called first by every reader) says why

    def line(self, start: int, *needles: str) -> int:
        """The first line of the item starting at `start` holding every needle (else `start`)."""
        return self._scan(start, lambda text: all(needle in text for needle in needles))

    def key(self, start: int, key: str) -> int:
        """The line of `key = ...` inside the item starting at `start` (else `start`)."""
        return self.line_matching(start, re.compile(r"^\s*" + re.escape(key) + r"\s*="))

    def line_matching(self, start: int, pattern: re.Pattern) -> int:
        return self._scan(start, lambda text: bool(pattern.search(text)))

    def _scan(self, start: int, hit) -> int:
        """From the item's header line on, stopping at the next item's header so the search
        stays inside the item."""
        for n in range(start - 1, len(self.lines)):
            if n >= start and self._ends(self.lines[n]):
                break
            if hit(self.lines[n]):
                return n + 1
        return start

    def _ends(self, text: str) -> bool:
        return bool(self._end.match(text)) if self._end else text.lstrip().startswith("[[")

    def find(self, needle: str, nth: int = 1) -> int:
        """The line of the nth occurrence of `needle` anywhere in the file (else 1)."""
        hits = [n for n, text in enumerate(self.lines, 1) if needle in text]
        return hits[nth - 1] if len(hits) >= nth else 1

    def fail(self, line: int, problem: str) -> ContentError:
        return ContentError(f"{self.path}:{line}: {problem}")

    def known_keys(self, table: dict, known: tuple, line, what: str = "") -> None:
        """Refuse the first key of `table` not in `known`, at `line` (a line number, or a function
        of the key giving one): "<what> has an unknown key 'k' (known: ...)"."""
        for key in table:
            if key not in known:
                problem = f"unknown key {key!r} (known: {', '.join(known)})"
                raise self.fail(line(key) if callable(line) else line, f"{what} has an {problem}" if what else problem)


def whole(value: object, least: int = 1) -> bool:
    """A whole number (not true/false) of at least `least`."""
    return isinstance(value, int) and not isinstance(value, bool) and value >= least


def config_values(path: Path, defaults: Any) -> tuple[Where, dict]:
    """A game's config file read against its Config dataclass (`defaults`, an instance): a key the
    dataclass has not is refused at its line; every field's value from the file, else the default.
    The game checks the values itself."""
    data, _ = parse_toml(path)
    where = Where(path)
    known = tuple(f.name for f in fields(defaults))
    where.known_keys(data, known, lambda key: where.key(1, key))
    return where, {key: data.get(key, getattr(defaults, key)) for key in known}


def one_file_each(folder: Path, files: Iterable[tuple[str, Iterable[str]]]) -> dict[str, str]:
    """Ids across a game's files, `(file name, its ids)` in order: an id in two files is refused in
    the later one, at its `id = "..."` line. Returns id -> the file that holds it."""
    seen: dict[str, str] = {}
    for file, ids in files:
        for item_id in ids:
            if item_id in seen:
                where = Where(folder / file)
                raise where.fail(where.find(f'id = "{item_id}"'), f"id {item_id!r} is already used in {seen[item_id]}")
            seen[item_id] = file
    return seen
