"""Scenes read the view, never the state (issue 14, item 8): no module under scenes/ reads a
match's `.state` except the plumbing named below, which hands the state to the engine's own
functions (apply, chance) or builds a position by hand for benches and tests."""
from __future__ import annotations

import ast
from pathlib import Path

SCENES = Path(__file__).resolve().parents[1] / "scenes"

# (module file name, function; "*" = the whole module): why it may hold the state, in one line
PLUMBING = {
    ("driver.py", "_chance"): "the driver hands the state to the engine's own chance() to learn the roll's purpose",
    ("driver.py", "why_not"): "the driver tries an action with the engine's own apply() on a copy",
    ("positions.py", "peek"): "a tour position peeks at the seed's roll with the engine's own apply() on a copy",
    ("sample_dungeon.py", "*"): "bench and test positions built by hand, editing the state as tests' helpers do",
}


def _is_match(node: ast.expr) -> bool:
    """`match`, `m`, or anything's `.match` (self.match, table.match)."""
    return (isinstance(node, ast.Name) and node.id in ("match", "m")) or \
        (isinstance(node, ast.Attribute) and node.attr == "match")


def state_reads(source: str) -> list[tuple[str, int]]:
    """(enclosing function or "", line) of every `<match>.state` in the source."""
    found: list[tuple[str, int]] = []

    def walk(node: ast.AST, function: str) -> None:
        for child in ast.iter_child_nodes(node):
            name = child.name if isinstance(child, (ast.FunctionDef, ast.AsyncFunctionDef)) else function
            if isinstance(child, ast.Attribute) and child.attr == "state" and _is_match(child.value):
                found.append((function, child.lineno))
            walk(child, name)

    walk(ast.parse(source), "")
    return found


def test_the_check_sees_every_way_a_scene_reaches_the_state():
    source = ("x = match.state.round\n"
              "def f(self):\n    return self.match.state.heroes\n"
              "g = lambda m: m.state.monsters\n"
              "def ok(self, slot):\n    return slot.state, self.state, self.match.view(0)\n")
    assert state_reads(source) == [("", 1), ("f", 3), ("", 4)]


def test_no_scene_reads_the_state_outside_the_plumbing():
    used, leaks = set(), []
    for path in sorted(SCENES.rglob("*.py")):
        for function, line in state_reads(path.read_text(encoding="utf-8")):
            for key in ((path.name, function), (path.name, "*")):
                if key in PLUMBING:
                    used.add(key)
                    break
            else:
                leaks.append(f"{path.relative_to(SCENES.parent)}:{line} in {function or 'the module'}")
    assert not leaks, "scenes read match.state (read the view, or ask the engine):\n" + "\n".join(leaks)
    assert used == set(PLUMBING), f"plumbing named here but gone from scenes/: {sorted(set(PLUMBING) - used)}"
