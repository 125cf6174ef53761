"""The end of the game (DD-END-01..08): XP printed on heroes, weapons and quests in play, plus XP
tokens, plus the END OF GAME quests' XP. Most XP wins; a tie goes to the most cards in front
(heroes, weapons and quests in play, G-14); still tied, the win is shared. Gold scores nothing."""
from __future__ import annotations

from game.core.protocol import Event, Outcome
from game.draft import area, effects, flow, quests
from game.draft.content import load
from game.draft.state import State


def scored_quests(state: State, seat: int) -> list[str]:
    """The quests that score: those in play, and with `score_unplayed_met_quests` (G-07) the
    unplayed ones whose requirement is met too."""
    p = state.seats[seat]
    extra = [q for q in p.quests if quests.met(state, seat, q)] if load().config.score_unplayed_met_quests else []
    return list(p.quests_played) + extra


def tally(state: State, seat: int) -> dict:
    p = state.seats[seat]
    c = load()
    scored = scored_quests(state, seat)
    card_xp = area.card_xp(p) + sum(c.quests[q].xp for q in scored if q not in p.quests_played)
    end = 0
    for q in scored:
        ability = c.quests[q].ability
        if ability is not None and ability.frequency == "end_of_game":
            end += effects.end_xp(state, seat, ability.effects)
    return {"seat": seat, "card_xp": card_xp, "tokens": p.xp_tokens, "end_of_game": end,
            "total": card_xp + p.xp_tokens + end, "cards_in_front": area.cards_in_front(p)}


def winners(rows: list[dict]) -> list[int]:
    """Most XP; then most cards in front; still tied, all of them (DD-END-05..07)."""
    best = max((r["total"], r["cards_in_front"]) for r in rows)
    return [r["seat"] for r in rows if (r["total"], r["cards_in_front"]) == best]


def reason(rows: list[dict], won: list[int]) -> str:
    top = [r for r in rows if r["total"] == max(x["total"] for x in rows)]
    if len(won) > 1:
        return "tied on XP and on cards in front: the victory is shared"
    if len(top) > 1:
        return "tied on XP: more cards in front"
    return "most XP"


@flow.step("final_scoring")
def _final(state: State, data: dict) -> list[Event]:
    rows = [tally(state, s) for s in range(len(state.seats))]
    won = winners(rows)
    state.final = {"tally": rows, "winners": won, "reason": reason(rows, won)}
    state.phase, state.active = "over", -1
    events = [Event(f"{state.seats[r['seat']].name}: {r['card_xp']} XP on cards + {r['tokens']} in tokens + "
                    f"{r['end_of_game']} from end-of-game quests = {r['total']} XP",
                    {"kind": "tally", "seat": r["seat"], "parts": dict(r)}, reveals=True) for r in rows]
    names = " and ".join(state.seats[s].name for s in won)
    events.append(Event(f"{names} {'share the victory' if len(won) > 1 else 'wins the game'}",
                        {"kind": "game_over", "winners": won}))
    return events


def outcome(state: State) -> Outcome | None:
    if state.phase != "over" or state.final is None:
        return None
    rows = state.final["tally"]
    return Outcome(tuple(state.final["winners"]), state.final["reason"], tuple(r["total"] for r in rows))
