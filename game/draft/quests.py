"""Quests (DD-SET-03..05, DD-QST-01..08): 5 dealt to each seat, 3 kept in secret (the other 2 go
to the bottom of the Quest deck), played in the seat's own turn once its heroes and weapons in
play, from every round, meet the class requirement (counted, never spent). A played quest's
ability works as its frequency says (G-15): once when played, each round at the start of the
owner's turn from the next round on, continuously while it is in play, or at the end of the game."""
from __future__ import annotations

from itertools import combinations

from game.core.common_actions import Keep
from game.core.protocol import Event
from game.core.secret_choice import SecretChoice
from game.draft import area, effects, flow
from game.draft.content import load
from game.draft.state import State, seat_name


def met(state: State, seat: int, quest: str) -> bool:
    """The seat's cards in play meet the quest's class requirement (DD-QST-01, DD-QST-03)."""
    return area.meets(state.seats[seat], load().quests[quest].requires)


def needs_words(state: State, seat: int, quest: str) -> str:
    """What a quest still needs, in words: '2 more mage cards and 1 more rogue card'."""
    short = area.missing(state.seats[seat], load().quests[quest].requires)
    parts = [f"{n} more {cls} card{'s' if n > 1 else ''}" for cls, n in short.items()]
    return " and ".join(parts)


def _options(state: State, seat: int, data: dict) -> list:
    kept = load().config.quests_kept
    return [Keep(cards) for cards in combinations(sorted(state.seats[seat].dealt), kept)]


def _revealed(state: State, choices: dict, data: dict) -> list[Event]:
    events = []
    for seat in sorted(choices):
        p = state.seats[seat]
        kept = list(choices[seat].cards)
        back = sorted(q for q in p.dealt if q not in kept)  # G-22: in an order that tells nothing
        for q in back:
            state.quest_deck.put_bottom(q)  # DD-SET-04
        p.quests, p.dealt = kept, []
        events.append(Event(f"{p.name} keeps {len(kept)} quests and returns {len(back)}",
                            {"kind": "kept", "seat": seat, "count": len(kept), "returned": len(back)}))
    return events


KEEP = SecretChoice(flow.FLOW, "keep_quests", "Which 3 quests do you keep?", legal=_options, reveal=_revealed,
                    actions=(Keep,), name=seat_name, shown=False)


@flow.explain("keep_quests")
def _why_not_keep(state: State, d, action) -> str:
    if not isinstance(action, Keep):
        return ""
    kept = load().config.quests_kept
    dealt = state.seats[d.seat].dealt
    if any(q not in dealt for q in action.cards):
        return "you may keep only quests you were dealt"
    if len(set(action.cards)) != kept:
        return f"keep exactly {kept} of the {len(dealt)} quests you were dealt"
    return ""


@flow.step("keep_quests")
def _keep_quests(state: State, data: dict) -> list[Event]:
    state.phase = "quests"
    KEEP.ask(state, list(range(len(state.seats))))
    return []


def play_quest(state: State, seat: int, quest: str) -> list[Event]:
    """Put a met quest into play (DD-QST-01, DD-QST-02: nothing is spent) and use a 'once' ability."""
    p = state.seats[seat]
    q = load().quests[quest]
    p.quests.remove(quest)
    p.quests_played.append(quest)
    p.quest_round[quest] = state.round
    events = [Event(f"{p.name} completes the quest {q.name}", {"kind": "quest", "seat": seat, "quest": quest})]
    ability = q.ability
    if ability is not None and ability.frequency in ("once", "continuous"):
        gains = [e for e in ability.effects if ability.frequency == "once" or e.do not in area.STANDING]
        events += effects.resolve(state, seat, gains, q.name)
    return events


def start_of_turn(state: State, seat: int) -> list[Event]:
    """Each-round abilities of quests played in earlier rounds (and the gains of continuous ones),
    at the start of the owner's turn (G-15)."""
    p = state.seats[seat]
    quests = load().quests
    events: list[Event] = []
    for quest in p.quests_played:
        ability = quests[quest].ability
        if ability is None or p.quest_round.get(quest, state.round) >= state.round:
            continue
        if ability.frequency == "each_round":
            events += effects.resolve(state, seat, ability.effects, quests[quest].name)
        elif ability.frequency == "continuous":
            events += effects.resolve(state, seat, [e for e in ability.effects if e.do not in area.STANDING],
                                      quests[quest].name)
    return events
