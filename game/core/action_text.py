"""The one text form of an action: what `str(action)` prints and `ActionCodec.parse` reads back.

    kind name=value name=a,b

The action's kind, then one `name=value` word per field, in the order the class declares them;
a field at its default is left out (`play card=wand` is `play card=wand target=-1 dest=`). Values
are written by the field's type: an int in digits (`target=-2`), a bool `true` or `false`, a
string as it is (nothing after `=` for an empty one), a tuple its items joined by commas (nothing
after `=` for none). Values are ids and numbers: they hold no spaces, and a tuple's items hold no
commas. Scenario files and save-replay messages speak this form (docs/scenarios.md); the
sentences a player reads are the events' text and each table's own words, not this.
"""
from __future__ import annotations

import dataclasses
import re
from typing import Any, get_args, get_origin

from game.core.codec import from_data, type_hints
from game.core.errors import CodecError

_INT = re.compile(r"-?[0-9]+")
_BOOLS = {"true": True, "false": False}


def action_text(action: Any) -> str:
    """`kind name=value ...` for an action (a frozen dataclass with a `kind`)."""
    words = [action.kind]
    for f in dataclasses.fields(action):
        value = getattr(action, f.name)
        if f.default is not dataclasses.MISSING and value == f.default:
            continue
        words.append(f"{f.name}={_write(value)}")
    return " ".join(words)


def _write(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (tuple, list)):
        return ",".join(_write(v) for v in value)
    return str(value)


def parse_action(classes: dict[str, type], text: Any) -> Any:
    """Read `kind name=value ...` into an action of the class with that kind; CodecError names
    what is wrong (an unknown kind or field, a value of the wrong type, a missing field)."""
    if not isinstance(text, str) or not text.split():
        raise CodecError(f"an action in text is 'kind name=value ...', got {text!r}")
    kind, *words = text.split()
    cls = classes.get(kind)
    if cls is None:
        raise CodecError(f"unknown action {kind!r} in {text!r} (the kinds: {', '.join(sorted(classes))})")
    hints = type_hints(cls)
    names = [f.name for f in dataclasses.fields(cls)]
    body: dict[str, Any] = {}
    for word in words:
        name, sep, raw = word.partition("=")
        if not sep or name not in names:
            what = f"has no field {name!r}" if sep else f"takes name=value words, got {word!r}"
            raise CodecError(f"{kind} {what} (its fields: {', '.join(names) or 'none'})")
        if name in body:
            raise CodecError(f"{kind}: {name} is given twice")
        body[name] = _read(hints[name], raw, f"{kind} {name}")
    return from_data(cls, body, kind)


def _read(tp: Any, raw: str, where: str) -> Any:
    """One value as plain data (a tuple as a list), checked against the field's type."""
    if get_origin(tp) in (tuple, list):
        item = (get_args(tp) or (str,))[0]
        return [_read(item, r, where) for r in raw.split(",")] if raw else []
    if tp is bool:
        if raw.lower() not in _BOOLS:
            raise CodecError(f"{where}: expected true or false, got {raw!r}")
        return _BOOLS[raw.lower()]
    if tp is int:
        if not _INT.fullmatch(raw):
            raise CodecError(f"{where}: expected a whole number, got {raw!r}")
        return int(raw)
    if tp is str:
        return raw
    raise CodecError(f"{where}: a field of type {tp!r} has no text form")
