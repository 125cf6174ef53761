"""The soak: 200 seeded full games with the heuristic and random bots, 2 to 4 seats, with and
without every variant.

After every action: the invariants of test_playouts (pieces conserved, nothing negative), and
the seat to act has a legal action until the game ends. At every decision a bot sees, and
for every seat now and then and at the end: no card or Secret hidden from that seat shows in
its view. At the end: the state survives a JSON round trip, and replaying the log from the
save (every action checked again) gives the same state.

Each game is capped at 60 rounds or 20k actions (the all-random games wander and meet the cap);
most all-heuristic games must finish. About a minute on one core.
"""
from __future__ import annotations

import json
import random
from collections import Counter

import pytest

from game.core.codec import from_data, state_hash, to_data
from game.core.match import LogEntry, Match
from game.core.protocol import CHANCE
from game.vault import rules
from game.vault.bots import heuristic_bot, random_bot
from game.vault.content import load
from game.vault.setup import VARIANTS
from game.vault.state import State
from tests.vault.test_playouts import check_invariants

ALL_VARIANTS = {"more_secrets": 4, "action_packed": True, "rumors_spread": True, "rumor_bidding": True,
                "increase_profits": True, "fewer_locations": True, "flip_empty": True, "shuffle_locations": True}
VARIANT_SETS = [{}] + [{k: v} for k, v in ALL_VARIANTS.items()] + [ALL_VARIANTS]  # 10
MAX_ROUNDS, MAX_ACTIONS = 60, 20_000
VIEW_EVERY = 10  # every seat's view is checked this often (and at every bot decision, and at the end)


def plan(n: int) -> tuple[int, dict, list[str]]:
    """Game n of 200: seats 2..4, a variant set, and who plays: 100 all-heuristic games, 50
    with one heuristic bot among random ones, 50 all-random."""
    seats = 2 + n % 3
    variants = VARIANT_SETS[n % len(VARIANT_SETS)]
    mix = (n // len(VARIANT_SETS)) % 4
    if mix in (0, 1):
        kinds = ["heuristic"] * seats
    elif mix == 2:
        kinds = ["random"] * seats
        kinds[n % seats] = "heuristic"
    else:
        kinds = ["random"] * seats
    return seats, variants, kinds


GAMES = [plan(n) for n in range(200)]


def test_the_plan_covers_every_variant_seat_count_and_bot_mix():
    assert set(ALL_VARIANTS) == set(VARIANTS)
    assert {s for s, _, _ in GAMES} == {2, 3, 4}
    for key in VARIANTS:
        with_it = [(s, k) for s, v, k in GAMES if key in v]
        assert {s for s, _ in with_it} == {2, 3, 4}
        assert {tuple(sorted(set(k))) for _, k in with_it} == {("heuristic",), ("heuristic", "random"), ("random",)}
    assert sum(1 for _, _, k in GAMES if set(k) == {"heuristic"}) == 100


# -- hidden information ---------------------------------------------------------------------------
def _ids() -> frozenset[str]:
    c = load()
    return frozenset(c.cards) | frozenset(c.secrets)


IDS = _ids()


def _strings(data, out: Counter) -> None:
    if isinstance(data, str):
        if data in IDS:
            out[data] += 1
    elif isinstance(data, dict):
        for value in data.values():
            _strings(value, out)
    elif isinstance(data, list):
        for value in data:
            _strings(value, out)


def _public_to(state: State, seat: int) -> Counter:
    """Every card and Secret id `seat` may see, with its multiplicity."""
    seen = Counter()
    me = state.seats[seat]
    seen.update(me.treasure + me.magic + me.secrets)
    for p in state.seats:
        seen.update(p.played)
    seen.update(state.dealt)
    seen.update(state.treasure.discard + state.magic.discard)
    fight = state.fight
    if fight is not None:
        if fight.secret:
            seen[fight.secret] += 1
        for side in fight.sides:
            if side.seat == seat:
                seen.update(side.found)
    for d in state.decisions:
        if d.seat == seat and d.kind == "keep":
            seen.update(d.data["cards"])
        elif d.kind == "extra_draw" and d.seat == seat:
            seen[d.data["card"]] += 1
    return seen


def check_view(state: State, seat: int) -> None:
    view = rules.view(state, seat)
    for other, pv in enumerate(view["players"]):
        if other != seat:
            assert "treasure" not in pv and "magic" not in pv and "secret_ids" not in pv
    shown = Counter()
    _strings(view, shown)
    leaked = shown - _public_to(state, seat)
    assert not leaked, f"seat {seat} sees hidden ids {dict(leaked)}"


# -- one game ---------------------------------------------------------------------------------------------
BOTS = {"heuristic": heuristic_bot, "random": random_bot}


def soak(n: int) -> dict:
    seats, variants, kinds = GAMES[n]
    setup = {"seats": [{"name": f"{k} {i + 1}", "bot": k} for i, k in enumerate(kinds)], "variants": variants}
    seed = 9000 + n
    match = Match("vault", setup, seed)
    state = match.state
    chance_rng, bot_rng = random.Random(f"{seed}:chance"), random.Random(f"{seed}:bot")
    check_invariants(state)
    actions = 0
    while actions < MAX_ACTIONS and state.round <= MAX_ROUNDS:
        who = rules.to_act(state)
        if who is None:
            break
        if who == CHANCE:
            action = rules.chance(state).sample(chance_rng)
        else:
            legal = rules.legal_actions(state)
            assert legal, f"game {n}: seat {who} is to act with no legal action"
            if kinds[who] == "heuristic":
                check_view(state, who)
                action = heuristic_bot(rules.view(state, who), legal, bot_rng)
            else:
                action = random_bot({}, legal, bot_rng)
        rules.apply(state, action)
        match.log.append(LogEntry(who, action))  # as Match.act would, without its undo checkpoints
        check_invariants(state)
        actions += 1
        if actions % VIEW_EVERY == 0:
            for seat in range(seats):
                check_view(state, seat)
    over = rules.to_act(state) is None
    if over:
        assert state.phase == "over" and 0 <= state.winner < seats
        assert rules.legal_actions(state) == []
    else:
        assert rules.legal_actions(state) or rules.to_act(state) == CHANCE
    for seat in range(seats):
        check_view(state, seat)
    # JSON round trip of the state
    data = json.loads(json.dumps(to_data(state)))
    assert to_data(from_data(State, data)) == to_data(state)
    # the save replays, every action checked again, to the same state
    save = json.loads(json.dumps(match.to_save()))
    replayed = Match.from_save(save, f"soak game {n}")
    assert state_hash(replayed.state) == state_hash(state)
    return {"over": over, "rounds": state.round, "actions": actions, "kinds": kinds}


CHUNKS = 8
RESULTS: dict[int, dict] = {}


@pytest.mark.parametrize("chunk", range(CHUNKS))
def test_soak(chunk):
    for n in range(chunk, len(GAMES), CHUNKS):
        RESULTS[n] = soak(n)


def test_most_heuristic_games_finish():
    missing = [n for n in range(len(GAMES)) if n not in RESULTS]
    for n in missing:  # run alone (pytest -k): play what the chunks would have
        RESULTS[n] = soak(n)
    heuristic = [r for r in RESULTS.values() if set(r["kinds"]) == {"heuristic"}]
    mixed = [r for r in RESULTS.values() if set(r["kinds"]) == {"heuristic", "random"}]
    assert len(heuristic) == 100
    assert sum(r["over"] for r in heuristic) >= 95, [r["rounds"] for r in heuristic if not r["over"]]
    assert sum(r["over"] for r in mixed) >= 40
