"""Content files: schema checks that point at `file:line`."""
import pytest

from game.core.content import Field, load_items
from game.core.errors import ContentError

SCHEMA = {
    "id": Field(str),
    "name": Field(str),
    "cost": Field(int),
    "effect": Field(str, required=False, default="", choices=("", "reroll_one_die", "gain_gold")),
    "tags": Field(list, required=False, default=[]),
}

GOOD = """
# treasure for tests
[[card]]
id = "lucky_coin"
name = "Lucky Coin"
cost = 2
effect = "gain_gold"

[[card]]
id = "rope"
name = "Rope"
cost = 1
tags = ["tool"]
"""


def write(tmp_path, text):
    path = tmp_path / "cards.toml"
    path.write_text(text)
    return path


def test_good_file_loads_with_defaults(tmp_path):
    items = load_items(write(tmp_path, GOOD), "card", SCHEMA)
    assert [i["id"] for i in items] == ["lucky_coin", "rope"]
    assert items[1]["effect"] == "" and items[1]["tags"] == ["tool"] and items[0]["tags"] == []


@pytest.mark.parametrize("change, line, words", [
    (lambda t: t.replace('cost = 1', 'cost = "one"'), 12, "'cost' must be a whole number"),
    (lambda t: t.replace('cost = 1\n', ''), 9, "missing 'cost'"),
    (lambda t: t.replace('id = "rope"', 'id = "lucky_coin"'), 9, "duplicate id 'lucky_coin' (first at line 3)"),
    (lambda t: t.replace('tags = ["tool"]', 'tagz = ["tool"]'), 13, "unknown key 'tagz'"),
    (lambda t: t.replace('"gain_gold"', '"gain_gould"'), 7, "'effect' is 'gain_gould'; expected one of"),
    (lambda t: t.replace('name = "Rope"', 'name = "Rope'), 11, "Illegal character"),
    (lambda t: t.replace('cost = 2', 'cost = true'), 6, "'cost' must be a whole number"),
])
def test_problems_name_the_file_and_line(tmp_path, change, line, words):
    path = write(tmp_path, change(GOOD))
    with pytest.raises(ContentError) as caught:
        load_items(path, "card", SCHEMA)
    message = str(caught.value)
    assert message.startswith(f"{path}:{line}: ")
    assert words in message


def test_a_file_without_items_is_refused(tmp_path):
    with pytest.raises(ContentError, match=r"cards.toml:1: expected one or more \[\[card\]\]"):
        load_items(write(tmp_path, "title = 'x'\n"), "card", SCHEMA)


def test_an_unreadable_file_is_refused(tmp_path):
    path = tmp_path / "cards.toml"
    path.write_bytes(b"\xff\xfe\x00bad")
    with pytest.raises(ContentError, match="cannot read"):
        load_items(path, "card", SCHEMA)
