"""What one seat may see (DD-SET-05, DD-DRAFT-06, G-13; the contract's section 3): every play
area, gold and XP total and played quest is public; a seat's pack, its drafted cards, its
unplayed quests and the quests it was dealt show to it alone (the others see how many); the
question's options show only to the seat asked. Seat -1 is nobody: no secrets."""
from __future__ import annotations

from game.core import hidden
from game.draft import area, draft, flow, play, quests
from game.draft.state import State

SECRECY = {draft.DRAFT.kind: draft.DRAFT.secrecy, quests.KEEP.kind: quests.KEEP.secrecy}
PHASES = ("quests", "draft", "play", "over")


def _sealed(state: State) -> set[int]:
    return set(draft.DRAFT.chosen(state)) | set(quests.KEEP.chosen(state))


def _seat(state: State, s: int, viewer: int, sealed: set[int]) -> dict:
    p = state.seats[s]
    seen = {
        "seat": s, "name": p.name, "colour": p.colour, "gold": p.gold, "xp_tokens": p.xp_tokens,
        "attack": area.attack(state, s), "production": area.production(p), "class_counts": area.class_counts(p),
        "play_area": [list(r) for r in p.play_area], "quests_played": list(p.quests_played),
        "quests_count": len(p.quests), "sealed": s in sealed, "card_xp": area.card_xp(p),
        "cards_in_front": area.cards_in_front(p), "income": area.income(p), "discount": area.discount(p),
        "income_bonus": p.income_bonus + area.standing(p, "income"),
    }
    seen.update(hidden.pile(s, viewer, p.pack, count="pack_count", shown="pack"))
    seen.update(hidden.pile(s, viewer, p.drafted, count="drafted_count", shown="drafted"))
    seen.update(hidden.pile(s, viewer, p.dealt, count="dealt_count", shown="dealt"))
    if s == viewer:
        seen["quests"] = list(p.quests)
        seen["quests_met"] = [q for q in p.quests if quests.met(state, s, q)]
    return seen


def _question(state: State, viewer: int) -> dict | None:
    d = flow.owed(state)
    if d is None or state.chance is not None:
        return None
    what = flow.DECISIONS[d.kind][2]
    asked = hidden.decision(d.kind, d.seat, d.data, viewer, what, SECRECY)
    asked["prompt"] = what
    if viewer == d.seat:
        asked["options"] = [str(a) for a in flow.DECISIONS[d.kind][0](state, d)]
    return asked


def view(state: State, seat: int) -> dict:
    """The table as `seat` sees it."""
    phase = state.phase if state.phase in PHASES else ("quests" if state.quests_on else "draft")
    sealed = _sealed(state)
    playable = []
    if phase == "play" and state.active == seat and 0 <= seat < len(state.seats):
        p = state.seats[seat]
        playable = [{"card": c, "why": play.why_not(state, seat, c)} for c in sorted(set(p.drafted)) + sorted(p.quests)]
    return {
        "game": "draft", "viewer": seat, "phase": phase, "round": max(1, state.round), "pick": state.pick,
        "pass_direction": draft.direction(max(1, state.round)), "starting": state.starting,
        "active": state.active if phase == "play" else -1, "quests_on": state.quests_on,
        "deck_count": len(state.deck), "discard_count": len(state.deck.discard),
        "quest_deck_count": len(state.quest_deck),
        "seats": [_seat(state, s, seat, sealed) for s in range(len(state.seats))],
        "playable": playable, "question": _question(state, seat),
        "final": None if state.final is None else {"tally": [dict(r) for r in state.final["tally"]],
                                                   "winners": list(state.final["winners"]),
                                                   "reason": state.final["reason"]},
    }
