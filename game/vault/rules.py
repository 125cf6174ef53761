"""Vault of Dragons behind the common protocol (see game/core/protocol.py)."""
from __future__ import annotations

from pathlib import Path

from game.core import engine
from game.core.info import GameInfo
from game.core.protocol import Outcome
from game.vault import flow, options, setup, turn
from game.vault.actions import ACTIONS
from game.vault.content import load
from game.vault.bots import BOTS  # noqa: F401 (random and heuristic bots, for game.core.bots.bot_named)
from game.vault.renamed import RENAMED  # noqa: F401 (ids a rename retired, for Match.from_save)
from game.vault.state import State
from game.vault.view import view
from game.vault.preview import preview

__all__ = ["State", "ACTIONS", "new_game", "to_act", "chance", "legal_actions", "apply", "view", "outcome", "INFO"]

HANDLERS = ("brawls", "dungeons", "gains", "options", "rounds", "setup", "turn", "watch")  # the modules whose
# steps, rolls, draws and decisions make up the game
new_game = setup.new_game


def _refusal(state: State, d, what: str, why: str) -> str:
    """What was wrong with the answer, then whose question comes first (the rulebook scenarios
    expect 'must decide first')."""
    return f"{why[:1].upper()}{why[1:]}. {state.seats[d.seat].name} must decide first: {what}"


FACE = engine.face(flow.FLOW, package="game.vault", handlers=HANDLERS,
                   decks={"treasure": "treasure", "magic": "magic", "secrets": "secrets"},
                   turn=engine.Turn(turn.actor, options.candidates, turn.check, turn.do), refusal=_refusal)
to_act, chance, legal_actions, apply, deck_of = FACE.to_act, FACE.chance, FACE.legal_actions, FACE.apply, FACE.deck_of
QUERIES = {"preview": lambda state, action: preview(state, action, to_act, apply)}  # what a table may ask (Match.ask)


def outcome(state: State) -> Outcome | None:
    if state.winner < 0:
        return None
    return Outcome((state.winner,), "claimed the Vault of Dragons", tuple(len(p.secrets) for p in state.seats))


def describe_setup(game_setup: dict) -> str:
    """'Zhentarim, Cassalanters': each seat's Faction in seat order (what a save slot shows)."""
    names = [load().factions[f].name for f in setup.dealt_factions(game_setup["seats"])]
    return ", ".join(n[4:] if n.startswith("The ") else n for n in names)


SUMMARY = (Path(__file__).parent / "summary.md").read_text(encoding="utf-8")

INFO = GameInfo(
    id="vault", title="Vault of Dragons", module=__name__, min_seats=2, max_seats=4, has_secrets=True,
    blurb="Send your Followers through the city and under it; the first to claim the Vault wins.",
    bots=("random", "heuristic"), rules_summary=SUMMARY,
)
