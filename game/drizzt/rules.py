"""Legend of Drizzt behind the common protocol (see game/core/protocol.py)."""
from __future__ import annotations

from pathlib import Path

from game import registry
from game.core.chance import DrawSpec, RollSpec
from game.core.errors import IllegalAction
from game.core.protocol import CHANCE, Draw, Event, Outcome, Roll
from game.drizzt import adventure, combat, explore, heroes, levels, reactions, setup, tactics, treasure, villain  # noqa: F401
from game.drizzt.actions import ACTIONS
from game.drizzt.bots import BOTS  # noqa: F401 (the co-op bot, for game.core.bots.bot_named)
from game.drizzt.renamed import RENAMED  # noqa: F401 (ids a rename retired, for Match.from_save)
from game.drizzt.flow import flow
from game.drizzt.state import State
from game.drizzt.view import view

__all__ = ["State", "ACTIONS", "new_game", "to_act", "chance", "legal_actions", "apply", "view", "outcome", "INFO"]

DECKS = ("monster", "encounter", "treasure")
new_game = setup.new_game


_DECK_FIELDS = {name: f"{name}_deck" for name in DECKS}


def deck_of(state: State, name: str):
    return getattr(state, _DECK_FIELDS.get(name) or f"{name}_deck")


def to_act(state: State):
    if state.phase == "over":
        return None
    if state.chance is not None:
        return CHANCE
    if state.decisions:
        return state.decisions[-1].seat
    return None


_ROLLS: dict[tuple, RollSpec] = {}  # one spec per (purpose, dice): the same few rolls recur all game


def chance(state: State):
    req = state.chance
    if req is None:
        raise IllegalAction("no roll or draw is pending")
    if req.dice:
        key = (req.purpose, *req.dice)
        spec = _ROLLS.get(key)
        if spec is None:
            spec = _ROLLS[key] = RollSpec(tuple(req.dice), req.purpose)
        return spec
    if req.deck in DECKS:
        return deck_of(state, req.deck).draw_spec(req.count)
    return DrawSpec(req.deck, req.count, (), tuple(req.data["pool"]), ())


def legal_actions(state: State) -> list:
    """The legal actions of the seat to decide, worked out once per position (the list is kept
    on the state, outside its fields, until the next action changes it)."""
    if state.phase == "over" or state.chance is not None or not state.decisions:
        return []
    version = state.__dict__.get("_version", 0)
    cached = state.__dict__.get("_legal")
    if cached is not None and cached[0] == version:
        return cached[1]
    d = state.decisions[-1]
    legal = flow.DECISIONS[d.kind][0](state, d)
    state.__dict__["_legal"] = (version, legal)
    return legal


def edited(state: State) -> None:
    """The state was edited by hand (tests, sample positions): drop what the engine keeps worked
    out for its position (legal actions, the map index, a hero's movement search)."""
    for key in ("_legal", "_grid_index", "_search"):
        state.__dict__.pop(key, None)


def apply(state: State, action) -> list[Event]:
    """Check the action (raising IllegalAction with the state untouched), do it, and run the
    engine on until someone must decide or roll."""
    if state.phase == "over":
        raise IllegalAction("the adventure is over")
    if isinstance(action, (Roll, Draw)):
        events = _chance(state, action)
    elif state.chance is not None:
        raise IllegalAction("the dice or cards must be resolved first")
    elif state.decisions:
        events = _decide(state, action)
    else:
        raise IllegalAction("nothing is asked right now")
    kept = state.__dict__
    version = kept.get("_version", 0)
    kept["_version"] = version + 1  # the position has changed
    more = flow.run(state)
    if more:
        events = events + more
    kept["_version"] = version + 2  # and changed again as the engine ran on
    return events


def _chance(state: State, action) -> list[Event]:
    req = state.chance
    if req is None:
        raise IllegalAction("no roll or draw is pending")
    deck = deck_of(state, req.deck) if req.deck in DECKS else None
    if deck is None:
        return flow.resolve_chance(state, action, chance(state))
    if not (req.count == 1 and not deck.top and type(action) is Draw and action.deck == deck.name
            and len(action.cards) == 1 and action.cards[0] in deck.pile):  # else: the common draw, plainly fine
        chance(state).check(action)
    deck.take(action, req.count)  # checked: it cannot fail now
    return flow.resolve_chance(state, action, None)


def _decide(state: State, action) -> list[Event]:
    return flow.answer(state, action, legal_actions(state), _refusal)


def _refusal(d, what: str, why: str) -> str:
    return what + (f": {why}" if why else "")


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


SUMMARY_PATH = Path(__file__).parent / "summary.md"
SUMMARY = SUMMARY_PATH.read_text(encoding="utf-8") if SUMMARY_PATH.exists() else ""

INFO = registry.GameInfo(
    id="drizzt", title="Legend of Drizzt", module=__name__, min_seats=1, max_seats=5, coop=True,
    has_secrets=False, blurb="Heroes side by side in the Underdark: explore, fight, and win together or not at all.",
    bots=("coop", "random"), rules_summary=SUMMARY,
)
