"""The soak: 200 seeded full games of Dungeon Draft, 2 to 5 seats, with and without quests, random
bots and (once game/draft/bots/ is there) the drafter.

After every action: every seat's pack and drafted cards make 7 during the draft, and every seat
holds 7 drafted cards when the play phase begins; every draft card and quest is in exactly one
place (deck, discard, packs, drafted, play areas, quests dealt, kept and played); no gold is
negative; no XP token total falls; the seat to act always has a legal action. At every bot
decision the bot is handed its own view, which shows no other seat's secrets. At the end: the
game is over with a result, the state survives a JSON round trip, and replaying the save (every
action checked again) gives the same state.

DRAFT_SOAK=N plays N games instead of 200 (more seeds, same checks).
"""
from __future__ import annotations

import os
import random
from collections import Counter

import pytest

from game.core.bots import bot_named
from game.core.match import Match
from game.draft import play, rules
from game.draft.actions import Play
from game.draft.content import load
from game.draft.state import State
from tests.soak_end import check_the_end, played

GAMES = int(os.environ.get("DRAFT_SOAK", "200") or 200)
MAX_ACTIONS = 5_000  # a game is a few hundred actions; far more means something loops
HAND = load().config.draft_hand
EVERYTHING = sorted(load().deck_list() + load().quest_list())
PRIVATE = ("pack", "drafted", "quests", "quests_met", "dealt")


def plan(n: int) -> tuple[int, bool, list[str]]:
    """Game n: its seat count, quests or not, and who plays each seat (the drafter in every
    other game once it exists, in a seat that moves round)."""
    seats = 2 + n % 4
    quests = (n // 4) % 2 == 0
    kinds = ["random"] * seats
    if "drafter" in rules.BOTS and (n // 8) % 2 == 0:
        kinds[(n // 16) % seats] = "drafter"
    return seats, quests, kinds


def test_the_plan_meets_every_seat_count_with_and_without_quests():
    seen = {(s, q) for s, q, _ in map(plan, range(min(GAMES, 200)))}
    assert seen == {(s, q) for s in (2, 3, 4, 5) for q in (True, False)}


def every_card(state: State) -> list[str]:
    cards = []
    for deck in (state.deck, state.quest_deck):
        cards += deck.top + deck.pile + deck.bottom + deck.discard + deck.removed
    for p in state.seats:
        cards += p.pack + p.drafted + p.quests + p.dealt + p.quests_played
        for row in p.play_area:
            cards += row
    return sorted(cards)


def check(state: State, xp_before: list[int], where: str) -> None:
    if every_card(state) != EVERYTHING:
        have, want = Counter(every_card(state)), Counter(EVERYTHING)
        raise AssertionError(f"{where}: cards out of place: extra {dict(have - want)}, missing {dict(want - have)}")
    for i, p in enumerate(state.seats):
        assert p.gold >= 0, f"{where}: seat {i} has {p.gold} gold"
        assert p.xp_tokens >= xp_before[i], f"{where}: seat {i}'s XP fell"
        if state.phase == "draft" and state.pick:
            assert len(p.pack) + len(p.drafted) == HAND, f"{where}: seat {i} holds {len(p.pack)} + {len(p.drafted)}"


def check_own_view(view: dict, seat: int) -> None:
    for s in view["seats"]:
        if s["seat"] != seat:
            shown = [k for k in PRIVATE if k in s]
            assert not shown, f"seat {seat}'s view shows seat {s['seat']}'s {shown}"


def soak(n: int):
    seats, quests, kinds = plan(n)
    setup = {"seats": [{"name": f"{k} {i + 1}", "bot": k} for i, k in enumerate(kinds)], "quests": quests}
    seed = 18_000 + n
    match = Match("draft", setup, seed)
    state = match.state
    bots = [bot_named(rules, k) for k in kinds]
    chance_rng, bot_rng = random.Random(f"{seed}:chance"), random.Random(f"{seed}:bot")
    xp = [0] * seats
    check(state, xp, f"game {n} setup")

    def choose(who, legal, where):
        if state.phase == "play" and len(match.log) % 7 == 0:  # the legal list and the reasons agree
            p = state.seats[who]
            why = {c: play.why_not(state, who, c) for c in set(p.drafted) | set(p.quests)}
            assert {a.card for a in legal if isinstance(a, Play)} == {c for c, w in why.items() if not w}, where
        if kinds[who] == "random":
            return legal[bot_rng.randrange(len(legal))]
        view = rules.view(state, who)
        check_own_view(view, who)
        return bots[who](view, legal, bot_rng)

    name = f"game {n} ({seats} seats, quests {quests})"
    for _, _, events, where in played(rules, match, chance_rng, choose, MAX_ACTIONS, name):
        check(state, xp, where)
        if any(e.data.get("kind") == "play_phase" for e in events):
            assert all(len(p.drafted) == HAND for p in state.seats), f"{where}: not 7 drafted each"
        xp = [p.xp_tokens for p in state.seats]
    assert state.phase == "over" and state.round == load().config.rounds
    return check_the_end(rules, match, seats, f"soak game {n} ({kinds})")


@pytest.mark.parametrize("chunk", range(8))
def test_soak(chunk):
    """Games chunk, chunk + 8, chunk + 16, ... (eight chunks, so pytest -n can spread them)."""
    for n in range(chunk, GAMES, 8):
        soak(n)
