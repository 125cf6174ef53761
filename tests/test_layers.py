"""The layers of the code, read from the imports of every module (issue 14, item 11).

Every `import` and `from ... import` of every module under game/ and scenes/ is read with `ast`:
those inside functions and under `if TYPE_CHECKING:` count too, since a loop held together by an
import inside a function is still a loop. The rules:

- game/ (the engine) never imports scenes, pygame or pymunk;
- a game's package imports no other game's;
- the core (game/core) imports no game and not the registry (nor the `game` package, which
  installs the registry);
- no import loop under game/;
- a game's scenes import no other game's scenes;
- the widget kit (scenes/kit) imports neither the menus nor a table.

A game is a package of game/ other than the core; its scenes are the package of scenes/ with the
same name. Adding a game edits nothing here. Each rule is its own test function built on the
same few helpers (`modules`, `imports`, `graph`, `loops`), so a rule is added by writing one more.
"""
from __future__ import annotations

import ast
from dataclasses import dataclass
from functools import lru_cache
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TOPS = ("game", "scenes")
CORE = "game.core"


@dataclass(frozen=True)
class Import:
    """One import: the importing module, what it imports (a module of ours when it names one,
    else the name as written: `pygame`, `os.path`) and where."""

    importer: str
    target: str
    path: Path
    line: int

    def __str__(self) -> str:
        return f"{self.path.relative_to(ROOT)}:{self.line}: {self.importer} imports {self.target}"


def module_name(path: Path) -> str:
    """`game/drizzt/grid/__init__.py` -> `game.drizzt.grid`."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@lru_cache(maxsize=None)
def modules() -> dict[str, Path]:
    """Every module of game/ and scenes/ by dotted name."""
    return {module_name(p): p for top in TOPS for p in sorted((ROOT / top).rglob("*.py"))}


def _ours(name: str, known) -> str:
    """The module of ours that `name` is or lies in (`game.drizzt.grid.TileDef` -> `game.drizzt.grid`),
    else `name` itself."""
    probe = name
    while probe:
        if probe in known:
            return probe
        probe = probe.rpartition(".")[0]
    return name


def read_imports(module: str, source: str, path: Path, known, is_package: bool = False) -> list[Import]:
    """The imports in `source` (the text of `module`), wherever they stand in it."""
    out: dict[tuple[str, int], Import] = {}  # one per module imported on a line
    for node in ast.walk(ast.parse(source, str(path))):
        if isinstance(node, ast.Import):
            names = [alias.name for alias in node.names]
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:  # relative: from the module's own package, one level up per extra dot
                package = module.split(".") if is_package else module.split(".")[:-1]
                package = package[:len(package) - (node.level - 1)]
                base = ".".join(package + ([base] if base else []))
            names = [f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names]
        else:
            continue
        for name in names:
            target = _ours(name, known)
            if target != module and target != "__future__":
                out.setdefault((target, node.lineno), Import(module, target, path, node.lineno))
    return sorted(out.values(), key=lambda i: (i.line, i.target))


@lru_cache(maxsize=None)
def imports(top: str) -> tuple[Import, ...]:
    """Every import made by a module under `top` ("game", "scenes.kit"...)."""
    known = modules()
    out: list[Import] = []
    for name, path in known.items():
        if name == top or name.startswith(top + "."):
            out += read_imports(name, path.read_text(encoding="utf-8"), path, known, path.name == "__init__.py")
    return tuple(out)


def under(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


@lru_cache(maxsize=None)
def games() -> tuple[str, ...]:
    """The game packages: every package of game/ but the core."""
    return tuple(sorted(p.parent.name for p in (ROOT / "game").glob("*/__init__.py") if p.parent.name != "core"))


def game_of(name: str, top: str) -> str | None:
    """The game whose package under `top` ("game" or "scenes") holds module `name`, if any."""
    parts = name.split(".")
    return parts[1] if len(parts) > 1 and parts[0] == top and parts[1] in games() else None


def graph(found) -> dict[str, set[str]]:
    """Module -> the modules of ours it imports."""
    out: dict[str, set[str]] = {}
    for imp in found:
        if imp.target in modules():
            out.setdefault(imp.importer, set()).add(imp.target)
    return out


def loops(edges: dict[str, set[str]]) -> list[list[str]]:
    """The import loops: each group of two or more modules that import one another, directly or by
    way of others (strongly connected components, found with Tarjan's algorithm, no recursion)."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    for root in sorted(edges):
        if root in index:
            continue
        work = [(root, iter(sorted(edges.get(root, ()))))]
        index[root] = low[root] = len(index)
        stack.append(root)
        on_stack.add(root)
        while work:
            node, rest = work[-1]
            nxt = next(rest, None)
            if nxt is not None:
                if nxt not in index:
                    index[nxt] = low[nxt] = len(index)
                    stack.append(nxt)
                    on_stack.add(nxt)
                    work.append((nxt, iter(sorted(edges.get(nxt, ())))))
                elif nxt in on_stack:
                    low[node] = min(low[node], index[nxt])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                group = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    group.append(member)
                    if member == node:
                        break
                if len(group) > 1:
                    found.append(sorted(group))
    return found


def _fail_on(bad: list[Import], rule: str) -> None:
    assert not bad, f"{rule}:\n" + "\n".join(map(str, bad))


# -- game/ ---------------------------------------------------------------------------------------
def test_the_engine_imports_no_scenes_pygame_or_pymunk():
    bad = [i for i in imports("game") if i.target.split(".")[0] in ("scenes", "pygame", "pymunk")]
    _fail_on(bad, "game/ is pure Python: no scenes, pygame or pymunk")


def test_a_game_imports_no_other_game():
    bad = [i for i in imports("game")
           if game_of(i.importer, "game") and game_of(i.target, "game") not in (None, game_of(i.importer, "game"))]
    _fail_on(bad, "a game imports another game")


def test_the_core_knows_no_game_and_no_registry():
    bad = [i for i in imports(CORE)
           if game_of(i.target, "game") or under(i.target, "game.registry") or i.target == "game"]
    _fail_on(bad, "game/core imports a game or the registry")


def _no_loops(top: str) -> None:
    found = imports(top)
    groups = loops(graph(found))
    told = []
    for group in groups:
        members = set(group)
        told.append(f"{len(group)} modules import one another: {', '.join(group)}\n  " + "\n  ".join(
            str(i) for i in found if i.importer in members and i.target in members))
    assert not groups, f"import loops under {top}/:\n" + "\n".join(told)


def test_no_import_loop_under_game():
    _no_loops("game")


# -- scenes/ ---------------------------------------------------------------------------------------
def test_a_games_scenes_import_no_other_games_scenes():
    bad = [i for i in imports("scenes")
           if game_of(i.importer, "scenes") and game_of(i.target, "scenes") not in (None, game_of(i.importer, "scenes"))]
    _fail_on(bad, "a game's scenes import another game's scenes")


def test_no_import_loop_under_scenes():
    """Dependencies point one way: stack and kit <- dice <- menus, the table shell and each game's
    scenes <- app <- pilot, tour, cli."""
    _no_loops("scenes")


def test_the_kit_imports_neither_the_menus_nor_a_table():
    def a_table(target: str) -> bool:
        return (under(target, "scenes.menu") or under(target, "scenes.table") or target == "scenes.tables"
                or game_of(target, "scenes") is not None)

    bad = [i for i in imports("scenes.kit") if a_table(i.target)]
    _fail_on(bad, "the widget kit imports the menus or a table")


# -- the readers themselves ------------------------------------------------------------------------
def test_imports_inside_functions_relative_ones_and_type_only_ones_are_read():
    known = {"pkg", "pkg.a", "pkg.b", "pkg.c", "pkg.sub", "pkg.sub.d"}
    source = ("from __future__ import annotations\nfrom typing import TYPE_CHECKING\nimport pygame\n"
              "from . import b\nif TYPE_CHECKING:\n    from pkg.c import Thing\n"
              "def f():\n    from .sub.d import g\n    return g\n")
    found = read_imports("pkg.a", source, ROOT / "x.py", known)
    assert sorted(i.target for i in found) == ["pkg.b", "pkg.c", "pkg.sub.d", "pygame", "typing"]
    assert [i.line for i in found if i.target == "pkg.sub.d"] == [8]


def test_a_loop_through_three_modules_is_found_and_a_chain_is_not():
    assert loops({"a": {"b"}, "b": {"c"}, "c": {"a", "d"}, "d": set()}) == [["a", "b", "c"]]
    assert loops({"a": {"b"}, "b": {"c"}, "c": {"d"}}) == []
