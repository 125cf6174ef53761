"""The end screen's numbers (game/draft/stats.py): replayed from a match's log, they agree with
the final state."""
from game.core.bots import play_out
from game.core.match import Match
from game.draft import stats
from game.draft.content import load


def test_the_tally_agrees_with_the_final_state():
    m = Match("draft", {"seats": [{"name": n} for n in ("Ana", "Bo", "Cy")]}, 7)
    play_out(m, ["random"] * 3)
    rows = stats.tally_match(m)
    assert [r["seat"] for r in rows] == [0, 1, 2] and {k for k, _ in stats.ROWS} <= set(rows[0])
    cards = load().cards
    for r, p in zip(rows, m.state.seats):
        played = [c for row in p.play_area for c in row]
        assert r["heroes_played"] == sum(cards[c].kind == "hero" for c in played)
        assert r["weapons_played"] == sum(cards[c].kind == "weapon" for c in played)
        assert r["quests_played"] == len(p.quests_played) and r["xp_tokens"] == p.xp_tokens
        assert r["name"] == p.name
        assert 9 + r["gold_gained"] + r["income"] - r["gold_spent"] == p.gold
    assert sum(r["cards_discarded"] + r["heroes_played"] + r["weapons_played"] + r["monsters_defeated"]
               for r in rows) == 3 * 7 * 4
    assert sum(r["winner"] for r in rows) == len(m.outcome().winners)
