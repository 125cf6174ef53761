"""What a game's bots import: they may read their view, the legal actions, the core's bot helpers
and the game's public content, never an engine module (a bot that read the state could see
another seat's secrets)."""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]


def engine_imports(game_id: str) -> list[str]:
    """Every `game.` import of game/<game_id>/bots/ other than game.core.bots, the bots' own
    package and the game's content, as "file imports module"."""
    allowed = ("game.core.bots", f"game.{game_id}.bots", f"game.{game_id}.content")
    found = []
    paths = sorted((ROOT / "game" / game_id / "bots").glob("*.py"))
    if not paths:
        raise FileNotFoundError(f"game/{game_id}/bots/ holds no module")
    for path in paths:
        for node in ast.walk(ast.parse(path.read_text("utf-8"))):
            names = []
            if isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            elif isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            found += [f"{path.name} imports {n}" for n in names if n.startswith("game.") and not n.startswith(allowed)]
    return found
