"""Components and setup (LW-COMP-*, LW-SET-*, LW-INFO-*), starting gold and agents by seat count
(LW-EX-09, LW-EX-10)."""
from collections import Counter

import pytest

from game.core.errors import SetupError
from game.core.match import Match
from game.waterdeep import setup
from game.waterdeep.content import load
from game.waterdeep.state import HARBOR, KINDS
from tests.waterdeep.helpers import check_invariants, next_round, owed, start


def test_the_box_holds_what_the_rulebook_counts():
    """LW-COMP-01 (121 cards), LW-COMP-03 (four adventurer kinds), LW-COMP-05 (11 Lords),
    LW-COMP-06 (9 basic buildings), LW-COMP-08 (two neutral agents, nobody's at the start),
    G-07 (our split of the 110 quests and intrigue cards), G-08 (our reading of the wooden pieces)."""
    c = load()
    decks = setup.deck_lists()
    assert len(decks["lords"]) + len(decks["quests"]) + len(decks["intrigue"]) == 121
    assert len(c.lords) == 11 and len(c.basics) == 9
    assert KINDS == ("cleric", "fighter", "rogue", "wizard")
    m = start(5)
    assert all(not p.neutral for p in m.state.seats)
    # G-08: 25 agents (5 colours x 5), 5 score markers, the Ambassador, the Lieutenant, the marker
    most = max(c.config.agents_by_players.values()) + 1
    assert 5 * most + 5 + 2 + 1 == 33


def test_five_colours_one_per_seat_and_no_sixth():
    """LW-COMP-02, LW-SET-01, LW-COMP-09 (the grey sixth colour is never used), LW-SET-06."""
    m = start(5)
    colours = [p.colour for p in m.state.seats]
    assert len(set(colours)) == 5 and "grey" not in colours and "gray" not in colours
    with pytest.raises(SetupError):
        Match("waterdeep", {"seats": [{"name": str(i)} for i in range(6)]})
    with pytest.raises(SetupError):
        Match("waterdeep", {"seats": [{"name": "solo"}]})


@pytest.mark.parametrize("seats, agents", [(2, 4), (3, 3), (4, 2), (5, 2)])
def test_agents_by_seat_count_and_the_round_5_agent(seats, agents):
    """LW-SET-02, LW-SET-03, LW-AGT-01, LW-AGT-03, LW-RND-05, LW-EX-10: 4/3/2/2 agents, one more
    from round 5 to the end (G-22: after the round's other start steps)."""
    m = start(seats)
    assert all(p.agents == agents and p.pool == agents and p.waiting_agent for p in m.state.seats)
    for _ in range(4):
        next_round(m)
    assert m.state.round == 5
    assert all(p.agents == agents + 1 and p.pool == agents + 1 and not p.waiting_agent for p in m.state.seats)
    next_round(m)
    assert all(p.agents == agents + 1 for p in m.state.seats)


@pytest.mark.parametrize("seats, first, gold", [(5, 0, [4, 5, 6, 7, 8]), (2, 0, [4, 5]), (3, 2, [5, 6, 4])])
def test_starting_gold_rises_from_the_first_player(seats, first, gold):
    """LW-SET-13, LW-SET-14, LW-EX-09: the First Player 4 gold, then one more a seat to the left;
    the gold is kept in the Tavern (LW-COMP-10)."""
    m = start(seats, first=first)
    assert [p.gold for p in m.state.seats] == gold
    assert m.state.first == first and owed(m).seat == first


def test_the_board_at_the_first_turn():
    """LW-SET-04 (scores at 0), LW-SET-05 (3 VP on each of 8 round spaces, the first taken as round 1
    starts), LW-SET-07 (three tiles in the Hall, the rest face down), LW-SET-08 (the supply),
    LW-SET-09 (a Lord each, the rest out of play), LW-SET-10 (two active quests each), LW-SET-11
    (four quests at the Inn), LW-SET-12 (two Intrigue cards each)."""
    m = start(4)
    s = m.state
    assert [p.vp for p in s.seats] == [0, 0, 0, 0]
    assert s.round == 1 and s.round_vp == [0] + [3] * 7 and sum(s.round_vp) + 3 == 24
    assert all(s.hall) and len(s.hall) == 3 and len(s.building_deck) == len(load().buildings) - 3
    assert s.supply == dict.fromkeys(KINDS, 25)
    lords = [p.lord for p in s.seats]
    assert all(lords) and len(set(lords)) == 4 and len(s.lord_deck) == 7
    assert all(len(p.quests) == 2 and len(p.intrigue) == 2 for p in s.seats)
    assert all(s.inn) and len(s.inn) == 4
    held = Counter(q for p in s.seats for q in p.quests) + Counter(s.inn)
    assert max(held.values()) == 1
    check_invariants(s)


def test_deck_orders_put_named_cards_on_top():
    """A setup may fix the first cards of a deck (the tests and scenarios use it): Helmstar Warehouse
    is dealt to Builder's Hall first."""
    m = start(2, deck_orders={"buildings": ["helmstar_warehouse"], "lords": ["khelben_arunsun"]})
    assert m.state.hall[0] == "helmstar_warehouse" and m.state.seats[0].lord == "khelben_arunsun"
    with pytest.raises(SetupError):
        Match("waterdeep", {"seats": [{}, {}], "deck_orders": {"lords": ["nobody"]}})


def test_every_deal_is_a_chance_draw():
    """Every card dealt is a Draw the match samples (so undo stops there): the first position is chance."""
    m = Match("waterdeep", {"seats": [{"name": "A"}, {"name": "B"}]}, 3)
    assert m.to_act() == "chance"
    m.settle()
    assert owed(m).kind == "place" and m.state.phase == "place" and not set(HARBOR) & set(m.state.occupants)


def test_each_seat_plays_the_colour_it_chose():
    """LW-SET-01: a seat's chosen colour (by name or id) is its colour; seats that name none, or a
    colour this game does not offer, take the first free ones; two seats cannot share one."""
    seats = [{"name": "Ana", "colour": "Vermilion"}, {"name": "Ben"}, {"name": "Cy", "colour": "Orange"},
             {"name": "Di", "colour": "sky"}]
    m = Match("waterdeep", {"seats": seats})
    assert [p.colour for p in m.state.seats] == ["vermilion", "green", "yellow", "sky"]
    with pytest.raises(SetupError, match="same colour"):
        Match("waterdeep", {"seats": [{"name": "A", "colour": "Green"}, {"name": "B", "colour": "green"}]})
