"""Setting up a game of Dungeon Draft (DD-SET-01..07): the Draft and Quest decks shuffled apart,
9 gold a seat, 5 quests dealt to each seat of which it keeps 3 (none in the introductory game),
and a random starting player. Every card dealt is a chance action (a Draw from the named deck)."""
from __future__ import annotations

from game.core.deck import Deck
from game.core.errors import SetupError
from game.core.protocol import Event
from game.draft import deal, flow
from game.draft.content import load
from game.draft.state import Seat, State


def new_game(setup: dict) -> State:
    c = load()
    cfg = c.config
    seats = setup.get("seats", [])
    if not cfg.min_seats <= len(seats) <= cfg.max_seats:
        raise SetupError(f"Dungeon Draft takes {cfg.min_seats} to {cfg.max_seats} seats")
    n = len(seats)
    quests_on = setup.get("quests", True)
    if not isinstance(quests_on, bool):
        raise SetupError("the quests setting must be true or false")
    if quests_on and n * cfg.quests_dealt > len(c.quest_list()):  # G-23
        raise SetupError(f"there are not enough quests to deal {cfg.quests_dealt} to {n} seats")
    first = setup.get("first")
    if first is not None and (not isinstance(first, int) or isinstance(first, bool) or not 0 <= first < n):
        raise SetupError(f"the starting player must be one of the {n} seats")
    order = setup.get("order") or {}
    try:  # DD-SET-01: two separate decks
        deck = Deck.of("draft", c.deck_list(), order.get("draft"))
        quest_deck = Deck.of("quests", c.quest_list(), order.get("quests"))
    except ValueError as exc:
        raise SetupError(str(exc)) from None
    players = [Seat(name=str(s.get("name") or f"Player {i + 1}"), colour=str(s.get("colour") or ""),
                    gold=cfg.start_gold) for i, s in enumerate(seats)]  # DD-SET-02
    state = State(seats=players, deck=deck, quest_deck=quest_deck, quests_on=quests_on,
                  first=-1 if first is None else first)
    if quests_on:  # DD-SET-03, DD-SET-04 (DD-SET-06: the introductory game deals none)
        flow.later(state, *deal.steps(range(n), "quests", cfg.quests_dealt, "dealt"), "keep_quests")
    flow.later(state, "choose_first", "start_round")
    flow.run(state)
    return state


@flow.step("choose_first")
def _choose_first(state: State, data: dict) -> list[Event]:
    if state.first >= 0:
        return []
    flow.draw(state, "first", "seats", 1, pool=[str(s) for s in range(len(state.seats))])  # DD-SET-07
    return []


@flow.on_draw("first")
def _first_drawn(state: State, cards: list[str], data: dict) -> list[Event]:
    state.first = int(cards[0])
    return [Event(f"{state.seats[state.first].name} will start the first round",
                  {"kind": "first", "seat": state.first})]
