"""The soak: 200 seeded full games of Dragonvault, 2 to 6 seats, free-for-all and teams, champions
dealt or chosen, random bots and (in a quarter of the games) the heuristic bot.

After every action: every card is conserved (adventure deck, hands, companions on the table,
discard pile, side deck, and the cards in transit: the encounter, a card resolving, cards peeked
at); damage stays within 0..toughness and a champion is alive exactly while below it; the pool is
never below 0; a fallen champion holds no cards (once looted), never acts and is never asked; the
seat to act always has a legal action. At every heuristic decision the bot is handed its own
seat's view, which shows no other hand. At the end: the game is over with a winner, the state
survives a JSON round trip, and replaying the save (every action checked again) gives the same
state. DRAGONVAULT_SOAK=N plays N games instead of 200.
"""
from __future__ import annotations

import os
import random

import pytest

from game.core.bots import random_bot
from game.core.match import Match
from game.dragonvault import rules
from game.dragonvault.bots import heuristic_bot
from tests.dragonvault.helpers import check_invariants
from tests.soak_end import check_the_end, played

GAMES = int(os.environ.get("DRAGONVAULT_SOAK", "200") or 200)
MAX_ACTIONS = 5_000  # a game is a few hundred actions; far more means something loops
CHUNKS = 8


def plan(n: int) -> dict:
    """Game n: seats 2-6, teams in every third game of 4+ seats, chosen champions in a third of the games,
    heuristic bots in every fourth."""
    seats = 2 + n % 5
    kinds = ["heuristic" if n % 4 == 3 and i % 2 == 0 else "random" for i in range(seats)]
    setup: dict = {"seats": [{"name": f"{k} {i + 1}", "kind": "bot", "bot": k} for i, k in enumerate(kinds)]}
    if seats >= 3 and n % 3 == 0:
        setup["teams"] = [i % max(2, seats // 2) for i in range(seats)]
    if (n // 5) % 3 == 1:
        setup["champions"] = "choose"
    return setup


def test_the_plan_meets_every_seat_count_teams_and_bots():
    plans = [plan(n) for n in range(min(GAMES, 200))]
    for seats in range(2, 7):
        mine = [p for p in plans if len(p["seats"]) == seats]
        assert any(p.get("champions") == "choose" for p in mine)
        assert any(s["bot"] == "heuristic" for p in mine for s in p["seats"])
        if seats >= 3:
            assert any(p.get("teams") for p in mine)


def check_own_view(view: dict, seat: int) -> None:
    for s in view["seats"]:
        if s["seat"] != seat:
            assert s["hand"] == [] and s["treasure"] is None, f"seat {seat}'s view shows seat {s['seat']}'s hand"


def soak(n: int) -> None:
    setup = plan(n)
    kinds = [s["bot"] for s in setup["seats"]]
    seed = 17_000 + n
    match = Match("dragonvault", setup, seed)
    state = match.state
    chance_rng, bot_rng = random.Random(f"{seed}:chance"), random.Random(f"{seed}:bot")

    def choose(who, legal, where):
        assert state.seats[who].alive or state.phase == "champions", f"{where}: fallen seat {who} acts"
        if kinds[who] == "heuristic":
            view = rules.view(state, who)
            check_own_view(view, who)
            return heuristic_bot(view, legal, bot_rng)
        return random_bot({}, legal, bot_rng)

    for _, _, _, where in played(rules, match, chance_rng, choose, MAX_ACTIONS, f"game {n} ({len(kinds)} seats)"):
        if state.phase != "champions":
            check_invariants(state, where)
    check_the_end(rules, match, len(kinds), f"soak game {n}")
    assert state.phase == "over" and state.encounter is None and not state.resolving


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_soak(chunk):
    for n in range(chunk, GAMES, CHUNKS):
        soak(n)
