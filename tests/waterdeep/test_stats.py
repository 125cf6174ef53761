"""The end screen's numbers (game/waterdeep/stats.py): replayed from a match's log, they agree with
the final state."""
from game.waterdeep import stats
from tests.waterdeep.helpers import random_game


def test_the_tally_agrees_with_the_final_state():
    m = random_game(4, 11)
    rows = stats.tally_match(m)
    assert [r["seat"] for r in rows] == [0, 1, 2, 3] and {k for k, _ in stats.ROWS} <= set(rows[0])
    for r, p in zip(rows, m.state.seats):
        assert r["quests_completed"] == len(p.done)
        assert r["plot_quests"] == len(p.plots)
        assert r["buildings_bought"] == len(p.buildings)
        assert r["name"] == p.name
    assert sum(r["winner"] for r in rows) == len(m.outcome().winners)
    assert sum(r["agents_assigned"] for r in rows) > 8 * 4 * 2 - 1
    harbor = sum(1 for e in m.log if str(e.action).startswith("assign space=harbor_"))
    assert sum(r["intrigue_played"] for r in rows) == harbor  # each Harbor agent plays one card
