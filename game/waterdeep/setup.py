"""Setting up a game of Lords of Waterdeep (LW-SET-01..14): agents by seat count, the round track's
VP tokens, Builder's Hall's three tiles, a secret Lord, two active quests and two Intrigue cards
each, Cliffwatch Inn's four quests, and starting gold rising by one a seat from the First Player.
Every card dealt is a chance action (a Draw from the named deck)."""
from __future__ import annotations

from game.core.deck import Deck
from game.core.errors import SetupError
from game.core.protocol import Event
from game.waterdeep import flow
from game.waterdeep.content import load
from game.waterdeep.state import HALL_SLOTS, INN_SLOTS, KINDS, START_INTRIGUE, START_QUESTS, Seat, State

MIN_SEATS, MAX_SEATS = 2, 5


def agents_for(players: int) -> int:
    """Agents each seat starts with (LW-SET-02)."""
    table = load().config.agents_by_players
    return int(table.get(players, table.get(str(players), 2)))


def deck_lists() -> dict[str, list[str]]:
    """Every card of each deck (intrigue cards as many times as their copies)."""
    c = load()
    return {"quests": sorted(c.quests), "buildings": sorted(c.buildings), "lords": sorted(c.lords),
            "intrigue": sorted(i.id for i in c.intrigue.values() for _ in range(max(1, i.copies or 1)))}


def seat_colours(seats: list[dict], offered) -> list[str]:
    """Each seat's colour id (LW-SET-01): the one its setup names (by name or id, as the seat setup
    screen offers them), else the first colour no seat has; two seats naming one colour is refused.
    A name this game does not offer (another game's colour, from a remembered setup) is passed over."""
    by_word = {word.casefold(): c.id for c in offered for word in (c.id, c.name)}
    chosen = [by_word.get(str(seat.get("colour") or "").casefold()) for seat in seats]
    named = [c for c in chosen if c]
    if len(set(named)) != len(named):
        raise SetupError("two seats cannot play the same colour")
    free = iter(c.id for c in offered if c.id not in named)
    return [c or next(free) for c in chosen]


def new_game(setup: dict) -> State:
    seats = setup.get("seats", [])
    if not MIN_SEATS <= len(seats) <= MAX_SEATS:
        raise SetupError(f"Lords of Waterdeep takes {MIN_SEATS} to {MAX_SEATS} seats")
    n = len(seats)
    first = setup.get("first", 0)
    if not isinstance(first, int) or not 0 <= first < n:
        raise SetupError(f"the First Player must be one of the {n} seats")
    c = load()
    cfg = c.config
    orders = setup.get("deck_orders", {}) or {}
    try:
        decks = {name: Deck.of(name, cards, orders.get(name)) for name, cards in deck_lists().items()}
    except ValueError as exc:
        raise SetupError(str(exc)) from None
    colours = seat_colours(seats, cfg.colours)
    agents = agents_for(n)
    players = []
    for i, seat in enumerate(seats):
        p = Seat(name=str(seat.get("name") or f"Player {i + 1}"), colour=colours[i],
                 agents=agents, pool=agents)
        p.gold = cfg.start_gold + (i - first) % n  # LW-SET-14
        players.append(p)
    state = State(seats=players, quest_deck=decks["quests"], intrigue_deck=decks["intrigue"],
                  building_deck=decks["buildings"], lord_deck=decks["lords"],
                  supply=dict.fromkeys(KINDS, cfg.cubes_per_kind), round_vp=[cfg.round_vp] * cfg.rounds,
                  hall=[""] * HALL_SLOTS, hall_vp=[0] * HALL_SLOTS, inn=[""] * INN_SLOTS, first=first)
    flow.later(state, "deal_hall", "deal_lords",
               *[("draw_cards", {"seat": s, "deck": "quests", "count": START_QUESTS}) for s in range(n)],
               "inn_refill",
               *[("draw_cards", {"seat": s, "deck": "intrigue", "count": START_INTRIGUE}) for s in range(n)],
               "start_round")
    flow.run(state)
    return state


@flow.step("deal_hall")
def _deal_hall(state: State, data: dict) -> list[Event]:
    n = min(HALL_SLOTS, len(state.building_deck))
    if n:
        flow.draw(state, "deal_hall", "buildings", n)  # LW-SET-07
    return []


@flow.on_draw("deal_hall")
def _hall_dealt(state: State, cards: list[str], data: dict) -> list[Event]:
    for slot, card in enumerate(cards):
        state.hall[slot] = card
    names = ", ".join(load().buildings[b].name for b in cards)
    return [Event(f"For sale in Builder's Hall: {names}", {"kind": "hall", "buildings": list(cards)}, reveals=True)]


@flow.step("deal_lords")
def _deal_lords(state: State, data: dict) -> list[Event]:
    flow.draw(state, "deal_lords", "lords", len(state.seats))  # LW-SET-09
    return []


@flow.on_draw("deal_lords")
def _lords_dealt(state: State, cards: list[str], data: dict) -> list[Event]:
    for p, lord in zip(state.seats, cards):
        p.lord = lord
    return [Event("Each player is dealt a secret Lord card", {"kind": "lords"})]
