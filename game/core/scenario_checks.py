"""What a scenario checks (docs/scenarios.md): the position (to act, a seat's view, the outcome,
undo, the legal actions) and the events one step gave. Every check returns its differences, one
readable line each; a check written wrongly (an unknown key, a list that is not one) is a
ScenarioError."""
from __future__ import annotations

import copy
import dataclasses
import json
from collections import Counter
from typing import Any

from game.core.codec import CodecError, to_data
from game.core.errors import IllegalAction, ScenarioError
from game.core.match import Match
from game.core.protocol import CHANCE, Action, Event

EXPECT_KEYS = ("to_act", "seat", "view", "outcome", "can_undo", "legal", "about")
LIST_KEYS = ("contains", "excludes", "count")  # of `legal` and `events` alike
EVENT_KEYS = ("text", "data", "reveals")
SHOWN = 12  # how many actions a failed legal check names


def known_keys(obj: Any, keys: tuple[str, ...], what: str) -> dict:
    """The object, if it is one and holds only these keys; else a ScenarioError naming the stray."""
    if not isinstance(obj, dict):
        raise ScenarioError(f"{what} is an object, got {obj!r}")
    stray = [k for k in obj if k not in keys]
    if stray:
        raise ScenarioError(f"{what} has no key {stray[0]!r} (its keys: {', '.join(keys)})")
    return obj


def scenario_action(match: Match, raw: Any) -> Action:
    """An action written in a scenario: its text form or its JSON."""
    try:
        return match.codec.parse(raw) if isinstance(raw, str) else match.codec.decode(raw)
    except CodecError as exc:
        raise ScenarioError(f"bad action {raw!r}: {exc}") from None


def check_expectations(match: Match, expect: dict) -> list[str]:
    """Compare the match against an expectation object."""
    known_keys(expect, EXPECT_KEYS, "an expectation")
    failures: list[str] = []
    if "to_act" in expect and match.to_act() != expect["to_act"]:
        failures.append(f"to_act: expected {expect['to_act']!r}, got {match.to_act()!r}")
    if "view" in expect:
        seat = expect.get("seat", 0)
        failures += diff(expect["view"], match.view(seat), f"view[{seat}]")
    if "outcome" in expect:
        got = match.outcome()
        failures += diff(expect["outcome"], None if got is None else to_data(got), "outcome")
    if "can_undo" in expect and match.can_undo() != expect["can_undo"]:
        failures.append(f"can_undo: expected {expect['can_undo']}, got {match.can_undo()}")
    if "legal" in expect:
        failures += check_legal(match, expect["legal"])
    return failures


def _items(want: dict, key: str, what: str) -> list:
    items = want.get(key, [])
    if not isinstance(items, list):
        raise ScenarioError(f"{what} {key} is a list, got {items!r}")
    return items


def _count(want: dict, what: str) -> int | None:
    count = want.get("count")
    if count is not None and (not isinstance(count, int) or isinstance(count, bool) or count < 0):
        raise ScenarioError(f"{what} count is a whole number, got {count!r}")
    return count


def check_legal(match: Match, want: dict) -> list[str]:
    """`legal`: these actions are legal (`contains`), these are not (`excludes`), this many are (`count`)."""
    known_keys(want, LIST_KEYS, "legal")
    legal = match.legal_actions()
    have = set(legal)
    failures = []
    for raw in _items(want, "contains", "legal"):
        action = scenario_action(match, raw)
        if action not in have:
            instead = _legal_like(match, action, legal)
            failures.append(f"legal: {action} is not legal{_why_not(match, action)}; {instead}")
    for raw in _items(want, "excludes", "legal"):
        action = scenario_action(match, raw)
        if action in have:
            failures.append(f"legal: {action} is legal, expected it not to be")
    count = _count(want, "legal")
    if count is not None and len(legal) != count:
        failures.append(f"legal: expected {count} actions, got {len(legal)}: {_listing(legal)}")
    return failures


def _why_not(match: Match, action: Action) -> str:
    """The rules' reason for refusing the action here, tried on a copy of the state."""
    if match.to_act() in (None, CHANCE):
        return ""
    try:
        match.rules.apply(copy.deepcopy(match.state), action)
    except IllegalAction as exc:
        return f" ({exc.reason})"
    return " (yet the rules accept it: the legal list and the rules disagree)"


def _legal_like(match: Match, action: Action, legal: list[Action]) -> str:
    """What is legal instead: the actions of the same kind, nearest first, else the kinds that are."""
    same = sorted((a for a in legal if a.kind == action.kind), key=lambda a: -_shared_fields(a, action))
    if same:
        return f"the legal {action.kind} actions: {_listing(same)}"
    if legal:
        kinds = Counter(a.kind for a in legal)
        return f"no {action.kind} is legal; the legal kinds: {', '.join(f'{k} ({n})' for k, n in kinds.items())}"
    return f"nothing is legal now (to act: {match.to_act()!r})"


def _shared_fields(a: Action, b: Action) -> int:
    return sum(getattr(a, f.name) == getattr(b, f.name) for f in dataclasses.fields(a))


def _listing(actions: list[Action]) -> str:
    shown = ", ".join(str(a) for a in actions[:SHOWN])
    more = len(actions) - SHOWN
    return (shown or "none") + (f" ... and {more} more ({len(actions)} in all)" if more > 0 else "")


def check_events(events: list[Event], want: dict) -> list[str]:
    """`events` of one step: these, in this order with others between them allowed (`contains`),
    none like these (`excludes`), this many (`count`). An event is written as a piece of its text
    or as {"text": piece, "data": {...subset}, "reveals": bool}."""
    known_keys(want, LIST_KEYS, "events")
    failures, start = [], 0
    for raw in _items(want, "contains", "events"):
        pattern = _event_pattern(raw)
        at = next((i for i in range(start, len(events)) if _matches(events[i], pattern)), None)
        if at is None:
            after = f" after event {start}" if start else ""
            failures.append(f"events: none{after} matches {_show_pattern(pattern)}")
        else:
            start = at + 1
    for raw in _items(want, "excludes", "events"):
        pattern = _event_pattern(raw)
        hit = next((i for i, e in enumerate(events, 1) if _matches(e, pattern)), None)
        if hit is not None:
            failures.append(f"events: event {hit} matches {_show_pattern(pattern)}, expected none to")
    count = _count(want, "events")
    if count is not None and len(events) != count:
        failures.append(f"events: expected {count}, got {len(events)}")
    if failures:
        shown = "; ".join(f"{i}. {_show_event(e)}" for i, e in enumerate(events, 1))
        failures.append(f"events: the step's events were: {shown or 'none'}")
    return failures


def _event_pattern(raw: Any) -> dict:
    if isinstance(raw, str):
        return {"text": raw}
    pattern = known_keys(raw, EVENT_KEYS, "an event")
    if not isinstance(pattern.get("text", ""), str) or not isinstance(pattern.get("data", {}), dict):
        raise ScenarioError(f"an event's text is a string and its data an object, got {raw!r}")
    return pattern


def _matches(event: Event, pattern: dict) -> bool:
    return (pattern.get("text", "").lower() in event.text.lower()
            and not diff(pattern.get("data", {}), event.data, "data")
            and pattern.get("reveals", event.reveals) == event.reveals)


def _show_pattern(pattern: dict) -> str:
    return repr(pattern["text"]) if list(pattern) == ["text"] else _compact(pattern)


def _show_event(event: Event) -> str:
    data = f" {_compact(event.data)}" if event.data else ""
    return f"{event.text!r}{data}{' (reveals)' if event.reveals else ''}"


def _compact(data: Any) -> str:
    return json.dumps(to_data(data), separators=(",", ":"), ensure_ascii=False, default=str)


def diff(expected: Any, got: Any, where: str) -> list[str]:
    """Readable differences; dicts match as subsets, lists item by item."""
    if isinstance(expected, dict) and isinstance(got, dict):
        out = []
        for key, value in expected.items():
            if key not in got:
                out.append(f"{where}.{key}: missing")
            else:
                out += diff(value, got[key], f"{where}.{key}")
        return out
    if isinstance(expected, list) and isinstance(got, (list, tuple)):
        if len(expected) != len(got):
            return [f"{where}: expected {len(expected)} items {expected!r}, got {len(got)} {list(got)!r}"]
        return [f for i, (e, g) in enumerate(zip(expected, got)) for f in diff(e, g, f"{where}[{i}]")]
    if expected != got:
        return [f"{where}: expected {expected!r}, got {got!r}"]
    return []
