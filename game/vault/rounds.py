"""The round: turns in Initiative Order, then Take Rewards, Pursue Rumors, Refresh & Reset
(VD-ROUND, VD-P1..P4), and the Faction bonuses for holding the Initiative (VD-FACT-06)."""
from __future__ import annotations

from game.core.protocol import Event
from game.vault import board, city, effects, flow
from game.vault.actions import Bid, Decline, Pick, Regroup, Whisper
from game.vault.casualties import suffer
from game.vault.content import load
from game.vault.flow import queue_gain
from game.vault.state import Decision, State
from game.vault.watch import free_whisper_moves, post_refusal, regroup_options, whisper_refusal


# -- Phase 1: turns ---------------------------------------------------------------------------------
@flow.step("start_round")
def _start_round(state: State, data: dict) -> list[Event]:
    state.phase = "actions"
    state.turn = state.initiative
    holder = state.seats[state.initiative]
    faction = load().factions[holder.faction]
    events = [Event(f"Round {state.round} begins: {holder.name} has the Initiative", {"round": state.round,
                                                                                   "initiative": state.initiative})]
    if len(state.seats) >= faction.initiative_min_seats:  # else this table is too small for the bonus
        effects.INITIATIVE[faction.initiative](state, state.initiative, faction.initiative_args)
        events.append(Event(f"{faction.name}'s Initiative: {faction.text_initiative}", {"seat": state.initiative}))
    return events


def _free_whisper_legal(state: State, d: Decision) -> list:
    return [*free_whisper_moves(state), Decline()]


def _free_whisper_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    if isinstance(action, Decline):
        return []
    state.watch[action.watch].place = action.dest
    return [Event(f"{state.seats[d.seat].name} moves a City Watch patrol for free", {"watch": action.watch,
                                                                                     "to": action.dest})]


@flow.explain("free_whisper")
def _free_whisper_explain(state: State, d: Decision, action) -> str:
    return whisper_refusal(state, action.watch, action.dest, 1) if isinstance(action, Whisper) else ""


flow.decision("free_whisper", "Move a City Watch token one step for free?")((_free_whisper_legal,
                                                                             _free_whisper_apply))


@flow.step("end_action")
def _end_action(state: State, data: dict) -> list[Event]:
    """After an Action: Action Packed may give a second; else the next seat with Actions left."""
    p = state.seats[state.turn]
    p.turn_actions += 1
    if state.variants.get("action_packed") and p.turn_actions == 1 and p.actions > 0:
        return []  # the same seat takes its second Action (a Move or a Hire), or passes
    p.turn_actions = 0
    for seat in city.order(state, state.turn)[1:] + [state.turn]:
        if state.seats[seat].actions > 0:
            state.turn = seat
            return []
    flow.then(state, "rewards")  # VD-P1-09
    return [Event("Every Action is spent", {})]


# -- Phase 2: rewards and the Initiative ----------------------------------------------------------------
@flow.step("rewards")
def _rewards(state: State, data: dict) -> list[Event]:
    state.phase = "rewards"
    steps = []
    holder = {place: city.controller(state, place) for place in city.in_play(state)}
    for seat in city.order(state):  # AMB-69
        for place in city.in_play(state):
            if holder[place] == seat:
                steps.append(("reward", {"seat": seat, "place": place}))
    flow.then(state, *steps, "initiative")
    return [Event("Take Rewards", {"phase": "rewards"})]


@flow.step("reward")
def _reward(state: State, data: dict) -> list[Event]:
    face = city.face(state, data["place"])
    if face.reward_casualty_dice:  # Dangerous: suffer first (VD-P2-06)
        flow.then(state, ("reward_after", data))
        suffer(state, data["seat"], data["place"], dice=face.reward_casualty_dice, why=face.name)
        return []
    return _pay_reward(state, data)


@flow.step("reward_after")
def _reward_after(state: State, data: dict) -> list[Event]:
    if not city.count(state, data["seat"], data["place"]):
        return [Event(f"No one is left at {city.face(state, data['place']).name} to collect", {})]
    return _pay_reward(state, data)


def _pay_reward(state: State, data: dict) -> list[Event]:
    face = city.face(state, data["place"])
    if face.reward:
        queue_gain(state, data["seat"], face.reward, why=face.name)
    return [Event(f"{state.seats[data['seat']].name} collects the reward of {face.name}", {"seat": data["seat"],
                                                                                          "place": data["place"]})]


def controlled_count(state: State, seat: int) -> int:
    """Locations Controlled for the Initiative, the Portal counting when alone there (AMB-03)."""
    n = sum(1 for p in city.in_play(state) if city.controller(state, p) == seat)
    if city.factions_at(state, board.YP) == [seat]:
        n += 1
    return n


def _controlled_counts(state: State) -> list[int]:
    """controlled_count for every seat, each Location's controller found once."""
    counts = [0] * len(state.seats)
    for place in city.in_play(state):
        holder = city.controller(state, place)
        if holder >= 0:
            counts[holder] += 1
    portal = city.factions_at(state, board.YP)
    if len(portal) == 1:
        counts[portal[0]] += 1
    return counts


@flow.step("initiative")
def _initiative(state: State, data: dict) -> list[Event]:
    """Most Locations, then most hired Followers, then a roll-off (VD-P2-08..10, AMB-39)."""
    n = len(state.seats)
    counts = _controlled_counts(state)
    best = max(counts)
    tied = [s for s in range(n) if counts[s] == best]
    most = max(city.hired(state, s) for s in tied)
    tied = [s for s in tied if city.hired(state, s) == most]
    flow.then(state, "pursue_rumors")
    if len(tied) == 1:
        return _take_initiative(state, tied[0])
    flow.roll(state, "initiative", ["d12"] * len(tied), seats=tied)
    return []


@flow.on_roll("initiative")
def _initiative_rolled(state: State, values: list[int], data: dict) -> list[Event]:
    seats = data["seats"]
    top = max(values)
    winners = [s for s, v in zip(seats, values) if v == top]
    shown = ", ".join(f"{state.seats[s].name} {v}" for s, v in zip(seats, values))
    events = [Event(f"Initiative roll: {shown}", {"seats": seats, "values": values})]
    if len(winners) > 1:  # only the tied re-roll (AMB-02)
        flow.roll(state, "initiative", ["d12"] * len(winners), seats=winners)
        return events
    return events + _take_initiative(state, winners[0])


def _take_initiative(state: State, seat: int) -> list[Event]:
    state.initiative = seat
    return [Event(f"{state.seats[seat].name} takes the Initiative", {"seat": seat})]


# -- Phase 3: Pursue Rumors -------------------------------------------------------------------------
def pickers(state: State) -> list[int]:
    """Seats with Rumors, most first; more New Rumors, then Initiative, break ties (VD-P3-03/07/08)."""
    holding = [s for s in city.order(state) if state.seats[s].rumors > 0]
    return sorted(holding, key=lambda s: (-state.seats[s].rumors, -state.seats[s].rumors_new, city.rank(state, s)))


@flow.step("pursue_rumors")
def _pursue(state: State, data: dict) -> list[Event]:
    state.phase = "rumors"
    magic = 1 if len(state.seats) == 2 else 2  # VD-P3-01/02
    flow.then(state, ("deal", {"deck": "magic", "count": magic}), ("deal", {"deck": "treasure", "count": 2}),
              "rumor_order")
    return [Event("Pursue Rumors", {"phase": "rumors"})]


@flow.step("deal")
def _deal(state: State, data: dict) -> list[Event]:
    flow.draw(state, "deal", data["deck"], data["count"])
    return []


@flow.on_draw("deal")
def _dealt(state: State, cards: list[str], data: dict) -> list[Event]:
    state.dealt += cards
    names = ", ".join(load().card(c).name for c in cards)
    return [Event(f"Dealt face up: {names}", {"cards": list(cards)}, reveals=True)]


@flow.step("rumor_order")
def _rumor_order(state: State, data: dict) -> list[Event]:
    consolation = [s for s in range(len(state.seats)) if state.seats[s].rumors == 0]
    if state.variants.get("rumor_bidding"):
        bidders = [s for s in city.order(state) if state.seats[s].rumors > 0]
        flow.then(state, *[("bid", {"seat": s}) for s in bidders], ("bid_order", {"bids": {}}),
                  ("age_rumors", {"consolation": consolation}))
        return []
    flow.then(state, ("picks", {"order": pickers(state)}), ("age_rumors", {"consolation": consolation}))
    return []


@flow.step("picks")
def _picks(state: State, data: dict) -> list[Event]:
    order = [s for s in data["order"]]
    if order and state.dealt:
        seat = order.pop(0)
        flow.then(state, ("picks", {"order": order}))
        flow.decide(state, "pick", seat)
        return []
    events = []
    for card in state.dealt:  # VD-P3-05
        (state.treasure if load().card(card).deck == "treasure" else state.magic).put_discard(card)
    if state.dealt:
        events.append(Event("The cards no one took are discarded", {"cards": list(state.dealt)}))
    state.dealt = []
    return events


def _pick_legal(state: State, d: Decision) -> list:
    return [Pick(c) for c in sorted(set(state.dealt))]


def _pick_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    state.dealt.remove(action.card)
    card = load().card(action.card)
    p = state.seats[d.seat]
    (p.treasure if card.deck == "treasure" else p.magic).append(action.card)
    return [Event(f"{p.name} takes {card.name}", {"seat": d.seat, "card": action.card})]


flow.decision("pick", "Which card do you take?")((_pick_legal, _pick_apply))


@flow.step("bid")
def _bid(state: State, data: dict) -> list[Event]:
    flow.decide(state, "bid", data["seat"])
    return []


def _bid_legal(state: State, d: Decision) -> list:
    p = state.seats[d.seat]
    return [Bid(n, o) for n in range(p.rumors_new + 1) for o in range(p.rumors_old + 1)]


def _bid_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    p = state.seats[d.seat]
    p.rumors_new -= action.new
    p.rumors_old -= action.old  # bid Rumors are discarded (VD-ALT-BID-04)
    step = next(s for s in state.agenda if s.do == "bid_order")
    step.data["bids"][str(d.seat)] = [action.new, action.old]
    return [Event(f"{p.name} bids {action.new + action.old} Rumor(s)", {"seat": d.seat})]


flow.decision("bid", "How many Rumors do you bid?")((_bid_legal, _bid_apply))


@flow.step("bid_order")
def _bid_order(state: State, data: dict) -> list[Event]:
    bids = {int(k): v for k, v in data["bids"].items()}
    order = sorted(bids, key=lambda s: (-sum(bids[s]), -bids[s][0], city.rank(state, s)))  # VD-ALT-BID-02/03
    flow.then(state, ("picks", {"order": order}))
    return []


@flow.step("age_rumors")
def _age(state: State, data: dict) -> list[Event]:
    """Old Rumors are discarded, New ones turn Old; the consolation Rumor stays New
    (VD-P3-06, VD-P3-09/10)."""
    for p in state.seats:
        p.rumors_old, p.rumors_new = p.rumors_new, 0
    state.dungeon_rumors = ["old" for r in state.dungeon_rumors if r == "new"]  # VD-ALT-SPREAD-02
    events = [Event("Rumors age: Old ones are forgotten, New ones grow Old", {})]
    for seat in data["consolation"]:
        got = city.gain_rumors(state, seat, 1)
        if got:
            events.append(Event(f"{state.seats[seat].name} had no Rumors and hears a new one", {"seat": seat}))
    flow.then(state, "refresh")
    return events


# -- Phase 4: Refresh & Reset -------------------------------------------------------------------------
@flow.step("refresh")
def _refresh(state: State, data: dict) -> list[Event]:
    state.phase = "refresh"
    for p in state.seats:
        p.magic += p.played  # VD-P4-01
        p.played = []
        p.actions, p.entrances, p.faction_used, p.hire_discount, p.turn_actions = 5, [], False, 0, 0
    for slot in state.slots:
        if state.variants.get("increase_profits") and not slot.used and load().faces[slot.face].kind != "quest":
            slot.profit += 1  # AMB-59
        slot.used = False  # VD-P4-02
    events = [Event("Refresh: Magic Items return to hand, Actions reset", {})]
    empty = [p for p in city.in_play(state) if not city.factions_at(state, p)]
    flips = [("flip_empty", {"place": p}) for p in empty] if state.variants.get("flip_empty") else []
    flow.then(state, *flips, "regroup_watch", "next_round")  # the flips see who is still regrouping (AMB-61)
    return events


@flow.step("regroup_watch")
def _regroup_watch(state: State, data: dict) -> list[Event]:
    """The last thing a round does: Regrouping Watch tokens go back on duty (VD-P4-03)."""
    back = [i for i, w in enumerate(state.watch) if w.regrouping]
    for i in back:
        state.watch[i].regrouping = False
    return [Event("The City Watch is back on duty", {"watch": back})] if back else []


@flow.step("next_round")
def _next_round(state: State, data: dict) -> list[Event]:
    state.round += 1
    flow.then(state, "start_round")
    return []


@flow.step("flip_empty")
def _flip_empty(state: State, data: dict) -> list[Event]:
    """Flip Empty Locations: turn it over; a Watch there moves to the free neighbour with the
    most Followers, the Initiative holder choosing on a tie (VD-ALT-FLIP-01/02, AMB-61)."""
    place = data["place"]
    slot = state.slots[board.slot_index(place)]
    tile = load().tiles[slot.tile]
    slot.face = tile.other if slot.face == tile.dragon else tile.dragon
    events = [Event(f"The empty Location becomes {load().faces[slot.face].name}", {"place": place})]
    watch = city.watch_at(state, place)
    if watch < 0 or state.watch[watch].regrouping:
        return events
    busiest = _busiest_neighbours(state, place)
    if len(busiest) == 1:
        state.watch[watch].place = busiest[0]
    elif busiest:
        flow.decide(state, "watch_moves", state.initiative, watch=watch, options=busiest)
    return events


def _busiest_neighbours(state: State, place: str) -> list[str]:
    free = [r.dest for r in regroup_options(state, place)]
    crowd = {p: sum(city.count(state, s, p) for s in range(len(state.seats))) for p in free}
    most = max(crowd.values(), default=0)
    return [p for p in free if crowd[p] == most] if most else []


def _watch_moves_legal(state: State, d: Decision) -> list:
    return [Regroup(p) for p in d.data["options"]]


def _watch_moves_apply(state: State, d: Decision, action) -> list[Event]:
    flow.settle(state)
    state.watch[d.data["watch"]].place = action.dest
    return [Event(f"The City Watch moves to {city.face(state, action.dest).name}", {"watch": d.data["watch"],
                                                                                   "to": action.dest})]


@flow.explain("watch_moves")
def _watch_moves_explain(state: State, d: Decision, action) -> str:
    if not isinstance(action, Regroup):
        return ""
    source = state.watch[d.data["watch"]].place
    if action.dest == source:
        return f"the City Watch must leave {city.place_name(state, source)}"
    blocked = post_refusal(state, action.dest)
    if blocked:
        return blocked
    if action.dest not in city.slot_neighbours(state, source):
        return f"it is not next to {city.place_name(state, source)} (side by side, never diagonally)"
    busiest = " or ".join(city.place_name(state, p) for p in d.data["options"])
    return f"the City Watch goes where the most Followers stand next door: {busiest}"


flow.decision("watch_moves", "Where does the City Watch go from the empty Location?")(
    (_watch_moves_legal, _watch_moves_apply))
