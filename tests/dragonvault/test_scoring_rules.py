"""The end (DV-END-01..04, DV-TEAM-01, DV-TEAM-05, G-07, G-08, G-09, G-19, G-21)."""
from game.core.common_actions import Pass
from game.dragonvault import flow
from game.dragonvault.actions import Pay, Play
from tests.dragonvault.helpers import C, act, draw, hand, hit, owed, quiet


def end_now(m, hands):
    """Empty the deck but for the card Ana draws, set the hands, and play Ana's last turn."""
    s = m.state
    last = "food"
    s.adventure.discard.extend(s.adventure.pile)
    s.adventure.pile = [last]
    s.adventure.discard.remove(last)
    for seat, cards in enumerate(hands):
        if cards is not None:
            hand(m, seat, *cards)
    act(m, Pass())
    draw(m, last)
    return m


def test_the_most_treasure_wins_when_the_deck_runs_out():
    """DV-END-01, DV-END-02, DV-END-03, G-08: the turn that drew the last card resolves, then the living
    reveal their hands and the most treasure wins; a fallen champion cannot win."""
    m = quiet(3)
    m.state.seats[2].alive = False
    m.state.seats[2].damage = C.champions[m.state.seats[2].champion].toughness
    end_now(m, [["gemstones"], ["gold_coins"], []])
    assert m.state.phase == "over" and m.outcome().winners == (0,)
    v = m.view(1)
    assert v["final"]["totals"] == [2, 1, 0] and v["final"]["hands"][0] == ["gemstones", "food"]
    assert v["seats"][0]["hand"] == ["gemstones", "food"]  # revealed to everyone at the end


def test_the_relic_breaks_a_tie():
    """DV-END-04, DV-EX-12, G-09: Ana and Cy tie on 6; Cy holds the Relic and wins; without it, a true tie;
    two tied Relic holders (not possible with one Relic, checked by hand) stay tied."""
    m = end_now(quiet(3), [["gemstones"] * 3, ["gold_coins"], ["relic", "gemstones", "gold_coins"]])
    assert m.outcome().winners == (2,) and m.state.final["relics"] == [0, 0, 1]
    m = end_now(quiet(3), [["gemstones"] * 3, ["gold_coins"], ["gemstones"] * 3])
    assert m.outcome().winners == (0, 2)
    m = end_now(quiet(3), [["relic"] * 2, ["gold_coins"], ["relic", "relic"]])
    assert m.outcome().winners == (0, 2)


def test_teams_add_their_treasure_and_break_a_tie_by_relics():
    """DV-TEAM-05, DV-EX-13, G-21: teams {Ana, Cy} and {Bo, Di}: 5+4 = 9 against 7+2 = 9; the first team holds
    the Relic and wins; with three teams, the highest total, then the most relics."""
    m = end_now(quiet(4, teams=[0, 1, 0, 1]), [["relic", "gemstones"], ["gemstones"] * 3 + ["gold_coins"],
                                               ["gemstones", "gemstones"], ["gemstones"]])
    f = m.state.final
    assert f["team_totals"] == [9, 9] and m.outcome().winners == (0, 2)
    m = end_now(quiet(6, teams=[0, 1, 2, 0, 1, 2]), [["gemstones"], ["gemstones"], ["gold_coins"],
                                                     ["gold_coins"], ["gold_coins"], ["relic"]])
    assert m.state.final["team_totals"] == [3, 3, 4] and m.outcome().winners == (2, 5)


def test_enemies_are_the_other_teams():
    """DV-TEAM-01, G-19: a card naming an enemy names only the other team's seats (every other seat in a
    free-for-all); a blow to all enemies spares allies."""
    m = quiet(4, teams=[0, 1, 0, 1])
    hand(m, 0, "hired_muscle", "gold_coins")
    assert sorted(a.target for a in m.legal_actions() if isinstance(a, Play)) == [1, 3]
    m = quiet(4)
    hand(m, 0, "hired_muscle", "gold_coins")
    assert sorted(a.target for a in m.legal_actions() if isinstance(a, Play)) == [1, 2, 3]
    sapper = next(c.id for c in C.cards.values() if c.type == "mercenary" and c.effects
                  and c.effects[0].who == "all_enemies")
    m = quiet(4, teams=[0, 1, 0, 1])
    hand(m, 0, sapper, *["gemstones"] * 3)
    act(m, Play(sapper), *[Pay("gemstones")] * ((C.cards[sapper].cost + 1) // 2))
    assert [p.damage for p in m.state.seats] == [0, 2, 0, 2]


def test_the_last_champion_standing_wins_at_once():
    """G-07: when one champion is left the game ends and it wins; when the last fall together, those who
    fell in that blow share a true tie; with the option off, the lone survivor plays on."""
    m = quiet(3)
    hand(m, 1)
    hand(m, 2)
    hit(m, 1, 40)
    assert m.state.phase != "over"
    hit(m, 2, 40)
    assert m.state.phase == "over" and m.outcome().winners == (0,) and m.outcome().reason == "the last champion standing"
    m = quiet(2)
    flow.settle(m.state)
    flow.then(m.state, *[("hurt", {"victim": s, "amount": 40, "by": -1, "card": ""}) for s in (0, 1)],
              ("check_end", {"since": 0}))
    flow.run(m.state)
    assert m.outcome().winners == (0, 1) and "true tie" in m.outcome().reason
    m = quiet(3, rules={"end_when_one_survivor": False})
    hand(m, 1)
    hand(m, 2)
    hit(m, 1, 40)
    hit(m, 2, 40)
    assert m.state.phase == "turn" and owed(m).kind == "play"


def test_a_fallen_ally_shares_the_team_win_but_not_its_hand():
    """DV-TEAM-05, G-22: a fallen ally's hand was discarded and counts nothing, but the team's win is its
    win too."""
    m = quiet(4, teams=[0, 1, 0, 1])
    hand(m, 2, "relic")
    hit(m, 2, 40)
    from game.dragonvault.actions import Blind
    act(m, Blind(0))
    draw(m, "relic", deck="hand")
    end_now(m, [None, ["gold_coins"], [], ["gold_coins"]])
    assert m.state.final["totals"][2] == 0 and m.state.final["team_totals"] == [5, 2]
    assert m.outcome().winners == (0, 2)
