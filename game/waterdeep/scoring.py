"""Final scoring (LW-END-01..07): each adventurer in the Tavern is 1 VP, every 2 gold 1 VP
(rounded down; the gold stays for the tie-break), and the secret Lord's bonus, now revealed
(LW-LORD-01..02). Most VP wins; a tie goes to the most gold; a tie on both is shared (G-12)."""
from __future__ import annotations

from game.core.protocol import Event, Outcome
from game.waterdeep import flow, tavern
from game.waterdeep.content import load
from game.waterdeep.state import State

GOLD_PER_VP = 2  # LW-END-03


def lord_bonus(state: State, seat: int) -> int:
    """What the seat's Lord card adds (G-29: completed quests keep their types; G-20: mandatory
    quests are not completed quests)."""
    p = state.seats[seat]
    if not p.lord:
        return 0
    lord = load().lords[p.lord]
    if lord.scoring == "buildings":
        return lord.vp * len(p.buildings)
    quests = load().quests
    types = set(lord.types)
    return lord.vp * sum(1 for q in p.done if quests[q].type in types)


def tally(state: State, seat: int) -> dict:
    p = state.seats[seat]
    adventurers = tavern.adventurers(state, seat)
    gold_vp = p.gold // GOLD_PER_VP
    lord_vp = lord_bonus(state, seat)
    return {"seat": seat, "track": p.vp, "adventurers": adventurers, "gold_vp": gold_vp, "lord_vp": lord_vp,
            "total": p.vp + adventurers + gold_vp + lord_vp, "gold": p.gold, "lord": p.lord, "winner": False}


def winners(rows: list[dict]) -> list[int]:
    best = max((r["total"], r["gold"]) for r in rows)  # LW-END-06, LW-END-07
    return [r["seat"] for r in rows if (r["total"], r["gold"]) == best]


@flow.step("final_scoring")
def _final(state: State, data: dict) -> list[Event]:
    rows = [tally(state, s) for s in range(len(state.seats))]
    won = winners(rows)
    for row in rows:
        row["winner"] = row["seat"] in won
        state.seats[row["seat"]].vp = row["total"]  # LW-END-05
    state.final = rows
    state.phase = "over"
    state.turn = -1
    c = load()
    events = [Event(f"{state.seats[r['seat']].name} was {c.lords[r['lord']].name if r['lord'] else 'no Lord'}: "
                    f"{r['track']} on the track + {r['adventurers']} for adventurers + {r['gold_vp']} for gold + "
                    f"{r['lord_vp']} from the Lord = {r['total']} VP", {"kind": "final", **r}, reveals=True)
              for r in rows]
    names = " and ".join(state.seats[s].name for s in won)
    events.append(Event(f"{names} {'win' if len(won) > 1 else 'wins'} the game", {"kind": "winner", "seats": won}))
    return events


def outcome(state: State) -> Outcome | None:
    if state.phase != "over":
        return None
    won = tuple(r["seat"] for r in state.final if r["winner"])
    reason = "most VP after final scoring" if len(won) == 1 else "tied on VP and gold"
    return Outcome(won, reason, tuple(r["total"] for r in state.final))
