"""A player's turn in Phase 1: one Action (VD-P1-02..05), plus free things: whispers to the
Watch, revealing the Vault, playing turn cards (VD-P1-10)."""
from __future__ import annotations

from functools import lru_cache

from game.core.errors import IllegalAction
from game.core.protocol import Event
from game.vault import board, city, dungeons, effects, flow
from game.vault.actions import (Enter, FactionAction, Fight, Gather, Hire, Move, Pass, PlayCard, Quest, RevealVault,
                                TakeGold, UseLocation, Whisper)
from game.vault.brawls import start_brawl
from game.vault.casualties import discard_card
from game.vault.city import pay, place_name
from game.vault.content import load
from game.vault.flow import queue_gain
from game.vault.locations import check_use, use_location
from game.vault.state import HIRE_COST, State
from game.vault.watch import check_watch_step, move_watch

FREE = (Whisper, RevealVault, PlayCard)
RUMORS_DOOR = 2  # the Rumors entrance costs 2 Rumors
DOOR_PRICES = {"gold": "1 gold each", "magic": "1 Magic Item", "rumors": f"{RUMORS_DOOR} Rumors",
               "vault": "free with Secrets"}  # each entrance's price, in the words its door shows
SECOND_ACTION = (Move, Gather, Hire, Pass)  # Action Packed: a Move (the Portal's gather is one, VD-YP-05) or a Hire


def actor(state: State) -> int:
    return state.turn


def second_action(state: State) -> bool:
    return state.seats[state.turn].turn_actions >= 1


# -- legality -------------------------------------------------------------------------------------
def check(state: State, action) -> None:
    """Raise IllegalAction (with the reason) unless the seat to act may do this now."""
    seat = state.turn
    p = state.seats[seat]
    if second_action(state) and not isinstance(action, (*SECOND_ACTION, *FREE)):
        raise IllegalAction("the second Action of an Action Packed turn must be a Move or a Hire")
    if isinstance(action, Pass):
        if not second_action(state):
            raise IllegalAction("you must take an Action: you may not pass")
        return
    checker = CHECKS.get(type(action))
    if checker is None:
        raise IllegalAction(f"{action.kind} is not something you can do on your turn")
    if not isinstance(action, FREE) and p.actions <= 0:
        raise IllegalAction("you have no Actions left this round")
    checker(state, seat, action)


def _need_place(state: State, place: str, *, portal: bool = True) -> None:
    if place not in city.in_play(state) and not (portal and place == board.YP):
        raise IllegalAction(f"{place!r} is not a Location on the board")


def _check_hire(state: State, seat: int, a: Hire) -> None:
    _need_place(state, a.place)
    want = [a.fighters, a.rogues, a.wizards]
    if min(want) < 0 or sum(want) == 0:
        raise IllegalAction("hire at least one Follower")
    p = state.seats[seat]
    if any(w > s for w, s in zip(want, p.supply)):
        raise IllegalAction("your Faction has not that many unhired Followers")
    if hire_cost(p, want) > p.gold:
        raise IllegalAction(f"that costs {hire_cost(p, want)} gold and you have {p.gold}")


def hire_cost(p, want: list[int]) -> int:
    return _price(want, p.hire_discount)


def _price(want, discount: int) -> int:
    cost = sum(n * HIRE_COST[c] for n, c in zip(want, HIRE_COST))
    return max(0, cost - discount)  # the Zhentarim Initiative's gold off, never below nothing


def hire_prices(state: State, seat: int) -> list[list[int]]:
    """[fighters, rogues, wizards, gold] for every group this seat could hire from its supply,
    priced as a Hire is checked (the Zhentarim's gold off taken): what a table shows."""
    p = state.seats[seat]
    return [list(row) for row in _priced(tuple(p.supply), p.hire_discount)]  # plain lists, as JSON reads


@lru_cache(maxsize=256)
def _priced(supply: tuple[int, int, int], discount: int) -> tuple:
    f, r, w = supply
    return tuple((a, b, c, _price((a, b, c), discount)) for a in range(f + 1) for b in range(r + 1)
                 for c in range(w + 1) if a + b + c)


def _check_move(state: State, seat: int, a: Move) -> None:
    _need_place(state, a.source)
    _need_place(state, a.dest)
    if a.source == a.dest:
        raise IllegalAction("move to a different Location")
    want = [a.fighters, a.rogues, a.wizards]
    have = city.force(state, seat, a.source)
    if min(want) < 0 or sum(want) == 0:
        raise IllegalAction("move at least one Follower")
    if any(w > h for w, h in zip(want, have)):
        raise IllegalAction(f"you have only {city.describe_force(have)} there")


def _check_gather(state: State, seat: int, a: Gather) -> None:
    if not a.sources or len(set(a.sources)) != len(a.sources):
        raise IllegalAction("name one or more different Locations to gather from")
    for place in a.sources:
        _need_place(state, place, portal=False)
        if not city.count(state, seat, place):
            raise IllegalAction(f"you have no Followers at {city.face(state, place).name}")


def _check_fight(state: State, seat: int, a: Fight) -> None:
    if a.place == board.YP:
        raise IllegalAction("no Fight may start at the Yawning Portal: it is never Contested")
    _need_place(state, a.place, portal=False)
    if not city.count(state, seat, a.place):
        raise IllegalAction("you need Followers there to start a Fight")
    if not city.contested(state, a.place):
        raise IllegalAction("that Location is not Contested: there is no one to fight")


def _check_quest(state: State, seat: int, a: Quest) -> None:
    _need_place(state, a.place, portal=False)
    if city.face(state, a.place).kind != "quest":
        raise IllegalAction("that Location is not a Quest")
    if city.controller(state, a.place) != seat:
        raise IllegalAction("you must Control the Quest (fight for it first if it is Contested)")


def _check_enter(state: State, seat: int, a: Enter) -> None:
    p = state.seats[seat]
    want = [a.fighters, a.rogues, a.wizards]
    have = city.force(state, seat, board.YP)
    if min(want) < 0 or sum(want) == 0:
        raise IllegalAction("send at least one Follower")
    if any(w > h for w, h in zip(want, have)):
        raise IllegalAction("only Followers on the Yawning Portal can go down")
    if a.entrance not in ("gold", "magic", "rumors", "vault"):
        raise IllegalAction(f"there is no {a.entrance!r} entrance")
    if a.entrance in p.entrances:
        raise IllegalAction("you have used that entrance this round")
    if a.vault and not state.vault_revealed:
        raise IllegalAction("the Vault has not been revealed")
    if a.entrance == "vault" and (not a.vault or len(p.secrets) < city.secrets_needed(state)):
        raise IllegalAction(f"the free Vault door needs {city.secrets_needed(state)} Secrets")
    if not a.vault and len(state.secrets) == 0:
        raise IllegalAction("no Secret is left to find in Undermountain")
    if a.entrance == "gold" and p.gold < sum(want):
        raise IllegalAction(f"the Main Entrance costs 1 gold per Follower: {sum(want)} gold")
    if a.entrance == "magic" and a.card not in p.magic:
        raise IllegalAction("pay with a Magic Item from your hand (not one played this round)")
    if a.entrance == "rumors" and p.rumors < RUMORS_DOOR:
        raise IllegalAction(f"this entrance costs {RUMORS_DOOR} Rumors")


def _check_faction(state: State, seat: int, a: FactionAction) -> None:
    p = state.seats[seat]
    faction = load().factions[p.faction]
    if p.faction_used:
        raise IllegalAction("your Faction Action is used once per round")
    if faction.action == "gather_two":
        if not a.places and not a.dest and faction.action_args["get"]:
            return  # the gain alone: the gather is "up to" two Locations
        if not a.places or len(a.places) > 2 or len(set(a.places)) != len(a.places):
            raise IllegalAction("gather from one or two different Locations")
        _need_place(state, a.dest)
        for place in a.places:
            _need_place(state, place)
            if place == a.dest or not city.count(state, seat, place):
                raise IllegalAction("gather your own Followers from elsewhere")
        return
    give = faction.action_args["give"]
    gives_followers = any(give.get(key) for key in ("fighter", "rogue", "wizard"))
    if a.dest or (a.places and not gives_followers):
        raise IllegalAction(f"{faction.name}'s Action names no Location{'s' if gives_followers else ''} to move to")
    for key in ("fighter", "rogue", "wizard"):
        if give.get(key):
            if len(a.places) != 1 or city.controller(state, a.places[0]) != seat:
                raise IllegalAction("name one Location you Control to give the Followers from")
            have = city.force(state, seat, a.places[0])[("fighter", "rogue", "wizard").index(key)]
            if have < give[key]:
                raise IllegalAction(f"you need {give[key]} {key.capitalize()}s there")
    _check_payment(state, seat, give)


def _check_payment(state: State, seat: int, give: dict) -> None:
    p = state.seats[seat]
    if p.gold < give.get("gold", 0):
        raise IllegalAction(f"that costs {give['gold']} gold")
    if p.rumors < give.get("rumors", 0):
        raise IllegalAction(f"that costs {give['rumors']} Rumors")


def _check_whisper(state: State, seat: int, a: Whisper) -> None:
    if state.seats[seat].rumors < 1:
        raise IllegalAction("a whisper to the Watch costs a Rumor")
    check_watch_step(state, a.watch, a.dest, 1)


def _check_reveal(state: State, seat: int, a: RevealVault) -> None:
    if state.vault_revealed:
        raise IllegalAction("the Vault is already revealed")
    if state.seats[seat].turn_actions or state.decisions:
        raise IllegalAction("reveal the Vault at the start of your turn")
    if len(state.seats[seat].secrets) < city.secrets_needed(state):
        raise IllegalAction(f"you need {city.secrets_needed(state)} Secrets to reveal the Vault")


def _check_card(state: State, seat: int, a: PlayCard) -> None:
    p = state.seats[seat]
    if a.card not in p.treasure + p.magic:
        raise IllegalAction("that card is not in your hand (played Magic Items return at Refresh)")
    card = load().card(a.card)
    if card.when != "turn":
        raise IllegalAction(f"{card.name} is played {'in a Fight' if card.when == 'fight' else 'at another time'}")
    effects.TURN_CHECK[card.effect](state, card, a)


CHECKS = {TakeGold: lambda s, seat, a: None, Hire: _check_hire, Move: _check_move, Gather: _check_gather,
          UseLocation: check_use, Quest: _check_quest, Enter: _check_enter, Fight: _check_fight,
          FactionAction: _check_faction, Whisper: _check_whisper, RevealVault: _check_reveal, PlayCard: _check_card}


# -- doing ----------------------------------------------------------------------------------------
def do(state: State, action) -> list[Event]:
    """Carry out a checked action of the seat whose turn it is."""
    seat = state.turn
    p = state.seats[seat]
    if isinstance(action, FREE):
        return FREE_DOERS[type(action)](state, seat, action)
    if isinstance(action, Pass):
        flow.later(state, "end_action")
        return [Event(f"{p.name} ends the turn", {"seat": seat})]
    p.actions -= 1  # VD-P1-05
    events = DOERS[type(action)](state, seat, action)
    flow.later(state, "end_action")
    return events


def _do_gold(state: State, seat: int, a: TakeGold) -> list[Event]:
    state.seats[seat].gold += 1
    return [Event(f"{state.seats[seat].name} takes 1 gold", {"seat": seat, "gold": 1})]


def _do_hire(state: State, seat: int, a: Hire) -> list[Event]:
    p = state.seats[seat]
    want = [a.fighters, a.rogues, a.wizards]
    cost = hire_cost(p, want)
    p.gold -= cost
    p.hire_discount = 0
    for i in range(3):
        p.supply[i] -= want[i]
    city.add(state, seat, a.place, want)
    return [Event(f"{p.name} hires {city.describe_force(want)} for {cost} gold at {place_name(state, a.place)}",
                  {"seat": seat, "place": a.place, "force": want})]


def _do_move(state: State, seat: int, a: Move) -> list[Event]:
    want = [a.fighters, a.rogues, a.wizards]
    city.move(state, seat, a.source, a.dest, want)
    return [Event(f"{state.seats[seat].name} moves {city.describe_force(want)} from "
                  f"{place_name(state, a.source)} to {place_name(state, a.dest)}",
                  {"seat": seat, "from": a.source, "to": a.dest, "force": want})]


def _do_gather(state: State, seat: int, a: Gather) -> list[Event]:
    for place in a.sources:
        city.move(state, seat, place, board.YP, city.force(state, seat, place))
    return [Event(f"{state.seats[seat].name} gathers Followers at the Yawning Portal", {"seat": seat,
                                                                                       "from": list(a.sources)})]


def _do_fight(state: State, seat: int, a: Fight) -> list[Event]:
    return start_brawl(state, seat, a.place)


def _do_quest(state: State, seat: int, a: Quest) -> list[Event]:
    return dungeons.attempt_quest(state, seat, a.place)


def _do_enter(state: State, seat: int, a: Enter) -> list[Event]:
    p = state.seats[seat]
    want = [a.fighters, a.rogues, a.wizards]
    p.entrances.append(a.entrance)
    if a.entrance == "gold":
        p.gold -= sum(want)
    elif a.entrance == "magic":
        p.magic.remove(a.card)
        state.magic.put_discard(a.card)  # AMB-55
    elif a.entrance == "rumors":
        city.spend_rumors(state, seat, RUMORS_DOOR)
    place = "vault" if a.vault else "dungeon"
    city.move(state, seat, board.YP, place, want)
    return dungeons.attempt_dungeon(state, seat, want, a.vault)


def _do_faction(state: State, seat: int, a: FactionAction) -> list[Event]:
    p = state.seats[seat]
    p.faction_used = True
    faction = load().factions[p.faction]
    if faction.action == "gather_two":
        for place in a.places:
            city.move(state, seat, place, a.dest, city.force(state, seat, place))
        if faction.action_args["get"]:
            queue_gain(state, seat, faction.action_args["get"], why="faction")
        where = f": Followers gather at {place_name(state, a.dest)}" if a.places else ""
        return [Event(f"{p.name} uses {faction.name}'s Action{where}", {"seat": seat})]
    give, get = faction.action_args["give"], faction.action_args["get"]
    pay(state, seat, give, a.places[0] if a.places else "")
    queue_gain(state, seat, get, why="faction")
    return [Event(f"{p.name} uses {faction.name}'s Action: {faction.text_action}", {"seat": seat})]


def _do_whisper(state: State, seat: int, a: Whisper) -> list[Event]:
    city.spend_rumors(state, seat, 1)
    return move_watch(state, a.watch, a.dest, f"{state.seats[seat].name} whispers to the City Watch")


def _do_reveal(state: State, seat: int, a: RevealVault) -> list[Event]:
    state.vault_revealed = True
    return [Event(f"{state.seats[seat].name} reveals the Vault of Dragons! Difficulty {load().vault_difficulty}",
                  {"seat": seat, "reveal": True})]


def _do_card(state: State, seat: int, a: PlayCard) -> list[Event]:
    card = load().card(a.card)
    discard_card(state, seat, a.card)
    events = [Event(f"{state.seats[seat].name} plays {card.name}", {"seat": seat, "card": card.id})]
    events += effects.TURN[card.effect](state, seat, card, a)
    flow.then(state, "noop")
    return events


@flow.step("noop")
def _noop(state: State, data: dict) -> list[Event]:
    return []


DOERS = {TakeGold: _do_gold, Hire: _do_hire, Move: _do_move, Gather: _do_gather, UseLocation: use_location,
         Quest: _do_quest, Enter: _do_enter, Fight: _do_fight, FactionAction: _do_faction}
FREE_DOERS = {Whisper: _do_whisper, RevealVault: _do_reveal, PlayCard: _do_card}
