"""Building Legend of Drizzt positions for rule tests: a match with forced chance, tiles and
monsters put exactly where a test wants them, and short ways to roll, draw and act."""
from __future__ import annotations

from game.core.match import Match
from game.core.protocol import CHANCE, Draw, Roll
from game.drizzt import board
from game.drizzt.content import load
from game.drizzt.state import Monster, PlacedTile


def start(adventure: str = "the_spiders_court", heroes=("thalia", "maren"), seed: int = 1,
          settle: bool = True, **extra) -> Match:
    """A match at the first hero's first decision (setup's chance settled from the seed)."""
    setup = {"adventure": adventure, "seats": [{"name": f"P{i}"} for i in range(len(heroes))],
             "heroes": [{"hero": h, "seat": i} for i, h in enumerate(heroes)], **extra}
    match = Match("drizzt", setup, seed)
    if settle:
        match.settle()
    return match


def roll(match: Match, *values: int):
    """Force the pending roll (d20s) to show these values."""
    req = match.state.chance
    assert req is not None and req.dice, f"no roll is pending (decision: {match.state.decisions[-1:]})"
    return match.act(Roll(tuple(req.dice), tuple(values)))


def draw(match: Match, *cards: str):
    """Force the pending draw to give these cards."""
    req = match.state.chance
    assert req is not None and not req.dice, "no draw is pending"
    return match.act(Draw(req.deck, tuple(cards)))


def owed(match: Match) -> str | None:
    """The kind of decision owed now (None during chance or at the end)."""
    d = match.state.decisions[-1] if match.state.decisions else None
    return None if match.to_act() == CHANCE or d is None else d.kind


def place(match: Match, tile: str, tx: int, ty: int, rot: int = 0, door: str = "") -> PlacedTile:
    """Put a tile on the map directly (tests build the layout they need)."""
    placed = PlacedTile(tile, tx, ty, rot, door=door)
    match.state.tiles.append(placed)
    return placed


def monster(match: Match, card: str, cell, holder: int = 0, health: int | None = None) -> Monster:
    """Put a monster figure on a space, its card in the holder's row."""
    state = match.state
    uid = f"m{state.next_uid}"
    state.next_uid += 1
    m = Monster(uid, card, holder, load().monster(card).health if health is None else health, list(cell))
    state.monsters.append(m)
    state.heroes[holder].row.append(uid)
    return m


def hero_at(match: Match, index: int, cell) -> None:
    match.state.heroes[index].cell = list(cell)


def floor_cells(match: Match, tx: int = 0, ty: int = 0) -> list:
    from game.drizzt import grid

    return list(grid.cells_of_tile(board.index(match.state), board.defs(), (tx, ty)))
