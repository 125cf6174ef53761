"""Scenarios: a game, a start, forced chance outcomes, actions and checks, as JSON.
See docs/scenarios.md for the format.

A scenario starts from a new game (`setup`, `seed`), from a save (`from_save`: loaded as Load
loads it, replay and hash checked) or from where another scenario ends (`from`: that file is run,
its checks included, and this one goes on from its last position)."""
from __future__ import annotations

import json
from pathlib import Path
from typing import Any

from game.core.codec import to_data
from game.core.errors import IllegalAction, SaveError, ScenarioError, TavernError
from game.core.match import Match
from game.core.protocol import CHANCE, CHANCE_ACTIONS, Event
from game.core.scenario_checks import check_events, check_expectations, diff, known_keys, scenario_action

TOP_KEYS = ("game", "seed", "setup", "from", "from_save", "steps", "expect", "about")
# Each step has one of these forms, and may add the keys listed with it.
STEP_FORMS = {"act": ("events",), "chance": ("events",), "settle": ("events",), "illegal": ("reason",),
              "expect": ()}
MAX_FROM = 8  # how many files a chain of `from` may run through


class Scenario(dict):
    """A scenario's data, knowing the file it came from (`from` and `from_save` are relative to it)."""

    def __init__(self, data: dict, path: Path | None = None) -> None:
        super().__init__(data)
        self.path = path


def load_scenario(path: Path) -> Scenario:
    """Read a scenario file (not run yet): ScenarioError if it is not a JSON object with a game."""
    try:
        data = json.loads(Path(path).read_text(encoding="utf-8"))
    except (OSError, UnicodeDecodeError) as exc:
        raise ScenarioError(f"{path}: cannot read ({exc})") from None
    except ValueError as exc:
        raise ScenarioError(f"{path}: not JSON ({exc})") from None
    if not isinstance(data, dict) or not isinstance(data.get("game"), str):
        raise ScenarioError(f"{path}: a scenario is an object with a 'game'")
    return Scenario(data, Path(path))


def run_scenario(data: dict, path: Path | None = None) -> tuple[Match, list[str]]:
    """Start, run every step, check the final expectation; returns the match and the failed
    expectations (empty = pass). `path` (else the file `load_scenario` read) anchors `from` and
    `from_save`; a scenario given as bare data resolves them against the working folder."""
    path = path if path is not None else getattr(data, "path", None)
    return _run(data, Path(path) if path is not None else None, ())


def _run(data: dict, path: Path | None, chain: tuple[Path, ...]) -> tuple[Match, list[str]]:
    where = str(path) if path is not None else "the scenario"
    known_keys(data, TOP_KEYS, where)
    if path is not None:
        chain = (*chain, path.resolve())
    match, failures = _start(data, path, where, chain)
    for number, step in enumerate(data.get("steps", []), 1):
        try:
            failures += [f"step {number}: {f}" for f in _run_step(match, step)]
        except ScenarioError as exc:
            raise ScenarioError(f"{where}: step {number}: {exc}") from None
    if "expect" in data:
        try:
            failures += [f"end: {f}" for f in check_expectations(match, data["expect"])]
        except ScenarioError as exc:
            raise ScenarioError(f"{where}: expect: {exc}") from None
    return match, failures


# -- the start ------------------------------------------------------------------------------------
def _start(data: dict, path: Path | None, where: str, chain: tuple[Path, ...]) -> tuple[Match, list[str]]:
    """The match the steps begin from, and the failures met on the way there (of a `from` file)."""
    named = [key for key in ("from", "from_save") if key in data]
    if not named:
        try:
            return Match(data["game"], data.get("setup", {}), int(data.get("seed", 0))), []
        except (TavernError, KeyError) as exc:
            why = exc.args[0] if isinstance(exc, KeyError) and exc.args else exc
            raise ScenarioError(f"{where}: cannot start {data['game']!r}: {why}") from None
    if len(named) > 1:
        raise ScenarioError(f"{where}: starts from one place: give 'from' or 'from_save', not both")
    key = named[0]
    clash = [k for k in ("setup", "seed") if k in data]
    if clash:
        raise ScenarioError(f"{where}: the game of a scenario with {key!r} is set up there; drop {clash[0]!r}")
    ref = data[key]
    if not isinstance(ref, str) or not ref:
        raise ScenarioError(f"{where}: {key!r} names a file, got {ref!r}")
    target = (path.parent if path is not None else Path.cwd()) / ref
    match, failures = (_from_save(target, where), []) if key == "from_save" else _from(target, where, chain)
    if match.info.id != data["game"]:
        raise ScenarioError(f"{where}: the game is {data['game']!r}, but {ref} is a game of {match.info.id!r}")
    return match, failures


def _from_save(target: Path, where: str) -> Match:
    try:
        return Match.load(target)
    except SaveError as exc:
        raise ScenarioError(f"{where}: from_save: {exc}") from None


def _from(target: Path, where: str, chain: tuple[Path, ...]) -> tuple[Match, list[str]]:
    """Run the other scenario to its end: its match, and its failures marked as its own."""
    resolved = target.resolve()
    if resolved in chain:
        loop = " -> ".join(p.name for p in (*chain[chain.index(resolved):], resolved))
        raise ScenarioError(f"{where}: from {target.name} makes a cycle: {loop}")
    if len(chain) >= MAX_FROM:
        raise ScenarioError(f"{where}: from {target.name} would run more than {MAX_FROM} files deep")
    try:
        match, failures = _run(load_scenario(target), target, chain)
    except ScenarioError as exc:
        raise ScenarioError(f"{where}: from {exc}") from None
    return match, [f"from {target.name}: {f}" for f in failures]


# -- the steps ------------------------------------------------------------------------------------
def _run_step(match: Match, step: Any) -> list[str]:
    if not isinstance(step, dict):
        raise ScenarioError(f"a step is an object, got {step!r}")
    forms = [key for key in STEP_FORMS if key in step]
    if len(forms) != 1:
        raise ScenarioError(f"a step has one of {', '.join(STEP_FORMS)}, got {step!r}")
    form = forms[0]
    known_keys(step, (form, *STEP_FORMS[form], "about"), f"the {form} step")
    if form == "illegal":
        return _expect_refusal(match, step)
    if form == "expect":
        return check_expectations(match, step["expect"])
    if form == "settle":
        if step["settle"] is not True:
            raise ScenarioError(f"settle takes true, got {step['settle']!r}")
        return _step_events([e for _, events in match.settle() for e in events], step)
    action = scenario_action(match, step[form])
    if form == "act" and isinstance(action, CHANCE_ACTIONS):
        raise ScenarioError("use 'chance' for a roll or draw")
    try:
        events = match.act(action)
    except IllegalAction as exc:
        return [f"{action} was refused: {exc.reason}"]
    return _step_events(events, step)


def _step_events(events: list[Event], step: dict) -> list[str]:
    return check_events(events, step["events"]) if "events" in step else []


def _expect_refusal(match: Match, step: dict) -> list[str]:
    action = scenario_action(match, step["illegal"])
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


__all__ = ["run_scenario", "load_scenario", "check_expectations", "diff", "Scenario", "ScenarioError", "CHANCE"]
