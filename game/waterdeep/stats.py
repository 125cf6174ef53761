"""End-of-game numbers for Lords of Waterdeep: the match's actions replayed through the rules, and
per seat what the events' data say happened (never the events' text).

Which event carries what (see the modules named):
    assign / reassign   {"seat", "space"}             placing, harbor, effects (an agent placed or moved)
    gain                {"seat", "bundle"}            tavern (cubes, gold and VP actually gained)
    complete            {"seat", "quest", "reward"}   quests ("mandatory" / "plot" marked)
    buy                 {"seat", "building", "vp"}    builders_hall
    intrigue            {"seat", "card", "target"}    harbor (target -1: the card is played)
    first_player        {"seat"}                      effects
The owner's benefits are counted from the assignments onto a tile another seat owns."""
from __future__ import annotations

from dataclasses import dataclass

from game.core.tally import of_match, replayed
from game.waterdeep import rules
from game.waterdeep.state import KINDS, State

#: (key, label) of every counted row, in the order a table shows them.
ROWS = (
    ("quests_completed", "Quests completed"),
    ("plot_quests", "Plot quests"),
    ("mandatory_done", "Mandatory quests done"),
    ("quest_vp", "VP from quests"),
    ("buildings_bought", "Buildings bought"),
    ("building_vp", "VP from Builder's Hall"),
    ("visits_to_yours", "Visits to your buildings"),
    ("intrigue_played", "Intrigue cards played"),
    ("adventurers_gained", "Adventurers gained"),
    ("gold_gained", "Gold gained"),
    ("agents_assigned", "Agents assigned"),
    ("first_player", "First Player marker taken"),
)


@dataclass
class SeatStats:
    """One seat's counts (tally() returns them as plain dicts)."""

    seat: int
    name: str
    winner: bool = False
    quests_completed: int = 0
    plot_quests: int = 0
    mandatory_done: int = 0
    quest_vp: int = 0
    buildings_bought: int = 0
    building_vp: int = 0
    visits_to_yours: int = 0
    intrigue_played: int = 0
    adventurers_gained: int = 0
    gold_gained: int = 0
    agents_assigned: int = 0
    first_player: int = 0


def tally(setup: dict, actions: list) -> list[dict]:
    """Replay `actions` (decisions and chance, in log order) from `setup` and count, per seat, what
    happened: one plain dict per seat with the keys of SeatStats (see ROWS)."""
    return replayed(rules, setup, actions, lambda i, p: SeatStats(i, p.name), _count)


def tally_match(match) -> list[dict]:
    """tally() for a Match of Lords of Waterdeep: its setup and every logged action."""
    return of_match(tally, match)


def _count(state: State, stats: list[SeatStats], data: dict) -> None:
    kind, seat = data.get("kind"), data.get("seat")
    if not isinstance(seat, int) or not 0 <= seat < len(stats):
        return
    s = stats[seat]
    if kind in ("assign", "reassign") and data.get("space"):
        if kind == "assign":
            s.agents_assigned += 1
        owner = state.owner.get(data["space"], -1)
        if owner >= 0 and owner != seat:
            stats[owner].visits_to_yours += 1
    elif kind == "gain":
        bundle = data["bundle"]
        s.adventurers_gained += sum(bundle.get(k, 0) for k in KINDS)
        s.gold_gained += bundle.get("gold", 0)
    elif kind == "complete":
        if data.get("mandatory"):
            s.mandatory_done += 1
        else:
            s.quests_completed += 1
            s.plot_quests += bool(data.get("plot"))
        s.quest_vp += data["reward"].get("vp", 0)
    elif kind == "buy":
        s.buildings_bought += 1
        s.building_vp += data["vp"]
    elif kind == "intrigue" and data.get("target", -1) < 0:
        s.intrigue_played += 1
    elif kind == "first_player":
        s.first_player += 1
