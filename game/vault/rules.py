"""Vault of Dragons behind the common protocol (see game/core/protocol.py)."""
from __future__ import annotations

from pathlib import Path

from game import registry
from game.core.chance import DrawSpec, RollSpec
from game.core.errors import IllegalAction
from game.core.protocol import CHANCE, Draw, Event, Outcome, Roll
from game.vault import brawls, dungeons, flow, gains, options, rounds, setup, turn, watch  # noqa: F401 (handlers)
from game.vault.actions import ACTIONS
from game.vault.bots import BOTS  # noqa: F401 (random and heuristic bots, for game.core.bots.bot_named)
from game.vault.renamed import RENAMED  # noqa: F401 (ids a rename retired, for Match.from_save)
from game.vault.state import State
from game.vault.view import view

__all__ = ["State", "ACTIONS", "new_game", "to_act", "chance", "legal_actions", "apply", "view", "outcome", "INFO"]

new_game = setup.new_game


def to_act(state: State):
    if state.phase == "over":
        return None
    if state.chance is not None:
        return CHANCE
    if state.decisions:
        return state.decisions[-1].seat
    return state.turn


def chance(state: State):
    req = state.chance
    if req is None:
        raise IllegalAction("no roll or draw is pending")
    if req.dice:
        return RollSpec(tuple(req.dice), req.purpose)
    if req.deck in gains.DECKS or req.deck == "secrets":
        return gains.deck_of(state, req.deck).draw_spec(req.count)
    return DrawSpec(req.deck, req.count, (), tuple(req.data["pool"]), ())


def legal_actions(state: State) -> list:
    if state.phase == "over" or state.chance is not None:
        return []
    if state.decisions:
        d = state.decisions[-1]
        return flow.DECISIONS[d.kind][0](state, d)
    return options.candidates(state)


def apply(state: State, action) -> list[Event]:
    """Check the action (raising IllegalAction with the state untouched), then do it and run
    the engine on until someone must decide or roll."""
    if state.phase == "over":
        raise IllegalAction("the game is over")
    if isinstance(action, (Roll, Draw)):
        events = _chance(state, action)
    elif state.chance is not None:
        raise IllegalAction("the dice or cards must be resolved first")
    elif state.decisions:
        events = _decide(state, action)
    else:
        turn.check(state, action)
        events = turn.do(state, action)
    return events + flow.run(state)


def _chance(state: State, action) -> list[Event]:
    def deck(name: str):
        return gains.deck_of(state, name) if name in gains.DECKS or name == "secrets" else None

    return flow.FLOW.resolve_chance(state, action, chance(state), deck)


def _decide(state: State, action) -> list[Event]:
    def refusal(d, what: str, why: str) -> str:
        return f"{state.seats[d.seat].name} must decide first: {what}" + (f" ({why})" if why else "")

    d = state.decisions[-1]
    return flow.FLOW.answer(state, action, flow.DECISIONS[d.kind][0](state, d), refusal)


def outcome(state: State) -> Outcome | None:
    if state.winner < 0:
        return None
    return Outcome((state.winner,), "claimed the Vault of Dragons", tuple(len(p.secrets) for p in state.seats))


SUMMARY = (Path(__file__).parent / "summary.md").read_text(encoding="utf-8")

INFO = registry.GameInfo(
    id="vault", title="Vault of Dragons", module=__name__, min_seats=2, max_seats=4, has_secrets=True,
    blurb="Send your Followers through the city and under it; the first to claim the Vault wins.",
    bots=("random", "heuristic"), rules_summary=SUMMARY,
)
