"""The command line: `tavern-table` and `python -m scenes` start the app at its title, or walk every
scene headless (--smoke) or render each to a PNG (--tour DIR) through scenes/tour.py, or print the
version (--version, before pygame is even imported). The app runs under scenes/crash.py's guard
and logs to the user data folder (scenes/logfile.py)."""
from __future__ import annotations

import os
import sys
from pathlib import Path


def version_line() -> str:
    from game import __version__

    return f"Tavern Table {__version__}"


def parse_args(argv: list[str] | None):
    import argparse  # here, not at the top: a plain double-click start never pays for it

    parser = argparse.ArgumentParser(prog="tavern-table", description="Dungeon board games for one couch.")
    parser.add_argument("--smoke", action="store_true", help="walk every scene headless and exit 0")
    parser.add_argument("--tour", metavar="DIR", type=Path, help="render every scene to PNG files in DIR")
    parser.add_argument("--frames", type=int, default=None, help="stop after this many frames")
    parser.add_argument("--version", action="version", version=version_line(), help="print the version and exit")
    return parser.parse_args(argv)


def quick_args(argv: list[str]):
    """The common starts (none, --smoke, --frames N, --tour DIR) without importing argparse,
    which costs a few milliseconds of start-up; anything else goes to the full parser."""
    from types import SimpleNamespace

    args = SimpleNamespace(smoke=False, tour=None, frames=None, version=False)
    rest = list(argv)
    while rest:
        flag = rest.pop(0)
        if flag == "--version":
            args.version = True
        elif flag == "--smoke":
            args.smoke = True
        elif flag in ("--frames", "--tour") and rest and not rest[0].startswith("-"):
            value = rest.pop(0)
            if flag == "--tour":
                args.tour = Path(value)
            elif value.isdigit():
                args.frames = int(value)
            else:
                return parse_args(argv)
        else:
            return parse_args(argv)
    return args


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    args = quick_args(argv)
    if getattr(args, "version", False):
        print(version_line())
        return 0
    from scenes import logfile

    if args.smoke or args.tour:
        import tempfile

        from scenes import tour

        # the walk plays games and autosaves them: never over the player's own saves and settings
        os.environ.setdefault("TAVERN_TABLE_HOME", tempfile.mkdtemp(prefix="tavern-table-walk-"))
        logfile.start()
        if args.smoke:
            return tour.smoke()
        return tour.render_tour(args.tour)
    logfile.start(file=False)  # before anything can go wrong; the file opens after the first frame
    from scenes import crash
    from scenes.app import App
    from scenes.display import NoDisplay

    logfile.log.info("starting %s", version_line())
    try:
        app = App()
    except NoDisplay as exc:
        logfile.log.error("%s", exc)
        logfile.open_file()
        print(f"tavern-table: {exc}", file=sys.stderr)  # one line, at once, and a failing exit
        return 2
    except Exception as exc:  # noqa: BLE001 - no window yet: the report and the console tell it
        logfile.open_file()
        return crash.crashed(None, exc)

    def settle() -> None:
        logfile.open_file()
        logfile.start_up_facts(app)

    code = crash.play(app, max_frames=args.frames, after_first_frame=settle)
    logfile.log.info("closed (exit code %s)", code)
    return code


if __name__ == "__main__":
    sys.exit(main())
