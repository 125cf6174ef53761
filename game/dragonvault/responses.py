"""Response cards (DV-RESP-01..03, DV-TYPE-05): a response is played when its moment comes, on any
seat's turn, even the turn it was drawn. A seat is asked only when it holds a response whose trigger
just happened, its champion lives and is not frozen (G-17; a response to its own freezing is the
one exception), at that very moment; what the response does happens before the moment goes on.
Every moment a seat may answer has an id (`tid`): a response that prevents, cancels or rerolls
marks that id in `state.flags`, and the step waiting on the moment reads the mark."""
from __future__ import annotations

from game.core.common_actions import Pass
from game.core.protocol import Event
from game.dragonvault import flow, refs
from game.dragonvault.actions import Play
from game.dragonvault.content import load
from game.dragonvault.state import State

PROMPTS = {
    "would_be_damaged": "Your champion is about to take damage",
    "damaged_by_enemy": "An enemy's card just hurt your champion",
    "targeted": "A card names you",
    "encounter_drawn": "You drew an encounter",
    "own_roll": "You just rolled the die",
    "frozen": "Your champion was just frozen",
}


def holders(state: State, seat: int, trigger: str) -> list[str]:
    """The response cards of this trigger in the seat's hand that it may play now."""
    if not 0 <= seat < len(state.seats):
        return []
    p = state.seats[seat]
    if not p.alive or (p.frozen and trigger != "frozen"):
        return []
    cards = load().cards
    return sorted({c for c in p.hand if cards[c].type == "response" and cards[c].trigger == trigger})


def new_moment(state: State) -> int:
    state.triggers += 1
    return state.triggers


def moment(state: State, seat: int, trigger: str, *, source: int = -1, amount: int = 0, card: str = "",
           tid: int | None = None) -> tuple | None:
    """The step asking `seat` about this moment, or None when it holds nothing to answer it with."""
    if not holders(state, seat, trigger):
        return None
    return ("respond", {"seat": seat, "trigger": trigger, "source": source, "amount": amount, "card": card,
                        "tid": new_moment(state) if tid is None else tid})


def ask(state: State, seat: int, trigger: str, *, source: int = -1, amount: int = 0, card: str = "") -> None:
    """Ask at once (next on the agenda) when the seat may answer."""
    got = moment(state, seat, trigger, source=source, amount=amount, card=card)
    if got is not None:
        flow.then(state, got)


def marked(state: State, what: str, tid: int) -> bool:
    """True (and the mark is taken off) when a response did `what` to moment `tid`."""
    key = f"{what}:{tid}"
    if key in state.flags:
        state.flags.remove(key)
        return True
    return False


@flow.step("respond")
def _respond(state: State, data: dict) -> list[Event]:
    cards = holders(state, data["seat"], data["trigger"])
    if cards:
        flow.decide(state, "respond", data["seat"], trigger=data["trigger"], cards=cards, amount=data["amount"],
                    source=data["source"], card=data.get("card", ""), tid=data["tid"])
    return []


def _legal(state: State, d) -> list:
    return [*(Play(c) for c in holders(state, d.seat, d.data["trigger"])), Pass()]


def _apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    if isinstance(action, Pass):
        return []
    p = state.seats[d.seat]
    p.hand.remove(action.card)
    state.resolving.append(action.card)
    ctx = {"actor": d.seat, "by": d.seat, "source": d.data["source"], "target": d.data["source"],
           "tid": d.data["tid"], "card": action.card}
    flow.then(state, ("discard_played", {"card": action.card}))
    refs.run(state, [action.card, "effects"], ctx)
    return [Event(f"{p.name} plays {load().cards[action.card].name}",
                  {"kind": "played", "card": action.card, "seat": d.seat, "target": d.data["source"]},
                  reveals=True)]


flow.decision("respond", "play a response or let the moment pass")((_legal, _apply))


@flow.explain("respond")
def _why(state: State, d, action) -> str:
    if isinstance(action, Play):
        if action.card not in state.seats[d.seat].hand:
            return "that card is not in your hand"
        return "that card does not answer this moment"
    return ""


@flow.step("discard_played")
def _discard_played(state: State, data: dict) -> list[Event]:
    """A played card goes to the discard pile once it has resolved (DV-DISC-01)."""
    if data["card"] in state.resolving:
        state.resolving.remove(data["card"])
        state.adventure.discard.append(data["card"])
    return []
