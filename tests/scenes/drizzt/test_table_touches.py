"""Small things a couch co-op table does: a click on a friend's hero shows their cards to plan
with (nothing usable), a click on your own brings yours back; table mode widens the dungeon;
the hand-over banner names the next person when the screen changes hands."""
from __future__ import annotations

import pytest

from scenes.drizzt import layout, table_mode
from tests.scenes.drizzt.ui_player import headless_home, open_table, setup_for


@pytest.fixture
def pilot(tmp_path):
    with headless_home(tmp_path) as p:
        yield p


def _open(pilot, bots=(None, None)):
    table = open_table(pilot, setup_for(bots=bots))
    for _ in range(60):
        pilot.advance(1)
        if table.controls.hero is not None:
            return table
    raise AssertionError("no person came to act")


def _click_hero(pilot, table, i):
    cell = table.view["heroes"][i]["cell"]
    table.camera.look_at(cell[0] + 0.5, cell[1] + 0.5)
    pilot.advance(1)
    x, y = table.camera.to_screen(cell[0] + 0.5, cell[1] + 0.5)
    pilot.click(int(x), int(y))
    pilot.advance(1)


def test_a_click_on_a_friends_hero_shows_their_cards_and_your_own_brings_yours_back(pilot):
    table = _open(pilot)
    assert table.controls.hero == 0 and table.hand.index == 0 and any(c.usable for c in table.hand.cards)
    _click_hero(pilot, table, 1)
    assert table.hand.index == 1 and table.hand.peeking
    assert not any(c.usable for c in table.hand.cards)
    assert {c.card for c in table.hand.cards} >= {p["id"] for p in table.view["heroes"][1]["powers"]}
    assert table.match.to_act() == 0  # nothing was played: still the first hero's turn
    _click_hero(pilot, table, 0)
    assert table.hand.index == 0 and not table.hand.peeking and any(c.usable for c in table.hand.cards)


def test_table_mode_gives_the_dungeon_the_whole_width_and_back(pilot):
    table = _open(pilot)
    table.toggle_table_mode()
    pilot.advance(2)
    assert table.camera.viewport == table_mode.VIEWPORT and len(table.edges.placed) == 2
    assert table.mode_button.label == "Desk mode"
    table.toggle_table_mode()
    pilot.advance(1)
    assert table.camera.viewport == layout.VIEWPORT and table.mode_button.label == "Table mode"


def test_the_hand_over_banner_names_the_next_person(pilot):
    table = _open(pilot)
    end = next(a for a in table.controls.others() if type(a).__name__ == "EndPhase")
    table.act(end)
    for _ in range(3000):
        pilot.advance(1)
        if table.app.stack.top is not table:
            table.app.stack.pop()
        if table.driver.human_to_act() == 0 and table.legal:  # Ana answers what her turn asks of her
            table.act(next((a for a in table.legal if type(a).__name__ == "LetItBe"), table.legal[0]))
        if table.handover is not None and not table.handover[0].startswith("Ana"):
            break
    assert table.handover is not None and table.handover[0].startswith("Ben, over to you")
