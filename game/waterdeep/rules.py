"""Lords of Waterdeep behind the common protocol (see game/core/protocol.py)."""
from __future__ import annotations

from pathlib import Path

from game.core import engine
from game.core.info import GameInfo
from game.waterdeep import flow, scoring, setup, spaces
from game.waterdeep.actions import ACTIONS
from game.waterdeep.content import load
from game.waterdeep.renamed import RENAMED  # noqa: F401 (ids a rename retired, for Match.from_save)
from game.waterdeep.state import State
from game.waterdeep.view import view

try:  # the bots live in their own package; until it is there, the core's random bot plays
    from game.waterdeep.bots import BOTS  # noqa: F401 (for game.core.bots.bot_named)
except ImportError:  # pragma: no cover - only before game/waterdeep/bots/ exists
    BOTS: dict = {}

__all__ = ["State", "ACTIONS", "new_game", "to_act", "chance", "legal_actions", "apply", "view", "outcome", "INFO"]

HANDLERS = ("setup", "cards", "rounds", "placing", "visits", "quests", "builders_hall", "cliffwatch", "harbor",
            "effects", "scoring")  # the modules whose steps, draws and decisions make up the game
new_game = setup.new_game

FACE = engine.face(flow.FLOW, package="game.waterdeep", handlers=HANDLERS,
                   decks={"quests": "quest_deck", "intrigue": "intrigue_deck", "buildings": "building_deck",
                          "lords": "lord_deck"}, keep_legal=True)
to_act, chance, legal_actions, apply, deck_of = FACE.to_act, FACE.chance, FACE.legal_actions, FACE.apply, FACE.deck_of
outcome = scoring.outcome


def why_not(state: State, space_id: str) -> str:
    """Why the seat to act may not put an agent on this space now ('' when it may)."""
    d = flow.owed(state)
    if d is None or d.kind not in ("place", "reassign", "redeploy"):
        return "it is not the moment to assign an agent"
    if d.kind == "redeploy" and space_id == d.data.get("source"):
        return "move the agent to a different space"
    return spaces.closed_reason(state, d.seat, space_id, reassign=d.kind != "place")


QUERIES = {"why_not": why_not}  # what a table may ask (Match.ask)


SUMMARY = (Path(__file__).parent / "summary.md").read_text(encoding="utf-8")

INFO = GameInfo(
    id="waterdeep", title="Lords of Waterdeep", module=__name__, min_seats=2, max_seats=5, has_secrets=True,
    blurb="Send your agents through the city, hire adventurers and complete quests for a secret Lord.",
    bots=("random", "heuristic"), rules_summary=SUMMARY,
    seat_colours=tuple(c.name for c in load().config.colours),  # orange and purple are cubes' colours here
)
