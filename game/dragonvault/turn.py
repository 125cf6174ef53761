"""A turn (DV-TURN-01..11): it begins (frozen things thaw, start-of-turn abilities happen), then the
play step, in which the seat plays any number of actions, mercenaries and companions, pays treasure
into the pool and, in a team game, gives cards to living allies; Pass ends it and the one draw
follows: an encounter is resolved at once, any other card goes to the hand. The turn ends with
the draw; end-of-turn abilities happen, the pool lapses, and the next living seat clockwise begins
unless the adventure deck has run out (G-08). A frozen seat's turn still begins and ends, with no
card played and no draw (G-16)."""
from __future__ import annotations

from game.core.common_actions import Pass
from game.core.protocol import Event
from game.dragonvault import champions, encounters, flow, frozen, refs, responses, teams, treasure
from game.dragonvault.actions import Give, Pay, Play
from game.dragonvault.content import load
from game.dragonvault.state import Companion, State

PLAYED_TYPES = ("action", "mercenary", "companion")  # what the play step plays (DV-TYPE-04, -06, G-10)


@flow.step("begin_turn")
def _begin(state: State, data: dict) -> list[Event]:
    start = state.active if state.active >= 0 else data.get("first", 0)
    order = teams.clockwise(state, start)
    nxt = [s for s in (order[1:] + order[:1] if state.active >= 0 else order) if state.seats[s].alive]
    if not nxt:
        flow.then(state, "final_scoring")
        return []
    seat = nxt[0]
    p = state.seats[seat]
    state.active, state.turn, state.pool, state.skip_draw = seat, state.turn + 1, 0, False
    p.turns += 1
    events = [Event(f"{p.name}'s turn begins", {"kind": "turn", "seat": seat, "turn": state.turn})]
    events += frozen.thaw_at_turn_start(state, seat)
    flow.then(state, "play_step")
    found = champions.abilities(state, seat, "start_of_turn")  # DV-TURN-03
    if state.rules.get("one_start_of_turn_ability"):
        found = found[:1]  # G-25 option
    for ref, ab in reversed(found):
        refs.run(state, ref, {"actor": seat, "by": seat, "source": -1, "target": -1, "card": ref[0]})
    return events


@flow.step("play_step")
def _play_step(state: State, data: dict) -> list[Event]:
    p = state.seats[state.active]
    if not p.alive or p.frozen:  # DV-FRZ-02, G-16; G-05: frozen in the play step, the rest of the turn is lost
        flow.then(state, "end_turn")
        if p.alive:
            return [Event(f"{p.name}'s champion is frozen: no cards, no draw this turn",
                          {"kind": "frozen_turn", "seat": state.active})]
        return []
    flow.decide(state, "play", state.active)
    return []


def target_seats(state: State, seat: int, card: str) -> list[int]:
    """The seats a card may name when `seat` plays it (empty for a card that names nobody)."""
    kind = load().cards[card].target
    alive = teams.living(state, seat)
    if kind == "enemy":
        return sorted(s for s in alive if teams.enemy(state, seat, s))
    if kind == "any":
        return sorted(alive)
    if kind == "ally":
        return sorted(s for s in alive if teams.allied(state, seat, s))
    if kind == "enemy_companion":
        return sorted(s for s in alive if teams.enemy(state, seat, s) and state.seats[s].companions)
    return []


def why_not_card(state: State, seat: int, card: str, target: int = -1) -> str:
    """Why `seat` may not play this card on this target in its play step now ('' when it may)."""
    d = flow.owed(state)
    if d is None or d.kind != "play" or d.seat != seat or state.chance is not None:
        return "cards are played in your own play step, before you draw"
    p = state.seats[seat]
    if card not in p.hand:
        return "that card is not in your hand"
    c = load().cards.get(card)
    if c is None or c.type not in PLAYED_TYPES:
        if c is not None and c.type == "response":
            return "a response is played only when its moment comes"
        if c is not None and c.type == "treasure":
            return "treasure is paid into the pool, not played"
        return "that card cannot be played"
    if c.cost > state.pool + treasure.in_hand(state, seat):
        return f"you need {c.cost} treasure to pay for it"
    if c.target == "none":
        return "" if target == -1 else "this card names no champion"
    seats = target_seats(state, seat, card)
    if not seats:
        return "there is no champion this card can name now"
    if target not in seats:
        if target == -1:
            return "choose a champion for this card"
        return {"enemy": "name an enemy champion", "ally": "name yourself or an ally",
                "enemy_companion": "name an enemy with a companion"}.get(c.target, "name a living champion")
    return ""


def _play_legal(state: State, d) -> list:
    seat = d.seat
    p = state.seats[seat]
    cards = load().cards
    can_pay = state.pool + treasure.in_hand(state, seat)
    options: list = []
    for card in sorted(set(p.hand)):
        c = cards[card]
        if c.type not in PLAYED_TYPES or c.cost > can_pay:
            continue
        if c.target == "none":
            options.append(Play(card))
        else:
            options.extend(Play(card, t) for t in target_seats(state, seat, card))
    options.extend(Pay(t) for t in treasure.treasures(state, seat))
    if state.teams is not None:
        for ally in teams.living_allies(state, seat):
            options.extend(Give(card, ally) for card in sorted(set(p.hand)))
    options.append(Pass())
    return options


def _play_apply(state: State, d, action) -> list[Event]:
    seat = d.seat
    p = state.seats[seat]
    if isinstance(action, Pay):  # into the pool; the play step goes on (DV-PAY-03)
        return [treasure.pay_card(state, seat, action.card, pool=True)]
    if isinstance(action, Give):  # DV-TEAM-02
        p.hand.remove(action.card)
        state.seats[action.seat].hand.append(action.card)
        return [Event(f"{p.name} gives a card to {state.seats[action.seat].name}",
                      {"kind": "given", "seat": seat, "to": action.seat})]
    flow.settle(state)
    if isinstance(action, Pass):
        flow.then(state, "end_turn" if state.skip_draw else "draw")
        return []
    c = load().cards[action.card]
    p.hand.remove(action.card)
    state.resolving.append(action.card)
    tid = responses.new_moment(state)
    ask = None
    if action.target >= 0 and action.target != seat:
        ask = responses.moment(state, action.target, "targeted", source=seat, card=action.card, tid=tid)
    # A card played in your own play step may be taken back until the next roll or draw, unless
    # it asks another seat to answer it (that seat has seen it then).
    events = [Event(f"{p.name} plays {c.name}" + (f" on {state.seats[action.target].name}" if action.target >= 0 else ""),
                    {"kind": "played", "card": action.card, "seat": seat, "target": action.target},
                    reveals=ask is not None)]
    flow.then(state, *([ask] if ask else []),
              ("play_effects", {"seat": seat, "card": action.card, "target": action.target, "tid": tid}),
              "play_step")
    if c.cost:
        events += treasure.ask_cost(state, seat, action.card, c.cost)
    return events


flow.decision("play", "play cards, then pass to draw")((_play_legal, _play_apply))


@flow.explain("play")
def _why(state: State, d, action) -> str:
    if isinstance(action, Play):
        return why_not_card(state, d.seat, action.card, action.target)
    if isinstance(action, Pay):
        if action.card not in state.seats[d.seat].hand:
            return "that card is not in your hand"
        return "only treasure pays"
    if isinstance(action, Give):
        if state.teams is None:
            return "cards are given only to allies in a team game"
        if action.card not in state.seats[d.seat].hand:
            return "that card is not in your hand"
        return "cards are given only to a living ally"
    return ""


@flow.step("play_effects")
def _play_effects(state: State, data: dict) -> list[Event]:
    seat, card = data["seat"], data["card"]
    c = load().cards[card]
    if responses.marked(state, "cancel", data["tid"]):
        state.resolving.remove(card)
        state.adventure.discard.append(card)
        return [Event(f"{c.name} has no effect", {"kind": "cancelled", "card": card, "seat": seat})]
    if c.type == "companion":  # it joins the champion on the table (DV-COMP-01, DV-COMP-02)
        state.resolving.remove(card)
        if state.seats[seat].alive:
            state.seats[seat].companions.append(Companion(card))
            return [Event(f"{c.name} joins {state.seats[seat].name}", {"kind": "companion", "seat": seat,
                                                                        "card": card})]
        state.adventure.discard.append(card)
        return []
    flow.then(state, ("discard_played", {"card": card}))
    refs.run(state, [card, "effects"], {"actor": seat, "by": seat, "source": seat, "target": data["target"],
                                           "card": card})
    return []


@flow.step("draw")
def _draw(state: State, data: dict) -> list[Event]:
    """The one draw of the turn (DV-TURN-04)."""
    flow.then(state, "end_turn")
    if len(state.adventure):
        flow.draw(state, "adventure", "adventure", 1, seat=state.active)
    return []


@flow.on_draw("adventure")
def _drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    seat, card = data["seat"], cards[0]
    if load().cards[card].type == "encounter":  # DV-TURN-05
        return encounters.start(state, card, seat)
    state.seats[seat].hand.append(card)  # DV-TURN-06
    return [Event(f"{state.seats[seat].name} draws a card", {"kind": "drawn", "card": card, "seat": seat},
                  reveals=True)]


@flow.step("end_turn")
def _end(state: State, data: dict) -> list[Event]:
    seat = state.active
    flow.then(state, "after_turn")
    for ref, ab in reversed(champions.abilities(state, seat, "end_of_turn")):
        refs.run(state, ref, {"actor": seat, "by": seat, "source": -1, "target": -1, "card": ref[0]})
    return []


@flow.step("after_turn")
def _after(state: State, data: dict) -> list[Event]:
    events = []
    if state.pool:  # DV-PAY-05
        events.append(Event(f"{state.pool} treasure left in the pool is lost", {"kind": "pool_lapsed",
                                                                                "amount": state.pool}))
    state.pool = 0
    flow.then(state, "final_scoring" if not len(state.adventure) else "begin_turn")  # DV-END-01, G-26
    return events
