"""Seeded random playouts: invariants after every action, save/replay, hidden information.

The 200-game soak with heuristic bots lives in test_soak.py; this is the quick core."""
import random
from collections import Counter

import pytest

from game.core.bots import play_out
from game.core.codec import from_data, state_hash, to_data
from game.core.match import Match
from game.core.protocol import CHANCE
from game.vault import city
from game.vault.content import load
from game.vault.state import State
from tests.vault.helpers import FACTIONS

SEATS = {2: 4, 3: 3, 4: 2}


def check_invariants(state: State) -> None:
    """Pieces conserved, nothing negative (the issue's invariants)."""
    content = load()
    for seat, p in enumerate(state.seats):
        assert p.gold >= 0 and p.rumors_new >= 0 and p.rumors_old >= 0 and p.actions >= 0
        on_board = [0, 0, 0]
        for counts in state.followers[seat].values():
            assert min(counts) >= 0 and sum(counts) > 0
            on_board = [a + b for a, b in zip(on_board, counts)]
        total = [a + b for a, b in zip(on_board, p.supply)]
        assert total == list(content.factions[p.faction].followers), "Followers conserved"
    rumors = sum(p.rumors for p in state.seats) + len(state.dungeon_rumors)
    assert rumors <= 30
    assert len(state.watch) == SEATS[len(state.seats)] or state.phase == "setup"
    assert len(state.watch) <= 4
    places = [w.place for w in state.watch]
    assert len(places) == len(set(places)), "one Watch token per Location"
    held = Counter()
    for p in state.seats:
        held.update(p.treasure + p.magic + p.played)
    held.update(state.dealt)
    for d in state.decisions:
        if d.kind == "keep":
            held.update(d.data["cards"])  # drawn, waiting to be kept or discarded
    for deck_name, deck in (("treasure", state.treasure), ("magic", state.magic)):
        cards = Counter(content.deck_list(deck_name))
        mine = Counter({c: n for c, n in held.items() if content.card(c).deck == deck_name})
        assert deck.all_cards() + mine == cards, f"every {deck_name} card conserved"
    secrets = Counter(s for p in state.seats for s in p.secrets) + state.secrets.all_cards()
    if state.fight is not None and state.fight.secret:
        secrets[state.fight.secret] += 1
    assert secrets == Counter(list(content.secrets)), "Secrets conserved"


@pytest.mark.parametrize("seats, seed", [(2, 1), (3, 2), (4, 3), (3, 4)])
def test_random_playouts_keep_every_invariant_and_replay(seats, seed):
    setup = {"seats": [{"name": f"P{i}", "faction": FACTIONS[i]} for i in range(seats)]}
    m = Match("vault", setup, seed)
    rng = random.Random(seed)
    steps = 0
    while not m.over and steps < 6000:
        if m.to_act() == CHANCE:
            m.roll()
        else:
            legal = m.legal_actions()
            assert legal, f"seat {m.to_act()} has no legal action"
            m.act(legal[rng.randrange(len(legal))])
        check_invariants(m.state)
        steps += 1
    data = to_data(m.state)
    assert to_data(from_data(State, data)) == data
    assert state_hash(Match.from_save(m.to_save()).state) == state_hash(m.state)


def test_views_never_show_another_seats_hand():
    setup = {"seats": [{"name": f"P{i}", "faction": FACTIONS[i]} for i in range(3)]}
    m = Match("vault", setup, 5)
    play_out(m, ["random"] * 3, max_actions=600)
    for seat in range(3):
        v = m.view(seat)
        for other, pv in enumerate(v["players"]):
            if other != seat:
                assert "treasure" not in pv and "magic" not in pv and "secret_ids" not in pv
        assert v["players"][seat]["treasure"] == m.state.seats[seat].treasure


def test_controller_and_contest_follow_the_pieces():
    from tests.vault.helpers import put, start

    m = start(2)
    put(m, 0, "s0", fighters=1)
    assert city.controller(m.state, "s0") == 0 and not city.contested(m.state, "s0")
    put(m, 1, "s0", rogues=1)
    assert city.controller(m.state, "s0") == -1 and city.contested(m.state, "s0")
