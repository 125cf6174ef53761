"""Building Lords of Waterdeep test situations (a started game, cards forced through chance
actions, pieces put in place by hand) and the invariants every position keeps."""
from __future__ import annotations

from collections import Counter

from game.core.match import Match
from game.core.protocol import CHANCE
from game.waterdeep import board, setup as wd_setup
from game.waterdeep.content import load
from game.waterdeep.state import HARBOR, KINDS, State

NAMES = ("Ana", "Bo", "Cy", "Di", "Ed")


def start(seats: int = 3, *, first: int = 0, deck_orders: dict | None = None, seed: int = 0) -> Match:
    """A game at the first turn of round 1 (every card of the setup dealt by the match's seeded
    chance, or by `deck_orders` for the cards named there)."""
    game_setup = {"seats": [{"name": NAMES[i], "bot": None} for i in range(seats)], "first": first,
                  "deck_orders": deck_orders or {}}
    m = Match("waterdeep", game_setup, seed)
    m.settle()
    return m


def play(m: Match, *actions) -> list:
    """Apply these decisions, settling chance after each; the events of all of them."""
    events = []
    for action in actions:
        events += m.act(action)
        for _, more in m.settle():
            events += more
    return events


def cards_held(state: State) -> Counter:
    """Every quest, intrigue, lord and building card outside its deck."""
    held = Counter()
    for p in state.seats:
        held.update(p.quests + p.done + p.intrigue + p.mandatory + p.buildings)
        if p.lord:
            held[p.lord] += 1
    held.update(q for q in state.inn if q)
    held.update(b for b in state.hall if b)
    for d in state.decisions:
        if d.kind == "keep":
            held.update(d.data["cards"])  # drawn, waiting to be kept or discarded
        elif d.kind == "target" and d.data.get("use") == "mandatory":
            held[d.data["card"]] += 1  # played, waiting for its victim
    return held


def check_invariants(state: State) -> None:
    """Adventurers, gold and cards conserved; one agent per space (a shared space only through
    the plot quest); agents placed never more than agents owned."""
    c = load()
    for kind in KINDS:
        assert state.supply[kind] + sum(p.tavern[kind] for p in state.seats) == c.config.cubes_per_kind, kind
        assert state.supply[kind] >= 0 and all(p.tavern[kind] >= 0 for p in state.seats)
    for p in state.seats:
        assert p.gold >= 0 and p.vp >= 0 and 0 <= p.pool <= p.agents
    decks = (state.quest_deck, state.intrigue_deck, state.building_deck, state.lord_deck)
    everything = Counter()
    for deck in decks:
        everything += deck.all_cards()
    everything += cards_held(state)
    wanted = Counter()
    for cards in wd_setup.deck_lists().values():
        wanted.update(cards)
    assert everything == wanted, "every card in exactly one place"
    placed = Counter()
    for space_id, seats in state.occupants.items():
        assert seats and board.exists(state, space_id)
        if len(seats) > 1:
            assert len(seats) == 2 and seats[0] != seats[1] and space_id not in HARBOR
        placed.update(seats)
    for s, p in enumerate(state.seats):
        assert placed[s] + p.pool <= p.agents, "agents placed never exceed agents owned"


def random_game(seats: int, seed: int, check=None) -> Match:
    """A seeded game of uniformly random legal decisions, to the end."""
    import random

    m = Match("waterdeep", {"seats": [{"name": NAMES[i]} for i in range(seats)]}, seed)
    rng = random.Random(seed)
    while not m.over:
        if m.to_act() == CHANCE:
            m.roll()
        else:
            legal = m.legal_actions()
            assert legal, "a seat to act always has a legal action"
            m.act(legal[rng.randrange(len(legal))])
        if check:
            check(m.state)
    return m
