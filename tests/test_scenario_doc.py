"""docs/scenarios.md lists every action kind of every game with its fields and every key of each
game's view, written from the code by game/scenario_doc.py: the file must be what that
writes, so it cannot go stale."""
from __future__ import annotations

import dataclasses
from pathlib import Path

from game import scenario_doc
from game.scenario_doc import MARKER, Shape, action_lines, built_in_games, refreshed, view_lines

DOC = Path(__file__).resolve().parents[1] / "docs" / "scenarios.md"


def test_docs_scenarios_md_is_what_the_code_writes():
    text = DOC.read_text(encoding="utf-8")
    assert MARKER in text, "docs/scenarios.md lost its marker line: run `python -m game.scenario_doc`"
    assert refreshed(text) == text, (
        "docs/scenarios.md is stale (an action, a field or a view key changed): "
        "run `python -m game.scenario_doc` and commit the file")


def test_every_action_kind_and_field_of_every_game_is_listed():
    text = DOC.read_text(encoding="utf-8").split(MARKER)[1]
    games = built_in_games()
    assert {g.id for g in games} >= {"vault", "drizzt"}
    for info in games:
        section = text.split(f"(`{info.id}`)")[1].split("\n### ")[0]
        for cls in info.rules().ACTIONS:
            line = next(line for line in section.splitlines() if line.startswith(f"- `{cls.kind}`: "))
            assert all(f"`{f.name}`" in line for f in dataclasses.fields(cls)), line


def test_an_action_line_gives_types_defaults_sets_and_the_class_words(coin_dash):
    play, raise_ = coin_dash.ACTIONS[:2]
    assert action_lines(play) == ["- `play`: Fields: `card` str."]
    assert action_lines(raise_) == ["- `raise`: No fields."]
    from game.drizzt.actions import Attack
    assert action_lines(Attack) == [
        "- `attack`: Attack with a power (or an attack treasure) at these targets (monster uids, a set). "
        "Fields: `hero` int; `power` str; `targets` list of str, a set (any order) = []."]


def test_view_keys_nest_and_mark_keys_some_views_lack_and_objects_keyed_by_ids():
    shape = Shape()
    shape.add({"round": 1, "players": [{"gold": 1, "hand": ["x"]}, {"gold": 2}], "followers": [{"s7": [0, 1]}],
               "fight": None, "xp": {"0": ["orc"]}})
    shape.add({"round": 2, "players": [], "followers": [{"yp": [1, 1]}, {}], "fight": {"step": "roll"}, "xp": {}})
    assert view_lines(shape) == [
        "- `round` int",
        "- `players` list of object",
        "  - `gold` int",
        "  - `hand` list of str (*some views*)",
        "- `followers` list of object: key -> list of int",
        "- `fight` null or object",
        "  - `step` str",
        "- `xp` object: key -> list of str",
    ]


def test_the_hand_written_part_is_kept_and_a_refresh_is_stable():
    once = refreshed("# Scenario files\n\nWords by hand.\n", games=[])
    assert once.startswith("# Scenario files\n\nWords by hand.\n\n" + MARKER + "\n\n## Reference")
    assert refreshed(once, games=[]) == once
    assert "- `roll`: Chance: these dice showed these values." in once


def test_the_check_option_says_stale_and_writes_nothing(tmp_path, capsys):
    path = tmp_path / "scenarios.md"
    path.write_text("# Hand\n", encoding="utf-8")
    assert scenario_doc.main(["--check", "--file", str(path)]) == 1
    assert path.read_text(encoding="utf-8") == "# Hand\n"
    assert "python -m game.scenario_doc" in capsys.readouterr().out
