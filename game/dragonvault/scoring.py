"""The end (DV-END-01..04, DV-TEAM-05, G-07..09, G-21): when the adventure deck has run out and the
last turn has resolved, the living champions' owners reveal their hands; the most treasure wins; a
tie goes to the one tied seat holding a Relic, else it is a true tie. Teams add their living
members' treasure; a tie between sides goes to the most relics, else a true tie. When only one
side (one champion, or one team's champions) still lives, it wins at once; when the last champions
fall together, those who fell in that last blow share a true tie."""
from __future__ import annotations

from game.core.protocol import Event, Outcome
from game.dragonvault import flow, teams, treasure
from game.dragonvault.state import State


def totals(state: State) -> list[int]:
    """Each seat's treasure in hand (0 for a fallen champion: its hand was discarded)."""
    return [treasure.in_hand(state, s) if p.alive else 0 for s, p in enumerate(state.seats)]


def relic_counts(state: State) -> list[int]:
    return [treasure.relics(p.hand) if p.alive else 0 for p in state.seats]


def _members(state: State, side) -> list[int]:
    return [s for s in range(len(state.seats)) if (state.teams[s] if state.teams is not None else ("seat", s)) == side]


def _finish(state: State, winners: list[int], reason: str) -> list[Event]:
    tot, rel = totals(state), relic_counts(state)
    team_totals = None
    if state.teams is not None:
        sides = sorted(set(state.teams))
        team_totals = [sum(tot[s] for s in _members(state, t)) for t in sides]
    state.final = {"hands": [list(p.hand) if p.alive else [] for p in state.seats], "totals": tot,
                   "team_totals": team_totals, "relics": rel, "winners": sorted(winners), "reason": reason}
    state.phase = "over"
    if state.encounter is not None:  # what was being resolved goes to the discard pile
        state.adventure.discard.append(state.encounter["card"])
        state.encounter = None
    state.adventure.discard.extend(state.resolving)
    state.resolving = []
    state.adventure.top[0:0] = state.peeking
    state.peeking = []
    state.agenda = []
    state.decisions = []
    state.chance = None
    names = " and ".join(state.seats[s].name for s in sorted(winners)) or "Nobody"
    return [Event(f"The game is over: {names} {'win' if len(winners) != 1 else 'wins'} ({reason})",
                  {"kind": "game_over", "winners": sorted(winners), "reason": reason, "totals": tot}, reveals=True)]


@flow.step("check_end")
def _check_end(state: State, data: dict) -> list[Event]:
    """After each blow: the game ends at once when one side or none is left (G-07)."""
    if state.phase == "over":
        return []
    sides = teams.sides_alive(state)
    if not sides:
        fell = sorted(set(state.deaths[data.get("since", 0):])) or sorted(set(state.deaths))
        return _finish(state, fell, "the last champions fell together: a true tie")
    if len(sides) == 1 and state.rules.get("end_when_one_survivor", True):
        side = next(iter(sides))
        if state.teams is None:
            return _finish(state, [side[1]], "the last champion standing")
        return _finish(state, _members(state, side), "the last team standing")
    return []


@flow.step("final_scoring")
def _final(state: State, data: dict) -> list[Event]:
    """The deck has run out (DV-END-01..04, DV-TEAM-05)."""
    tot, rel = totals(state), relic_counts(state)
    alive = [s for s, p in enumerate(state.seats) if p.alive]
    if not alive:
        return _finish(state, sorted(set(state.deaths)), "nobody survived: a true tie")
    if state.teams is None:
        best = max(tot[s] for s in alive)
        tied = [s for s in alive if tot[s] == best]
        holders = [s for s in tied if rel[s]]
        if len(tied) > 1 and len(holders) == 1:  # G-09: exactly one tied seat holds a Relic
            return _finish(state, holders, "a tie broken by the Relic")
        return _finish(state, tied, "the most treasure" if len(tied) == 1 else "a true tie on treasure")
    sides = sorted({state.teams[s] for s in alive})
    score = {t: (sum(tot[s] for s in _members(state, t)), sum(rel[s] for s in _members(state, t))) for t in sides}
    best = max(v[0] for v in score.values())
    tied = [t for t in sides if score[t][0] == best]
    reason = "the most treasure, as a team"
    if len(tied) > 1:  # G-21: then the most relics, then a true tie
        most = max(score[t][1] for t in tied)
        tied = [t for t in tied if score[t][1] == most]
        reason = "a team tie broken by relics" if len(tied) == 1 else "a true tie between teams"
    return _finish(state, [s for t in tied for s in _members(state, t)], reason)


def outcome(state: State) -> Outcome | None:
    if state.phase != "over" or state.final is None:
        return None
    return Outcome(tuple(state.final["winners"]), state.final["reason"], tuple(state.final["totals"]))
