"""The end screen's numbers come from replaying the match's log through the rules."""
from game.core.bots import play_out
from game.core.match import Match
from game.dragonvault.stats import ROWS, tally_match


def test_the_numbers_of_a_whole_game():
    m = Match("dragonvault", {"seats": [{"name": "A"}, {"name": "B"}, {"name": "C"}]}, 11)
    play_out(m, ["random"] * 3)
    rows = tally_match(m)
    assert [r["seat"] for r in rows] == [0, 1, 2] and all(set(k for k, _ in ROWS) <= set(r) for r in rows)
    assert [r["winner"] for r in rows] == [s in m.outcome().winners for s in range(3)]
    assert sum(r["encounters"] for r in rows) >= 1 and sum(r["cards_played"] for r in rows) >= 1
    for r, p in zip(rows, m.state.seats):
        assert r["alive"] == p.alive and r["damage_taken"] >= p.damage and r["champion"] == p.champion
