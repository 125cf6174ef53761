"""`python -m game`: simulate, scenario and replay, a command line over the engine."""
from __future__ import annotations

import argparse
import importlib
import json
import sys
import time
import traceback
from pathlib import Path

from game import registry
from game.core.bots import play_out
from game.core.errors import SaveError, TavernError
from game.core.match import Match
from game.core.scenario import ScenarioError, load_scenario, run_scenario


def _parser(games: list[registry.GameInfo]) -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="python -m game", description="Tavern Table's rules engine.")
    parser.add_argument("--with", dest="extra", action="append", default=[], metavar="MODULE",
                        help="import a module whose INFO names one more game (tests, development)")
    sub = parser.add_subparsers(dest="command", required=True)
    sim = sub.add_parser("simulate", help="play seeded games with bots")
    sim.add_argument("game")
    sim.add_argument("--games", type=int, default=10)
    sim.add_argument("--seed", type=int, default=0)
    sim.add_argument("--seats", type=int, default=None)
    sim.add_argument("--bots", default="random", help="bot kinds, comma-separated, one per seat or one for all")
    sim.add_argument("--max-actions", type=int, default=100_000)
    for name, (titles, text) in _game_options(games).items():
        sim.add_argument(f"--{name}", dest=_dest(name), metavar=name.upper().replace("-", "_"),
                         help=f"{', '.join(titles)}: {text}")
    scn = sub.add_parser("scenario", help="run a JSON scenario and check its expectations")
    scn.add_argument("file", type=Path)
    rep = sub.add_parser("replay", help="replay a save and verify it")
    rep.add_argument("save", type=Path)
    return parser


def _game_options(games: list[registry.GameInfo]) -> dict[str, tuple[list[str], str]]:
    """Each game's own settings (GameInfo.cli_options): name -> (the games that take it, help)."""
    offered: dict[str, tuple[list[str], str]] = {}
    for info in games:
        for option in info.cli_options:
            offered.setdefault(option.name, ([], option.help))[0].append(info.title)
    return offered


def _dest(name: str) -> str:
    return "option_" + name.replace("-", "_")


def _options_for(info: registry.GameInfo, args) -> dict:
    """The settings given for this game; a TavernError for one that only another game takes."""
    own = {option.name for option in info.cli_options}
    for name in _game_options(registry.games()):
        if name not in own and getattr(args, _dest(name)) is not None:
            raise TavernError(f"{info.title} takes no --{name}")
    return {name: getattr(args, _dest(name)) for name in own}


def simulate(args) -> int:
    info = registry.get(args.game)
    seats = args.seats or min(info.max_seats, max(2, info.min_seats))
    if not info.min_seats <= seats <= info.max_seats:
        raise TavernError(f"{info.title} takes {info.min_seats} to {info.max_seats} seats")
    kinds = args.bots.split(",")
    bots = [kinds[i % len(kinds)] for i in range(seats)]
    setup = info.quick_setup([{"name": f"Bot {i + 1}", "bot": b} for i, b in enumerate(bots)], _options_for(info, args))
    totals = {"games": args.games, "finished": 0, "errors": 0, "actions": 0}
    start = time.perf_counter()
    for n in range(args.games):
        try:
            match = Match(info, setup, seed=args.seed + n)
            totals["actions"] += play_out(match, bots, args.max_actions)
            totals["finished"] += match.over
        except Exception:  # noqa: BLE001 - a soak run counts and reports every crash
            totals["errors"] += 1
            print(f"game {n} (seed {args.seed + n}) raised:\n{traceback.format_exc()}", file=sys.stderr)
    seconds = time.perf_counter() - start
    totals["seconds"] = round(seconds, 3)
    totals["actions_per_second"] = round(totals["actions"] / seconds, 1) if seconds else 0.0
    print(json.dumps(totals))
    return 0 if totals["errors"] == 0 else 1


def scenario(args) -> int:
    data = load_scenario(args.file)
    match, failures = run_scenario(data)
    if failures:
        print(f"FAIL {args.file}")
        for line in failures:
            print(f"  {line}")
        return 1
    print(f"ok {args.file}: {len(match.log)} actions, {data['game']}")
    return 0


def replay(args) -> int:
    match = Match.load(args.save)
    outcome = match.outcome()
    ending = f", over: {outcome.reason}" if outcome else ", in progress"
    if match.replayed is not None:  # an earlier version wrote it: replayed, not verified
        print(f"ok {args.save}: {match.info.title}, {len(match.log)} actions replayed{ending}")
        print(f"  {match.replayed.note()}")
        return 0
    print(f"ok {args.save}: {match.info.title}, {len(match.log)} actions replayed and verified{ending}")
    return 0


def _register_extras(argv: list[str] | None) -> None:
    """Register the games named by --with, before the full parser offers every game's settings."""
    early = argparse.ArgumentParser(add_help=False)
    early.add_argument("--with", dest="extra", action="append", default=[])
    for name in early.parse_known_args(argv)[0].extra:
        info = getattr(importlib.import_module(name), "INFO", None)
        if isinstance(info, registry.GameInfo):
            registry.register(info)


def main(argv: list[str] | None = None) -> int:
    _register_extras(argv)
    args = _parser(registry.games()).parse_args(argv)
    try:
        return {"simulate": simulate, "scenario": scenario, "replay": replay}[args.command](args)
    except (SaveError, ScenarioError) as exc:
        print(f"error: {exc}", file=sys.stderr)
        return 1
    except (KeyError, TavernError) as exc:
        print(f"error: {exc.args[0] if exc.args else exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":
    sys.exit(main())
