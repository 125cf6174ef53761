"""The Play phase (DD-PLAY-01..04, DD-CARD-01..06, DD-CLASS-03..05, DD-MON-01..07): from the
round's starting player, clockwise, each seat takes one turn and plays any number of its drafted
cards and quests, in any order, as long as it can: a hero or weapon for its gold cost (less any
discount), a monster by having at least its attack cost in total attack (never spent), a quest by
its class requirement. A card's text resolves as it enters play, counting itself (G-16); if its
class condition is not met only the text is lost. Gold and attack gained count at once (G-11,
G-12). Pass ends the turn (game/draft/income.py)."""
from __future__ import annotations

from game.core.common_actions import Pass
from game.core.protocol import Event
from game.draft import area, effects, flow, income, quests
from game.draft.actions import Play
from game.draft.content import load
from game.draft.state import State


def why_not(state: State, seat: int, card: str) -> str:
    """Why this seat may not play this card now ('' when it may)."""
    if state.phase != "play" or state.active != seat:
        return "cards are played only in your own turn of the play phase"  # G-17
    p = state.seats[seat]
    c = load()
    if card in p.drafted:
        info = c.cards[card]
        if info.kind == "monster":
            power = area.attack(state, seat)
            if power < info.attack_cost:  # DD-MON-02
                return f"{info.name} needs {info.attack_cost} attack to defeat and you have {power}"
            return ""
        cost = area.price(state, seat, card)
        if p.gold < cost:  # DD-CARD-02, G-24
            return f"{info.name} costs {cost} gold and you have {p.gold}"
        return ""
    if card in p.quests:
        if not quests.met(state, seat, card):
            return f"{c.quests[card].name} needs {quests.needs_words(state, seat, card)} in play"
        return ""
    if card in p.quests_played:
        return "that quest is already in play"
    return "that card is not among the cards you drafted this round"


def playable(state: State, seat: int) -> list[str]:
    """The seat's drafted cards and unplayed quests it may play now (those why_not finds nothing
    against, worked out without the words)."""
    p = state.seats[seat]
    if state.phase != "play" or state.active != seat:
        return []
    info = load().cards
    gold, power, counts, off = p.gold, None, None, area.discount(p)
    out = []
    for card in sorted(set(p.drafted)):
        c = info[card]
        if c.kind == "monster":
            if power is None:
                power = area.attack(state, seat)
            if power >= c.attack_cost:
                out.append(card)
        elif gold >= max(0, c.cost - off):
            out.append(card)
    if p.quests:
        counts = area.class_counts(p)
        quests = load().quests
        out += [q for q in sorted(p.quests) if all(counts.get(cls, 0) >= n for cls, n in quests[q].requires.items())]
    return out


def _legal(state: State, d) -> list:
    return [Play(card) for card in playable(state, d.seat)] + [Pass()]


def _apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    seat = d.seat
    if isinstance(action, Pass):
        events = income.end_turn(state, seat)
        state.turn_index += 1
        flow.then(state, "turn")
        return events
    events = play_card(state, seat, action.card)
    flow.decide(state, "play", seat)  # DD-PLAY-02: any number of cards
    return events


flow.decision("play", "Play a card, or end your turn")((_legal, _apply))


@flow.explain("play")
def _why_not_play(state: State, d, action) -> str:
    return why_not(state, d.seat, action.card) if isinstance(action, Play) else ""


def play_card(state: State, seat: int, card: str) -> list[Event]:
    """Play a card known to be playable."""
    p = state.seats[seat]
    if card in p.quests:
        return quests.play_quest(state, seat, card)
    info = load().cards[card]
    p.drafted.remove(card)
    if info.kind == "monster":
        return _defeat(state, seat, card)
    cost = area.price(state, seat, card)
    p.gold -= cost  # DD-CARD-02: back to the common pool
    p.play_area[state.round - 1].append(card)  # DD-CARD-03: it stays for the rest of the game
    events = [Event(f"{p.name} plays {info.name} for {cost} gold",
                    {"kind": "played", "seat": seat, "card": card, "cost": cost})]
    return events + _ability(state, seat, info)


def _defeat(state: State, seat: int, card: str) -> list[Event]:
    p = state.seats[seat]
    info = load().cards[card]
    events = [Event(f"{p.name} defeats {info.name}", {"kind": "defeated", "seat": seat, "card": card,
                                                      "xp": info.xp_reward, "gold": info.gold_reward})]
    events += effects.gained(state, seat, gold=info.gold_reward, xp=info.xp_reward, why=info.name)  # G-04
    events += _ability(state, seat, info)  # DD-MON-05
    state.deck.put_discard(card)  # DD-MON-07: never into the play area
    return events


def _ability(state: State, seat: int, info) -> list[Event]:
    """A card's text as it resolves: its class condition counts the cards in play now, the card
    itself included (DD-CLASS-04, G-16); unmet, only the text is lost (DD-CLASS-05)."""
    ability = info.ability
    if ability is None:
        return []
    p = state.seats[seat]
    if not area.meets(p, ability.need):
        short = ", ".join(f"{n} {cls}" for cls, n in sorted(ability.need.items()))
        return [Event(f"{info.name}'s text does nothing: it needs {short} cards in play",
                      {"kind": "unmet", "seat": seat, "card": info.id})]
    return effects.resolve(state, seat, ability.effects, info.name)


@flow.step("play_phase")
def _play_phase(state: State, data: dict) -> list[Event]:
    state.phase, state.pick, state.turn_index = "play", 0, 0
    flow.then(state, "turn")
    return [Event("Every card is drafted: the play phase begins", {"kind": "play_phase", "round": state.round})]


@flow.step("turn")
def _turn(state: State, data: dict) -> list[Event]:
    n = len(state.seats)
    if state.turn_index >= n:  # DD-PLAY-01: one turn each
        state.active = -1
        flow.then(state, "end_round")
        return []
    seat = (state.starting + state.turn_index) % n  # G-09: clockwise from the starting player
    state.active = seat
    events = [Event(f"{state.seats[seat].name}'s turn", {"kind": "turn", "seat": seat})]
    events += quests.start_of_turn(state, seat)
    flow.decide(state, "play", seat)
    return events
