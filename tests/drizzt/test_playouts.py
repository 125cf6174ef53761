"""Seeded Legend of Drizzt adventures played to the end by the co-op bot and at random, with the
invariants checked after every action: health in bounds, every figure on a floor space and no two
in one space, the tile map connected, cards conserved; saves replay to the same state."""
from __future__ import annotations

import random
from collections import Counter

import pytest

from game.core.bots import bot_move
from game.core.codec import state_hash
from game.core.match import Match
from game.core.protocol import CHANCE
from game.drizzt import board, grid, scale
from game.drizzt.content import load

ADVENTURES = sorted(load().adventures)


def setup_for(adventure: str, heroes: int) -> dict:
    adv = load().adventures[adventure]
    n = max(adv.heroes[0], min(adv.heroes[1], heroes))
    ids = sorted(load().heroes)[:n]
    return {"adventure": adventure, "seats": [{"name": f"P{i}"} for i in range(n)],
            "heroes": [{"hero": h, "seat": i} for i, h in enumerate(ids)]}


def check_invariants(state) -> None:
    idx, defs = board.index(state), board.defs()
    seen: set = set()
    for h in state.heroes:
        assert 0 <= h.health <= h.max_health, f"{h.name} has {h.health} of {h.max_health}"
        if h.cell is not None:
            assert grid.is_floor(idx, defs, tuple(h.cell)), f"{h.name} stands in a wall"
            assert tuple(h.cell) not in seen, "two figures share a space"
            seen.add(tuple(h.cell))
    for m in state.monsters:
        card = load().monster(m.card)
        assert 0 < m.health <= scale.full_health(state.adventure, len(state.heroes), m.card)  # a scaled villain
        for c in board.cells_of(m):
            assert grid.is_floor(idx, defs, c), f"{card.name} is inside a wall"
            assert c not in seen, "two figures share a space"
            seen.add(c)
    # the tile map is connected through shared edges
    positions = {(t.tx, t.ty) for t in state.tiles}
    todo, reached = [(0, 0)], {(0, 0)}
    while todo:
        x, y = todo.pop()
        for nxt in ((x + 1, y), (x - 1, y), (x, y + 1), (x, y - 1)):
            if nxt in positions and nxt not in reached:
                reached.add(nxt)
                todo.append(nxt)
    assert reached == positions
    assert 0 <= state.surges <= 3


def card_count(state) -> Counter:
    """Every monster, encounter and treasure card, wherever it is."""
    out = Counter()
    for deck in (state.monster_deck, state.encounter_deck, state.treasure_deck):
        out += deck.all_cards()
    for h in state.heroes:
        out += Counter(h.items) + Counter(h.curses)
        out += Counter(e.split(":", 1)[1] for e in h.row if ":" in e)
    out += Counter(m.card for m in state.monsters if not load().monster(m.card).villain
                   and load().monster(m.card).kind != "object")
    for pile in state.xp.values():
        out += Counter(c for c in pile if not load().monster(c).villain)
    for tile in state.tiles:  # items lying on the floor
        out += Counter(m[5:].partition("@")[0] for m in tile.markers if m.startswith("item:"))
    if state.setting:
        out[state.setting] += 1
    for d in state.decisions:  # a card in someone's hands while they decide
        if d.kind in ("give", "cancel"):
            out[d.data["card"]] += 1
    return out


def play(adventure: str, heroes: int, seed: int, bot: str, check: bool = True) -> Match:
    match = Match("drizzt", setup_for(adventure, heroes), seed)
    rng = random.Random(seed)
    steps = 0
    while not match.over and steps < 6000:
        steps += 1
        if match.to_act() == CHANCE:
            match.roll()
        else:
            legal = match.legal_actions()
            assert legal, "a seat must decide but has no legal action"
            match.act(bot_move(match, "coop") if bot == "coop" else legal[rng.randrange(len(legal))])
        if check:
            check_invariants(match.state)
    return match


@pytest.mark.parametrize("adventure", ADVENTURES)
def test_every_adventure_ends_in_a_win_or_a_loss_and_replays(adventure):
    for heroes, seed, bot in ((1, 1, "coop"), (3, 2, "coop"), (5, 3, "random")):
        match = play(adventure, heroes, seed, bot)
        assert match.over, f"{adventure} with {heroes} heroes did not end"
        assert match.state.result in ("won", "lost") and match.state.reason
        copy = Match.from_save(match.to_save())
        assert state_hash(copy.state) == state_hash(match.state)


@pytest.mark.parametrize("adventure", ["wyrmfire", "the_sunken_stair", "two_companies"])
def test_cards_are_conserved_through_a_whole_adventure(adventure):
    match = Match("drizzt", setup_for(adventure, 3), 11)
    before = None
    while not match.over:
        if match.to_act() == CHANCE:
            match.roll()
        else:
            match.act(bot_move(match, "coop"))
        counted = card_count(match.state)
        if match.state.chance is None and not match.state.decisions and before is None:
            before = counted
        if match.state.chance is None:
            before = before or counted
            assert counted == before, counted - before or before - counted
