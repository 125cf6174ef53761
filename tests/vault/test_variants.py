"""Vault of Dragons: the alternate rules (each a setup variant).

Covers every VD-ALT-* rule, plus worked example EX-25 (Rumors Spread)."""
from __future__ import annotations

import pytest

from game.core.errors import SetupError
from game.core.match import Match
from game.core.protocol import CHANCE, Draw, Roll
from game.vault import city
from game.vault.actions import Bid, Enter, FactionAction, Hire, Move, Pass, Pick, Regroup, RevealVault, TakeGold, UseLocation
from game.vault.content import load
from game.vault.fights import strength
from tests.vault.helpers import draw, owed, put, refused, roll, start




def finish_actions(m: Match) -> None:
    while m.state.phase == "actions" and isinstance(m.to_act(), int) and not m.state.decisions:
        m.act(TakeGold())


def finish_round(m: Match) -> None:
    """Everyone takes 1 gold; chance is settled from the seed and every owed decision takes the
    first legal option, until the next round begins."""
    start_round = m.state.round
    finish_actions(m)
    while m.state.round == start_round:
        if m.to_act() == CHANCE:
            m.settle()
        else:
            m.act(m.legal_actions()[0])


def take_secrets(m: Match, seat: int, n: int) -> None:
    for _ in range(n):
        m.state.seats[seat].secrets.append(m.state.secrets.pile.pop(0))


def fail_dungeon(m: Match, secret: str, d10: int = 1) -> None:
    """The seat to act sends its lone Fighter on the Portal down by the gold door and stops in
    room 1 (the Secret's room 1 pictures no Casualty die)."""
    m.act(Enter("gold", fighters=1))
    draw(m, secret)
    roll(m, d10)
    m.act(Pass())


# ---------------------------------------------------------------------------------------------
def test_variants_mix_and_match():
    """VD-ALT-GEN-01: any variants may be combined; an unknown one or a wrong value is refused."""
    on = {"action_packed": True, "rumors_spread": True, "increase_profits": True, "more_secrets": 4,
          "rumor_bidding": True, "flip_empty": True}
    m = start(3, variants=on)
    assert m.state.variants == on
    with pytest.raises(SetupError, match="unknown variant"):
        start(3, variants={"double_gold": True})
    with pytest.raises(SetupError, match="on or off"):
        start(3, variants={"action_packed": 1})
    with pytest.raises(SetupError, match="4 or 5"):
        start(3, variants={"more_secrets": 6})


def test_shuffle_all_locations():
    """VD-ALT-SHUF-01: the tiles are shuffled into the grid and a coin decides each face."""
    setup = {"seats": [{"name": "A", "faction": "xanathar"}, {"name": "B", "faction": "zhentarim"}],
             "variants": {"shuffle_locations": True}}
    m = Match("vault", setup)
    order = tuple(reversed(sorted(load().tiles)))
    spec = m.rules.chance(m.state)
    assert (spec.deck, spec.count) == ("tiles", 12)
    m.act(Draw("tiles", order))
    assert m.rules.chance(m.state).dice == ("coin",) * 12
    sides = (1, 0) * 6
    m.act(Roll(("coin",) * 12, sides))
    tiles = load().tiles
    assert [sl.tile for sl in m.state.slots] == list(order)
    assert [sl.face for sl in m.state.slots] == [tiles[t].other if side else tiles[t].dragon
                                                  for t, side in zip(order, sides)]
    assert m.rules.chance(m.state).dice == ("d12", "d12")  # then the usual opening roll


# ---------------------------------------------------------------------------------------------
def test_action_packed_second_action_move_or_hire():
    """VD-ALT-PACK-01, VD-ALT-PACK-02: two Actions a turn, the second a Move or a Hire (or, per
    docs/decisions.md, a pass); turns go 2, 2, 1."""
    m = start(2, variants={"action_packed": True})
    s = m.state
    refused(m, Pass(), "may not pass")
    m.act(TakeGold())
    assert m.to_act() == 0 and s.seats[0].actions == 4
    refused(m, TakeGold(), "must be a Move or a Hire")
    refused(m, FactionAction(), "must be a Move or a Hire")
    refused(m, UseLocation("s0"), "must be a Move or a Hire")
    assert {a.kind for a in m.legal_actions()} <= {"pass", "hire", "move", "whisper", "play", "reveal"}
    m.act(Hire("s0", fighters=1))
    assert m.to_act() == 1 and s.seats[0].actions == 3
    m.act(TakeGold())
    m.act(Pass())  # Bo's second Action is optional
    assert m.to_act() == 0 and s.seats[1].actions == 4
    m.act(TakeGold())
    m.act(Move("s0", "s1", fighters=1))
    assert s.seats[0].actions == 1
    m.act(TakeGold())
    m.act(Pass())
    m.act(TakeGold())  # Ana's last Action: a one-Action turn
    assert s.seats[0].actions == 0 and m.to_act() == 1


def test_action_packed_the_portals_gather_is_a_move():
    """VD-ALT-PACK-02, VD-YP-05: the Portal's gather is its "top Move Action", so it may be the
    second Action of an Action Packed turn."""
    from game.vault.actions import Gather

    m = start(2, variants={"action_packed": True})
    s = m.state
    put(m, 0, "s4", fighters=1)
    put(m, 0, "s8", rogues=1)
    m.act(TakeGold())
    assert Gather(("s4", "s8")) in m.legal_actions()
    m.act(Gather(("s4", "s8")))
    assert s.followers[0] == {"yp": [1, 1, 0]} and s.seats[0].actions == 3 and m.to_act() == 1


# ---------------------------------------------------------------------------------------------
def test_more_secrets_to_reveal_and_to_enter_free():
    """VD-ALT-MORE-01, AMB-66: with 4 Secrets required, 3 cannot reveal; 4 can, and the free Vault
    door needs 4 too."""
    m = start(3, variants={"more_secrets": 4})
    take_secrets(m, 0, 3)
    put(m, 0, "yp", fighters=1)
    refused(m, RevealVault(), "need 4 Secrets")
    take_secrets(m, 0, 1)
    m.act(RevealVault())
    m.act(TakeGold())
    take_secrets(m, 1, 3)
    put(m, 1, "yp", fighters=1)
    refused(m, Enter("vault", fighters=1, vault=True), "needs 4 Secrets")


def test_more_secrets_still_one_casualty_die_each():
    """VD-ALT-MORE-02: a player with 4 Secrets suffers 4 Casualty dice in a Dungeon (plus the
    pictured ones) and has +4."""
    m = start(3, variants={"more_secrets": 5}, deck_orders={"secrets": ["secret_flooded_stair"]})
    s = m.state
    take_secrets(m, 0, 4)
    put(m, 0, "yp", fighters=1)
    m.act(Enter("gold", fighters=1))
    draw(m, "secret_flooded_stair")
    roll(m, 3)
    assert strength(s, s.fight, s.fight.sides[0]) == 7
    m.act(Pass())
    assert m.rules.chance(s).dice == ("casualty",) * 4


# ---------------------------------------------------------------------------------------------
def test_ex25_rumors_spread():
    """EX-25, VD-ALT-SPREAD-01, VD-ALT-SPREAD-02, VD-ALT-SPREAD-03, AMB-58: the top Dungeon has an
    Old Rumor from last round: Sally's attempt gets +1; she fails, a New Rumor is added (1 Old, 1
    New); the next attempt this round gets +2 and, failing, adds none (one New already there).
    At the end of the round the Old one goes and the New one turns Old: +1 next round."""
    m = start(3, variants={"rumors_spread": True}, names=("Sally", "John", "Pete"),
              deck_orders={"secrets": ["secret_flooded_stair", "secret_hall_of_mirrors", "secret_iron_cells"]})
    s = m.state
    s.dungeon_rumors = ["old"]
    put(m, 0, "yp", fighters=1)
    put(m, 1, "yp", fighters=1)
    m.act(Enter("gold", fighters=1))
    draw(m, "secret_flooded_stair")
    roll(m, 5)
    assert strength(s, s.fight, s.fight.sides[0]) == 6
    m.act(Pass())
    assert s.dungeon_rumors == ["old", "new"]
    m.act(Enter("gold", fighters=1))  # John
    draw(m, "secret_hall_of_mirrors")
    roll(m, 3)
    assert strength(s, s.fight, s.fight.sides[0]) == 5
    m.act(Pass())
    assert s.dungeon_rumors == ["old", "new"]
    finish_round(m)
    assert s.dungeon_rumors == ["old"]  # aged with the players' Rumors in Pursue Rumors
    while m.to_act() not in (0, 1):
        m.act(TakeGold())
    m.act(Enter("gold", fighters=1))  # round 2: +1 from the one Old Rumor left
    draw(m, "secret_iron_cells")
    roll(m, 4)
    assert s.round == 2 and strength(s, s.fight, s.fight.sides[0]) == 5


def test_rumors_spread_discarded_when_the_dungeon_is_completed():
    """VD-ALT-SPREAD-04, EX-25: completing the Dungeon discards every Rumor beside it; they helped
    the completing attempt (+2)."""
    m = start(3, variants={"rumors_spread": True}, deck_orders={"secrets": ["secret_flooded_stair"]})
    s = m.state
    s.dungeon_rumors = ["old", "new"]
    put(m, 0, "yp", fighters=2)
    m.act(Enter("gold", fighters=2))
    draw(m, "secret_flooded_stair")
    roll(m, 9)  # 9 + 2 = 11: room 2 only
    s.seats[0].rumors_new = 2
    from game.vault.actions import SpendRumors

    m.act(SpendRumors(2))  # 13: room 3
    m.act(Pass())
    roll(m, 0)  # room 3's Casualty die
    assert s.seats[0].secrets == ["secret_flooded_stair"] and s.dungeon_rumors == []


def test_rumors_spread_off_means_nothing_added():
    """VD-ALT-SPREAD-01: without the variant a failed attempt leaves no Rumor."""
    m = start(3, deck_orders={"secrets": ["secret_flooded_stair"]})
    put(m, 0, "yp", fighters=1)
    fail_dungeon(m, "secret_flooded_stair")
    assert m.state.dungeon_rumors == []


# ---------------------------------------------------------------------------------------------
def test_rumor_bidding_highest_bid_picks_first_and_bids_are_spent():
    """VD-ALT-BID-01, VD-ALT-BID-02, VD-ALT-BID-03, VD-ALT-BID-04, AMB-57: in Initiative Order Ana
    then Bo bid; both bid 2 but Bo's are both New, so Bo picks first; the bids are discarded;
    Cy (no Rumor) bids nothing and takes the consolation Rumor."""
    m = start(3, variants={"rumor_bidding": True})
    s = m.state
    ana, bo, cy = s.seats
    ana.rumors_new, ana.rumors_old = 1, 2
    bo.rumors_new, bo.rumors_old = 2, 0
    finish_actions(m)
    roll(m, 12, 1, 1)
    draw(m, "ring_of_valor", "flametongue")
    draw(m, "pouch_of_gold", "healing_potion")
    assert (owed(m), m.to_act()) == ("bid", 0)
    assert Bid(0, 0) in m.legal_actions() and Bid(1, 2) in m.legal_actions()
    refused(m, Bid(2, 0), "must decide first")
    m.act(Bid(1, 1))
    assert (owed(m), m.to_act()) == ("bid", 1)
    m.act(Bid(2, 0))
    assert (owed(m), m.to_act()) == ("pick", 1)
    m.act(Pick("flametongue"))
    assert m.to_act() == 0
    m.act(Pick("ring_of_valor"))
    assert bo.magic == ["flametongue"] and ana.magic == ["ring_of_valor"] and cy.magic == []
    # Ana kept 1 Old (discarded in aging); Cy's consolation Rumor stays New; Ana's Initiative adds 1
    assert [(p.rumors_new, p.rumors_old) for p in s.seats] == [(1, 0), (0, 0), (1, 0)]
    assert s.round == 2


def test_rumor_bidding_equal_bids_go_by_initiative():
    """VD-ALT-BID-03, AMB-57: the same bid (1 New each): the earlier in Initiative Order picks first;
    a bid of 0 picks last."""
    m = start(3, variants={"rumor_bidding": True}, initiative=1)
    s = m.state
    for p in s.seats:
        p.rumors_new, p.rumors_old = 1, 0
    finish_actions(m)
    roll(m, 1, 1, 12)  # Cy takes the Initiative: Cy, Ana, Bo
    draw(m, "ring_of_valor", "flametongue")
    draw(m, "pouch_of_gold", "healing_potion")
    bids = {2: Bid(0, 0), 0: Bid(1, 0), 1: Bid(1, 0)}
    while owed(m) == "bid":
        m.act(bids[m.to_act()])
    seen = []
    while owed(m) == "pick":
        seen.append(m.to_act())
        m.act(m.legal_actions()[0])
    assert seen == [0, 1, 2]


# ---------------------------------------------------------------------------------------------
def test_increase_profits():
    """VD-ALT-PROFIT-01, VD-ALT-PROFIT-02, VD-ALT-PROFIT-03, AMB-59: at the end of the round every
    unused Location but the Quest gets 1 gold (taking a Reward is not a use); the next player to
    use it takes the pile."""
    m = start(3, variants={"increase_profits": True}, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s7", rogues=1)
    put(m, 1, "s2", fighters=1)
    m.act(UseLocation("s7"))
    finish_round(m)  # Bo collects the Lantern's Reward: not a use
    assert s.round == 2
    profits = [sl.profit for sl in s.slots]
    assert profits == [1, 1, 1, 1, 1, 1, 0, 0, 1, 1, 1, 1]
    while m.to_act() != 1:
        m.act(TakeGold())
    gold = s.seats[1].gold
    m.act(UseLocation("s2", 0))  # 3 gold for a Magic Item, plus the 1 gold piled there
    draw(m, "sling_of_seeking")
    assert s.seats[1].gold == gold - 3 + 1 and s.slots[2].profit == 0


# ---------------------------------------------------------------------------------------------
def test_fewer_locations_nine_for_two_or_three():
    """VD-ALT-FEWER-01, AMB-60: 9 Locations (3x3) for 2-3 players; the last 3 tiles wait unused;
    4 players keep all 12."""
    m = start(3, variants={"fewer_locations": True}, watch=("s6", "s7", "s8"))
    s = m.state
    assert len(s.slots) == 9 and s.unused_tiles == ["tile_knucklebones", "tile_mirt", "tile_stair"]
    assert set(city.neighbours(s, "s7")) == {"s4", "s6", "s8"}
    refused(m, Hire("s9", fighters=1), "not a Location")
    assert len(start(4, variants={"fewer_locations": True}).state.slots) == 12


def test_fewer_locations_blackstaff_swaps_an_unused_tile_in():
    """VD-ALT-FEWER-02: Blackstaff Tower may swap a Location on the board for an unused one."""
    m = start(2, variants={"fewer_locations": True}, watch=("s6", "s7", "s8", "s5"))
    s = m.state
    put(m, 0, "s4", fighters=1)
    assert UseLocation("s4", 3, "s0") in m.legal_actions()
    m.act(UseLocation("s4", 1, "s0"))
    assert s.slots[0].tile == "tile_knucklebones" and city.face(s, "s0").name == "The Knucklebones"
    assert s.unused_tiles == ["tile_mirt", "tile_stair", "tile_thort"]


def test_flip_empty_locations():
    """VD-ALT-FLIP-01, VD-ALT-FLIP-02, AMB-61: at the end of the round every Location with no
    Followers turns over; an empty Location's Watch moves to the busiest neighbour without a
    Watch, and stays put if no neighbour has Followers."""
    m = start(3, variants={"flip_empty": True}, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s6", fighters=2)
    put(m, 1, "s10", fighters=1)
    before = [sl.face for sl in s.slots]
    finish_round(m)
    tiles = load().tiles
    for i, sl in enumerate(s.slots):
        flipped = sl.face != before[i]
        assert flipped == (i not in (6, 10)), i
        assert sl.face in (tiles[sl.tile].dragon, tiles[sl.tile].other)
    assert [w.place for w in s.watch] == ["s6", "s10", "s11"]


def test_flip_empty_tie_is_the_initiative_holders_choice():
    """VD-ALT-FLIP-02, AMB-61: the Watch leaving the empty Knucklebones has two neighbours with one
    Follower each: the Initiative holder chooses between them."""
    m = start(3, variants={"flip_empty": True}, watch=("s9", "s2", "s5"))
    s = m.state
    put(m, 0, "s6", fighters=1)
    put(m, 1, "s10", fighters=1)
    finish_actions(m)
    roll(m, 12, 1)  # Ana and Bo tie on Locations and Followers; Ana keeps the Initiative
    draw(m, "ring_of_valor", "flametongue")
    draw(m, "pouch_of_gold", "healing_potion")
    m.act(Pick("pouch_of_gold"))
    assert s.phase == "refresh" and m.to_act() == 0 and owed(m) == "watch_moves"
    options = sorted(a.dest for a in m.legal_actions())
    assert options == ["s10", "s6"]
    m.act(Regroup("s10"))
    assert "s10" in [w.place for w in s.watch] and s.phase == "actions" and s.round == 2


def test_increase_profits_goes_to_no_one_when_the_dangerous_action_kills_everyone():
    """VD-ALT-PROFIT-03, VD-LOC-10: the pile is taken by whoever uses the Location; when the
    Casualty dice of a dangerous Action kill every Follower there, the Location is used but
    nothing is taken, the pile included (it starts again from nothing)."""
    m = start(3, variants={"increase_profits": True}, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s8", fighters=1)
    s.slots[8].profit = 2
    gold = s.seats[0].gold
    m.act(UseLocation("s8"))
    roll(m, 1)  # one skull: the only Fighter dies
    assert s.seats[0].gold == gold and s.slots[8].used and city.count(s, 0, "s8") == 0
    assert s.slots[8].profit == 2  # nobody collected it


def test_increase_profits_is_paid_to_a_survivor_of_a_dangerous_action():
    """VD-ALT-PROFIT-03: with a survivor the pile comes with the Action's gain."""
    m = start(3, variants={"increase_profits": True}, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s8", fighters=2)
    s.slots[8].profit = 2
    gold = s.seats[0].gold
    m.act(UseLocation("s8"))
    roll(m, 1)
    draw(m, s.treasure.draw_spec(1).pile[0])
    assert s.seats[0].gold == gold + 2 + 3 and s.slots[8].profit == 0


def test_flip_empty_leaves_a_regrouping_watch_where_it_is():
    """VD-ALT-FLIP-02, AMB-61 (regrouping tokens never move), VD-P4-03: a Watch token beaten this
    round regroups on a Location that ends the round empty; the Location flips, but the token
    stays there until the Refresh puts it back on duty, after the flips."""
    m = start(3, variants={"flip_empty": True}, watch=("s9", "s10", "s11"))
    s = m.state
    put(m, 0, "s6", fighters=2)  # the busiest neighbour of s9, where an active token would go
    s.watch[0].regrouping = True  # beaten this round, regrouping on the empty s9
    before = s.slots[9].face
    finish_round(m)
    assert s.slots[9].face != before  # the empty Location flipped
    assert s.watch[0].place == "s9"  # and its regrouping Watch did not move
    assert not any(w.regrouping for w in s.watch)  # then the Refresh put every token back on duty
    assert s.round == 2 and s.phase == "actions"
