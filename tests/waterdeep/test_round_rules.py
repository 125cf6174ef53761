"""Rounds and turns (LW-RND-*, LW-TURN-*, LW-AGT-02, LW-EOR-*), the VP build-up in Builder's Hall
(LW-EX-11) and skipping seats with no agents (LW-EX-15)."""
from game.core.common_actions import Pass, Pick
from game.waterdeep import placing
from game.waterdeep.actions import Assign, Complete
from game.waterdeep.state import HARBOR
from tests.waterdeep.helpers import (build, empty_hand, give, next_round, owed, play, start, strip, to_hall,
                                     to_quests, until)


def test_eight_rounds_then_final_scoring():
    """LW-RND-01, LW-END-01, LW-RND-02: each round takes its 3 VP tokens off the track; after the
    eighth, final scoring and nothing more to do."""
    m = start(2)
    for r in range(2, 9):
        next_round(m)
        assert m.state.round == r and m.state.round_vp == [0] * r + [3] * (8 - r)
    until(m, lambda m: m.over)
    assert m.state.round == 8 and m.state.phase == "over" and m.outcome() is not None


def test_vp_build_up_on_the_tiles_for_sale():
    """LW-EX-11, LW-RND-03, LW-RND-07, LW-BH-04: (1,1,1) in round 1, (2,2,2) in round 2 if nobody
    buys; a tile bought in round 2 scores 2 and its replacement holds 0 until round 3 gives it 1."""
    m = start(2)
    assert m.state.hall_vp == [1, 1, 1]
    for seat in range(2):
        strip(m, seat)  # nobody can buy (G-15)
    next_round(m)
    assert m.state.hall_vp == [2, 2, 2]
    first = m.state.hall[0]
    give(m, 0, gold=20)
    vp = m.state.seats[0].vp
    play(m, Assign("builders_hall"), Pick(first))
    assert m.state.seats[0].vp == vp + 2 and m.state.hall_vp == [0, 2, 2]
    strip(m, 0)
    next_round(m)
    assert m.state.hall_vp == [1, 3, 3]


def test_start_of_round_piles_on_bought_tiles_in_build_order():
    """LW-RND-04, LW-RND-06, G-23: tiles in play pile their start-of-round goods, in the order they
    were built, before the first turn; the visitor takes the pile."""
    m = start(2)
    build(m, 0, "stormharbour_barracks")
    build(m, 1, "saltwind_counting_house")
    next_round(m)
    assert m.state.built == ["stormharbour_barracks", "saltwind_counting_house"]
    assert m.state.piles == {"stormharbour_barracks": {"fighter": 2}, "saltwind_counting_house": {"gold": 2}}
    next_round(m)
    assert m.state.piles["stormharbour_barracks"] == {"fighter": 4}
    seat = owed(m).seat
    before = m.state.seats[seat].tavern["fighter"]
    play(m, Assign("stormharbour_barracks"))
    assert m.state.seats[seat].tavern["fighter"] == before + 4 and m.state.piles["stormharbour_barracks"] == {}


def test_turns_go_left_from_the_first_player_one_agent_each():
    """LW-TURN-01, LW-TURN-02, LW-TURN-06, LW-EOR-03: from the marker's holder to the left, one agent
    a turn; the marker does not move by itself, so its holder starts the next round too."""
    m = start(3, first=1)
    seen = []
    while len(seen) < 6:
        d = owed(m)
        if d.kind == "place":
            seen.append(d.seat)
            pool = m.state.seats[d.seat].pool
            play(m, Assign(next(a.space for a in m.legal_actions() if a.space in
                                ("drill_yard", "cutpurse_steps", "dawnbell_chapel", "sable_athenaeum",
                                 "copper_exchange", "cliffwatch_1", "cliffwatch_2"))))
            assert m.state.seats[d.seat].pool == pool - 1
        else:
            play(m, m.legal_actions()[-1] if d.kind == "complete" else m.legal_actions()[0])
    assert seen == [1, 2, 0, 1, 2, 0]
    next_round(m)
    assert m.state.first == 1 and owed(m).seat == 1


def test_a_seat_out_of_agents_is_skipped():
    """LW-EX-15, LW-TURN-05: Bo has no agent left while Ana and Cy do: Ana, Cy, Ana..."""
    m = start(3)
    m.state.seats[1].pool = 0
    seen = []
    for _ in range(4):
        d = owed(m)
        while d.kind != "place":
            play(m, Pass() if d.kind == "complete" else m.legal_actions()[0])
            d = owed(m)
        seen.append(d.seat)
        play(m, Assign(next(s for s in ("drill_yard", "cutpurse_steps", "dawnbell_chapel", "sable_athenaeum")
                            if Assign(s) in m.legal_actions())))
    assert seen == [0, 2, 0, 2]


def test_no_open_space_means_a_pass():
    """LW-TURN-04, G-27: a seat with agents but no open space passes; the round does not wait on it,
    and it gets no quest either (G-21: a quest only after an assignment)."""
    m = start(2)
    empty_hand(m, 0)
    strip(m, 0)
    s = m.state
    for sp in placing.board.in_play(s):  # every other space taken (by agents the test stands there)
        if sp not in HARBOR and sp not in ("drill_yard", "cutpurse_steps"):
            s.occupants[sp] = [1]
    play(m, Assign("drill_yard"))
    play(m, Assign("cutpurse_steps"))  # Bo
    assert owed(m).kind == "place" and owed(m).seat == 1  # Ana's turn was spent: nothing is open to her
    assert placing.next_seat(s, True) == (1, [0])
    assert m.state.seats[0].pool == 3


def test_an_agent_gained_mid_game_is_assigned_like_any_other():
    """LW-TURN-08, LW-COMP-08: the Lieutenant (a plot quest's reward) joins the pool at once and is
    placed by the normal rules."""
    m = start(2)
    to_quests(m, 0, "commission_a_field_captain")
    give(m, 0, fighter=4, cleric=1, gold=4)
    play(m, Assign("drill_yard"), Complete("commission_a_field_captain"))
    p = m.state.seats[0]
    assert "lieutenant" in p.neutral and p.agents == 5 and p.pool == 4


def test_only_one_quest_a_turn_and_only_after_placing():
    """LW-TURN-03, LW-TURN-07, LW-EX-16, LW-QST-03, G-21: Ana could pay for two quests; she completes
    one, and the next question is Bo's placement."""
    m = start(2)
    to_quests(m, 0, "heal_the_fever_ward", "steal_a_nobles_signet_ring")
    give(m, 0, cleric=2, rogue=3)
    assert owed(m).kind == "place"  # nothing is offered before the agent is out
    play(m, Assign("drill_yard"))
    assert owed(m).kind == "complete"
    assert set(m.legal_actions()) == {Complete("heal_the_fever_ward"), Complete("steal_a_nobles_signet_ring"), Pass()}
    play(m, Complete("heal_the_fever_ward"))
    assert owed(m).kind == "place" and owed(m).seat == 1


def test_the_round_ends_after_the_last_turn_and_everyone_goes_home():
    """LW-EOR-01, LW-EOR-02, LW-AGT-02: the last turn's quest is still offered before the round ends;
    then every agent goes back to its pool."""
    m = start(2)
    until(m, lambda m: sum(p.pool for p in m.state.seats) == 1 and owed(m).kind == "place")
    seat = owed(m).seat
    to_quests(m, seat, "heal_the_fever_ward")
    give(m, seat, cleric=2)
    play(m, Assign(m.legal_actions()[-1].space))
    if owed(m).kind == "reassign":  # (an agent at the Harbor goes first)
        until(m, lambda m: owed(m).kind == "complete" and owed(m).seat == seat or m.state.round == 2)
    assert m.state.round == 1 and owed(m).kind == "complete"
    play(m, Complete("heal_the_fever_ward"))
    until(m, lambda m: m.state.round == 2 and owed(m) is not None)
    assert all(p.pool == p.agents for p in m.state.seats)
    assert not m.state.occupants
