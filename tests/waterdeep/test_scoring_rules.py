"""Final scoring and the Lords (LW-END-*, LW-LORD-*, LW-INFO-01): Khelben Arunsun (LW-EX-05), a
final tally and its tie-break (LW-EX-17)."""
from game.waterdeep import flow, scoring
from game.waterdeep.content import load
from tests.waterdeep.helpers import give, start, strip, until


def test_khelben_arunsun():
    """LW-EX-05, LW-LORD-01, G-06: 2 Arcana, 1 Warfare and 3 Commerce quests completed: (2 + 1) x 4."""
    m = start(2)
    lord = load().lords["khelben_arunsun"]
    assert set(lord.types) == {"arcana", "warfare"} and lord.vp == 4 and len(load().lords) == 11
    p = m.state.seats[0]
    p.lord = "khelben_arunsun"
    p.done = ["chart_the_leyline_knots", "seal_the_hungry_portal", "garrison_the_north_wall",
              "broker_a_grain_treaty", "import_moonshae_wine", "mint_the_new_coinage"]
    assert scoring.lord_bonus(m.state, 0) == 12


def test_the_buildings_lord():
    """The eleventh Lord scores for buildings owned (its VP for each)."""
    m = start(2)
    p = m.state.seats[0]
    p.lord = "aldous_penhallow"
    p.buildings = ["helmstar_warehouse", "gilded_wager"]
    lord = load().lords["aldous_penhallow"]
    assert lord.scoring == "buildings" and scoring.lord_bonus(m.state, 0) == 2 * lord.vp


def test_a_final_tally_and_the_gold_tie_break():
    """LW-EX-17, LW-END-02, LW-END-03, LW-END-04, LW-END-05, LW-END-06, LW-END-07, LW-LORD-02:
    40 on the track, 2C 1F 3R 0W = 6, 9 gold = 4, a Lord bonus of 8: 58; Bo also 58 with 7 gold:
    Ana wins on gold, and the gold is counted, not spent."""
    m = start(2)
    ana, bo = m.state.seats
    strip(m, 0), strip(m, 1)
    ana.lord, ana.done = "khelben_arunsun", ["chart_the_leyline_knots", "seal_the_hungry_portal"]
    bo.lord, bo.done = "khelben_arunsun", ["chart_the_leyline_knots"]
    give(m, 0, cleric=2, fighter=1, rogue=3, gold=9)
    ana.vp = 40
    give(m, 1, gold=7)
    bo.vp = 58 - 3 - 4
    events = flow.STEPS["final_scoring"](m.state, {})  # what the end of round 8 runs
    rows = {r["seat"]: r for r in m.state.final}
    assert rows[0]["total"] == 58 and (rows[0]["adventurers"], rows[0]["gold_vp"], rows[0]["lord_vp"]) == (6, 4, 8)
    assert rows[1]["total"] == 58 and rows[1]["gold"] == 7
    assert m.over and m.outcome().winners == (0,) and ana.gold == 9
    assert ana.vp == 58  # on the track
    assert events[-1].text == "Ana wins the game" and all(e.data.get("kind") in ("final", "winner") for e in events)


def test_the_game_ends_after_round_8_with_a_final_score():
    """LW-END-01, LW-END-05: a game played out ends after round 8; the final rows add up and the
    track shows the totals."""
    m = start(3)
    until(m, lambda m: m.over)
    for r in m.state.final:
        assert r["total"] == r["track"] + r["adventurers"] + r["gold_vp"] + r["lord_vp"]
        assert m.state.seats[r["seat"]].vp == r["total"]
    assert m.outcome().scores == tuple(r["total"] for r in m.state.final)


def test_a_tie_on_vp_and_gold_is_shared():
    """G-12: the same VP and the same gold: both win."""
    rows = [{"seat": 0, "total": 50, "gold": 3}, {"seat": 1, "total": 50, "gold": 3}, {"seat": 2, "total": 49, "gold": 9}]
    assert scoring.winners(rows) == [0, 1]


def test_lords_are_secret_until_the_end():
    """LW-INFO-01, LW-SET-09: each seat sees only its own Lord; at the end every Lord is shown."""
    m = start(3)
    v = m.view(1)
    assert v["seats"][1]["lord"] and v["seats"][0]["lord"] is None and v["seats"][2]["lord"] is None
    assert all(s["lord"] is None for s in m.view(-1)["seats"])
    until(m, lambda m: m.over)
    assert all(s["lord"] for s in m.view(-1)["seats"]) and m.view(0)["final"]
