"""Brawls between Factions (the VD-BRAWL rules) and the Fight Action (VD-FIGHTACT), with the
rulebook's worked examples EX-15 (Pete and Sally's exchange), EX-16 (Liz and John at Blackstaff
Tower) and EX-17 (John, Pete and Liz). Every die is forced through a chance action; each test
names the rule ids it checks.

Grid reminder (row-major, s0..s2 touch the Yawning Portal):
    s0 Thort's Findings   s1 Quill Alley       s2 The Gilded Lantern
    s3 The Crooked Scale  s4 Blackstaff Tower  s5 The Hall of Candles
    s6 The Drowned Sewers s7 Unicorn's Horn    s8 Field of Triumph
    s9 The Knucklebones   s10 Mirt's Mansion   s11 The Dripping Stair
Watch tokens are placed in each test so that the patrol step is known (or asked for).
"""
from __future__ import annotations

import pytest

from game.vault import brawls, city, fights
from game.vault.actions import (Assign, Casualties, Decline, Fight, Hire, Pass, Patrol, PlayCard, Quest, Reroll,
                                Retreat, RogueDie, SpendRumors, SwitchDie, TakeGold, UseLocation)
from tests.vault.helpers import give, owed, power, put, refused, roll, start, waiting, where


AT_S0 = ("s2", "s8", "s10", "s11")  # for a Brawl at s0: only s2 patrols, to s1
AT_S1 = ("s7", "s9", "s10", "s11")  # for a Brawl at s1: only s7 patrols, to s4
AT_S11 = ("s2", "s0", "s1", "s3")  # for a Brawl at s11: only s2 patrols, to s5


# -- small tools ---------------------------------------------------------------------------------------


def pass_all(m, order: list[int]) -> None:
    """Everyone passes, in the order given (checked seat by seat)."""
    for seat in order:
        assert waiting(m) == ("modify", seat)
        m.act(Pass())


# -- EX-15: the exchange ---------------------------------------------------------------------------------
def _pete_and_sally(initiative: int = 0):
    """Pete (seat 0) and Sally (seat 1) share The Dripping Stair (s11). Pete: 2 Fighters,
    Flametongue, 3 Rumors. Sally: 2 Wizards (one re-roll), a Potion of Heroism. The Watch is at
    s2 (the only token that can patrol: its one step toward s11 is s5), s0, s1 and s3."""
    m = start(2, names=("Pete", "Sally"), initiative=initiative, watch=AT_S11)
    put(m, 0, "s11", fighters=2)
    put(m, 1, "s11", wizards=2)
    give(m, 0, "flametongue")
    give(m, 1, "potion_of_heroism")
    p = m.state.seats[0]
    p.rumors_new, p.rumors_old = 3, 0
    return m


def test_ex15_pete_and_sally_trade_cards_until_both_pass():
    """EX-15 (VD-BRAWL-02, VD-BRAWL-03, VD-BRAWL-04, VD-BRAWL-05, VD-BRAWL-06, VD-BRAWL-07,
    VD-BRAWL-09, VD-BRAWL-19, VD-REROLL-04, VD-REROLL-05, VD-CARD-09, VD-CARD-12, VD-CARD-17,
    VD-FIGHT-15): the losing player starts, each play is answered, ties go to Pete whose turn it is,
    and two passes in a row end it."""
    m = _pete_and_sally()
    s = m.state
    m.act(Fight("s11"))
    assert s.seats[0].actions == 4  # VD-FIGHTACT-01
    # VD-BRAWL-19: the nearest Watch (s2, 3 steps away) moves one step toward the Brawl, to s5
    assert [w.place for w in s.watch] == ["s5", "s0", "s1", "s3"]
    assert [side.seat for side in s.fight.sides] == [0, 1]  # it did not reach the Brawl
    assert s.chance.dice == ["d10", "d12"]  # one die per class present, no Rogues
    roll(m, 7, 4)
    # 1. Pete 7, Sally 4: Sally is losing and acts first
    assert power(m) == {0: 7, 1: 4}
    assert waiting(m) == ("modify", 1)
    assert Reroll(0) in m.legal_actions()
    m.act(Reroll(0))  # her second Wizard: re-roll the d12
    assert s.chance.dice == ["d12"]
    roll(m, 9)
    assert power(m) == {0: 7, 1: 9}
    assert fights.side_of(s.fight, 1).rerolls == 0  # the Wizard re-roll is spent
    # 2. now Pete is losing and answers with Flametongue on his d10
    assert waiting(m) == ("modify", 0)
    assert PlayCard("flametongue") in m.legal_actions()
    m.act(PlayCard("flametongue"))
    assert power(m) == {0: 9, 1: 9}
    assert brawls._top_player(s, s.fight, power(m)) == 0  # a tie: Pete's turn, Pete is winning
    # 3. Sally answers with the Potion of Heroism
    assert waiting(m) == ("modify", 1)
    assert not any(isinstance(a, Reroll) for a in m.legal_actions())  # no re-roll left
    m.act(PlayCard("potion_of_heroism"))
    assert power(m) == {0: 9, 1: 12}
    # 4. Pete spends 3 Rumors to tie again
    assert waiting(m) == ("modify", 0)
    m.act(SpendRumors(3))
    assert power(m) == {0: 12, 1: 12}
    assert s.seats[0].rumors == 0
    # 5. Sally passes, Pete passes: the exchange is over and Pete wins the tie
    assert waiting(m) == ("modify", 1)
    m.act(Pass())
    assert waiting(m) == ("modify", 0)
    m.act(Pass())
    assert s.fight.winner == 0
    # VD-BRAWL-09: Sally (2 Followers) does not outnumber Pete (2): Pete chooses her retreat
    assert waiting(m) == ("retreat", 0)
    assert s.decisions[-1].data["loser"] == 1
    assert sorted(a.dest for a in m.legal_actions()) == ["s10", "s8"]
    m.act(Retreat("s10"))
    # no Casualty dice were rolled, so nobody dies; Pete gets the Winner's Opportunity
    assert waiting(m) == ("opportunity", 0)
    assert m.legal_actions() == [UseLocation("s11"), Decline()]
    m.act(UseLocation("s11"))
    assert where(m, 0) == {"s11": [2, 0, 0]} and where(m, 1) == {"s10": [0, 0, 2]}
    assert s.seats[0].gold == 12 and s.seats[0].actions == 4  # 2 gold, no second Action
    assert s.slots[11].used
    # the cards: Flametongue face up until Refresh, the Potion in the Treasure discard pile
    assert s.seats[0].played == ["flametongue"] and s.seats[0].magic == []
    assert s.seats[1].treasure == [] and "potion_of_heroism" in m.view(0)["decks"]["treasure"]["discard"]
    assert s.fight is None and m.to_act() == 1  # Sally's turn next


def test_ex15_branch_a_new_play_after_a_pass_reopens_the_exchange():
    """EX-15 branch (VD-BRAWL-05, VD-BRAWL-06): Sally passed, but Pete plays another card
    instead of passing, so Sally may respond again; it ends only after both pass in a row."""
    m = _pete_and_sally()
    give(m, 0, "draught_of_courage")  # +1
    m.act(Fight("s11"))
    roll(m, 7, 4)
    m.act(Reroll(0))
    roll(m, 9)
    m.act(PlayCard("flametongue"))
    m.act(PlayCard("potion_of_heroism"))
    m.act(SpendRumors(3))
    m.act(Pass())  # Sally
    assert waiting(m) == ("modify", 0)
    m.act(PlayCard("draught_of_courage"))
    assert power(m) == {0: 13, 1: 12}
    assert waiting(m) == ("modify", 1)  # Sally, who had passed, may answer again
    assert m.state.fight.passes == 0
    m.act(Pass())
    assert waiting(m) == ("modify", 0)
    m.act(Pass())
    assert m.state.fight.winner == 0 and waiting(m) == ("retreat", 0)


@pytest.mark.parametrize("initiative", [0, 1])
def test_the_exchange_starts_with_the_player_losing_a_tie(initiative):
    """VD-BRAWL-04 with VD-BRAWL-03: on a tied roll the player whose turn it is is winning, so
    the other player, who is losing, acts first, whoever holds the Initiative."""
    m = _pete_and_sally(initiative)
    if initiative == 1:
        m.act(TakeGold())  # Sally's turn first; then Pete's
    assert m.to_act() == 0
    m.act(Fight("s11"))
    roll(m, 5, 5)
    assert power(m) == {0: 5, 1: 5}
    assert waiting(m) == ("modify", 1)


# -- EX-16: retreat first, then Casualties ----------------------------------------------------------------
def test_ex16_liz_beats_john_at_blackstaff_tower():
    """EX-16 (VD-BRAWL-08, VD-BRAWL-09, VD-BRAWL-10, VD-BRAWL-11, VD-BRAWL-12, VD-FIGHT-17,
    VD-CAS-09, VD-WATCH-05, VD-FIGHTACT-06, VD-FIGHTACT-07): Liz's Rogue die and Critical die each
    inflict 1 (AS +2), John's Rogue die 1 (AS +1). John loses, outnumbers Liz and chooses where he
    retreats; then Liz loses 1 Follower and John 2, at his new Location; then Liz takes Blackstaff
    Tower's Action with the same Action token."""
    m = start(2, names=("Liz", "John"), watch=("s9", "s10", "s11", "s0"))
    s = m.state
    put(m, 0, "s4", fighters=1, rogues=1)
    put(m, 1, "s4", fighters=1, rogues=3)
    m.act(Fight("s4"))
    # two tokens are 2 steps away (s0, s10): John, the Faction attacked, picks the patrol
    assert waiting(m) == ("patrol", 1)
    assert sorted((a.watch, a.dest) for a in m.legal_actions()) == [(1, "s7"), (3, "s1"), (3, "s3")]
    m.act(Patrol(1, "s7"))
    assert s.watch[1].place == "s7" and [side.seat for side in s.fight.sides] == [0, 1]
    assert waiting(m) == ("rogue_die", 0)
    m.act(RogueDie(True))
    assert waiting(m) == ("rogue_die", 1)
    m.act(RogueDie(True))
    assert s.chance.dice == ["d10", "d4", "casualty"] * 2
    roll(m, 10, 2, 1, 5, 3, 1)
    # AMB-16: the natural 10 is Liz's provisional Attack die, her Critical die is rolled at once
    assert s.chance is not None and s.chance.purpose == "crit" and s.chance.dice == ["casualty"]
    roll(m, 1)
    assert power(m) == {0: 12, 1: 6}  # 10 + 2 skulls; 5 + 1 skull
    pass_all(m, [1, 0])
    # John (4 Followers) outnumbers Liz (2): John chooses, before anyone dies (VD-BRAWL-10)
    assert waiting(m) == ("retreat", 1)
    assert sorted(a.dest for a in m.legal_actions()) == ["s1", "s3", "s5", "s7"]  # never diagonal
    refused(m, Retreat("s8"), "must decide first")  # diagonal
    refused(m, Retreat("s11"), "must decide first")  # not adjacent
    m.act(Retreat("s5"))
    assert where(m, 1) == {"s5": [1, 3, 0]}
    # Casualties after the retreat: Liz chooses which 1 of hers dies, John which 2 of his (at s5)
    assert waiting(m) == ("casualties", 0)
    assert s.decisions[-1].data["values"] == [1]
    m.act(Casualties(0, 1, 0))
    assert waiting(m) == ("casualties", 1)
    assert s.decisions[-1].data["place"] == "s5" and s.decisions[-1].data["values"] == [1, 1]
    assert set(m.legal_actions()) == {Casualties(1, 1, 0), Casualties(0, 2, 0)}
    m.act(Casualties(0, 2, 0))
    assert where(m, 0) == {"s4": [1, 0, 0]} and where(m, 1) == {"s5": [1, 1, 0]}
    assert s.seats[0].supply == [3, 3, 3] and s.seats[1].supply == [3, 2, 3]  # the dead go home
    # the Winner's Opportunity, after retreat and Casualties
    assert waiting(m) == ("opportunity", 0)
    m.act(UseLocation("s4", 0, "s7"))  # turn Unicorn's Horn over
    assert city.face(m.state, "s7").id == "bazaar_of_masks"
    assert s.watch[1].place == "s7"  # VD-WATCH-07: the Watch stays with the turned Location
    assert s.slots[4].used and s.seats[0].actions == 4
    assert s.fight is None and m.to_act() == 1


def test_the_winner_chooses_when_the_loser_does_not_outnumber_and_may_send_it_to_the_portal():
    """VD-BRAWL-09 (equal counts: the winner chooses), VD-BRAWL-08 and AMB-23 (from the top row
    the Portal is adjacent; a Location with rivals is allowed; all the loser's Followers go
    together)."""
    m = start(2, watch=AT_S1)
    put(m, 0, "s1", fighters=2)
    put(m, 1, "s1", fighters=1, wizards=1)
    put(m, 0, "s2", fighters=1)
    m.act(Fight("s1"))
    assert m.state.watch[0].place == "s4"  # the patrol: s7 is nearest, its only closer step is s4
    roll(m, 6, 2, 3)
    pass_all(m, [1, 0])
    assert waiting(m) == ("retreat", 0)
    assert sorted(a.dest for a in m.legal_actions()) == ["s0", "s2", "s4", "yp"]
    m.act(Retreat("s2"))  # onto Ana's other Location: it becomes Contested
    assert where(m, 1) == {"s2": [1, 0, 1]}
    assert city.contested(m.state, "s2")


def test_a_loser_who_outnumbers_chooses_even_if_beaten_badly():
    """VD-BRAWL-09, VD-BRAWL-10: three Followers against two, counted before any Casualty: the loser
    chooses its own retreat."""
    m = start(2, watch=AT_S1)
    put(m, 0, "s1", fighters=2)
    put(m, 1, "s1", fighters=3)
    m.act(Fight("s1"))
    roll(m, 10, 1)
    roll(m, 2)  # Ana's Critical: 2 skulls, both for Bo
    assert power(m) == {0: 12, 1: 1}
    pass_all(m, [1, 0])
    assert waiting(m) == ("retreat", 1)
    m.act(Retreat("yp"))
    assert where(m, 1) == {"yp": [1, 0, 0]}  # 3 retreated, then 2 died at the Portal


def test_the_defender_wins_and_gets_no_opportunity():
    """VD-BRAWL-02, VD-FIGHTACT-08: Bo, attacked, wins with the higher Attack Strength; Ana
    retreats; only the player who started the Brawl may use the Location, so Bo may not."""
    m = start(2, watch=AT_S0)
    put(m, 0, "s0", fighters=1)
    put(m, 1, "s0", fighters=1)
    m.act(Fight("s0"))
    roll(m, 3, 8)
    assert waiting(m) == ("modify", 0)  # Ana is losing
    pass_all(m, [0, 1])
    assert m.state.fight.winner == 1
    assert waiting(m) == ("retreat", 1)  # Ana does not outnumber Bo: Bo chooses
    m.act(Retreat("s3"))
    assert owed(m) is None and m.state.fight is None  # no opportunity for Bo
    assert city.controller(m.state, "s0") == 1 and not m.state.slots[0].used
    assert m.to_act() == 1 and m.state.seats[1].actions == 5  # simply Bo's turn


def test_the_attackers_turn_wins_a_tie_and_secrets_do_not_count():
    """VD-BRAWL-03 (a tie goes to the player whose turn it is), VD-BRAWL-20 (Secrets never add to
    Attack Strength in a Brawl)."""
    m = start(2, watch=AT_S0)
    s = m.state
    put(m, 0, "s0", fighters=1)
    put(m, 1, "s0", fighters=1)
    s.seats[1].secrets = [s.secrets.pile.pop(), s.secrets.pile.pop()]
    m.act(Fight("s0"))
    roll(m, 6, 6)
    assert power(m) == {0: 6, 1: 6}  # Bo's 2 Secrets add nothing
    pass_all(m, [1, 0])
    assert s.fight.winner == 0


def test_the_winner_can_be_wiped_out_after_the_loser_retreats():
    """VD-BRAWL-13, VD-BRAWL-11, VD-FIGHT-08, VD-FIGHT-19: Bo loses but his Rogue die kills Ana's only
    Follower after he retreats; Ana wins but cannot use the Location."""
    m = start(2, watch=AT_S0)
    put(m, 0, "s0", fighters=1)
    put(m, 1, "s0", fighters=1, rogues=1)
    m.act(Fight("s0"))
    assert waiting(m) == ("rogue_die", 1)
    m.act(RogueDie(True))
    roll(m, 9, 4, 2, 2)  # Ana d10 9; Bo d10 4, d4 2, Casualty die 2 skulls
    assert power(m) == {0: 9, 1: 6}
    pass_all(m, [1, 0])
    assert waiting(m) == ("retreat", 1)  # 2 against 1: Bo outnumbers Ana
    m.act(Retreat("s1"))
    assert where(m, 0) == {} and where(m, 1) == {"s1": [1, 1, 0]}
    assert owed(m) is None and m.state.fight is None
    assert not m.state.slots[0].used


def test_rogue_die_skulls_count_win_or_lose_and_are_optional():
    """VD-FIGHT-09 and VD-BRAWL-11 in a Brawl: a Rogue die not rolled inflicts nothing; the
    loser's rolled Rogue die still kills after the Brawl."""
    m = start(2, watch=AT_S0)
    put(m, 0, "s0", fighters=2, rogues=1)
    put(m, 1, "s0", fighters=1, rogues=1)
    m.act(Fight("s0"))
    m.act(RogueDie(False))  # Ana declines hers
    m.act(RogueDie(True))
    assert m.state.chance.dice == ["d10", "d4", "d10", "d4", "casualty"]
    roll(m, 8, 1, 3, 2, 1)
    assert power(m) == {0: 8, 1: 4}
    pass_all(m, [1, 0])
    m.act(Retreat("s3"))  # Ana chooses (2 does not outnumber 3)
    assert waiting(m) == ("casualties", 0)
    m.act(Casualties(1, 0, 0))
    assert where(m, 0) == {"s0": [1, 1, 0]} and where(m, 1) == {"s3": [1, 1, 0]}


def test_switching_to_a_natural_maximum_rolls_a_critical_during_the_exchange():
    """VD-BRAWL-21 with AMB-16: the highest die is the provisional Attack die; a player may
    switch to a lower die showing its natural maximum, and the Critical die is rolled then."""
    m = start(2, watch=AT_S0)
    put(m, 0, "s0", fighters=1, rogues=1)
    put(m, 1, "s0", fighters=1)
    m.act(Fight("s0"))
    m.act(RogueDie(False))
    roll(m, 5, 4, 6)  # Ana: d10 5, d4 4 (a natural maximum); Bo: d10 6
    assert m.state.chance is None and power(m) == {0: 5, 1: 6}  # the d10 is Ana's Attack die
    assert waiting(m) == ("modify", 0)
    m.act(SwitchDie(1))
    assert m.state.chance.purpose == "crit"
    roll(m, 2)
    assert power(m) == {0: 6, 1: 6}  # 4 + 2 skulls; a tie on Ana's turn
    assert waiting(m) == ("modify", 1)
    m.act(Pass())
    m.act(Pass())
    assert waiting(m) == ("retreat", 0)  # Ana won; Bo (1) does not outnumber Ana (2)
    m.act(Retreat("s1"))
    assert where(m, 1) == {}  # the Critical die's 2 skulls killed Bo's only Follower


# -- three or more players ----------------------------------------------------------------------------
def _john_pete_liz():
    """John (0), Pete (1), Liz (2) at Quill Alley (s1); Liz holds the Initiative, so the order is
    Liz, John, Pete. The Watch: s9, s10, s11 (s10 patrols to s7)."""
    m = start(3, names=("John", "Pete", "Liz"), initiative=2, watch=("s9", "s10", "s11"))
    put(m, 0, "s1", fighters=1, rogues=1)  # 2
    put(m, 1, "s1", fighters=3)  # 3
    put(m, 2, "s1", fighters=1, rogues=1)  # 2
    m.act(TakeGold())  # Liz
    assert m.to_act() == 0
    return m


def test_ex17_three_way_brawl_losers_retreat_in_initiative_order():
    """EX-17 (VD-BRAWL-14, VD-BRAWL-15, VD-BRAWL-16, VD-BRAWL-17, VD-BRAWL-18, VD-FIGHTACT-03,
    AMB-17, AMB-24): John wins; Liz then Pete retreat in Initiative Order; Pete outnumbers John and
    chooses his own way, John chooses Liz's; each inflicter sends each of their Casualty dice at the
    rival of their choice; each victim chooses their dead."""
    m = _john_pete_liz()
    s = m.state
    m.act(Fight("s1"))
    assert s.watch[1].place == "s7"
    assert [side.seat for side in s.fight.sides] == [2, 0, 1]  # everyone there takes part
    assert waiting(m) == ("rogue_die", 2)
    m.act(RogueDie(True))
    assert waiting(m) == ("rogue_die", 0)
    m.act(RogueDie(True))
    roll(m, 3, 2, 2, 9, 1, 1, 6)  # Liz d10 3 d4 2 CD 2; John d10 9 d4 1 CD 1; Pete d10 6
    assert power(m) == {2: 5, 0: 10, 1: 6}
    # AMB-17: the lowest (Liz) starts, then round in Initiative Order: John, Pete
    pass_all(m, [2, 0, 1])
    assert s.fight.winner == 0
    # VD-BRAWL-18: Liz retreats first (rank 0), then Pete (rank 2)
    assert waiting(m) == ("retreat", 0) and s.decisions[-1].data["loser"] == 2  # 2 vs 2: John picks
    assert sorted(a.dest for a in m.legal_actions()) == ["s0", "s2", "s4", "yp"]
    m.act(Retreat("s0"))
    assert waiting(m) == ("retreat", 1) and s.decisions[-1].data["loser"] == 1  # 3 vs 2: Pete picks
    m.act(Retreat("s2"))
    # VD-BRAWL-15: each inflicter decides which rival suffers each die
    assert waiting(m) == ("assign", 2)
    assert m.legal_actions() == [Assign(2, 0), Assign(2, 1)]
    m.act(Assign(2, 1))  # Liz's 2 skulls at Pete
    assert waiting(m) == ("assign", 0)
    assert m.legal_actions() == [Assign(2, 2), Assign(2, 1)]
    m.act(Assign(2, 2))  # John's 1 skull at Liz
    # VD-BRAWL-16: Liz chooses which of hers dies; Pete's 2 can only be Fighters
    assert waiting(m) == ("casualties", 2)
    assert s.decisions[-1].data["place"] == "s0"
    m.act(Casualties(0, 1, 0))
    assert where(m, 0) == {"s1": [1, 1, 0]}
    assert where(m, 1) == {"s2": [1, 0, 0]}
    assert where(m, 2) == {"s0": [1, 0, 0]}
    # the Winner's Opportunity: Quill Alley needs 2 Rumors or a Magic Item, John has neither
    assert owed(m) is None and s.fight is None


def test_an_inflicter_may_split_dice_between_rivals():
    """AMB-24, VD-BRAWL-15: John's Rogue die and Critical die are assigned one at a time, one
    to Pete and one to Liz."""
    m = _john_pete_liz()
    m.act(Fight("s1"))
    m.act(RogueDie(False))  # Liz
    m.act(RogueDie(True))  # John
    roll(m, 3, 1, 10, 1, 1, 2)  # Liz d10 3, d4 1; John d10 10, d4 1, CD 1; Pete d10 2
    roll(m, 1)  # John's Critical
    assert power(m) == {2: 3, 0: 12, 1: 2}
    pass_all(m, [1, 2, 0])  # Pete is lowest; then Liz, John in Initiative Order
    m.act(Retreat("s0"))  # John chooses for Liz (2 vs 2)
    m.act(Retreat("s4"))  # Pete chooses (3 vs 2)
    assert waiting(m) == ("assign", 0) and s_die(m) == 2
    m.act(Assign(2, 1))
    assert waiting(m) == ("assign", 0) and s_die(m) == 3
    m.act(Assign(3, 2))
    assert waiting(m) == ("casualties", 2)
    m.act(Casualties(1, 0, 0))
    assert where(m, 1) == {"s4": [2, 0, 0]} and where(m, 2) == {"s0": [0, 1, 0]}


def s_die(m) -> int:
    return m.state.decisions[-1].data["die"]


def test_a_three_way_tie_goes_to_the_active_player_and_otherwise_to_initiative():
    """VD-BRAWL-03 (the player whose turn it is wins any tie for the top that includes them) and
    AMB-18 (a tie between two others: the earlier in Initiative Order wins)."""
    m = _john_pete_liz()
    m.act(Fight("s1"))
    m.act(RogueDie(False))
    m.act(RogueDie(False))
    roll(m, 7, 1, 7, 1, 7)
    assert power(m) == {2: 7, 0: 7, 1: 7}
    assert waiting(m) == ("modify", 2)  # all tied: Initiative Order (AMB-17)
    pass_all(m, [2, 0, 1])
    assert m.state.fight.winner == 0  # John's turn

    m = _john_pete_liz()
    m.act(Fight("s1"))
    m.act(RogueDie(False))
    m.act(RogueDie(False))
    roll(m, 7, 1, 3, 1, 7)  # Liz 7, John 3, Pete 7
    assert waiting(m) == ("modify", 0)
    pass_all(m, [0, 1, 2])
    assert m.state.fight.winner == 2  # Liz is before Pete in Initiative Order


def test_three_player_exchange_goes_round_in_initiative_order():
    """VD-BRAWL-05, VD-BRAWL-06 with AMB-17 for three players: after any play the others may answer in
    Initiative Order; it ends after every player has passed in a row."""
    m = _john_pete_liz()
    give(m, 1, "draught_of_courage")
    m.act(Fight("s1"))
    m.act(RogueDie(False))
    m.act(RogueDie(False))
    roll(m, 4, 1, 6, 1, 5)  # Liz 4, John 6, Pete 5
    assert waiting(m) == ("modify", 2)
    m.act(Pass())
    assert waiting(m) == ("modify", 0)
    m.act(Pass())
    assert waiting(m) == ("modify", 1)
    m.act(PlayCard("draught_of_courage"))  # Pete 6: ties John, who wins it on his turn
    assert m.state.fight.passes == 0
    pass_all(m, [2, 0, 1])  # Liz and John may answer again; then Pete ends it
    assert m.state.fight.winner == 0


# -- the Fight Action ------------------------------------------------------------------------------------
def test_fight_action_refusals_leave_the_state_untouched():
    """VD-FIGHTACT-04 (not Contested), VD-FIGHTACT-05 (never on the Portal), VD-FIGHTACT-09 with
    AMB-44 (Followers needed there), and no Actions left."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    put(m, 0, "s0", fighters=2)
    put(m, 0, "yp", fighters=1)
    put(m, 1, "yp", fighters=1)
    put(m, 1, "s2", fighters=1)
    put(m, 1, "s1", fighters=1)
    assert Fight("s0") not in m.legal_actions()
    refused(m, Fight("s0"), "not Contested")  # only Ana there
    refused(m, Fight("yp"), "never Contested")  # no Fights at the Portal
    refused(m, Fight("s1"), "need Followers there")  # Bo alone at s1, and no Watch
    refused(m, Fight("s9"), "need Followers there")  # Watch only: Ana has no one there
    refused(m, Fight("s12"), "not a Location")
    m.state.seats[0].actions = 0
    put(m, 0, "s2", fighters=1)
    refused(m, Fight("s2"), "no Actions left")


def test_fight_is_legal_where_two_factions_or_an_active_watch_are():
    """VD-FIGHTACT-01, VD-FIGHTACT-02: a Location is Contested by a second Faction or by an active
    Watch token; a Fight there costs one Action."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    put(m, 0, "s0", fighters=1)
    put(m, 1, "s0", fighters=1)
    put(m, 0, "s7", fighters=1)
    legal = m.legal_actions()
    assert Fight("s0") in legal and Fight("s7") in legal
    assert city.contested(m.state, "s0") and city.contested(m.state, "s7")
    m.act(Fight("s7"))
    assert m.state.seats[0].actions == 4
    assert [side.seat for side in m.state.fight.sides] == [0, -1]


def test_everyone_on_the_location_takes_part_including_the_watch():
    """VD-FIGHTACT-03: three Factions and the Watch token on the Location all fight; Bo and Cy
    are in it though only Ana chose to fight."""
    m = start(3, watch=("s7", "s9", "s10"))
    for seat in range(3):
        put(m, seat, "s7", fighters=1)
    m.act(Fight("s7"))
    assert [side.seat for side in m.state.fight.sides] == [0, 1, 2, -1]
    assert [w.place for w in m.state.watch] == ["s7", "s9", "s10"]  # already there: no patrol
    assert m.state.chance.dice == ["d10", "d10", "d10", "casualty"]


def test_the_opportunity_is_not_offered_for_a_used_location():
    """VD-FIGHTACT-06: the Winner's Opportunity only for a Location not used this round."""
    m = start(2, watch=AT_S11)
    put(m, 0, "s11", fighters=1)
    put(m, 1, "s11", fighters=1)
    m.state.slots[11].used = True
    m.act(Fight("s11"))
    roll(m, 9, 2)
    pass_all(m, [1, 0])
    m.act(Retreat("s8"))
    assert owed(m) is None and m.state.fight is None and m.to_act() == 1


def test_the_opportunity_may_be_declined_and_costs_nothing_more():
    """VD-FIGHTACT-06, VD-FIGHTACT-07, VD-GLOSS-27: the winner on their own turn may use the
    Location at once, after the loser retreats; declining leaves it unused; either way one Action
    was spent."""
    m = start(2, watch=AT_S11)
    put(m, 0, "s11", fighters=1)
    put(m, 1, "s11", fighters=1)
    m.act(Fight("s11"))
    roll(m, 9, 2)
    pass_all(m, [1, 0])
    assert waiting(m) == ("retreat", 0)  # no opportunity before the retreat
    m.act(Retreat("s8"))
    assert waiting(m) == ("opportunity", 0)
    m.act(Decline())
    assert not m.state.slots[11].used and m.state.seats[0].actions == 4 and m.state.seats[0].gold == 10
    assert m.to_act() == 1


def test_retreat_decision_refuses_other_actions():
    """VD-BRAWL-08 / VD-GLOSS-21: while a retreat is owed only adjacent Locations are accepted;
    a turn Action, a far Location or the Brawl's own Location are refused untouched."""
    m = start(2, watch=AT_S0)
    put(m, 0, "s0", fighters=1)
    put(m, 1, "s0", fighters=1)
    m.act(Fight("s0"))
    roll(m, 8, 2)
    pass_all(m, [1, 0])
    assert waiting(m) == ("retreat", 0)
    assert sorted(a.dest for a in m.legal_actions()) == ["s1", "s3", "yp"]
    refused(m, Retreat("s4"), "must decide first")  # diagonal
    refused(m, Retreat("s0"), "must decide first")  # stay put
    refused(m, TakeGold(), "must decide first")
    refused(m, Hire("s0", 1), "must decide first")


def test_a_brawl_of_one_player_and_the_watch_is_a_brawl():
    """VD-BRAWL-01 / VD-GLOSS-04: one Faction against the Watch alone is a Brawl (kind 'brawl'),
    and the exchange ends after that one player passes."""
    m = start(2, watch=("s7", "s9", "s10", "s11"))
    put(m, 0, "s7", fighters=1)
    m.act(Fight("s7"))
    assert m.state.fight.kind == "brawl"
    roll(m, 9, 0)
    assert power(m) == {0: 9, -1: 6}
    assert waiting(m) == ("modify", 0)
    m.act(Pass())
    assert m.state.fight.winner == 0


def test_winning_a_contested_quest_offers_the_quest():
    """VD-FIGHTACT-06 with AMB-26: the Winner's Opportunity at a Quest Location is an attempt at
    the Quest with the same Action (VD-QUEST-11: a Contested Quest is fought for first)."""
    m = start(2)
    for w in m.state.watch:
        w.regrouping = True  # keep every Watch token out of it
    put(m, 0, "s6", fighters=1)
    put(m, 1, "s6", fighters=1)
    assert not any(getattr(a, "kind", "") == "quest" for a in m.legal_actions())
    m.act(Fight("s6"))
    roll(m, 8, 3)
    pass_all(m, [1, 0])
    m.act(Retreat("s3"))
    assert waiting(m) == ("opportunity", 0)
    assert m.legal_actions() == [Quest("s6"), Decline()]
    m.act(Decline())
    assert m.state.seats[0].actions == 4 and m.to_act() == 1
