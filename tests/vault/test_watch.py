"""The City Watch (the VD-WATCH rules): Contesting, patrols toward Brawls (EX-18), whispers,
Brawls with the Watch (EX-19), regrouping, and three-sided Brawls with the Watch (AMB-19..22,
AMB-52, AMB-72). Every die is forced through a chance action; each test names the rule ids it
checks.

Grid reminder (row-major, s0..s2 touch the Yawning Portal):
    s0 Thort's Findings   s1 Quill Alley       s2 The Gilded Lantern
    s3 The Crooked Scale  s4 Blackstaff Tower  s5 The Hall of Candles
    s6 The Drowned Sewers s7 Unicorn's Horn    s8 Field of Triumph
    s9 The Knucklebones   s10 Mirt's Mansion   s11 The Dripping Stair
Watch tokens are numbered in the order they were placed.
"""
from __future__ import annotations


from game.core.protocol import CHANCE
from game.vault import city
from game.vault.actions import (Casualties, Decline, Fight, Pass, Patrol, PlayCard, Regroup, Reroll, Retreat,
                                RogueDie, TakeGold, UseLocation, Whisper)
from tests.vault.helpers import give, owed, power, put, refused, roll, start, waiting, where


def watch(m) -> list[tuple[str, bool]]:
    return [(w.place, w.regrouping) for w in m.state.watch]


def pass_all(m, order: list[int]) -> None:
    for seat in order:
        assert waiting(m) == ("modify", seat)
        m.act(Pass())


def finish_round(m) -> None:
    """Everyone takes gold until the round is over; other decisions take the first option."""
    current = m.state.round
    while m.state.round == current:
        if m.to_act() == CHANCE:
            m.roll()
        elif owed(m):
            m.act(m.legal_actions()[0])
        else:
            m.act(TakeGold())


# -- Contesting ----------------------------------------------------------------------------------------
def test_an_active_watch_contests_its_location_no_action_no_reward():
    """VD-WATCH-01 (VD-COMP-22, VD-P2-05): Ana alone with an active Watch at Thort's Findings
    cannot use it and gets no Reward there, but gets The Gilded Lantern's 1 gold."""
    m = start(2, watch=("s0", "s9", "s10", "s11"))
    put(m, 0, "s0", fighters=1)
    put(m, 0, "s2", fighters=1)
    assert city.contested(m.state, "s0") and city.controller(m.state, "s0") == -1
    assert not any(isinstance(a, UseLocation) and a.place == "s0" for a in m.legal_actions())
    refused(m, UseLocation("s0", 1, ""), "Contested")
    assert Fight("s0") in m.legal_actions()  # but she may fight the Watch for it
    gold = m.state.seats[0].gold
    finish_round(m)
    assert m.state.seats[0].gold == gold + 5 + 1  # 5 Take Gold Actions + the Lantern only


# -- patrols (EX-18) --------------------------------------------------------------------------------------
def test_ex18_the_watch_on_field_of_triumph_joins_the_brawl_at_unicorns_horn():
    """EX-18 (VD-WATCH-02, VD-WATCH-03, VD-BRAWL-19, AMB-22): the nearest active Watch (Field of
    Triumph, next door) steps onto Unicorn's Horn before the dice and joins the Brawl. Then (AMB-19,
    20, 21): Ana beats it and Bo; Bo, beaten by the Watch, chooses his own retreat; the Watch's
    Casualty die hurts Ana, who started the Brawl; Ana chooses where the Watch regroups."""
    m = start(2, watch=("s8", "s0", "s2", "s9"))
    s = m.state
    put(m, 0, "s7", fighters=2)
    put(m, 1, "s7", fighters=1)
    m.act(Fight("s7"))
    assert watch(m) == [("s7", False), ("s0", False), ("s2", False), ("s9", False)]
    assert [side.seat for side in s.fight.sides] == [0, 1, -1]
    assert s.chance.dice == ["d10", "d10", "casualty"]
    roll(m, 8, 5, 1)
    assert power(m) == {0: 8, 1: 5, -1: 7}  # VD-WATCH-08: 6 + its die
    pass_all(m, [1, 0])
    assert s.fight.winner == 0
    assert waiting(m) == ("retreat", 1)  # 1 Follower against 2, but beaten by the Watch
    assert sorted(a.dest for a in m.legal_actions()) == ["s10", "s4", "s6", "s8"]
    m.act(Retreat("s4"))
    assert where(m, 0) == {"s7": [1, 0, 0]}  # the Watch's skull killed one of Ana's
    assert waiting(m) == ("regroup", 0)
    assert sorted(a.dest for a in m.legal_actions()) == ["s10", "s4", "s6", "s8"]
    m.act(Regroup("s8"))
    assert watch(m)[0] == ("s8", True)
    # Unicorn's Horn needs a Rogue: no Winner's Opportunity to offer
    assert owed(m) is None and s.fight is None and m.to_act() == 1
    assert where(m, 1) == {"s4": [1, 0, 0]}


def test_a_distant_watch_moves_one_step_and_the_attacked_faction_picks_the_step():
    """VD-WATCH-02, VD-WATCH-05 (AMB-22): the nearest token, two steps away, moves one step toward the
    Brawl without reaching it; two steps are equally short, so the attacked Faction (Bo)
    chooses; Bo also may not pick a token that is not nearest."""
    m = start(3, watch=("s11", "s0", "s2"))
    put(m, 0, "s7", fighters=1)
    put(m, 1, "s7", fighters=1)
    m.act(Fight("s7"))
    assert waiting(m) == ("patrol", 1)
    assert sorted((a.watch, a.dest) for a in m.legal_actions()) == [(0, "s10"), (0, "s8")]
    refused(m, Patrol(1, "s1"), "must decide first")
    refused(m, Patrol(0, "s7"), "must decide first")  # two steps at once
    m.act(Patrol(0, "s8"))
    assert watch(m) == [("s8", False), ("s0", False), ("s2", False)]
    assert [side.seat for side in m.state.fight.sides] == [0, 1]  # it did not arrive
    assert m.state.chance.purpose == "fight_roll"


def test_in_a_three_way_brawl_the_first_defender_in_initiative_order_picks_the_patrol():
    """VD-WATCH-05 with AMB-22: Ana attacks Bo and Cy; Cy, first of the attacked in Initiative
    Order, picks the patrol step."""
    m = start(3, initiative=2, watch=("s11", "s0", "s2"))
    for seat in range(3):
        put(m, seat, "s7", fighters=1)
    m.act(TakeGold())  # Cy
    m.act(Fight("s7"))  # Ana
    assert waiting(m) == ("patrol", 2)


def test_a_patrol_never_moves_diagonally():
    """VD-WATCH-04 / VD-SETUP-02: the token at Blackstaff Tower is diagonal to Thort's Findings,
    two steps away; it moves to Quill Alley or The Crooked Scale, never straight across."""
    m = start(2, watch=("s4", "s8", "s10", "s11"))
    put(m, 0, "s0", fighters=1)
    put(m, 1, "s0", fighters=1)
    m.act(Fight("s0"))
    assert waiting(m) == ("patrol", 1)
    assert sorted((a.watch, a.dest) for a in m.legal_actions()) == [(0, "s1"), (0, "s3")]
    refused(m, Patrol(0, "s0"), "must decide first")
    m.act(Patrol(0, "s3"))
    assert watch(m)[0] == ("s3", False)


def test_a_patrol_steps_around_a_watch_token_and_regrouping_tokens_stay_put():
    """VD-WATCH-04, VD-WATCH-13, AMB-22, AMB-52: a Regrouping token at Field of Triumph does not
    patrol though nearest; it blocks that square, so the active token at The Dripping Stair takes
    the other shortest step (Mirt's Mansion)."""
    m = start(2, watch=("s8", "s11", "s0", "s2"))
    m.state.watch[0].regrouping = True
    put(m, 0, "s7", fighters=1)
    put(m, 1, "s7", fighters=1)
    m.act(Fight("s7"))
    assert watch(m) == [("s8", True), ("s10", False), ("s0", False), ("s2", False)]
    assert m.state.chance.purpose == "fight_roll"


def test_a_boxed_in_nearest_token_does_not_move_and_no_other_goes_instead():
    """AMB-22: if no shortest step is free, the nearest token stays where it is."""
    m = start(2, watch=("s8", "s10", "s11", "s0"))
    m.state.watch[0].regrouping = True
    m.state.watch[1].regrouping = True
    put(m, 0, "s7", fighters=1)
    put(m, 1, "s7", fighters=1)
    m.act(Fight("s7"))
    assert watch(m) == [("s8", True), ("s10", True), ("s11", False), ("s0", False)]
    assert m.state.chance.purpose == "fight_roll"


def test_no_patrol_when_the_watch_is_already_there_or_no_second_player_fights():
    """AMB-22: an active Watch already at the Brawl means no patrol; a Fight of one player
    against the Watch alone sends no patrol (VD-WATCH-02 speaks of player against player)."""
    m = start(2, watch=("s7", "s8", "s10", "s11"))
    put(m, 0, "s7", fighters=1)
    put(m, 1, "s7", fighters=1)
    m.act(Fight("s7"))
    assert watch(m) == [("s7", False), ("s8", False), ("s10", False), ("s11", False)]

    m = start(2, watch=("s7", "s8", "s10", "s11"))
    put(m, 0, "s7", fighters=1)
    m.act(Fight("s7"))
    assert watch(m) == [("s7", False), ("s8", False), ("s10", False), ("s11", False)]
    assert m.state.chance.dice == ["d10", "casualty"]


# -- whispers -----------------------------------------------------------------------------------------
def test_whispers_cost_a_rumor_each_and_no_action():
    """VD-WATCH-06, AMB-51: 1 Rumor per one-step move, as often as Rumors last, on your turn,
    without spending an Action; then the turn's Action is still to take."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    p = m.state.seats[0]
    p.rumors_new, p.rumors_old = 1, 2
    assert Whisper(0, "s4") in m.legal_actions()
    m.act(Whisper(0, "s4"))
    m.act(Whisper(0, "s1"))
    assert watch(m)[0] == ("s1", False)
    assert (p.rumors_old, p.rumors_new, p.actions) == (0, 1, 5)  # Old Rumors spent first (AMB-37)
    assert m.to_act() == 0 and owed(m) is None
    refused(m, Whisper(0, "yp"), "never the Portal")
    m.act(Whisper(0, "s2"))
    assert p.rumors == 0
    refused(m, Whisper(0, "s5"), "costs a Rumor")
    assert not any(isinstance(a, Whisper) for a in m.legal_actions())
    m.act(TakeGold())
    assert m.to_act() == 1


def test_whisper_refusals_leave_the_state_untouched():
    """VD-WATCH-04, VD-WATCH-06, VD-WATCH-13, AMB-52: not onto another Watch token, not onto the
    Portal, only one step and never diagonally, never a Regrouping token, only a token that
    exists."""
    m = start(2, watch=("s1", "s9", "s10", "s11"))
    m.state.seats[0].rumors_new = 3
    m.state.watch[1].regrouping = True
    refused(m, Whisper(0, "yp"), "never the Portal")
    refused(m, Whisper(2, "s9"), "already a City Watch token there")
    refused(m, Whisper(2, "s11"), "already a City Watch token there")
    refused(m, Whisper(0, "s5"), "never diagonally")  # diagonal
    refused(m, Whisper(0, "s7"), "never diagonally")  # two steps
    refused(m, Whisper(1, "s6"), "Regrouping")
    refused(m, Whisper(7, "s6"), "no such City Watch token")
    assert not any(isinstance(a, Whisper) and a.watch == 1 for a in m.legal_actions())


def test_no_whisper_while_a_decision_is_owed():
    """VD-WATCH-06: whispers are made on your own turn, not in the middle of a Brawl."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    m.state.seats[0].rumors_new = 2
    put(m, 0, "s7", fighters=1)
    m.act(Fight("s7"))
    roll(m, 3, 0)
    assert waiting(m) == ("modify", 0)
    refused(m, Whisper(1, "s6"), "must decide first")


def test_a_watch_stays_on_a_location_turned_over():
    """VD-WATCH-07 (VD-LOC-12): Blackstaff Tower turns Unicorn's Horn over; the Watch there stays,
    on the new face, and still Contests it."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    put(m, 0, "s4", fighters=1)
    m.act(UseLocation("s4", 0, "s7"))
    assert city.face(m.state, "s7").id == "bazaar_of_masks"
    assert watch(m)[0] == ("s7", False) and city.contested(m.state, "s7")


# -- Brawls with the Watch ----------------------------------------------------------------------------
def test_ex19_bregan_daerthe_beats_the_watch_and_uses_unicorns_horn():
    """EX-19 (VD-WATCH-08, VD-WATCH-09, VD-WATCH-10, VD-WATCH-11, VD-WATCH-12, VD-FIGHTACT-06,
    VD-FIGHTACT-07, AMB-20/21/25): on its own turn Bregan D'aerthe fights the Watch at Unicorn's
    Horn. The Watch's die shows 1 skull: AS 7. Bregan's 7 ties it and wins. The Watch turns to
    Regrouping and moves next door (Bregan chooses where); Bregan loses 1 Follower to the Watch's
    die; then uses Unicorn's Horn with the same Action."""
    m = start(4, initiative=3, watch=("s7", "s0"))
    s = m.state
    assert waiting(m) == ("free_whisper", 3)  # Bregan's Initiative bonus: declined here
    m.act(Decline())
    put(m, 3, "s7", fighters=2, rogues=1)
    assert s.seats[3].faction == "bregan_daerthe" and m.to_act() == 3
    m.act(Fight("s7"))
    assert waiting(m) == ("rogue_die", 3)
    m.act(RogueDie(False))
    assert s.chance.dice == ["d10", "d4", "casualty"]
    roll(m, 7, 3, 1)
    assert power(m) == {3: 7, -1: 7}
    pass_all(m, [3])
    assert s.fight.winner == 3  # VD-WATCH-09: equal is enough
    # the Watch's Casualty die first: Bregan chooses who dies
    assert waiting(m) == ("casualties", 3)
    assert set(m.legal_actions()) == {Casualties(1, 0, 0), Casualties(0, 1, 0)}
    m.act(Casualties(1, 0, 0))
    assert where(m, 3) == {"s7": [1, 1, 0]}
    # the Watch regroups to an adjacent Waterdeep Location without a Watch token
    assert waiting(m) == ("regroup", 3)
    assert sorted(a.dest for a in m.legal_actions()) == ["s10", "s4", "s6", "s8"]
    refused(m, Regroup("s11"), "must decide first")  # not adjacent
    m.act(Regroup("s10"))
    assert watch(m) == [("s10", True), ("s0", False)]
    assert city.controller(s, "s7") == 3
    # the Winner's Opportunity with the same Action token (VD-WATCH-12)
    assert waiting(m) == ("opportunity", 3)
    assert m.legal_actions() == [UseLocation("s7"), Decline()]
    m.act(UseLocation("s7"))
    assert s.seats[3].gold == 12 and s.seats[3].rumors == 1 and s.seats[3].actions == 4
    assert s.slots[7].used and s.fight is None and m.to_act() == 0


def test_the_watch_wins_and_the_loser_chooses_where_to_go_and_suffers_its_die():
    """VD-WATCH-08, VD-WATCH-09, VD-WATCH-10, VD-WATCH-15: Ana's 7 is below the Watch's 6 + 2; Ana
    loses, picks her own retreat, then loses 2 Followers there; the Watch stays active where it
    was."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    put(m, 0, "s7", fighters=3)
    m.act(Fight("s7"))
    roll(m, 7, 2)
    assert power(m) == {0: 7, -1: 8}
    pass_all(m, [0])
    assert m.state.fight.winner == -1
    assert waiting(m) == ("retreat", 0)
    m.act(Retreat("s4"))
    assert where(m, 0) == {"s4": [1, 0, 0]}
    assert watch(m)[0] == ("s7", False)
    assert owed(m) is None and m.state.fight is None and m.to_act() == 1


def test_a_beaten_watch_with_no_free_neighbour_regroups_where_it_stands():
    """VD-WATCH-11, AMB-21: both Locations next to Thort's Findings have a Watch token, so the
    beaten Watch turns Regrouping in place; it no longer Contests (VD-WATCH-13), so Ana Controls the
    Location and is offered it."""
    m = start(2, watch=("s0", "s1", "s3", "s11"))
    put(m, 0, "s0", fighters=1)
    m.state.seats[0].rumors_new = 1
    m.act(Fight("s0"))
    roll(m, 9, 0)
    pass_all(m, [0])
    assert watch(m)[0] == ("s0", True)
    assert city.controller(m.state, "s0") == 0
    assert waiting(m) == ("opportunity", 0)
    assert UseLocation("s0", 0, "") in m.legal_actions()


def test_a_beaten_watch_never_regroups_onto_the_portal():
    """VD-WATCH-11, VD-WATCH-04: from Quill Alley the beaten Watch may go to s0, s2 or s4, never
    to the adjacent Yawning Portal."""
    m = start(2, watch=("s1", "s9", "s10", "s11"))
    put(m, 0, "s1", fighters=1)
    m.act(Fight("s1"))
    roll(m, 9, 0)
    pass_all(m, [0])
    assert waiting(m) == ("regroup", 0)
    assert sorted(a.dest for a in m.legal_actions()) == ["s0", "s2", "s4"]
    refused(m, Regroup("yp"), "must decide first")


def test_a_regrouping_watch_contests_nothing_cannot_move_and_is_back_next_round():
    """VD-WATCH-13, VD-WATCH-14 (VD-P4-03, VD-P4-04): after losing a Brawl the Regrouping token at
    Field of Triumph lets Bo Control and collect it, cannot be whispered, cannot be fought; at
    Refresh it turns back and Contests again."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s7", fighters=1)
    put(m, 0, "s0", fighters=1)  # so Ana keeps the Initiative (no Cassalanter gold for Bo)
    put(m, 1, "s8", fighters=1)
    s.seats[0].rumors_new = 2
    m.act(Fight("s7"))
    roll(m, 6, 0)
    pass_all(m, [0])
    m.act(Regroup("s8"))
    assert watch(m)[0] == ("s8", True)
    assert not city.contested(s, "s8") and city.controller(s, "s8") == 1
    m.act(TakeGold())  # Bo
    refused(m, Fight("s8"), "need Followers there")
    put(m, 0, "s8", fighters=1)
    assert city.contested(s, "s8")  # Contested by Bo now, not by the Watch
    s.followers[0].pop("s8")
    s.seats[0].supply[0] += 1
    refused(m, Whisper(0, "s5"), "Regrouping")
    gold = s.seats[1].gold
    finish_round(m)
    assert s.seats[1].gold == gold + 4 + 1  # Bo's 4 more Take Gold and Field of Triumph's 1
    assert watch(m)[0] == ("s8", False)
    assert city.contested(s, "s8") and city.controller(s, "s8") == -1


def test_the_watch_never_dies_and_skulls_against_it_only_add_strength():
    """VD-WATCH-18 (VD-CAS-02): Ana's Rogue die shows 2 skulls: +2 to her Attack Strength, but the
    Watch loses nothing and nobody else suffers them."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    put(m, 0, "s7", fighters=1, rogues=1)
    m.act(Fight("s7"))
    m.act(RogueDie(True))
    roll(m, 4, 1, 2, 0)
    assert power(m) == {0: 6, -1: 6}
    pass_all(m, [0])
    m.act(Regroup("s4"))
    assert len(m.state.watch) == 4 and watch(m)[0] == ("s4", True)
    assert where(m, 0) == {"s7": [1, 1, 0]}  # the Watch's die showed 0


# -- three-sided Brawls with the Watch (AMB-19..21) -----------------------------------------------------
def _three_sided(ana: dict, bo: dict):
    """Ana (seat 0, her turn) and Bo at Unicorn's Horn (s7) with an active Watch there."""
    m = start(2, watch=("s7", "s0", "s2", "s9"))
    put(m, 0, "s7", **ana)
    put(m, 1, "s7", **bo)
    m.act(Fight("s7"))
    return m


def test_bo_wins_and_beats_the_watch_ana_lost_but_beat_the_watch():
    """AMB-19/20/21, VD-WATCH-16, VD-WATCH-17: Ana 8, Bo 9, the Watch 7. Bo wins; the Watch regroups
    and Bo, its highest beater, chooses where; Ana retreats under the outnumbering rule (she beat
    the Watch), choosing herself with 2 against 1; the Watch's die still hurts Ana, who started it;
    no opportunity for Bo, who did not start it."""
    m = _three_sided({"fighters": 2}, {"fighters": 1})
    roll(m, 8, 9, 1)
    assert power(m) == {0: 8, 1: 9, -1: 7}
    pass_all(m, [0, 1])
    assert m.state.fight.winner == 1
    assert waiting(m) == ("retreat", 0)
    m.act(Retreat("s6"))
    assert where(m, 0) == {"s6": [1, 0, 0]}  # 1 skull from the Watch, at her new Location
    assert waiting(m) == ("regroup", 1)
    m.act(Regroup("s10"))
    assert watch(m)[0] == ("s10", True)
    assert owed(m) is None and m.state.fight is None and m.to_act() == 1
    assert where(m, 1) == {"s7": [1, 0, 0]}


def test_the_watch_beats_both_players_and_each_chooses_their_own_retreat():
    """VD-WATCH-15, VD-WATCH-16, AMB-19/20: Ana 6, Bo 5, the Watch 8. Both lose; they retreat in
    Initiative Order, each choosing; Ana, who started it, suffers the Watch's 2 skulls; the Watch
    stays."""
    m = _three_sided({"fighters": 2}, {"fighters": 1})
    roll(m, 6, 5, 2)
    assert power(m) == {0: 6, 1: 5, -1: 8}
    pass_all(m, [1, 0])
    assert m.state.fight.winner == -1
    assert waiting(m) == ("retreat", 0) and m.state.decisions[-1].data["loser"] == 0
    m.act(Retreat("s4"))
    assert waiting(m) == ("retreat", 1) and m.state.decisions[-1].data["loser"] == 1
    m.act(Retreat("s8"))
    assert where(m, 0) == {} and where(m, 1) == {"s8": [1, 0, 0]}
    assert watch(m)[0] == ("s7", False)
    assert owed(m) is None and m.to_act() == 1


def test_ana_beats_the_watch_bo_does_not_and_chooses_his_own_way():
    """VD-WATCH-16, VD-WATCH-17, AMB-19/21/25: Ana 8, Bo 5, the Watch 7. Ana wins and the Watch
    regroups (Ana chooses where); Bo, below the Watch, picks his own retreat although Ana outnumbers
    him; Ana suffers the Watch's die, then takes her Winner's Opportunity."""
    m = _three_sided({"fighters": 1, "rogues": 1}, {"fighters": 1})
    m.act(RogueDie(False))
    assert m.state.chance.dice == ["d10", "d4", "d10", "casualty"]
    roll(m, 8, 2, 5, 1)
    assert power(m) == {0: 8, 1: 5, -1: 7}
    pass_all(m, [1, 0])
    assert waiting(m) == ("retreat", 1)
    m.act(Retreat("s10"))
    assert waiting(m) == ("casualties", 0)
    m.act(Casualties(1, 0, 0))
    assert waiting(m) == ("regroup", 0)
    assert sorted(a.dest for a in m.legal_actions()) == ["s10", "s4", "s6", "s8"]  # Bo's s10 too
    m.act(Regroup("s4"))
    assert waiting(m) == ("opportunity", 0)
    m.act(UseLocation("s7"))
    assert m.state.seats[0].gold == 12 and where(m, 0) == {"s7": [0, 1, 0]}


def test_a_card_may_ignore_the_watchs_die_in_the_exchange():
    """AMB-72 with VD-WATCH-08, VD-WATCH-10 (VD-CARD-07, VD-CARD-08): the Watch's die can never be
    re-rolled, but a card that ignores a Casualty die may target it: its 2 skulls leave the Watch's
    Attack Strength and kill nobody."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    put(m, 0, "s7", fighters=1, wizards=2)  # one re-roll, for her own dice only
    give(m, 0, "ward_charm")
    m.act(Fight("s7"))
    roll(m, 7, 5, 2)
    assert power(m) == {0: 7, -1: 8}
    legal = m.legal_actions()
    assert not any(isinstance(a, Reroll) and a.index >= 2 for a in legal)
    refused(m, Reroll(2), "must decide first")  # index 2 is not one of her dice
    assert PlayCard("ward_charm", 100) in legal  # side 1 (the Watch), die 0
    m.act(PlayCard("ward_charm", 100))
    assert power(m) == {0: 7, -1: 6}
    pass_all(m, [0])
    assert m.state.fight.winner == 0
    m.act(Regroup("s4"))
    assert where(m, 0) == {"s7": [1, 0, 2]}  # nobody died
    assert "ward_charm" in m.view(0)["decks"]["treasure"]["discard"]


def test_the_brawl_winner_chooses_where_the_watch_regroups_when_beaters_tie():
    """AMB-21 with VD-BRAWL-03, VD-WATCH-11, VD-WATCH-17: Ana (her turn) and Bo (who holds the
    Initiative) both reach 9 against the Watch's 7. Ana wins the tie on her turn, so she is the
    player who beat the Watch with the highest Attack Strength and she chooses where it regroups."""
    m = start(2, initiative=1, watch=("s7", "s0", "s2", "s9"))
    put(m, 0, "s7", fighters=2)
    put(m, 1, "s7", fighters=1)
    m.act(TakeGold())  # Bo
    m.act(Fight("s7"))  # Ana
    roll(m, 9, 9, 1)
    assert power(m) == {1: 9, 0: 9, -1: 7}
    pass_all(m, [1, 0])
    assert m.state.fight.winner == 0
    assert waiting(m) == ("retreat", 0)  # Bo beat the Watch too: 1 against 2, Ana chooses for him
    m.act(Retreat("s8"))
    assert waiting(m) == ("regroup", 0)
    m.act(Regroup("s10"))
    assert watch(m)[0] == ("s10", True)
