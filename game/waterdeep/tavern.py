"""A seat's Tavern: adventurers and gold come and go as bundles (a table of plain gains:
cleric fighter rogue wizard gold vp intrigue quest). Cubes come from a limited supply (LW-SUP-01);
gold and VP are counters (G-09, G-30); intrigue and quest cards are drawn from their decks
(LW-QST-08), each draw a chance action queued on the agenda."""
from __future__ import annotations

from game.core.protocol import Event
from game.waterdeep import flow
from game.waterdeep.state import State

CARD_GAINS = ("intrigue", "quest")
WORDS = {"cleric": ("Cleric", "Clerics"), "fighter": ("Fighter", "Fighters"), "rogue": ("Rogue", "Rogues"),
         "wizard": ("Wizard", "Wizards"), "gold": ("gold", "gold"), "vp": ("VP", "VP"),
         "intrigue": ("Intrigue card", "Intrigue cards"), "quest": ("Quest card", "Quest cards")}
ORDER = ("cleric", "fighter", "rogue", "wizard", "gold", "vp", "intrigue", "quest")


def words(bundle: dict) -> str:
    """'2 Fighters and 2 gold': a bundle in plain words ('nothing' when empty)."""
    parts = [f"{n} {WORDS[k][n != 1]}" for k in ORDER if (n := bundle.get(k, 0))]
    if not parts:
        return "nothing"
    return parts[0] if len(parts) == 1 else ", ".join(parts[:-1]) + " and " + parts[-1]


def gain(state: State, seat: int, bundle: dict, why: str = "") -> list[Event]:
    """Give the bundle to the seat now (cards are queued as draws, first thing next). Cubes the
    supply runs short of are simply not gained (LW-SUP-01, LW-EX-13)."""
    if not bundle:
        return []
    p = state.seats[seat]
    got: dict[str, int] = {}
    for kind, n in bundle.items():
        if n <= 0:
            continue
        if kind in p.tavern:
            n = min(n, state.supply[kind])
            state.supply[kind] -= n
            p.tavern[kind] += n
        elif kind == "gold":
            p.gold += n
        elif kind == "vp":
            p.vp += n
        elif kind in CARD_GAINS:
            continue
        if n:
            got[kind] = n
    draws = [("draw_cards", {"seat": seat, "deck": kind, "count": bundle[kind]})
             for kind in CARD_GAINS if bundle.get(kind, 0) > 0]
    if draws:
        flow.then(state, *draws)
    if not got:
        return []
    text = f"{p.name} gains {words(got)}" + (f" ({why})" if why else "")
    return [Event(text, {"kind": "gain", "seat": seat, "bundle": got})]


def can_pay(state: State, seat: int, cost: dict) -> bool:
    p = state.seats[seat]
    for kind, n in cost.items():
        have = p.gold if kind == "gold" else p.tavern.get(kind, 0)
        if have < n:
            return False
    return True


def pay(state: State, seat: int, cost: dict) -> None:
    """Return the cost's cubes and gold from the Tavern to the supply (LW-SUP-04); checked before."""
    p = state.seats[seat]
    for kind, n in cost.items():
        if kind == "gold":
            p.gold -= n
        elif kind in p.tavern:
            p.tavern[kind] -= n
            state.supply[kind] += n


def lose(state: State, seat: int, bundle: dict) -> dict:
    """Take away as much of the bundle as the seat has ("if possible", LW-INT-02): what it lost."""
    p = state.seats[seat]
    lost: dict[str, int] = {}
    for kind, n in bundle.items():
        if kind in p.tavern:
            n = min(n, p.tavern[kind])
            p.tavern[kind] -= n
            state.supply[kind] += n
        elif kind == "gold":
            n = min(n, p.gold)
            p.gold -= n
        elif kind == "vp":
            n = min(n, p.vp)
            p.vp -= n
        else:
            continue
        if n > 0:
            lost[kind] = n
    return lost


def adventurers(state: State, seat: int) -> int:
    return sum(state.seats[seat].tavern.values())
