"""The soak: 200 seeded full games of Lords of Waterdeep, 2 to 5 seats, heuristic and random bots.

After every action: the adventurers are conserved (supply + taverns = 25 of each kind; what a
tile piles up each round is taken from the supply only when visited), no gold or cube count is negative, every quest, intrigue, lord and building card is
in exactly one place, every space holds at most one agent (two only through the plot quest that
lets its owner share a rival's space), no seat has more agents placed than it owns, and no score
falls unless a card played just then takes VP away; the seat to act always has a legal action
until the game ends. At every heuristic decision the bot is handed its own seat's view, which
shows no other seat's lord or intrigue hand. At the end: the game is over with a result, the
state survives a JSON round trip, and replaying the save (every action checked again) gives the
same state.

Every 2-5 seat count meets every mix of bots (all heuristic, one heuristic among random, all
random, half and half). WATERDEEP_SOAK=N plays N games instead of 200 (more seeds, same checks).
"""
from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from game.core.match import Match
from game.waterdeep import rules
from game.waterdeep.bots import heuristic_bot, random_bot
from game.waterdeep.content import load
from game.waterdeep.setup import deck_lists
from game.waterdeep.state import HARBOR, KINDS, State
from tests.soak_end import check_the_end, played
from tests.waterdeep.helpers import cards_held

GAMES = int(os.environ.get("WATERDEEP_SOAK", "200") or 200)
MAX_ACTIONS = 5_000  # a game is about 300-700 actions; far more means something loops
MIXES = ("heuristic", "one_heuristic", "random", "half")


def plan(n: int) -> tuple[int, list[str]]:
    """Game n: its seat count and who plays each seat."""
    seats = 2 + n % 4
    mix = MIXES[(n // 4) % 4]
    if mix == "heuristic":
        kinds = ["heuristic"] * seats
    elif mix == "random":
        kinds = ["random"] * seats
    elif mix == "one_heuristic":
        kinds = ["random"] * seats
        kinds[(n // 16) % seats] = "heuristic"
    else:
        kinds = ["heuristic" if (i + n // 16) % 2 == 0 else "random" for i in range(seats)]
    return seats, kinds


def test_the_plan_meets_every_seat_count_with_every_mix():
    seen = {(s, tuple(sorted(set(k)))) for s, k in map(plan, range(min(GAMES, 200)))}
    for seats in (2, 3, 4, 5):
        assert {mix for s, mix in seen if s == seats} == {("heuristic",), ("heuristic", "random"), ("random",)}


# -- the invariants ----------------------------------------------------------------------------------------
# The same invariants as tests/waterdeep/helpers.py's check_invariants (the engine's playouts),
# counted in lists rather than Counters so that 200 games stay cheap; the cards in transit (drawn
# to keep, played on a victim) are found by that module's cards_held. On top: who may share a
# space, scores that never fall, and what each bot is shown.
CONTENT = load()
CUBES = CONTENT.config.cubes_per_kind
EVERY_CARD = sorted(card for cards in deck_lists().values() for card in cards)
SHARE = {q.id for q in CONTENT.quests.values() if q.plot == "share_space"}
VP_TAKERS = {c.id for c in CONTENT.intrigue.values()  # cards whose loss bundle names VP
             if c.effect in ("each_opponent_loses", "opponent_loses") and "vp" in (c.args.get("bundle") or {})}


def every_card(state: State) -> list[str]:
    """Every card in the game wherever it is: the four decks (draw piles, discards, removed),
    hands, active and completed quests, mandatory quests, the board, and cards in transit."""
    cards = list(cards_held(state).elements())
    for deck in (state.quest_deck, state.intrigue_deck, state.building_deck, state.lord_deck):
        cards += deck.top + deck.pile + deck.bottom + deck.discard + deck.removed
    return sorted(cards)


def check_invariants(state: State, where: str) -> None:
    for k in KINDS:
        total = state.supply[k] + sum(s.tavern[k] for s in state.seats)
        assert total == CUBES and state.supply[k] >= 0, f"{where}: {total} {k}s in play, not {CUBES}"
    placed = Counter()
    for space, seats in state.occupants.items():
        placed.update(seats)
        if len(seats) > 1:
            sharers = [i for i in seats if SHARE & set(state.seats[i].plots)]
            assert len(seats) == 2 and seats[0] != seats[1] and sharers and space not in HARBOR, \
                f"{where}: {space} holds {seats}"
    for i, s in enumerate(state.seats):
        assert s.gold >= 0 and min(s.tavern.values()) >= 0, f"{where}: seat {i} below zero: {s.gold} {s.tavern}"
        assert placed[i] + s.pool <= s.agents, f"{where}: seat {i} placed {placed[i]} + pool {s.pool} > {s.agents}"
    cards = every_card(state)
    if cards != EVERY_CARD:
        have, want = Counter(cards), Counter(EVERY_CARD)
        raise AssertionError(f"{where}: cards out of place: extra {dict(have - want)}, missing {dict(want - have)}")


def check_scores(before: list[int], state: State, events, where: str) -> None:
    """A score falls only when an intrigue card that takes VP was just played."""
    fell = [i for i, s in enumerate(state.seats) if s.vp < before[i]]
    if fell:
        played = {e.data.get("card") for e in events if e.data.get("kind") == "intrigue"}
        assert played & VP_TAKERS, f"{where}: seats {fell} lost VP with no card that takes it"


def check_own_view(view: dict, seat: int) -> None:
    for i, s in enumerate(view["seats"]):
        if i != seat:
            assert s["intrigue"] == [] and s["lord"] is None, f"seat {seat}'s view shows seat {i}'s secrets"


# -- one game ----------------------------------------------------------------------------------------------
def soak(n: int) -> dict:
    seats, kinds = plan(n)
    setup = {"seats": [{"name": f"{k} {i + 1}", "bot": k} for i, k in enumerate(kinds)], "first": n % seats}
    seed = 16_000 + n
    match = Match("waterdeep", setup, seed)
    state = match.state
    chance_rng, bot_rng = random.Random(f"{seed}:chance"), random.Random(f"{seed}:bot")
    check_invariants(state, f"game {n} setup")

    def choose(who, legal, where):
        if kinds[who] == "heuristic":
            view = rules.view(state, who)
            check_own_view(view, who)
            return heuristic_bot(view, legal, bot_rng)
        return random_bot({}, legal, bot_rng)

    before = [s.vp for s in state.seats]
    for _, _, events, where in played(rules, match, chance_rng, choose, MAX_ACTIONS, f"game {n} ({seats} seats)"):
        check_invariants(state, where)
        check_scores(before, state, events, where)
        before = [s.vp for s in state.seats]
    assert state.phase == "over" and state.round == CONTENT.config.rounds
    outcome = check_the_end(rules, match, seats, f"soak game {n}")
    return {"kinds": kinds, "scores": list(outcome.scores), "winners": list(outcome.winners)}


CHUNKS = 8


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_soak(chunk):
    for n in range(chunk, GAMES, CHUNKS):
        soak(n)
