"""Assigning agents and the buildings (LW-ASG-*, LW-BLD-*, LW-BH-*, LW-CW-*, LW-SUP-01..03):
Helmstar Warehouse (LW-EX-01), the Inn's refill (LW-EX-12), a short supply (LW-EX-13), several
agents at the Inn (LW-EX-18)."""
import pytest

from game.core.codec import to_data
from game.core.common_actions import Pass, Pick
from game.core.errors import IllegalAction
from game.waterdeep import board
from game.waterdeep.actions import Assign
from game.waterdeep.content import load
from game.waterdeep.rules import why_not
from tests.waterdeep.helpers import build, give, next_round, owed, play, start, strip, to_hall, to_inn, until

BASIC_SPACES = ["builders_hall", "cliffwatch_1", "cliffwatch_2", "cliffwatch_3", "harbor_1", "harbor_2", "harbor_3",
                "masked_court", "drill_yard", "cutpurse_steps", "dawnbell_chapel", "sable_athenaeum", "copper_exchange"]


def refused(m, action) -> str:
    """The refusal's reason; the state must not change (byte for byte)."""
    before = to_data(m.state)
    with pytest.raises(IllegalAction) as err:
        m.act(action)
    assert to_data(m.state) == before
    return err.value.why


def test_the_nine_basic_buildings_and_their_spaces():
    """LW-COMP-06, G-01 (six basic buildings of ours), G-02 (the Inn's three spaces), G-11 (one takes
    the First Player marker): every basic space is in play from the start, in board order."""
    m = start(2)
    assert board.in_play(m.state) == BASIC_SPACES
    assert len(load().basics) == 9


def test_an_agent_goes_only_on_an_empty_space_in_play():
    """LW-ASG-01, LW-ASG-02, LW-COMP-07: empty spaces of buildings in play are open; a space with any
    agent, yours or another's, and a tile still for sale are closed, each with its reason."""
    m = start(2)
    play(m, Assign("drill_yard"))
    if owed(m).kind == "complete":
        play(m, Pass())
    assert Assign("drill_yard") not in m.legal_actions()
    assert "Ana's agent is already" in refused(m, Assign("drill_yard"))
    tile = m.state.hall[0]
    assert "still for sale" in refused(m, Assign(tile))
    assert why_not(m.state, tile).startswith("that building is still for sale")
    assert why_not(m.state, "dawnbell_chapel") == ""


def test_a_space_acts_once_when_assigned():
    """LW-ASG-03, LW-SUP-05: the Drill Yard gives its 2 Fighters once, from the supply to the Tavern."""
    m = start(2)
    play(m, Assign("drill_yard"))
    assert m.state.seats[0].tavern["fighter"] == 2 and m.state.supply["fighter"] == 23


def test_a_short_supply_gives_what_is_left():
    """LW-EX-13, LW-SUP-01, G-09: 2 Fighters owed, 1 in the supply: 1 gained and no debt; gold is
    never short."""
    m = start(2)
    give(m, 1, fighter=24)
    play(m, Assign("drill_yard"))
    assert m.state.seats[0].tavern["fighter"] == 1 and m.state.supply["fighter"] == 0
    give(m, 1, gold=500)
    assert m.state.seats[1].gold > 500


def test_helmstar_warehouse():
    """LW-EX-01, LW-BLD-01, LW-BLD-02, LW-BLD-03, LW-BH-01, LW-BH-02, LW-BH-03, LW-BH-04, LW-BH-06,
    G-16 (the owner's benefit on any visit), G-17 (no benefit to the owner visiting), G-03 (the tile set
    is ours as data, Helmstar Warehouse with the rulebook's numbers)."""
    m = start(2, deck_orders={"buildings": ["helmstar_warehouse"]})
    strip(m, 0), strip(m, 1)
    next_round(m)  # round 2: the tile has been for sale since setup
    strip(m, 0), strip(m, 1)
    assert m.state.hall[0] == "helmstar_warehouse" and m.state.hall_vp[0] == 2
    tile = load().buildings["helmstar_warehouse"]
    assert (tile.cost, tile.visit, tile.owner) == (3, {"rogue": 2, "gold": 2}, {"rogue": 1})
    give(m, 0, gold=5)
    play(m, Assign("builders_hall"), Pick("helmstar_warehouse"))
    ana = m.state.seats[0]
    assert ana.gold == 2 and ana.vp == 2 and m.state.owner["helmstar_warehouse"] == 0
    assert "helmstar_warehouse" in board.in_play(m.state) and m.state.hall[0] not in ("", "helmstar_warehouse")
    assert m.state.hall_vp[0] == 0
    play(m, Assign("helmstar_warehouse"))  # Bo visits
    bo = m.state.seats[1]
    assert (bo.tavern["rogue"], bo.gold) == (2, 2) and ana.tavern["rogue"] == 1
    next_round(m)
    strip(m, 0), strip(m, 1)
    assert owed(m).seat == 0
    play(m, Assign("helmstar_warehouse"))  # Ana visits her own: no owner's benefit
    assert (ana.tavern["rogue"], ana.gold) == (2, 2)


def test_basic_buildings_have_no_owner():
    """LW-BLD-04: visiting a printed building pays nobody else."""
    m = start(2)
    play(m, Assign("copper_exchange"))
    assert m.state.seats[0].gold == 8 and m.state.seats[1].gold == 5


def test_builders_hall_needs_a_tile_you_can_pay_for():
    """G-15, LW-BH-06: with less gold than every tile costs, Builder's Hall is closed, with its reason."""
    m = start(2)
    strip(m, 0)
    assert "cannot pay" in refused(m, Assign("builders_hall"))
    give(m, 0, gold=2)
    to_hall(m, "helmstar_warehouse", "ironmark_armoury", "twin_lamps_temple")
    give(m, 0, gold=1)
    play(m, Assign("builders_hall"))
    assert m.legal_actions() == [Pick("helmstar_warehouse")]
    assert "costs 4 gold and you have 3" in refused(m, Pick("ironmark_armoury"))


def test_a_bought_tile_with_a_purchase_reward():
    """LW-BH-05: a tile's when-bought reward comes with it (Stonewright's Guild: 4 VP)."""
    m = start(2)
    to_hall(m, "stonewrights_guild", "ironmark_armoury", "twin_lamps_temple", vp=1)
    give(m, 0, gold=6)
    play(m, Assign("builders_hall"), Pick("stonewrights_guild"))
    assert m.state.seats[0].vp == 4 + 1  # the reward, and the 1 VP piled at the round's start


def test_no_limit_on_built_tiles_and_an_empty_stack_leaves_the_hall_empty():
    """G-13 (no limit on open spots), G-14 (an empty stack refills nothing)."""
    m = start(2)
    for tile in list(m.state.building_deck.pile):
        build(m, 1, tile)
    assert len(m.state.built) == len(load().buildings) - 3
    give(m, 0, gold=10)
    tile = m.state.hall[0]
    play(m, Assign("builders_hall"), Pick(tile))
    assert m.state.hall[0] == "" and len(m.state.built) == len(load().buildings) - 2


def test_cliffwatch_takes_a_quest_and_refills_at_once():
    """LW-CW-02, LW-CW-03, LW-CW-04, LW-CW-05, LW-EX-12: the first Inn space takes a face-up quest and
    2 gold; the slot is refilled at once from the deck."""
    m = start(2)
    quest = m.state.inn[2]
    gold = m.state.seats[0].gold
    play(m, Assign("cliffwatch_1"), Pick(quest))
    assert quest in m.state.seats[0].quests and m.state.seats[0].gold == gold + 2
    assert m.state.inn[2] and m.state.inn[2] != quest and all(m.state.inn)


def test_cliffwatch_reset_and_the_second_space():
    """LW-CW-06, G-02: the third space discards the four, deals four new ones, then you take one; the
    second adds an Intrigue card."""
    m = start(2)
    old = list(m.state.inn)
    play(m, Assign("cliffwatch_3"))
    assert not set(old) & set(m.state.inn) and all(m.state.inn)
    assert sorted(m.state.quest_deck.discard) == sorted(old)
    play(m, Pick(m.state.inn[0]))
    hand = len(m.state.seats[1].intrigue)
    play(m, Assign("cliffwatch_2"), Pick(m.state.inn[0]))
    assert len(m.state.seats[1].intrigue) == hand + 1


def test_an_empty_quest_deck_reshuffles_its_discard_never_completed_quests():
    """LW-SUP-02, LW-SUP-03, LW-EX-12, G-24: the Inn refills from the reshuffled discard; completed
    quests stay on the mat; with nothing left at all, the slot stays empty."""
    m = start(2)
    s = m.state
    deck = s.quest_deck
    s.seats[1].done.extend(deck.pile[:-1])  # every quest but one is completed somewhere
    spare = deck.pile[-1]
    deck.pile[:] = []
    deck.discard.append(spare)
    quest = s.inn[0]
    play(m, Assign("cliffwatch_1"), Pick(quest))
    assert s.inn[0] == spare and deck.reshuffles == 1 and not deck.discard
    play(m, Assign("cliffwatch_2"), Pick(s.inn[1]))
    assert s.inn[1] == ""  # G-24
    assert not set(s.seats[1].done) & set(s.inn)


def test_several_agents_of_one_seat_at_the_inn():
    """LW-EX-18, LW-CW-01: Ana takes one Inn space and later another; never two in a turn, never an
    occupied one."""
    m = start(2)
    play(m, Assign("cliffwatch_1"), Pick(m.state.inn[0]))
    assert owed(m).seat == 1
    play(m, Assign("drill_yard"))
    if owed(m).kind == "complete":
        play(m, Pass())
    assert Assign("cliffwatch_1") not in m.legal_actions() and Assign("cliffwatch_2") in m.legal_actions()
    play(m, Assign("cliffwatch_2"), Pick(m.state.inn[0]))
    assert m.state.occupants["cliffwatch_1"] == [0] and m.state.occupants["cliffwatch_2"] == [0]


def test_the_inn_with_no_quest_is_closed():
    """G-24: no face-up quest and nothing to deal: the Inn's spaces close (the reset one too)."""
    m = start(2)
    s = m.state
    s.seats[1].done.extend(s.quest_deck.pile)
    s.quest_deck.pile[:] = []
    s.seats[1].done.extend(q for q in s.inn)
    s.inn = ["", "", "", ""]
    assert why_not(s, "cliffwatch_1") == why_not(s, "cliffwatch_3") == "Cliffwatch Inn has no quest to take"
    to_inn(m)
