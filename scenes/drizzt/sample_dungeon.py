"""Legend of Drizzt positions for the dungeon view's tests, pictures and benchmark: an adventure
just begun, and a deep dungeon (25 tiles, 5 heroes, 12 monsters) reached by co-op bot play and
then grown with the engine's own placement helpers. A fixture, not a scene: it edits the state by
hand as the tests' helpers do (the one module of scenes/ allowed to, tests/test_scenes_read_view.py)."""
from __future__ import annotations

import random

from game.core.bots import bot_move
from game.core.match import Match
from game.core.protocol import CHANCE
from game.drizzt import board, grid, rules
from game.drizzt.content import load
from game.drizzt.figures import place_monster
from game.drizzt.state import PlacedTile

HEROES = ("thalia", "kaelith", "maren", "ilyndra", "tansy", "sarrakh", "brakka")


def begin(adventure: str = "the_goblin_pens", heroes: int = 3, seed: int = 1) -> Match:
    """A match at the first hero's first decision (setup's draws settled from the seed)."""
    setup = {"adventure": adventure, "seats": [{"name": f"P{i}"} for i in range(heroes)],
             "heroes": [{"hero": h, "seat": i} for i, h in enumerate(HEROES[:heroes])]}
    match = Match("drizzt", setup, seed)
    match.settle()
    return match


def play(match: Match, done, limit: int = 3000) -> Match:
    """Co-op bots play until `done(state)`, the end, or `limit` actions."""
    for _ in range(limit):
        if match.over or done(match.state):
            break
        if match.to_act() == CHANCE:
            match.roll()
        else:
            match.act(bot_move(match, "coop"))
    return match


def _grow(state, tiles: int, rng: random.Random) -> None:
    """Attach unused dungeon tiles at unexplored edges, as exploring does, until `tiles` are down."""
    doors = "doors" in load().adventures[state.adventure].rules
    placed = {t.id for t in state.tiles}
    spare = [t for t, c in load().tiles.items() if c.kind == "dungeon" and t not in placed]
    rng.shuffle(spare)
    while len(state.tiles) < tiles and spare:
        idx, defs = board.index(state), board.defs()
        edges = [(t, side) for t in state.tiles for side in grid.unexplored_edges(idx, defs, t)]
        if not edges:
            break
        tile, side = rng.choice(edges)
        tx, ty, rot = grid.placement_for(idx, tile, side)
        tid = spare.pop()
        has_door = bool(load().tiles[tid].door)
        state.tiles.append(PlacedTile(tid, tx, ty, rot, door=rng.choice(["closed", "open", "locked"])
                                      if has_door and doors else ""))
        changed(state)


def deep_dungeon(tiles: int = 25, heroes: int = 5, monsters: int = 12, seed: int = 4) -> Match:
    """A match whose map has `tiles` tiles, every hero on it and `monsters` monsters."""
    rng = random.Random(seed)
    match = play(begin("the_goblin_pens", heroes, seed), lambda s: len(s.tiles) >= 10 or s.monsters and len(s.monsters) >= 4)
    state = match.state
    _grow(state, tiles, rng)
    cards = [c for c in load().monsters if not load().monster(c).villain]
    while len(state.monsters) < monsters:
        tile = rng.choice(state.tiles[1:])
        holder = rng.randrange(len(state.heroes))
        place_monster(state, rng.choice(cards), holder, (tile.tx, tile.ty))
        changed(state)
    for i, hero in enumerate(state.heroes):
        if hero.cell is None or hero.health <= 0:
            free = [c for t in state.tiles for c in grid.cells_of_tile(board.index(state), board.defs(), t)
                    if c not in board.occupied(state)]
            hero.cell = list(rng.choice(free))
            hero.health = max(hero.health, 1)
            hero.escaped = False
    state.heroes[1].stunned = state.heroes[2].poisoned = True
    changed(state)
    return match


def changed(state) -> None:
    """The state was edited by hand: drop what the engine keeps worked out for a position."""
    rules.edited(state)
