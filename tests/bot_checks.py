"""Checks the games' test_bots.py share: a bot reads only the view it is handed and the public
content, so its modules import no engine module, and its decisions do not change when what its
seat cannot see does."""
from __future__ import annotations

import ast
import random
from pathlib import Path
from typing import Callable

from game.core.protocol import CHANCE

ROOT = Path(__file__).resolve().parents[1]


def forbidden_imports(game: str, allowed: tuple[str, ...]) -> list[str]:
    """`file imports module` for every `game.` module the bot package game/<game>/bots/ imports
    that does not start with one of `allowed`."""
    out = []
    for path in sorted((ROOT / "game" / game / "bots").glob("*.py")):
        for node in ast.walk(ast.parse(path.read_text())):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            out += [f"{path.name} imports {n}" for n in names if n.startswith("game.") and not n.startswith(allowed)]
    return out


def same_decisions(m, bot, twin_view: Callable) -> int:
    """Play the match `m` to the end with `bot` in every seat; at each decision with a choice,
    assert the bot decides the same on `twin_view(m, seat)` (the view that seat would have if
    the secrets hidden from it were different). Returns how many decisions were compared."""
    compared = 0
    while not m.over:
        if m.to_act() == CHANCE:
            m.roll()
            continue
        seat = m.to_act()
        legal = m.legal_actions()
        mine = bot(m.view(seat), legal, random.Random(1))
        if len(legal) > 1:
            assert bot(twin_view(m, seat), legal, random.Random(1)) == mine
            compared += 1
        m.act(mine)
    return compared
