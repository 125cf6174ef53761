"""Legend of Drizzt behind the common protocol (see game/core/protocol.py)."""
from __future__ import annotations

from pathlib import Path

from game.core import engine
from game.core.errors import IllegalAction
from game.core.info import GameInfo, Option
from game.core.protocol import Outcome
from game.drizzt import adventure, hints, setup
from game.drizzt.actions import ACTIONS
from game.drizzt.bots import BOTS  # noqa: F401 (the co-op bot, for game.core.bots.bot_named)
from game.drizzt.renamed import RENAMED  # noqa: F401 (ids a rename retired, for Match.from_save)
from game.drizzt.flow import flow
from game.drizzt.state import State
from game.drizzt.view import view

__all__ = ["State", "ACTIONS", "new_game", "to_act", "chance", "legal_actions", "apply", "view", "outcome", "INFO"]

DECKS = ("monster", "encounter", "treasure")
HANDLERS = ("adventure", "combat", "explore", "heroes", "levels", "reactions", "setup", "tactics", "treasure",
            "villain")  # the modules whose steps, rolls, draws and decisions make up the game
new_game = setup.new_game

FACE = engine.face(flow, package="game.drizzt", handlers=HANDLERS, decks={d: f"{d}_deck" for d in DECKS},
                   over="the adventure is over", keep_legal=True)
to_act, chance, legal_actions, apply, deck_of = FACE.to_act, FACE.chance, FACE.legal_actions, FACE.apply, FACE.deck_of
QUERIES = {**hints.QUERIES,  # what a table may ask about the position (Match.ask)
           "no_effect": lambda state, action: hints.no_effect(state, action, apply)}  # tried with the rules' apply


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    winners = adventure.winners(state)  # co-op: all win or none (teams and evil heroes aside)
    return Outcome(winners, state.reason, tuple(h.health for h in state.heroes))


def quick_setup(seats: list[dict], options: dict) -> dict:
    """A setup for the command line and tests: one hero per seat, suggested powers, the given
    adventure (or the first that takes that many heroes)."""
    from game.drizzt.content import load

    content = load()
    wanted = options.get("adventure")
    if wanted:
        adv = content.adventures.get(wanted)
        if adv is None:
            raise IllegalAction(f"unknown adventure {wanted!r} (adventures: {', '.join(content.adventures)})")
    else:
        adv = next(a for a in content.adventures.values() if a.heroes[0] <= len(seats) <= a.heroes[1])
    party = [{"hero": h, "seat": i} for i, h in enumerate(list(content.heroes)[:len(seats)])]
    return {"adventure": adv.id, "seats": seats, "heroes": party}


def describe_setup(game_setup: dict) -> str:
    """"The Spider's Court: Drizzt, Bruenor": the adventure and its heroes (what a save slot shows)."""
    from game.drizzt.content import load

    content = load()
    heroes = [content.heroes[h["hero"]].name.split()[0] for h in game_setup.get("heroes", ())]
    name = content.adventures[game_setup["adventure"]].name
    return f"{name}: {', '.join(heroes)}" if heroes else name


SUMMARY_PATH = Path(__file__).parent / "summary.md"
SUMMARY = SUMMARY_PATH.read_text(encoding="utf-8") if SUMMARY_PATH.exists() else ""

INFO = GameInfo(
    id="drizzt", title="Legend of Drizzt", module=__name__, min_seats=1, max_seats=5, coop=True,
    has_secrets=False, blurb="Heroes side by side in the Underdark: explore, fight, and win together or not at all.",
    bots=("coop", "random"), rules_summary=SUMMARY,
    cli_options=(Option("adventure", "the adventure id (default: the first that takes that many heroes)"),),
)
