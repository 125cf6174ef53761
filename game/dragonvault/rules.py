"""Dragonvault behind the common protocol (see game/core/protocol.py)."""
from __future__ import annotations

from pathlib import Path

from game.core import engine
from game.core.info import GameInfo, Option
from game.dragonvault import flow, scoring, setup, turn
from game.dragonvault.actions import ACTIONS
from game.dragonvault.renamed import RENAMED  # noqa: F401 (ids a rename retired, for Match.from_save)
from game.dragonvault.state import State
from game.dragonvault.view import view

try:  # the bots live in their own package; until it is there, the core's random bot plays
    from game.dragonvault.bots import BOTS  # noqa: F401 (for game.core.bots.bot_named)
except ImportError:  # pragma: no cover - only before game/dragonvault/bots/ exists
    BOTS: dict = {}

__all__ = ["State", "ACTIONS", "new_game", "to_act", "chance", "legal_actions", "apply", "view", "outcome", "INFO"]

HANDLERS = ("setup", "turn", "effects", "responses", "damage", "looting", "treasure", "rolls", "piles", "encounters",
            "scoring")  # the modules whose steps, rolls, draws and decisions make up the game
new_game = setup.new_game

FACE = engine.face(flow.FLOW, package="game.dragonvault", handlers=HANDLERS, decks={"adventure": "adventure"})
to_act, chance, legal_actions, apply, deck_of = FACE.to_act, FACE.chance, FACE.legal_actions, FACE.apply, FACE.deck_of
outcome = scoring.outcome


def why_not(state: State, card: str, target: int = -1, seat: int | None = None) -> str:
    """Why the seat to act (or `seat`) may not play this card on this target now ('' when it may)."""
    d = flow.owed(state)
    if seat is not None and (d is None or d.seat != seat):
        return turn.why_not_card(state, seat, card, target)
    if d is not None and d.kind == "respond":
        if card not in state.seats[d.seat].hand:
            return "that card is not in your hand"
        return "" if card in d.data["cards"] else "that card does not answer this moment"
    seat = d.seat if d is not None else state.active
    return turn.why_not_card(state, seat, card, target)


def targets(state: State, card: str) -> list[int]:
    """The seats the seat to act may name with this card now."""
    d = flow.owed(state)
    seat = d.seat if d is not None else state.active
    return turn.target_seats(state, seat, card) if seat >= 0 else []


QUERIES = {"why_not": why_not, "targets": targets}  # what a table may ask (Match.ask)


def quick_setup(seats: list[dict], options: dict) -> dict:
    """A setup from seats and the command line's --teams (pairs) and --champions (choose|deal)."""
    out: dict = {"seats": seats}
    if options.get("champions"):
        out["champions"] = options["champions"]
    if options.get("teams") == "pairs":
        out["teams"] = [i % max(2, len(seats) // 2) for i in range(len(seats))]  # allies sit apart
    elif options.get("teams"):
        out["teams"] = [int(t) for t in str(options["teams"]).split(",")]
    return out


SUMMARY = (Path(__file__).parent / "summary.md").read_text(encoding="utf-8")

INFO = GameInfo(
    id="dragonvault", title="Dragonvault", module=__name__, min_seats=2, max_seats=6, has_secrets=True,
    blurb="Play cards on your rivals, face dragons and traps, and hold the most treasure when the deck runs out.",
    bots=("random", "heuristic"), rules_summary=SUMMARY,
    cli_options=(Option("teams", "Dragonvault: 'pairs' seats allies two by two (or a team number per seat, a,b,...)"),
                 Option("champions", "Dragonvault: 'choose' lets each seat pick its champion (default: dealt)")),
)
