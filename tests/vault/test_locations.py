"""Vault of Dragons: using a Location's Action, Transactions, class needs, dangerous Actions,
Blackstaff Tower's flip, the Yawning Portal's many uses, and the Winner's Opportunity.

Covers VD-LOC and VD-TRANS, plus worked examples EX-04 (a class-discard Location) and EX-05
(the three arrow kinds of Transaction)."""
from __future__ import annotations


from game.core.match import Match
from game.vault import city
from game.vault.actions import Decline, Enter, Fight, Pass, Regroup, Retreat, TakeGold, UseLocation
from tests.vault.helpers import draw, give, owed, put, refused, roll, start

LIZ = 0




def next_turn_of(m: Match, seat: int) -> None:
    """The other seats take 1 gold until `seat` is to act again."""
    while m.to_act() != seat:
        m.act(TakeGold())


def slot(m: Match, place: str):
    return m.state.slots[int(place[1:])]


# ---------------------------------------------------------------------------------------------
# Using a Location (VD-LOC)
# ---------------------------------------------------------------------------------------------
def test_use_marks_the_location_used_once_a_round_for_everyone():
    """VD-LOC-02, VD-LOC-04, VD-LOC-05, VD-P1-06, VD-GLOSS-26: the Action is taken by the
    controller, the Used token goes on the Location, and nobody can use it again this round,
    not even a new controller."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s7", rogues=1)
    m.act(UseLocation("s7"))
    assert slot(m, "s7").used and s.seats[0].actions == 4 and s.seats[0].gold == 12
    m.act(TakeGold())  # Bo
    m.act(TakeGold())  # Cy
    refused(m, UseLocation("s7"), "used this round")
    m.act(TakeGold())
    put(m, 0, "s7", rogues=-1)  # Ana's Rogue leaves; Bo takes the Horn over
    put(m, 1, "s7", rogues=1)
    refused(m, UseLocation("s7"), "used this round")
    assert UseLocation("s7") not in m.legal_actions()


def test_contested_location_must_be_fought_for():
    """VD-LOC-03, VD-WATCH-01: a Location with a rival or an active Watch cannot be used."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s7", rogues=1)
    put(m, 1, "s7", fighters=1)
    put(m, 0, "s9", rogues=1)
    refused(m, UseLocation("s7"), "Contested: win a Fight there first")
    refused(m, UseLocation("s9"), "Contested: win a Fight there first")


def test_winning_a_brawl_on_your_turn_lets_you_use_the_location():
    """VD-LOC-03, VD-FIGHTACT-06, VD-GLOSS-04, VD-GLOSS-07, VD-GLOSS-15, VD-GLOSS-27, VD-WATCH-12:
    Ana Fights the Watch at the Gilded Lantern (a Brawl, dice rolled: a Fight); her 8 beats the
    Watch's 6 + 1 skull; the skull kills one of her Fighters; the Watch regroups next door; she
    then uses the Lantern with the same Action."""
    m = start(3, watch=("s2", "s10", "s11"))
    s = m.state
    put(m, 0, "s2", fighters=2)
    m.act(Fight("s2"))
    assert s.fight.kind == "brawl" and [sd.seat for sd in s.fight.sides] == [0, -1]
    assert m.rules.chance(s).dice == ("d10", "casualty")
    roll(m, 8, 1)
    m.act(Pass())
    assert s.fight.winner == 0
    assert s.followers[0] == {"s2": [1, 0, 0]}  # the Watch's skull, suffered win or lose
    assert owed(m) == "regroup" and set(m.legal_actions()) == {Regroup("s1"), Regroup("s5")}
    m.act(Regroup("s5"))
    assert (s.watch[0].place, s.watch[0].regrouping) == ("s5", True)
    assert owed(m) == "opportunity"
    assert set(m.legal_actions()) == {UseLocation("s2", 0), Decline()}
    m.act(UseLocation("s2", 0))
    draw(m, "ring_of_valor")
    assert s.seats[0].magic == ["ring_of_valor"] and s.seats[0].gold == 7
    assert s.seats[0].actions == 4 and slot(m, "s2").used and m.to_act() == 1


def test_losing_to_the_watch_means_a_retreat_and_no_opportunity():
    """VD-LOC-03, VD-GLOSS-07, VD-GLOSS-21: the Watch's 6 + 1 beats Ana's 5; she retreats to a
    side-adjacent place of her choice and loses one Follower there; the Location stays unused."""
    m = start(3, watch=("s2", "s10", "s11"))
    s = m.state
    put(m, 0, "s2", fighters=2)
    m.act(Fight("s2"))
    roll(m, 5, 1)
    m.act(Pass())
    assert s.fight.winner == -1 and owed(m) == "retreat" and m.to_act() == 0
    assert set(m.legal_actions()) == {Retreat("s1"), Retreat("s5"), Retreat("yp")}
    m.act(Retreat("s5"))
    assert s.followers[0] == {"s5": [1, 0, 0]}
    assert not slot(m, "s2").used and s.watch[0] == type(s.watch[0])("s2", False)
    assert m.to_act() == 1 and s.seats[0].actions == 4


def test_the_portal_is_used_by_many_many_times():
    """VD-LOC-06, VD-YP-07, VD-GLOSS-12: two Factions share the Portal and both go down; one
    player uses two different entrances in one round."""
    m = start(2, deck_orders={"secrets": ["secret_flooded_stair", "secret_hall_of_mirrors", "secret_iron_cells"]})
    s = m.state
    put(m, 0, "yp", fighters=1)
    put(m, 1, "yp", fighters=1)
    assert not city.contested(s, "yp") and city.controller(s, "yp") == -1
    for seat, door, secret in ((0, "gold", "secret_flooded_stair"), (1, "gold", "secret_hall_of_mirrors"),
                               (0, "rumors", "secret_iron_cells")):
        assert m.to_act() == seat
        if door == "rumors":
            s.seats[0].rumors_new = 2
        m.act(Enter(door, fighters=1))
        draw(m, secret)
        roll(m, 1)
        m.act(Pass())  # room 1 only: 1 gold, no Casualty dice
        assert s.followers[seat] == {"yp": [1, 0, 0]}
    assert s.seats[0].entrances == ["gold", "rumors"] and s.seats[1].entrances == ["gold"]
    assert s.seats[0].gold == 10 - 1 + 1 + 1 and s.seats[1].gold == 10 - 1 + 1
    assert s.seats[0].actions == 3 and s.seats[1].actions == 4


def test_icons_only_action_gives_everything_pictured():
    """VD-LOC-07, VD-LOC-09: Unicorn's Horn (Rogue present) gives 2 gold and 1 Rumor; the Rogue
    stays (presence, not discard)."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s7", rogues=1)
    m.act(UseLocation("s7"))
    p = m.state.seats[0]
    assert (p.gold, p.rumors_new) == (12, 2) and m.state.followers[0] == {"s7": [0, 1, 0]}


def test_ex04_discard_a_wizard_for_a_magic_item():
    """EX-04, VD-LOC-08, AMB-40: Liz Controls the Hall of Candles with a Wizard there: the Wizard
    goes back to her supply, she draws a Magic Item, the Hall is used."""
    m = start(3, names=("Liz", "John", "Pete"), watch=("s9", "s10", "s11"))
    s = m.state
    put(m, LIZ, "s5", fighters=1, wizards=1)
    assert city.face(s, "s5").name == "The Hall of Candles"
    m.act(UseLocation("s5", 0))
    draw(m, "flametongue")
    liz = s.seats[LIZ]
    assert s.followers[LIZ] == {"s5": [1, 0, 0]} and liz.supply == [3, 3, 3]
    assert liz.magic == ["flametongue"] and slot(m, "s5").used and liz.gold == 10


def test_ex04_the_last_wizard_may_be_given_up():
    """EX-04, VD-LOC-08: a lone Wizard can be given up: the Magic Item still comes (the discard is
    the price, not a Casualty), and the Hall is left empty."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s5", wizards=1)
    m.act(UseLocation("s5", 0))
    draw(m, "crystal_focus")
    assert s.followers[0] == {} and s.seats[0].magic == ["crystal_focus"] and s.seats[0].supply == [4, 3, 3]


def test_ex04_no_wizard_no_magic_item():
    """EX-04, VD-LOC-08: without a Wizard there the Hall of Candles cannot be used."""
    m = start(3, watch=("s9", "s10", "s11"))
    put(m, 0, "s5", fighters=2, rogues=1)
    refused(m, UseLocation("s5", 0), "needs 1 Wizard of yours there to give up: you have none")


def test_dangerous_action_survivors_take_it():
    """VD-LOC-10, VD-ICON-10: Field of Triumph: suffer 1 Casualty die first (1 skull: one Fighter
    dies), then take 3 gold and a Treasure."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s8", fighters=2)
    m.act(UseLocation("s8"))
    roll(m, 1)
    assert s.followers[0] == {"s8": [1, 0, 0]} and s.seats[0].supply == [3, 3, 3]
    draw(m, "pouch_of_gold")
    assert s.seats[0].gold == 13 and s.seats[0].treasure == ["pouch_of_gold"]


def test_dangerous_action_no_survivor_nothing_but_used():
    """VD-LOC-10: if every Follower there dies, the Location is still used and nothing is taken."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s8", fighters=1)
    m.act(UseLocation("s8"))
    roll(m, 2)
    assert s.followers[0] == {} and s.seats[0].gold == 10 and s.seats[0].treasure == []
    assert slot(m, "s8").used and m.to_act() == 1 and s.chance is None


def test_flipping_a_used_location_makes_it_usable():
    """VD-COMP-05, VD-COMP-06, VD-LOC-11, VD-LOC-12, AMB-46: Ana uses Quill Alley, then Blackstaff
    Tower turns it over: the Criers' Post is unused and she takes its 2 Rumors the same round."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    p = s.seats[0]
    put(m, 0, "s1", fighters=1)
    put(m, 0, "s4", fighters=1)
    p.rumors_new = 2
    m.act(UseLocation("s1", 0))  # 2 Rumors -> a Magic Item
    draw(m, "ring_of_valor")
    assert slot(m, "s1").used and p.rumors == 0
    next_turn_of(m, 0)
    refused(m, UseLocation("s4", 0, "s4"), "another Location")
    refused(m, UseLocation("s4", 0, "yp"), "another Location")
    refused(m, UseLocation("s4", 3, "s1"), "no such unused Location")
    m.act(UseLocation("s4", 0, "s1"))
    assert city.face(s, "s1").name == "The Criers' Post" and not slot(m, "s1").used
    assert slot(m, "s4").used and s.followers[0]["s1"] == [1, 0, 0]
    next_turn_of(m, 0)
    m.act(UseLocation("s1"))
    assert p.rumors_new == 2 and p.actions == 2


def test_flipping_a_watched_location_keeps_the_watch_on_it():
    """VD-LOC-12, VD-WATCH-07, AMB-46: the Watch on a turned-over Location stays on the new face."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s4", wizards=1)
    m.act(UseLocation("s4", 0, "s9"))
    assert city.face(s, "s9").name == "The Last Wager" and s.watch[0].place == "s9" and city.contested(s, "s9")


# ---------------------------------------------------------------------------------------------
# Transactions (VD-TRANS, EX-05)
# ---------------------------------------------------------------------------------------------
def test_ex05a_one_way_arrow_three_gold_for_a_magic_item():
    """EX-05, VD-TRANS-01, VD-TRANS-02: the Gilded Lantern: 3 gold -> 1 Magic Item."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s2", fighters=1)
    s.seats[0].gold = 2
    refused(m, UseLocation("s2", 0), "costs 3 gold")
    refused(m, UseLocation("s2", 1), "offers 1 trade")
    s.seats[0].gold = 3
    m.act(UseLocation("s2", 0))
    draw(m, "stargazers_lens")
    assert s.seats[0].gold == 0 and s.seats[0].magic == ["stargazers_lens"]


def test_ex05b_several_arrows_pick_one():
    """EX-05, VD-TRANS-03, VD-TRANS-05, VD-GLOSS-24: Thort's Findings: (2 gold + 1 Rumor) -> 1
    Magic Item, or 1 Magic Item -> 2 Rumors; exactly one of them per use."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    p = s.seats[0]
    put(m, 0, "s0", fighters=1)
    give(m, 0, "ring_of_valor")
    opts = {a for a in m.legal_actions() if isinstance(a, UseLocation) and a.place == "s0"}
    assert opts == {UseLocation("s0", 0), UseLocation("s0", 1, "ring_of_valor")}
    refused(m, UseLocation("s0", 2), "offers 2 trades")
    m.act(UseLocation("s0", 0))
    draw(m, "flametongue")
    assert (p.gold, p.rumors, sorted(p.magic)) == (8, 0, ["flametongue", "ring_of_valor"])
    next_turn_of(m, 0)
    refused(m, UseLocation("s0", 1, "ring_of_valor"), "used this round")


def test_ex05c_two_way_arrow_either_direction_once():
    """EX-05, VD-TRANS-04, VD-TRANS-05, VD-TRANS-06, VD-TRANS-07: Quill Alley: 1 Magic Item -> 2
    Rumors (or back); one Magic Item only, and no trading back in the same use."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    p = s.seats[0]
    p.rumors_new = 0
    put(m, 0, "s1", fighters=1)
    give(m, 0, "ring_of_valor", "flametongue")
    refused(m, UseLocation("s1", 0), "costs 2 Rumors")
    refused(m, UseLocation("s1", 1, "helm_of_telepathy"), "Magic Item from your hand")
    m.act(UseLocation("s1", 1, "ring_of_valor"))
    assert p.rumors_new == 2 and p.magic == ["flametongue"] and s.magic.discard == ["ring_of_valor"]
    next_turn_of(m, 0)
    refused(m, UseLocation("s1", 1, "flametongue"), "used this round")  # not 2 Magic Items for 4
    refused(m, UseLocation("s1", 0), "used this round")  # not the Rumors back for a Magic Item
    assert p.rumors_new == 2 and p.magic == ["flametongue"]


def test_rumors_for_a_magic_item_at_quill_alley():
    """VD-TRANS-04: the other way along Quill Alley's two-way arrow: 2 Rumors -> 1 Magic Item."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    s.seats[0].rumors_old = 1  # with the Initiative Rumor: 2
    put(m, 0, "s1", wizards=1)
    m.act(UseLocation("s1", 0))
    draw(m, "helm_of_telepathy")
    assert s.seats[0].rumors == 0 and s.seats[0].magic == ["helm_of_telepathy"]


def test_sell_a_magic_item_but_not_a_played_one():
    """VD-TRANS-08, VD-CARD-15: the Crooked Scale buys a Magic Item for 3 gold; one played face
    up this round cannot be sold."""
    m = start(3, watch=("s9", "s10", "s11"))
    s = m.state
    p = s.seats[0]
    put(m, 0, "s3", rogues=1)
    give(m, 0, "purse_of_plenty")
    from game.vault.actions import PlayCard

    m.act(PlayCard("purse_of_plenty"))  # played face up: +2 gold
    assert p.played == ["purse_of_plenty"] and p.gold == 12
    refused(m, UseLocation("s3", 0, "purse_of_plenty"), "not one played this round")
    give(m, 0, "ring_of_valor")
    m.act(UseLocation("s3", 0, "ring_of_valor"))
    assert p.gold == 15 and p.magic == [] and s.magic.discard == ["ring_of_valor"]


def test_mirts_mansion_trade_refusals():
    """VD-TRANS-01, VD-COMP-11: Mirt's Mansion sells a Secret for 16 gold and 2 Rumors (the price
    as tuned, docs/vault-content.md Balance log): refused short of either."""
    m = start(3, watch=("s9", "s6", "s11"))
    s = m.state
    put(m, 0, "s10", fighters=1)
    s.seats[0].gold = 15
    refused(m, UseLocation("s10", 0), "costs 16 gold")
    s.seats[0].gold = 16
    s.seats[0].rumors_new, s.seats[0].rumors_old = 1, 0
    refused(m, UseLocation("s10", 0), "costs 2 Rumors")
