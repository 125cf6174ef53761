"""Vault of Dragons: the turn's Actions (Take 1 Gold, the Faction Actions, Hire, Move), the
free things you may do on your turn, and every kind of refusal.

Covers VD-ACTGOLD, VD-ACTFAC, VD-HIRE, VD-MOVE, the Faction Actions of VD-FACT, and worked
examples EX-02 (hiring) and EX-03 (moving)."""
from __future__ import annotations

import pytest

from game.core.errors import IllegalAction
from game.core.match import Match
from game.vault import board, city
from game.vault.actions import (Decline, Enter, FactionAction, Fight, Gather, Hire, Move, Pass, PlayCard, Quest,
                                RevealVault, TakeGold, UseLocation, Whisper)
from game.vault.turn import FREE
from tests.vault.helpers import draw, give, owed, put, refused, roll, start

LIZ = 0  # the rulebook's examples are Liz's turns; seat 0 holds the Initiative in start()




def pass_turns(m: Match, until: int) -> None:
    """Other seats take 1 gold until `until` is to act."""
    while m.to_act() != until:
        m.act(TakeGold())


# ---------------------------------------------------------------------------------------------
# Take 1 Gold
# ---------------------------------------------------------------------------------------------
def test_take_one_gold():
    """VD-ACTGOLD-01, VD-P1-05, VD-GLOSS-25: one Action (a token flipped) for exactly 1 gold;
    the turn then passes."""
    m = start(3)
    p = m.state.seats[0]
    m.act(TakeGold())
    assert (p.gold, p.actions) == (11, 4) and m.to_act() == 1


def test_no_actions_left_no_action():
    """VD-P1-08, VD-P1-09: 5 Actions a round; a seat with none left may not take another."""
    m = start(2)
    m.state.seats[0].actions = 0
    refused(m, TakeGold(), "no Actions left")
    refused(m, Hire("s0", fighters=1), "no Actions left")


def test_you_may_not_pass():
    """VD-P1-03: on your turn you must take an Action: passing is refused."""
    m = start(3)
    refused(m, Pass(), "may not pass")
    assert Pass() not in m.legal_actions()


# ---------------------------------------------------------------------------------------------
# Hire Followers (EX-02)
# ---------------------------------------------------------------------------------------------
def test_ex02_liz_hires_two_fighters_and_a_rogue():
    """EX-02, VD-HIRE-01, VD-HIRE-02, VD-HIRE-03, VD-HIRE-04, VD-HIRE-05: one Hire Action buys
    2 Fighters (1 each) and a Rogue (2) for 4 gold, all placed on Thort's Findings."""
    m = start(3, names=("Liz", "John", "Pete"))
    liz = m.state.seats[LIZ]
    m.act(Hire("s0", fighters=2, rogues=1))
    assert liz.gold == 6 and liz.actions == 4
    assert m.state.followers[LIZ] == {"s0": [2, 1, 0]}
    assert city.face(m.state, "s0").name == "Thort's Findings"
    assert liz.supply == [2, 2, 3]
    assert m.to_act() == 1


def test_hire_goes_to_one_place_only():
    """VD-HIRE-04, EX-02: a Hire names one Location (or the Portal): spreading Followers over two
    places takes two Hire Actions."""
    m = start(2)
    p = m.state.seats[0]
    hires = [a for a in m.legal_actions() if isinstance(a, Hire)]
    assert hires and all(isinstance(a.place, str) for a in hires)
    assert {a.place for a in hires} == {*board.ALL_SLOTS, board.YP}
    m.act(Hire("s0", fighters=2))
    m.act(TakeGold())  # seat 1
    m.act(Hire("s1", rogues=1))
    assert m.state.followers[0] == {"s0": [2, 0, 0], "s1": [0, 1, 0]}
    assert (p.gold, p.actions) == (6, 3)


def test_hire_what_you_can_afford():
    """VD-HIRE-02, VD-HIRE-03: 10 gold buys 1 Wizard + 2 Rogues + 3 Fighters, not one more."""
    m = start(2)
    p = m.state.seats[0]
    refused(m, Hire("s0", fighters=4, rogues=2, wizards=1), "costs 11 gold and you have 10")
    refused(m, Hire("s0", wizards=4), "not that many unhired")
    refused(m, Hire("s0"), "at least one Follower")
    refused(m, Hire("s0", fighters=-1, rogues=1), "at least one Follower")
    m.act(Hire("s0", fighters=3, rogues=2, wizards=1))
    assert p.gold == 0 and p.supply == [1, 1, 2]


def test_hire_onto_rivals_or_the_watch():
    """VD-HIRE-06, AMB-45: hiring onto a rival's or a watched Location is allowed; it is then
    Contested."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 1, "s0", fighters=1)
    m.act(Hire("s0", fighters=1))
    assert city.contested(m.state, "s0") and city.controller(m.state, "s0") == -1
    m.act(Hire("s10", fighters=1))  # Bo, onto Mirt's Mansion and its Watch
    assert m.state.followers[1] == {"s0": [1, 0, 0], "s10": [1, 0, 0]}
    assert city.contested(m.state, "s10")


# ---------------------------------------------------------------------------------------------
# Move Followers (EX-03)
# ---------------------------------------------------------------------------------------------
def test_ex03_liz_moves_two_of_three_to_quill_alley():
    """EX-03, VD-MOVE-01, VD-MOVE-02: one Move Action takes 2 of Liz's 3 Followers from Thort's
    Findings to Quill Alley."""
    m = start(3, names=("Liz", "John", "Pete"))
    put(m, LIZ, "s0", fighters=2, rogues=1)
    m.act(Move("s0", "s1", fighters=1, rogues=1))
    assert m.state.followers[LIZ] == {"s0": [1, 0, 0], "s1": [1, 1, 0]}
    assert city.face(m.state, "s1").name == "Quill Alley"
    assert m.state.seats[LIZ].actions == 4 and m.to_act() == 1


def test_move_needs_no_adjacency_but_one_origin_one_destination():
    """VD-MOVE-02, EX-03: a Move may cross the whole city (s0 to s11), but takes from one
    Location only: Followers at a second origin need a second Move."""
    m = start(2, watch=("s3", "s4", "s5", "s6"))
    put(m, 0, "s0", fighters=1)
    put(m, 0, "s1", fighters=1)
    refused(m, Move("s0", "s11", fighters=2), "only 1 Fighter")
    m.act(Move("s0", "s11", fighters=1))
    assert m.state.followers[0] == {"s1": [1, 0, 0], "s11": [1, 0, 0]}
    assert board.distance("s0", "s11") == 5


def test_bad_moves_are_refused():
    """VD-MOVE-01, VD-MOVE-03: at least one Follower you have there, to a different Location;
    never straight into a Dungeon."""
    m = start(2)
    put(m, 0, "s0", fighters=1, wizards=1)
    refused(m, Move("s0", "s0", fighters=1), "different Location")
    refused(m, Move("s0", "s1"), "at least one Follower")
    refused(m, Move("s0", "s1", rogues=1), "you have only")
    refused(m, Move("s1", "s0", fighters=1), "you have only")
    refused(m, Move("s0", "dungeon", fighters=1), "not a Location")
    refused(m, Move("s0", "vault", fighters=1), "not a Location")


def test_move_to_and_from_the_portal():
    """VD-MOVE-04, AMB-08, VD-YP-05: an ordinary Move may start or end at the Portal; the
    Portal's gather-Move brings everyone from the named Locations in one Action."""
    m = start(2)
    put(m, 0, "yp", fighters=1)
    put(m, 0, "s5", rogues=1)
    put(m, 0, "s7", wizards=2)
    m.act(Move("yp", "s2", fighters=1))
    assert m.state.followers[0] == {"s2": [1, 0, 0], "s5": [0, 1, 0], "s7": [0, 0, 2]}
    m.act(TakeGold())
    refused(m, Gather(("s5", "s5")), "different Locations")
    refused(m, Gather(("s4",)), "no Followers at")
    refused(m, Gather(("yp",)), "not a Location")
    m.act(Gather(("s5", "s7")))
    assert m.state.followers[0] == {"s2": [1, 0, 0], "yp": [0, 1, 2]}
    assert m.state.seats[0].actions == 3


def test_move_onto_a_quest_from_anywhere():
    """VD-MOVE-05, AMB-15: Followers may be moved to a Quest Location from any Location; the
    Quest is then attempted with an Action of its own."""
    m = start(2, watch=("s9", "s10", "s11", "s3"))
    put(m, 0, "s2", fighters=2)
    m.act(Move("s2", "s6", fighters=2))
    assert city.face(m.state, "s6").kind == "quest" and m.state.followers[0] == {"s6": [2, 0, 0]}
    m.act(TakeGold())
    assert Quest("s6") in m.legal_actions()


# ---------------------------------------------------------------------------------------------
# Faction Actions
# ---------------------------------------------------------------------------------------------
def test_xanathar_action_two_rumors_for_three_gold_once_a_round():
    """VD-ACTFAC-01, VD-FACT-04, VD-FACT-05 (AMB-01), VD-FACT-10, VD-GLOSS-14, VD-GLOSS-28: the Xanathar
    pay 2 Rumors for 3 gold, using an Action (even though the glossary's list leaves it out);
    only once a round."""
    m = start(2)  # seat 0 Xanathar, 1 Rumor from the Initiative
    p = m.state.seats[0]
    refused(m, FactionAction(), "costs 2 Rumors")
    p.rumors_old = 1
    m.act(FactionAction())
    assert (p.gold, p.rumors, p.actions, p.faction_used) == (13, 0, 4, True)
    m.act(TakeGold())
    p.rumors_new = 4
    refused(m, FactionAction(), "once per round")
    assert not [a for a in m.legal_actions() if isinstance(a, FactionAction)]


def test_faction_action_is_your_own():
    """VD-FACT-03: the same Faction Action move does what the acting seat's own card says: the
    Zhentarim pay 4 gold for a Magic Item, never the Xanathar's Rumor trade."""
    m = start(3, initiative=2)  # Cy, the Zhentarim, acts first (and took their Initiative's Rumor)
    p = m.state.seats[2]
    assert p.rumors == 1
    m.act(FactionAction())
    assert m.rules.chance(m.state).deck == "magic"
    draw(m, "ring_of_valor")
    assert (p.gold, p.magic, p.rumors) == (6, ["ring_of_valor"], 1)


def test_zhentarim_action_needs_four_gold():
    """VD-FACT-11, AMB-32 (final, issue 19): the Zhentarim Action costs 4 gold for 1 Magic Item."""
    m = start(3, initiative=2)
    m.state.seats[2].gold = 3
    refused(m, FactionAction(), "costs 4 gold")


def test_cassalanter_action_two_fighters_for_a_treasure():
    """VD-FACT-08, AMB-53: the Cassalanters discard 2 Fighters from one Location they Control
    (back to their supply) and draw 1 Treasure."""
    m = start(3, initiative=1, watch=("s9", "s10", "s11"))
    s = m.state
    p = s.seats[1]
    put(m, 1, "s0", fighters=3, rogues=1)
    m.act(FactionAction(("s0",)))
    draw(m, "healing_potion")
    assert s.followers[1] == {"s0": [1, 1, 0]} and p.supply == [3, 2, 3]
    assert p.treasure == ["healing_potion"] and p.actions == 4 and p.faction_used


def test_cassalanter_action_refusals():
    """VD-FACT-08, AMB-53: not with one Fighter, not from a Contested Location, not from the
    Portal (never Controlled), not from two Locations."""
    m = start(3, initiative=1, watch=("s9", "s10", "s11"))
    put(m, 1, "s0", fighters=1, rogues=2)
    put(m, 1, "s1", fighters=2)
    put(m, 0, "s1", rogues=1)
    put(m, 1, "yp", fighters=2)
    put(m, 1, "s9", fighters=2)  # with the Watch
    refused(m, FactionAction(("s0",)), "need 2 Fighters")
    refused(m, FactionAction(("s1",)), "Location you Control")
    refused(m, FactionAction(("yp",)), "Location you Control")
    refused(m, FactionAction(("s9",)), "Location you Control")
    refused(m, FactionAction(()), "Location you Control")
    refused(m, FactionAction(("s0", "s1")), "Location you Control")
    assert [a for a in m.legal_actions() if isinstance(a, FactionAction)] == []


def test_bregan_action_gathers_from_two_locations():
    """VD-FACT-12, AMB-32 (final, issue 19): Bregan D'aerthe take 3 gold and may move every
    Follower from one or two Locations to one, once a round."""
    m = start(4, initiative=3)
    assert owed(m) == "free_whisper"
    m.act(Decline())
    s = m.state
    put(m, 3, "s0", fighters=1)
    put(m, 3, "s4", rogues=2)
    put(m, 3, "s8", wizards=1)
    refused(m, FactionAction(("s0", "s4", "s8"), "s5"), "one or two")
    refused(m, FactionAction(("s0",), "s0"), "from elsewhere")
    refused(m, FactionAction(("s3",), "s5"), "from elsewhere")
    refused(m, FactionAction((), "s5"), "one or two")
    assert FactionAction() in m.legal_actions()  # the 3 gold alone
    gold = s.seats[3].gold
    m.act(FactionAction(("s0", "s4"), "s5"))
    assert s.followers[3] == {"s5": [1, 2, 0], "s8": [0, 0, 1]} and s.seats[3].actions == 4
    assert s.seats[3].gold == gold + 3 and s.seats[3].faction_used


# ---------------------------------------------------------------------------------------------
# Free things on your turn, and what they cannot do
# ---------------------------------------------------------------------------------------------
def test_free_things_cost_no_action_and_keep_the_turn():
    """VD-P1-02, VD-P1-10, VD-GLOSS-25: a whisper and a turn card are free; the turn goes on until
    the one Action is taken."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    give(m, 0, "pouch_of_gold")
    m.act(Whisper(0, "s6"))
    m.act(PlayCard("pouch_of_gold"))
    assert m.to_act() == 0 and s.seats[0].actions == 5 and s.seats[0].gold == 12
    assert all(isinstance(a, FREE) for a in (Whisper(0, "s6"), PlayCard("x"), RevealVault()))
    m.act(TakeGold())
    assert m.to_act() == 1


def test_whisper_refusals():
    """VD-WATCH-04, VD-WATCH-06, VD-WATCH-13: a whisper needs a Rumor, moves one step side to side,
    never onto the Portal or another Watch token, never a Regrouping token."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    s.seats[0].rumors_new = 3
    refused(m, Whisper(0, "s7"), "never diagonally")
    refused(m, Whisper(0, "s3"), "1 step at most")
    refused(m, Whisper(0, "s10"), "already a City Watch")
    refused(m, Whisper(0, "yp"), "never the Portal")
    refused(m, Whisper(5, "s6"), "no such City Watch")
    s.watch[0].regrouping = True
    refused(m, Whisper(0, "s6"), "Regrouping")
    s.watch[0].regrouping = False
    s.seats[0].rumors_new, s.seats[0].rumors_old = 0, 0
    refused(m, Whisper(0, "s6"), "costs a Rumor")


def test_turn_cards_refusals():
    """VD-CARD-14, VD-P1-10: on your turn you may play a card from your hand that is used on a
    turn; not one you do not hold, not a Fight card."""
    m = start(2)
    refused(m, PlayCard("pouch_of_gold"), "not in your hand")
    give(m, 0, "potion_of_heroism")
    refused(m, PlayCard("potion_of_heroism"), "in a Fight")


def test_reveal_refusals():
    """VD-WIN-02: no reveal without the Secrets, nor twice."""
    m = start(2)
    refused(m, RevealVault(), "need 3 Secrets")
    m.state.seats[0].secrets = ["a", "b", "c"]
    m.act(RevealVault())
    refused(m, RevealVault(), "already revealed")


def test_fight_refusals():
    """VD-FIGHTACT-04, VD-FIGHTACT-05, AMB-44: no Fight where nobody Contests you, where you have
    no Followers, or at the Portal."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s0", fighters=1)
    put(m, 1, "s1", fighters=1)
    put(m, 2, "s1", fighters=1)
    put(m, 0, "yp", fighters=1)
    put(m, 1, "yp", fighters=1)
    refused(m, Fight("s0"), "not Contested")
    refused(m, Fight("s1"), "need Followers there")
    refused(m, Fight("s10"), "need Followers there")
    refused(m, Fight("yp"), "never Contested")


def test_entrance_refusals():
    """VD-YP-09, VD-YP-10, VD-GLOSS-12: each entrance once a round per player, and only if you
    can pay it: a gold per Follower, a Magic Item from hand, or 2 Rumors."""
    m = start(2)
    s = m.state
    put(m, 0, "yp", fighters=3)
    s.seats[0].gold = 2
    refused(m, Enter("gold", fighters=3), "1 gold per Follower")
    refused(m, Enter("magic", fighters=1, card="flametongue"), "Magic Item from your hand")
    refused(m, Enter("rumors", fighters=1), "costs 2 Rumors")  # 1 Rumor only
    refused(m, Enter("side_door", fighters=1), "no 'side_door' entrance")
    refused(m, Enter("gold"), "at least one Follower")
    s.seats[0].entrances = ["gold"]
    refused(m, Enter("gold", fighters=1), "used that entrance this round")


def test_quest_refusals():
    """VD-QUEST-11: a Quest you do not Control (a rival there) must be fought for first; a
    Location that is no Quest cannot be quested."""
    m = start(2, watch=("s9", "s10", "s11", "s3"))
    put(m, 0, "s6", fighters=1)
    put(m, 1, "s6", fighters=1)
    put(m, 0, "s0", fighters=1)
    refused(m, Quest("s6"), "must Control the Quest")
    refused(m, Quest("s0"), "not a Quest")


def test_use_location_refusals():
    """VD-LOC-02: a Location's Action is for its controller, once a round, and the Portal is used
    through Gather and Enter."""
    m = start(2, watch=("s9", "s10", "s11", "s3"))
    refused(m, UseLocation("s0"), "not Controlled by you")
    refused(m, UseLocation("yp"), "Waterdeep Location")
    put(m, 0, "s6", fighters=1)
    refused(m, UseLocation("s6"), "is a Quest")


def test_unknown_decisions_are_refused_on_a_turn():
    """VD-P1-04: only the listed Actions (and free things) can be taken on a turn."""
    from game.vault.actions import Pick

    m = start(2)
    refused(m, Pick("flametongue"), "not something you can do")


# ---------------------------------------------------------------------------------------------
# The Fight words of the glossary (Attack die, Attack Strength, Critical, inflicting)
# ---------------------------------------------------------------------------------------------
def test_attack_die_attack_strength_and_critical():
    """VD-GLOSS-02, VD-GLOSS-03, VD-GLOSS-11: one die is the Attack die; Attack Strength = that die
    + skulls inflicted + cards + Rumors + Secrets (in a Dungeon). A natural 10 on the d10 is a
    Critical (one more Casualty die); switching to the d12 gives the Critical up."""
    from game.vault.actions import SpendRumors, SwitchDie
    from game.vault.fights import strength

    m = start(3, deck_orders={"secrets": ["secret_flooded_stair"]})
    s = m.state
    s.seats[0].secrets = ["x"]
    give(m, 0, "potion_of_heroism")
    put(m, 0, "yp", fighters=1, wizards=1)
    m.act(Enter("gold", fighters=1, wizards=1))
    draw(m, "secret_flooded_stair")
    roll(m, 10, 7)  # d10, d12
    assert m.rules.chance(s).dice == ("casualty",)  # the Critical's die
    roll(m, 1)
    side = s.fight.sides[0]
    assert side.dice[side.attack].kind == "d10" and [d.source for d in side.dice] == ["fighter", "wizard", "crit_cd"]
    m.act(SpendRumors(1))
    m.act(PlayCard("potion_of_heroism"))
    assert strength(s, s.fight, side) == 10 + 1 + 1 + 1 + 3
    m.act(SwitchDie(1))
    assert [d.source for d in side.dice] == ["fighter", "wizard"]
    assert strength(s, s.fight, side) == 7 + 1 + 1 + 3


def test_difficulty_reached_takes_every_earlier_rooms_loot():
    """VD-GLOSS-13, VD-DUN-05: Attack Strength 13 against the 9/13 layout reaches room 3 and takes
    the Loot of rooms 1, 2 and 3 (2 gold, a Treasure, a Rumor) and the Secret."""
    from game.vault.actions import SpendRumors

    m = start(3, deck_orders={"secrets": ["secret_flooded_stair"]})
    s = m.state
    p = s.seats[0]
    put(m, 0, "yp", fighters=2)
    m.act(Enter("gold", fighters=2))  # 2 gold
    draw(m, "secret_flooded_stair")
    roll(m, 9)
    p.rumors_new = 4
    m.act(SpendRumors(4))
    m.act(Pass())
    roll(m, 0)  # room 3's Casualty die
    draw(m, "potion_of_heroism")
    assert s.fight is None and p.secrets == ["secret_flooded_stair"]
    assert (p.gold, p.rumors, p.treasure) == (10 - 2 + 2, 1, ["potion_of_heroism"])
    assert s.followers[0] == {"yp": [2, 0, 0]}


def test_inflicted_casualties_kill_the_rival_after_the_brawl():
    """VD-GLOSS-05, VD-GLOSS-21, VD-CAS-02, VD-COMP-23, VD-GLOSS-08: the nearest Watch patrols a
    step toward the Brawl; Ana's Rogue die shows 1 skull (+1 to her 3 on the d4);
    Bo's 2 loses; Bo retreats (Ana chooses where: 2 against 2, Bo does not outnumber her) to a side-adjacent
    place, then discards 1 Follower there."""
    from game.vault.actions import Retreat, RogueDie

    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s0", rogues=2)
    put(m, 1, "s0", fighters=2)
    m.act(Fight("s0"))
    assert s.watch[0].place == "s6"  # the nearest Watch patrols one step toward the Brawl
    assert owed(m) == "rogue_die"
    m.act(RogueDie(True))
    assert m.rules.chance(s).dice == ("d4", "casualty", "d10")
    roll(m, 3, 1, 2)
    m.act(Pass())  # Bo, losing, acts first
    m.act(Pass())
    assert s.fight.winner == 0 and owed(m) == "retreat" and m.to_act() == 0
    assert set(m.legal_actions()) == {Retreat("s1"), Retreat("s3"), Retreat("yp")}
    m.act(Retreat("s3"))
    assert s.followers[1] == {"s3": [1, 0, 0]} and s.seats[1].supply == [3, 3, 3]
    assert s.followers[0] == {"s0": [0, 2, 0]}
    assert owed(m) == "opportunity"
    m.act(Decline())
    assert m.to_act() == 1 and s.seats[0].actions == 4


def test_a_faction_action_has_one_spelling():
    """VD-ACTFAC-01, VD-FACT-10: the Xanathar's Action names no Location; a version that names
    one is refused, state untouched, so every action has exactly one form."""
    from game.core.codec import to_data
    from tests.vault.helpers import start

    m = start(3, watch=("s9", "s10", "s11"))
    m.state.seats[0].rumors_old = 2
    before = to_data(m.state)
    with pytest.raises(IllegalAction, match="names no Location"):
        m.act(FactionAction(("s5",), "s7"))
    assert to_data(m.state) == before
    assert FactionAction() in m.legal_actions() and FactionAction(("s5",), "s7") not in m.legal_actions()


def test_bregan_action_may_take_the_gold_without_a_gather():
    """VD-FACT-12, AMB-32 (final, issue 19): the gather is "up to" two Locations: naming none
    takes the 3 gold alone, with no Follower moved; once a round either way."""
    m = start(4, initiative=3)
    m.act(Decline())
    s = m.state
    put(m, 3, "s0", fighters=1)
    before = dict(s.followers[3])
    gold = s.seats[3].gold
    m.act(FactionAction())
    assert s.seats[3].gold == gold + 3 and s.followers[3] == before and s.seats[3].faction_used
    assert s.seats[3].actions == 4
