"""Dungeon Draft behind the common protocol (see game/core/protocol.py)."""
from __future__ import annotations

from pathlib import Path

from game.core import engine
from game.core.info import GameInfo, Option
from game.draft import flow, play, scoring, setup
from game.draft.actions import ACTIONS
from game.draft.renamed import RENAMED  # noqa: F401 (ids a rename retired, for Match.from_save)
from game.draft.state import State
from game.draft.view import view

try:  # the bots live in their own package; until it is there, the core's random bot plays
    from game.draft.bots import BOTS  # noqa: F401 (for game.core.bots.bot_named)
except ImportError:  # pragma: no cover - only before game/draft/bots/ exists
    BOTS: dict = {}

__all__ = ["State", "ACTIONS", "new_game", "to_act", "chance", "legal_actions", "apply", "view", "outcome", "INFO"]

HANDLERS = ("setup", "deal", "rounds", "quests", "draft", "play", "income", "scoring")  # steps, draws and decisions
new_game = setup.new_game

FACE = engine.face(flow.FLOW, package="game.draft", handlers=HANDLERS, decks={"draft": "deck", "quests": "quest_deck"},
                   keep_legal=True)
to_act, chance, legal_actions, apply, deck_of = FACE.to_act, FACE.chance, FACE.legal_actions, FACE.apply, FACE.deck_of
outcome = scoring.outcome

NO = ("no", "false", "off", "0", "n")


def why_not(state: State, card: str) -> str:
    """Why the seat to act may not play this card now ('' when it may)."""
    d = flow.owed(state)
    if d is None or d.kind != "play":
        return "cards are played only in your own turn of the play phase"
    return play.why_not(state, d.seat, card)


QUERIES = {"why_not": why_not}  # what a table may ask (Match.ask)


def quick_setup(seats: list[dict], options: dict) -> dict:
    """A setup from the seats and `--quests yes|no` (no: the introductory game, DD-SET-06)."""
    said = str(options.get("quests") or "yes").strip().lower()
    return {"seats": seats, "quests": said not in NO}


SUMMARY = (Path(__file__).parent / "summary.md").read_text(encoding="utf-8")

INFO = GameInfo(
    id="draft", title="Dungeon Draft", module=__name__, min_seats=2, max_seats=5, has_secrets=True,
    blurb="Draft heroes, weapons and monsters in secret, then build the party that earns the most XP.",
    bots=tuple(dict.fromkeys(("random", *BOTS))),  # ("random", "drafter") once game/draft/bots/ is there
    rules_summary=SUMMARY,
    cli_options=(Option("quests", "yes or no: play with the quest cards (no: the introductory game)"),),
)
