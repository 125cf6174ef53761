"""What a game says about itself: its GameInfo, which its rules module exposes as INFO. The
registry lists them, the core's Match keeps one, the command line and the menus read them."""
from __future__ import annotations

import importlib
from dataclasses import dataclass
from types import ModuleType


@dataclass(frozen=True)
class Option:
    """A setting a game takes besides its seats (Legend of Drizzt's adventure), offered on the
    command line as --<name> and handed to the game's quick_setup."""

    name: str
    help: str


@dataclass(frozen=True)
class GameInfo:
    """What the game picker, seat setup, rules viewer and command line need to know about a game."""

    id: str
    title: str
    module: str  # dotted path of the rules module (implements the protocol)
    min_seats: int
    max_seats: int
    coop: bool = False
    has_secrets: bool = False
    blurb: str = ""
    rules_summary: str = ""
    bots: tuple[str, ...] = ("random",)
    cli_options: tuple[Option, ...] = ()
    seat_colours: tuple[str, ...] = ()  # the seat colours (the kit's names) this game offers; () = all

    def rules(self) -> ModuleType:
        """Import and return the rules module."""
        return importlib.import_module(self.module)

    def quick_setup(self, seats: list[dict], options: dict) -> dict:
        """A setup from the seats and this game's options alone (the command line, benchmarks): the
        rules module's own quick_setup when the game needs more than seats."""
        quick = getattr(self.rules(), "quick_setup", None)
        return quick(seats, options) if quick is not None else {"seats": seats}
