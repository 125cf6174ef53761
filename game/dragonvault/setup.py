"""Setting up Dragonvault (DV-DECK-01..09, DV-SET-01..05, DV-ORD-01..04): the adventure deck for the
seat count (the extra Gluttonous Ogre at 5 seats or more) shuffled face down; the side deck (the
spares and the unused champions); a champion for each seat, chosen in seat order or dealt (a draw);
starting hands of 1 Food and 2 Gold Coins from the side deck; start-of-game abilities, one seat at
a time clockwise from a seat drawn at random (G-14); then the turn-order roll-off, with abilities,
in which only the seats tied for the highest roll roll again (G-15)."""
from __future__ import annotations

from collections import Counter
from dataclasses import asdict

from game.core.common_actions import Pick
from game.core.deck import Deck
from game.core.errors import SetupError
from game.core.protocol import Event
from game.dragonvault import champions, flow, refs, teams
from game.dragonvault.content import deck_list, load, side_list
from game.dragonvault.state import Seat, State


def _teams(setup: dict, n: int) -> list[int] | None:
    """The declared teams (DV-SET-05): a team index per seat, at least two sides; None: free-for-all."""
    raw = setup.get("teams")
    if raw is None:
        return None
    if not isinstance(raw, list) or len(raw) != n or not all(isinstance(t, int) and t >= 0 for t in raw):
        raise SetupError("teams must name a team number for every seat")
    if len(set(raw)) < 2:
        raise SetupError("a team game needs at least two teams")
    return list(raw)


def new_game(setup: dict) -> State:
    c = load()
    seats = setup.get("seats", [])
    n = len(seats)
    if not c.config.min_seats <= n <= c.config.max_seats:
        raise SetupError(f"Dragonvault takes {c.config.min_seats} to {c.config.max_seats} seats")
    rules = asdict(c.config)
    for key, value in (setup.get("rules") or {}).items():
        if key not in rules:
            raise SetupError(f"Dragonvault has no rule called {key!r}")
        rules[key] = value
    mode = setup.get("champions") or "deal"
    if mode not in ("deal", "choose"):
        raise SetupError("champions are either dealt or chosen")
    order = (setup.get("order") or {}).get("adventure") or []
    try:
        deck = Deck.of("adventure", deck_list(c, n), list(order))  # DV-DECK-02, DV-DECK-03, DV-DECK-06
    except ValueError as exc:
        raise SetupError(str(exc)) from None
    named = [str(s.get("champion") or "") for s in seats]
    for champ in named:
        if champ and champ not in c.champions:
            raise SetupError(f"there is no champion called {champ!r}")
    if len({x for x in named if x}) != len([x for x in named if x]):
        raise SetupError("two seats cannot play the same champion")
    side = Counter(side_list(c, n))  # DV-DECK-04, DV-DECK-07
    side.update(ch for ch in sorted(c.champions) if ch not in named)
    players = [Seat(name=str(s.get("name") or f"Player {i + 1}"), kind=str(s.get("kind") or "human"),
                    bot=str(s.get("bot") or ""), colour=str(s.get("colour") or ""), champion=named[i])
               for i, s in enumerate(seats)]
    state = State(seats=players, adventure=deck, side=dict(sorted(side.items())), teams=_teams(setup, n),
                  rules=rules, order_rolls=[[] for _ in range(n)])
    for i, p in enumerate(players):
        p.team = state.teams[i] if state.teams is not None else None
    first = setup.get("first")
    if first is not None and (not isinstance(first, int) or not 0 <= first < n):
        raise SetupError(f"the first seat must be one of the {n} seats")
    if mode == "choose":
        flow.later(state, *[("choose_champion", {"seat": s}) for s in range(n) if not named[s]])
    elif not all(named):
        flow.later(state, "deal_champions")
    flow.later(state, "start_hands", "start_of_game",
               ("order_round", {}) if first is None else ("order_known", {"first": first}))
    flow.run(state)
    return state


# -- champions (DV-SET-01, DV-SET-02) ----------------------------------------------------------------------------------
def free_champions(state: State) -> list[str]:
    taken = {p.champion for p in state.seats}
    return sorted(ch for ch in load().champions if ch not in taken)


@flow.step("choose_champion")
def _choose(state: State, data: dict) -> list[Event]:
    flow.decide(state, "champion", data["seat"], champions=free_champions(state))
    return []


def _champion_legal(state: State, d) -> list:
    return [Pick(ch) for ch in free_champions(state)]


def _champion_apply(state: State, d, action) -> list[Event]:
    flow.settle(state)
    return [_take(state, d.seat, action.card)]


def _take(state: State, seat: int, champ: str) -> Event:
    state.seats[seat].champion = champ
    state.side[champ] -= 1
    if not state.side[champ]:
        del state.side[champ]
    name = load().champions[champ].name
    return Event(f"{state.seats[seat].name} plays {name}", {"kind": "champion", "seat": seat, "card": champ},
                 reveals=True)


flow.decision("champion", "choose your champion")((_champion_legal, _champion_apply))


@flow.explain("champion")
def _champion_why(state: State, d, action) -> str:
    if isinstance(action, Pick):
        return "another seat has that champion" if action.card in load().champions else "that is no champion"
    return ""


@flow.step("deal_champions")
def _deal(state: State, data: dict) -> list[Event]:
    need = [s for s, p in enumerate(state.seats) if not p.champion]
    flow.draw(state, "deal_champions", "champions", len(need), pool=free_champions(state), seats=need)
    return []


@flow.on_draw("deal_champions")
def _dealt(state: State, cards: list[str], data: dict) -> list[Event]:
    return [_take(state, seat, champ) for seat, champ in zip(data["seats"], cards)]


# -- starting hands and start-of-game abilities (DV-SET-03, DV-SET-04) -------------------------------------------------
@flow.step("start_hands")
def _hands(state: State, data: dict) -> list[Event]:
    hand = list(state.rules.get("start_hand") or ())
    for p in state.seats:
        for card in hand:
            if state.side.get(card, 0) > 0:
                state.side[card] -= 1
                p.hand.append(card)
    return [Event("Each player takes 1 Food and 2 Gold Coins from the side deck", {"kind": "start_hands"})]


@flow.step("start_of_game")
def _start_of_game(state: State, data: dict) -> list[Event]:
    who = [s for s in range(len(state.seats)) if champions.abilities(state, s, "start_of_game")]
    if len(who) > 1:  # G-14: clockwise from a seat drawn at random
        flow.draw(state, "start_seat", "seats", 1, pool=[str(s) for s in range(len(state.seats))])
    elif who:
        _run_start(state, who[0], who)
    return []


@flow.on_draw("start_seat")
def _start_seat(state: State, cards: list[str], data: dict) -> list[Event]:
    first = int(cards[0])
    who = [s for s in teams.clockwise(state, first) if champions.abilities(state, s, "start_of_game")]
    _run_start(state, first, who)
    return [Event(f"Start-of-game abilities begin with {state.seats[first].name}", {"kind": "start_seat",
                                                                                  "seat": first})]


def _run_start(state: State, first: int, who: list[int]) -> None:
    for s in reversed(who):
        for ref, _ in reversed(champions.abilities(state, s, "start_of_game")):
            refs.run(state, ref, {"actor": s, "by": s, "source": -1, "target": -1, "card": ref[0]})


# -- turn order (DV-ORD-01..04) ------------------------------------------------------------------------------------------
@flow.step("order_round")
def _order_round(state: State, data: dict) -> list[Event]:
    state.phase = "order"
    rollers = [s for s in data.get("rollers", range(len(state.seats))) if state.seats[s].alive]
    if not rollers:
        rollers = teams.living(state, 0)
    state.rollers = list(rollers)
    flow.then(state, *[("roll_d6", {"seat": s, "after": "order_rolled", "purpose": "order"}) for s in rollers],
              ("order_decide", {}))
    return []


@flow.step("order_rolled")
def _order_rolled(state: State, data: dict) -> list[Event]:
    state.order_rolls[data["seat"]].append(data["value"])
    return []


@flow.step("order_decide")
def _order_decide(state: State, data: dict) -> list[Event]:
    rollers = [s for s in state.rollers if state.seats[s].alive]
    if not rollers:
        flow.then(state, ("order_round", {}))
        return []
    best = max(state.order_rolls[s][-1] for s in rollers)
    tied = [s for s in rollers if state.order_rolls[s][-1] == best]
    if len(tied) > 1:  # DV-ORD-02, G-15: only the tied roll again
        names = " and ".join(state.seats[s].name for s in tied)
        flow.then(state, ("order_round", {"rollers": tied}))
        return [Event(f"{names} tie on {best} and roll again", {"kind": "order_tie", "seats": tied})]
    return _begin_play(state, tied[0])


@flow.step("order_known")
def _order_known(state: State, data: dict) -> list[Event]:
    return _begin_play(state, data["first"])


def _begin_play(state: State, first: int) -> list[Event]:
    state.rollers = []
    state.phase = "turn"
    flow.then(state, ("begin_turn", {"first": first}))
    return [Event(f"{state.seats[first].name} takes the first turn", {"kind": "order", "seat": first})]
