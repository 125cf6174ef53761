"""Scenarios: a game, a setup, forced chance outcomes, actions and expectations, as JSON.
See docs/scenarios.md for the format."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core.codec import CodecError, to_data
from game.core.errors import IllegalAction, TavernError
from game.core.match import Match
from game.core.protocol import CHANCE, CHANCE_ACTIONS, Action


class ScenarioError(TavernError):
    """A scenario file that cannot be run (bad JSON, unknown step)."""


def load_scenario(path: Path) -> dict:
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read ({exc})") from None
    except ValueError as exc:
        raise ScenarioError(f"{path}: not JSON ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise ScenarioError(f"{path}: a scenario is an object with a 'game'")
    return data


def _action(match: Match, raw: Any) -> Action:
    try:
        return match.codec.parse(raw) if isinstance(raw, str) else match.codec.decode(raw)
    except CodecError as exc:
        raise ScenarioError(f"bad action {raw!r}: {exc}") from None


def run_scenario(data: dict) -> tuple[Match, list[str]]:
    """Run every step; returns the match and the failed expectations (empty = pass)."""
    try:
        match = Match(data["game"], data.get("setup", {}), int(data.get("seed", 0)))
    except (TavernError, KeyError) as exc:
        raise ScenarioError(f"cannot start {data['game']!r}: {exc}") from None
    failures: list[str] = []
    for number, step in enumerate(data.get("steps", []), 1):
        failures += [f"step {number}: {f}" for f in _run_step(match, step)]
    if "expect" in data:
        failures += [f"end: {f}" for f in check_expectations(match, data["expect"])]
    return match, failures


def _run_step(match: Match, step: dict) -> list[str]:
    if not isinstance(step, dict):
        raise ScenarioError(f"a step is an object, got {step!r}")
    if "act" in step or "chance" in step:
        action = _action(match, step.get("act", step.get("chance")))
        if "act" in step and isinstance(action, CHANCE_ACTIONS):
            raise ScenarioError("use 'chance' for a roll or draw")
        try:
            match.act(action)
        except IllegalAction as exc:
            return [f"{action} was refused: {exc.reason}"]
        return []
    if "illegal" in step:
        return _expect_refusal(match, step)
    if step.get("settle"):
        match.settle()
        return []
    if "expect" in step:
        return check_expectations(match, step["expect"])
    raise ScenarioError(f"unknown step {step!r} (use act, chance, illegal, settle or expect)")


def _expect_refusal(match: Match, step: dict) -> list[str]:
    action = _action(match, step["illegal"])
    before = to_data(match.state)
    try:
        match.act(action)
    except IllegalAction as exc:
        wanted = step.get("reason", "")
        if wanted.lower() not in exc.reason.lower():
            return [f"{action} was refused with {exc.reason!r}, expected a reason containing {wanted!r}"]
        if to_data(match.state) != before:
            return [f"{action} was refused but changed the state"]
        return []
    return [f"{action} was accepted, expected a refusal"]


def check_expectations(match: Match, expect: dict) -> list[str]:
    """Compare the match against an expectation object (see docs/scenarios.md)."""
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
    return failures


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


__all__ = ["run_scenario", "load_scenario", "check_expectations", "diff", "ScenarioError", "CHANCE"]
