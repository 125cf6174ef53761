"""The reference half of docs/scenarios.md, written from the code so that it cannot go stale:
every action kind of every game with its fields (types, defaults, the class's own words), and
the keys of each game's view, gathered from the views of seeded bot games.

    python -m game.scenario_doc            rewrite the reference below the marker
    python -m game.scenario_doc --check    exit 1 if the file is stale, changing nothing

tests/core/test_scenario_doc.py fails when the file differs from what this writes."""
from __future__ import annotations

import argparse
import dataclasses
import inspect
import json
import re
import sys
import types
import typing
from pathlib import Path
from typing import Any, Iterator

from game import registry
from game.core.bots import play_out
from game.core.codec import to_data, type_hints
from game.core.match import Match
from game.core.protocol import CHANCE_ACTIONS

MARKER = ("<!-- Everything below is written by `python -m game.scenario_doc` from the code: "
          "change the code and run it, do not edit by hand. -->")
DOC = Path(__file__).resolve().parents[1] / "docs" / "scenarios.md"
SEEDS = (1, 2)  # the bot games whose views are read, for every bot kind of a game
MAX_ACTIONS = 600  # per game read (a random Vault game runs to some 15 000)
DEPTH = 4  # how deep nested keys are listed
_COMMENT = re.compile(r"^\s+(\w+)\s*:[^#]*#\s*(.+?)\s*$")


def built_in_games() -> list[registry.GameInfo]:
    """The games that ship in `game/` (not one a test or a tool registered)."""
    return [info for info in registry.games() if info.module.startswith("game.")]


def reference(games: list[registry.GameInfo] | None = None) -> str:
    """The generated reference, as markdown."""
    lines = ["## Reference: actions and views", "",
             "Every action kind each game takes (`rules().ACTIONS`), with its fields: the type, the default",
             "when it has one (a field with none must be given), and what the class says of itself. Then every",
             "key of the game's view, found by reading the views of every seat along seeded bot games: an object",
             "nested in a key lists its own keys below it; *some views* marks a key some of them lack (a seat's",
             "own hand, shown only to that seat, say). An `object: key -> ...` has keys that are ids or numbers.",
             "", "### Chance (every game)", ""]
    lines += [line for cls in CHANCE_ACTIONS for line in action_lines(cls)]
    for info in games if games is not None else built_in_games():
        lines += ["", f"### {info.title} (`{info.id}`)", "", "Actions:", ""]
        lines += [line for cls in info.rules().ACTIONS for line in action_lines(cls)]
        lines += ["", f"View keys (`view(state, seat)`, from the {_games_read(info)}):", ""]
        lines += view_lines(view_shape(info))
    return "\n".join(lines) + "\n"


def refreshed(text: str, games: list[registry.GameInfo] | None = None) -> str:
    """The document with everything below the marker replaced by the reference (the marker
    and the reference added at the end if it has none yet)."""
    head = text.split(MARKER)[0] if MARKER in text else text.rstrip("\n") + "\n\n"
    return head + MARKER + "\n\n" + reference(games)


# -- actions --------------------------------------------------------------------------------------
def action_lines(cls: type) -> list[str]:
    """`- `kind`: what it is. Fields: ...` for one action class."""
    about = _own_doc(cls)
    comments = _field_comments(cls)
    hints = type_hints(cls)
    fields = [_field_text(f, hints[f.name], comments.get(f.name), f.name in getattr(cls, "sets", ()))
              for f in dataclasses.fields(cls)]
    text = f"- `{cls.kind}`: " + (f"{about} " if about else "")
    return [text + ("Fields: " + "; ".join(fields) + "." if fields else "No fields.")]


def _own_doc(cls: type) -> str:
    doc = cls.__dict__.get("__doc__") or ""
    if doc.startswith(f"{cls.__name__}("):  # the signature dataclass writes for a class without a docstring
        return ""
    first = doc.strip().split("\n\n")[0]
    return " ".join(first.split())


def _field_comments(cls: type) -> dict[str, str]:
    """The `# ...` written after a field in the class's source."""
    try:
        source, _ = inspect.getsourcelines(cls)
    except (OSError, TypeError):
        return {}
    return {m.group(1): m.group(2) for m in map(_COMMENT.match, source) if m}


def _field_text(field: dataclasses.Field, tp: Any, comment: str | None, is_set: bool) -> str:
    text = f"`{field.name}` {type_name(tp)}"
    if is_set:
        text += ", a set (any order)"
    if field.default is not dataclasses.MISSING:
        text += f" = {json.dumps(to_data(field.default))}"
    return text + (f" ({comment})" if comment else "")


def type_name(tp: Any) -> str:
    """A field type in words: int, str, bool, list of str, ..."""
    origin = typing.get_origin(tp)
    if origin in (typing.Union, types.UnionType):
        return " or ".join("null" if a is type(None) else type_name(a) for a in typing.get_args(tp))
    if origin in (tuple, list):
        args = [a for a in typing.get_args(tp) if a is not Ellipsis]
        return f"list of {type_name(args[0])}" if args else "list"
    if origin is dict or tp is dict:
        return "object"
    return getattr(tp, "__name__", str(tp))


# -- views ----------------------------------------------------------------------------------------
class Shape:
    """What the values seen at one place of a view looked like: their JSON types, an object's
    keys (with how often each was there), and the shapes of list items and object values."""

    def __init__(self) -> None:
        self.types: dict[str, None] = {}  # an ordered set
        self.objects = 0
        self.keys: dict[str, list] = {}  # key -> [Shape, times present]
        self.items: Shape | None = None

    def add(self, value: Any) -> None:
        """Take in one more value seen here."""
        self.types[_json_type(value)] = None
        if isinstance(value, dict):
            self.objects += 1
            for key, item in value.items():
                entry = self.keys.setdefault(str(key), [Shape(), 0])
                entry[0].add(item)
                entry[1] += 1
        elif isinstance(value, (list, tuple)):
            self.items = self.items or Shape()
            for item in value:
                self.items.add(item)

    @property
    def is_record(self) -> bool:
        """An object with named keys (some key in every one seen), not one keyed by ids or numbers."""
        return any(times == self.objects and not key.lstrip("-").isdigit() for key, (_, times) in self.keys.items())

    def values(self) -> Shape:
        """The shape of every value of a keyed-by-id object, merged."""
        merged = Shape()
        for shape, _ in self.keys.values():
            merged.merge(shape)
        return merged

    def merge(self, other: Shape) -> None:
        """Take in what another shape saw."""
        self.types.update(other.types)
        self.objects += other.objects
        for key, (shape, times) in other.keys.items():
            entry = self.keys.setdefault(key, [Shape(), 0])
            entry[0].merge(shape)
            entry[1] += times
        if other.items is not None:
            self.items = self.items or Shape()
            self.items.merge(other.items)

    def describe(self, nested: bool = False) -> str:
        """The types in words; `nested` (a list's items) puts two or more in brackets."""
        words = []
        for name in self.types:
            if name == "list":
                seen = self.items is not None and self.items.types
                words.append(f"list of {self.items.describe(nested=True)}" if seen else "list")
            elif name == "object" and self.keys and not self.is_record:
                words.append(f"object: key -> {self.values().describe(nested=True)}")
            else:
                words.append(name)
        text = " or ".join(words)
        return f"({text})" if nested and len(words) > 1 else text

    def record(self) -> Shape | None:
        """The object whose keys are listed under this one: itself, its list items' or its values'."""
        if self.keys:
            return self if self.is_record else self.values().record()
        return self.items.record() if self.items is not None else None


def _json_type(value: Any) -> str:
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "bool"
    if isinstance(value, (dict, list, tuple)):
        return "object" if isinstance(value, dict) else "list"
    return {int: "int", float: "float", str: "str"}.get(type(value), type(value).__name__)


def sample_views(info: registry.GameInfo) -> Iterator[dict]:
    """A view at every position of the seeded bot games read for the reference, the seats taking
    turns (one seat's view already shows its own hidden things and the others' redacted)."""
    rules = info.rules()
    count = min(info.max_seats, max(2, info.min_seats))
    quick = getattr(rules, "quick_setup", None)
    for kind in info.bots:
        for seed in SEEDS:
            seats = [{"name": f"Seat {i + 1}", "bot": kind} for i in range(count)]
            match = Match(info.id, quick(seats, {}) if quick else {"seats": seats}, seed)
            taken = 0
            while True:
                yield match.view(taken % count)
                if taken >= MAX_ACTIONS or not play_out(match, [kind] * count, 1):
                    break
                taken += 1


def view_shape(info: registry.GameInfo) -> Shape:
    """The shape of every view read of this game, merged."""
    shape = Shape()
    for view in sample_views(info):
        shape.add(view)
    return shape


def _games_read(info: registry.GameInfo) -> str:
    bots = " and ".join(info.bots)
    return f"views of {len(SEEDS)} seeded games of each bot kind ({bots}), up to {MAX_ACTIONS} actions each"


def view_lines(shape: Shape, depth: int = 0) -> list[str]:
    """A bullet per key, nested keys indented under theirs."""
    lines = []
    for key, (child, times) in shape.keys.items():
        some = " (*some views*)" if times < shape.objects else ""
        lines.append(f"{'  ' * depth}- `{key}` {child.describe()}{some}")
        inner = child.record()
        if inner is not None and depth + 1 < DEPTH:
            lines += view_lines(inner, depth + 1)
    return lines


def main(argv: list[str] | None = None) -> int:
    """Rewrite the reference in docs/scenarios.md (or, with --check, only say whether it is stale)."""
    parser = argparse.ArgumentParser(prog="python -m game.scenario_doc", description=__doc__.split("\n")[0])
    parser.add_argument("--check", action="store_true", help="exit 1 if the file is stale, writing nothing")
    parser.add_argument("--file", type=Path, default=DOC)
    args = parser.parse_args(argv)
    text = args.file.read_text(encoding="utf-8")
    fresh = refreshed(text)
    if fresh == text:
        print(f"{args.file} is up to date")
        return 0
    if args.check:
        print(f"{args.file} is stale: run `python -m game.scenario_doc` to refresh it")
        return 1
    args.file.write_text(fresh, encoding="utf-8")
    print(f"wrote {args.file}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
