"""A game registers in one place, its own packages: `game/<id>/` (a rules module exposing INFO)
and `scenes/<id>/` (SCENES). Adding one edits no shared file: a throwaway game written to a temp
folder is found by the registry, the core, the command line, the picker, the rules pages and the
tour; no shared module names a game; and the core imports neither the registry nor any game.
"""
from __future__ import annotations

import ast
import sys
from pathlib import Path

import pytest

import game
import scenes
from game import registry
from game.__main__ import main as cli
from game.core.bots import play_out
from game.core.match import Match
from game.core.saves import peek
from scenes import tables

ROOT = Path(__file__).resolve().parent.parent
NEW_ID = "pebbles"

RULES = '''
"""Pebble Race: Coin Dash's rules under another name, as a new game package would bring them."""
from game.core.info import GameInfo, Option
from tests.core.coindash import ACTIONS, State, apply, chance, legal_actions, new_game, outcome, to_act, view  # noqa

SETUPS = []  # the options each quick_setup was given


def quick_setup(seats, options):
    SETUPS.append(options)
    return {"seats": seats, "target": int(options["target"] or 15)}


INFO = GameInfo(id="pebbles", title="Pebble Race", module=__name__, min_seats=1, max_seats=4,
                blurb="Race your pebbles home.", rules_summary="# Pebble Race\\nFirst home wins.",
                cli_options=(Option("target", "the score that wins"),))
'''

SCENES = '''
"""Pebble Race's scenes: any scene stands in for its table."""
from scenes.tables import GameScenes

STARTED = []


def _table(app, *, info=None, setup=None, seed=None, match=None):
    from scenes.menu.title import TitleScene

    STARTED.append(setup or match)
    return TitleScene(app)


def _tour():
    from scenes.stop import Stop

    return [Stop("pebbles_table", lambda app: app.stack.push(_table(app)))]


SCENES = GameScenes(table=_table, tour=_tour)
'''


@pytest.fixture
def new_game(tmp_path, monkeypatch):
    """Pebble Race, its engine and scenes packages in a temp folder added to `game` and `scenes`."""
    for package, text in (("game", RULES), ("scenes", SCENES)):
        folder = tmp_path / package / NEW_ID
        folder.mkdir(parents=True)
        (folder / "__init__.py").write_text('"""Pebble Race."""\n' if package == "game" else text)
        if package == "game":
            (folder / "rules.py").write_text(text)
    monkeypatch.setattr(game, "__path__", [*game.__path__, str(tmp_path / "game")])
    monkeypatch.setattr(scenes, "__path__", [*scenes.__path__, str(tmp_path / "scenes")])
    monkeypatch.setattr(registry, "_found", None)  # walk the packages again
    tables.scenes_of.cache_clear()
    yield registry.get(NEW_ID)
    tables.scenes_of.cache_clear()
    for name in [n for n in sys.modules if n.split(".")[:2] in (["game", NEW_ID], ["scenes", NEW_ID])]:
        del sys.modules[name]


def test_a_new_game_package_is_installed_and_plays(new_game, tmp_path):
    assert NEW_ID in [info.id for info in registry.games()] and new_game.title == "Pebble Race"
    match = Match(NEW_ID, {"seats": [{}, {}]}, seed=3)
    play_out(match, ["random", "random"])
    assert match.over
    match.save(tmp_path / "pebbles.json")
    assert peek(tmp_path / "pebbles.json")["title"] == "Pebble Race"
    assert Match.load(tmp_path / "pebbles.json").log == match.log


def test_the_command_line_simulates_it_and_offers_its_options(new_game, capsys):
    assert cli(["simulate", NEW_ID, "--games", "2", "--seats", "2", "--target", "6"]) == 0
    assert '"finished": 2' in capsys.readouterr().out
    assert sys.modules[f"game.{NEW_ID}.rules"].SETUPS[-1] == {"target": "6"}
    assert cli(["simulate", "vault", "--games", "1", "--target", "6"]) == 2
    assert "Vault of Dragons takes no --target" in capsys.readouterr().err
    with pytest.raises(SystemExit):
        cli(["simulate", "--help"])
    assert "Pebble Race: the score that wins" in capsys.readouterr().out


def test_the_picker_rules_pages_and_tour_show_it(new_game):
    from scenes.menu.picker import GamePickerScene, badges
    from scenes.menu.rules import RulesScene
    from scenes.menu.seats import SeatSetupScene
    from scenes.pilot import Pilot
    from scenes.tour import stops

    pilot = Pilot()
    try:
        picker = pilot.app.stack.push(GamePickerScene(pilot.app))
        tile = next(t for t in picker.tiles if t.info.id == NEW_ID)
        assert "Table coming soon" not in badges(tile.info)
        picker.pick(tile.info)
        assert isinstance(pilot.top, SeatSetupScene) and pilot.top.info is new_game
        setup = pilot.top.setup()
        pilot.top.start()
        assert sys.modules[f"scenes.{NEW_ID}"].STARTED == [setup] and len(pilot.app.stack) == 1
        assert "Pebble Race" in [title for title, _ in RulesScene(pilot.app).pages]
        assert "pebbles_table" in [stop.name for stop in stops()]
    finally:
        pilot.app.close()


def test_every_installed_game_brings_its_own_table_and_tour():
    """A game with a scenes package declares its table and tour stops there. A game whose engine
    has landed before its table (no scenes/<id>/__init__.py yet, though its art may have landed in
    scenes/<id>/art/) is told apart on the picker: "Table coming soon", and the picker does not
    open it (tests/scenes/test_menu.py)."""
    from scenes.menu.tags import badges

    for info in registry.games():
        declared = tables.scenes_of(info.id)
        if declared is None and not (ROOT / "scenes" / info.id / "__init__.py").exists():
            assert "Table coming soon" in badges(info), info.id
            continue
        assert declared is not None, f"scenes/{info.id}/__init__.py declares no SCENES"
        assert declared.table and declared.tour and declared.tour(), info.id


def test_the_picker_preview_shows_each_game_as_its_info_says():
    from scenes.menu import preview_games
    from scenes.menu.picker import seats_text

    shown = {info.id: info for info in preview_games()}
    for info in registry.games():
        assert shown[info.id] is info
    assert seats_text(shown["vault"]) == "2\u20134 players"


# -- what the code imports ---------------------------------------------------------------------------
def _imports(path: Path) -> set[str]:
    """Every module a file imports (`from a import b` counts as a and a.b)."""
    found = set()
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"), filename=str(path))):
        if isinstance(node, ast.Import):
            found.update(alias.name for alias in node.names)
        elif isinstance(node, ast.ImportFrom) and node.module:
            found.add(node.module)
            found.update(f"{node.module}.{alias.name}" for alias in node.names)
    return found


def _game_ids() -> list[str]:
    return [info.id for info in registry.games()]


def test_the_core_imports_neither_the_registry_nor_any_game():
    for path in sorted((ROOT / "game" / "core").glob("*.py")):
        outside = {name for name in _imports(path) if name.split(".")[0] == "game"
                   and name.split(".")[1] != "core"}
        assert not outside, f"{path.name} imports {sorted(outside)}"


def _shared_files() -> list[Path]:
    """Every module of game/ and scenes/ outside the games' own packages."""
    own = {ROOT / top / game_id for top in ("game", "scenes") for game_id in _game_ids()}
    return [path for top in ("game", "scenes") for path in sorted((ROOT / top).rglob("*.py"))
            if not own.intersection(path.parents)]


def test_no_shared_file_names_a_game():
    ids = set(_game_ids())
    assert ids >= {"vault", "drizzt"}
    for path in _shared_files():
        tree = ast.parse(path.read_text(encoding="utf-8"), filename=str(path))
        named = {node.value for node in ast.walk(tree) if isinstance(node, ast.Constant) and node.value in ids}
        named |= {name.split(".")[1] for name in _imports(path)
                  if name.split(".")[0] in ("game", "scenes") and name.count(".") >= 1
                  and name.split(".")[1] in ids}
        assert not named, f"{path.relative_to(ROOT)} names {sorted(named)}"
