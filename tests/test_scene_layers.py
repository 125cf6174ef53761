"""The layers under scenes/, read from the source (ast, no imports run): dependencies point one way
(stack and kit <- dice <- menus, tables and each game's scenes <- app <- pilot, tour, cli), so

- no import cycle anywhere under scenes/ (imports inside functions and under TYPE_CHECKING count:
  a late import is still a dependency);
- no game's scenes import another game's scenes;
- the widget kit imports neither the menus, nor a table, nor the game registry of scenes
  (scenes.tables), nor any game's scenes.
"""
from __future__ import annotations

import ast
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
SCENES = ROOT / "scenes"

def module_name(path: Path) -> str:
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    return ".".join(parts[:-1] if parts[-1] == "__init__" else parts)


def modules() -> dict[str, Path]:
    return {module_name(p): p for p in SCENES.rglob("*.py") if "__pycache__" not in p.parts}


def imported_names(name: str, path: Path, known) -> set[str]:
    """Every dotted name `path` imports, relative imports made absolute. `from a import b` names the
    module a.b when there is one (importing a submodule), else a (b is a name inside a)."""
    package = name.split(".") if path.name == "__init__.py" else name.split(".")[:-1]
    out = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        if isinstance(node, ast.Import):
            out.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom):
            base = node.module or ""
            if node.level:
                base = ".".join(package[:len(package) - node.level + 1] + ([base] if base else []))
            out.update(f"{base}.{alias.name}" if f"{base}.{alias.name}" in known else base for alias in node.names)
    return out


def import_graph() -> dict[str, set[str]]:
    """Module -> the modules under scenes/ it imports (a name inside a module counts as the module)."""
    known = modules()
    graph = {}
    for name, path in known.items():
        targets = set()
        for target in imported_names(name, path, known):
            while target and target not in known:
                target = target.rpartition(".")[0]
            if target and target != name:
                targets.add(target)
        graph[name] = targets
    return graph


def cycles(graph: dict[str, set[str]]) -> list[list[str]]:
    """The strongly connected groups of more than one module (Tarjan's algorithm, iterative)."""
    index, low, on_stack, stack, found = {}, {}, set(), [], []
    for start in sorted(graph):
        if start in index:
            continue
        work = [(start, iter(sorted(graph.get(start, ()))))]
        index[start] = low[start] = len(index)
        stack.append(start)
        on_stack.add(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    index[child] = low[child] = len(index)
                    stack.append(child)
                    on_stack.add(child)
                    work.append((child, iter(sorted(graph.get(child, ())))))
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
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


def game_packages() -> set[str]:
    """The games' scenes packages: scenes/<id>/ whose __init__.py declares SCENES."""
    out = set()
    for init in SCENES.glob("*/__init__.py"):
        tree = ast.parse(init.read_text(encoding="utf-8"))
        if any(isinstance(node, ast.Assign) and any(getattr(t, "id", None) == "SCENES" for t in node.targets)
               for node in tree.body):
            out.add(f"scenes.{init.parent.name}")
    return out


def within(name: str, package: str) -> bool:
    return name == package or name.startswith(package + ".")


def test_the_cycle_finder_finds_a_loop_and_only_a_loop():
    graph = {"a": {"b"}, "b": {"c"}, "c": {"a"}, "d": {"a"}, "e": set()}
    assert cycles(graph) == [["a", "b", "c"]]
    assert cycles({"a": {"b"}, "b": set()}) == []


def test_both_games_are_seen_as_game_packages():
    assert {"scenes.vault", "scenes.drizzt"} <= game_packages()


def test_no_import_cycle_under_scenes():
    found = cycles(import_graph())
    assert not found, "import cycles under scenes/: " + "; ".join(" <-> ".join(group) for group in found)


def test_no_game_scenes_import_another_games_scenes():
    games = game_packages()
    crossings = [f"{name} imports {target}" for name, targets in import_graph().items() for target in sorted(targets)
                 for own in games if within(name, own)
                 for other in games - {own} if within(target, other)]
    assert not crossings, crossings


def test_the_kit_imports_no_menu_table_or_game_scenes():
    banned = {"scenes.menu", "scenes.table", "scenes.tables", *game_packages()}
    reaching_up = {(name, target) for name, targets in import_graph().items() if within(name, "scenes.kit")
                   for target in targets if any(within(target, b) for b in banned)}
    assert not reaching_up, sorted(f"{a} imports {b}" for a, b in reaching_up)


def test_the_last_menu_and_quit_to_title_open_the_screen_the_app_hands_in():
    """The menus' base and the pause menu no longer import the title: they ask the app for its
    first screen, which is the title unless the app was given another."""
    from scenes.app import App
    from scenes.menu.pause import PauseMenu
    from scenes.menu.settings_scene import SettingsScene
    from scenes.menu.title import TitleScene
    from scenes.stack import Scene

    class Home(Scene):
        name = "home"

    app = App(headless=True, home=Home)
    try:
        app.stack.push(SettingsScene(app))
        app.stack.top.back()
        assert isinstance(app.stack.top, Home) and len(app.stack) == 1
        app.stack.push(PauseMenu(app, match_provider=lambda: None))
        app.stack.top._go_to_title()
        assert isinstance(app.stack.top, Home) and len(app.stack) == 1
        assert isinstance(App(headless=True).home_scene(), TitleScene)
    finally:
        app.close()
