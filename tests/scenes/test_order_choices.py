"""Issue 15 item 8, no misclick traps: choices keep their places from one asking to the next."""
from __future__ import annotations

import pytest

from game.drizzt import actions as A
from game.drizzt.content import load
from tests.scenes.drizzt.ui_player import headless_home, open_table, setup_for


@pytest.fixture
def pilot(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


def _ask_give(table, drawer: int, card: str) -> list[tuple[str, tuple]]:
    """Put the keep-or-give question for `drawer` to the table; (label, rect) of each button."""
    table.view["decision"] = {"kind": "give", "question": "Keep the treasure, or give it to another hero?",
                              "data": {"hero": drawer, "card": card}}
    table.legal = [A.Give(k) for k in range(len(table.view["heroes"]))]  # the engine's order
    table._prompts()
    return [(b.label, tuple(b.rect)) for b in table.prompt.ui.widgets]


def test_keep_stays_first_and_the_gifts_keep_their_order_whoever_drew(pilot):
    table = open_table(pilot, setup_for((None, None, None)), seed=3)
    for _ in range(600):
        if pilot.app.stack.top is table and table.driver.human_to_act() is not None:
            break
        pilot.click(960, 540) if pilot.app.stack.top is not table else pilot.advance(1)
    assert table.driver.human_to_act() is not None
    card = next(iter(load().treasures))
    name = load().treasures[card].name
    first, second = _ask_give(table, 0, card), _ask_give(table, 2, card)
    assert len(first) == len(second) == 3
    assert "keeps" in first[0][0] and "keeps" in second[0][0]  # the same place both times
    assert first[0][1] == second[0][1]
    heroes = [h["name"] for h in table.view["heroes"]]
    gifts = [label for label, _ in second[1:]]
    assert gifts == [f"{heroes[2]} gives {name} to {heroes[k]}" for k in (0, 1)]
    assert _ask_give(table, 2, card) == second  # asked again: the very same buttons
